import { requestOf } from '@/lib/bff/request-of';
import { ZListProductsQuery } from '@/lib/contract';
import { companyRoute } from '@/lib/bff/route';

export const GET = companyRoute('GET /api/products', ({ api, query, headers }) =>
  api.GET('/api/v1/products', { params: { query: requestOf(ZListProductsQuery, query) }, headers }),
);
