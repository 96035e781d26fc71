import type { Metadata } from 'next';
import Link from 'next/link';
import { HydrationBoundary } from '@tanstack/react-query';
import { RuleForm } from '@/components/approval-rules/rule-form';
import { PageHeader } from '@/components/ui/page-header';
import { GET as employeesRoute } from '@/app/api/employees/route';
import { requirePage } from '@/lib/auth/session';
import { directoryDepartmentQueries } from '@/lib/queries/approval-rules';
import { prefetch } from '@/lib/queries/prefetch';

export const metadata: Metadata = { title: 'New approval rule' };

export default async function NewApprovalRulePage() {
  await requirePage('/approval-rules/new');
  return (
    <>
      <Link href="/approval-rules" className="mb-2 inline-block text-sm text-accent underline">
        ← All approval rules
      </Link>
      <PageHeader title="New approval rule" description="The rule goes after the others." />
      <HydrationBoundary state={await prefetch({ query: directoryDepartmentQueries.list(), route: employeesRoute })}>
        <RuleForm />
      </HydrationBoundary>
    </>
  );
}
