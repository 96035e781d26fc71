import type { TEventType } from '@/lib/contract/webhooks';
import type { TQuote, TQuoteStatus } from '@/lib/contract/quotes';
import type { Db } from '../db/client';
import { companyScope } from '../core/scope';
import { recordEvent } from '../webhooks/events';
import { latestApprovals } from '../approvals/requests';
import { toQuote } from './present';
import * as repo from './repo';
import { enterStatus } from '../db/status-timestamps';
import { quoteStatusPath } from './status';
import { conversionOn } from '../fx/convert';
import * as clock from '../core/clock';

const EVENT_ON_ENTER: Partial<Record<TQuoteStatus, TEventType>> = {
  Quoted: 'quote.pending',
  Approved: 'quote.approved',
};

/**
 * Moves the quote to the status its parts call for, then records the events of the change (the given ones and
 * those of the statuses entered, each status passed on the way included), all in the caller's transaction. Returns
 * the quote as it now reads. `knownParts` spares reading back the items, alternatives and recipients when the caller
 * has just written them.
 */
export async function reconcileQuote(
  tx: Db,
  quote: repo.QuoteRow,
  events: TEventType[] = [],
  knownParts?: repo.QuoteParts,
): Promise<TQuote> {
  const parts = knownParts ?? (await repo.loadQuoteParts(tx, [quote.id]));
  let current = quote;
  const path = quoteStatusPath(quote.status as TQuoteStatus, parts);
  if (path.length > 0) {
    const now = clock.now();
    const timestamps = path.reduce((entered, status) => enterStatus(entered, status, now), quote.statusTimestamps);
    const status = path.at(-1)!;
    // The money is committed: its conversion into the reporting currency is fixed at today's rates.
    const committedConversion = path.includes('Approved')
      ? await conversionOn(tx, quote.companyId, quote.currency, clock.todayUtc(now))
      : quote.committedConversion;
    await repo.updateQuote(tx, quote.id, { status, statusTimestamps: timestamps, committedConversion });
    current = { ...quote, status, statusTimestamps: timestamps, committedConversion, updatedAt: now };
  }
  const entered = path.flatMap((status) => EVENT_ON_ENTER[status] ?? []);
  const approval = (await latestApprovals(tx, [current])).get(current.id) ?? null;
  const view = toQuote(current, parts, approval);
  const tenant = companyScope(quote.companyId, quote.livemode);
  for (const type of [...events, ...entered]) await recordEvent(tx, tenant, type, view);
  return view;
}
