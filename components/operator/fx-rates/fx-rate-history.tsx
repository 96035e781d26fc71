'use client';

import type { TFxRate } from '@/lib/contract/fx-rates';
import { formatDate, formatDateTime } from '@/lib/dates';
import { fxRateQueries } from '@/lib/queries/fx-rates';
import { TextField } from '@/components/ui/field';
import { FilterForm } from '@/components/ui/filter-form';
import { ResourceTable, type Column } from '@/components/ui/resource-table';
import type { TFxRateFilters } from './fx-rate-filters';

const COLUMNS: Column<TFxRate>[] = [
  { header: 'Day', cell: (rate) => formatDate(rate.day), className: 'whitespace-nowrap' },
  { header: 'Currency', cell: (rate) => <span className="font-mono">{rate.currency}</span> },
  { header: 'Per 1 EUR', cell: (rate) => <span className="font-mono tabular-nums">{rate.per_eur}</span> },
  { header: 'Imported', cell: (rate) => formatDateTime(rate.imported_at), className: 'whitespace-nowrap' },
];

/** Every stored rate, newest day first, with the currency and day filters in the URL. */
export function FxRateHistory({ filters }: { filters: TFxRateFilters }) {
  const isFiltered = Object.values(filters).some(Boolean);
  return (
    <section aria-labelledby="fx-rate-history" className="space-y-3">
      <h2 id="fx-rate-history" className="text-lg font-semibold">
        All rates
      </h2>
      <FilterForm label="Filter rates" filters={filters}>
        <TextField
          label="Currencies"
          name="currency"
          defaultValue={filters.currency ?? ''}
          placeholder="e.g. USD or USD,GBP"
        />
        <TextField label="From" name="from" type="date" defaultValue={filters.from ?? ''} />
        <TextField label="To" name="to" type="date" defaultValue={filters.to ?? ''} />
      </FilterForm>
      <ResourceTable
        query={fxRateQueries.list(filters)}
        columns={COLUMNS}
        rowKey={(rate) => `${rate.day} ${rate.currency}`}
        caption="Reference exchange rates, newest day first"
        empty={isFiltered ? 'No rate matches these filters.' : 'No rates yet: import the ECB’s file above.'}
      />
    </section>
  );
}
