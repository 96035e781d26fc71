import type { Metadata } from 'next';
import Link from 'next/link';
import { HydrationBoundary } from '@tanstack/react-query';
import { RuleList } from '@/components/approval-rules/rule-list';
import { buttonClass } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { GET as rulesRoute } from '@/app/api/approval-rules/route';
import { can } from '@/lib/auth/roles';
import { requirePage } from '@/lib/auth/session';
import { approvalRuleQueries } from '@/lib/queries/approval-rules';
import { prefetch } from '@/lib/queries/prefetch';

export const metadata: Metadata = { title: 'Approval rules' };

export default async function ApprovalRulesPage() {
  const user = await requirePage('/approval-rules');
  const canWrite = can(user.role, 'write');
  return (
    <>
      <PageHeader
        title="Approval rules"
        description="Which quotes need whose approval. Rules are evaluated from the top: the first active rule that covers a quote names its approvers."
        actions={
          canWrite ? (
            <Link href="/approval-rules/new" className={buttonClass('primary')}>
              New rule
            </Link>
          ) : null
        }
      />
      <HydrationBoundary state={await prefetch({ query: approvalRuleQueries.list(), route: rulesRoute })}>
        <RuleList canWrite={canWrite} />
      </HydrationBoundary>
    </>
  );
}
