import type { Metadata } from 'next';
import { DeviceActionWorkspace } from '@/components/operator/device-action-workspace';
import { requirePage } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Device action' };

export default async function OperatorDeviceActionPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePage('/operator/device-actions');
  const { id } = await params;
  return <DeviceActionWorkspace id={id} />;
}
