import type { Metadata } from 'next';
import { EmployeeDetail } from '@/components/employees/employee-detail';
import { can } from '@/lib/auth/roles';
import { requirePage } from '@/lib/auth/session';
import { HydrationBoundary } from '@tanstack/react-query';
import { GET as employeeRoute } from '@/app/api/employees/[id]/route';
import { GET as offboardingRoute } from '@/app/api/offboarding-cases/route';
import { GET as onboardingRoute } from '@/app/api/onboarding-cases/route';
import { dayOf as isoDay } from '@/lib/dates';
import { prefetch } from '@/lib/queries/prefetch';
import { employeeQueries, offboardingQueries, onboardingQueries } from '@/lib/queries/resources';

export const metadata: Metadata = { title: 'Employee' };

// One entry of the employee directory, with the devices the person holds and, for a leaver, their offboarding case.
export default async function EmployeePage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requirePage('/employees');
  const { id } = await params;
  return (
    <HydrationBoundary
      state={await prefetch(
        { query: employeeQueries.detail(id), route: employeeRoute, params: { id } },
        { query: offboardingQueries.ofEmployee(id), route: offboardingRoute },
        { query: onboardingQueries.ofEmployee(id), route: onboardingRoute },
      )}
    >
      <EmployeeDetail id={id} canWrite={can(user.role, 'write')} canAudit={can(user.role, 'audit')} today={isoDay()} />
    </HydrationBoundary>
  );
}
