'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { AssetList } from '@/components/inventory/asset-list';
import { addDays } from '@/lib/dates';
import { assetQueries } from '@/lib/queries/resources';
import { CountCard } from './count-card';
import { OverviewSection } from './overview-section';

/**
 * IT staff's devices due for refresh within 30 days or overdue (the inventory's own query, filtered), with how many
 * are overdue. `today` (YYYY-MM-DD) comes from the server.
 */
export function DueForRefresh({ today, canWrite }: { today: string; canWrite: boolean }) {
  const before = addDays(today, 30);
  const query = assetQueries.dueForRefresh(before);
  const due = useInfiniteQuery(query);
  const devices = due.data?.pages.flatMap((page) => page.data);
  const more = due.hasNextPage ? '+' : '';
  const href = `/inventory?refresh_due_before=${before}`;
  return (
    <OverviewSection id="due-for-refresh" title="Due for refresh" link={{ href, label: 'All in the inventory' }}>
      {devices ? (
        <ul className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
          <CountCard
            label="Due within 30 days"
            count={`${devices.length}${more}`}
            href={href}
            isWarning={devices.length > 0}
            testId="refresh-due-count"
          />
          <CountCard
            label="Overdue"
            count={`${devices.filter((device) => device.refresh_due_on! <= today).length}${more}`}
            href={`/inventory?refresh_due_before=${today}`}
            testId="refresh-overdue-count"
          />
        </ul>
      ) : null}
      <AssetList
        filters={{ refresh_due_before: before, limit: '100' }}
        today={today}
        canWrite={canWrite}
        caption="Devices due for refresh within 30 days, newest first"
        empty="No device is due for refresh in the next 30 days."
      />
    </OverviewSection>
  );
}
