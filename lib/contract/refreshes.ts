import { z } from 'zod';
import { dataResponse, listResponse, ZDay, ZLivemode, ZPaginationQuery, ZSort, ZTimestamp } from './common';
import { ZStoreDestination } from './destinations';
import { ZOnboardingDraft } from './onboarding';

// The refresh of a device due for it (its `refresh_due_on`): a draft quote for its holder from their equipment
// policy, submitted as a quote; once that is delivered, a Store of the old device to the company's default destination.

export const REFRESH_STATUSES = ['draft', 'ordered', 'returning', 'completed', 'cancelled'] as const;
export type TRefreshStatus = (typeof REFRESH_STATUSES)[number];

export const ZRefresh = z
  .object({
    id: z.uuid(),
    status: z.enum(REFRESH_STATUSES).meta({
      description:
        '`draft` with the quote it would submit (`draft`); `ordered` as `quote_id`; `returning` once that quote is delivered, as the Store `store_action_id` of the old device; `completed` when the Store completes; `cancelled` when no longer wanted.',
    }),
    asset_id: z.uuid().meta({ description: 'The device being replaced.' }),
    serial_number: z.string(),
    model: z.string(),
    refresh_due_on: ZDay.nullable().meta({ description: "The device's refresh day when the refresh started." }),
    employee: z
      .object({ id: z.uuid(), name: z.string(), email: z.string() })
      .meta({ description: "The device's holder, in the employee directory: the new device's recipient." }),
    draft: ZOnboardingDraft.nullable().meta({
      description:
        "While `draft`: the quote that submitting would create, from the holder's equipment policy as it is now (choices at their defaults); null after.",
    }),
    quote_id: z.uuid().nullable(),
    store_action_id: z.uuid().nullable().meta({
      description: 'The Store of the old device, created when the quote was delivered.',
    }),
    destination: ZStoreDestination.nullable().meta({
      description:
        "Where the old device goes: the company's default destination when the Store was created; null before.",
    }),
    problem: z.string().nullable().meta({
      description: 'Why the Store could not be created when the quote was delivered (the device moved meanwhile).',
    }),
    ordered_at: ZTimestamp.nullable(),
    returning_at: ZTimestamp.nullable(),
    completed_at: ZTimestamp.nullable(),
    cancelled_at: ZTimestamp.nullable(),
    livemode: ZLivemode,
    created_at: ZTimestamp,
    updated_at: ZTimestamp,
  })
  .meta({ id: 'Refresh' });
export type TRefresh = z.infer<typeof ZRefresh>;

export const ZCreateRefreshRequest = z.strictObject({
  asset_id: z.uuid().meta({
    description: 'A device in use by someone in the employee directory (its `employee.email`).',
  }),
});
export type TCreateRefreshRequest = z.infer<typeof ZCreateRefreshRequest>;

export const ZSubmitRefreshRequest = z.strictObject({
  requester_email: z
    .email('must be an e-mail address')
    .optional()
    .meta({ description: "Who asks for the quote; the holder's manager by default, else the holder." }),
});
export type TSubmitRefreshRequest = z.infer<typeof ZSubmitRefreshRequest>;

export const ZListRefreshesQuery = ZPaginationQuery.extend({
  status: z.enum(REFRESH_STATUSES).optional(),
  asset_id: z.uuid().optional().meta({ description: "Only this device's refreshes." }),
  sort: ZSort,
});
export type TListRefreshesQuery = z.infer<typeof ZListRefreshesQuery>;

export const ZRefreshResponse = dataResponse(ZRefresh);
export const ZListRefreshesResponse = listResponse(ZRefresh);
