import { z } from 'zod';
import { dataResponse, listResponse, ZLivemode, ZPaginationQuery, ZTimestamp } from './common';
import { EVENT_TYPES } from './webhooks';

// The events of a company, as webhooks deliver them, kept 30 days: a list, one event by id, and a live stream
// (Server-Sent Events) that resumes with Last-Event-ID.

export const EVENT_RETENTION_DAYS = 30;

export const ZEvent = z
  .object({
    id: z
      .uuid()
      .meta({ description: 'The event id: the `webhook-id` of its deliveries, and the `id:` of the stream.' }),
    type: z.enum(EVENT_TYPES),
    created_at: ZTimestamp,
    livemode: ZLivemode,
    data: z.record(z.string(), z.unknown()).meta({
      description:
        'The object the event is about, as the API read it when the event happened (a Quote for `quote.*`, a DeviceAction for `logistics.*`, …; the `webhooks` section of this document names the object of each type).',
    }),
  })
  .meta({
    id: 'Event',
    description: 'Something that happened to a company’s data: exactly the body a webhook endpoint receives for it.',
  });
export type TEvent = z.infer<typeof ZEvent>;

const ZInstant = z.iso.datetime({ offset: true, message: 'must be an ISO 8601 timestamp' });

const ZTypeFilter = z.string().trim().min(1).max(1000).optional().meta({
  description:
    'Event types, comma-separated (OR): a type such as `quote.pending`, a family wildcard such as `quote.*`, or `*`. Naming only families the key may not read is a 403 that names the missing scope.',
});

/** What the list and the stream both filter on. */
export const ZEventFilterQuery = z.object({ type: ZTypeFilter });

export const ZListEventsQuery = ZPaginationQuery.extend({
  type: ZTypeFilter,
  object_id: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .optional()
    .meta({ description: 'Events about this object: the `id` of their `data` (a quote id, a device action id, …).' }),
  created_after: ZInstant.optional().meta({ description: 'Events created at or after this instant.' }),
  created_before: ZInstant.optional().meta({ description: 'Events created at or before this instant.' }),
  sort: z
    .enum(['created_at', '-created_at'])
    .default('-created_at')
    .meta({ description: '`-created_at` (newest first, the default) or `created_at` (oldest first).' }),
});
export type TListEventsQuery = z.infer<typeof ZListEventsQuery>;
export const ZListEventsResponse = listResponse(ZEvent);
export const ZEventResponse = dataResponse(ZEvent);
