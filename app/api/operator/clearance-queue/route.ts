import { requestOf } from '@/lib/bff/request-of';
import { ZClearanceQueueQuery } from '@/lib/contract/assets';
import { operatorRoute } from '@/lib/bff/route';

export const GET = operatorRoute('GET /api/operator/clearance-queue', ({ api, query, headers }) =>
  api.GET('/operator/v1/clearance-queue', { params: { query: requestOf(ZClearanceQueueQuery, query) }, headers }),
);
