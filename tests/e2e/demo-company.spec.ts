import { expect, test as base, type APIResponse, type Browser, type Page } from '@playwright/test';
import { demoStack, type DemoStackAccess } from './support/demo-stack';
import { signInWithForm } from './support/session';
import type { E2ERole } from './support/stack';

// What a newcomer meets after `npm ci && npm start`: the demo company's six months (server/demo/company/), on a
// stack of its own (support/demo-stack.ts). Each role's overview shows the company's figures, the same the API gives, and a leaver's
// devices can be retrieved without adding anything first.

/** The demo stack the global setup started (support/demo-stack.ts), as a fixture. */
const test = base.extend<{ demo: DemoStackAccess }>({
  // eslint-disable-next-line no-empty-pattern
  demo: async ({}, use) => use(demoStack()),
});
// One after the other: the leaver's retrieval changes what the overviews count.
test.describe.configure({ mode: 'serial' });

async function signedIn(
  browser: Browser,
  demo: DemoStackAccess,
  role: E2ERole,
  viewport = { width: 1280, height: 900 },
): Promise<Page> {
  const context = await browser.newContext({ baseURL: demo.dashboardUrl, viewport });
  const page = await context.newPage();
  await signInWithForm(page, role);
  await expect(page).not.toHaveURL(/\/sign-in/);
  return page;
}

/** How many the API lists at `path` (all pages), with the dashboard's key or the operator token. */
async function countListed(page: Page, demo: DemoStackAccess, path: string, operator = false): Promise<number> {
  let count = 0;
  let cursor: string | null = null;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const response: APIResponse = await page.request.get(
      `${demo.apiUrl}${path}${separator}limit=100${cursor ? `&cursor=${cursor}` : ''}`,
      { headers: { authorization: `Bearer ${operator ? demo.operatorToken : demo.apiKey}` } },
    );
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { data: unknown[]; meta: { next_cursor: string | null } };
    count += body.data.length;
    cursor = body.meta.next_cursor;
  } while (cursor);
  return count;
}

const snake = (status: string) => status.toLowerCase().replaceAll(' ', '_');

for (const role of ['it_staff', 'manager', 'support'] as const) {
  test(`${role}: the overview counts the demo company's quotes and device actions as the API does`, async ({
    browser,
    demo,
  }) => {
    const page = await signedIn(browser, demo, role);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    for (const [region, path, statuses] of [
      [
        'Quotes by status',
        '/api/v1/quotes',
        ['Pending Review', 'Quoted', 'Awaiting Approval', 'Approved', 'In Progress', 'Delivered'],
      ],
      ['Device actions by status', '/api/v1/device-actions', ['In Progress', 'Completed', 'Cancelled']],
    ] as const) {
      const counts = page.getByRole('region', { name: region });
      for (const status of statuses) {
        const shown = Number(
          await counts
            .getByRole('link', { name: new RegExp(`^${status} \\d+$`) })
            .getByTestId('status-count')
            .textContent(),
        );
        expect(shown, `${region}: ${status}`).toBeGreaterThan(0);
        expect(shown, `${region}: ${status}`).toBe(await countListed(page, demo, `${path}?status=${snake(status)}`));
      }
    }
    const leavers = page.getByRole('region', { name: 'Starters and leavers' });
    await expect(leavers.getByRole('link', { name: /^Leaving/ }).getByTestId('leaver-count')).not.toHaveText('0');
    await page.context().close();
  });
}

test('operator: the review queue lists every live quote waiting for prices', async ({ browser, demo }) => {
  const page = await signedIn(browser, demo, 'operator');
  await page.goto('/operator');
  const toPrice = page.getByRole('table').first();
  const pending = await countListed(page, demo, '/operator/v1/quotes?status=pending_review', true);
  expect(pending).toBeGreaterThan(0);
  await expect(toPrice.getByRole('row')).toHaveCount(pending + 1);
  await page.context().close();
});

test('IT staff retrieve a demo leaver’s devices from their offboarding case, with nothing added first', async ({
  browser,
  demo,
}) => {
  const page = await signedIn(browser, demo, 'it_staff');
  await page.goto('/employees');
  await page
    .getByRole('table', { name: 'Open offboarding cases' })
    .getByRole('link', { name: 'Hannah Levine' })
    .click();
  const offboarding = page.getByRole('region', { name: /^Offboarding/ });
  const devices = offboarding.getByRole('table', { name: 'Devices on the offboarding case' });
  const rows = devices.getByRole('row').filter({ hasText: 'With the leaver' });
  await expect(rows.first()).toBeVisible();
  const held = await rows.count();
  await offboarding.getByRole('button', { name: 'Retrieve all devices' }).click();
  await page
    .getByRole('dialog', { name: new RegExp(`^Retrieve ${held} devices?\\?$`) })
    .getByRole('button', { name: 'Retrieve devices' })
    .click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Retrieval started' })).toBeVisible();
  await expect(devices.getByRole('row').filter({ hasText: 'With the leaver' })).toHaveCount(0);
  const actions = await page.request.get(`${demo.apiUrl}/api/v1/device-actions?status=in_progress&limit=100`, {
    headers: { authorization: `Bearer ${demo.apiKey}` },
  });
  const forHannah = (await actions.json()).data.filter(
    (action: { external: boolean; current_user: { email: string } | null }) =>
      !action.external && action.current_user?.email === 'hannah.levine@acme.example',
  );
  expect(forHannah).toHaveLength(held);
  await page.context().close();
});

test('IT staff find the demo’s webhook endpoint on the built-in test receiver, with deliveries that failed and arrived', async ({
  browser,
  demo,
}) => {
  const page = await signedIn(browser, demo, 'it_staff');
  const listed = await page.request.get(`${demo.apiUrl}/api/v1/webhooks`, {
    headers: { authorization: `Bearer ${demo.apiKey}` },
  });
  const endpoint = (await listed.json()).data.find((candidate: { url: string }) =>
    candidate.url.startsWith(`${demo.dashboardUrl}/api/webhooks/test-receiver/`),
  );
  expect(endpoint).toBeDefined();
  // The deliveries that failed while the build ran arrived once the dashboard answered, signed with the secret
  // `npm start` told it: no one pressed anything.
  await page.goto('/webhooks');
  const panel = page.getByRole('region', { name: 'Built-in test receiver' });
  const arrivals = panel.getByRole('list', { name: 'Arrivals, newest first' });
  await expect(arrivals.getByRole('listitem').first()).toContainText('✓ Signature verified', { timeout: 20_000 });
  await expect(arrivals.getByRole('listitem').filter({ hasText: '✗' })).toHaveCount(0);
  await page.goto(`/webhooks/${endpoint.id}`);
  const deliveries = page.getByRole('table', { name: 'Recent deliveries, newest first' });
  await expect(deliveries.getByRole('row').filter({ hasText: 'webhook.test' })).toContainText(/failed/i);
  await expect(
    deliveries
      .getByRole('row')
      .filter({ hasText: /succeeded/i })
      .first(),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/demo-webhook-endpoint.png', fullPage: true });
  await page.context().close();
});

test('on a phone, the overview of the demo company has a header of one bar of at most 64 px', async ({
  browser,
  demo,
}) => {
  for (const role of ['it_staff', 'manager', 'support', 'operator'] as const) {
    const page = await signedIn(browser, demo, role, { width: 390, height: 844 });
    await page.goto(role === 'operator' ? '/operator' : '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const header = (await page.getByRole('banner').boundingBox())!;
    expect(header.height, `${role}: the header is ${header.height} px high`).toBeLessThanOrEqual(64);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.screenshot({
        path: `test-results/screenshots/demo-overview-${role}-390-${colorScheme}.png`,
        fullPage: true,
      });
    }
    await page.context().close();
  }
});
