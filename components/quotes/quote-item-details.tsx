'use client';

import { useQuery } from '@tanstack/react-query';
import { describeConfiguration, describeProduct } from '@/components/catalog/describe';
import { countryLabel } from '@/lib/countries';
import { kitQueries, productQueries } from '@/lib/queries/resources';
import { StatusBadge } from '@/components/ui/status-badge';
import { Cell, Table } from '@/components/ui/table';
import { OptionCard } from './option-card';
import { describeItem, isDecidable, listOptions, type QuoteOption, type TQuoteItem } from './quote-options';
import { isWebLink } from '@/lib/web-link';

const MODE_LABELS: Record<TQuoteItem['mode'], string> = {
  catalog: 'Catalog product',
  kit: 'Kit',
  freeform: 'Freeform request',
};
// Catalog and kit items carry the product's name, brand and model in their specification; the product line says them.
const NAMED_KEYS = new Set(['name', 'brand', 'model']);
const SPEC_LABELS: Record<string, string> = { cpu: 'CPU', ram: 'RAM', storage: 'Storage', screen_size: 'Screen' };

type Props = {
  item: TQuoteItem;
  index: number;
  currency: string;
  canDecide: boolean;
  onDecide: (option: QuoteOption, action: 'accept' | 'reject') => void;
};

/** The specification as the user reads it: empty values left out, catalog names shown once. */
function specificationRows(item: TQuoteItem): [string, string][] {
  return Object.entries(item.specification)
    .filter(
      ([key, value]) =>
        !(item.mode !== 'freeform' && NAMED_KEYS.has(key)) &&
        value !== null &&
        value !== undefined &&
        String(value).trim() !== '',
    )
    .map(([key, value]) => [
      SPEC_LABELS[key] ?? key.replaceAll('_', ' '),
      typeof value === 'string' ? value : JSON.stringify(value),
    ]);
}

/** One quote item opened from the items table: what was asked, its options side by side (with the decisions), its recipients. */
export function QuoteItemDetails({ item, index, currency, canDecide, onDecide }: Props) {
  const product = useQuery({ ...productQueries.detail(item.product_id ?? ''), enabled: item.product_id !== null });
  const kit = useQuery({
    ...kitQueries.detail(item.kit_id ?? ''),
    enabled: item.mode === 'kit' && item.kit_id !== null,
  });
  const options = listOptions(item, product.data?.image_url ?? null);
  const headingId = `item-${item.id}`;
  const specification = specificationRows(item);
  const configuration = product.data?.configurations.find((candidate) => candidate.id === item.configuration_id);
  const hasOpenOption = options.some((option) => isDecidable(item, option));

  return (
    <section aria-labelledby={headingId} className="py-2">
      <h3 id={headingId} className="font-semibold">
        Item {index + 1}: {describeItem(item)}
      </h3>

      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="text-muted">Mode</dt>
        <dd>{MODE_LABELS[item.mode]}</dd>
        {item.product_type ? (
          <>
            <dt className="text-muted">Product type</dt>
            <dd>{item.product_type}</dd>
          </>
        ) : null}
        {item.mode === 'kit' ? (
          <>
            <dt className="text-muted">Kit</dt>
            <dd>{kit.data?.name ?? 'A kit of your company'}</dd>
          </>
        ) : null}
        {item.product_id ? (
          <>
            <dt className="text-muted">Product</dt>
            <dd>
              {product.data ? describeProduct(product.data) : describeItem(item)}
              {configuration && describeConfiguration(configuration) ? (
                <span className="text-muted"> · {describeConfiguration(configuration)}</span>
              ) : null}
            </dd>
          </>
        ) : null}
        {specification.length ? (
          <>
            <dt className="text-muted">Specification</dt>
            <dd>
              <ul className="flex flex-wrap gap-x-4 gap-y-1">
                {specification.map(([label, value]) => (
                  <li key={label}>
                    <span className="text-muted">{label}:</span> {value}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        <dt className="text-muted">Quantity</dt>
        <dd>{item.quantity}</dd>
        <dt className="text-muted">Comments</dt>
        <dd className="whitespace-pre-line">{item.comments ?? '—'}</dd>
      </dl>

      <h4 className="mt-5 text-sm font-semibold text-fg">Options</h4>
      <p className="mt-1 text-sm text-muted">
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

      <h4 className="mt-5 text-sm font-semibold text-fg">Recipients</h4>
      <Table
        caption={`Recipients of item ${index + 1}`}
        headers={['Name', 'Country', 'Address', 'Quantity', 'Status', 'Tracking', 'Serial number']}
        density="dense"
        className="mt-2"
      >
        {item.recipients.map((recipient) => (
          <tr key={recipient.id}>
            {/* One block per cell: stacked below 40rem, a cell is a label/value grid (table-stack). */}
            <Cell label="Name" className="align-top" density="dense">
              <div>
                <p className="font-medium">{recipient.name}</p>
                {recipient.email ? <p className="break-all text-muted">{recipient.email}</p> : null}
              </div>
            </Cell>
            <Cell label="Country" className="align-top" density="dense">
              {countryLabel(recipient.country, recipient.country_code)}
            </Cell>
            <Cell label="Address" className="align-top whitespace-pre-line" density="dense">
              {recipient.address}
            </Cell>
            <Cell label="Quantity" className="align-top" density="dense">
              {recipient.quantity ?? (item.recipients.length === 1 ? `all ${item.quantity}` : '—')}
            </Cell>
            <Cell label="Status" className="align-top" density="dense">
              <div>
                <StatusBadge status={recipient.status} />
              </div>
            </Cell>
            <Cell label="Tracking" className="align-top" density="dense">
              <div>
                {recipient.tracking_code ? (
                  <p className="font-mono text-xs break-all">{recipient.tracking_code}</p>
                ) : null}
                {isWebLink(recipient.tracking_link) ? (
                  <a
                    href={recipient.tracking_link}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-accent underline hover:text-fg"
                  >
                    Track shipment<span className="sr-only"> for {recipient.name} (opens in a new tab)</span>
                  </a>
                ) : null}
                {!recipient.tracking_code && !recipient.tracking_link ? '—' : null}
              </div>
            </Cell>
            <Cell label="Serial number" className="align-top" density="dense">
              {recipient.serial_number ? (
                <span className="font-mono text-xs break-all">{recipient.serial_number}</span>
              ) : (
                '—'
              )}
            </Cell>
          </tr>
        ))}
      </Table>
    </section>
  );
}
