// The dashboard's languages. The user's choice (the user menu's switch, kept in a cookie for a year) wins; without one,
// the browser's Accept-Language picks the best of them; English otherwise. The API and its reference stay English.

export const LOCALES = ['en', 'de', 'fr'] as const;
export type TLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: TLocale = 'en';

/** The cookie the language switch writes: one of LOCALES. */
export const LOCALE_COOKIE = 'loadout-locale';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Each language in its own words, as the switch lists them. */
export const LOCALE_NAMES: Record<TLocale, string> = { en: 'English', de: 'Deutsch', fr: 'Français' };

/**
 * The Intl locales each language writes dates and numbers in. English keeps what the dashboard always wrote: days as
 * `21 Nov 2026` (en-GB), money as `$5,000.00` (en-US).
 */
export const FORMAT_LOCALES: Record<TLocale, { dates: string; numbers: string }> = {
  en: { dates: 'en-GB', numbers: 'en-US' },
  de: { dates: 'de-DE', numbers: 'de-DE' },
  fr: { dates: 'fr-FR', numbers: 'fr-FR' },
};

export function isLocale(value: unknown): value is TLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The best of LOCALES for an Accept-Language header (`de-CH,de;q=0.9,en;q=0.8` is German), by quality then order;
 * the default when none matches.
 */
export function negotiateLocale(header: string | null | undefined): TLocale {
  const wanted = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', quality: quality ? Number(quality) : 1, index };
    })
    .filter((entry) => entry.language && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return wanted.map((entry) => entry.language).find(isLocale) ?? DEFAULT_LOCALE;
}
