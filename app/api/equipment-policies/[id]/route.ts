import { requestOf } from '@/lib/bff/request-of';
import { ZUpdateEquipmentPolicyRequest } from '@/lib/contract/equipment-policies';
import { companyRoute } from '@/lib/bff/route';

export const GET = companyRoute('GET /api/equipment-policies/[id]', ({ api, params, headers }) =>
  api.GET('/api/v1/equipment-policies/{id}', { params: { path: { id: params.id! } }, headers }),
);

// Edit the rule, or move it (`position`).
export const PATCH = companyRoute('PATCH /api/equipment-policies/[id]', ({ api, params, body, headers }) =>
  api.PATCH('/api/v1/equipment-policies/{id}', {
    params: { path: { id: params.id! } },
    body: requestOf(ZUpdateEquipmentPolicyRequest, body),
    headers,
  }),
);

export const DELETE = companyRoute('DELETE /api/equipment-policies/[id]', ({ api, params, headers }) =>
  api.DELETE('/api/v1/equipment-policies/{id}', { params: { path: { id: params.id! } }, headers }),
);
