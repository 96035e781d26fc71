import type { TApprovalRequest } from '@/lib/contract/approvals';
import { formatMoney } from '@/lib/money';

/** What the request's decisions do to the budgets they draw on, as worked out when it was requested. */
export function BudgetImpactLines({ request }: { request: TApprovalRequest }) {
  if (request.budget_impact.length === 0)
    return <p className="text-sm text-muted">No budget covers these recipients.</p>;
  return (
    <ul className="space-y-2 text-sm">
      {request.budget_impact.map((line) => (
        <li key={line.budget_id} className="flex flex-wrap justify-between gap-2">
          <span>
            {line.department ?? 'Company-wide'} budget ({formatMoney(line.amount, line.currency)} from{' '}
            {line.period_start})
          </span>
          <span className={line.after < 0 ? 'font-medium text-danger' : 'text-muted'}>
            {formatMoney(line.remaining, line.currency)} left; after this quote {formatMoney(line.after, line.currency)}
            {line.after < 0 ? ' (over budget)' : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
