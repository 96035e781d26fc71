import type { Metadata } from 'next';
import { FulfilmentBoard } from '@/components/operator/fulfilment-board';
import { PageHeader } from '@/components/ui/page-header';
import { requirePage } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Fulfilment' };

export default async function FulfilmentPage() {
  await requirePage('/operator/fulfilment');
  return (
    <>
      <PageHeader title="Fulfilment" description="Accepted items and their recipients: add tracking, confirm delivery, ask for input." />
      <FulfilmentBoard />
    </>
  );
}
