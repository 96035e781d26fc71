import { useId } from 'react';
import { Cell, Table } from '@/components/ui/table';
import { formatMoney } from '@/lib/format';
import type { TSpendSeries } from '@/lib/overview/summary';

const WIDTH = 640;
const HEIGHT = 240;
const PLOT = { left: 64, right: 12, top: 12, bottom: 28 };

function monthLabel(month: string, style: 'short' | 'long'): string {
  const date = new Date(`${month}-01T00:00:00.000Z`);
  return style === 'short'
    ? date.toLocaleDateString('en-GB', { month: 'short', timeZone: 'UTC' })
    : date.toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The smallest 1, 2 or 5 × 10^n at or above `value`, so the axis ends on a round number. */
function roundUp(value: number): number {
  if (value <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((step) => step * magnitude >= value) ?? 10) * magnitude;
}

const THOUSANDS = [
  { divisor: 1e9, suffix: 'B' },
  { divisor: 1e6, suffix: 'M' },
  { divisor: 1e3, suffix: 'K' },
];

/**
 * An axis label such as `$1.5K`. Written out rather than with Intl's compact notation, whose output differs between
 * ICU versions (Node 20 writes `$1.0`, Chromium `$1`): the server's render and the browser's must match.
 */
function compactMoney(amount: number, currency: string): string {
  const { divisor, suffix } = THOUSANDS.find((unit) => Math.abs(amount) >= unit.divisor) ?? { divisor: 1, suffix: '' };
  const figure = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }).format(amount / divisor);
  return `${figure}${suffix}`;
}

/** A bar chart of one currency's monthly spend; the SVG is one labelled image, with the same figures as a table below. */
export function SpendChart({ series }: { series: TSpendSeries }) {
  const id = useId();
  const { currency, months } = series;
  const total = months.reduce((sum, month) => sum + month.amount, 0);
  const highest = months.reduce((best, month) => (month.amount > best.amount ? month : best), months[0]!);
  const top = roundUp(highest.amount);
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const slot = plotWidth / months.length;
  const y = (amount: number) => PLOT.top + plotHeight - (amount / top) * plotHeight;
  const title = `Spend by month in ${currency}, last ${months.length} months`;
  const description =
    total > 0
      ? `${formatMoney(total, currency)} in total; the highest month is ${monthLabel(highest.month, 'long')} with ${formatMoney(highest.amount, currency)}.`
      : 'No accepted spend in these months.';

  return (
    <figure className="rounded-lg border border-line bg-raised p-4">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        className="h-auto w-full max-w-4xl"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {[0, 0.5, 1].map((share) => (
          <g key={share}>
            <line
              x1={PLOT.left}
              x2={WIDTH - PLOT.right}
              y1={y(top * share)}
              y2={y(top * share)}
              className="stroke-line"
            />
            <text
              x={PLOT.left - 8}
              y={y(top * share)}
              textAnchor="end"
              dominantBaseline="middle"
              className="fill-muted text-[11px]"
            >
              {compactMoney(top * share, currency)}
            </text>
          </g>
        ))}
        {months.map((month, index) => {
          const barWidth = slot * 0.6;
          const x = PLOT.left + index * slot + (slot - barWidth) / 2;
          return (
            <g key={month.month}>
              <rect
                x={x}
                y={y(month.amount)}
                width={barWidth}
                height={Math.max(0, PLOT.top + plotHeight - y(month.amount))}
                rx={2}
                className="fill-accent"
              />
              <text x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle" className="fill-muted text-[11px]">
                {monthLabel(month.month, 'short')}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-2 text-sm text-muted">{description}</figcaption>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium text-accent">Show the figures as a table</summary>
        <Table
          caption={title}
          headers={['Month', { key: 'Spend', label: 'Spend', className: 'text-right' }]}
          density="inline"
          className="mt-2 max-w-md"
          stacks={false}
        >
          {months.map((month) => (
            <tr key={month.month}>
              <Cell label="Month" density="inline" isRowHeader>
                {monthLabel(month.month, 'long')}
              </Cell>
              <Cell label="Spend" density="inline" className="text-right tabular-nums">
                {formatMoney(month.amount, currency)}
              </Cell>
            </tr>
          ))}
        </Table>
      </details>
    </figure>
  );
}
