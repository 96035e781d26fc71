import type { TKit } from '@/lib/contract/catalog';
import { Cell, Table } from '@/components/ui/table';
import { describeKitItem } from './describe';

/** The devices of a kit: type, what it is (freeform items marked) and quantity. */
export function KitDevicesTable({ kit }: { kit: TKit }) {
  return (
    <Table
      caption={`Devices in ${kit.name}`}
      headers={['Type', 'Device', { key: 'Quantity', label: 'Quantity', className: 'text-right' }]}
      density="inline"
      className="mt-3"
      stacks={false}
    >
      {kit.items.map((item, index) => (
        <tr key={`${item.configuration_id ?? item.product_id ?? 'freeform'}-${index}`}>
          <Cell label="Type" density="inline" className="whitespace-nowrap">
            {item.product_type}
          </Cell>
          <Cell label="Device" density="inline">
            {describeKitItem(item)}
            {item.product_id ? null : <span className="ml-1 text-xs text-muted">(freeform)</span>}
          </Cell>
          <Cell label="Quantity" density="inline" className="text-right tabular-nums">
            {item.quantity}
          </Cell>
        </tr>
      ))}
    </Table>
  );
}
