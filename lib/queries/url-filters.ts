// Filters kept in the URL: parsing them on the server page (tolerantly) and writing them back. Server-safe; the hook is in use-apply-filters.ts.
import { z } from 'zod';
import { ZDay } from '../dates';
import type { ListFilters } from './list';

/** A search param kept only when valid: a bad, empty or repeated value reads as absent, so a URL never breaks a page. */
export function tolerantParam<T extends z.ZodType>(schema: T) {
  return schema.optional().catch(undefined);
}

/** Free text in a search param: trimmed, 1–200 characters. */
export const ZTextParam = tolerantParam(z.string().trim().min(1).max(200));

/** A day (`2026-11-25`) in a search param, as the date inputs of the filter forms write it. */
export const ZDayParam = tolerantParam(ZDay);

/**
 * A list's filters as the API's query, with the day range `[after, before]` of the URL (say `created_after` and
 * `created_before`) as instants covering whole UTC days, both ends included.
 */
export function withDayRange(filters: ListFilters, after: string, before: string): ListFilters {
  return {
    ...filters,
    [after]: filters[after] ? `${filters[after]}T00:00:00.000Z` : undefined,
    [before]: filters[before] ? `${filters[before]}T23:59:59.999Z` : undefined,
  };
}

/** `pathname?filters` without the empty filters. */
export function hrefWithFilters(pathname: string, filters: ListFilters): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    const trimmed = value?.trim();
    if (trimmed) search.set(name, trimmed);
  }
  return search.size ? `${pathname}?${search}` : pathname;
}

/** The filters of a filter form's named controls, from its submit event. */
export function readFilterForm(form: HTMLFormElement): ListFilters {
  const filters: ListFilters = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') filters[name] = value;
  return filters;
}
