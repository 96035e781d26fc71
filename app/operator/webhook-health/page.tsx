import type { Metadata } from 'next';
import { WebhookHealthList } from '@/components/operator/webhook-health-list';
import { PageHeader } from '@/components/ui/page-header';
import { requirePage } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Webhook health' };

export default async function WebhookHealthPage() {
  await requirePage('/operator/webhook-health');
  return (
    <>
      <PageHeader
        title="Webhook health"
        description="Endpoints across companies whose deliveries fail, or that were disabled."
      />
      <WebhookHealthList />
    </>
  );
}
