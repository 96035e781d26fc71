import { companyRoute } from '@/lib/bff/route';

export const DELETE = companyRoute(
  'DELETE /api/offboarding-cases/[id]/devices/[deviceId]',
  ({ api, params, headers }) =>
    api.DELETE('/api/v1/offboarding-cases/{id}/devices/{deviceId}', {
      params: { path: { id: params.id!, deviceId: params.deviceId! } },
      headers,
    }),
);
