import type { z } from 'zod';
import type { ZPerson } from '@/lib/contract/device-actions';
import { toCountryCode } from '@/lib/countries';

type StoredPerson = Omit<z.infer<typeof ZPerson>, 'country_code'>;

/** A person of a device action or offboarding device (stored as jsonb) for the wire, with the code of their country. */
export function toPerson(person: StoredPerson | null | undefined): z.infer<typeof ZPerson> | null {
  if (!person) return null;
  return { ...person, country_code: person.country ? toCountryCode(person.country) : null };
}
