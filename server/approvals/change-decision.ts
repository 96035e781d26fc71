import type { TRequestedDecision } from '@/lib/contract/approvals';
import type { Db } from '../db/client';
import type { CompanyScope } from '../core/scope';
import { ApiError, validationError } from '../core/errors';
import type { RequestActor, StoredApprover } from '../db/schema';
import * as quotes from '../quotes/service';
import { planApproval, type ApprovalPlan, type StepPlan } from './coverage';
import { withRequestQuote } from './decide-request';
import { draftOf, figuresOf } from './quote-draft';
import { presentRequest } from './read-requests';
import { pendingStepFor } from './requests';
import * as repo from './requests-repo';

// An approver changes one held decision before approving, and the request is planned again from the changed set, as
// if it had been requested so: its total, budget impact, rule and reasons, and the steps after the one under way (a
// step the set now needs is added and begins, with its e-mail, when the steps before it are approved; one it no longer
// needs is dropped). The steps already decided and the one under way stay; a change that would need another approver
// for one of them is refused (409), since approving it would skip that approver.

const sameApprover = (a: StoredApprover, b: StoredApprover) =>
  a.type === b.type && (a.type !== 'person' || b.type !== 'person' || a.email.toLowerCase() === b.email.toLowerCase());

const describeApprover = (step: { approverEmails: string[]; openToManagers: boolean }) =>
  step.approverEmails.length > 0 ? step.approverEmails.join(', ') : 'anyone with the manager role';

/** 409 when the changed set needs another approver for a step that is decided or under way. */
function checkKeepsStartedSteps(plan: ApprovalPlan | null, started: repo.StepRow[]) {
  if (!plan) return;
  for (const step of started) {
    const planned: StepPlan | undefined = plan.steps[step.position - 1];
    if (!planned || sameApprover(planned.approver, step.approver)) continue;
    throw new ApiError(
      'CONFLICT',
      `This change needs step ${step.position} approved by ${describeApprover(planned)} under the rule "${plan.rule.name}" (${planned.reason}), but that step is already with ${describeApprover(step)}. Keep the decision, or decline the request with your reason so that IT staff decide the quote again.`,
      {
        rule: { id: plan.rule.id, name: plan.rule.name },
        step: step.position,
        approvers: planned.approverEmails,
        open_to_managers: planned.openToManagers,
      },
    );
  }
}

/** The held decisions with the item's replaced; an accept keeps the recipients held for the item. */
function withChange(held: TRequestedDecision[], change: TRequestedDecision): TRequestedDecision[] {
  if (!held.some((decision) => decision.item_id === change.item_id))
    throw validationError('itemId', `item ${change.item_id} has no decision in this request; change one of its items`);
  return held.map((decision) =>
    decision.item_id === change.item_id
      ? { ...change, recipients: change.action === 'accept' ? decision.recipients : null }
      : decision,
  );
}

/** An approver of the pending step changes one held decision (another option, or reject); the request is re-planned. */
export async function changeRequestedDecision(
  db: Db,
  tenant: CompanyScope,
  requestId: string,
  itemId: string,
  change: { action: 'accept' | 'reject'; alternative_id: string | null },
  actor: RequestActor,
) {
  await withRequestQuote(db, tenant, requestId, async (tx, quote) => {
    const parts = await quotes.loadQuoteParts(tx, quote.id);
    quotes.checkDecidable(parts, { itemId, alternativeId: change.alternative_id });
    const { request, steps, step } = await pendingStepFor(tx, tenant, requestId, actor);
    const decisions = withChange(request.decisions, { item_id: itemId, ...change, recipients: null });
    const draft = draftOf(quote, parts, decisions);
    const figures = await figuresOf(tx, tenant, draft);
    const plan = await planApproval(tx, tenant, draft, request.requestedBy, figures.overBudget);
    checkKeepsStartedSteps(
      plan,
      steps.filter((candidate) => candidate.position <= step.position),
    );
    await repo.deleteWaitingSteps(tx, request.id);
    await repo.insertSteps(
      tx,
      (plan?.steps.slice(step.position) ?? []).map((planned, index) => ({
        requestId: request.id,
        position: step.position + 1 + index,
        status: 'waiting' as const,
        approver: planned.approver,
        approverEmails: planned.approverEmails,
        openToManagers: planned.openToManagers,
        reason: planned.reason,
      })),
    );
    const current = plan?.steps[step.position - 1];
    if (current) await repo.updateStep(tx, step.id, { reason: current.reason });
    await repo.updateRequest(tx, request.id, {
      decisions,
      ...figures,
      ...(plan ? { ruleId: plan.rule.id, ruleName: plan.rule.name, reasons: plan.reasons } : {}),
    });
  });
  return presentRequest(db, tenant, requestId);
}
