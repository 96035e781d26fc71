'use client';

import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { PRODUCT_FILTERS, type ZListProductsResponse } from '@/lib/contract/catalog';
import { productQueries } from '@/lib/queries/resources';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { TableSkeleton } from '@/components/ui/resource-table';
import type { TCatalogParams } from './catalog-params';
import { ProductCard } from './product-card';
import { ProductFilters } from './product-filters';

type TProductsPage = z.infer<typeof ZListProductsResponse>;

/** The products tab: filters from the API's `available_filters` beside the matching products. */
export function ProductCatalog({
  params,
  canWrite,
  onChange,
}: {
  params: TCatalogParams;
  canWrite: boolean;
  onChange: (next: Partial<TCatalogParams>) => void;
}) {
  const filters = {
    search: params.search,
    ...Object.fromEntries(PRODUCT_FILTERS.map((filter) => [filter, params[filter]])),
  };
  // The previous result stays on screen while a new filter loads, so the filter list does not jump.
  const result = useInfiniteQuery({ ...productQueries.list(filters), placeholderData: keepPreviousData });
  if (result.isPending) return <TableSkeleton columns={4} />;
  if (result.isError) return <ErrorMessage error={result.error} onRetry={() => void result.refetch()} />;
  const products = result.data.pages.flatMap((page) => page.data);
  const available = (result.data.pages[0] as TProductsPage).meta.available_filters;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <section aria-labelledby="catalog-filters-heading">
        <h2 id="catalog-filters-heading" className="mb-3 text-lg font-semibold">
          Filters
        </h2>
        <ProductFilters params={params} available={available} onChange={onChange} />
      </section>
      <section aria-labelledby="catalog-products-heading" aria-busy={result.isPlaceholderData}>
        <h2 id="catalog-products-heading" className="mb-3 text-lg font-semibold">
          Products
        </h2>
        {products.length === 0 ? (
          <div className="rounded-lg border border-dashed border-line-strong bg-raised p-8 text-center text-muted">
            No product matches these filters.
          </div>
        ) : (
          <div className={`space-y-4 ${result.isPlaceholderData ? 'opacity-60' : ''}`}>
            {products.map((product) => (
              <ProductCard key={product.id} product={product} canWrite={canWrite} />
            ))}
          </div>
        )}
        {result.hasNextPage ? (
          <div className="mt-4 text-center">
            <Button
              variant="secondary"
              onClick={() => void result.fetchNextPage()}
              disabled={result.isFetchingNextPage}
            >
              {result.isFetchingNextPage ? 'Loading…' : 'Load more products'}
            </Button>
          </div>
        ) : null}
      </section>
    </div>
  );
}
