import { expect, test } from '@playwright/test';
import { callApi } from './support/api';
import { expectNoSeriousViolations } from './support/axe';
import { E2E_PORTS } from './support/stack';

// The API's documentation, served by the API itself: the reference (/api/v1/docs, Swagger UI with its console) and
// the guides (/api/v1/docs/guides), whose quick start shows each flow as curl, SDK or MCP behind tabs that work
// without script, and on a phone nothing scrolls sideways.

const API_URL = `http://127.0.0.1:${E2E_PORTS.api}`;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

test("the reference's console lists quotes with a pasted test key, talking to this API only", async ({ page }) => {
  // A sandbox key of the stack's company, made as staff would.
  const company = (await callApi(page.request, 'GET', '/api/v1/api-keys/current')).body.data.company_id as string;
  const created = await callApi(page.request, 'POST', `/operator/v1/companies/${company}/api-keys`, {
    operator: true,
    body: { name: 'reference console', mode: 'test', scopes: ['quotes:read'] },
  });
  expect(created.status).toBe(201);
  const testKey = created.body.data.key as string;

  const hosts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:') hosts.add(url.hostname);
  });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });

  await page.goto(`${API_URL}/api/v1/docs`);
  await expect(page.getByRole('heading', { name: /Loadout procurement API/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Guides' })).toHaveAttribute('href', '/api/v1/docs/guides');

  await page
    .getByRole('button', { name: /Authorize/ })
    .first()
    .click();
  await page.getByLabel('auth-bearer-value').fill(testKey);
  await page.getByRole('button', { name: 'Apply credentials' }).click();
  await page.locator('.auth-btn-wrapper').getByRole('button', { name: 'Close' }).click();

  const operation = page
    .locator('.opblock-get')
    .filter({ has: page.locator('.opblock-summary-path[data-path="/api/v1/quotes"]') });
  await operation.locator('.opblock-summary-control').click();
  await operation.getByRole('button', { name: 'Try it out' }).click();
  const sent = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/v1/quotes');
  await operation.getByRole('button', { name: 'Execute' }).click();
  const request = await sent;
  expect(new URL(request.url()).origin).toBe(API_URL);
  expect(request.headers().authorization).toBe(`Bearer ${testKey}`);

  const answer = operation.locator('.live-responses-table tbody .response');
  await expect(answer.locator('.response-col_status')).toHaveText('200');
  const shown = JSON.parse(await answer.locator('.response-col_description pre').first().innerText());
  const direct = await fetch(`${API_URL}/api/v1/quotes`, { headers: { authorization: `Bearer ${testKey}` } });
  expect(shown).toEqual(await direct.json());

  expect([...hosts].filter((host) => !LOOPBACK.has(host))).toEqual([]);
  expect(violations).toEqual([]);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousViolations(page, `the reference after a call (${colorScheme})`);
  }
  await page.screenshot({ path: 'test-results/screenshots/api-reference-console.png', fullPage: false });
});

test('the reference and the guides link to each other and to the Postman files', async ({ page }) => {
  await page.goto(`${API_URL}/api/v1/docs/guides`);
  const header = page.getByRole('navigation', { name: 'Documentation' });
  await expect(header.getByRole('link', { name: 'Guides' })).toHaveAttribute('aria-current', 'page');
  const download = page.waitForEvent('download');
  await header.getByRole('link', { name: 'Postman collection' }).click();
  expect((await download).suggestedFilename()).toBe('loadout.postman_collection.json');
  await header.getByRole('link', { name: 'API reference' }).click();
  await expect(page).toHaveURL(`${API_URL}/api/v1/docs`);
  await expect(page.locator('.opblock').first()).toBeVisible();
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`the quick start switches between curl, SDK and MCP at ${viewport.width} px, without sideways scrolling`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(`${API_URL}/api/v1/docs/guides#quick-start`);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);

    const quote = page.getByRole('group', { name: 'A quote: create, price in the sandbox, accept' });
    await expect(quote.getByRole('radio', { name: 'curl' })).toBeChecked();
    await expect(quote.getByText('QUOTE_ID=$(curl -s -X POST')).toBeVisible();
    await expect(quote.getByText('loadout.quotes.create(')).toBeHidden();

    await quote.getByText('TypeScript SDK', { exact: true }).click();
    await expect(quote.getByText('loadout.quotes.create(')).toBeVisible();
    await expect(quote.getByText('QUOTE_ID=$(curl -s -X POST')).toBeHidden();

    // The keyboard moves between tabs as in any radio group; the other flow keeps its own choice.
    await quote.getByRole('radio', { name: 'TypeScript SDK' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(quote.getByRole('radio', { name: 'MCP (AI agents)' })).toBeChecked();
    await expect(quote.getByText('Ask the agent: "Create a quote')).toBeVisible();
    const device = page.getByRole('group', { name: 'A device action: assign a device' });
    await expect(device.getByRole('radio', { name: 'curl' })).toBeChecked();
    await expect(device.getByText('ACTION_ID=$(curl -s -X POST')).toBeVisible();

    await page.screenshot({
      path: `test-results/screenshots/api-reference-quick-start-${viewport.width}.png`,
      fullPage: false,
    });
  });
}
