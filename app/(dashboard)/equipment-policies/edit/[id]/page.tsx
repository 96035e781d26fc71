import type { Metadata } from 'next';
import Link from 'next/link';
import { HydrationBoundary } from '@tanstack/react-query';
import { EditPolicy } from '@/components/equipment-policies/edit-policy';
import { PageHeader } from '@/components/ui/page-header';
import { GET as policyRoute } from '@/app/api/equipment-policies/[id]/route';
import { GET as kitsRoute } from '@/app/api/kits/route';
import { GET as productsRoute } from '@/app/api/products/route';
import { requirePage } from '@/lib/auth/session';
import { equipmentPolicyQueries, policyChoiceQueries } from '@/lib/queries/equipment-policies';
import { prefetch } from '@/lib/queries/prefetch';

export const metadata: Metadata = { title: 'Edit equipment policy' };

// Editing only: managers read the rules on the list.
export default async function EditEquipmentPolicyPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requirePage(`/equipment-policies/edit/${id}`);
  return (
    <>
      <Link href="/equipment-policies" className="mb-2 inline-block text-sm text-accent underline">
        ← All equipment policies
      </Link>
      <PageHeader title="Edit equipment policy" />
      <HydrationBoundary
        state={await prefetch(
          { query: equipmentPolicyQueries.detail(id), route: policyRoute, params: { id } },
          { query: policyChoiceQueries.kits(), route: kitsRoute },
          { query: policyChoiceQueries.products(), route: productsRoute },
        )}
      >
        <EditPolicy id={id} />
      </HydrationBoundary>
    </>
  );
}
