'use client';

import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@/lib/format';
import { kitQueries, productQueries } from '@/lib/queries/resources';
import { StatusBadge } from '@/components/ui/status-badge';
import { OptionCard } from './option-card';
import { describeItem, isDecidable, listOptions, type QuoteOption, type TQuoteItem } from './quote-options';

const MODE_LABELS: Record<TQuoteItem['mode'], string> = { catalog: 'Catalog product', kit: 'Kit', freeform: 'Freeform request' };

type Props = {
  item: TQuoteItem;
  index: number;
  currency: string;
  canDecide: boolean;
  onDecide: (option: QuoteOption, action: 'accept' | 'reject') => void;
};

function formatSpecValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One quote item: what was asked, its options side by side (with the decision buttons), its recipients. */
export function QuoteItemSection({ item, index, currency, canDecide, onDecide }: Props) {
  const product = useQuery({ ...productQueries.detail(item.product_id ?? ''), enabled: item.mode === 'catalog' && item.product_id !== null });
  const kit = useQuery({ ...kitQueries.detail(item.kit_id ?? ''), enabled: item.mode === 'kit' && item.kit_id !== null });
  const options = listOptions(item, product.data?.image_url ?? null);
  const headingId = `item-${item.id}`;
  const specification = Object.entries(item.specification);
  const hasOpenOption = options.some((option) => isDecidable(item, option));

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold">
            Item {index + 1}: {describeItem(item)}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {formatMoney(item.price, currency)} per unit × {item.quantity} = {formatMoney(item.price === null ? null : item.price * item.quantity, currency)}
          </p>
        </div>
        <StatusBadge status={item.status} />
      </div>

      <h3 className="mt-5 text-sm font-semibold text-slate-900">What was asked</h3>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="text-slate-600">Mode</dt>
        <dd>{MODE_LABELS[item.mode]}</dd>
        {item.product_type ? (
          <>
            <dt className="text-slate-600">Product type</dt>
            <dd>{item.product_type}</dd>
          </>
        ) : null}
        {item.mode === 'catalog' ? (
          <>
            <dt className="text-slate-600">Product</dt>
            <dd>{product.data ? `${product.data.name} (${product.data.brand} ${product.data.model})` : describeItem(item)}</dd>
          </>
        ) : null}
        {item.mode === 'kit' ? (
          <>
            <dt className="text-slate-600">Kit</dt>
            <dd>{kit.data?.name ?? item.kit_id}</dd>
          </>
        ) : null}
        {specification.length ? (
          <>
            <dt className="text-slate-600">Specification</dt>
            <dd>
              <ul className="flex flex-wrap gap-x-4 gap-y-1">
                {specification.map(([key, value]) => (
                  <li key={key}>
                    <span className="text-slate-600">{key.replaceAll('_', ' ')}:</span> {formatSpecValue(value)}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        <dt className="text-slate-600">Quantity</dt>
        <dd>{item.quantity}</dd>
        <dt className="text-slate-600">Comments</dt>
        <dd className="whitespace-pre-line">{item.comments ?? '—'}</dd>
      </dl>

      <h3 className="mt-5 text-sm font-semibold text-slate-900">Options</h3>
      <p className="mt-1 text-sm text-slate-600">
        {item.price === null
          ? 'Loadout is pricing this item; it can be decided once it has a price.'
          : hasOpenOption
            ? 'Compare the original offer with the alternatives; accepting one option rejects the others.'
            : item.selected_option
              ? 'Decided: the selected option is highlighted.'
              : 'Every option was rejected.'}
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {options.map((option, position) => (
          <OptionCard
            key={option.id}
            option={option}
            title={option.type === 'item' ? 'Original offer' : `Alternative ${position}`}
            originalPrice={item.price}
            currency={currency}
            onDecide={canDecide && isDecidable(item, option) ? (action) => onDecide(option, action) : undefined}
          />
        ))}
      </div>

      <h3 className="mt-5 text-sm font-semibold text-slate-900">Recipients</h3>
      <div className="mt-2 overflow-x-auto rounded-lg border border-slate-200">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">Recipients of item {index + 1}</caption>
          <thead className="bg-slate-50">
            <tr>
              {['Name', 'Country', 'Address', 'Quantity', 'Status', 'Tracking', 'Serial number'].map((header) => (
                <th key={header} scope="col" className="px-3 py-2 text-left font-medium text-slate-700">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {item.recipients.map((recipient) => (
              <tr key={recipient.id}>
                <td className="px-3 py-2 align-top">
                  <p className="font-medium">{recipient.name}</p>
                  {recipient.email ? <p className="text-slate-600">{recipient.email}</p> : null}
                </td>
                <td className="px-3 py-2 align-top">{recipient.country}</td>
                <td className="px-3 py-2 align-top whitespace-pre-line">{recipient.address}</td>
                <td className="px-3 py-2 align-top">{recipient.quantity ?? '—'}</td>
                <td className="px-3 py-2 align-top">
                  <StatusBadge status={recipient.status} />
                </td>
                <td className="px-3 py-2 align-top">
                  {recipient.tracking_code ? <p className="font-mono text-xs">{recipient.tracking_code}</p> : null}
                  {recipient.tracking_link ? (
                    <a href={recipient.tracking_link} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline hover:text-brand-900">
                      Track shipment<span className="sr-only"> for {recipient.name} (opens in a new tab)</span>
                    </a>
                  ) : null}
                  {!recipient.tracking_code && !recipient.tracking_link ? '—' : null}
                </td>
                <td className="px-3 py-2 align-top">{recipient.serial_number ? <span className="font-mono text-xs">{recipient.serial_number}</span> : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
