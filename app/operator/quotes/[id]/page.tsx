import type { Metadata } from 'next';
import { QuoteWorkspace } from '@/components/operator/quote-workspace';
import { requirePage } from '@/lib/auth/session';
import { HydrationBoundary } from '@tanstack/react-query';
import { GET as operatorQuoteRoute } from '@/app/api/operator/quotes/[id]/route';
import { prefetch } from '@/lib/queries/prefetch';
import { operatorQuoteQueries } from '@/lib/queries/operator-queues';

export const metadata: Metadata = { title: 'Quote' };

export default async function OperatorQuotePage({ params }: { params: Promise<{ id: string }> }) {
  await requirePage('/operator');
  const { id } = await params;
  return (
    <HydrationBoundary
      state={await prefetch({ query: operatorQuoteQueries.detail(id), route: operatorQuoteRoute, params: { id } })}
    >
      <QuoteWorkspace id={id} />
    </HydrationBoundary>
  );
}
