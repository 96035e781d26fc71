'use client';

import { FilterForm } from '@/components/ui/filter-form';
import { CountrySelect } from '@/components/ui/country-select';
import { SelectField, TextField } from '@/components/ui/field';
import { describeStatusParam, QUOTE_STATUS_PARAMS, type TQuoteFilters } from './quote-filters';

/** Search, status, country and created-date filters of the quotes list; they live in the URL. */
export function QuoteFilterForm({ filters }: { filters: TQuoteFilters }) {
  // A URL may OR several statuses (`?status=quoted,approved`); the select then offers that combination too.
  const combined = filters.status?.includes(',') ? filters.status : null;
  return (
    <FilterForm label="Filter quotes" filters={filters}>
      <TextField
        label="Search"
        name="search"
        type="search"
        placeholder="Quote number, person, serial, tracking"
        defaultValue={filters.search ?? ''}
      />
      <SelectField label="Status" name="status" defaultValue={filters.status ?? ''}>
        <option value="">Any status</option>
        {Object.entries(QUOTE_STATUS_PARAMS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
        {combined ? <option value={combined}>{describeStatusParam(combined)}</option> : null}
      </SelectField>
      <CountrySelect name="country" emptyLabel="Any country" defaultValue={filters.country ?? ''} />
      <TextField label="Created from" name="created_after" type="date" defaultValue={filters.created_after ?? ''} />
      <TextField label="Created until" name="created_before" type="date" defaultValue={filters.created_before ?? ''} />
    </FilterForm>
  );
}
