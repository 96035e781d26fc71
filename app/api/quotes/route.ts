import { requestOf } from '@/lib/bff/request-of';
import { ZCreateQuoteRequest, ZListQuotesQuery } from '@/lib/contract';
import { companyRoute } from '@/lib/bff/route';

export const GET = companyRoute('GET /api/quotes', ({ api, query, headers }) =>
  api.GET('/api/v1/quotes', { params: { query: requestOf(ZListQuotesQuery, query) }, headers }),
);

export const POST = companyRoute('POST /api/quotes', ({ api, body, headers }) =>
  api.POST('/api/v1/quotes', { body: requestOf(ZCreateQuoteRequest, body), headers }),
);
