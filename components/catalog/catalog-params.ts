import { z } from 'zod';
import { PRODUCT_FILTERS, type TProductFilter } from '@/lib/contract/catalog';

// The catalog's state in the URL: the tab, the product filters (comma-separated values mean OR, as in the API) and
// the searches. Anything unreadable falls back to its default, so a hand-edited URL never breaks the page.
const zOptionalText = z.string().trim().min(1).max(200).optional().catch(undefined);

export const ZCatalogParams = z.object({
  view: z.enum(['products', 'kits']).catch('products'),
  search: zOptionalText,
  kit_search: zOptionalText,
  ...(Object.fromEntries(PRODUCT_FILTERS.map((name) => [name, zOptionalText])) as Record<
    TProductFilter,
    typeof zOptionalText
  >),
});
export type TCatalogParams = z.infer<typeof ZCatalogParams>;

export const FILTER_LABELS: Record<TProductFilter, string> = {
  product_type: 'Product type',
  brand: 'Brand',
  cpu: 'CPU',
  ram: 'RAM',
  storage: 'Storage',
  screen_size: 'Screen size',
};

export function parseCatalogParams(search: URLSearchParams): TCatalogParams {
  return ZCatalogParams.parse(Object.fromEntries(search));
}

/** The selected values of a filter (`Apple,Dell` → `['Apple', 'Dell']`). */
export function selectedValues(params: TCatalogParams, filter: TProductFilter): string[] {
  return (
    params[filter]
      ?.split(',')
      .map((value) => value.trim())
      .filter(Boolean) ?? []
  );
}

/** The catalog URL for `params`, with empty values and the default tab left out. */
export function catalogHref(params: TCatalogParams): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value && !(name === 'view' && value === 'products')) search.set(name, value);
  }
  return search.size ? `/catalog?${search}` : '/catalog';
}
