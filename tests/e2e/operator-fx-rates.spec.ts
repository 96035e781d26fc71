import { writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInOverHttp } from './support/session';

// The operator's Exchange rates page: an ECB file uploaded, its wrong rows listed by row and column, the rates it
// brought in the latest-rates table and in the history, filtered by currency.

test.describe('operator console: exchange rates', () => {
  test('the operator imports an ECB file, sees the row it refused, and finds the new rate', async ({
    page,
  }, testInfo) => {
    await signInOverHttp(page, 'operator');
    await page.goto('/operator');
    await page.getByRole('navigation').getByRole('link', { name: 'Exchange rates' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Exchange rates' })).toBeVisible();

    // A rate of its own on each run, so that the import always writes it (new the first time, changed afterwards).
    const rate = `11.${String(Date.now()).slice(-4)}`;
    const csv = ['Date, SEK, NOK,', `27 November 2026, ${rate}, N/A,`, '2026-11-26, eleven, 11.7001,'].join('\n');
    const file = testInfo.outputPath('eurofxref.csv');
    await writeFile(file, `${csv}\n`);
    await page.getByLabel('ECB rates file (CSV or JSON)').setInputFiles(file);
    await page.getByRole('button', { name: 'Import rates' }).click();

    const results = page.getByRole('region', { name: 'Imported eurofxref.csv' });
    await expect(results).toBeVisible();
    const problems = results.getByRole('table', { name: /1 problem/ });
    const refused = problems.getByRole('row', { name: /is not a rate/ });
    await expect(refused).toContainText('2');
    await expect(refused).toContainText('SEK');
    await page.screenshot({ path: 'test-results/screenshots/operator-fx-rates.png', fullPage: true });

    const latest = page.getByRole('table', { name: /The reference rate of each currency/ });
    await expect(latest.getByRole('row', { name: /SEK/ })).toBeVisible();
    await latest.getByRole('link', { name: 'History of SEK' }).click();
    await expect(page).toHaveURL(/currency=SEK/);
    const history = page.getByRole('table', { name: 'Reference exchange rates, newest day first' });
    await expect(history.getByRole('row', { name: new RegExp(rate.replace('.', '\\.')) })).toContainText('27 Nov 2026');
    // The refused row brought nothing in.
    await expect(history.getByRole('row', { name: /26 Nov 2026/ })).toHaveCount(0);
  });
});
