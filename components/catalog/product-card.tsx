'use client';

import type { TProduct } from '@/lib/contract/catalog';
import { Cell, Table } from '@/components/ui/table';
import { AddToQuoteButton } from './add-to-quote-button';
import { describeConfiguration, describePrice, describeProductLine } from './describe';
import { isWebLink } from '@/lib/web-link';

const SPEC_COLUMNS = [
  { key: 'cpu', header: 'CPU' },
  { key: 'ram', header: 'RAM' },
  { key: 'storage', header: 'Storage' },
  { key: 'screen_size', header: 'Screen' },
] as const;

/** A product with its active configurations; IT staff can add the product or one configuration to the quote draft. */
export function ProductCard({ product, canWrite }: { product: TProduct; canWrite: boolean }) {
  const headingId = `product-${product.id}`;
  // Only the specification columns some configuration fills; accessories often have none.
  const columns = SPEC_COLUMNS.filter((column) =>
    product.configurations.some((configuration) => configuration[column.key]),
  );
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-line bg-raised p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-start gap-3">
          {isWebLink(product.image_url) ? (
            <img src={product.image_url} alt="" width={56} height={56} className="h-14 w-14 rounded object-contain" />
          ) : null}
          <div>
            <h3 id={headingId} className="font-semibold">
              {product.name}
            </h3>
            <p className="text-sm text-muted">{describeProductLine(product)}</p>
          </div>
        </div>
        {canWrite ? (
          <AddToQuoteButton
            item={{ kind: 'catalog', product_id: product.id, label: product.name, details: 'any configuration' }}
            text={product.configurations.length ? 'Add to quote (any configuration)' : 'Add to quote'}
            name={`: ${product.name}`}
          />
        ) : null}
      </div>
      {product.configurations.length === 0 ? (
        <p className="mt-3 text-sm text-muted">No configurations listed; Loadout prices the product as requested.</p>
      ) : (
        <Table
          caption={`Configurations of ${product.name}`}
          headers={[
            ...columns.map((column) => ({ key: column.key, label: column.header })),
            columns.length === 0 && 'Option',
            { key: 'price', label: 'Price estimate', className: 'text-right' },
            canWrite && { key: 'actions', label: <span className="sr-only">Actions</span>, className: 'text-right' },
          ]}
          density="inline"
          className="mt-3"
        >
          {product.configurations.map((configuration, position) => {
            const summary = describeConfiguration(configuration) || `option ${position + 1}`;
            return (
              <tr key={configuration.id}>
                {columns.map((column) => (
                  <Cell key={column.key} label={column.header} density="inline">
                    {configuration[column.key] ?? '—'}
                  </Cell>
                ))}
                {columns.length === 0 ? (
                  <Cell label="Option" density="inline">
                    Option {position + 1}
                  </Cell>
                ) : null}
                <Cell label="Price estimate" density="inline" className="text-right tabular-nums">
                  {describePrice(configuration)}
                </Cell>
                {canWrite ? (
                  <Cell density="inline" className="text-right">
                    <AddToQuoteButton
                      item={{
                        kind: 'catalog',
                        product_id: product.id,
                        configuration_id: configuration.id,
                        label: product.name,
                        details: `${summary}, estimated ${describePrice(configuration)}`,
                      }}
                      text="Add"
                      name={` to quote: ${product.name}, ${summary}`}
                    />
                  </Cell>
                ) : null}
              </tr>
            );
          })}
        </Table>
      )}
    </article>
  );
}
