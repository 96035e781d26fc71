import type { Metadata } from 'next';
import { EmployeeList } from '@/components/employees/employee-list';
import { ZEmployeeFilters } from '@/components/employees/employee-filters';
import { PageHeader } from '@/components/ui/page-header';
import { requirePage } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Employees' };

export default async function EmployeesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requirePage('/employees');
  return (
    <>
      <PageHeader title="Employees" description="The directory, synced from your HRIS." />
      <EmployeeList filters={ZEmployeeFilters.parse(await searchParams)} />
    </>
  );
}
