import { companyRoute } from '@/lib/bff/route';

export const POST = companyRoute('POST /api/webhooks/[id]/deliveries/[deliveryId]/retry', ({ api, params, headers }) =>
  api.POST('/api/v1/webhooks/{id}/deliveries/{deliveryId}/retry', {
    params: { path: { id: params.id!, deliveryId: params.deliveryId! } },
    headers,
  }),
);
