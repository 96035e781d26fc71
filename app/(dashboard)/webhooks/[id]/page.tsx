import type { Metadata } from 'next';
import Link from 'next/link';
import { EndpointTestArrivals } from '@/components/webhooks/test-receiver-arrivals';
import { WebhookDetail } from '@/components/webhooks/webhook-detail';
import { PageHeader } from '@/components/ui/page-header';
import { can } from '@/lib/auth/roles';
import { requirePage } from '@/lib/auth/session';
import { dashboardEnv } from '@/lib/env';
import { HydrationBoundary } from '@tanstack/react-query';
import { GET as webhookRoute } from '@/app/api/webhooks/[id]/route';
import { prefetch } from '@/lib/queries/prefetch';
import { webhookQueries } from '@/lib/queries/resources';

export const metadata: Metadata = { title: 'Webhook endpoint' };

export default async function WebhookPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requirePage('/webhooks');
  const { id } = await params;
  return (
    <>
      <Link href="/webhooks" className="mb-2 inline-block text-sm text-accent underline">
        ← All webhooks
      </Link>
      <PageHeader title="Webhook endpoint" />
      <HydrationBoundary
        state={await prefetch({ query: webhookQueries.detail(id), route: webhookRoute, params: { id } })}
      >
        <WebhookDetail id={id} canWrite={can(user.role, 'write')} />
      </HydrationBoundary>
      {dashboardEnv().LOADOUT_DEMO_RECEIVER_URL && can(user.role, 'write') ? (
        <EndpointTestArrivals endpointId={id} />
      ) : null}
    </>
  );
}
