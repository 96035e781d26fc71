import { companyRoute } from '@/lib/bff/route';

// Device import: CSV (text/csv) or JSON, passed through as the dashboard uploaded it.
export const POST = companyRoute(
  'POST /api/devices/import',
  ({ api, body, contentType, headers }) =>
    api.POST('/api/v1/devices/import', {
      body: String(body),
      bodySerializer: (text) => text as string,
      headers: { ...headers, 'content-type': contentType },
    }),
  { rawBody: true },
);
