import type { Metadata } from 'next';
import { CompanyList } from '@/components/operator/companies/company-list';
import { CreateCompanyForm } from '@/components/operator/companies/create-company-form';
import { PageHeader } from '@/components/ui/page-header';
import { requirePage } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Companies' };

export default async function CompaniesPage() {
  await requirePage('/operator/companies');
  return (
    <>
      <PageHeader
        title="Companies"
        description="Customer companies, their API access and keys, kits and employee imports. Newest first."
      />
      <CreateCompanyForm />
      <CompanyList />
    </>
  );
}
