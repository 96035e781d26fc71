import type { Metadata } from 'next';
import { QuoteWorkspace } from '@/components/operator/quote-workspace';
import { requirePage } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Quote' };

export default async function OperatorQuotePage({ params }: { params: Promise<{ id: string }> }) {
  await requirePage('/operator');
  const { id } = await params;
  return <QuoteWorkspace id={id} />;
}
