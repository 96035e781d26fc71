import { expect, test, type Page } from '@playwright/test';
import { callApi, createDemoQuote, createDeviceAction, createShippedQuote } from './support/api';
import { signInOverHttp } from './support/session';
import type { E2ERole } from './support/stack';

// Every page of each role on a phone (390×844), on the demo data: nothing scrolls sideways, the header fits, and the
// navigation sits behind the Menu button, whose links work. Screenshots land in test-results/screenshots/mobile-*.

test.use({ viewport: { width: 390, height: 844 } });

type Seeded = {
  quoteId: string;
  productId: string;
  trackingCode: string;
  actionId: string;
  companyId: string;
  webhookId: string;
  employeeId: string;
};

const NAVIGATION: Record<E2ERole, { label: string; href: string }[]> = {
  it_staff: [
    { label: 'Overview', href: '/' },
    { label: 'Catalog', href: '/catalog' },
    { label: 'Quotes', href: '/quotes' },
    { label: 'Approvals', href: '/approvals' },
    { label: 'Device actions', href: '/device-actions' },
    { label: 'Inventory', href: '/inventory' },
    { label: 'Employees', href: '/employees' },
    { label: 'Webhooks', href: '/webhooks' },
    { label: 'Equipment policies', href: '/equipment-policies' },
    { label: 'Approval rules', href: '/approval-rules' },
    { label: 'Budgets', href: '/budgets' },
    { label: 'Audit log', href: '/audit-log' },
    { label: 'Developers', href: '/developers' },
    { label: 'Exports', href: '/exports' },
  ],
  manager: [
    { label: 'Overview', href: '/' },
    { label: 'Catalog', href: '/catalog' },
    { label: 'Quotes', href: '/quotes' },
    { label: 'Approvals', href: '/approvals' },
    { label: 'Device actions', href: '/device-actions' },
    { label: 'Inventory', href: '/inventory' },
    { label: 'Employees', href: '/employees' },
    { label: 'Equipment policies', href: '/equipment-policies' },
    { label: 'Approval rules', href: '/approval-rules' },
    { label: 'Budgets', href: '/budgets' },
    { label: 'Audit log', href: '/audit-log' },
    { label: 'Exports', href: '/exports' },
  ],
  support: [
    { label: 'Overview', href: '/' },
    { label: 'Shipments', href: '/shipments' },
    { label: 'Quotes', href: '/quotes' },
    { label: 'Device actions', href: '/device-actions' },
    { label: 'Inventory', href: '/inventory' },
    { label: 'Employees', href: '/employees' },
    { label: 'Budgets', href: '/budgets' },
    { label: 'Exports', href: '/exports' },
  ],
  operator: [
    { label: 'Review queue', href: '/operator' },
    { label: 'Fulfilment', href: '/operator/fulfilment' },
    { label: 'Device queue', href: '/operator/device-actions' },
    { label: 'Companies', href: '/operator/companies' },
    { label: 'Catalog', href: '/operator/catalog' },
    { label: 'Outbox', href: '/operator/outbox' },
    { label: 'Webhook health', href: '/operator/webhook-health' },
  ],
};

/** The pages beyond the navigation: detail pages, forms and views with a query. */
const OTHER_PAGES: Record<E2ERole, (seeded: Seeded) => string[]> = {
  it_staff: (s) => [
    '/catalog?view=kits',
    '/quotes/new',
    `/quotes/${s.quoteId}`,
    '/device-actions/new',
    `/device-actions/${s.actionId}`,
    `/employees/${s.employeeId}`,
    '/webhooks/new',
    `/webhooks/${s.webhookId}`,
    '/equipment-policies/new',
    '/approval-rules/new',
  ],
  manager: (s) => [
    '/catalog?view=kits',
    `/quotes/${s.quoteId}`,
    `/device-actions/${s.actionId}`,
    `/employees/${s.employeeId}`,
  ],
  support: (s) => [
    `/shipments?q=${s.trackingCode}`,
    `/quotes/${s.quoteId}`,
    `/device-actions/${s.actionId}`,
    `/employees/${s.employeeId}`,
  ],
  operator: (s) => [
    `/operator/quotes/${s.quoteId}`,
    `/operator/device-actions/${s.actionId}`,
    `/operator/companies/${s.companyId}`,
    `/operator/catalog/${s.productId}`,
    '/operator/catalog/new',
    '/operator/catalog/import',
    `/operator/search?q=${s.trackingCode}`,
    '/operator/search?q=Acme',
  ],
};

async function seed(page: Page): Promise<Seeded> {
  const quote = await createDemoQuote(page.request);
  const { trackingCode } = await createShippedQuote(page.request);
  const actionId = await createDeviceAction(page.request);
  const companies = await callApi(page.request, 'GET', '/operator/v1/companies', { operator: true });
  const employees = await callApi(page.request, 'GET', '/api/v1/employees?limit=1');
  // A company has at most 10 endpoints: this one is removed after the test.
  const webhook = await callApi(page.request, 'POST', '/api/v1/webhooks', {
    body: { url: `http://127.0.0.1:9/mobile-${Date.now()}`, events: ['quote.created'] },
  });
  expect(webhook.status).toBe(201);
  return {
    ...quote,
    trackingCode,
    actionId,
    companyId: companies.body.data[0].id,
    webhookId: webhook.body.data.id,
    employeeId: employees.body.data[0].id,
  };
}

async function waitForPage(page: Page) {
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
}

/** Nothing wider than the window, and the header's user, role and Sign out inside it. */
async function expectFitsTheWindow(page: Page, path: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
  for (const element of [
    page.getByTestId('user-name'),
    page.getByTestId('user-role'),
    page.getByRole('button', { name: 'Sign out' }),
  ]) {
    const box = await element.boundingBox();
    expect(box, `${path}: the header is cut off`).not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(innerWidth);
  }
}

/** The navigation is hidden behind the Menu disclosure; it opens with the role's links and closes on Escape. */
async function expectMenu(page: Page, role: E2ERole) {
  const menu = page.getByRole('button', { name: 'Menu' });
  const navigation = page.getByRole('navigation', { name: 'Main' });
  await expect(navigation).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(navigation).toHaveAttribute('id', (await menu.getAttribute('aria-controls'))!);
  await expect(navigation.getByRole('link')).toHaveText(NAVIGATION[role].map((item) => item.label));
  await page.keyboard.press('Escape');
  await expect(navigation).toBeHidden();
  await expect(menu).toBeFocused();
}

for (const role of Object.keys(NAVIGATION) as E2ERole[]) {
  test(`${role}: every page fits a phone and the menu leads to every page`, async ({ page }) => {
    test.setTimeout(180_000);
    const seeded = await seed(page);
    await signInOverHttp(page, role);
    try {
      await page.goto(NAVIGATION[role][0]!.href);
      for (const [index, item] of NAVIGATION[role].entries()) {
        // Each page of the navigation is reached through the menu, from the one before.
        if (index > 0) {
          await page.getByRole('button', { name: 'Menu' }).click();
          await page
            .getByRole('navigation', { name: 'Main' })
            .getByRole('link', { name: item.label, exact: true })
            .click();
          await expect(page).toHaveURL(new RegExp(`${item.href === '/' ? '' : item.href}/?$`));
          await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
        }
        await waitForPage(page);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectFitsTheWindow(page, item.href);
        await expectMenu(page, role);
        await page.screenshot({
          path: `test-results/screenshots/mobile-${role}${item.href.replaceAll('/', '-')}.png`,
          fullPage: true,
        });
      }
      for (const path of OTHER_PAGES[role](seeded)) {
        await page.goto(path);
        await waitForPage(page);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectFitsTheWindow(page, path);
        await expectMenu(page, role);
        await page.screenshot({
          path: `test-results/screenshots/mobile-${role}${path.replace(/[/?=]/g, '-').slice(0, 60)}.png`,
          fullPage: true,
        });
      }
    } finally {
      await callApi(page.request, 'DELETE', `/api/v1/webhooks/${seeded.webhookId}`);
    }
  });
}

test('tables stack into one block per row on a phone, each value beside its column header', async ({ page }) => {
  const { quoteNumber } = await createDemoQuote(page.request);
  await signInOverHttp(page, 'manager');
  await page.goto('/quotes');
  const table = page.getByRole('table', { name: 'Quotes' });
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: quoteNumber }) });
  await expect(row).toBeVisible();
  const cells = row.getByRole('cell');
  const [first, second] = [await cells.nth(0).boundingBox(), await cells.nth(1).boundingBox()];
  expect(second!.y).toBeGreaterThan(first!.y);
  expect(Math.abs(second!.x - first!.x)).toBeLessThan(2);
  expect(first!.width).toBeGreaterThan(300);
  const label = await cells.nth(0).evaluate((cell) => getComputedStyle(cell, '::before').content);
  expect(label).toContain('Quote');
  // The header row is still there for screen readers; the cells keep their own text.
  await expect(table.getByRole('columnheader', { name: 'Status' })).toHaveCount(1);
  await expect(cells.nth(0)).toContainText(quoteNumber);
});
