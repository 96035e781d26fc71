import { companyRoute } from '@/lib/bff/route';

export const POST = companyRoute('write', ({ api, params, headers }) => api.POST('/api/v1/webhooks/{id}/test', { params: { path: { id: params.id! } }, headers }));
