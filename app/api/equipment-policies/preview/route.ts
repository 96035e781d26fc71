import { requestOf } from '@/lib/bff/request-of';
import { ZPreviewEquipmentPolicyQuery, ZPreviewEquipmentPolicyRequest } from '@/lib/contract/equipment-policies';
import { companyRoute } from '@/lib/bff/route';

// The form's live preview: who the draft rule would match.
export const POST = companyRoute('POST /api/equipment-policies/preview', ({ api, body, query, headers }) =>
  api.POST('/api/v1/equipment-policies/preview', {
    params: { query: requestOf(ZPreviewEquipmentPolicyQuery, query) },
    body: requestOf(ZPreviewEquipmentPolicyRequest, body),
    headers,
  }),
);
