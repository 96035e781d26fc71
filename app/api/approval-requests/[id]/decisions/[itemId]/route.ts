import { requestOf } from '@/lib/bff/request-of';
import { ZChangeRequestedDecision } from '@/lib/contract/approvals';
import { companyRoute } from '@/lib/bff/route';

export const PATCH = companyRoute(
  'PATCH /api/approval-requests/[id]/decisions/[itemId]',
  ({ api, params, body, headers }) =>
    api.PATCH('/api/v1/approval-requests/{id}/decisions/{itemId}', {
      params: { path: { id: params.id!, itemId: params.itemId! } },
      body: requestOf(ZChangeRequestedDecision, body),
      headers,
    }),
);
