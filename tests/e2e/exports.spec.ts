import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { readXlsx } from '../support/xlsx';
import { callApi } from './support/api';
import { expectNoSeriousViolations } from './support/axe';
import { uniqueSerial } from './support/inventory';
import { receivedMails } from './support/mail';
import { signInOverHttp } from './support/session';

// Exports from the dashboard: IT staff export the inventory with a filter, download the file through the page (the BFF
// streams it; the browser never sees the API key) and read it back; the Exports page lists it.

async function addDevice(page: Page, serial: string, extra: Record<string, unknown>) {
  const { status, body } = await callApi(page.request, 'POST', '/api/v1/devices', {
    body: { serial_number: serial, device_type: 'Laptop', model: 'ThinkPad T14', country: 'DE', ...extra },
  });
  expect(status, JSON.stringify(body)).toBe(201);
}

/** Clicks the export button, waits for the download link and downloads the file through it. */
async function exportAndDownload(page: Page, format: 'CSV' | 'XLSX') {
  const group = page.getByRole('group', { name: 'Export the inventory' });
  await group.getByRole('button', { name: `Export ${format}` }).click();
  const link = page
    .getByRole('status')
    .getByRole('link', { name: /^Download inventory-.*\.(csv|xlsx) \(\d+ rows?\)$/ });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await expect(link).toContainText(`.${format.toLowerCase()}`);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^inventory-\\d{4}-\\d{2}-\\d{2}\\.${format.toLowerCase()}$`),
  );
  return fs.readFileSync((await download.path())!);
}

test('IT staff export the inventory with a filter, download it and read back only the filtered rows', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const prefix = uniqueSerial('EXP');
  await addDevice(page, `${prefix}-A`, { employee: { name: 'Ada Lovelace', email: 'ada@acme.example' }, cost: 1250 });
  await addDevice(page, `${prefix}-B`, { employee: { name: '=1+1 Formula Person' } });
  await addDevice(page, `${prefix}-C`, {});

  await signInOverHttp(page, 'it_staff');
  await page.goto('/inventory');
  const filters = page.getByRole('search', { name: 'Filter the inventory' });
  await filters.getByLabel('Search').fill(prefix);
  await filters.getByLabel('Status').selectOption('in_use');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/status=in_use/);
  await expect(page.getByRole('table', { name: 'Inventory' }).getByRole('row').filter({ hasText: prefix })).toHaveCount(
    2,
  );

  const csv = await exportAndDownload(page, 'CSV');
  const [header, ...rows] = parse(csv.toString('utf8'), { bom: true }) as string[][];
  expect(header!.slice(0, 3)).toEqual(['Serial number', 'Device type', 'Model']);
  expect(rows.map((row) => row[0]).sort()).toEqual([`${prefix}-A`, `${prefix}-B`]);
  expect(rows.find((row) => row[0] === `${prefix}-B`)![6]).toBe("'=1+1 Formula Person");
  await expect(page.getByRole('status').filter({ hasText: 'Download inventory-' })).toContainText('(2 rows)');

  const xlsx = await exportAndDownload(page, 'XLSX');
  const [, ...sheet] = readXlsx(xlsx);
  expect(sheet.map((row) => row[0]).sort()).toEqual([`${prefix}-A`, `${prefix}-B`]);
  expect(sheet.find((row) => row[0] === `${prefix}-A`)![9]).toBe(1250);

  // The Exports page lists both, with their filters and download links.
  await page.getByRole('navigation').getByRole('link', { name: 'Exports' }).first().click();
  await expect(page).toHaveURL(/\/exports$/);
  const table = page.getByRole('table', { name: 'Recent exports' });
  const mine = table.getByRole('row').filter({ hasText: `search: ${prefix}` });
  await expect(mine).toHaveCount(2);
  await expect(mine.first()).toContainText('status: in_use');
  await expect(mine.first()).toContainText('succeeded');
  await expect(mine.first().getByRole('link', { name: /^Download inventory-/ })).toBeVisible();

  // The e-mail to the person who asked, linking to the Exports page.
  await expect
    .poll(
      () =>
        receivedMails().filter(
          (mail) => mail.subject === 'Your inventory export is ready' && mail.to.includes('it@acme.example'),
        ).length,
      {
        timeout: 15_000,
      },
    )
    .toBeGreaterThanOrEqual(2);
});

test('the Exports page and the export button pass axe and fit a 390 px screen', async ({ page }) => {
  await signInOverHttp(page, 'support');
  // An export of its own (through the BFF, as the page asks), so the page has a table to check whatever else runs.
  const marker = `Axe ${Date.now()}`;
  const created = await page.request.post('/api/exports', {
    data: { kind: 'employees', format: 'csv', filters: { search: marker } },
  });
  expect(created.status()).toBe(202);
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const path of ['/exports', '/inventory']) {
      await page.goto(path);
      await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
      if (path === '/exports')
        await expect(
          page.getByRole('table', { name: 'Recent exports' }).getByRole('row').filter({ hasText: marker }),
        ).toContainText('succeeded');
      await page.screenshot({
        path: `test-results/screenshots/exports${path.replace('/', '-')}-${width}.png`,
        fullPage: true,
      });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${path} at ${width}px`,
      ).toBeLessThanOrEqual(width);
      await expectNoSeriousViolations(page, `${path} at ${width}px`);
    }
  }
  // Support reads every list, so they may export too; the BFF streams the file without the API key.
  await page.goto('/inventory');
  await expect(
    page.getByRole('group', { name: 'Export the inventory' }).getByRole('button', { name: 'Export CSV' }),
  ).toBeEnabled();
});
