import type { Metadata } from 'next';
import Link from 'next/link';
import { HydrationBoundary } from '@tanstack/react-query';
import { PolicyList } from '@/components/equipment-policies/policy-list';
import { buttonClass } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { GET as policiesRoute } from '@/app/api/equipment-policies/route';
import { GET as kitsRoute } from '@/app/api/kits/route';
import { GET as productsRoute } from '@/app/api/products/route';
import { can } from '@/lib/auth/roles';
import { requirePage } from '@/lib/auth/session';
import { equipmentPolicyQueries, policyChoiceQueries } from '@/lib/queries/equipment-policies';
import { prefetch } from '@/lib/queries/prefetch';

export const metadata: Metadata = { title: 'Equipment policies' };

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
      <HydrationBoundary
        state={await prefetch(
          { query: equipmentPolicyQueries.list(), route: policiesRoute },
          { query: policyChoiceQueries.kits(), route: kitsRoute },
          { query: policyChoiceQueries.products(), route: productsRoute },
        )}
      >
        <PolicyList canWrite={canWrite} />
      </HydrationBoundary>
    </>
  );
}
