import type { TApprovalRequest, TApprovalStep } from '@/lib/contract/approvals';
import { formatDate, formatDateTime } from '@/lib/dates';
import { StatusBadge } from '@/components/ui/status-badge';

/** Who may decide a step, in words. */
export function describeApprovers(step: TApprovalStep): string {
  const named = step.approvers.join(', ');
  if (!step.open_to_managers) return named;
  return named ? `${named}, or anyone with the manager role` : 'anyone with the manager role';
}

/** The steps of a request in order: who may decide, the due date, and who decided when, with their comment. */
export function ApprovalSteps({ request }: { request: TApprovalRequest }) {
  return (
    <ol className="space-y-3" aria-label="Approval steps">
      {request.steps.map((step) => (
        <li key={step.position} className="rounded-md border border-line bg-surface p-3 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-medium">
              Step {step.position}: {describeApprovers(step)}
            </p>
            <StatusBadge status={step.status} />
          </div>
          <p className="mt-1 text-muted">{step.reason}</p>
          {step.status === 'pending' && step.due_at ? (
            <p className="mt-1 text-muted">
              Due {formatDate(step.due_at)}
              {step.reminded_at ? `; reminded ${formatDate(step.reminded_at)}` : ''}
              {step.escalated_at ? `; escalated ${formatDate(step.escalated_at)}` : ''}
            </p>
          ) : null}
          {step.decided_by && step.decided_at ? (
            <p className="mt-1">
              {step.status === 'approved' ? 'Approved' : 'Declined'} by {step.decided_by.name ?? step.decided_by.email}{' '}
              on {formatDateTime(step.decided_at)}
              {step.comment ? (
                <>
                  : <q className="italic">{step.comment}</q>
                </>
              ) : null}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
