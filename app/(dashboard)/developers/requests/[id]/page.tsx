import type { Metadata } from 'next';
import Link from 'next/link';
import { HydrationBoundary } from '@tanstack/react-query';
import { GET as requestLogRoute } from '@/app/api/request-logs/[id]/route';
import { RequestLogDetail } from '@/components/developers/request-log-detail';
import { WebhookDeliveries } from '@/components/developers/webhook-deliveries';
import { PageHeader } from '@/components/ui/page-header';
import { requirePage } from '@/lib/auth/session';
import { prefetch } from '@/lib/queries/prefetch';
import { requestLogQueries } from '@/lib/queries/resources';

export const metadata: Metadata = { title: 'API request' };

export default async function RequestLogPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePage('/developers');
  const { id } = await params;
  return (
    <>
      <Link href="/developers" className="mb-2 inline-block text-sm text-accent underline">
        ← All API requests
      </Link>
      <PageHeader title="API request" description={`Request ${id}`} />
      <HydrationBoundary
        state={await prefetch({ query: requestLogQueries.detail(id), route: requestLogRoute, params: { id } })}
      >
        <div className="grid gap-10">
          <RequestLogDetail id={id} />
          <WebhookDeliveries />
        </div>
      </HydrationBoundary>
    </>
  );
}
