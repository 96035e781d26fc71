import type { Metadata } from 'next';
import { HydrationBoundary } from '@tanstack/react-query';
import { ExportsView } from '@/components/exports/exports-view';
import { PageHeader } from '@/components/ui/page-header';
import { GET as exportsRoute } from '@/app/api/exports/route';
import { requirePage } from '@/lib/auth/session';
import { exportQueries } from '@/lib/queries/exports';
import { prefetch } from '@/lib/queries/prefetch';

export const metadata: Metadata = { title: 'Exports' };

export default async function ExportsPage() {
  await requirePage('/exports');
  return (
    <>
      <PageHeader
        title="Exports"
        description="CSV and XLSX files of your lists, kept for 7 days. Start one with Export on a list's page; you get an e-mail when it is ready."
      />
      <HydrationBoundary state={await prefetch({ query: exportQueries.recent(), route: exportsRoute })}>
        <ExportsView />
      </HydrationBoundary>
    </>
  );
}
