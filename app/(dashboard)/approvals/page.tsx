import type { Metadata } from 'next';
import { HydrationBoundary } from '@tanstack/react-query';
import { getTranslations } from 'next-intl/server';
import { ApprovalsInbox } from '@/components/approvals/approvals-inbox';
import { PageHeader } from '@/components/ui/page-header';
import { GET as requestsRoute } from '@/app/api/approval-requests/route';
import { requirePage } from '@/lib/auth/session';
import { prefetch } from '@/lib/queries/prefetch';
import { approvalQueries } from '@/lib/queries/resources';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Approvals'))('title') };
}

// The approvals inbox: what waits for the signed-in user, oldest first, then every request still waiting.
export default async function ApprovalsPage() {
  await requirePage('/approvals');
  const t = await getTranslations('Approvals');
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <HydrationBoundary
        state={await prefetch(
          { query: approvalQueries.inbox(), route: requestsRoute },
          { query: approvalQueries.list({ status: 'pending' }), route: requestsRoute },
        )}
      >
        <ApprovalsInbox />
      </HydrationBoundary>
    </>
  );
}
