import type { Metadata } from 'next';
import { EmployeeDetail } from '@/components/employees/employee-detail';
import { can } from '@/lib/auth/roles';
import { requirePage } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Employee' };

// One entry of the employee directory, with the devices the person holds.
export default async function EmployeePage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requirePage('/employees');
  const { id } = await params;
  return <EmployeeDetail id={id} canWrite={can(user.role, 'write')} />;
}
