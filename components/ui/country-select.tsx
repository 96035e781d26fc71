import type { SelectHTMLAttributes } from 'react';
import { COUNTRY_OPTIONS } from '@/lib/countries';
import { SelectField } from './field';

type Props = {
  label?: string;
  error?: string;
  hint?: string;
  emptyLabel?: string;
} & SelectHTMLAttributes<HTMLSelectElement>;

/**
 * A country chosen by name and sent as its code (`Germany` → `DE`), so no text the API would refuse can be entered.
 * The empty first option reads "Choose a country" (or `emptyLabel`, e.g. "Any country" in a filter).
 */
export function CountrySelect({ label = 'Country', emptyLabel = 'Choose a country', ...select }: Props) {
  return (
    <SelectField label={label} {...select}>
      <option value="">{emptyLabel}</option>
      {COUNTRY_OPTIONS.map(({ code, name }) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </SelectField>
  );
}
