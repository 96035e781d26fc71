import { requestOf } from '@/lib/bff/request-of';
import { ZListEquipmentPolicyMatchesQuery } from '@/lib/contract/equipment-policies';
import { companyRoute } from '@/lib/bff/route';

export const GET = companyRoute('GET /api/equipment-policies/[id]/matches', ({ api, params, query, headers }) =>
  api.GET('/api/v1/equipment-policies/{id}/matches', {
    params: { path: { id: params.id! }, query: requestOf(ZListEquipmentPolicyMatchesQuery, query) },
    headers,
  }),
);
