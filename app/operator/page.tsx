import type { Metadata } from 'next';
import { ReviewQueue } from '@/components/operator/review-queue';
import { PageHeader } from '@/components/ui/page-header';
import { requirePage } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Review queue' };

export default async function ReviewQueuePage() {
  await requirePage('/operator');
  return (
    <>
      <PageHeader title="Review queue" description="Quotes waiting for pricing across companies, oldest first." />
      <ReviewQueue />
    </>
  );
}
