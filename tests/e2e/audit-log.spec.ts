import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { callApi } from './support/api';
import { signInOverHttp } from './support/session';

// The audit log on the demo stack: IT staff add a device through the Inventory page, and that one action is one audit
// event naming them (not the dashboard's key), their role, address and browser; the device's "Changes" link and the
// audit log's filters find it, with what it changed. A quote's page shows its change history. Managers read the log;
// support does not. Then axe-core and a phone's width.

const run = Date.now();
const SERIAL = `AUD-${run}`;

test.describe('audit log', () => {
  test('an action in the dashboard is one event by the signed-in person, found from the device and by filters', async ({
    page,
  }) => {
    await signInOverHttp(page, 'it_staff');
    await page.goto('/inventory');
    await page.getByRole('button', { name: 'Add device' }).click();
    const form = page.getByRole('region', { name: 'Add a device' });
    await form.getByLabel('Serial number', { exact: true }).fill(SERIAL);
    await form.getByLabel('Device type').fill('Laptop');
    await form.getByLabel('Model').fill('ThinkPad X1 Carbon');
    await form.getByLabel('Country').selectOption('Germany');
    await form.getByRole('button', { name: 'Add to inventory' }).click();
    await expect(
      page.getByTestId('toast').filter({ hasText: `Device ${SERIAL} added to the inventory` }),
    ).toBeVisible();

    // Exactly one event, by the person rather than the key, from their browser.
    const asset = (await callApi(page.request, 'GET', `/api/v1/assets?serial_number=${SERIAL}`)).body.data[0];
    const events = (await callApi(page.request, 'GET', `/api/v1/audit-events?object_id=${asset.id}`)).body.data;
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'devices.create',
      actor: { type: 'user', email: 'it@acme.example', role: 'it_staff', api_key_name: 'Dashboard' },
    });
    expect(events[0].user_agent).toContain('Chrome');
    expect(events[0].ip_address).toBeTruthy();

    // From the device's row to its history.
    await page.goto(`/inventory?serial_number=${SERIAL}`);
    const row = page.getByRole('table', { name: 'Inventory' }).getByRole('row').filter({ hasText: SERIAL });
    await row.getByRole('link', { name: `Changes to ${SERIAL}` }).click();
    await expect(page).toHaveURL(new RegExp(`/audit-log\\?object_id=${asset.id}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Audit events' });
    await expect(table.getByRole('row')).toHaveCount(2);
    const event = table.getByRole('row').nth(1);
    await expect(event).toContainText('Devices: create');
    await expect(event).toContainText('IT staff · it@acme.example');
    await event.getByText('1 change').click();
    await expect(event).toContainText('asset added');
    await expect(event).toContainText(SERIAL);
    await page.screenshot({ path: 'test-results/screenshots/audit-log-device.png', fullPage: true });

    // The filters: by who and by operation, in the URL.
    await page.goto('/audit-log');
    const filters = page.getByRole('search', { name: 'Filter the audit log' });
    await filters.getByLabel('Who').fill('it@acme.example');
    await filters.getByLabel('Operation').fill('devices.*');
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/actor=it%40acme.example/);
    await expect(page.getByRole('table', { name: 'Audit events' })).toContainText(SERIAL.slice(0, 4));
    await filters.getByLabel('Kind of actor').selectOption('Identity provider (SCIM)');
    await expect(page).toHaveURL(/actor_type=scim/);
    await expect(page.getByText('No events match these filters.')).toBeVisible();
    await expectNoSeriousViolations(page, 'audit log, filtered');
  });

  test("a quote's page shows its change history", async ({ page }) => {
    await signInOverHttp(page, 'it_staff');
    const created = await callApi(page.request, 'POST', '/api/v1/quotes', {
      body: {
        requester_email: 'it@acme.example',
        items: [
          {
            product_type: 'Dock',
            specification: { brand: 'CalDigit', model: `TS4 ${run}` },
            recipients: [{ name: 'Ada Lovelace', country: 'GB', address: '1 Analytical Row, London' }],
          },
        ],
      },
    });
    expect(created.status).toBe(202);
    const quote = created.body.data;
    const priced = await callApi(
      page.request,
      'PUT',
      `/operator/v1/quotes/${quote.id}/items/${quote.items[0].id}/price`,
      {
        operator: true,
        body: { price: 399 },
      },
    );
    expect(priced.status).toBe(200);
    await page.goto(`/quotes/${quote.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Quote ${quote.number}` })).toBeVisible();
    const history = page.getByRole('region', { name: 'Change history' });
    await history.getByRole('button', { name: 'Show history' }).click();
    const rows = history.getByRole('table', { name: 'History of this quote' }).getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('Quotes: price item');
    await expect(rows.nth(1)).toContainText('Loadout operations');
    await expect(rows.nth(2)).toContainText('Quotes: create');
    await expect(rows.nth(2)).toContainText('API key “Dashboard”');
    await expectNoSeriousViolations(page, 'quote with its change history');
  });

  test('managers read the log; support is told it is not for their role', async ({ browser }) => {
    const manager = await (await browser.newContext()).newPage();
    await signInOverHttp(manager, 'manager');
    await manager.goto('/audit-log');
    await expect(manager.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await expect(manager.getByRole('table', { name: 'Audit events' })).toBeVisible();

    const support = await (await browser.newContext()).newPage();
    await signInOverHttp(support, 'support');
    await support.goto('/audit-log');
    await expect(support.getByRole('heading', { level: 1 })).not.toHaveText('Audit log');
    const answer = await support.request.get('/api/audit-events');
    expect(answer.status()).toBe(403);
  });

  test('at a phone’s width the events stack and stay readable', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signInOverHttp(page, 'it_staff');
    await page.goto('/audit-log');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Audit events' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'test-results/screenshots/audit-log-mobile.png', fullPage: true });
    await expectNoSeriousViolations(page, 'audit log at 390 px');
  });
});
