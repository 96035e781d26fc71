'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useTransition } from 'react';
import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALE_NAMES, LOCALES } from '@/lib/i18n/locales';

/**
 * The dashboard's language, in the user menu: the choice is kept in a cookie for a year (it wins over the browser's
 * language) and the page renders again in it at once.
 */
export function LanguageSwitch() {
  const t = useTranslations('LanguageSwitch');
  const locale = useLocale();
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-muted">
        {t('label')}
      </label>
      <select
        id={id}
        value={locale}
        disabled={isPending}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          document.cookie = `${LOCALE_COOKIE}=${next}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
          startTransition(() => router.refresh());
        }}
        className="rounded-md border border-line-strong bg-raised px-2 py-1 text-sm text-fg"
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
