import type { Metadata } from 'next';
import { FulfilmentBoard } from '@/components/operator/fulfilment-board';
import { PageHeader } from '@/components/ui/page-header';
import { requirePage } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Fulfilment' };

export default async function FulfilmentPage() {
  await requirePage('/operator/fulfilment');
  return (
    <>
      <PageHeader
        title="Fulfilment"
        description="Every accepted item not yet delivered, whatever its quote’s status: add tracking, confirm delivery with the serial numbers, ask for input."
      />
      <FulfilmentBoard />
    </>
  );
}
