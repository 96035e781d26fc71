import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TLocale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';

// The dashboard's message catalogs (lib/i18n/messages), read from their files: the specs find what a page says in a
// language by its message, as the page does. (Playwright's loader takes no JSON modules, hence not an import.)
const read = (locale: TLocale): Messages =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'lib/i18n/messages', `${locale}.json`), 'utf8')) as Messages;

export const MESSAGES: Record<TLocale, Messages> = { en: read('en'), de: read('de'), fr: read('fr') };
