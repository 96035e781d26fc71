import type { Metadata } from 'next';
import { DeviceDetail } from '@/components/inventory/device-detail';
import { can } from '@/lib/auth/roles';
import { requirePage } from '@/lib/auth/session';
import { dayOf as isoDay } from '@/lib/dates';

type Props = { params: Promise<{ serial: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Device ${decodeURIComponent((await params).serial)}` };
}

// One device by its serial number, the key device actions name it by too.
export default async function DevicePage({ params }: Props) {
  const user = await requirePage('/inventory');
  const serial = decodeURIComponent((await params).serial);
  return (
    <DeviceDetail
      serial={serial}
      today={isoDay()}
      canWrite={can(user.role, 'write')}
      canAudit={can(user.role, 'audit')}
    />
  );
}
