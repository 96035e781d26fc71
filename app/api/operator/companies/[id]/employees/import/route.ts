import { requestOf } from '@/lib/bff/request-of';
import { ZEmployeeImportQuery } from '@/lib/contract';
import { operatorRoute } from '@/lib/bff/route';

// HRIS import (`?mode=live|test&full=true|false`): CSV (text/csv) or JSON, passed through as the console uploaded it.
export const POST = operatorRoute(
  'POST /api/operator/companies/[id]/employees/import',
  ({ api, params, query, body, contentType, headers }) =>
    api.POST('/operator/v1/companies/{id}/employees/import', {
      params: { path: { id: params.id! }, query: requestOf(ZEmployeeImportQuery, query) },
      body: String(body),
      bodySerializer: (text) => text as string,
      headers: { ...headers, 'content-type': contentType },
    }),
  { rawBody: true },
);
