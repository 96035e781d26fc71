import { createHash } from 'node:crypto';
import { expect, test as base, type APIResponse, type Browser, type Page } from '@playwright/test';
import { demoStack, type DemoStackAccess } from './support/demo-stack';
import { signInWithForm } from './support/session';
import type { E2ERole } from './support/stack';

// What a newcomer meets after `npm ci && npm start`: the demo company's six months (server/demo/company/), on a
// stack of its own (support/demo-stack.ts). Each role's overview shows the company's figures, the same the API
// gives, starting with what matters to the role (a manager's approvals, support's shipments in transit), and a
// leaver's devices can be retrieved without adding anything first.

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

/** What the API lists at `path` (all pages), with the dashboard's key or the operator token. */
async function listed<T = unknown>(page: Page, demo: DemoStackAccess, path: string, operator = false): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | null = null;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const response: APIResponse = await page.request.get(
      `${demo.apiUrl}${path}${separator}limit=100${cursor ? `&cursor=${cursor}` : ''}`,
      { headers: { authorization: `Bearer ${operator ? demo.operatorToken : demo.apiKey}` } },
    );
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { data: T[]; meta: { next_cursor: string | null } };
    rows.push(...body.data);
    cursor = body.meta.next_cursor;
  } while (cursor);
  return rows;
}

/** How many the API lists at `path` (all pages). */
async function countListed(page: Page, demo: DemoStackAccess, path: string, operator = false): Promise<number> {
  return (await listed(page, demo, path, operator)).length;
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

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);

test('manager: the overview starts with the approvals waiting on them and the budgets, as the API has them', async ({
  browser,
  demo,
}) => {
  const page = await signedIn(browser, demo, 'manager');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Waiting for your approval');

  // What the manager may decide now, as the Approvals page asks the API for it.
  const mine = await listed<{ id: string; quote_number: string }>(
    page,
    demo,
    '/api/v1/approval-requests?approver=manager%40acme.example&approver_role=manager',
  );
  expect(mine.length).toBeGreaterThan(0);
  const approvals = page.getByRole('region', { name: 'Waiting for your approval' });
  await expect(approvals.getByTestId('approvals-waiting-count')).toHaveText(String(mine.length));
  await expect(approvals.getByRole('link', { name: 'All approvals' })).toHaveAttribute('href', '/approvals');
  const table = approvals.getByRole('table', { name: 'Approval requests you may decide, oldest first' });
  await expect(table.getByRole('row')).toHaveCount(mine.length + 1);
  for (const request of mine)
    await expect(table.getByRole('link', { name: request.quote_number })).toHaveAttribute(
      'href',
      `/approvals/${request.id}`,
    );

  // The budgets with the Budgets page's figures for today's period.
  const budgets = await listed<{
    department: string | null;
    currency: string;
    figures: { committed: number; spent: number; remaining: number };
  }>(page, demo, '/api/v1/budgets');
  expect(budgets.length).toBeGreaterThan(0);
  const shown = page.getByRole('region', { name: 'Budgets this period' }).getByTestId('overview-budget');
  await expect(shown).toHaveCount(budgets.length);
  for (const budget of budgets) {
    const card = shown.filter({
      has: page.getByRole('heading', { name: budget.department ?? 'Company-wide', exact: true }),
    });
    for (const [label, amount] of [
      ['Committed', budget.figures.committed],
      ['Spent', budget.figures.spent],
      ['Remaining', budget.figures.remaining],
    ] as const)
      await expect(
        card.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]'),
        `${budget.department ?? 'Company-wide'}: ${label}`,
      ).toHaveText(money(amount, budget.currency));
  }
  await expect(page.getByRole('region', { name: 'Spend by month' })).toBeVisible();
  await page.context().close();
});

test('support: the overview starts with the shipments in transit, as the API lists them, and decides nothing', async ({
  browser,
  demo,
}) => {
  const page = await signedIn(browser, demo, 'support');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Shipments in transit');

  type Quote = {
    id: string;
    number: string;
    items: {
      selected_option: unknown;
      recipients: { name: string; status: string; tracking_code: string | null }[];
    }[];
  };
  const quotes = await listed<Quote>(page, demo, '/api/v1/quotes');
  const inTransit = quotes.flatMap((quote) =>
    quote.items
      .filter((item) => item.selected_option !== null)
      .flatMap((item) => item.recipients.filter((recipient) => recipient.status === 'Shipped'))
      .map((recipient) => ({ quote, recipient })),
  );
  expect(inTransit.length).toBeGreaterThan(0);
  const region = page.getByRole('region', { name: 'Shipments in transit' });
  await expect(region.getByTestId('in-transit-count')).toHaveText(String(inTransit.length));
  const table = region.getByRole('table', { name: 'Shipments in transit, longest on the way first' });
  await expect(table.getByRole('row')).toHaveCount(Math.min(inTransit.length, 10) + 1);
  if (inTransit.length <= 10)
    for (const { quote, recipient } of inTransit) {
      const row = table.getByRole('row').filter({ hasText: recipient.name });
      await expect(row).toContainText(recipient.tracking_code ?? '—');
      await expect(row.getByRole('link', { name: quote.number })).toHaveAttribute('href', `/quotes/${quote.id}`);
    }

  // Loadout's requests for input, without the decisions support does not make.
  await expect(page.getByRole('region', { name: 'Waiting on your company' })).toBeVisible();
  await expect(page.getByText('Quotes to decide')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Waiting for your decision' })).toHaveCount(0);
  await page.context().close();
});

test('IT staff: the overview starts with what waits on the company', async ({ browser, demo }) => {
  const page = await signedIn(browser, demo, 'it_staff');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Waiting on your company');
  await expect(page.getByRole('heading', { name: 'Waiting for your decision' })).toBeVisible();
  await page.context().close();
});

test('IT staff: the overview shows the demo devices due for refresh, as the API lists them; the inventory filters them', async ({
  browser,
  demo,
}) => {
  const page = await signedIn(browser, demo, 'it_staff');
  const today = new Date().toISOString().slice(0, 10);
  const inThirtyDays = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const due = await listed<{ serial_number: string; refresh_due_on: string }>(
    page,
    demo,
    `/api/v1/assets?refresh_due_before=${inThirtyDays}`,
  );
  const overdue = due.filter((asset) => asset.refresh_due_on <= today);
  expect(overdue.length).toBeGreaterThan(0);
  expect(due.length).toBeGreaterThan(overdue.length);

  await page.goto('/');
  const section = page.getByRole('region', { name: 'Due for refresh' });
  await expect(section.getByTestId('refresh-due-count')).toContainText(String(due.length));
  await expect(section.getByTestId('refresh-overdue-count')).toContainText(String(overdue.length));
  const table = section.getByRole('table', { name: /Devices due for refresh/ });
  for (const asset of due) await expect(table.getByRole('row').filter({ hasText: asset.serial_number })).toBeVisible();
  await expect(table.getByText(/^Overdue since /).first()).toBeVisible();

  await section.getByRole('link', { name: 'All in the inventory' }).click();
  await expect(page).toHaveURL(new RegExp(`/inventory\\?refresh_due_before=${inThirtyDays}$`));
  await expect(page.getByRole('search', { name: 'Filter the inventory' }).getByLabel('Refresh')).toHaveValue(
    inThirtyDays,
  );
  const rows = page.getByRole('table', { name: 'Inventory' }).getByRole('row');
  await expect(rows).toHaveCount(due.length + 1);
  await page.context().close();
});

test('IT staff turn a demo device due for refresh into a refresh: its draft from the policy, submitted as a quote', async ({
  browser,
  demo,
}) => {
  const page = await signedIn(browser, demo, 'it_staff');
  const inThirtyDays = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const [due] = await listed<{ id: string; serial_number: string; employee: { name: string; email: string } }>(
    page,
    demo,
    `/api/v1/assets?refresh_due_before=${inThirtyDays}&status=in_use`,
  );
  expect(due).toBeDefined();

  await page.goto('/');
  const section = page.getByRole('region', { name: 'Due for refresh' });
  await section.getByRole('button', { name: `Start refresh of ${due!.serial_number}` }).click();
  await expect(page).toHaveURL(/\/refreshes\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Refresh of ${due!.serial_number}`);
  await expect(page.getByText(`used by ${due!.employee.name}`)).toBeVisible();
  const draft = page.getByRole('table', { name: /^Draft quote from the policy / });
  await expect(draft.getByRole('row').nth(1)).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/refresh-draft.png', fullPage: true });

  await page.getByRole('button', { name: 'Submit as a quote' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit quote' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Refresh ordered' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Status/ })).toContainText('ordered');
  const refreshId = page.url().split('/').pop()!;
  const refresh = await page.request.get(`${demo.apiUrl}/api/v1/refreshes/${refreshId}`, {
    headers: { authorization: `Bearer ${demo.apiKey}` },
  });
  const body = (await refresh.json()).data as { status: string; quote_id: string; asset_id: string };
  expect(body).toMatchObject({ status: 'ordered', asset_id: due!.id });
  const quote = await page.request.get(`${demo.apiUrl}/api/v1/quotes/${body.quote_id}`, {
    headers: { authorization: `Bearer ${demo.apiKey}` },
  });
  const recipients = ((await quote.json()).data.items as { recipients: { email: string }[] }[]).flatMap(
    (item) => item.recipients,
  );
  expect(recipients.map((recipient) => recipient.email)).toContain(due!.employee.email);
  await page.getByRole('link', { name: 'Open the quote' }).click();
  await expect(page).toHaveURL(new RegExp(`/quotes/${body.quote_id}$`));

  // The Refreshes page lists it.
  await page.goto('/refreshes');
  await expect(
    page.getByRole('table', { name: 'Refreshes' }).getByRole('row').filter({ hasText: due!.serial_number }),
  ).toContainText('ordered');
  await page.context().close();
});

test('operator: the review queue lists every live quote waiting for prices', async ({ browser, demo }) => {
  const page = await signedIn(browser, demo, 'operator');
  await page.goto('/operator');
  const toPrice = page.getByRole('table').first();
  const pending = await countListed(page, demo, '/operator/v1/quotes?status=pending_review', true);
  expect(pending).toBeGreaterThan(0);
  await expect(toPrice.getByRole('row')).toHaveCount(pending + 1);
  await page.context().close();
});

test('IT staff retrieve a demo leaver’s devices to clearance; the operator grades, erases and clears the laptop; IT staff download its certificate', async ({
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
  const retrieve = page.getByRole('dialog', { name: new RegExp(`^Retrieve ${held} devices?\\?$`) });
  await expect(retrieve.getByRole('radio', { name: /^Loadout's hub/ })).toBeChecked();
  await retrieve.getByRole('radio', { name: /^Clearance: erase and resell/ }).check();
  await retrieve.getByRole('button', { name: 'Retrieve devices' }).click();
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
  for (const action of forHannah) expect(action.destination).toEqual({ type: 'clearance', outcome: 'resale' });
  await expect(devices.getByRole('row').filter({ hasText: 'Clearance: erase and resell' }).first()).toBeVisible();

  // The operator receives the laptop with its grade, erases it (the certificate is issued), then records its resale.
  const laptop = forHannah.find((action: { type: string }) => action.type === 'Laptop') ?? forHannah[0];
  const operator = await signedIn(browser, demo, 'operator');
  await operator.goto(`/operator/device-actions/${laptop.action_id}`);
  await operator.getByRole('button', { name: 'Receive…' }).click();
  const receive = operator.getByRole('dialog', { name: `Receive ${laptop.serial_number}` });
  await expect(receive).toContainText('Destination: Clearance: erase and resell');
  await receive.getByRole('radio', { name: 'B: light wear' }).check();
  await receive.getByRole('button', { name: 'Receive' }).click();
  await expect(operator.getByTestId('toast').filter({ hasText: 'Received and graded' })).toBeVisible();

  await operator.getByRole('navigation').getByRole('link', { name: 'Clearance' }).click();
  const row = operator.getByRole('table', { name: 'Devices waiting for clearance' }).getByRole('row').filter({
    hasText: laptop.serial_number,
  });
  await expect(row).toContainText('B: light wear');
  await row.getByRole('button', { name: `Record erasure of ${laptop.serial_number}` }).click();
  const erasure = operator.getByRole('form', { name: `Erasure of ${laptop.serial_number}` });
  await erasure.getByRole('button', { name: 'Record erasure and issue certificate' }).click();
  await expect(erasure.getByText('must not be empty').first()).toBeVisible();
  await erasure.getByLabel('Method (NIST SP 800-88)').selectOption('purge');
  await erasure.getByLabel('Tool').fill('Blancco Drive Eraser 7.9');
  await erasure.getByLabel('Performed by').fill('Omar Quist');
  await erasure.getByLabel('Verification note (optional)').fill('Full verification pass.');
  await operator.screenshot({ path: 'test-results/screenshots/operator-clearance-erasure.png', fullPage: true });
  await erasure.getByRole('button', { name: 'Record erasure and issue certificate' }).click();
  await expect(operator.getByTestId('toast').filter({ hasText: /certificate EC-\d{4}-\d{6} issued/ })).toBeVisible();
  await row.getByRole('button', { name: `Record outcome of ${laptop.serial_number}` }).click();
  const outcome = operator.getByRole('form', { name: `Outcome of ${laptop.serial_number}` });
  await outcome.getByLabel('Credited amount').fill('385');
  await outcome.getByRole('button', { name: 'Clear the device' }).click();
  await expect(operator.getByTestId('toast').filter({ hasText: `${laptop.serial_number} cleared` })).toBeVisible();
  await expect(row).toHaveCount(0);
  await operator.context().close();

  // IT staff find the cleared laptop in the inventory, open its page and download its certificate there: the PDF
  // the API issued.
  await page.goto(`/inventory?status=cleared&serial_number=${laptop.serial_number}`);
  const cleared = page.getByRole('row').filter({ hasText: laptop.serial_number });
  await expect(cleared).toContainText('cleared');
  await expect(cleared).toContainText('Resold');
  await page.screenshot({ path: 'test-results/screenshots/inventory-cleared.png', fullPage: true });
  await cleared.getByRole('link', { name: laptop.serial_number, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/inventory/${laptop.serial_number}$`));
  const end = page.getByRole('region', { name: 'End of life' });
  await expect(end).toContainText('Purge (NIST SP 800-88)');
  await expect(end).toContainText('Resold, $385.00 credited');
  await expect(page.getByRole('region', { name: 'Where it is' })).toContainText('B, light wear');
  await expect(page.getByRole('table', { name: `Device actions for ${laptop.serial_number}` })).toContainText('Store');
  const link = end.getByRole('link', { name: /^Download erasure certificate EC-\d{4}-\d{6} \(PDF\)$/ });
  await page.screenshot({ path: 'test-results/screenshots/device-page-cleared.png', fullPage: true });
  const pdf = await page.request.get(new URL((await link.getAttribute('href'))!, demo.dashboardUrl).toString());
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const [asset] = await listed<{ erasure: { pdf_sha256: string } }>(
    page,
    demo,
    `/api/v1/assets?status=cleared&serial_number=${laptop.serial_number}`,
  );
  await expect(end).toContainText(asset!.erasure.pdf_sha256);
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(asset!.erasure.pdf_sha256);
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
