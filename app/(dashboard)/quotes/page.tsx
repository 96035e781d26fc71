import type { Metadata } from 'next';
import Link from 'next/link';
import { QuoteFilterForm } from '@/components/quotes/quote-filter-form';
import { toQuoteQuery, ZQuoteFilters } from '@/components/quotes/quote-filters';
import { QuoteList } from '@/components/quotes/quote-list';
import { buttonClass } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { ExportButton } from '@/components/exports/export-button';
import { can } from '@/lib/auth/roles';
import { requirePage } from '@/lib/auth/session';
import { HydrationBoundary } from '@tanstack/react-query';
import { GET as quotesRoute } from '@/app/api/quotes/route';
import { prefetch } from '@/lib/queries/prefetch';
import { quoteQueries } from '@/lib/queries/resources';

export const metadata: Metadata = { title: 'Quotes' };

export default async function QuotesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requirePage('/quotes');
  const filters = ZQuoteFilters.parse(await searchParams);
  const query = toQuoteQuery(filters);
  return (
    <>
      <PageHeader
        title="Quotes"
        description="Hardware quotes priced by Loadout, newest first."
        actions={
          <div className="flex flex-wrap items-start gap-2">
            <ExportButton kind="quotes" filters={query} what="the quotes" />
            {can(user.role, 'write') ? (
              <Link href="/quotes/new" className={buttonClass('primary')}>
                New quote
              </Link>
            ) : null}
          </div>
        }
      />
      <QuoteFilterForm filters={filters} />
      <HydrationBoundary state={await prefetch({ query: quoteQueries.list(query), route: quotesRoute })}>
        <QuoteList filters={query} />
      </HydrationBoundary>
    </>
  );
}
