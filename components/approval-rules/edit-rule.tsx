'use client';

import { useQuery } from '@tanstack/react-query';
import { ErrorMessage } from '@/components/ui/error-message';
import { TableSkeleton } from '@/components/ui/resource-table';
import { approvalRuleQueries } from '@/lib/queries/approval-rules';
import { RuleForm } from './rule-form';

/** The form, once the rule is loaded. */
export function EditRule({ id }: { id: string }) {
  const rule = useQuery(approvalRuleQueries.detail(id));
  if (rule.isPending) return <TableSkeleton columns={2} rows={6} />;
  if (rule.isError) return <ErrorMessage error={rule.error} onRetry={() => void rule.refetch()} />;
  return <RuleForm rule={rule.data} />;
}
