import type { Metadata } from 'next';
import Link from 'next/link';
import { TestReceiverPanel } from '@/components/webhooks/test-receiver-panel';
import { WebhookList } from '@/components/webhooks/webhook-list';
import { buttonClass } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { can } from '@/lib/auth/roles';
import { requirePage } from '@/lib/auth/session';
import { dashboardEnv } from '@/lib/env';
import { HydrationBoundary } from '@tanstack/react-query';
import { GET as webhooksRoute } from '@/app/api/webhooks/route';
import { prefetch } from '@/lib/queries/prefetch';
import { webhookQueries } from '@/lib/queries/resources';

export const metadata: Metadata = { title: 'Webhooks' };

export default async function WebhooksPage() {
  const user = await requirePage('/webhooks');
  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Endpoints that receive signed events about quotes and device actions."
        actions={
          can(user.role, 'write') ? (
            <Link href="/webhooks/new" className={buttonClass('primary')}>
              Add endpoint
            </Link>
          ) : null
        }
      />
      <HydrationBoundary state={await prefetch({ query: webhookQueries.list(), route: webhooksRoute })}>
        <WebhookList />
      </HydrationBoundary>
      {dashboardEnv().LOADOUT_DEMO_RECEIVER_URL && can(user.role, 'write') ? <TestReceiverPanel /> : null}
    </>
  );
}
