import { z } from 'zod';
import { ACTION_STATUSES } from './device-actions';
import { QUOTE_STATUSES } from './quotes';

// The BFF's own answers, which the API does not serve: the home page's figures (GET /api/overview, computed in
// lib/overview/summary.ts, its spend from the API's GET /budgets/spend) and the support view's shipment search (GET /api/shipments, lib/shipments/search.ts).
// Not in index.ts: they belong to the dashboard, not to the public API or its OpenAPI document.

export const ZAwaitingQuote = z.object({
  id: z.string(),
  number: z.string(),
  requester: z.string(),
  items: z.number().int(),
  /** Items decided so far: an option accepted, or every option rejected. */
  decided: z.number().int(),
  /** What was quoted, and what was accepted so far (as the quote's header shows them). */
  total: z.number().nullable(),
  accepted_total: z.number().nullable(),
  currency: z.string(),
  quoted_at: z.string(),
});
export type TAwaitingQuote = z.infer<typeof ZAwaitingQuote>;

/** Loadout's open request for input on a quote or device action. */
export const ZInputRequest = z.object({
  id: z.string(),
  kind: z.enum(['quote', 'device_action']),
  /** `Q-2026-000123` or `DA-2026-0001`. */
  reference: z.string(),
  message: z.string(),
  requested_at: z.string(),
  /** The company wrote back since; Loadout has not cleared the request yet. */
  answered: z.boolean(),
  href: z.string(),
});
export type TInputRequest = z.infer<typeof ZInputRequest>;

/** One currency's money per month, as the budgets count it (GET /api/v1/budgets/spend). */
export const ZSpendSeries = z.object({
  currency: z.string(),
  months: z.array(
    z.object({
      month: z.string(),
      /** Accepted options of quotes approved in the month. */
      committed: z.number(),
      /** Recipients' shares delivered in the month. */
      spent: z.number(),
    }),
  ),
});
export type TSpendSeries = z.infer<typeof ZSpendSeries>;

export const ZActivityEvent = z.object({
  id: z.string(),
  at: z.string(),
  subject: z.string(),
  status: z.string(),
  description: z.string(),
  href: z.string(),
});
export type TActivityEvent = z.infer<typeof ZActivityEvent>;

export const ZShipment = z.object({
  kind: z.enum(['quote_recipient', 'device_action']),
  /** The recipient id, or the device action id. */
  id: z.string(),
  who: z.object({ name: z.string(), email: z.string().nullable() }),
  status: z.string(),
  tracking_code: z.string().nullable(),
  tracking_link: z.string().nullable(),
  serial_number: z.string().nullable(),
  /** What is being shipped, e.g. `Dell U2723QE` or `Assign · MacBook Pro 14`. */
  description: z.string(),
  /** The quote's number (`Q-2026-000123`) or the action's reference (`DA-2026-0001`). */
  reference: z.string(),
  /** The dashboard page of the quote or device action. */
  href: z.string(),
  updated_at: z.string(),
});
export type TShipment = z.infer<typeof ZShipment>;

/** A recipient's parcel that left and has not arrived yet (Shipped, not Delivered), for the support overview. */
export const ZShipmentInTransit = ZShipment.extend({ shipped_at: z.string() });
export type TShipmentInTransit = z.infer<typeof ZShipmentInTransit>;

export const ZOverview = z.object({
  quotes_by_status: z.array(z.object({ status: z.enum(QUOTE_STATUSES), count: z.number().int() })),
  device_actions_by_status: z.array(z.object({ status: z.enum(ACTION_STATUSES), count: z.number().int() })),
  /** What waits on the company: Loadout's requests for input (oldest first), and quotes to decide (partly decided ones too). */
  waiting_on_company: z.object({
    requests: z.array(ZInputRequest),
    quotes_to_decide: z.number().int(),
    partly_decided: z.number().int(),
  }),
  /** Quotes priced and waiting for a decision, oldest first; null for roles that cannot decide. */
  awaiting_decision: z.object({ count: z.number().int(), quotes: z.array(ZAwaitingQuote) }).nullable(),
  /**
   * Committed and spent per currency in each of the last SPEND_MONTHS calendar months (UTC), oldest first: the API's
   * budget figures, so the chart and the Budgets page agree. Only currencies with money in those months.
   */
  spend: z.array(ZSpendSeries),
  recent_events: z.array(ZActivityEvent),
  /** Recipients Shipped and not yet Delivered, longest on the way first: the count, and the first IN_TRANSIT_SHOWN. */
  in_transit: z.object({ count: z.number().int(), shipments: z.array(ZShipmentInTransit) }),
  /**
   * Leavers: open offboarding cases, and those among them whose last day passed with devices still out. Starters:
   * hires starting within STARTING_SOON_DAYS whose equipment is not all delivered (late ones included).
   */
  people: z.object({
    leaving: z.number().int(),
    left_with_devices: z.number().int(),
    starting_soon_without_equipment: z.number().int(),
  }),
  meta: z.object({
    scanned: z.object({
      quotes: z.number().int(),
      device_actions: z.number().int(),
      awaiting_decision: z.number().int(),
    }),
    /** true when some list had more rows than the BFF reads, so figures cover only the most recent ones. */
    capped: z.boolean(),
    generated_at: z.string(),
  }),
});
export type TOverview = z.infer<typeof ZOverview>;
export const ZOverviewResponse = z.object({ data: ZOverview });

export const ZShipmentSearchResponse = z.object({
  data: z.array(ZShipment),
  meta: z.object({
    query: z.string(),
    /**
     * Rows read: with a query, the quotes (of any status) and device actions the API's search returned; without one,
     * the RECENT_SCAN most recently updated of each.
     */
    scanned: z.object({ quotes: z.number().int(), device_actions: z.number().int() }),
    /** true when more quotes or device actions matched (or, without a query, existed) than were read. */
    capped: z.boolean(),
    /** Matches in total; `data` holds at most MAX_SHIPMENT_RESULTS of them. */
    matched: z.number().int(),
  }),
});
export type TShipmentSearchResponse = z.infer<typeof ZShipmentSearchResponse>;
