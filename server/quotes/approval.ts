import type { TRequestedDecision } from '@/lib/contract/approvals';
import type { TQuote, TRecipientInput } from '@/lib/contract/quotes';
import type { Db } from '../db/client';
import type { CompanyScope } from '../core/scope';
import { notFound } from '../core/errors';
import type { RequestActor } from '../db/schema';
import { enterStatus } from '../db/status-timestamps';
import { impactOf, planApproval, totalOf, type Draft, type DraftLine } from '../approvals/coverage';
import * as approvals from '../approvals/requests';
import { applyOption, checkDecidable } from './apply-option';
import { notifyOptionAccepted } from './notifications';
import { reconcileQuote } from './reconcile';
import * as repo from './repo';
import { isDecided } from './status';

// Quotes under the company's approval rules. A gated decider's decisions are held on the quote's request until every
// item is decided; then, if a rule covers them, the quote awaits its approvers (`Awaiting Approval`), and only the
// last approval writes the decisions (orders, e-mails, the fulfilment order). Without a covering rule they take
// effect at once. Everything runs under the quote's row lock.

export type DecisionResult = {
  id: string;
  type: 'item' | 'alternative';
  status: 'accepted' | 'rejected' | 'requested';
  quote: TQuote;
};

type Figures = { total: number; overBudget: boolean; budgetImpact: Awaited<ReturnType<typeof impactOf>> };

/** An item's option as a draft line, for the people given. */
function lineOf(
  item: repo.ItemRow,
  alternative: repo.AlternativeRow | undefined,
  people: DraftLine['recipients'],
): DraftLine {
  return {
    mode: item.mode,
    productId: item.productId,
    kitId: item.kitId,
    inexactAlternative: alternative ? !alternative.isExactMatch : false,
    unitPrice: alternative ? alternative.price : item.price!,
    recipients: people.length > 0 ? people : [{ email: null, units: item.quantity }],
  };
}

/** Who gets how many units: recipients without a quantity share what the others leave of the item's quantity. */
function unitsOf(item: repo.ItemRow, people: { email: string | null; quantity: number | null }[]) {
  const named = people.reduce((sum, person) => sum + (person.quantity ?? 0), 0);
  const unnamed = people.filter((person) => person.quantity === null).length;
  const share = unnamed > 0 ? Math.max(item.quantity - named, 0) / unnamed : 0;
  return people.map((person) => ({ email: person.email, units: person.quantity ?? share }));
}

const ownRecipients = (parts: repo.QuoteParts, item: repo.ItemRow) =>
  unitsOf(
    item,
    parts.recipients
      .filter((recipient) => recipient.itemId === item.id)
      .map((recipient) => ({ email: recipient.email, quantity: recipient.quantity })),
  );

const alternativeOf = (parts: repo.QuoteParts, id: string | null) =>
  id ? parts.alternatives.find((alternative) => alternative.id === id) : undefined;

/** What the quote would order with the held decisions: its accepted items and the held accepts. */
function draftOf(quote: repo.QuoteRow, parts: repo.QuoteParts, decisions: TRequestedDecision[]): Draft {
  const held = new Set(decisions.map((decision) => decision.item_id));
  const accepted = parts.items
    .filter((item) => item.selectedType && !held.has(item.id))
    .map((item) =>
      lineOf(
        item,
        alternativeOf(parts, item.selectedType === 'alternative' ? item.selectedId : null),
        ownRecipients(parts, item),
      ),
    );
  const requested = decisions
    .filter((decision) => decision.action === 'accept')
    .map((decision) => {
      const item = parts.items.find((candidate) => candidate.id === decision.item_id)!;
      const replacement = decision.recipients as TRecipientInput[] | null;
      const people = replacement
        ? unitsOf(
            item,
            replacement.map((recipient) => ({ email: recipient.email ?? null, quantity: recipient.quantity ?? null })),
          )
        : ownRecipients(parts, item);
      return lineOf(item, alternativeOf(parts, decision.alternative_id), people);
    });
  return { currency: quote.currency, lines: [...accepted, ...requested] };
}

const NOBODY: RequestActor = { type: 'api_key', email: null, name: null, role: null, api_key_id: null };

/**
 * Whether any set of decisions on the quote could need approval: an upper bound that counts every open option of
 * every undecided item as accepted, beside what is accepted already. A quote no rule could cover is decided at once,
 * exactly as without rules; one that a rule might cover holds its decisions until the set is complete.
 */
export async function mayNeedApproval(tx: Db, tenant: CompanyScope, quote: repo.QuoteRow, parts: repo.QuoteParts) {
  const lines = parts.items.flatMap((item) => {
    const people = ownRecipients(parts, item);
    if (item.selectedType)
      return [lineOf(item, alternativeOf(parts, item.selectedType === 'alternative' ? item.selectedId : null), people)];
    if (isDecided(item, parts.alternatives)) return [];
    const open = parts.alternatives.filter(
      (alternative) => alternative.itemId === item.id && alternative.status === 'pending',
    );
    return [
      ...(item.status === 'Quoted' ? [lineOf(item, undefined, people)] : []),
      ...open.map((alternative) => lineOf(item, alternative, people)),
    ];
  });
  return (await planApproval(tx, tenant, { currency: quote.currency, lines }, NOBODY, false)) !== null;
}

async function figuresOf(tx: Db, tenant: CompanyScope, draft: Draft): Promise<Figures> {
  const budgetImpact = await impactOf(tx, tenant, draft);
  return { total: totalOf(draft), overBudget: budgetImpact.some((line) => line.after < 0), budgetImpact };
}

/** Writes the held decisions (the quote's state was checked when each was held, and again here). */
async function applyHeld(tx: Db, parts: repo.QuoteParts, decisions: TRequestedDecision[]) {
  for (const decision of decisions) {
    const { item, alternative } = checkDecidable(parts, {
      itemId: decision.item_id,
      alternativeId: decision.alternative_id,
    });
    await applyOption(
      tx,
      parts,
      item,
      alternative,
      decision.action,
      (decision.recipients as TRecipientInput[] | null) ?? undefined,
    );
  }
}

async function notifyAccepted(tx: Db, tenant: CompanyScope, view: TQuote, decisions: TRequestedDecision[]) {
  for (const decision of decisions.filter((held) => held.action === 'accept'))
    await notifyOptionAccepted(tx, tenant, view, decision.item_id);
}

export type Settled = { outcome: 'collecting' | 'pending' | 'applied'; view: TQuote };

/**
 * Moves a collecting request on once every item of the quote is decided or has a held decision: to its approvers
 * when a rule covers the decisions, else the decisions take effect now.
 */
export async function settleRequest(
  tx: Db,
  tenant: CompanyScope,
  quote: repo.QuoteRow,
  request: approvals.RequestRow,
): Promise<Settled> {
  const parts = await repo.loadQuoteParts(tx, [quote.id]);
  const held = new Set(request.decisions.map((decision) => decision.item_id));
  const complete = parts.items.every((item) => held.has(item.id) || isDecided(item, parts.alternatives));
  if (!complete) return { outcome: 'collecting', view: await reconcileQuote(tx, quote, [], parts) };
  const draft = draftOf(quote, parts, request.decisions);
  const figures = await figuresOf(tx, tenant, draft);
  const plan = await planApproval(tx, tenant, draft, request.requestedBy, figures.overBudget);
  if (!plan) {
    await applyHeld(tx, parts, request.decisions);
    await approvals.markNotRequired(tx, request, figures.total);
    const view = await reconcileQuote(tx, quote);
    await notifyAccepted(tx, tenant, view, request.decisions);
    return { outcome: 'applied', view };
  }
  await approvals.submitForApproval(tx, tenant, request, quote.number, plan, figures);
  const statusTimestamps = enterStatus(quote.statusTimestamps, 'Awaiting Approval', new Date());
  await repo.updateQuote(tx, quote.id, { status: 'Awaiting Approval', statusTimestamps });
  const view = await reconcileQuote(tx, { ...quote, status: 'Awaiting Approval', statusTimestamps }, [
    'quote.approval_requested',
  ]);
  return { outcome: 'pending', view };
}

/** Holds a gated decision on the quote's request, and settles the request when the set is complete. */
export async function holdDecision(
  tx: Db,
  tenant: CompanyScope,
  quote: repo.QuoteRow,
  open: approvals.RequestRow | undefined,
  decision: {
    itemId: string;
    alternativeId: string | null;
    action: 'accept' | 'reject';
    recipients?: TRecipientInput[];
  },
  actor: RequestActor,
): Promise<DecisionResult> {
  const request = await approvals.collectDecision(
    tx,
    tenant,
    quote,
    open,
    {
      item_id: decision.itemId,
      alternative_id: decision.alternativeId,
      action: decision.action,
      recipients: decision.recipients ?? null,
    },
    actor,
  );
  const settled = await settleRequest(tx, tenant, quote, request);
  return {
    id: decision.alternativeId ?? decision.itemId,
    type: decision.alternativeId ? 'alternative' : 'item',
    status: settled.outcome === 'applied' ? (decision.action === 'accept' ? 'accepted' : 'rejected') : 'requested',
    quote: settled.view,
  };
}

/** Runs `change` on the request's quote, locked; the request is read again inside. */
async function withRequestQuote<T>(
  db: Db,
  tenant: CompanyScope,
  requestId: string,
  change: (tx: Db, quote: repo.QuoteRow) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const request = await approvals.findRequestOrThrow(tx, tenant, requestId);
    const quote = await repo.findQuote(tx, tenant, request.quoteId, { lock: true });
    if (!quote) throw notFound('quote', request.quoteId);
    return change(tx, quote);
  });
}

/** The request as the API shows it. */
export async function presentRequest(db: Db, tenant: CompanyScope, requestId: string) {
  const row = await approvals.findRequestOrThrow(db, tenant, requestId);
  const quote = (await repo.findQuote(db, tenant, row.quoteId))!;
  const [presented] = await approvals.presentRequests(db, [row], new Map([[quote.id, quote.number]]));
  return presented!;
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
    const { outcome, request } = await approvals.decideStep(
      tx,
      tenant,
      requestId,
      quote.number,
      actor,
      'approve',
      comment,
    );
    if (outcome !== 'approved') return;
    const parts = await repo.loadQuoteParts(tx, [quote.id]);
    await applyHeld(tx, parts, request.decisions);
    const view = await reconcileQuote(tx, quote);
    await notifyAccepted(tx, tenant, view, request.decisions);
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
    await approvals.decideStep(tx, tenant, requestId, quote.number, actor, 'decline', comment);
    await repo.updateQuote(tx, quote.id, { status: 'Quoted' });
    await reconcileQuote(tx, { ...quote, status: 'Quoted' }, ['quote.approval_declined']);
  });
  return presentRequest(db, tenant, requestId);
}

/** An approver changes one held decision (another option, or reject); the figures are worked out again. */
export async function changeRequestedDecision(
  db: Db,
  tenant: CompanyScope,
  requestId: string,
  itemId: string,
  change: { action: 'accept' | 'reject'; alternative_id: string | null },
  actor: RequestActor,
) {
  await withRequestQuote(db, tenant, requestId, async (tx, quote) => {
    const parts = await repo.loadQuoteParts(tx, [quote.id]);
    checkDecidable(parts, { itemId, alternativeId: change.alternative_id });
    const request = await approvals.changeDecision(tx, tenant, requestId, actor, {
      item_id: itemId,
      alternative_id: change.alternative_id,
      action: change.action,
      recipients: null,
    });
    await approvals.updateFigures(
      tx,
      request.id,
      await figuresOf(tx, tenant, draftOf(quote, parts, request.decisions)),
    );
  });
  return presentRequest(db, tenant, requestId);
}

/** A page of requests with their quotes' numbers. */
export async function listRequests(
  db: Db,
  tenant: CompanyScope,
  filters: Parameters<typeof approvals.listRequests>[2],
  page: Parameters<typeof approvals.listRequests>[3],
) {
  const paged = await approvals.listRequests(db, tenant, filters, page);
  const numbers = await repo.quoteNumbers(db, tenant, [...new Set(paged.data.map((row) => row.quoteId))]);
  return { data: await approvals.presentRequests(db, paged.data, numbers), meta: paged.meta };
}
