'use client';

import Link from 'next/link';
import { DeviceActionList } from '@/components/device-actions/device-action-list';
import { QuoteList } from '@/components/quotes/quote-list';

export function Overview() {
  return (
    <div className="space-y-8">
      <section aria-labelledby="recent-quotes">
        <div className="mb-3 flex items-baseline justify-between">
          <h2 id="recent-quotes" className="text-lg font-semibold">
            Quotes
          </h2>
          <Link href="/quotes" className="text-sm text-brand-700 underline">
            All quotes
          </Link>
        </div>
        <QuoteList />
      </section>
      <section aria-labelledby="recent-actions">
        <div className="mb-3 flex items-baseline justify-between">
          <h2 id="recent-actions" className="text-lg font-semibold">
            Device actions
          </h2>
          <Link href="/device-actions" className="text-sm text-brand-700 underline">
            All device actions
          </Link>
        </div>
        <DeviceActionList />
      </section>
    </div>
  );
}
