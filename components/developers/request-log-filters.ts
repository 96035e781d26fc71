import { z } from 'zod';
import { tolerantParam, ZTextParam } from '@/lib/queries/url-filters';

// The request log's filters as the URL carries them; the names and values are the API's (GET /request-logs).
export const ZRequestLogFilters = z.object({
  api_key_id: tolerantParam(z.uuid()),
  status: tolerantParam(z.string().regex(/^[1-5](?:\d\d|xx)$/i)),
  method: tolerantParam(z.enum(['GET', 'POST', 'PATCH', 'PUT', 'DELETE'])),
  path: ZTextParam,
});
export type TRequestLogFilters = z.infer<typeof ZRequestLogFilters>;

export const STATUS_CLASSES = ['2xx', '4xx', '5xx'] as const;
