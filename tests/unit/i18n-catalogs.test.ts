import { describe, expect, it } from 'vitest';
import { APPROVAL_REQUEST_STATUSES, APPROVAL_STEP_STATUSES } from '@/lib/contract/approvals';
import { ASSET_STATUSES } from '@/lib/contract/assets';
import { ACTION_STATUSES } from '@/lib/contract/device-actions';
import { EMPLOYEE_STATUSES } from '@/lib/contract/employees';
import { EXPORT_STATUSES } from '@/lib/contract/exports';
import { OFFBOARDING_DEVICE_STATUSES, OFFBOARDING_STATUSES } from '@/lib/contract/offboarding';
import { ONBOARDING_STATUSES } from '@/lib/contract/onboarding';
import { ALTERNATIVE_STATUSES, ITEM_STATUSES, QUOTE_STATUSES, RECIPIENT_STATUSES } from '@/lib/contract/quotes';
import { REFRESH_STATUSES } from '@/lib/contract/refreshes';
import { NAVIGATION, navigationKey, ROLES } from '@/lib/auth/roles';
import { LOCALES, negotiateLocale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/messages';

// The dashboard's catalogs (lib/i18n/messages): a message missing in one language fails here, not in front of a user.
// A key a page asks for that English lacks fails `npm run typecheck` (next-intl's AppConfig in lib/i18n/messages.ts).

type Tree = { [key: string]: string | Tree };

/** Every message as `Namespace.key` → text. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}

/** The ICU arguments a message takes: `{name}`, `{count, plural, …}`. */
const argumentsOf = (text: string) => [...text.matchAll(/\{(\w+)[},]/g)].map((match) => match[1]).sort();

// Words that are the same in the other language (a brand, a loanword, a symbol).
const SAME_IN = {
  de: new Set(['Budgets', 'Budget', 'Webhooks', 'Support', 'Operator', 'Status.Draft', 'Status.draft']),
  fr: new Set(['Budgets', 'Budget', 'Webhooks', 'Support', 'Menu', 'Total', 'Exports']),
};

const english = flatten(MESSAGES.en as unknown as Tree);

describe('the message catalogs', () => {
  for (const locale of LOCALES.filter((candidate) => candidate !== 'en')) {
    const catalog = flatten(MESSAGES[locale] as unknown as Tree);

    it(`${locale} has every English message and no other`, () => {
      expect([...catalog.keys()].filter((key) => !english.has(key))).toEqual([]);
      expect([...english.keys()].filter((key) => !catalog.has(key))).toEqual([]);
    });

    it(`${locale} messages take the same arguments as English, and none is empty`, () => {
      for (const [key, text] of english) {
        expect(argumentsOf(catalog.get(key) ?? ''), `${locale} ${key}`).toEqual(argumentsOf(text));
        expect(catalog.get(key)?.trim(), `${locale} ${key}`).toBeTruthy();
      }
    });

    it(`${locale} translates its messages rather than copying the English`, () => {
      const copied = [...english].filter(
        ([key, text]) =>
          catalog.get(key) === text &&
          !/^[—\W\d]*$/.test(text) &&
          !SAME_IN[locale].has(text) &&
          !SAME_IN[locale].has(key),
      );
      expect(copied.map(([key]) => key)).toEqual([]);
    });
  }

  it('names every page of the navigation and every role', () => {
    for (const item of NAVIGATION) expect(english.has(`Navigation.${navigationKey(item.href)}`), item.href).toBe(true);
    for (const role of ROLES) expect(english.has(`Roles.${role}`), role).toBe(true);
  });

  it('words every status the API writes', () => {
    const statuses = [
      ...QUOTE_STATUSES,
      ...ITEM_STATUSES,
      ...ALTERNATIVE_STATUSES,
      ...RECIPIENT_STATUSES,
      ...ACTION_STATUSES,
      ...ASSET_STATUSES,
      ...APPROVAL_REQUEST_STATUSES,
      ...APPROVAL_STEP_STATUSES,
      ...EMPLOYEE_STATUSES,
      ...EXPORT_STATUSES,
      ...OFFBOARDING_STATUSES,
      ...OFFBOARDING_DEVICE_STATUSES,
      ...ONBOARDING_STATUSES,
      ...REFRESH_STATUSES,
    ];
    expect([...new Set(statuses)].filter((status) => !english.has(`Status.${status}`))).toEqual([]);
  });
});

describe('the language of a page without a choice: the browser’s', () => {
  it('takes the best supported language of Accept-Language, by quality then order', () => {
    expect(negotiateLocale('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(negotiateLocale('fr-CH, fr;q=0.9, en;q=0.8')).toBe('fr');
    expect(negotiateLocale('es-ES,es;q=0.9,fr;q=0.5,de;q=0.7')).toBe('de');
    expect(negotiateLocale('en-US,en;q=0.9')).toBe('en');
    expect(negotiateLocale('ja')).toBe('en');
    expect(negotiateLocale('de;q=0')).toBe('en');
    expect(negotiateLocale(null)).toBe('en');
  });
});
