import { z } from 'zod';
import { dataResponse, listResponse, ZLivemode, ZPaginationQuery, ZTimestamp } from './common';

// The request log: each request a company made to /api/v1 with one of its keys, kept 30 days, bodies redacted.

export const REQUEST_LOG_RETENTION_DAYS = 30;

export const ZRequestLog = z
  .object({
    id: z.uuid().meta({ description: "The entry's id: a UUIDv7 whose first 48 bits are `created_at`." }),
    request_id: z.string().meta({ description: 'The `X-Request-Id` of the response, e.g. `req_019abf3c2e107a4c…`.' }),
    api_key_id: z.uuid().meta({ description: 'The API key that sent the request.' }),
    api_key_name: z.string().nullable().meta({ description: "That key's name." }),
    method: z.string().meta({ description: 'HTTP method, e.g. `POST`.' }),
    path: z.string().meta({
      description:
        'Path and query string as sent, with credentials and personal values (`search`, e-mail addresses) redacted.',
    }),
    route: z
      .string()
      .nullable()
      .meta({ description: 'The route pattern, e.g. `/api/v1/quotes/:id`; null when no route matched (404).' }),
    status: z.number().int().meta({ description: 'HTTP status of the response.' }),
    duration_ms: z
      .number()
      .int()
      .meta({ description: 'Milliseconds from receiving the request until its response was ready to be written.' }),
    idempotency_key: z.string().nullable().meta({ description: 'The `Idempotency-Key` header, if sent.' }),
    error_code: z
      .string()
      .nullable()
      .meta({ description: 'The `error.code` of an error response (`VALIDATION_ERROR`, …); null on success.' }),
    request_body: z.string().nullable().meta({
      description:
        'The request body as text (JSON as sent; null when `bodies_hidden` says the key may not see it), with the values of secret and personal fields (`secret`, `token`, `password`, `email`, `name`, `phone_number`, `address`…) and anything shaped like an e-mail address or a Loadout key replaced by `[REDACTED]`; cut after 64 KiB and marked `…[truncated]`. Null without a body.',
    }),
    response_body: z
      .string()
      .nullable()
      .meta({ description: 'The response body as text, redacted and cut like `request_body`.' }),
    bodies_hidden: z.string().nullable().meta({
      description:
        "Why `request_body` and `response_body` are null although the request had bodies: the key reading the log lacks a scope of the route that produced the entry (`requires scope employees:read`). Bodies are shown only to a key that holds the route's scopes; null when they are shown (or the route needs no scope).",
    }),
    livemode: ZLivemode,
    created_at: ZTimestamp.meta({ description: 'When the response was sent.' }),
  })
  .meta({ id: 'RequestLog' });
export type TRequestLog = z.infer<typeof ZRequestLog>;

/** `404`, or a class of statuses such as `4xx`. */
const STATUS_FILTER = /^[1-5](?:\d\d|xx)$/i;

export const ZListRequestLogsQuery = ZPaginationQuery.extend({
  api_key_id: z.uuid('must be an API key id (UUID)').optional().meta({ description: 'Only requests of this key.' }),
  status: z
    .string()
    .trim()
    .regex(STATUS_FILTER, 'must be an HTTP status such as 404, or a class such as 4xx or 5xx')
    .transform((value) => value.toLowerCase())
    .optional()
    .meta({ description: 'An exact status (`404`) or a class (`2xx`, `4xx`, `5xx`).' }),
  method: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3,7}$/, 'must be an HTTP method such as GET or POST')
    .transform((value) => value.toUpperCase())
    .optional()
    .meta({ description: 'HTTP method, case-insensitive.' }),
  path: z
    .string()
    .trim()
    .min(1)
    .max(500)
    .optional()
    .meta({ description: 'Paths that start with this, e.g. `/api/v1/quotes`.' }),
  request_id: z.string().trim().min(1).max(128).optional().meta({ description: 'The request with this id.' }),
  created_after: z.iso.datetime({ offset: true, message: 'must be an ISO 8601 timestamp' }).optional(),
  created_before: z.iso.datetime({ offset: true, message: 'must be an ISO 8601 timestamp' }).optional(),
});
export type TListRequestLogsQuery = z.infer<typeof ZListRequestLogsQuery>;
export const ZListRequestLogsResponse = listResponse(ZRequestLog);
export const ZRequestLogResponse = dataResponse(ZRequestLog);

export const ZRequestLogParams = z.object({
  id: z.string().meta({ description: 'The log entry id (UUID) or the request id (`req_…`).' }),
});
