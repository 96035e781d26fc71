import { requestOf } from '@/lib/bff/request-of';
import { ZAddOffboardingDeviceRequest } from '@/lib/contract/offboarding';
import { companyRoute } from '@/lib/bff/route';

export const POST = companyRoute('POST /api/offboarding-cases/[id]/devices', ({ api, params, body, headers }) =>
  api.POST('/api/v1/offboarding-cases/{id}/devices', {
    params: { path: { id: params.id! } },
    body: requestOf(ZAddOffboardingDeviceRequest, body),
    headers,
  }),
);
