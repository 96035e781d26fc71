import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { callApi } from './support/api';
import { signInOverHttp } from './support/session';

// The Developers page on the demo stack: IT staff make a request fail through the dashboard (disabling a webhook
// endpoint that the company's systems deleted meanwhile), follow the request id of the error toast to its entry in
// the request log, and find it again with the list's filters. Then axe-core and a phone's width.

const run = Date.now();

/** Waits until the request log holds `requestId` (it is written in batches a moment after the response). */
async function awaitEntry(request: APIRequestContext, requestId: string) {
  await expect.poll(async () => (await callApi(request, 'GET', `/api/v1/request-logs/${requestId}`)).status).toBe(200);
}

test.describe('developers', () => {
  test('IT staff open a failed request from the request id of its error toast, and filter the request log', async ({
    page,
    request,
  }) => {
    const created = await callApi(request, 'POST', '/api/v1/webhooks', {
      body: { url: `http://127.0.0.1:9/request-log-${run}`, events: ['webhook.test'], description: `Log ${run}` },
    });
    expect(created.status).toBe(201);
    const endpointId = created.body.data.id as string;

    await signInOverHttp(page, 'it_staff');
    await page.goto(`/webhooks/${endpointId}`);
    await expect(page.getByRole('button', { name: 'Disable endpoint' })).toBeVisible();
    // The company's own systems delete the endpoint while the page is open: disabling it now fails.
    expect((await callApi(request, 'DELETE', `/api/v1/webhooks/${endpointId}`)).status).toBe(204);
    await page.getByRole('button', { name: 'Disable endpoint' }).click();

    const toast = page.getByTestId('toast').filter({ hasText: endpointId });
    await expect(toast).toContainText('No webhook endpoint');
    const link = toast.getByRole('link', { name: /^req_/ });
    const requestId = (await link.textContent())!.trim();
    await awaitEntry(request, requestId);
    await link.click();

    await expect(page).toHaveURL(new RegExp(`/developers/requests/${requestId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'API request' })).toBeVisible();
    await expect(page.getByRole('note')).toContainText('This request failed with NOT_FOUND (HTTP 404).');
    await expect(page.getByText(`PATCH /api/v1/webhooks/${endpointId}`)).toBeVisible();
    await expect(page.getByText(requestId, { exact: true })).toBeVisible();
    const requestBody = page.getByRole('region', { name: 'Request body' });
    await expect(requestBody).toContainText('"is_active": false');
    const responseBody = page.getByRole('region', { name: 'Response body' });
    await expect(responseBody).toContainText('"code": "NOT_FOUND"');
    await expect(page.getByRole('heading', { name: 'Webhook deliveries' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the request log entry');

    // The list, filtered to this endpoint's path: its failed PATCH is there among the 4xx, not among the 2xx.
    await page.goto(`/developers?path=${encodeURIComponent(`/api/v1/webhooks/${endpointId}`)}`);
    const filters = page.getByRole('search', { name: 'Filter requests' });
    await expect(filters.getByLabel('Path starts with')).toHaveValue(`/api/v1/webhooks/${endpointId}`);
    await filters.getByLabel('Status').selectOption('4xx');
    await expect(page).toHaveURL(/status=4xx/);
    const table = page.getByRole('table', { name: 'API requests, newest first' });
    await expect(table.getByRole('link', { name: `PATCH /api/v1/webhooks/${endpointId}` })).toBeVisible();
    await filters.getByLabel('Method').selectOption('GET');
    await expect(page.getByText('No requests match these filters.')).toBeVisible();
    await filters.getByLabel('Method').selectOption('');
    // Among the successes: the dashboard's read of the endpoint when the page opened, not the failed PATCH.
    await filters.getByLabel('Status').selectOption('2xx');
    await expect(page).toHaveURL(/status=2xx/);
    await expect(table.getByRole('link', { name: `GET /api/v1/webhooks/${endpointId}` }).first()).toBeVisible();
    await expect(table.getByRole('link', { name: `PATCH /api/v1/webhooks/${endpointId}` })).toHaveCount(0);
    await filters.getByLabel('Status').selectOption('4xx');
    await table.getByRole('link', { name: `PATCH /api/v1/webhooks/${endpointId}` }).click();
    await expect(page).toHaveURL(new RegExp(`/developers/requests/${requestId}$`));
    await expect(page.getByRole('note')).toContainText('NOT_FOUND');
  });

  test('the Developers page passes axe and fits a phone', async ({ page, request }) => {
    const failed = await callApi(request, 'GET', `/api/v1/quotes/00000000-0000-4000-8000-${String(run).slice(-12)}`);
    expect(failed.status).toBe(404);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInOverHttp(page, 'it_staff');
    await page.goto('/developers?status=4xx&method=GET&path=/api/v1/quotes/');
    await expect(page.getByRole('heading', { level: 1, name: 'Developers' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Webhook deliveries' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the Developers page');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('other roles cannot open the Developers page', async ({ page }) => {
    await signInOverHttp(page, 'manager');
    await page.goto('/developers');
    await expect(
      page.getByRole('region', { name: 'Developers is not open to your role' }).getByRole('heading', { level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Developers', exact: true })).toHaveCount(0);
    expect((await page.request.get('/api/request-logs')).status()).toBe(403);
  });
});
