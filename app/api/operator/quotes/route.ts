import { operatorRoute } from '@/lib/bff/route';

// The review queue: quotes across companies, oldest first.
export const GET = operatorRoute(({ api, query, headers }) => api.GET('/operator/v1/quotes', { params: { query: query as never }, headers }));
