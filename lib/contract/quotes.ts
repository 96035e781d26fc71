import { z } from 'zod';
import { ZConversion } from './currency-settings';
import { ZApprovalRequest } from './approvals';
import { zLinkUrl } from './urls';
import {
  dataResponse,
  listResponse,
  ZActionRequiredState,
  ZComment,
  ZCompanyRef,
  ZCountry,
  ZCountryCode,
  ZCountryInput,
  ZCurrency,
  ZLivemode,
  ZMoneyAmount,
  ZPaginationQuery,
  ZSort,
  ZTimestamp,
  zSearchQuery,
} from './common';

export const QUOTE_STATUSES = [
  'Pending Review',
  'Quoted',
  'Awaiting Approval',
  'Approved',
  'In Progress',
  'Delivered',
  'Rejected',
] as const;
export type TQuoteStatus = (typeof QUOTE_STATUSES)[number];
export const ITEM_STATUSES = ['Pending Review', 'Quoted', 'Accepted', 'Rejected'] as const;
export type TItemStatus = (typeof ITEM_STATUSES)[number];
export const ALTERNATIVE_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export const RECIPIENT_STATUSES = ['Pending', 'Ordered', 'Shipped', 'Delivered'] as const;
export const ITEM_OUTCOME_STATES = [
  'pending_review',
  'quoted',
  'original_rejected',
  'accepted',
  'accepted_alternative',
  'rejected',
] as const;
export type TItemOutcomeState = (typeof ITEM_OUTCOME_STATES)[number];
export type TRecipientStatus = (typeof RECIPIENT_STATUSES)[number];

/** `in_progress`, `IN PROGRESS` or `In Progress` → `In Progress`; null for anything else. */
export function parseQuoteStatus(value: string): TQuoteStatus | null {
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  return QUOTE_STATUSES.find((status) => status.toLowerCase() === key) ?? null;
}

const ZStatusTimestamps = z
  .record(z.string(), ZTimestamp)
  .meta({ description: 'Each status → when it was first entered.' });

export const ZRecipient = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string().nullable(),
    country: ZCountry,
    country_code: ZCountryCode,
    address: z.string(),
    phone_number: z.string().nullable(),
    quantity: z.number().int().nullable(),
    status: z.enum(RECIPIENT_STATUSES),
    status_timestamps: ZStatusTimestamps,
    tracking_code: z.string().nullable(),
    tracking_link: z.string().nullable(),
    serial_number: z.string().nullable(),
    spent_conversion: ZConversion.nullable().meta({
      description:
        "How this recipient's share counts as spent in the company's reporting currency: fixed on its delivery day at that day's reference rates. Null until delivered, or when there was no reporting currency or rate then.",
    }),
  })
  .meta({ id: 'Recipient' });

export const ZAlternative = z
  .object({
    id: z.uuid(),
    brand: z.string(),
    model: z.string(),
    description: z.string().nullable(),
    price: z.number(),
    status: z.enum(ALTERNATIVE_STATUSES),
    is_exact_match: z.boolean(),
    image_url: z.string().nullable(),
  })
  .meta({ id: 'Alternative' });

export const ZItemOutcome = z
  .object({
    state: z.enum(ITEM_OUTCOME_STATES).meta({
      description:
        'Where the item as a whole stands: `pending_review` (not priced yet), `quoted` (the original offer is open, ' +
        'alternatives may be too), `original_rejected` (the original was rejected, at least one alternative is still ' +
        'open), `accepted` (the original was accepted), `accepted_alternative` (an alternative was accepted; the ' +
        "item's `status` then reads `Rejected`), `rejected` (the original and every alternative were rejected).",
    }),
    is_decided: z.boolean().meta({
      description: 'True once an option was accepted, or the original and every alternative were rejected.',
    }),
    open_alternatives: z
      .number()
      .int()
      .min(0)
      .meta({ description: 'How many alternatives are still `pending`, so can still be accepted or rejected.' }),
  })
  .meta({
    id: 'ItemOutcome',
    readOnly: true,
    description:
      "Read-only. The item's state derived from its `price`, `status`, `selected_option` and `alternatives`, so that " +
      "a client need not derive it: `status` is only the original offer's state.",
  });
export type TItemOutcome = z.infer<typeof ZItemOutcome>;

export const ZQuoteItem = z
  .object({
    id: z.uuid(),
    mode: z.enum(['catalog', 'kit', 'freeform']),
    product_id: z.uuid().nullable(),
    configuration_id: z.uuid().nullable(),
    kit_id: z.uuid().nullable(),
    product_type: z.string().nullable(),
    specification: z.record(z.string(), z.unknown()),
    quantity: z.number().int(),
    comments: z.string().nullable(),
    status: z.enum(ITEM_STATUSES).meta({ description: 'State of the original offer.' }),
    price: z.number().nullable().meta({ description: 'Unit price; null until the operator prices the item.' }),
    selected_option: z.object({ type: z.enum(['item', 'alternative']), id: z.uuid() }).nullable(),
    alternatives: z.array(ZAlternative),
    recipients: z.array(ZRecipient),
    outcome: ZItemOutcome,
  })
  .meta({ id: 'QuoteItem' });

export const ZQuote = z
  .object({
    id: z.uuid(),
    order_id: z.uuid().meta({ description: 'Same value as `id`.' }),
    number: z.string().meta({ description: 'Human reference, `Q-<year>-<number>`; accepted wherever the id is.' }),
    status: z.enum(QUOTE_STATUSES),
    status_timestamps: ZStatusTimestamps,
    requester_email: z.string(),
    requester_name: z.string().nullable(),
    requester: z.object({ email: z.string(), name: z.string().nullable() }).meta({ id: 'Requester' }),
    po_number: z.string().nullable(),
    notification_emails: z.array(z.string()),
    countries: z.array(z.string()).meta({ description: 'The distinct countries of the recipients, as sent, sorted.' }),
    country_codes: z.array(z.string()).meta({
      description:
        "Read-only. The distinct ISO 3166-1 alpha-2 codes recognised in the recipients' countries, sorted; a country with none recognised adds nothing.",
      readOnly: true,
    }),
    currency: ZCurrency,
    total: z.number().nullable().meta({
      description:
        'What was quoted: sum of the original price × quantity of every item; null until every item is priced.',
    }),
    accepted_total: z.number().nullable().meta({
      description:
        "What was accepted so far: sum of the accepted option's price (the original's, or the accepted alternative's) × quantity; null until every item is priced.",
    }),
    committed_conversion: ZConversion.nullable().meta({
      description:
        "How the quote's money counts as committed in the company's reporting currency: fixed when it entered `Approved`, at that day's reference rates. Null before, or when there was no reporting currency or rate then.",
    }),
    action_required: z.object({ message: z.string(), requested_at: ZTimestamp }).nullable(),
    comments: z.array(ZComment).meta({ description: "Messages between the client and Loadout's staff, oldest first." }),
    items: z.array(ZQuoteItem),
    approval: ZApprovalRequest.nullable().meta({
      description:
        'The latest approval request of the quote, with its steps (who, when, the comment); null when its decisions never went through approval rules.',
    }),
    livemode: ZLivemode,
    created_at: ZTimestamp,
    updated_at: ZTimestamp,
  })
  .meta({ id: 'Quote' });
export type TQuote = z.infer<typeof ZQuote>;

const zText = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);

export const ZRecipientInput = z.strictObject({
  name: zText(200),
  email: z.email('must be an e-mail address').optional(),
  country: ZCountryInput,
  address: zText(1000),
  phone_number: z.string().trim().max(50).optional(),
  quantity: z.number().int().min(1).max(10_000).optional(),
});
export type TRecipientInput = z.infer<typeof ZRecipientInput>;

const zCommon = {
  quantity: z.number().int().min(1, 'must be at least 1').max(10_000).default(1),
  comments: z.string().trim().max(2000).optional(),
  recipients: z.array(ZRecipientInput).min(1, 'give at least one recipient').max(500),
};

export const ZQuoteItemInput = z.union(
  [
    z.strictObject({
      product_id: z.uuid('must be a product id'),
      configuration_id: z.uuid('must be a configuration id').optional(),
      specification: z.record(z.string(), z.string().max(200)).optional(),
      ...zCommon,
    }),
    z.strictObject({ kit_id: z.uuid('must be a kit id'), ...zCommon }),
    z.strictObject({
      product_type: zText(50),
      specification: z
        .record(z.string(), z.string().max(200))
        .refine((spec) => Boolean(spec.brand && spec.model), 'needs at least `brand` and `model`'),
      ...zCommon,
    }),
  ],
  { message: 'give exactly one of product_id (catalog), kit_id (kit) or product_type + specification (freeform)' },
);

export const ZCreateQuoteRequest = z.strictObject({
  requester_email: z.email('must be an e-mail address'),
  requester_name: z.string().trim().max(200).optional(),
  po_number: z.string().trim().max(100).optional(),
  notification_emails: z.array(z.email('must be an e-mail address')).max(20).default([]),
  items: z.array(ZQuoteItemInput).min(1, 'give at least one item').max(100),
});
export type TCreateQuoteRequest = z.infer<typeof ZCreateQuoteRequest>;

export const ZListQuotesQuery = ZPaginationQuery.extend({
  status: z.string().optional().meta({
    description:
      'Status in Title Case or snake_case (`pending_review`, `in_progress`, …); comma-separated values mean OR.',
  }),
  country: z.string().trim().min(1).optional().meta({
    description:
      'A recipient country: its code or name (`DE`, `Germany`); any other text matches part of the stored country, case-insensitively.',
  }),
  search: zSearchQuery(
    "Part of the quote number, the requester, or a recipient's name, e-mail, serial number or tracking code; case-insensitive.",
  ),
  created_after: z.iso.datetime({ offset: true, message: 'must be an ISO 8601 timestamp' }).optional(),
  created_before: z.iso.datetime({ offset: true, message: 'must be an ISO 8601 timestamp' }).optional(),
  sort: ZSort,
});
export type TListQuotesQuery = z.infer<typeof ZListQuotesQuery>;
export const ZListQuotesResponse = listResponse(ZQuote);
export const ZQuoteResponse = dataResponse(ZQuote);

export const ZUpdateQuoteItemRequest = z.strictObject({
  action: z.enum(['accept', 'reject']),
  alternative_id: z.uuid('must be an alternative id').optional(),
  recipients: z.array(ZRecipientInput).min(1, 'give at least one recipient').max(500).optional(),
});
export const ZQuoteItemActionRequest = z.strictObject({
  action: z.enum(['accept', 'reject']),
  recipients: z.array(ZRecipientInput).min(1, 'give at least one recipient').max(500).optional(),
});
export const ZQuoteDecisionResponse = dataResponse(
  z.object({
    id: z.uuid(),
    type: z.enum(['item', 'alternative']),
    status: z.enum(['accepted', 'rejected', 'requested']).meta({
      description:
        "`requested` when the company's approval rules hold the decision: it takes effect once every item is decided and, if a rule covers the quote, its approvers approve (see `quote.approval`).",
    }),
    quote: ZQuote,
  }),
);

// Operator

export const ZPriceItemRequest = z.strictObject({
  price: ZMoneyAmount,
  currency: ZCurrency.optional(),
});
export const ZAddAlternativeRequest = z.strictObject({
  brand: zText(100),
  model: zText(200),
  price: ZMoneyAmount,
  description: z.string().trim().max(2000).default(''),
  is_exact_match: z.boolean(),
  image_url: zLinkUrl().optional(),
});
const ZSerialNumbers = z.string().trim().max(2000).meta({
  description:
    'Serial number of the delivered unit; several units separated by commas or spaces. Devices join the inventory on delivery.',
});
export const ZAddTrackingRequest = z.strictObject({
  tracking_code: zText(100),
  tracking_link: zLinkUrl(),
  serial_number: ZSerialNumbers.optional(),
});
export const ZMarkDeliveredRequest = z.strictObject({ serial_number: ZSerialNumbers.min(1).optional() }).nullish();
export const ZActionRequiredRequest = z.strictObject({ message: zText(2000) });

export const ZOperatorQuotesQuery = ZPaginationQuery.extend({
  status: z.string().optional(),
  company_id: z.uuid().optional(),
  search: zSearchQuery(
    "Part of the quote number, the company's name, the requester, or a recipient's name, e-mail, serial number or tracking code.",
  ),
  fulfilment: z.enum(['open']).optional().meta({
    description:
      "`open`: only quotes with an accepted item whose recipients are not all delivered, whatever the quote's status.",
  }),
  action_required: ZActionRequiredState.optional(),
  sort: z.enum(['created_at', '-created_at', 'updated_at', '-updated_at']).default('created_at'),
});

/** An item as the operator prices it: with the catalog's estimate for what was asked for. */
export const ZOperatorQuoteItem = ZQuoteItem.extend({
  catalog_estimate: z
    .object({
      price: z.number(),
      currency: ZCurrency,
      basis: z
        .enum(['configuration', 'lowest_configuration'])
        .meta({ description: "The requested configuration's estimate, or the lowest of the product's." }),
    })
    .nullable()
    .meta({ description: "The catalog's unit price estimate; null for freeform items and products without one." }),
});
export const ZOperatorQuote = ZQuote.extend({ company: ZCompanyRef, items: z.array(ZOperatorQuoteItem) });
export type TOperatorQuote = z.infer<typeof ZOperatorQuote>;
export const ZOperatorQuoteResponse = dataResponse(ZOperatorQuote);
export const ZListOperatorQuotesResponse = listResponse(ZOperatorQuote);
