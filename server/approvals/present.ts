import type { TApprovalRequest } from '@/lib/contract/approvals';
import type * as repo from './requests-repo';

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** The wire form of a request; `not_required` (no rule covered the decisions) reads as `approved` with no steps. */
export function toApprovalRequest(row: repo.RequestRow, steps: repo.StepRow[], quoteNumber: string): TApprovalRequest {
  return {
    id: row.id,
    quote_id: row.quoteId,
    quote_number: quoteNumber,
    status: row.status === 'not_required' ? 'approved' : row.status,
    rule: { id: row.ruleId, name: row.ruleName },
    reasons: row.reasons,
    decisions: row.decisions,
    requested_by: row.requestedBy,
    total: row.total,
    currency: row.currency,
    conversion: row.conversion,
    over_budget: row.overBudget,
    budget_impact: row.budgetImpact,
    steps: steps
      .filter((step) => step.requestId === row.id)
      .map((step) => ({
        position: step.position,
        status: step.status,
        reason: step.reason,
        approver: step.approver,
        approvers: step.approverEmails,
        open_to_managers: step.openToManagers,
        started_at: iso(step.startedAt),
        due_at: iso(step.dueAt),
        reminded_at: iso(step.remindedAt),
        escalated_at: iso(step.escalatedAt),
        decided_by: step.decidedByEmail ? { email: step.decidedByEmail, name: step.decidedByName } : null,
        decided_at: iso(step.decidedAt),
        comment: step.comment,
      })),
    requested_at: iso(row.requestedAt),
    due_at: iso(row.dueAt),
    decided_at: iso(row.decidedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
