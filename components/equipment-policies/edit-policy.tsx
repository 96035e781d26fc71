'use client';

import { useQuery } from '@tanstack/react-query';
import { ErrorMessage } from '@/components/ui/error-message';
import { TableSkeleton } from '@/components/ui/resource-table';
import { equipmentPolicyQueries } from '@/lib/queries/equipment-policies';
import { PolicyForm } from './policy-form';

/** The form, once the policy is loaded. */
export function EditPolicy({ id }: { id: string }) {
  const policy = useQuery(equipmentPolicyQueries.detail(id));
  if (policy.isPending) return <TableSkeleton columns={2} rows={6} />;
  if (policy.isError) return <ErrorMessage error={policy.error} onRetry={() => void policy.refetch()} />;
  return <PolicyForm policy={policy.data} />;
}
