'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { DeviceActionList } from '@/components/device-actions/device-action-list';
import { StorageLabel } from '@/components/locations/destination-picker';
import { RefreshList } from '@/components/refreshes/refresh-list';
import { StartRefreshButton } from '@/components/refreshes/start-refresh-button';
import { ErrorMessage } from '@/components/ui/error-message';
import { PageHeader } from '@/components/ui/page-header';
import { TableSkeleton } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { countryLabel } from '@/lib/countries';
import { addDays } from '@/lib/dates';
import { formatDate, formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { assetQueries } from '@/lib/queries/resources';
import { newActionHref, NEXT_ACTIONS } from './asset-list';

const GRADES = { A: 'A, like new', B: 'B, light wear', C: 'C, worn but working', D: 'D, broken' } as const;

/**
 * One device from purchase to disposal: where it is and who holds it, its life (purchase, warranty, refresh, book
 * value), its condition when it last came back, its certified erasure with the certificate, how it left, and its
 * device actions and refreshes. `today` (YYYY-MM-DD) comes from the server.
 */
export function DeviceDetail({
  serial,
  today,
  canWrite,
  canAudit,
}: {
  serial: string;
  today: string;
  canWrite: boolean;
  canAudit: boolean;
}) {
  const query = useQuery(assetQueries.bySerial(serial));
  if (query.isPending) return <TableSkeleton columns={2} rows={8} />;
  if (query.isError) return <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />;
  const asset = query.data;
  if (!asset) {
    return (
      <>
        <PageHeader title={`Device ${serial}`} />
        <p className="rounded-lg border border-dashed border-line-strong bg-raised p-6 text-center text-sm text-muted">
          No device with serial number {serial} is in your inventory.{' '}
          <Link href="/inventory" className="text-accent underline">
            Back to the inventory
          </Link>
        </p>
      </>
    );
  }
  const due = asset.refresh_due_on !== null && asset.refresh_due_on <= addDays(today, 30);
  return (
    <>
      <PageHeader
        title={`${asset.model} · ${asset.serial_number}`}
        description={`${asset.device_type}, ${asset.source === 'procured' ? 'procured through Loadout' : 'added by your company'}.`}
        actions={
          canWrite ? (
            <div className="flex flex-wrap items-center gap-3 text-sm">
              {NEXT_ACTIONS[asset.status].map((type) => (
                <Link key={type} href={newActionHref(asset.serial_number, type)} className="text-accent underline">
                  {type}
                </Link>
              ))}
              {due && asset.status === 'in_use' ? <StartRefreshButton asset={asset} /> : null}
            </div>
          ) : null
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Facts id="device-place" title="Where it is">
          <Fact label="Status">
            <StatusBadge status={asset.status} />
          </Fact>
          <Fact label="Held by">
            {asset.employee ? `${asset.employee.name}${asset.employee.email ? ` (${asset.employee.email})` : ''}` : '—'}
          </Fact>
          <Fact label="Kept at">
            {asset.storage && asset.status !== 'cleared' ? <StorageLabel storage={asset.storage} /> : '—'}
          </Fact>
          <Fact label="Country">{countryLabel(asset.country, asset.country_code)}</Fact>
          <Fact label="Condition">
            {asset.condition_grade ? GRADES[asset.condition_grade] : (asset.condition ?? '—')}
            {asset.condition_note ? <span className="block text-xs text-muted">{asset.condition_note}</span> : null}
            {asset.received_at ? (
              <span className="block text-xs text-muted">Received back {formatDateTime(asset.received_at)}</span>
            ) : null}
          </Fact>
        </Facts>
        <Facts id="device-life" title="Its life">
          <Fact label="Purchased">
            {asset.purchased_on ? formatDate(asset.purchased_on) : '—'}
            {asset.purchase_cost !== null ? ` for ${formatMoney(asset.purchase_cost, asset.currency)}` : ''}
          </Fact>
          <Fact label="Warranty">
            {asset.warranty_ends_on
              ? `${asset.warranty_ends_on < today ? 'Ended' : 'Until'} ${formatDate(asset.warranty_ends_on)}`
              : '—'}
          </Fact>
          <Fact label="Refresh due">
            {asset.refresh_due_on ? (
              <span className={due ? 'font-medium text-warning' : undefined}>
                {formatDate(asset.refresh_due_on)}
                {asset.refresh_due_on <= today ? ' (overdue)' : due ? ' (within 30 days)' : ''}
              </span>
            ) : (
              'No purchase date'
            )}
          </Fact>
          <Fact label="Book value">
            {asset.book_value !== null ? formatMoney(asset.book_value, asset.currency) : '—'}
          </Fact>
        </Facts>
        {asset.erasure || asset.clearance ? (
          <Facts id="device-end" title="End of life">
            {asset.erasure ? (
              <>
                <Fact label="Data erasure">
                  {asset.erasure.method[0]!.toUpperCase() + asset.erasure.method.slice(1)} (NIST SP 800-88) on{' '}
                  {formatDate(asset.erasure.erased_on)}
                </Fact>
                <Fact label="Certificate">
                  <a href={`/api/assets/${asset.id}/erasure-certificate`} className="text-accent underline">
                    Download erasure certificate {asset.erasure.certificate_number} (PDF)
                  </a>
                  <span className="block font-mono text-xs break-all text-muted">
                    SHA-256 {asset.erasure.pdf_sha256}
                  </span>
                </Fact>
              </>
            ) : null}
            {asset.clearance ? (
              <Fact label="Left the inventory">
                {asset.clearance.outcome === 'resale'
                  ? `Resold${asset.clearance.credited_amount !== null && asset.clearance.currency ? `, ${formatMoney(asset.clearance.credited_amount, asset.clearance.currency)} credited` : ''}`
                  : 'Recycled'}{' '}
                on {formatDate(asset.clearance.cleared_at)}
              </Fact>
            ) : (
              <Fact label="Left the inventory">Not yet: waiting for its resale or recycling</Fact>
            )}
          </Facts>
        ) : null}
      </div>
      <section aria-labelledby="device-actions-heading" className="mt-8">
        <h2 id="device-actions-heading" className="mb-3 text-lg font-semibold">
          Device actions
        </h2>
        <DeviceActionList
          caption={`Device actions for ${asset.serial_number}`}
          filters={{ serial_number: asset.serial_number, limit: '100' }}
          keep={(action) => action.serial_number.toLowerCase() === asset.serial_number.toLowerCase()}
          empty="No device action has moved this device."
        />
      </section>
      <section aria-labelledby="device-refreshes-heading" className="mt-8">
        <h2 id="device-refreshes-heading" className="mb-3 text-lg font-semibold">
          Refreshes
        </h2>
        <RefreshList filters={{ asset_id: asset.id }} empty="No refresh of this device yet." />
      </section>
      {canAudit ? (
        <p className="mt-6 text-sm">
          <Link href={`/audit-log?object_id=${asset.id}`} className="text-accent underline">
            Every change to this device in the audit log
          </Link>
        </p>
      ) : null}
    </>
  );
}

function Facts({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-line bg-raised p-5 shadow-sm">
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-2 text-sm">{children}</dl>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </>
  );
}
