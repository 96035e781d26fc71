import type { Metadata } from 'next';
import Link from 'next/link';
import { QuoteDetail } from '@/components/quotes/quote-detail';
import { PageHeader } from '@/components/ui/page-header';
import { can } from '@/lib/auth/roles';
import { requirePage } from '@/lib/auth/session';
import { shortId } from '@/lib/format';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Quote ${shortId((await params).id)}` };
}

export default async function QuotePage({ params }: Props) {
  const user = await requirePage('/quotes');
  const { id } = await params;
  return (
    <>
      <Link href="/quotes" className="mb-2 inline-block text-sm text-brand-700 underline">
        ← All quotes
      </Link>
      <PageHeader title={`Quote ${shortId(id)}`} description={`Quote id ${id}`} />
      <QuoteDetail id={id} canDecide={can(user.role, 'decide_quote_items')} />
    </>
  );
}
