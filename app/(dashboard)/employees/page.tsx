import type { Metadata } from 'next';
import { EmployeeList } from '@/components/employees/employee-list';
import { PageHeader } from '@/components/ui/page-header';
import { requirePage } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Employees' };

export default async function EmployeesPage() {
  await requirePage('/employees');
  return (
    <>
      <PageHeader title="Employees" description="The directory, synced from your HRIS." />
      <EmployeeList />
    </>
  );
}
