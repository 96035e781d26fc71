import type { Metadata } from 'next';
import { HydrationBoundary } from '@tanstack/react-query';
import { AuditEventList } from '@/components/audit/audit-event-list';
import { AuditFilterForm } from '@/components/audit/audit-filter-form';
import { toAuditQuery, ZAuditFilters } from '@/components/audit/audit-filters';
import { ExportButton } from '@/components/exports/export-button';
import { PageHeader } from '@/components/ui/page-header';
import { requirePage } from '@/lib/auth/session';
import { GET as auditRoute } from '@/app/api/audit-events/route';
import { prefetch } from '@/lib/queries/prefetch';
import { auditQueries } from '@/lib/queries/resources';

export const metadata: Metadata = { title: 'Audit log' };

export default async function AuditLogPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requirePage('/audit-log');
  const filters = ZAuditFilters.parse(await searchParams);
  const query = toAuditQuery(filters);
  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every change to your company's data: who made it, when, from where, and what it changed. Newest first."
        actions={<ExportButton kind="audit_events" filters={query} what="the audit log" />}
      />
      <AuditFilterForm filters={filters} />
      <HydrationBoundary state={await prefetch({ query: auditQueries.list(query), route: auditRoute })}>
        <AuditEventList filters={query} />
      </HydrationBoundary>
    </>
  );
}
