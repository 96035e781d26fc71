import { requestOf } from '@/lib/bff/request-of';
import { ZCreateProductRequest, ZListProductsQuery } from '@/lib/contract';
import { operatorRoute } from '@/lib/bff/route';

export const GET = operatorRoute('GET /api/operator/products', ({ api, query, headers }) =>
  api.GET('/operator/v1/products', { params: { query: requestOf(ZListProductsQuery, query) }, headers }),
);

export const POST = operatorRoute('POST /api/operator/products', ({ api, body, headers }) =>
  api.POST('/operator/v1/products', { body: requestOf(ZCreateProductRequest, body), headers }),
);
