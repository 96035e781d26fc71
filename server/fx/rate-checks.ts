import { isCalendarDay } from '@/lib/dates';
import { currencyProblem, isRate, RATE_DIGITS, rateText } from '@/lib/money';

// The checks one imported rate passes, whether it came from the ECB's CSV or from JSON. Each answers a message for a
// person (what is wrong and how to fix it), or the value as stored.

type Checked<T> = { value: T; problem?: undefined } | { value?: undefined; problem: string };

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** The ECB's daily file writes its day as `04 December 2026`; the historical file as `2026-12-04`. */
function isoDayOf(text: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  const match = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(text);
  const month = match ? MONTHS.indexOf(match[2]!.toLowerCase()) : -1;
  if (!match || month < 0) return null;
  return `${match[3]}-${String(month + 1).padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
}

/** A day of the calendar, not after `today`: `2026-12-04` (or the daily file's `04 December 2026`). */
export function checkDay(text: string, today: string): Checked<string> {
  const day = isoDayOf(text.trim());
  if (!day) return { problem: `“${text}” is not a day: write it as YYYY-MM-DD, such as 2026-12-04` };
  if (!isCalendarDay(day)) return { problem: `${day} is not a day of the calendar: check the month and the day` };
  if (day > today)
    return { problem: `${day} is in the future (today is ${today} UTC): rates are imported once published` };
  return { value: day };
}

/** A currency the rates can be of: one Loadout holds money in, and not the euro, their base. */
export function checkCurrency(text: string): Checked<string> {
  const code = text.trim().toUpperCase();
  if (code === '') return { problem: 'no currency code is given: name one, such as USD' };
  if (code === 'EUR')
    return {
      problem: 'EUR is the base of the rates (they are units per 1 EUR) and has no rate of its own: leave it out',
    };
  const problem = currencyProblem(code);
  return problem ? { problem } : { value: code };
}

/** The most digits before the decimal point a stored rate keeps (numeric(20,10)). */
const WHOLE_DIGITS = 20 - RATE_DIGITS;

/** Units of `currency` per euro: a positive decimal that numeric(20,10) holds exactly, as stored text. */
export function checkRate(text: string, currency: string): Checked<string> {
  const trimmed = text.trim();
  const example = `write the units of ${currency} for one euro as a positive decimal, such as 1.0823`;
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return { problem: `“${text}” is not a rate: ${example}` };
  if (!isRate(trimmed)) return { problem: `${trimmed} is not a positive rate: ${example}` };
  const [whole = '', fraction = ''] = trimmed.split('.');
  if (whole.replace(/^0+/, '').length > WHOLE_DIGITS)
    return { problem: `${trimmed} is too large: a rate has at most ${WHOLE_DIGITS} digits before the decimal point` };
  if (fraction.replace(/0+$/, '').length > RATE_DIGITS)
    return {
      problem: `${trimmed} has more than ${RATE_DIGITS} digits after the decimal point: round it to ${RATE_DIGITS}`,
    };
  return { value: rateText(trimmed) };
}
