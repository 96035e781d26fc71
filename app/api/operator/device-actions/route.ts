import { requestOf } from '@/lib/bff/request-of';
import { ZOperatorActionsQuery } from '@/lib/contract';
import { operatorRoute } from '@/lib/bff/route';

export const GET = operatorRoute('GET /api/operator/device-actions', ({ api, query, headers }) =>
  api.GET('/operator/v1/device-actions', { params: { query: requestOf(ZOperatorActionsQuery, query) }, headers }),
);
