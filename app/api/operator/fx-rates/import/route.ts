import { operatorRoute } from '@/lib/bff/route';

// Reference-rate import: the ECB's CSV (text/csv) or JSON, passed through as the console uploaded it.
export const POST = operatorRoute(
  'POST /api/operator/fx-rates/import',
  ({ api, body, contentType, headers }) =>
    api.POST('/operator/v1/fx-rates/import', {
      body: String(body),
      bodySerializer: (text) => text as string,
      headers: { ...headers, 'content-type': contentType },
    }),
  { rawBody: true },
);
