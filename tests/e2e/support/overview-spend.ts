import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { callApi } from './api';

// The overview's "Spend by month" chart against the API's own figures (GET /api/v1/budgets/spend, what the Budgets page
// counts), read through the chart's table.

/** A month's figures as the chart's table shows them: `November 2026`, committed, spent. */
export type SpendRow = { month: string; committed: number; spent: number };

const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00.000Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const amountOf = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

/** The last 12 months in `currency` as the API counts them, oldest first (every month, zeros included). */
export async function apiSpend(request: APIRequestContext, currency = 'USD'): Promise<SpendRow[]> {
  const response = await callApi(request, 'GET', `/api/v1/budgets/spend?currency=${currency}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.months.map((entry: { month: string; committed: number; spent: number }) => ({
    month: monthLabel(entry.month),
    committed: entry.committed,
    spent: entry.spent,
  }));
}

/** The overview's table of the chart in `currency`, opened on the page as it is; null when there is no such chart. */
export async function chartedSpend(page: Page, currency = 'USD'): Promise<SpendRow[] | null> {
  const region = page.getByRole('region', { name: 'Spend by month' });
  const empty = region.getByText(/Nothing was committed or spent/);
  const title = `Spend by month in ${currency}, last 12 months`;
  const image = page.getByRole('img', { name: title, exact: true });
  const figure = region.getByRole('figure').filter({ has: image });
  await expect(figure.or(empty).first()).toBeVisible();
  if (!(await figure.isVisible())) return null;
  await figure.getByText('Show the figures as a table').click();
  const rows = figure.getByRole('table', { name: title }).getByRole('row');
  await expect(rows).toHaveCount(13);
  return Promise.all(
    (await rows.all()).slice(1).map(async (row) => {
      const [committed, spent] = await row.getByRole('cell').allTextContents();
      return {
        month: (await row.getByRole('rowheader').textContent()) ?? '',
        committed: amountOf(committed!),
        spent: amountOf(spent!),
      };
    }),
  );
}

/**
 * Opens the overview until its chart shows, month by month, what the API answered just before and just after the page
 * loaded (other tests approve and deliver quotes in parallel, so a load between two changes is tried again); returns
 * those figures.
 */
export async function expectOverviewSpendAsApi(page: Page, currency = 'USD'): Promise<SpendRow[]> {
  let shown: SpendRow[] = [];
  await expect(async () => {
    const before = await apiSpend(page.request, currency);
    await page.goto('/');
    const charted = await chartedSpend(page, currency);
    const after = await apiSpend(page.request, currency);
    expect(after).toEqual(before);
    // No chart: the API counted nothing in the currency.
    expect(charted ?? before.map((row) => ({ ...row, committed: 0, spent: 0 }))).toEqual(before);
    shown = before;
  }).toPass({ timeout: 90_000 });
  return shown;
}

/** This month's row of `rows` (the last). */
export const thisMonthOf = (rows: SpendRow[]): SpendRow => rows.at(-1) ?? { month: '', committed: 0, spent: 0 };
