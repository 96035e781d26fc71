import type { Metadata } from 'next';
import { WebhookList } from '@/components/webhooks/webhook-list';
import { PageHeader } from '@/components/ui/page-header';
import { requirePage } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Webhooks' };

export default async function WebhooksPage() {
  await requirePage('/webhooks');
  return (
    <>
      <PageHeader title="Webhooks" description="Endpoints that receive signed events." />
      <WebhookList />
    </>
  );
}
