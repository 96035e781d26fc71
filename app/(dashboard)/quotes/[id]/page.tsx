import type { Metadata } from 'next';
import { QuoteDetail } from '@/components/quotes/quote-detail';
import { companyApi } from '@/lib/api/clients';
import { can, canSeePage } from '@/lib/auth/roles';
import { currentUser, requirePage } from '@/lib/auth/session';
import { HydrationBoundary } from '@tanstack/react-query';
import { GET as quoteRoute } from '@/app/api/quotes/[id]/route';
import { prefetch } from '@/lib/queries/prefetch';
import { quoteQueries } from '@/lib/queries/resources';

type Props = { params: Promise<{ id: string }> };

// The tab names the quote by its number, read for users who may see quotes (the page itself checks the same).
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const user = await currentUser();
  if (!user || !canSeePage(user.role, '/quotes')) return { title: 'Quote' };
  try {
    const { data } = await companyApi().GET('/api/v1/quotes/{id}', { params: { path: { id } } });
    return { title: data ? `Quote ${data.data.number}` : 'Quote' };
  } catch {
    return { title: 'Quote' };
  }
}

// One quote by its id or its number (`Q-2026-000123`); the heading and breadcrumbs name it by its number.
export default async function QuotePage({ params }: Props) {
  const user = await requirePage('/quotes');
  const { id } = await params;
  return (
    <HydrationBoundary state={await prefetch({ query: quoteQueries.detail(id), route: quoteRoute, params: { id } })}>
      <QuoteDetail
        id={id}
        canDecide={can(user.role, 'decide_quote_items')}
        canComment={can(user.role, 'comment_on_quotes')}
        canAudit={can(user.role, 'audit')}
      />
    </HydrationBoundary>
  );
}
