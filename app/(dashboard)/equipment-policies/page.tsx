import type { Metadata } from 'next';
import Link from 'next/link';
import { HydrationBoundary } from '@tanstack/react-query';
import { PolicyList } from '@/components/equipment-policies/policy-list';
import { buttonClass } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { MATCH_SAMPLE } from '@/components/equipment-policies/describe';
import { GET as matchesRoute } from '@/app/api/equipment-policies/[id]/matches/route';
import { GET as policiesRoute } from '@/app/api/equipment-policies/route';
import { GET as kitsRoute } from '@/app/api/kits/route';
import { GET as productsRoute } from '@/app/api/products/route';
import type { TEquipmentPolicy } from '@/lib/contract/equipment-policies';
import { can } from '@/lib/auth/roles';
import { requirePage } from '@/lib/auth/session';
import { equipmentPolicyQueries, policyChoiceQueries } from '@/lib/queries/equipment-policies';
import { prefetch } from '@/lib/queries/prefetch';

export const metadata: Metadata = { title: 'Equipment policies' };

/** The rules, the kits and products they name, then whom each rule applies to: the page arrives complete. */
async function prefetchPolicies() {
  const listed = await prefetch(
    { query: equipmentPolicyQueries.list(), route: policiesRoute },
    { query: policyChoiceQueries.kits(), route: kitsRoute },
    { query: policyChoiceQueries.products(), route: productsRoute },
  );
  const listKey = JSON.stringify(equipmentPolicyQueries.list().queryKey);
  const policies = listed.queries.find((query) => JSON.stringify(query.queryKey) === listKey)?.state.data as
    TEquipmentPolicy[] | undefined;
  if (!policies?.length) return listed;
  const matches = await prefetch(
    ...policies.map((policy) => ({
      query: equipmentPolicyQueries.matches(policy.id, MATCH_SAMPLE),
      route: matchesRoute,
      params: { id: policy.id },
    })),
  );
  return { ...listed, queries: [...listed.queries, ...matches.queries] };
}

export default async function EquipmentPoliciesPage() {
  const user = await requirePage('/equipment-policies');
  const canWrite = can(user.role, 'write');
  return (
    <>
      <PageHeader
        title="Equipment policies"
        description="Who gets what. Rules are evaluated from the top: each employee gets the first rule they match."
        actions={
          canWrite ? (
            <Link href="/equipment-policies/new" className={buttonClass('primary')}>
              New policy
            </Link>
          ) : null
        }
      />
      <HydrationBoundary state={await prefetchPolicies()}>
        <PolicyList canWrite={canWrite} />
      </HydrationBoundary>
    </>
  );
}
