'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import Link from 'next/link';
import type { TOffboardingCase } from '@/lib/contract/offboarding';
import type { TOnboardingCase } from '@/lib/contract/onboarding';
import { formatDate } from '@/lib/dates';
import { offboardingQueries, onboardingQueries } from '@/lib/queries/resources';
import { ErrorMessage } from '@/components/ui/error-message';
import { TableSkeleton } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';

type Entry = {
  key: string;
  day: string;
  name: string;
  employeeId: string;
  progress: string;
  badge: string;
  label: string;
};

/** The Monday (UTC) of the week a day falls in, YYYY-MM-DD. */
export function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

const STARTER_PROGRESS: Record<TOnboardingCase['status'], string> = {
  scheduled: 'Draft opens later',
  open: 'Draft ready for review',
  submitted: 'Quote submitted',
  completed: 'Everything delivered',
  cancelled: 'Cancelled',
};

function starter(found: TOnboardingCase): Entry {
  const waiting = found.status === 'open' && found.choice_deadline && !found.choices_made_at;
  return {
    key: found.id,
    day: found.start_date,
    name: found.employee.name ?? 'Unnamed employee',
    employeeId: found.employee.id,
    progress: waiting ? 'Waiting for their choices' : STARTER_PROGRESS[found.status],
    badge: found.late ? 'action_required' : found.status,
    label: found.late ? 'Late' : found.status,
  };
}

function leaver(found: TOffboardingCase): Entry {
  const counted = found.devices.filter((device) => device.status !== 'cancelled');
  const back = counted.filter((device) => device.status === 'returned').length;
  return {
    key: found.id,
    day: found.end_date,
    name: found.employee.name ?? 'Unnamed employee',
    employeeId: found.employee.id,
    progress: counted.length === 0 ? 'No device to return' : `${back} of ${counted.length} devices back`,
    badge: found.left_with_devices ? 'action_required' : found.status,
    label: found.left_with_devices ? 'Left with devices' : found.status,
  };
}

/** Starts and last days by week, each with its case's progress: what IT staff have coming. */
export function LifecycleBoard() {
  const starters = useInfiniteQuery(onboardingQueries.upcoming());
  const leavers = useInfiniteQuery(offboardingQueries.open());
  if (starters.isPending || leavers.isPending) return <TableSkeleton columns={3} rows={3} />;
  if (starters.isError) return <ErrorMessage error={starters.error} onRetry={() => void starters.refetch()} />;
  if (leavers.isError) return <ErrorMessage error={leavers.error} onRetry={() => void leavers.refetch()} />;
  const weeks = new Map<string, { starts: Entry[]; leaves: Entry[] }>();
  const add = (entry: Entry, kind: 'starts' | 'leaves') => {
    const week = weekOf(entry.day);
    if (!weeks.has(week)) weeks.set(week, { starts: [], leaves: [] });
    weeks.get(week)![kind].push(entry);
  };
  for (const found of starters.data.pages.flatMap((page) => page.data)) {
    if (found.status !== 'cancelled' && found.status !== 'completed') add(starter(found), 'starts');
  }
  for (const found of leavers.data.pages.flatMap((page) => page.data)) add(leaver(found), 'leaves');
  const ordered = [...weeks.entries()].sort(([a], [b]) => a.localeCompare(b));
  return (
    <section aria-labelledby="lifecycle-board" className="space-y-3">
      <div>
        <h2 id="lifecycle-board" className="text-lg font-semibold">
          Starts and leavers by week
        </h2>
        <p className="text-sm text-muted">
          New hires with their equipment&apos;s progress, and leavers with their devices&apos;, by the week of their
          first or last day.
        </p>
      </div>
      {ordered.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line-strong bg-raised p-6 text-center text-muted">
          Nobody is starting or leaving: hires with a start date and leavers appear here.
        </p>
      ) : (
        <ol className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {ordered.map(([week, { starts, leaves }]) => (
            <li key={week} className="rounded-lg border border-line bg-raised p-4 shadow-sm">
              <h3 className="text-base font-semibold">Week of {formatDate(week)}</h3>
              <Entries title="Starting" entries={starts} />
              <Entries title="Leaving" entries={leaves} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Entries({ title, entries }: { title: string; entries: Entry[] }) {
  if (entries.length === 0) return null;
  return (
    <div className="mt-3">
      <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">{title}</h4>
      <ul className="mt-1 space-y-2">
        {entries
          .sort((a, b) => a.day.localeCompare(b.day))
          .map((entry) => (
            <li key={entry.key} className="text-sm">
              <Link href={`/employees/${entry.employeeId}`} className="font-medium text-accent underline">
                {entry.name}
              </Link>{' '}
              <span className="text-muted">· {formatDate(entry.day)}</span>
              <span className="mt-0.5 flex flex-wrap items-center gap-2">
                <StatusBadge status={entry.badge} label={entry.label.replaceAll('_', ' ')} />
                <span className="text-xs text-muted">{entry.progress}</span>
              </span>
            </li>
          ))}
      </ul>
    </div>
  );
}
