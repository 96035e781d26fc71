import type { Metadata } from 'next';
import { SearchResults } from '@/components/operator/search-results';
import { PageHeader } from '@/components/ui/page-header';
import { requirePage } from '@/lib/auth/session';
import { ZTextParam } from '@/lib/queries/url-filters';

export const metadata: Metadata = { title: 'Search' };

export default async function OperatorSearchPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requirePage('/operator/search');
  const query = ZTextParam.parse((await searchParams).q) ?? '';
  return (
    <>
      <PageHeader
        title="Search"
        description="Quotes and device actions of every company, by number or reference, company, requester, recipient, serial number or tracking code."
      />
      <SearchResults query={query} />
    </>
  );
}
