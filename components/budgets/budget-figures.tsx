import type { TBudget } from '@/lib/contract/budgets';
import { formatMoney } from '@/lib/money';

const share = (value: number, scale: number) => Math.min(100, scale > 0 ? (value / scale) * 100 : 0);

/**
 * Committed (light) and spent (solid) against the amount, as SVG: its sizes are attributes, which the dashboard's
 * Content-Security-Policy allows where inline styles are not. Over budget, what goes beyond the amount is red and a
 * line marks the amount.
 */
export function BudgetBar({
  amount,
  committed,
  spent,
  isOver,
}: {
  amount: number;
  committed: number;
  spent: number;
  isOver: boolean;
}) {
  const scale = Math.max(amount, committed, spent);
  return (
    <svg
      aria-hidden="true"
      className="mt-4 block h-4 w-full overflow-hidden rounded-full"
      viewBox="0 0 100 4"
      preserveAspectRatio="none"
      data-testid="budget-bar"
    >
      <rect x="0" y="0" width="100" height="4" className="fill-subtle" />
      <rect
        x="0"
        y="0"
        width={share(committed, scale)}
        height="4"
        className={isOver ? 'fill-danger' : 'fill-info'}
        opacity="0.45"
      />
      <rect x="0" y="0" width={share(spent, scale)} height="4" className="fill-success" />
      {committed > amount ? (
        <rect
          x={share(amount, scale)}
          y="0"
          width={share(committed, scale) - share(amount, scale)}
          height="4"
          className="fill-danger"
        />
      ) : null}
      {scale > amount ? <rect x={share(amount, scale) - 0.4} y="0" width="0.8" height="4" className="fill-fg" /> : null}
    </svg>
  );
}

function Figure({
  label,
  value,
  tone,
  className = '',
}: {
  label: string;
  value: string;
  tone?: string;
  className?: string;
}) {
  return (
    <div>
      <dt className="flex items-center gap-1.5 text-muted">
        {tone ? <span aria-hidden="true" className={`inline-block size-2.5 rounded-sm ${tone}`} /> : null}
        {label}
      </dt>
      <dd className={`font-semibold tabular-nums ${className}`}>{value}</dd>
    </div>
  );
}

const listed = (entries: TBudget['figures']['by_currency'], key: 'committed' | 'spent') =>
  entries
    .filter((entry) => entry[key] !== 0)
    .map((entry) => formatMoney(entry[key], entry.currency))
    .join(', ');

/**
 * Where the figures of a budget in the reporting currency come from when quotes in other currencies count: their
 * original amounts, and what could not be counted for want of a rate.
 */
function CurrencyNotes({ budget }: { budget: TBudget }) {
  const { by_currency: byCurrency, not_converted: notConverted } = budget.figures;
  const converted = byCurrency.some((entry) => entry.currency !== budget.currency);
  if (!converted && notConverted.length === 0) return null;
  return (
    <div className="mt-2 space-y-1 text-xs text-muted">
      {converted ? (
        <p>
          Counted from {listed(byCurrency, 'committed') || 'nothing'} committed
          {listed(byCurrency, 'spent') ? ` and ${listed(byCurrency, 'spent')} spent` : ''}, each at the rate of its day.
        </p>
      ) : null}
      {notConverted.length > 0 ? (
        <p className="text-warning">
          Not counted, as no rate was stored for their day: {listed(notConverted, 'committed') || 'nothing'} committed
          {listed(notConverted, 'spent') ? `, ${listed(notConverted, 'spent')} spent` : ''}.
        </p>
      ) : null}
    </div>
  );
}

/** A budget's bar and its figures in its period, as the Budgets page shows them: committed, spent, remaining, awaiting approval. */
export function BudgetFigures({ budget }: { budget: TBudget }) {
  const { figures, currency, amount } = budget;
  const money = (value: number) => formatMoney(value, currency);
  return (
    <>
      <BudgetBar amount={amount} committed={figures.committed} spent={figures.spent} isOver={figures.over_budget} />
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <Figure label="Committed" value={money(figures.committed)} tone="bg-info" />
        <Figure label="Spent" value={money(figures.spent)} tone="bg-success" />
        <Figure
          label="Remaining"
          value={money(figures.remaining)}
          className={figures.remaining < 0 ? 'text-danger' : ''}
        />
        <Figure label="Awaiting approval" value={money(figures.requested)} />
      </dl>
      <CurrencyNotes budget={budget} />
    </>
  );
}
