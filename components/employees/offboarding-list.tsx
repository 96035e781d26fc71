'use client';

import Link from 'next/link';
import type { TOffboardingCase } from '@/lib/contract/offboarding';
import { formatDate } from '@/lib/dates';
import { offboardingQueries } from '@/lib/queries/resources';
import { ResourceTable, type Column } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';

const devicesBack = (found: TOffboardingCase) => {
  const counted = found.devices.filter((device) => device.status !== 'cancelled');
  if (counted.length === 0) return 'No device to return';
  return `${counted.filter((device) => device.status === 'returned').length} of ${counted.length} back`;
};

const COLUMNS: Column<TOffboardingCase>[] = [
  {
    header: 'Leaver',
    cell: (found) => (
      <>
        <Link href={`/employees/${found.employee.id}`} className="font-medium text-accent underline">
          {found.employee.name}
        </Link>
        <span className="block text-xs text-muted">{found.employee.email}</span>
      </>
    ),
  },
  { header: 'Last day', cell: (found) => formatDate(found.end_date) },
  { header: 'Devices', cell: devicesBack },
  {
    header: 'Status',
    cell: (found) =>
      found.left_with_devices ? (
        <StatusBadge status="action_required" label="Left with devices" />
      ) : (
        <StatusBadge status={found.status} />
      ),
  },
];

/** The open offboarding cases, soonest last day first: who is leaving and what still has to come back. */
export function OffboardingList() {
  return (
    <section aria-labelledby="offboarding-cases" className="space-y-3">
      <div>
        <h2 id="offboarding-cases" className="text-lg font-semibold">
          Leavers
        </h2>
        <p className="text-sm text-muted">
          An offboarding case opens when someone starts leaving; open a leaver to retrieve their devices.
        </p>
      </div>
      <ResourceTable
        query={offboardingQueries.open()}
        columns={COLUMNS}
        rowKey={(found) => found.id}
        caption="Open offboarding cases"
        empty="Nobody is leaving with devices to return."
      />
    </section>
  );
}
