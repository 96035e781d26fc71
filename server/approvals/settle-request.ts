import type { TQuote } from '@/lib/contract/quotes';
import type { Db } from '../db/client';
import type { CompanyScope } from '../core/scope';
import * as quotes from '../quotes/service';
import { planApproval } from './coverage';
import { draftOf, figuresOf } from './quote-draft';
import * as requests from './requests';

export type Settled = { outcome: 'collecting' | 'pending' | 'applied'; view: TQuote };

/**
 * Moves a collecting request on once every item of the quote is decided or has a held decision: to its approvers
 * when a rule covers the decisions, else the decisions take effect now. The caller holds the quote's lock.
 */
export async function settleRequest(
  tx: Db,
  tenant: CompanyScope,
  quote: quotes.QuoteRow,
  request: requests.RequestRow,
): Promise<Settled> {
  const parts = await quotes.loadQuoteParts(tx, quote.id);
  const held = new Set(request.decisions.map((decision) => decision.item_id));
  const complete = parts.items.every((item) => held.has(item.id) || quotes.isDecided(item, parts.alternatives));
  if (!complete) return { outcome: 'collecting', view: await quotes.reconcileQuote(tx, quote, [], parts) };
  const draft = draftOf(quote, parts, request.decisions);
  const figures = await figuresOf(tx, tenant, draft);
  const plan = await planApproval(tx, tenant, draft, request.requestedBy, figures.overBudget);
  if (!plan) {
    await requests.markNotRequired(tx, request, figures.total);
    const view = await quotes.applyReleasedDecisions(tx, tenant, quote, request.decisions, parts);
    return { outcome: 'applied', view };
  }
  await requests.submitForApproval(tx, tenant, request, quote.number, plan, figures);
  return { outcome: 'pending', view: await quotes.markAwaitingApproval(tx, quote) };
}
