'use client';

import { useState } from 'react';
import { PRODUCT_FILTERS, type TProductFilter } from '@/lib/contract/catalog';
import { Button } from '@/components/ui/button';
import { SearchForm } from './search-form';
import { FILTER_LABELS, selectedValues, type TCatalogParams } from './catalog-params';

type Props = {
  params: TCatalogParams;
  available: Record<TProductFilter, string[]>;
  onChange: (next: Partial<TCatalogParams>) => void;
};

const OPEN_BY_DEFAULT: readonly TProductFilter[] = ['product_type', 'brand'];

/** The search and one checkbox group per filter the API offers; values checked in one group mean OR. */
export function ProductFilters({ params, available, onChange }: Props) {
  const [openGroups, setOpenGroups] = useState<TProductFilter[]>(() =>
    PRODUCT_FILTERS.filter((filter) => OPEN_BY_DEFAULT.includes(filter) || selectedValues(params, filter).length > 0),
  );
  const isFiltered = Boolean(params.search) || PRODUCT_FILTERS.some((filter) => params[filter]);

  function toggle(filter: TProductFilter, value: string, checked: boolean) {
    const values = selectedValues(params, filter).filter((selected) => selected.toLowerCase() !== value.toLowerCase());
    const next = checked ? [...values, value] : values;
    onChange({ [filter]: next.length ? next.join(',') : undefined });
  }

  return (
    <div className="space-y-4">
      <SearchForm
        id="catalog-search"
        label="Search products"
        landmark="Products"
        placeholder="Brand, model or name"
        value={params.search}
        onSearch={(search) => onChange({ search })}
      />
      {PRODUCT_FILTERS.map((filter) => {
        const selected = selectedValues(params, filter).map((value) => value.toLowerCase());
        const values = available[filter];
        if (values.length === 0) return null;
        return (
          <details
            key={filter}
            open={openGroups.includes(filter)}
            onToggle={(event) => {
              const isOpen = event.currentTarget.open;
              setOpenGroups((groups) =>
                isOpen ? [...new Set([...groups, filter])] : groups.filter((group) => group !== filter),
              );
            }}
            className="rounded-md border border-line bg-raised"
          >
            <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-fg">
              {FILTER_LABELS[filter]}
              {selected.length ? <span className="text-muted"> ({selected.length} selected)</span> : null}
            </summary>
            <fieldset className="max-h-64 space-y-1 overflow-y-auto border-t border-line px-3 py-2">
              <legend className="sr-only">{FILTER_LABELS[filter]}</legend>
              {values.map((value) => (
                <label key={value} className="flex items-center gap-2 text-sm text-fg">
                  <input
                    type="checkbox"
                    checked={selected.includes(value.toLowerCase())}
                    onChange={(event) => toggle(filter, value, event.target.checked)}
                    className="h-4 w-4 rounded border-line-strong"
                  />
                  {value}
                </label>
              ))}
            </fieldset>
          </details>
        );
      })}
      {isFiltered ? (
        <Button
          variant="ghost"
          onClick={() =>
            onChange({ search: undefined, ...Object.fromEntries(PRODUCT_FILTERS.map((filter) => [filter, undefined])) })
          }
        >
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}
