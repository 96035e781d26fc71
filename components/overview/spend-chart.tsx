import { useId } from 'react';
import { Cell, Table } from '@/components/ui/table';
import { formatMoney } from '@/lib/money';
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
  const figure = formatMoney(amount / divisor, currency, 'en-US', { short: true });
  return `${figure}${suffix}`;
}

const BARS = [
  { key: 'committed', label: 'Committed', fill: 'fill-accent', swatch: 'bg-accent', what: 'approved in the month' },
  { key: 'spent', label: 'Spent', fill: 'fill-success', swatch: 'bg-success', what: 'delivered in the month' },
] as const;

type Month = TSpendSeries['months'][number];

/** The month with the most of `key`, the first of them on a tie. */
const highestOf = (months: Month[], key: 'committed' | 'spent') =>
  months.reduce((best, month) => (month[key] > best[key] ? month : best), months[0]!);

/** What the chart shows, in words: the totals, and the month in which the most was committed (or spent). */
function describe(months: Month[], currency: string): string {
  const committed = months.reduce((sum, month) => sum + month.committed, 0);
  const spent = months.reduce((sum, month) => sum + month.spent, 0);
  if (committed <= 0 && spent <= 0) return 'Nothing was committed or spent in these months.';
  const totals = `${formatMoney(committed, currency)} committed and ${formatMoney(spent, currency)} spent in total`;
  const key = committed > 0 ? 'committed' : 'spent';
  const highest = highestOf(months, key);
  return `${totals}; the most was ${key} in ${monthLabel(highest.month, 'long')}, ${formatMoney(highest[key], currency)}.`;
}

/**
 * A bar chart of one currency's money per month, committed and spent side by side, as the budgets count it; the SVG is
 * one labelled image, with the same figures as a table below.
 */
export function SpendChart({ series }: { series: TSpendSeries }) {
  const id = useId();
  const { currency, months } = series;
  const top = roundUp(Math.max(highestOf(months, 'committed').committed, highestOf(months, 'spent').spent));
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const slot = plotWidth / months.length;
  const barWidth = slot * 0.35;
  const y = (amount: number) => PLOT.top + plotHeight - (amount / top) * plotHeight;
  const title = `Spend by month in ${currency}, last ${months.length} months`;
  const description = describe(months, currency);

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
          const x = PLOT.left + index * slot + (slot - 2 * barWidth) / 2;
          return (
            <g key={month.month}>
              {BARS.map((bar, barIndex) => (
                <rect
                  key={bar.key}
                  x={x + barIndex * barWidth}
                  y={y(month[bar.key])}
                  width={barWidth}
                  height={Math.max(0, PLOT.top + plotHeight - y(month[bar.key]))}
                  rx={2}
                  className={bar.fill}
                />
              ))}
              <text x={x + barWidth} y={HEIGHT - 8} textAnchor="middle" className="fill-muted text-[11px]">
                {monthLabel(month.month, 'short')}
              </text>
            </g>
          );
        })}
      </svg>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted" aria-label="Legend">
        {BARS.map((bar) => (
          <li key={bar.key} className="flex items-center gap-2">
            <span aria-hidden="true" className={`inline-block size-3 rounded-sm ${bar.swatch}`} />
            {bar.label} ({bar.what})
          </li>
        ))}
      </ul>
      <figcaption className="mt-2 text-sm text-muted">{description}</figcaption>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium text-accent">Show the figures as a table</summary>
        <Table
          caption={title}
          headers={['Month', ...BARS.map((bar) => ({ key: bar.label, label: bar.label, className: 'text-right' }))]}
          density="inline"
          className="mt-2 max-w-md"
          stacks={false}
        >
          {months.map((month) => (
            <tr key={month.month}>
              <Cell label="Month" density="inline" isRowHeader>
                {monthLabel(month.month, 'long')}
              </Cell>
              {BARS.map((bar) => (
                <Cell key={bar.key} label={bar.label} density="inline" className="text-right tabular-nums">
                  {formatMoney(month[bar.key], currency)}
                </Cell>
              ))}
            </tr>
          ))}
        </Table>
      </details>
    </figure>
  );
}
