import type { TSpendMonth } from '@/lib/contract/budgets';
import { ACTION_STATUSES, type TDeviceAction } from '@/lib/contract/device-actions';
import type { TOffboardingCase } from '@/lib/contract/offboarding';
import type { TOnboardingCase } from '@/lib/contract/onboarding';
import { QUOTE_STATUSES, type TQuote, type TQuoteStatus } from '@/lib/contract/quotes';
import type { TActivityEvent, TInputRequest, TOverview, TSpendSeries } from '@/lib/contract/dashboard';
import { ACTION_REQUIRED, hasAnsweredRequest } from '@/lib/device-actions/shown-status';
import { findShipmentsInTransit } from '@/lib/shipments/search';

// The home page's figures, computed by the BFF from lists of quotes, device actions and offboarding cases, and the
// API's spend by month. Pure, for unit tests.

export type { TActivityEvent, TAwaitingQuote, TInputRequest, TOverview, TSpendSeries } from '@/lib/contract/dashboard';

export const SPEND_MONTHS = 12;
const AWAITING_SHOWN = 10;
const EVENTS_SHOWN = 15;

const monthOf = (date: Date) => date.toISOString().slice(0, 7);

/** The months the spend chart covers, YYYY-MM (UTC): this one and the SPEND_MONTHS − 1 before it. */
export function spendMonths(now: Date): { from: string; to: string } {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (SPEND_MONTHS - 1), 1));
  return { from: monthOf(from), to: monthOf(now) };
}

/** Decided, as the API answers it: an option was accepted, or the original and every alternative were rejected. */
export function isItemDecided(item: TQuote['items'][number]): boolean {
  return item.outcome.is_decided;
}

function countBy<S extends string>(statuses: readonly S[], rows: { status: S }[]) {
  return statuses.map((status) => ({ status, count: rows.filter((row) => row.status === status).length }));
}

/**
 * The API's months (one entry per month and currency, oldest first) as one series per currency, the currency that
 * committed most first.
 */
function summariseSpend(months: TSpendMonth[]): TSpendSeries[] {
  const byCurrency = new Map<string, TSpendSeries>();
  for (const { month, currency, committed, spent } of months) {
    const series = byCurrency.get(currency) ?? { currency, months: [] };
    series.months.push({ month, committed, spent });
    byCurrency.set(currency, series);
  }
  const committedIn = (series: TSpendSeries) => series.months.reduce((sum, month) => sum + month.committed, 0);
  return [...byCurrency.values()].sort(
    (a, b) => committedIn(b) - committedIn(a) || a.currency.localeCompare(b.currency),
  );
}

const QUOTE_EVENT: Record<TQuoteStatus, string> = {
  'Pending Review': 'Requested, waiting for pricing',
  Quoted: 'Priced, waiting for a decision',
  'Awaiting Approval': 'Decided, waiting for approval',
  Approved: 'Approved and ordered',
  'In Progress': 'First shipment on its way',
  Delivered: 'Delivered to every recipient',
  Rejected: 'Rejected',
};

/** The event of Loadout's open request for input, for the activity list. */
function requestEvent(
  subject: string,
  href: string,
  id: string,
  request: { message: string; requested_at: string },
): TActivityEvent {
  return {
    id: `${id}:action-required`,
    at: request.requested_at,
    subject,
    status: ACTION_REQUIRED,
    description: `Loadout asks: ${request.message}`,
    href,
  };
}

function quoteEvents(quote: TQuote): TActivityEvent[] {
  const subject = `Quote ${quote.number}`;
  const href = `/quotes/${quote.id}`;
  const own = Object.entries(quote.status_timestamps).map(([status, at]) => ({
    id: `${quote.id}:${status}`,
    at,
    subject,
    status,
    description: QUOTE_EVENT[status as TQuoteStatus] ?? status,
    href,
  }));
  const shipments = quote.items.flatMap((item) =>
    item.recipients.flatMap((recipient) =>
      (['Shipped', 'Delivered'] as const)
        .filter((status) => recipient.status_timestamps[status])
        .map((status) => ({
          id: `${recipient.id}:${status}`,
          at: recipient.status_timestamps[status]!,
          subject,
          status,
          description: `${status} to ${recipient.name}${status === 'Shipped' && recipient.tracking_code ? ` (tracking ${recipient.tracking_code})` : ''}`,
          href,
        })),
    ),
  );
  const request = quote.action_required ? [requestEvent(subject, href, quote.id, quote.action_required)] : [];
  return [...own, ...shipments, ...request];
}

function actionEvents(action: TDeviceAction): TActivityEvent[] {
  const href = `/device-actions/${action.id}`;
  const request =
    action.action_required && action.status === 'In Progress'
      ? [requestEvent(action.action_id, href, action.id, action.action_required)]
      : [];
  const history = action.status_history.map((entry, index) => ({
    id: `${action.id}:${index}`,
    at: entry.at,
    subject: action.action_id,
    status: entry.status,
    description:
      entry.status === 'In Progress'
        ? `${action.action_type} requested for ${action.model} (${action.serial_number})`
        : `${entry.status}${entry.note ? `: ${entry.note}` : ''}`,
    href,
  }));
  return [...history, ...request];
}

function inputRequests(quotes: TQuote[], actions: TDeviceAction[]): TInputRequest[] {
  const fromQuotes = quotes.flatMap((quote) =>
    quote.action_required
      ? [
          {
            id: quote.id,
            kind: 'quote' as const,
            reference: quote.number,
            ...quote.action_required,
            answered: hasAnsweredRequest(quote),
            href: `/quotes/${quote.id}`,
          },
        ]
      : [],
  );
  const fromActions = actions.flatMap((action) =>
    action.action_required && action.status === 'In Progress'
      ? [
          {
            id: action.id,
            kind: 'device_action' as const,
            reference: action.action_id,
            ...action.action_required,
            answered: hasAnsweredRequest(action),
            href: `/device-actions/${action.id}`,
          },
        ]
      : [],
  );
  return [...fromQuotes, ...fromActions].sort((a, b) => a.requested_at.localeCompare(b.requested_at));
}

/** How far ahead a start counts as soon. */
export const STARTING_SOON_DAYS = 14;

/** A hire starting within STARTING_SOON_DAYS (or already late) whose equipment is not all delivered. */
export function isStartingWithoutEquipment(found: TOnboardingCase, now: Date): boolean {
  if (found.status === 'completed' || found.status === 'cancelled') return false;
  const soon = new Date(now.getTime() + STARTING_SOON_DAYS * 86_400_000).toISOString().slice(0, 10);
  return found.late || found.start_date <= soon;
}

export type OverviewInput = {
  /**
   * The most recently updated quotes and device actions: counts, requests for input, recent events and shipments in
   * transit.
   */
  quotes: TQuote[];
  actions: TDeviceAction[];
  /** Quotes in Quoted status: priced, some or all items still to decide. */
  awaiting: TQuote[];
  /** Whether the role decides quote items (the table of quotes waiting for a decision is theirs). */
  canDecide: boolean;
  /** What was committed and spent in each of the last SPEND_MONTHS months, per currency (GET /budgets/spend). */
  spend: TSpendMonth[];
  /** The open offboarding cases. */
  openOffboarding?: TOffboardingCase[];
  /** Onboarding cases, any status. */
  onboarding?: TOnboardingCase[];
  scanned: TOverview['meta']['scanned'];
  capped: boolean;
  now: Date;
};

export function summariseOverview(input: OverviewInput): TOverview {
  const awaiting = input.awaiting
    .filter((quote) => quote.status === 'Quoted')
    .sort((a, b) =>
      (a.status_timestamps.Quoted ?? a.created_at).localeCompare(b.status_timestamps.Quoted ?? b.created_at),
    );
  return {
    quotes_by_status: countBy(QUOTE_STATUSES, input.quotes),
    device_actions_by_status: countBy(ACTION_STATUSES, input.actions),
    waiting_on_company: {
      requests: inputRequests(input.quotes, input.actions),
      quotes_to_decide: awaiting.length,
      partly_decided: awaiting.filter((quote) => quote.items.some(isItemDecided)).length,
    },
    awaiting_decision: input.canDecide
      ? {
          count: awaiting.length,
          quotes: awaiting.slice(0, AWAITING_SHOWN).map((quote) => ({
            id: quote.id,
            number: quote.number,
            requester: quote.requester.name ?? quote.requester.email,
            items: quote.items.length,
            decided: quote.items.filter(isItemDecided).length,
            total: quote.total,
            accepted_total: quote.accepted_total,
            currency: quote.currency,
            quoted_at: quote.status_timestamps.Quoted ?? quote.updated_at,
          })),
        }
      : null,
    spend: summariseSpend(input.spend),
    recent_events: [...input.quotes.flatMap(quoteEvents), ...input.actions.flatMap(actionEvents)]
      .sort((a, b) => b.at.localeCompare(a.at))
      .slice(0, EVENTS_SHOWN),
    in_transit: findShipmentsInTransit(input.quotes),
    people: {
      leaving: input.openOffboarding?.length ?? 0,
      left_with_devices: input.openOffboarding?.filter((found) => found.left_with_devices).length ?? 0,
      starting_soon_without_equipment: (input.onboarding ?? []).filter((found) =>
        isStartingWithoutEquipment(found, input.now),
      ).length,
    },
    meta: { scanned: input.scanned, capped: input.capped, generated_at: input.now.toISOString() },
  };
}
