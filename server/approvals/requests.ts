import type { TApprovalRequest, TRequestedDecision } from '@/lib/contract/approvals';
import type { Db } from '../db/client';
import type { CompanyScope, Scope } from '../core/scope';
import { ApiError, notFound, validationError } from '../core/errors';
import type { RequestActor, StoredBudgetImpact } from '../db/schema';
import { pageOf, timestampSortValue, type PageRequest } from '../db/pagination';
import type { ApprovalPlan } from './coverage';
import { queueNotice, scheduleStepJobs } from './jobs';
import { toApprovalRequest } from './present';
import * as repo from './requests-repo';
import { addWorkingDays, REMIND_AFTER_WORKING_DAYS } from './working-days';

// Approval requests: the decisions someone made on a quote, held until approvers approve. The quotes domain drives
// them (server/quotes/approval.ts) under the quote's row lock; this module keeps their rows and steps.

export type { RequestRow, StepRow } from './requests-repo';
export { findOpenRequest } from './requests-repo';

/** Records one requested decision on the quote's collecting request (opened here on the first), replacing any earlier one for the item. */
export async function collectDecision(
  tx: Db,
  tenant: CompanyScope,
  quote: { id: string; currency: string },
  open: repo.RequestRow | undefined,
  decision: TRequestedDecision,
  actor: RequestActor,
): Promise<repo.RequestRow> {
  const request =
    open ??
    (await repo.insertRequest(tx, {
      companyId: tenant.companyId,
      livemode: tenant.livemode,
      quoteId: quote.id,
      status: 'collecting',
      requestedBy: actor,
      currency: quote.currency,
    }));
  const decisions = [...request.decisions.filter((held) => held.item_id !== decision.item_id), decision];
  return repo.updateRequest(tx, request.id, { decisions, requestedBy: actor });
}

/** No rule covered the complete set: the decisions take effect now. */
export async function markNotRequired(tx: Db, request: repo.RequestRow, total: number) {
  return repo.updateRequest(tx, request.id, { status: 'not_required', total, decidedAt: new Date() });
}

/** Puts the request before its approvers: its steps (the first one pending), the due date, the e-mail and the reminders. */
export async function submitForApproval(
  tx: Db,
  tenant: CompanyScope,
  request: repo.RequestRow,
  quoteNumber: string,
  plan: ApprovalPlan,
  figures: { total: number; overBudget: boolean; budgetImpact: StoredBudgetImpact[] },
) {
  const now = new Date();
  const dueAt = addWorkingDays(now, REMIND_AFTER_WORKING_DAYS);
  const steps = await repo.insertSteps(
    tx,
    plan.steps.map((step, index) => ({
      requestId: request.id,
      position: index + 1,
      status: index === 0 ? ('pending' as const) : ('waiting' as const),
      approver: step.approver,
      approverEmails: step.approverEmails,
      openToManagers: step.openToManagers,
      reason: step.reason,
      startedAt: index === 0 ? now : null,
      dueAt: index === 0 ? dueAt : null,
    })),
  );
  const row = await repo.updateRequest(tx, request.id, {
    status: 'pending',
    ruleId: plan.rule.id,
    ruleName: plan.rule.name,
    reasons: plan.reasons,
    total: figures.total,
    overBudget: figures.overBudget,
    budgetImpact: figures.budgetImpact,
    requestedAt: now,
    dueAt,
  });
  await scheduleStepJobs(tx, tenant, steps[0]!, quoteNumber);
  await queueNotice(tx, tenant, request.id, quoteNumber, 'step_started');
  return row;
}

/** The person acting, checked against the pending step: named among its approvers, or a manager where it is open to them; never the requester. */
function checkMayDecide(request: repo.RequestRow, step: repo.StepRow, actor: RequestActor) {
  const email = actor.email?.toLowerCase();
  if (!email)
    throw new ApiError(
      'FORBIDDEN',
      'Approving needs a person: send the approver in the Loadout-Actor-Email header (and Loadout-Actor-Role), as the dashboard does for its signed-in users.',
    );
  if (email === request.requestedBy.email?.toLowerCase())
    throw new ApiError(
      'FORBIDDEN',
      `You requested this approval; another approver must decide it (${describeApprovers(step)}).`,
    );
  if (step.approverEmails.includes(email) || (step.openToManagers && actor.role === 'manager')) return;
  throw new ApiError(
    'FORBIDDEN',
    `You may not decide step ${step.position} of this request: ${describeApprovers(step)} may.`,
    {
      approvers: step.approverEmails,
      open_to_managers: step.openToManagers,
    },
  );
}

function describeApprovers(step: repo.StepRow): string {
  const named = step.approverEmails.join(', ');
  if (step.openToManagers) return named ? `${named}, or anyone with the manager role` : 'anyone with the manager role';
  return named;
}

const alreadyDecided = (request: repo.RequestRow) =>
  new ApiError(
    'CONFLICT',
    request.status === 'collecting'
      ? 'This request is still collecting decisions: it goes to its approvers once every item of the quote is decided.'
      : `This request was already ${request.status === 'not_required' ? 'approved' : request.status}${request.decidedAt ? ` at ${request.decidedAt.toISOString()}` : ''}.`,
    { status: request.status },
  );

/** The request, locked, with its pending step, once the actor is checked. The caller holds the quote's lock. */
async function pendingStepFor(tx: Db, tenant: CompanyScope, requestId: string, actor: RequestActor) {
  const request = await repo.findRequest(tx, tenant, requestId);
  if (!request) throw notFound('approval request', requestId);
  if (request.status !== 'pending') throw alreadyDecided(request);
  const steps = await repo.listSteps(tx, [request.id]);
  const step = steps.find((candidate) => candidate.status === 'pending')!;
  checkMayDecide(request, step, actor);
  return { request, steps, step };
}

export type StepOutcome = { outcome: 'next_step' | 'approved' | 'declined'; request: repo.RequestRow };

/** Approves or declines the pending step. Approving the last step approves the request; declining declines it. */
export async function decideStep(
  tx: Db,
  tenant: CompanyScope,
  requestId: string,
  quoteNumber: string,
  actor: RequestActor,
  verdict: 'approve' | 'decline',
  comment: string | null,
): Promise<StepOutcome> {
  const { request, steps, step } = await pendingStepFor(tx, tenant, requestId, actor);
  const now = new Date();
  await repo.updateStep(tx, step.id, {
    status: verdict === 'approve' ? 'approved' : 'declined',
    decidedByEmail: actor.email!.toLowerCase(),
    decidedByName: actor.name,
    decidedAt: now,
    comment,
  });
  if (verdict === 'decline') {
    for (const later of steps.filter((candidate) => candidate.status === 'waiting'))
      await repo.updateStep(tx, later.id, { status: 'cancelled' });
    const row = await repo.updateRequest(tx, request.id, { status: 'declined', decidedAt: now });
    await queueNotice(tx, tenant, request.id, quoteNumber, 'declined');
    return { outcome: 'declined', request: row };
  }
  const next = steps.find((candidate) => candidate.status === 'waiting');
  if (next) {
    const dueAt = addWorkingDays(now, REMIND_AFTER_WORKING_DAYS);
    const started = await repo.updateStep(tx, next.id, { status: 'pending', startedAt: now, dueAt });
    const row = await repo.updateRequest(tx, request.id, { dueAt });
    await scheduleStepJobs(tx, tenant, started, quoteNumber);
    await queueNotice(tx, tenant, request.id, quoteNumber, 'step_started');
    return { outcome: 'next_step', request: row };
  }
  const row = await repo.updateRequest(tx, request.id, { status: 'approved', decidedAt: now });
  await queueNotice(tx, tenant, request.id, quoteNumber, 'approved');
  return { outcome: 'approved', request: row };
}

/** An approver changes one requested decision before approving; the caller checks it against the quote. */
export async function changeDecision(
  tx: Db,
  tenant: CompanyScope,
  requestId: string,
  actor: RequestActor,
  decision: TRequestedDecision,
): Promise<repo.RequestRow> {
  const { request } = await pendingStepFor(tx, tenant, requestId, actor);
  if (!request.decisions.some((held) => held.item_id === decision.item_id))
    throw validationError(
      'itemId',
      `item ${decision.item_id} has no decision in this request; change one of its items`,
    );
  const decisions = request.decisions.map((held) =>
    held.item_id === decision.item_id
      ? { ...decision, recipients: decision.action === 'accept' ? held.recipients : null }
      : held,
  );
  return repo.updateRequest(tx, request.id, { decisions });
}

/** Stores the figures of the request's decisions after a change. */
export async function updateFigures(
  tx: Db,
  requestId: string,
  figures: { total: number; overBudget: boolean; budgetImpact: StoredBudgetImpact[] },
) {
  return repo.updateRequest(tx, requestId, figures);
}

/** The request of the scope, or 404. */
export async function findRequestOrThrow(db: Db, tenant: Scope, id: string) {
  const row = await repo.findRequest(db, tenant, id);
  if (!row) throw notFound('approval request', id);
  return row;
}

/** The wire form of the requests, with their steps; `numbers` gives each quote's number. */
export async function presentRequests(
  db: Db,
  rows: repo.RequestRow[],
  numbers: Map<string, string>,
): Promise<TApprovalRequest[]> {
  const steps = await repo.listSteps(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toApprovalRequest(row, steps, numbers.get(row.quoteId) ?? ''));
}

/** The latest approval request of each quote, by quote id (quotes that never went through approval have none). */
export async function latestApprovals(db: Db, quotes: { id: string; number: string }[]) {
  const rows = await repo.latestRequestsOf(
    db,
    quotes.map((quote) => quote.id),
  );
  const numbers = new Map(quotes.map((quote) => [quote.id, quote.number]));
  const presented = await presentRequests(db, rows, numbers);
  return new Map(presented.map((request) => [request.quote_id, request]));
}

export async function listRequests(db: Db, tenant: CompanyScope, filters: repo.RequestFilters, page: PageRequest) {
  const sorted = { ...page, sort: page.sort ?? 'created_at' };
  const rows = await repo.listRequests(db, tenant, filters, sorted);
  return pageOf(rows, sorted, timestampSortValue(sorted.sort));
}
