'use client';

import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { useQuoteDraft } from './quote-draft';

/** "Quote draft (N)": the way from the catalog to the quote builder. */
export function QuoteDraftLink() {
  const count = useQuoteDraft().length;
  return (
    <Link href="/quotes/new" className={buttonClass(count > 0 ? 'primary' : 'secondary')}>
      Quote draft ({count})
    </Link>
  );
}
