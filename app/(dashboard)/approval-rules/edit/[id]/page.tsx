import type { Metadata } from 'next';
import Link from 'next/link';
import { HydrationBoundary } from '@tanstack/react-query';
import { EditRule } from '@/components/approval-rules/edit-rule';
import { PageHeader } from '@/components/ui/page-header';
import { GET as ruleRoute } from '@/app/api/approval-rules/[id]/route';
import { GET as employeesRoute } from '@/app/api/employees/route';
import { requirePage } from '@/lib/auth/session';
import { approvalRuleQueries, directoryDepartmentQueries } from '@/lib/queries/approval-rules';
import { prefetch } from '@/lib/queries/prefetch';

export const metadata: Metadata = { title: 'Edit approval rule' };

// Editing only: managers read the rules on the list.
export default async function EditApprovalRulePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requirePage(`/approval-rules/edit/${id}`);
  return (
    <>
      <Link href="/approval-rules" className="mb-2 inline-block text-sm text-accent underline">
        ← All approval rules
      </Link>
      <PageHeader title="Edit approval rule" />
      <HydrationBoundary
        state={await prefetch(
          { query: approvalRuleQueries.detail(id), route: ruleRoute, params: { id } },
          { query: directoryDepartmentQueries.list(), route: employeesRoute },
        )}
      >
        <EditRule id={id} />
      </HydrationBoundary>
    </>
  );
}
