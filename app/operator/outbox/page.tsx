import type { Metadata } from 'next';
import { OutboxList } from '@/components/operator/outbox-list';
import { PageHeader } from '@/components/ui/page-header';
import { requirePage } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Outbox' };

export default async function OutboxPage() {
  await requirePage('/operator/outbox');
  return (
    <>
      <PageHeader
        title="Outbox"
        description="E-mails, tracker tasks and fulfilment orders the service produced — sent, or stored when no adapter is configured."
      />
      <OutboxList />
    </>
  );
}
