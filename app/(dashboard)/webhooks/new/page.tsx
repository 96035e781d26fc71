import type { Metadata } from 'next';
import { WebhookCreateForm } from '@/components/webhooks/webhook-create-form';
import { PageHeader } from '@/components/ui/page-header';
import { requirePage } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Add webhook endpoint' };

export default async function NewWebhookPage() {
  await requirePage('/webhooks/new');
  return (
    <>
      <PageHeader
        title="Add webhook endpoint"
        description="Choose where Loadout sends events and which events it sends."
      />
      <WebhookCreateForm />
    </>
  );
}
