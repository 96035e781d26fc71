import type { Metadata } from 'next';
import { ClearanceBoard } from '@/components/operator/clearance-board';
import { PageHeader } from '@/components/ui/page-header';
import { requirePage } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Clearance' };

export default async function ClearancePage() {
  await requirePage('/operator/clearance');
  return (
    <>
      <PageHeader
        title="Clearance"
        description="Returned devices every company sent to clearance, oldest first: record each erasure (which issues its certificate), then its resale or recycling."
      />
      <ClearanceBoard />
    </>
  );
}
