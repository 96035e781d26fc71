import type { Metadata } from 'next';
import Link from 'next/link';
import { CompanyDetail } from '@/components/operator/companies/company-detail';
import { requirePage } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Company' };

export default async function CompanyPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePage('/operator/companies');
  const { id } = await params;
  return (
    <>
      <Link href="/operator/companies" className="mb-2 inline-block text-sm text-accent underline">
        ← All companies
      </Link>
      <CompanyDetail id={id} />
    </>
  );
}
