import { operatorRoute } from '@/lib/bff/route';

// Catalog import: CSV (text/csv) or JSON, passed through as the console uploaded it.
export const POST = operatorRoute(
  'POST /api/operator/products/import',
  ({ api, body, contentType, headers }) =>
    api.POST('/operator/v1/products/import', {
      body: String(body),
      bodySerializer: (text) => text as string,
      headers: { ...headers, 'content-type': contentType },
    }),
  { rawBody: true },
);
