import { requestOf } from '@/lib/bff/request-of';
import { ZRetrieveDevicesRequest } from '@/lib/contract/offboarding';
import { companyRoute } from '@/lib/bff/route';

export const POST = companyRoute('POST /api/offboarding-cases/[id]/retrieve', ({ api, params, body, headers }) =>
  api.POST('/api/v1/offboarding-cases/{id}/retrieve', {
    params: { path: { id: params.id! } },
    body: requestOf(ZRetrieveDevicesRequest, body),
    headers,
  }),
);
