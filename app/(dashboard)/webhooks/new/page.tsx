import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { WebhookCreateForm } from '@/components/webhooks/webhook-create-form';
import { PageHeader } from '@/components/ui/page-header';
import { can } from '@/lib/auth/roles';
import { requirePage } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Add webhook endpoint' };

export default async function NewWebhookPage() {
  const user = await requirePage('/webhooks');
  if (!can(user.role, 'write')) redirect('/webhooks');
  return (
    <>
      <PageHeader title="Add webhook endpoint" description="Choose where Loadout sends events and which events it sends." />
      <WebhookCreateForm />
    </>
  );
}
