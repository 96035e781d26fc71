import { z } from 'zod';
import { zLinkUrl } from './urls';
import { CONDITION_GRADES, ZAsset } from './assets';
import { ZStoreDestination, ZStoreDestinationInput } from './destinations';
import { ZLocation } from './locations';
import {
  dataResponse,
  listResponse,
  ZActionRequiredState,
  ZComment,
  ZCompanyRef,
  ZCountry,
  ZCountryCode,
  ZCountryInput,
  ZLivemode,
  ZPaginationQuery,
  ZSort,
  ZTimestamp,
  zSearchQuery,
} from './common';

export const ACTION_TYPES = ['Store', 'Assign', 'Reassign'] as const;
export type TActionType = (typeof ACTION_TYPES)[number];
export const ACTION_STATUSES = ['In Progress', 'Completed', 'Cancelled'] as const;
export type TActionStatus = (typeof ACTION_STATUSES)[number];

export function parseActionStatus(value: string): TActionStatus | null {
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  return ACTION_STATUSES.find((status) => status.toLowerCase() === key) ?? null;
}

export const ZPerson = z.object({
  name: z.string(),
  email: z.string().nullable(),
  country: ZCountry.nullable(),
  country_code: ZCountryCode,
  address: z.string().nullable(),
  phone: z.string().nullable(),
});

export const ZDeviceAction = z
  .object({
    id: z.uuid(),
    action_id: z.string().meta({ description: 'Human reference, `DA-<year>-<number>`; accepted wherever the id is.' }),
    action_type: z.enum(ACTION_TYPES),
    status: z.enum(ACTION_STATUSES),
    status_timestamps: z.record(z.string(), ZTimestamp),
    status_history: z.array(z.object({ status: z.enum(ACTION_STATUSES), at: ZTimestamp, note: z.string().nullable() })),
    serial_number: z.string(),
    model: z.string(),
    type: z.string(),
    country: ZCountry,
    country_code: ZCountryCode,
    device: z.object({
      serial_number: z.string(),
      model: z.string(),
      type: z.string(),
      country: ZCountry,
      country_code: ZCountryCode,
    }),
    current_user: ZPerson.nullable(),
    new_recipient: ZPerson.nullable(),
    wipe: z.boolean(),
    wipe_completed: z.boolean(),
    destination: ZStoreDestination.nullable().meta({
      description:
        "A Store's destination (`loadout_hub` when the request named none); null for Assign and Reassign, which deliver to `new_recipient`.",
    }),
    notes: z.string().nullable(),
    notification_emails: z.array(z.string()),
    tracking_code: z.string().nullable(),
    tracking_link: z.string().nullable(),
    comments: z.array(ZComment),
    action_required: z.object({ message: z.string(), requested_at: ZTimestamp }).nullable(),
    external: z
      .boolean()
      .meta({ description: 'true when the device was not in the inventory when the action was created.' }),
    livemode: ZLivemode,
    created_at: ZTimestamp,
    updated_at: ZTimestamp,
    asset: ZAsset.nullable().optional().meta({ description: 'The holding asset, with `include_asset=true`.' }),
  })
  .meta({ id: 'DeviceAction' });
export type TDeviceAction = z.infer<typeof ZDeviceAction>;

const zText = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);

export const ZPersonInput = z.strictObject({
  name: zText(200),
  email: z.email('must be an e-mail address').optional(),
  country: ZCountryInput.optional(),
  address: z.string().trim().max(1000).optional(),
  phone: z.string().trim().max(50).optional(),
});
export type TPersonInput = z.infer<typeof ZPersonInput>;

const ZActionBase = z.strictObject({
  action_type: z.enum(ACTION_TYPES, { message: 'must be Store, Assign or Reassign' }),
  serial_number: zText(100),
  current_user: ZPersonInput.optional().meta({
    description: 'Who has the device now (the pickup for Store and Reassign).',
  }),
  new_recipient: ZPersonInput.optional().meta({
    description: 'Who receives the device; required for Assign and Reassign.',
  }),
  wipe: z.boolean().default(false),
  destination: ZStoreDestinationInput.optional().meta({
    description:
      "Store only: where the device goes. Left out, it goes to Loadout's hub, as every Store did before destinations.",
  }),
  notes: z.string().trim().max(5000).optional(),
  notification_emails: z.array(z.email('must be an e-mail address')).max(20).default([]),
});

const checkForActionType = <T extends { action_type: TActionType; new_recipient?: unknown; destination?: unknown }>(
  value: T,
  context: z.RefinementCtx,
) => {
  if (value.action_type !== 'Store' && !value.new_recipient) {
    context.addIssue({
      code: 'custom',
      path: ['new_recipient'],
      message: `is required for ${value.action_type}: who receives the device`,
    });
  }
  if (value.action_type !== 'Store' && value.destination) {
    context.addIssue({
      code: 'custom',
      path: ['destination'],
      message: `is for Store only: ${value.action_type} delivers the device to new_recipient`,
    });
  }
};

export const ZCreateDeviceActionRequest = ZActionBase.superRefine(checkForActionType);
export type TCreateDeviceActionRequest = z.infer<typeof ZCreateDeviceActionRequest>;

export const ZCreateExternalDeviceActionRequest = ZActionBase.extend({
  model: zText(200),
  type: zText(100),
  country: ZCountryInput,
}).superRefine(checkForActionType);
export type TCreateExternalDeviceActionRequest = z.infer<typeof ZCreateExternalDeviceActionRequest>;

const ZIncludeAsset = z
  .enum(['true', 'false'])
  .default('false')
  .transform((value) => value === 'true')
  .meta({ description: 'Embed the holding asset.' });

export const ZListDeviceActionsQuery = ZPaginationQuery.extend({
  status: z
    .string()
    .optional()
    .meta({ description: 'In Progress, Completed or Cancelled (or snake_case); comma-separated values mean OR.' }),
  action_type: z
    .string()
    .optional()
    .meta({ description: 'Store, Assign or Reassign; comma-separated values mean OR.' }),
  serial_number: z
    .string()
    .trim()
    .min(1)
    .optional()
    .meta({ description: 'Part of the serial number, case-insensitive.' }),
  search: zSearchQuery(
    "Part of the `DA-…` reference, serial number, model, tracking code, or a person's name or e-mail; case-insensitive.",
  ),
  created_after: z.iso.datetime({ offset: true, message: 'must be an ISO 8601 timestamp' }).optional(),
  created_before: z.iso.datetime({ offset: true, message: 'must be an ISO 8601 timestamp' }).optional(),
  include_asset: ZIncludeAsset,
  sort: ZSort,
});
export type TListDeviceActionsQuery = z.infer<typeof ZListDeviceActionsQuery>;
export const ZGetDeviceActionQuery = z.object({ include_asset: ZIncludeAsset });
export const ZListDeviceActionsResponse = listResponse(ZDeviceAction);
export const ZDeviceActionResponse = dataResponse(ZDeviceAction);

export const ZClientCancelActionRequest = z
  .strictObject({
    reason: z.string().trim().max(2000).optional().meta({ description: 'Why, kept in the status history.' }),
  })
  .nullish();

// Operator
export const ZActionTrackingRequest = z.strictObject({ tracking_code: zText(100), tracking_link: zLinkUrl() });
export const ZActionCommentRequest = z.strictObject({ message: zText(5000) });
export const ZCompleteActionRequest = z.strictObject({ wipe_completed: z.boolean().optional() });
export const ZReceiveReturnRequest = z.strictObject({
  condition_grade: z.enum(CONDITION_GRADES, {
    message: 'must be A (like new), B (light wear), C (worn but working) or D (broken)',
  }),
  condition_note: z.string().trim().min(1, 'must not be empty: leave it out').max(2000).optional(),
  wipe_completed: z.boolean().optional(),
});
export type TReceiveReturnRequest = z.infer<typeof ZReceiveReturnRequest>;
export const ZCancelActionRequest = z.strictObject({ reason: zText(2000) });
export const ZOperatorActionsQuery = ZPaginationQuery.extend({
  status: z.string().optional(),
  company_id: z.uuid().optional(),
  search: zSearchQuery(
    "Part of the `DA-…` reference, the company's name, serial number, model, tracking code, or a person's name or e-mail.",
  ),
  action_required: ZActionRequiredState.optional(),
  sort: z.enum(['created_at', '-created_at', 'updated_at', '-updated_at']).default('created_at'),
});
export const ZOperatorDeviceAction = ZDeviceAction.extend({
  company: ZCompanyRef,
  destination_location: ZLocation.nullable().meta({
    description: "The company's location a Store goes to (`destination.type` `location`): where to ship the device.",
  }),
});
export type TOperatorDeviceAction = z.infer<typeof ZOperatorDeviceAction>;
export const ZOperatorDeviceActionResponse = dataResponse(ZOperatorDeviceAction);
export const ZListOperatorDeviceActionsResponse = listResponse(ZOperatorDeviceAction);
