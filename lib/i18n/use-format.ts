import { useLocale } from 'next-intl';
import { formatDate, formatDateTime } from '@/lib/dates';
import { formatMoney, type MoneyFormat } from '@/lib/money';
import { DEFAULT_LOCALE, FORMAT_LOCALES, isLocale } from './locales';

/**
 * Dates, money and numbers in the language of the page (server and client components alike): `21. Nov. 2026` and
 * `5.000,00 €` in German. The formatters themselves are lib/dates.ts and lib/money.ts.
 */
export function useFormat() {
  const locale = useLocale();
  const { dates, numbers } = FORMAT_LOCALES[isLocale(locale) ? locale : DEFAULT_LOCALE];
  return {
    money: (amount: number | null, currency: string, format?: MoneyFormat) =>
      formatMoney(amount, currency, numbers, format),
    date: (value: string) => formatDate(value, dates),
    dateTime: (iso: string) => formatDateTime(iso, dates),
    number: (value: number) => new Intl.NumberFormat(numbers).format(value),
  };
}
