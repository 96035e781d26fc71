'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import type { TKit } from '@/lib/contract/catalog';
import { kitQueries } from '@/lib/queries/resources';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { TableSkeleton } from '@/components/ui/resource-table';
import { AddToQuoteButton } from './add-to-quote-button';
import type { TCatalogParams } from './catalog-params';
import { describeKitSize } from './describe';
import { KitDevicesTable } from './kit-devices-table';
import { SearchForm } from './search-form';

/** The kits tab: the company's kits with every device; IT staff can add a whole kit to the quote draft. */
export function KitCatalog({
  params,
  canWrite,
  onChange,
}: {
  params: TCatalogParams;
  canWrite: boolean;
  onChange: (next: Partial<TCatalogParams>) => void;
}) {
  const result = useInfiniteQuery(kitQueries.list({ search: params.kit_search, sort: 'name' }));
  return (
    <section aria-labelledby="catalog-kits-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="catalog-kits-heading" className="text-lg font-semibold">
          Kits
        </h2>
        <SearchForm
          id="kit-search"
          label="Search kits"
          landmark="Kits"
          placeholder="Part of the kit name"
          value={params.kit_search}
          onSearch={(kit_search) => onChange({ kit_search })}
        />
      </div>
      {result.isPending ? <TableSkeleton columns={3} /> : null}
      {result.isError ? <ErrorMessage error={result.error} onRetry={() => void result.refetch()} /> : null}
      {result.isSuccess ? <KitCards kits={result.data.pages.flatMap((page) => page.data)} canWrite={canWrite} /> : null}
      {result.hasNextPage ? (
        <div className="text-center">
          <Button variant="secondary" onClick={() => void result.fetchNextPage()} disabled={result.isFetchingNextPage}>
            {result.isFetchingNextPage ? 'Loading…' : 'Load more kits'}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function KitCards({ kits, canWrite }: { kits: TKit[]; canWrite: boolean }) {
  if (kits.length === 0)
    return (
      <div className="rounded-lg border border-dashed border-line-strong bg-raised p-8 text-center text-muted">
        No kits found.
      </div>
    );
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      {kits.map((kit) => {
        const size = describeKitSize(kit);
        return (
          <article
            key={kit.id}
            aria-labelledby={`kit-${kit.id}`}
            className="rounded-lg border border-line bg-raised p-4 shadow-sm"
          >
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <h3 id={`kit-${kit.id}`} className="font-semibold">
                  {kit.name}
                </h3>
                <p className="text-sm text-muted">
                  {[kit.region, size].filter(Boolean).join(' · ')}
                  {kit.tags.length ? ` · ${kit.tags.join(', ')}` : ''}
                </p>
              </div>
              {canWrite ? (
                <AddToQuoteButton
                  item={{ kind: 'kit', kit_id: kit.id, label: kit.name, details: size }}
                  text="Add to quote"
                  name={`: ${kit.name} kit`}
                />
              ) : null}
            </div>
            {kit.description ? <p className="mt-2 text-sm text-muted">{kit.description}</p> : null}
            <KitDevicesTable kit={kit} />
          </article>
        );
      })}
    </div>
  );
}
