import { expect, test, type Locator, type Page } from '@playwright/test';
import { callApi, createDeviceAction, createQuote, priceQuote } from './support/api';
import { addDevice } from './support/devices';
import { uniqueSerial } from './support/inventory';
import { signInOverHttp } from './support/session';

// Pages fetch their data while they render on the server (lib/queries/prefetch.ts) and hand it to the browser's
// query cache (HydrationBoundary): the page arrives with its data, not a skeleton, and the browser does not ask the
// BFF again for what it was given.

/** Fails every BFF request the browser makes (sign-in aside): what the page then shows came from the server. */
async function blockBrowserFetches(page: Page) {
  await page.route(/\/api\/(?!auth\/)/, (route) => route.abort());
}

test.describe('pages rendered with their data', () => {
  test('IT staff: the overview, the lists and the details show their data while every browser request to the BFF fails', async ({
    page,
  }) => {
    const { quoteId, quote } = await createQuote(page.request, { comments: 'Prefetched on the server' });
    const actionId = await createDeviceAction(page.request);
    const action = (await callApi(page.request, 'GET', `/api/v1/device-actions/${actionId}`)).body.data;
    const device = await addDevice(page.request, { serial: uniqueSerial('PREFETCH') });
    await signInOverHttp(page, 'it_staff');
    await blockBrowserFetches(page);

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Quotes by status' })).toBeVisible();

    await page.goto('/quotes');
    await expect(page.getByRole('table', { name: 'Quotes' }).getByRole('link', { name: quote.number })).toBeVisible();
    await page.goto(`/quotes/${quoteId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Quote ${quote.number}` })).toBeVisible();
    await expect(page.getByText('Prefetched on the server')).toBeVisible();

    await page.goto('/device-actions');
    await expect(
      page.getByRole('table', { name: 'Device actions' }).getByRole('link', { name: action.action_id }),
    ).toBeVisible();
    await page.goto(`/device-actions/${actionId}`);
    await expect(page.getByRole('heading', { level: 1, name: action.action_id })).toBeVisible();
    await expect(page.getByText(action.serial_number).first()).toBeVisible();

    await page.goto(`/inventory?serial_number=${encodeURIComponent(device.serial_number)}`);
    await expect(page.getByRole('table', { name: 'Inventory' })).toContainText(device.serial_number);

    await page.goto('/employees?country=DE');
    const employees = page.getByRole('table', { name: 'Employees' });
    await expect(employees.getByRole('link').first()).toBeVisible();
    await employees.getByRole('link').first().click();
    await expect(page.getByRole('region', { name: 'Directory entry' })).toBeVisible();

    // Both lists of the approvals inbox, the user's own included, which the navigation's count also reads.
    await page.goto('/approvals');
    await expect(
      page
        .getByRole('table', { name: 'Approval requests you may decide, oldest first' })
        .or(page.getByText('Nothing waits for your approval.')),
    ).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: 'Approval requests waiting, oldest first' })
        .or(page.getByText('No quote waits for approval.')),
    ).toBeVisible();

    // The list, or the empty state that only an answer can lead to (other tests may add endpoints meanwhile).
    await page.goto('/webhooks');
    await expect(
      page.getByRole('table', { name: 'Webhook endpoints' }).or(page.getByText('No webhook endpoints yet.')),
    ).toBeVisible();
  });

  test("the operator's quote and device-action workspaces show their data while every browser request to the BFF fails", async ({
    page,
  }) => {
    const { quoteId, quote } = await createQuote(page.request);
    const actionId = await createDeviceAction(page.request);
    const action = (await callApi(page.request, 'GET', `/api/v1/device-actions/${actionId}`)).body.data;
    await signInOverHttp(page, 'operator');
    await blockBrowserFetches(page);

    await page.goto(`/operator/quotes/${quoteId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Quote ${quote.number}` })).toBeVisible();
    await page.goto(`/operator/device-actions/${actionId}`);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(action.action_id) })).toBeVisible();
  });

  test('a page whose data cannot be read is left to the browser, which shows the error as before', async ({ page }) => {
    await signInOverHttp(page, 'it_staff');
    const notFound = page.getByRole('status').filter({ hasText: 'No quote with this id' });
    const requests = await bffRequestsUntil(page, '/quotes/00000000-0000-4000-8000-000000000000', () =>
      expect(notFound).toBeVisible(),
    );
    // The server's 404 was not handed over, so the browser asked itself.
    expect(requests).toContain('/api/quotes/00000000-0000-4000-8000-000000000000');
  });
});

/**
 * Records the BFF requests the page makes from the browser (sign-in aside) until `settled` resolves. On a busy machine
 * the page hydrates, and its queries start, well after the load event and even after the network first goes idle, so
 * each test waits for what shows the browser has run the page.
 */
async function bffRequestsUntil(page: Page, path: string, settled: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const listener = (request: { url(): string }) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/auth/')) seen.push(url.pathname);
  };
  page.on('request', listener);
  await page.goto(path);
  await settled();
  page.off('request', listener);
  return seen;
}

/** Resolves once React has hydrated the element (it attaches its fiber to the node), and the network is idle after. */
async function hydrated(page: Page, locator: Locator) {
  await expect
    .poll(() => locator.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
  await page.waitForLoadState('networkidle');
}

test('with JavaScript, the browser does not fetch again what the server handed over', async ({ page }) => {
  const { quoteId, quote } = await createQuote(page.request);
  await signInOverHttp(page, 'it_staff');

  const heading = page.getByRole('heading', { level: 1, name: `Quote ${quote.number}` });
  const requests = await bffRequestsUntil(page, `/quotes/${quoteId}`, () => hydrated(page, heading));
  await expect(heading).toBeVisible();
  expect(requests).not.toContain(`/api/quotes/${quoteId}`);

  // The cache it was given is the one mutations refresh: a comment added from the page shows at once.
  await page.getByLabel('Your message to Loadout').fill('Added after hydration');
  await page.getByRole('button', { name: 'Send to Loadout' }).click();
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText('Added after hydration');
});

test('pages that arrive with their data hydrate without a mismatch between the server and the browser', async ({
  page,
}) => {
  // An approved quote puts a spend chart on the overview, whose axis labels are formatted numbers.
  const { quoteId, itemId } = await createQuote(page.request);
  await priceQuote(page.request, quoteId);
  const accepted = await callApi(page.request, 'POST', `/api/v1/quotes/${quoteId}/items/${itemId}/action`, {
    body: { action: 'accept' },
  });
  expect(accepted.body.data.quote.status).toBe('Approved');
  const actionId = await createDeviceAction(page.request);
  await signInOverHttp(page, 'it_staff');
  // React reports a render that differs from the server's HTML as an uncaught error (#418 in production builds).
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  for (const path of [
    '/',
    '/quotes',
    `/quotes/${quoteId}`,
    '/device-actions',
    `/device-actions/${actionId}`,
    '/inventory',
    '/employees',
    '/webhooks',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
});
