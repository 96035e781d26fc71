import { useTranslations } from 'next-intl';
import type { TApprovalRequest, TApprovalStep } from '@/lib/contract/approvals';
import { useFormat } from '@/lib/i18n/use-format';
import { StatusBadge } from '@/components/ui/status-badge';

type Translate = ReturnType<typeof useTranslations<'ApprovalSteps'>>;

/** Who may decide a step, in words. */
export function describeApprovers(step: TApprovalStep, t: Translate): string {
  const named = step.approvers.join(', ');
  if (!step.open_to_managers) return named;
  return named ? t('namedOrAnyManager', { named }) : t('anyManager');
}

/** `describeApprovers` in the page's language. */
export function useDescribeApprovers() {
  const t = useTranslations('ApprovalSteps');
  return (step: TApprovalStep) => describeApprovers(step, t);
}

/** The steps of a request in order: who may decide, the due date, and who decided when, with their comment. */
export function ApprovalSteps({ request }: { request: TApprovalRequest }) {
  const t = useTranslations('ApprovalSteps');
  const format = useFormat();
  return (
    <ol className="space-y-3" aria-label={t('label')}>
      {request.steps.map((step) => (
        <li key={step.position} className="rounded-md border border-line bg-surface p-3 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-medium">
              {t('step', { position: step.position, approvers: describeApprovers(step, t) })}
            </p>
            <StatusBadge status={step.status} />
          </div>
          <p className="mt-1 text-muted">{step.reason}</p>
          {step.status === 'pending' && step.due_at ? (
            <p className="mt-1 text-muted">
              {t('due', { date: format.date(step.due_at) })}
              {step.reminded_at ? t('reminded', { date: format.date(step.reminded_at) }) : ''}
              {step.escalated_at ? t('escalated', { date: format.date(step.escalated_at) }) : ''}
            </p>
          ) : null}
          {step.decided_by && step.decided_at ? (
            <p className="mt-1">
              {t(step.status === 'approved' ? 'approvedBy' : 'declinedBy', {
                who: step.decided_by.name ?? step.decided_by.email,
                when: format.dateTime(step.decided_at),
              })}
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
