import { ACTION_STATUSES, type TActionStatus, type TDeviceAction } from '@/lib/contract/device-actions';
import { QUOTE_STATUSES, type TQuote, type TQuoteStatus } from '@/lib/contract/quotes';

// The home page's figures, computed by the BFF from lists of quotes and device actions. Pure, for unit tests.

export type TAwaitingQuote = { id: string; requester: string; items: number; total: number | null; currency: string; quoted_at: string };
export type TSpendSeries = { currency: string; months: { month: string; amount: number }[] };
export type TActivityEvent = { id: string; at: string; subject: string; status: string; description: string; href: string };

export type TOverview = {
  quotes_by_status: { status: TQuoteStatus; count: number }[];
  device_actions_by_status: { status: TActionStatus; count: number }[];
  /** Quotes priced and waiting for a decision, oldest first; null for roles that cannot decide. */
  awaiting_decision: { count: number; quotes: TAwaitingQuote[] } | null;
  /** Accepted spend per currency for each of the last SPEND_MONTHS calendar months (UTC), oldest first. */
  spend: TSpendSeries[];
  recent_events: TActivityEvent[];
  meta: {
    scanned: { quotes: number; device_actions: number; awaiting_decision: number; spend_quotes: number };
    /** true when some list had more rows than the BFF reads, so figures cover only the most recent ones. */
    capped: boolean;
    generated_at: string;
  };
};

export const SPEND_MONTHS = 12;
export const SPENDING_STATUSES = ['Approved', 'In Progress', 'Delivered'] as const satisfies readonly TQuoteStatus[];
const AWAITING_SHOWN = 10;
const EVENTS_SHOWN = 15;

/** `2026-03` for a timestamp, in UTC. */
export function monthOf(iso: string): string {
  return iso.slice(0, 7);
}

/** The first instant of the oldest month in the spend window: with SPEND_MONTHS = 12, eleven months before this one. */
export function spendWindowStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (SPEND_MONTHS - 1), 1));
}

function lastMonths(now: Date): string[] {
  const start = spendWindowStart(now);
  return Array.from({ length: SPEND_MONTHS }, (_, index) => monthOf(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + index, 1)).toISOString()));
}

/** What the company committed to: each accepted option (the item or the chosen alternative) × quantity. */
export function acceptedSpend(quote: TQuote): number {
  const cents = quote.items.reduce((sum, item) => {
    if (!item.selected_option) return sum;
    const price =
      item.selected_option.type === 'alternative' ? item.alternatives.find((option) => option.id === item.selected_option!.id)?.price : item.price;
    return sum + Math.round((price ?? 0) * 100) * item.quantity;
  }, 0);
  return cents / 100;
}

function countBy<S extends string>(statuses: readonly S[], rows: { status: S }[]) {
  return statuses.map((status) => ({ status, count: rows.filter((row) => row.status === status).length }));
}

function summariseSpend(quotes: TQuote[], now: Date): TSpendSeries[] {
  const months = lastMonths(now);
  const byCurrency = new Map<string, Map<string, number>>();
  for (const quote of quotes) {
    if (!(SPENDING_STATUSES as readonly string[]).includes(quote.status)) continue;
    const month = monthOf(quote.created_at);
    if (!months.includes(month)) continue;
    const series = byCurrency.get(quote.currency) ?? new Map<string, number>();
    series.set(month, (series.get(month) ?? 0) + acceptedSpend(quote));
    byCurrency.set(quote.currency, series);
  }
  return [...byCurrency.entries()]
    .map(([currency, series]) => ({ currency, months: months.map((month) => ({ month, amount: Math.round((series.get(month) ?? 0) * 100) / 100 })) }))
    .sort((a, b) => b.months.reduce((sum, month) => sum + month.amount, 0) - a.months.reduce((sum, month) => sum + month.amount, 0));
}

const QUOTE_EVENT: Record<TQuoteStatus, string> = {
  'Pending Review': 'Requested, waiting for pricing',
  Quoted: 'Priced, waiting for a decision',
  Approved: 'Approved and ordered',
  'In Progress': 'First shipment on its way',
  Delivered: 'Delivered to every recipient',
  Rejected: 'Rejected',
};

function quoteEvents(quote: TQuote): TActivityEvent[] {
  const subject = `Quote ${quote.id.slice(0, 8)}`;
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
  return [...own, ...shipments];
}

function actionEvents(action: TDeviceAction): TActivityEvent[] {
  return action.status_history.map((entry, index) => ({
    id: `${action.id}:${index}`,
    at: entry.at,
    subject: action.action_id,
    status: entry.status,
    description:
      entry.status === 'In Progress'
        ? `${action.action_type} requested for ${action.model} (${action.serial_number})`
        : `${entry.status}${entry.note ? `: ${entry.note}` : ''}`,
    href: `/device-actions/${action.id}`,
  }));
}

export type OverviewInput = {
  /** The most recently updated quotes and device actions: counts and recent events. */
  quotes: TQuote[];
  actions: TDeviceAction[];
  /** Quotes in Quoted status (null when the role cannot decide). */
  awaiting: TQuote[] | null;
  /** Approved, In Progress and Delivered quotes created in the spend window. */
  spendQuotes: TQuote[];
  scanned: TOverview['meta']['scanned'];
  capped: boolean;
  now: Date;
};

export function summariseOverview(input: OverviewInput): TOverview {
  const awaiting = input.awaiting
    ? [...input.awaiting]
        .filter((quote) => quote.status === 'Quoted')
        .sort((a, b) => (a.status_timestamps.Quoted ?? a.created_at).localeCompare(b.status_timestamps.Quoted ?? b.created_at))
    : null;
  return {
    quotes_by_status: countBy(QUOTE_STATUSES, input.quotes),
    device_actions_by_status: countBy(ACTION_STATUSES, input.actions),
    awaiting_decision: awaiting && {
      count: awaiting.length,
      quotes: awaiting.slice(0, AWAITING_SHOWN).map((quote) => ({
        id: quote.id,
        requester: quote.requester.name ?? quote.requester.email,
        items: quote.items.length,
        total: quote.total,
        currency: quote.currency,
        quoted_at: quote.status_timestamps.Quoted ?? quote.updated_at,
      })),
    },
    spend: summariseSpend(input.spendQuotes, input.now),
    recent_events: [...input.quotes.flatMap(quoteEvents), ...input.actions.flatMap(actionEvents)]
      .sort((a, b) => b.at.localeCompare(a.at))
      .slice(0, EVENTS_SHOWN),
    meta: { scanned: input.scanned, capped: input.capped, generated_at: input.now.toISOString() },
  };
}
