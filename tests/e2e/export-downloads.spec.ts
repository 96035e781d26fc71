import { expect, test, type Page } from '@playwright/test';
import { E2E_PORTS } from './support/stack';
import { signInOverHttp } from './support/session';

// Downloads of exports go through the dashboard: the browser gets the dashboard's own link, which checks the session on
// every request and streams the file from the API; the API's address and its signed URLs never reach the browser.

const API_ADDRESS = `127.0.0.1:${E2E_PORTS.api}`;

/** An export of the employees list made through the BFF as the signed-in user, once the worker finished it. */
async function finishedExport(page: Page, marker: string) {
  const created = await page.request.post('/api/exports', {
    data: { kind: 'employees', format: 'csv', filters: { search: marker } },
  });
  expect(created.status(), await created.text()).toBe(202);
  const id = (await created.json()).data.id as string;
  let body = '';
  await expect(async () => {
    const read = await page.request.get(`/api/exports/${id}`);
    body = await read.text();
    expect(JSON.parse(body).data.status).toBe('succeeded');
  }).toPass({ timeout: 30_000 });
  return { id, body };
}

test("the browser gets the dashboard's download link, never the API's address or a signed URL", async ({ page }) => {
  const seen: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().startsWith(`http://127.0.0.1:${E2E_PORTS.dashboard}`)) seen.push(`foreign: ${response.url()}`);
    const type = response.headers()['content-type'] ?? '';
    if (/json|html|text\/x-component|javascript/.test(type)) seen.push(await response.text().catch(() => ''));
  });
  await signInOverHttp(page, 'it_staff');
  const { id, body } = await finishedExport(page, `Downloads ${Date.now()}`);
  const item = JSON.parse(body).data;
  expect(item.download_url).toBe(`/api/exports/${id}/download`);
  expect(body).not.toContain(API_ADDRESS);
  expect(body).not.toContain('signature=');

  await page.goto('/exports');
  const row = page.getByRole('table', { name: 'Recent exports' }).getByRole('row').filter({ hasText: 'Downloads ' });
  const link = row.first().getByRole('link', { name: /^Download employees-/ });
  await expect(link).toHaveAttribute('href', `/api/exports/${id}/download`);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^employees-\d{4}-\d{2}-\d{2}\.csv$/);

  const html = await page.content();
  for (const text of [html, ...seen]) {
    expect(text).not.toContain(API_ADDRESS);
    expect(text).not.toContain('signature=');
  }
});

test('a download checks the session on every request: refused without one, or once it is ended', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signInOverHttp(page, 'support');
    const { id } = await finishedExport(page, `Session ${Date.now()}`);
    const path = `/api/exports/${id}/download`;
    const allowed = await page.request.get(path);
    expect(allowed.status()).toBe(200);
    expect(allowed.headers()['content-disposition']).toMatch(/^attachment; filename="employees-/);
    expect(allowed.headers()['cache-control']).toBe('private, no-store');

    // No session: refused, and nothing in the answer leads to the API.
    const anonymous = await request.get(path);
    expect(anonymous.status()).toBe(401);
    const refusal = await anonymous.text();
    expect(refusal).not.toContain(API_ADDRESS);
    expect(JSON.parse(refusal).error.code).toBe('UNAUTHORIZED');

    // Signed out: the same link no longer works in that browser.
    const csrf = (await (await page.request.get('/api/auth/csrf')).json()) as { csrfToken: string };
    await page.request.post('/api/auth/signout', { form: { csrfToken: csrf.csrfToken, json: 'true' } });
    expect((await page.request.get(path)).status()).toBe(401);
  } finally {
    await context.close();
  }
});
