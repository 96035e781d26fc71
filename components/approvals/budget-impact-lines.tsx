import { useTranslations } from 'next-intl';
import type { TApprovalRequest } from '@/lib/contract/approvals';
import { useFormat } from '@/lib/i18n/use-format';

/** What the request's decisions do to the budgets they draw on, as worked out when it was requested. */
export function BudgetImpactLines({ request }: { request: TApprovalRequest }) {
  const t = useTranslations('BudgetImpactLines');
  const format = useFormat();
  if (request.budget_impact.length === 0) return <p className="text-sm text-muted">{t('none')}</p>;
  return (
    <ul className="space-y-2 text-sm">
      {request.budget_impact.map((line) => (
        <li key={line.budget_id} className="flex flex-wrap justify-between gap-2">
          <span>
            {t('budget', {
              name: line.department ?? t('companyWide'),
              amount: format.money(line.amount, line.currency),
              from: format.date(line.period_start),
            })}
          </span>
          <span className={line.after < 0 ? 'font-medium text-danger' : 'text-muted'}>
            {t(line.after < 0 ? 'leftAfterOver' : 'leftAfter', {
              remaining: format.money(line.remaining, line.currency),
              after: format.money(line.after, line.currency),
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}
