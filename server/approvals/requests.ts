import type { TApprovalRequest, TRequestedDecision } from '@/lib/contract/approvals';
import type { Db } from '../db/client';
import type { CompanyScope, Scope } from '../core/scope';
import { ApiError, notFound } from '../core/errors';
import type { RequestActor } from '../db/schema';
import { pageOf, timestampSortValue, type PageRequest } from '../db/pagination';
import type { ApprovalPlan, Figures } from './coverage';
import { queueNotice, scheduleStepJobs } from './jobs';
import { toApprovalRequest } from './present';
import * as repo from './requests-repo';
import { addWorkingDays, REMIND_AFTER_WORKING_DAYS } from './working-days';
import * as clock from '../core/clock';

// Approval requests: the decisions someone made on a quote, held until approvers approve. The engine's operations
// (hold-decisions.ts, settle-request.ts, decide-request.ts, change-decision.ts) drive them under the quote's row
// lock; this module keeps their rows and steps.

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
  return repo.updateRequest(tx, request.id, { status: 'not_required', total, decidedAt: clock.now() });
}

/** Puts the request before its approvers: its steps (the first one pending), the due date, the e-mail and the reminders. */
export async function submitForApproval(
  tx: Db,
  tenant: CompanyScope,
  request: repo.RequestRow,
  quoteNumber: string,
  plan: ApprovalPlan,
  figures: Figures,
) {
  const now = clock.now();
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
    conversion: figures.conversion,
    overBudget: figures.overBudget,
    budgetImpact: figures.budgetImpact,
    requestedAt: now,
    dueAt,
  });
  await scheduleStepJobs(tx, tenant, steps[0]!, quoteNumber);
  await queueNotice(tx, tenant, request.id, quoteNumber, 'step_started');
  return row;
}

/**
 * The person acting, checked against the pending step: named among its approvers, or a manager where it is open to
 * them; never the requester, and never whoever decided an earlier step of the request (one person, one step).
 */
function checkMayDecide(request: repo.RequestRow, steps: repo.StepRow[], step: repo.StepRow, actor: RequestActor) {
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
  const earlier = steps.find((candidate) => candidate.position < step.position && candidate.decidedByEmail === email);
  if (earlier)
    throw new ApiError(
      'FORBIDDEN',
      `One person decides at most one step of a request: you decided step ${earlier.position}, so step ${step.position} of the rule "${request.ruleName ?? 'unnamed'}" needs another approver (${describeApprovers(step, email)}).`,
      { rule: { id: request.ruleId, name: request.ruleName }, decided_step: earlier.position, step: step.position },
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

function describeApprovers(step: repo.StepRow, except?: string): string {
  const named = step.approverEmails.filter((email) => email !== except).join(', ');
  if (step.openToManagers)
    return named ? `${named}, or anyone else with the manager role` : 'anyone else with the manager role';
  return named || 'nobody else until the step escalates';
}

const alreadyDecided = (request: repo.RequestRow) =>
  new ApiError(
    'CONFLICT',
    request.status === 'collecting'
      ? 'This request is still collecting decisions: it goes to its approvers once every item of the quote is decided.'
      : `This request was already ${request.status === 'not_required' ? 'approved' : request.status}${request.decidedAt ? ` at ${request.decidedAt.toISOString()}` : ''}.`,
    { status: request.status },
  );

/** The request with its steps and its pending step, once the actor is checked. The caller holds the quote's lock. */
export async function pendingStepFor(tx: Db, tenant: CompanyScope, requestId: string, actor: RequestActor) {
  const request = await repo.findRequest(tx, tenant, requestId);
  if (!request) throw notFound('approval request', requestId);
  if (request.status !== 'pending') throw alreadyDecided(request);
  const steps = await repo.listSteps(tx, [request.id]);
  const step = steps.find((candidate) => candidate.status === 'pending')!;
  checkMayDecide(request, steps, step, actor);
  return { request, steps, step };
}

/** Who may decide a step beside those who decided earlier ones; nobody named left: anyone with the manager role. */
function withoutDeciders(step: repo.StepRow, deciders: string[]) {
  const decided = new Set(deciders.map((email) => email.toLowerCase()));
  const approverEmails = step.approverEmails.filter((email) => !decided.has(email));
  const openToManagers = step.openToManagers || (step.approverEmails.length > 0 && approverEmails.length === 0);
  return { approverEmails, openToManagers };
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
  const now = clock.now();
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
    const started = await repo.updateStep(tx, next.id, {
      status: 'pending',
      startedAt: now,
      dueAt,
      ...withoutDeciders(next, [...steps.flatMap((earlier) => earlier.decidedByEmail ?? []), actor.email!]),
    });
    const row = await repo.updateRequest(tx, request.id, { dueAt });
    await scheduleStepJobs(tx, tenant, started, quoteNumber);
    await queueNotice(tx, tenant, request.id, quoteNumber, 'step_started');
    return { outcome: 'next_step', request: row };
  }
  const row = await repo.updateRequest(tx, request.id, { status: 'approved', decidedAt: now });
  await queueNotice(tx, tenant, request.id, quoteNumber, 'approved');
  return { outcome: 'approved', request: row };
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
