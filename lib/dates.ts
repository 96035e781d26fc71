// Days as the API writes them: `YYYY-MM-DD`, in UTC.

/** `day` + `days` (negative: before), YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
