import type { Metadata } from 'next';
import Link from 'next/link';
import { HydrationBoundary } from '@tanstack/react-query';
import { PolicyForm } from '@/components/equipment-policies/policy-form';
import { PageHeader } from '@/components/ui/page-header';
import { GET as kitsRoute } from '@/app/api/kits/route';
import { GET as productsRoute } from '@/app/api/products/route';
import { requirePage } from '@/lib/auth/session';
import { policyChoiceQueries } from '@/lib/queries/equipment-policies';
import { prefetch } from '@/lib/queries/prefetch';

export const metadata: Metadata = { title: 'New equipment policy' };

export default async function NewEquipmentPolicyPage() {
  await requirePage('/equipment-policies/new');
  return (
    <>
      <Link href="/equipment-policies" className="mb-2 inline-block text-sm text-accent underline">
        ← All equipment policies
      </Link>
      <PageHeader title="New equipment policy" description="The rule goes after the others, before the default rule." />
      <HydrationBoundary
        state={await prefetch(
          { query: policyChoiceQueries.kits(), route: kitsRoute },
          { query: policyChoiceQueries.products(), route: productsRoute },
        )}
      >
        <PolicyForm />
      </HydrationBoundary>
    </>
  );
}
