import { toCountryCode } from '@/lib/countries';

/**
 * The values to write, with `countryCode` (the ISO code recognised in `country`) whenever `country` is written, so
 * that the two columns never disagree. Every repo writes a country through this.
 */
export function withCountryCode<T extends { country?: string | null; countryCode?: string | null }>(values: T): T {
  if (values.country === undefined) return values;
  return { ...values, countryCode: values.country === null ? null : toCountryCode(values.country) };
}
