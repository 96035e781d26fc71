import type { TKit } from '@/lib/contract/catalog';
import { describeKitItem } from './describe';

/** The devices of a kit: type, what it is (freeform items marked) and quantity. */
export function KitDevicesTable({ kit }: { kit: TKit }) {
  return (
    <table className="mt-3 min-w-full text-sm">
      <caption className="sr-only">Devices in {kit.name}</caption>
      <thead>
        <tr className="border-b border-line text-left text-muted">
          <th scope="col" className="py-1.5 pr-4 font-medium">
            Type
          </th>
          <th scope="col" className="py-1.5 pr-4 font-medium">
            Device
          </th>
          <th scope="col" className="py-1.5 text-right font-medium">
            Quantity
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-subtle">
        {kit.items.map((item, index) => (
          <tr key={`${item.configuration_id ?? item.product_id ?? 'freeform'}-${index}`}>
            <td className="py-1.5 pr-4 whitespace-nowrap">{item.product_type}</td>
            <td className="py-1.5 pr-4">
              {describeKitItem(item)}
              {item.product_id ? null : <span className="ml-1 text-xs text-muted">(freeform)</span>}
            </td>
            <td className="py-1.5 text-right tabular-nums">{item.quantity}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
