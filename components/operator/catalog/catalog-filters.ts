import { z } from 'zod';
import { ZTextParam } from '@/lib/queries/url-filters';

// The operator catalog's filters as the URL carries them; the names are the API's (GET /operator/v1/products).
export const ZOperatorCatalogFilters = z.object({
  search: ZTextParam,
  product_type: ZTextParam,
  brand: ZTextParam,
});
export type TOperatorCatalogFilters = z.infer<typeof ZOperatorCatalogFilters>;
