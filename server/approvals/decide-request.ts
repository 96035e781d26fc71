import type { Db } from '../db/client';
import type { CompanyScope } from '../core/scope';
import type { RequestActor } from '../db/schema';
import * as quotes from '../quotes/service';
import { presentRequest } from './read-requests';
import * as requests from './requests';

/** Runs `change` on the request's quote, locked; the request is read again inside. */
export async function withRequestQuote<T>(
  db: Db,
  tenant: CompanyScope,
  requestId: string,
  change: (tx: Db, quote: quotes.QuoteRow) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const request = await requests.findRequestOrThrow(tx, tenant, requestId);
    return change(tx, await quotes.lockQuoteOrThrow(tx, tenant, request.quoteId));
  });
}

/** Approves the pending step; the last approval writes the held decisions, and the quote is Approved and ordered. */
export async function approveRequest(
  db: Db,
  tenant: CompanyScope,
  requestId: string,
  actor: RequestActor,
  comment: string | null,
) {
  await withRequestQuote(db, tenant, requestId, async (tx, quote) => {
    const { outcome, request } = await requests.decideStep(
      tx,
      tenant,
      requestId,
      quote.number,
      actor,
      'approve',
      comment,
    );
    if (outcome === 'approved') await quotes.applyReleasedDecisions(tx, tenant, quote, request.decisions);
  });
  return presentRequest(db, tenant, requestId);
}

/** Declines the request: nothing is ordered, and the quote's items are open to decide again (status Quoted). */
export async function declineRequest(
  db: Db,
  tenant: CompanyScope,
  requestId: string,
  actor: RequestActor,
  comment: string,
) {
  await withRequestQuote(db, tenant, requestId, async (tx, quote) => {
    await requests.decideStep(tx, tenant, requestId, quote.number, actor, 'decline', comment);
    await quotes.reopenDeclinedQuote(tx, quote);
  });
  return presentRequest(db, tenant, requestId);
}
