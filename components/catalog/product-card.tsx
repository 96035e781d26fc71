'use client';

import type { TProduct } from '@/lib/contract/catalog';
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
        <div className="mt-3 overflow-x-auto">
          <table className="table-stack min-w-full text-sm">
            <caption className="sr-only">Configurations of {product.name}</caption>
            <thead>
              <tr className="border-b border-line text-left text-muted">
                {columns.map((column) => (
                  <th key={column.key} scope="col" className="py-1.5 pr-4 font-medium">
                    {column.header}
                  </th>
                ))}
                {columns.length === 0 ? (
                  <th scope="col" className="py-1.5 pr-4 font-medium">
                    Option
                  </th>
                ) : null}
                <th scope="col" className="py-1.5 pr-4 text-right font-medium">
                  Price estimate
                </th>
                {canWrite ? (
                  <th scope="col" className="py-1.5 text-right font-medium">
                    <span className="sr-only">Actions</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody className="divide-y divide-subtle">
              {product.configurations.map((configuration, position) => {
                const summary = describeConfiguration(configuration) || `option ${position + 1}`;
                return (
                  <tr key={configuration.id}>
                    {columns.map((column) => (
                      <td key={column.key} data-label={column.header} className="py-1.5 pr-4">
                        {configuration[column.key] ?? '—'}
                      </td>
                    ))}
                    {columns.length === 0 ? (
                      <td data-label="Option" className="py-1.5 pr-4">
                        Option {position + 1}
                      </td>
                    ) : null}
                    <td data-label="Price estimate" className="py-1.5 pr-4 text-right tabular-nums">
                      {describePrice(configuration)}
                    </td>
                    {canWrite ? (
                      <td className="py-1.5 text-right">
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
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </article>
  );
}
