'use client';

import type { ReactNode } from 'react';
import type { ListFilters } from '@/lib/queries/list';
import { useApplyFilters } from '@/lib/queries/use-apply-filters';
import { readFilterForm } from '@/lib/queries/url-filters';
import { Button } from './button';

/**
 * The filters of a list page, kept in the URL: "Apply filters" (or Enter, or changing a select) writes the named
 * controls to the query string; the controls start from `filters`, the page's parsed search params.
 */
export function FilterForm({ label, filters, children }: { label: string; filters: ListFilters; children: ReactNode }) {
  const apply = useApplyFilters();
  const isFiltered = Object.values(filters).some(Boolean);
  return (
    <form
      key={JSON.stringify(filters)}
      role="search"
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        apply(readFilterForm(event.currentTarget));
      }}
      onChange={(event) => {
        if (event.target instanceof HTMLSelectElement) event.currentTarget.requestSubmit();
      }}
      className="mb-4 grid gap-3 rounded-lg border border-line bg-raised p-4 sm:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(10rem,1fr))] lg:items-end"
    >
      {children}
      <div className="flex gap-2">
        <Button type="submit">Apply filters</Button>
        {isFiltered ? (
          <Button variant="secondary" onClick={() => apply({})}>
            Clear
          </Button>
        ) : null}
      </div>
    </form>
  );
}
