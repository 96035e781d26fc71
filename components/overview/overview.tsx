'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { ErrorMessage } from '@/components/ui/error-message';
import { TableSkeleton } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { Cell, Table } from '@/components/ui/table';
import { can, type TRole } from '@/lib/auth/roles';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { SPEND_MONTHS, type TOverview } from '@/lib/overview/summary';
import { overviewQueries } from '@/lib/queries/resources';
import { ApprovalsWaiting } from './approvals-waiting';
import { BudgetsNow } from './budgets-now';
import { CountCard } from './count-card';
import { DueForRefresh } from './due-for-refresh';
import { InTransit } from './in-transit';
import { OverviewSection } from './overview-section';
import { SpendChart } from './spend-chart';
import { WaitingOnCompany } from './waiting-on-company';

const toStatusParam = (status: string) => status.toLowerCase().replaceAll(' ', '_');

/**
 * The home page, by role. IT staff: what waits on the company, counts by status, starters and leavers, quotes to
 * decide, devices due for refresh, spend by month and recent activity. Managers: the approvals waiting on them and the budgets first, then
 * spend and quotes to decide. Support: shipments in transit and Loadout's requests for input first, no decisions.
 * `today` (YYYY-MM-DD, worked out on the server) picks the budgets' period.
 */
export function Overview({ role, today }: { role: TRole; today: string }) {
  const query = useQuery(overviewQueries.summary());
  if (query.isPending) return <TableSkeleton columns={4} rows={8} />;
  if (query.isError) return <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />;
  const overview = query.data;
  const canWrite = can(role, 'write');
  const counts = (
    <>
      <div className="grid gap-8 xl:grid-cols-2">
        <StatusCounts
          id="quote-counts"
          title="Quotes by status"
          basePath="/quotes"
          counts={overview.quotes_by_status}
        />
        <StatusCounts
          id="action-counts"
          title="Device actions by status"
          basePath="/device-actions"
          counts={overview.device_actions_by_status}
        />
      </div>
      <Leavers people={overview.people} />
    </>
  );
  const awaiting = overview.awaiting_decision ? <AwaitingDecision awaiting={overview.awaiting_decision} /> : null;
  const spend = <Spend spend={overview.spend} />;
  const sections =
    role === 'manager' ? (
      <>
        <ApprovalsWaiting />
        <BudgetsNow today={today} />
        {spend}
        {awaiting}
        {counts}
      </>
    ) : role === 'support' ? (
      <>
        <InTransit inTransit={overview.in_transit} />
        <WaitingOnCompany waiting={overview.waiting_on_company} canWrite={canWrite} canDecide={false} />
        {counts}
      </>
    ) : (
      <>
        <WaitingOnCompany
          waiting={overview.waiting_on_company}
          canWrite={canWrite}
          canDecide={can(role, 'decide_quote_items')}
        />
        {counts}
        <DueForRefresh today={today} canWrite={canWrite} />
        {awaiting}
        {spend}
      </>
    );
  return (
    <div className="space-y-10">
      {sections}
      <RecentActivity events={overview.recent_events} />
      <ScanNote meta={overview.meta} />
    </div>
  );
}

/** Committed and spent per month, one chart per currency, as the Budgets page counts them. */
function Spend({ spend }: { spend: TOverview['spend'] }) {
  return (
    <OverviewSection id="spend" title="Spend by month">
      <p className="mb-3 text-sm text-muted">
        Money as the{' '}
        <Link href="/budgets" className="text-accent underline">
          Budgets page
        </Link>{' '}
        counts it, for the last {SPEND_MONTHS} months (UTC): committed in the month a quote was approved (its accepted
        options), spent in the month each recipient&apos;s share was delivered. Options accepted on a quote still partly
        decided count once the quote is approved.
      </p>
      {spend.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line-strong bg-raised p-6 text-center text-sm text-muted">
          Nothing was committed or spent in the last {SPEND_MONTHS} months.
        </p>
      ) : (
        <div className="space-y-4">
          {spend.map((series) => (
            <SpendChart key={series.currency} series={series} />
          ))}
        </div>
      )}
    </OverviewSection>
  );
}

function StatusCounts({
  id,
  title,
  basePath,
  counts,
}: {
  id: string;
  title: string;
  basePath: string;
  counts: { status: string; count: number }[];
}) {
  return (
    <OverviewSection id={id} title={title}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {counts.map(({ status, count }) => (
          <CountCard
            key={status}
            label={status}
            count={count}
            href={`${basePath}?status=${toStatusParam(status)}`}
            testId="status-count"
          />
        ))}
      </ul>
    </OverviewSection>
  );
}

/** Starters without their equipment yet, open offboarding cases, and leavers who left with devices. */
function Leavers({ people }: { people: TOverview['people'] }) {
  const figures = [
    {
      label: 'Starting soon without equipment',
      count: people.starting_soon_without_equipment,
      isWarning: people.starting_soon_without_equipment > 0,
    },
    { label: 'Leaving', count: people.leaving, isWarning: false },
    { label: 'Left with devices', count: people.left_with_devices, isWarning: people.left_with_devices > 0 },
  ];
  return (
    <OverviewSection id="leavers" title="Starters and leavers">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {figures.map(({ label, count, isWarning }) => (
          <CountCard
            key={label}
            label={label}
            count={count}
            href="/employees#lifecycle-board"
            isWarning={isWarning}
            testId="leaver-count"
          />
        ))}
      </ul>
    </OverviewSection>
  );
}

function AwaitingDecision({ awaiting }: { awaiting: NonNullable<TOverview['awaiting_decision']> }) {
  return (
    <OverviewSection
      id="awaiting"
      title="Waiting for your decision"
      link={
        awaiting.count > 0
          ? {
              href: '/quotes?status=quoted',
              label: `All ${awaiting.count} quoted ${awaiting.count === 1 ? 'quote' : 'quotes'}`,
            }
          : null
      }
    >
      {awaiting.quotes.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line-strong bg-raised p-6 text-center text-sm text-muted">
          Nothing is waiting for a decision.
        </p>
      ) : (
        <Table
          caption="Quotes priced and waiting for your decision, longest waiting first"
          headers={['Quote', 'Requester', 'Items decided', 'Quoted total', 'Accepted so far', 'Priced']}
        >
          {awaiting.quotes.map((quote) => (
            <tr key={quote.id}>
              <Cell label="Quote">
                <Link
                  href={`/quotes/${quote.id}`}
                  className="font-mono text-xs whitespace-nowrap text-accent underline"
                >
                  {quote.number}
                </Link>
              </Cell>
              <Cell label="Requester">{quote.requester}</Cell>
              <Cell label="Items decided" className="tabular-nums">
                {`${quote.decided} of ${quote.items}`}
              </Cell>
              <Cell label="Quoted total" className="tabular-nums">
                {formatMoney(quote.total, quote.currency)}
              </Cell>
              <Cell label="Accepted so far" className="tabular-nums">
                {quote.decided ? formatMoney(quote.accepted_total, quote.currency) : '—'}
              </Cell>
              <Cell label="Priced" className="whitespace-nowrap">
                {formatDateTime(quote.quoted_at)}
              </Cell>
            </tr>
          ))}
        </Table>
      )}
    </OverviewSection>
  );
}

function RecentActivity({ events }: { events: TOverview['recent_events'] }) {
  return (
    <OverviewSection id="activity" title="Recent activity">
      {events.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line-strong bg-raised p-6 text-center text-sm text-muted">
          No quotes or device actions yet.
        </p>
      ) : (
        <ol className="divide-y divide-subtle rounded-lg border border-line bg-raised shadow-sm">
          {events.map((event) => (
            <li key={event.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-2 text-sm">
              <time dateTime={event.at} className="w-44 shrink-0 text-muted tabular-nums">
                {formatDateTime(event.at)}
              </time>
              <Link href={event.href} className="font-mono text-xs text-accent underline">
                {event.subject}
              </Link>
              <StatusBadge status={event.status} />
              <span className="text-fg">{event.description}</span>
            </li>
          ))}
        </ol>
      )}
    </OverviewSection>
  );
}

/** What the figures cover, and when they were worked out. */
function ScanNote({ meta }: { meta: TOverview['meta'] }) {
  const { quotes, device_actions: actions } = meta.scanned;
  const asOf = `as of ${formatDateTime(meta.generated_at)}`;
  return (
    <p className="text-xs text-muted">
      {quotes + actions === 0
        ? `The company has no quotes or device actions yet, ${asOf}.`
        : `Counts and activity cover the ${quotes} most recently updated ${quotes === 1 ? 'quote' : 'quotes'} and ${actions} device ${actions === 1 ? 'action' : 'actions'}, ${asOf}.`}
      {meta.capped
        ? ' There are more than the dashboard reads at once, so older ones are left out; the lists have everything.'
        : ''}
    </p>
  );
}
