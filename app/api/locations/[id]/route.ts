import { requestOf } from '@/lib/bff/request-of';
import { ZUpdateLocationRequest } from '@/lib/contract/locations';
import { companyRoute } from '@/lib/bff/route';

export const GET = companyRoute('GET /api/locations/[id]', ({ api, params, headers }) =>
  api.GET('/api/v1/locations/{id}', { params: { path: { id: params.id! } }, headers }),
);

export const PATCH = companyRoute('PATCH /api/locations/[id]', ({ api, params, body, headers }) =>
  api.PATCH('/api/v1/locations/{id}', {
    params: { path: { id: params.id! } },
    body: requestOf(ZUpdateLocationRequest, body),
    headers,
  }),
);

export const DELETE = companyRoute('DELETE /api/locations/[id]', ({ api, params, headers }) =>
  api.DELETE('/api/v1/locations/{id}', { params: { path: { id: params.id! } }, headers }),
);
