import { requestOf } from '@/lib/bff/request-of';
import { ZCreateEquipmentPolicyRequest, ZListEquipmentPoliciesQuery } from '@/lib/contract/equipment-policies';
import { companyRoute } from '@/lib/bff/route';

export const GET = companyRoute('GET /api/equipment-policies', ({ api, query, headers }) =>
  api.GET('/api/v1/equipment-policies', {
    params: { query: requestOf(ZListEquipmentPoliciesQuery, query) },
    headers,
  }),
);

export const POST = companyRoute('POST /api/equipment-policies', ({ api, body, headers }) =>
  api.POST('/api/v1/equipment-policies', { body: requestOf(ZCreateEquipmentPolicyRequest, body), headers }),
);
