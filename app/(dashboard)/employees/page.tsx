import type { Metadata } from 'next';
import { EmployeeList } from '@/components/employees/employee-list';
import { ZEmployeeFilters } from '@/components/employees/employee-filters';
import { PageHeader } from '@/components/ui/page-header';
import { ExportButton } from '@/components/exports/export-button';
import { can } from '@/lib/auth/roles';
import { requirePage } from '@/lib/auth/session';
import { OffboardingList } from '@/components/employees/offboarding-list';
import { ScimTokenSection } from '@/components/employees/scim-token-section';
import { HydrationBoundary } from '@tanstack/react-query';
import { GET as employeesRoute } from '@/app/api/employees/route';
import { GET as offboardingRoute } from '@/app/api/offboarding-cases/route';
import { GET as onboardingRoute } from '@/app/api/onboarding-cases/route';
import { LifecycleBoard } from '@/components/employees/lifecycle-board';
import { prefetch } from '@/lib/queries/prefetch';
import { employeeQueries, offboardingQueries, onboardingQueries } from '@/lib/queries/resources';

export const metadata: Metadata = { title: 'Employees' };

export default async function EmployeesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requirePage('/employees');
  const filters = ZEmployeeFilters.parse(await searchParams);
  return (
    <>
      <PageHeader
        title="Employees"
        description="The directory, kept in step by your HRIS imports or your identity provider (SCIM)."
        actions={<ExportButton kind="employees" filters={filters} what="the directory" />}
      />
      <HydrationBoundary
        state={await prefetch(
          { query: employeeQueries.list(filters), route: employeesRoute },
          { query: offboardingQueries.open(), route: offboardingRoute },
          { query: onboardingQueries.upcoming(), route: onboardingRoute },
        )}
      >
        <div className="mb-10">
          <LifecycleBoard />
        </div>
        <EmployeeList filters={filters} />
        <div className="mt-10">
          <OffboardingList />
        </div>
      </HydrationBoundary>
      {can(user.role, 'write') ? (
        <div className="mt-10">
          <ScimTokenSection owner={{ kind: 'company' }} />
        </div>
      ) : null}
    </>
  );
}
