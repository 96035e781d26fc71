import type { TQuote, TRecipientInput } from '@/lib/contract/quotes';
import type { Db } from '../db/client';
import type { CompanyScope } from '../core/scope';
import { notFound } from '../core/errors';
import { notifyOptionAccepted } from './notifications';
import { reconcileQuote } from './reconcile';
import * as repo from './repo';
import type { RequestActor } from '../db/schema';
import { holdDecision } from '../approvals/hold-decisions';
import { mayNeedApproval } from '../approvals/quote-draft';
import { findOpenRequest } from '../approvals/requests';
import { settleRequest } from '../approvals/settle-request';
import { applyOption, checkDecidable, conflict } from './apply-option';

export type Decision = {
  quoteId: string;
  itemId: string;
  /** The option to decide: the item's original offer, or one of its alternatives. */
  alternativeId: string | null;
  action: 'accept' | 'reject';
  /** Replace the recipients of the item (accept only). */
  recipients?: TRecipientInput[];
};

export type DecisionResult = {
  id: string;
  type: 'item' | 'alternative';
  status: 'accepted' | 'rejected' | 'requested';
  quote: TQuote;
};

/** Who decides: the person or key (`actor`), and whether the company's approval rules apply to them (`gated`). */
export type Decider = { actor: RequestActor; gated: boolean };
/** A decision taken as the spec describes: at once, whatever the approval rules (keys not marked `requires_approval`). */
const DIRECT: Decider = {
  actor: { type: 'api_key', email: null, name: null, role: null, api_key_id: null },
  gated: false,
};

/**
 * Accepts or rejects one option of an item. Accepting an option rejects every other pending option of the item;
 * rejecting rejects only that option. The quote row is locked for the whole decision, so two concurrent accepts on
 * one item leave exactly one accepted. When the decider is `gated` and one of the company's approval rules might
 * cover the quote, the decision is held instead (server/approvals/hold-decisions.ts).
 */
export async function decideOption(
  db: Db,
  tenant: CompanyScope,
  decision: Decision,
  decider: Decider = DIRECT,
): Promise<DecisionResult> {
  return db.transaction(async (tx) => {
    const quote = await repo.findQuote(tx, tenant, decision.quoteId, { lock: true });
    if (!quote) throw notFound('quote', decision.quoteId);
    const parts = await repo.loadQuoteParts(tx, [quote.id]);
    const { item, alternative } = checkDecidable(parts, decision);
    const open = await findOpenRequest(tx, quote.id);
    if (open?.status === 'pending') {
      throw conflict(
        `Quote ${quote.number} awaits approval (request ${open.id}); its approvers decide its items now, and can change single decisions.`,
        { approval_request_id: open.id },
      );
    }
    if (decider.gated && (open || (await mayNeedApproval(tx, tenant, quote, parts)))) {
      const settled = await holdDecision(tx, tenant, quote, open, decision, decider.actor);
      const applied = decision.action === 'accept' ? 'accepted' : 'rejected';
      return {
        id: decision.alternativeId ?? decision.itemId,
        type: decision.alternativeId ? 'alternative' : 'item',
        status: settled.outcome === 'applied' ? applied : 'requested',
        quote: settled.view,
      };
    }
    await applyOption(tx, parts, item, alternative, decision.action, decision.recipients);
    const view = open ? (await settleRequest(tx, tenant, quote, open)).view : await reconcileQuote(tx, quote);
    if (decision.action === 'accept') await notifyOptionAccepted(tx, tenant, view, item.id);
    return {
      id: alternative?.id ?? item.id,
      type: alternative ? 'alternative' : 'item',
      status: decision.action === 'accept' ? 'accepted' : 'rejected',
      quote: view,
    };
  });
}

/** Endpoint 5 takes an item id or an alternative id: finds which. */
export async function resolveOption(db: Db, tenant: CompanyScope, quoteId: string, optionId: string) {
  const quote = await repo.findQuote(db, tenant, quoteId);
  if (!quote) throw notFound('quote', quoteId);
  const parts = await repo.loadQuoteParts(db, [quote.id]);
  if (parts.items.some((item) => item.id === optionId)) return { itemId: optionId, alternativeId: null };
  const alternative = parts.alternatives.find((candidate) => candidate.id === optionId);
  if (alternative) return { itemId: alternative.itemId, alternativeId: alternative.id };
  throw notFound('item or alternative', optionId);
}
