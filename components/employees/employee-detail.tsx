'use client';

import { ObjectHistory } from '@/components/audit/object-history';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import type { TAsset } from '@/lib/contract/assets';
import type { TDeviceAction } from '@/lib/contract/device-actions';
import type { TEmployeeHistoryEntry, TEmployeeProfile } from '@/lib/contract/employee-profile';
import { countryLabel } from '@/lib/countries';
import { formatDate, formatDateTime } from '@/lib/dates';
import { BffError } from '@/lib/queries/bff-fetch';
import { employeeQueries } from '@/lib/queries/resources';
import { DeviceActionList } from '@/components/device-actions/device-action-list';
import { QuoteList } from '@/components/quotes/quote-list';
import { AssetList } from '@/components/inventory/asset-list';
import { buttonClass } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { Facts } from '@/components/ui/facts';
import { PageHeader } from '@/components/ui/page-header';
import { TableSkeleton } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { OffboardingSection } from './offboarding-section';
import { OnboardingSection } from './onboarding-section';

const BACK_LINK = (
  <Link href="/employees" className={buttonClass('secondary')}>
    All employees
  </Link>
);

const sameEmail = (a: string | null | undefined, b: string) => a?.toLowerCase() === b.toLowerCase();

/** One directory entry: the person, the devices they hold and the device actions that name them. */
export function EmployeeDetail({
  id,
  canWrite,
  canAudit,
  today,
}: {
  id: string;
  canWrite: boolean;
  canAudit: boolean;
  /** `YYYY-MM-DD` (UTC) as the server saw it: the offboarding case says whether the last day is ahead. */
  today: string;
}) {
  const result = useQuery(employeeQueries.detail(id));
  if (result.isPending) {
    return (
      <>
        <PageHeader title="Employee" actions={BACK_LINK} />
        <TableSkeleton columns={3} />
      </>
    );
  }
  if (result.isError) {
    const isMissing = result.error instanceof BffError && (result.error.status === 404 || result.error.status === 400);
    return (
      <>
        <PageHeader title={isMissing ? 'Employee not found' : 'Employee'} actions={BACK_LINK} />
        {isMissing ? (
          <div className="rounded-lg border border-dashed border-line-strong bg-raised p-8 text-center text-muted">
            <p>
              This person is not in your employee directory. The link may be mistyped, or the HRIS sync may have removed
              them.
            </p>
            <p className="mt-2">
              <Link href="/employees" className="text-accent underline">
                Search the directory
              </Link>
            </p>
          </div>
        ) : (
          <ErrorMessage error={result.error} onRetry={() => void result.refetch()} />
        )}
      </>
    );
  }
  return <EmployeeView employee={result.data} canWrite={canWrite} canAudit={canAudit} today={today} />;
}

function EmployeeView({
  employee,
  canWrite,
  canAudit,
  today,
}: {
  employee: TEmployeeProfile;
  canWrite: boolean;
  canAudit: boolean;
  today: string;
}) {
  const role = [employee.job_title, employee.department].filter(Boolean).join(' · ');
  return (
    <>
      <PageHeader
        title={employee.name}
        description={role || 'No job title or department on record.'}
        actions={BACK_LINK}
      />
      <div className="space-y-8">
        <section aria-labelledby="directory-entry" className="rounded-lg border border-line bg-raised p-5 shadow-sm">
          <h2 id="directory-entry" className="mb-3 text-base font-semibold">
            Directory entry
          </h2>
          <Facts
            facts={[
              [
                'E-mail',
                <a key="email" href={`mailto:${employee.email}`} className="break-all text-accent underline">
                  {employee.email}
                </a>,
              ],
              ['Status', <StatusBadge key="status" status={employee.status} />],
              ['Stage', <StatusBadge key="stage" status={employee.stage} />],
              ['Department', employee.department ?? '—'],
              ['Job title', employee.job_title ?? '—'],
              ['Country', employee.country ? countryLabel(employee.country, employee.country_code) : '—'],
              [
                'Address',
                employee.address ? (
                  <span key="address" className="whitespace-pre-line">
                    {employee.address}
                  </span>
                ) : (
                  '—'
                ),
              ],
              ['Start date', employee.start_date ? formatDate(employee.start_date) : '—'],
              ['End date', employee.end_date ? formatDate(employee.end_date) : '—'],
              ['Employee number', employee.employee_number ?? '—'],
              [
                'Manager',
                employee.manager_id ? (
                  <Link
                    key="manager"
                    href={`/employees/${employee.manager_id}`}
                    className="break-all text-accent underline"
                  >
                    {employee.manager_email ?? 'Their manager'}
                  </Link>
                ) : employee.manager_email ? (
                  <Link
                    key="manager"
                    href={`/employees?search=${encodeURIComponent(employee.manager_email)}`}
                    className="break-all text-accent underline"
                  >
                    {employee.manager_email}
                  </Link>
                ) : (
                  '—'
                ),
              ],
              ['Last synced', employee.synced_at ? formatDateTime(employee.synced_at) : 'Not yet'],
            ]}
          />
        </section>

        <OnboardingSection employee={employee} canWrite={canWrite} />

        <OffboardingSection employee={employee} canWrite={canWrite} today={today} />

        <section aria-labelledby="held-devices">
          <h2 id="held-devices" className="mb-1 text-lg font-semibold">
            Devices {employee.name} holds
          </h2>
          <p className="mb-3 text-sm text-muted">
            {canWrite
              ? 'Reassign a device to someone else, or have it stored, with a device action.'
              : 'From the inventory; IT staff move devices with device actions.'}
          </p>
          <AssetList
            caption={`Devices ${employee.name} holds`}
            filters={{ search: employee.email, status: 'in_use', limit: '100' }}
            keep={(asset: TAsset) => sameEmail(asset.employee?.email, employee.email)}
            canWrite={canWrite}
            empty={`${employee.name} holds no device in your inventory.`}
          />
        </section>

        <section aria-labelledby="person-actions">
          <h2 id="person-actions" className="mb-3 text-lg font-semibold">
            Device actions for {employee.name}
          </h2>
          <DeviceActionList
            caption={`Device actions for ${employee.name}`}
            filters={{ search: employee.email, limit: '100' }}
            keep={(action: TDeviceAction) =>
              sameEmail(action.current_user?.email, employee.email) ||
              sameEmail(action.new_recipient?.email, employee.email)
            }
            empty={`No device action collects a device from ${employee.name} or delivers one to them.`}
          />
        </section>

        <section aria-labelledby="person-quotes">
          <h2 id="person-quotes" className="mb-3 text-lg font-semibold">
            Quotes for {employee.name}
          </h2>
          <QuoteList filters={{ search: employee.email }} empty={`No quote names ${employee.name} as a recipient.`} />
        </section>

        <Timeline history={employee.history} />
        {canAudit ? <ObjectHistory objectId={employee.id} what="employee" /> : null}
      </div>
    </>
  );
}

const HISTORY_LINKS: Record<TEmployeeHistoryEntry['object']['type'], ((id: string) => string) | null> = {
  employee: null,
  onboarding_case: null,
  offboarding_case: null,
  device_action: (id) => `/device-actions/${id}`,
};

/** What happened to the person, newest first: the directory, offboarding cases and device actions. */
function Timeline({ history }: { history: TEmployeeHistoryEntry[] }) {
  return (
    <section aria-labelledby="person-timeline">
      <h2 id="person-timeline" className="mb-3 text-lg font-semibold">
        Timeline
      </h2>
      <ol className="space-y-2 border-l-2 border-line pl-4">
        {history.map((entry, index) => {
          const href = HISTORY_LINKS[entry.object.type]?.(entry.object.id);
          return (
            <li key={`${entry.at}-${index}`} className="text-sm">
              <time dateTime={entry.at} className="block text-xs text-muted">
                {entry.kind === 'directory' && entry.at.endsWith('T00:00:00.000Z')
                  ? formatDate(entry.at.slice(0, 10))
                  : formatDateTime(entry.at)}
              </time>
              {href ? (
                <Link href={href} className="text-accent underline">
                  {entry.description}
                </Link>
              ) : (
                entry.description
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
