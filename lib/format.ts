// Formatting shared by the dashboard's pages.
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** Date and time in UTC, e.g. `21 Nov 2026, 10:15 UTC`. */
export function formatDateTime(iso: string): string {
  return `${new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`;
}

/**
 * A day as `YYYY-MM-DD` in UTC, today's by default. Pages work out today on the server and hand it down, so that text
 * which depends on it reads the same in the browser's first render, whatever the browser's clock says.
 */
export function isoDay(date = new Date()): string {
  return date.toISOString().slice(0, 10);
}

export function shortId(id: string): string {
  return id.slice(0, 8);
}
