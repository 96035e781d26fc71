import type { TLocale } from './locales';
import de from './messages/de.json';
import en from './messages/en.json';
import fr from './messages/fr.json';

// The catalogs. English is the reference: tests/unit/i18n-catalogs.test.ts fails when another language lacks one of
// its messages (or has one it does not), or when a page asks for a message English does not have.
export type Messages = typeof en;

export const MESSAGES: Record<TLocale, Messages> = { en, de, fr };

// Typed messages: a key that English does not have is a type error (`npm run typecheck`), and so is a wrong locale.
/* eslint-disable @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface */
declare module 'next-intl' {
  interface AppConfig {
    Locale: TLocale;
    Messages: Messages;
  }
}
