import { z } from 'zod';

// Days and times, in one place. A day is `YYYY-MM-DD` in UTC, as the API writes it; one schema checks it against the
// calendar (`2026-02-30` is refused), one function says which day an instant falls on, and one formatter per kind
// writes dates for people in their locale (always in UTC, so that the server's render and the browser's agree).

const DAY_MS = 86_400_000;

/** The UTC day of an instant, YYYY-MM-DD: today's by default. The server's clock-aware today is `clock.todayUtc()`. */
export function dayOf(at: Date = new Date()): string {
  return at.toISOString().slice(0, 10);
}

/** `2026-02-28` yes, `2026-02-30` and `2026-2-3` no. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && dayOf(date) === value;
}

/** A calendar day, YYYY-MM-DD: `2026-02-30` is refused. `label` names the field in the message. */
export function zDay(label?: string) {
  const prefix = label ? `${label} ` : '';
  return z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${prefix}must be YYYY-MM-DD`)
    .refine(isCalendarDay, `${prefix}must be a day of the calendar, YYYY-MM-DD`);
}

/** A calendar day, YYYY-MM-DD: `2026-02-30` is refused. */
export const ZDay = zDay();

/** `day` + `days` (negative: before), YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  return dayOf(new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS));
}

/** Whole days from `from` to `to` (negative when `to` is before). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / DAY_MS);
}

// Formatting for people, in their locale, in UTC.

/** A date: `21 Nov 2026` (en-GB), `Nov 21, 2026` (en-US), `21. Nov. 2026` (de-DE). Takes an instant or a day. */
export function formatDate(value: string, locale = 'en-GB'): string {
  const at = value.length === 10 ? `${value}T00:00:00.000Z` : value;
  return new Date(at).toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** Date and time in UTC: `21 Nov 2026, 10:15 UTC` (en-GB), `21.11.2026, 10:15 UTC` (de-DE). */
export function formatDateTime(iso: string, locale = 'en-GB'): string {
  const text = new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return `${text} UTC`;
}
