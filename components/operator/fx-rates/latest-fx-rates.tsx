'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { formatDate } from '@/lib/dates';
import { fxRateQueries } from '@/lib/queries/fx-rates';
import { hrefWithFilters } from '@/lib/queries/url-filters';
import { DataTable, type Column } from '@/components/ui/data-table';
import { ErrorMessage } from '@/components/ui/error-message';
import { TableSkeleton } from '@/components/ui/resource-table';

type LatestRate = { currency: string; per_eur: string; day: string };

const COLUMNS: Column<LatestRate>[] = [
  { header: 'Currency', cell: (rate) => <span className="font-mono">{rate.currency}</span> },
  { header: 'Per 1 EUR', cell: (rate) => <span className="font-mono tabular-nums">{rate.per_eur}</span> },
  { header: 'Published for', cell: (rate) => formatDate(rate.day), className: 'whitespace-nowrap' },
  {
    header: 'Older days',
    cell: (rate) => (
      <Link
        href={hrefWithFilters('/operator/fx-rates', { currency: rate.currency })}
        scroll={false}
        className="text-accent underline"
      >
        History of {rate.currency}
      </Link>
    ),
  },
];

/** Per currency, the rate that holds today: its latest, and the day it was published for. */
export function LatestFxRates() {
  const query = useQuery(fxRateQueries.effective());
  return (
    <section aria-labelledby="latest-fx-rates" className="space-y-3">
      <h2 id="latest-fx-rates" className="text-lg font-semibold">
        Latest rates
      </h2>
      {query.isPending ? (
        <TableSkeleton columns={COLUMNS.length} rows={4} />
      ) : query.isError ? (
        <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable
          rows={query.data.rates}
          columns={COLUMNS}
          rowKey={(rate) => rate.currency}
          caption={`The reference rate of each currency on ${formatDate(query.data.day)}`}
          empty="No rates yet: import the ECB’s file above, and conversions of every company can use them."
        />
      )}
    </section>
  );
}
