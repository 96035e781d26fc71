// Formatting shared by the dashboard's pages; dates are in lib/dates.ts, money in lib/money.ts.

export function shortId(id: string): string {
  return id.slice(0, 8);
}
