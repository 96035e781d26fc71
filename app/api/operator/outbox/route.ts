import { requestOf } from '@/lib/bff/request-of';
import { ZListOutboxQuery } from '@/lib/contract';
import { operatorRoute } from '@/lib/bff/route';

export const GET = operatorRoute('GET /api/operator/outbox', ({ api, query, headers }) =>
  api.GET('/operator/v1/outbox', { params: { query: requestOf(ZListOutboxQuery, query) }, headers }),
);
