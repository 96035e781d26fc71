import { z } from 'zod';
import { parseQuoteStatus, QUOTE_STATUSES, type TQuoteStatus } from '@/lib/contract/quotes';
import { toCountryCode } from '@/lib/countries';
import type { ListFilters } from '@/lib/queries/list';
import { tolerantParam, withDayRange, ZDayParam, ZTextParam } from '@/lib/queries/url-filters';

// The quotes list's filters as the URL carries them; the server page parses, the list reads them.

/** `In Progress` → `in_progress`, as the URL and the API's filter take it. */
export function toStatusParam(status: TQuoteStatus): string {
  return status.toLowerCase().replaceAll(' ', '_');
}

export const QUOTE_STATUS_PARAMS = Object.fromEntries(
  QUOTE_STATUSES.map((status) => [toStatusParam(status), status]),
) as Record<string, TQuoteStatus>;

/** `Quoted,approved` (any spelling the API takes, comma = OR) → `quoted,approved`; unknown statuses are dropped. */
const ZStatusParam = z
  .string()
  .transform((value) =>
    [
      ...new Set(
        value
          .split(',')
          .map(parseQuoteStatus)
          .filter((status) => status !== null),
      ),
    ]
      .map(toStatusParam)
      .join(','),
  )
  .pipe(z.string().min(1));

export const ZQuoteFilters = z.object({
  search: ZTextParam,
  status: tolerantParam(ZStatusParam),
  // A code (`DE`) from the country select; a name from an older link is turned into its code.
  country: tolerantParam(
    z
      .string()
      .trim()
      .transform((value) => toCountryCode(value))
      .pipe(z.string()),
  ),
  created_after: ZDayParam,
  created_before: ZDayParam,
});
export type TQuoteFilters = z.infer<typeof ZQuoteFilters>;

/** `quoted,approved` → `Quoted or Approved`. */
export function describeStatusParam(param: string): string {
  return param
    .split(',')
    .map((part) => QUOTE_STATUS_PARAMS[part] ?? part)
    .join(' or ');
}

/** The API's query: the date range covers whole UTC days, both ends included. */
export function toQuoteQuery(filters: TQuoteFilters): ListFilters {
  return withDayRange(filters, 'created_after', 'created_before');
}
