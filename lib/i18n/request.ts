import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { isLocale, LOCALE_COOKIE, negotiateLocale } from './locales';
import { MESSAGES } from './messages';

// next-intl's configuration per request (next.config.ts names this file): the language of the switch's cookie, else
// the browser's, with its catalog. Dates are written in UTC everywhere, as the server and the browser must agree.
export default getRequestConfig(async () => {
  const chosen = (await cookies()).get(LOCALE_COOKIE)?.value;
  const locale = isLocale(chosen) ? chosen : negotiateLocale((await headers()).get('accept-language'));
  return { locale, messages: MESSAGES[locale], timeZone: 'UTC' };
});
