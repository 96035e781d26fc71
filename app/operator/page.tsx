import type { Metadata } from 'next';
import { ReviewQueue } from '@/components/operator/review-queue';
import { PageHeader } from '@/components/ui/page-header';
import { requirePage } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Review queue' };

export default async function ReviewQueuePage() {
  await requirePage('/operator');
  return (
    <>
      <PageHeader
        title="Review queue"
        description="What waits across companies: quotes to price, answers from clients, and what waits on the clients."
      />
      <ReviewQueue />
    </>
  );
}
