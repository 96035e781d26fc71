import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { callApi, createQuote, priceQuote } from './support/api';
import { signInOverHttp } from './support/session';
import type { E2ERole } from './support/stack';

// Every page of the dashboard and the operator console, scanned with axe-core: no serious or critical violation.
// Each page's screenshot is kept in test-results/screenshots/.

async function scan(page: Page, name: string, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await page.screenshot({ path: `test-results/screenshots/page-${name}.png`, fullPage: true });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    blocking.map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    `${path} has accessibility violations`,
  ).toEqual([]);
}

async function seed(page: Page) {
  const { quoteId } = await createQuote(page.request);
  await priceQuote(page.request, quoteId);
  const serial = `A11Y-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const action = await callApi(page.request, 'POST', '/api/v1/device-actions/external', {
    body: { action_type: 'Store', serial_number: serial, model: 'ThinkPad T14', type: 'Laptop', country: 'DE', current_user: { name: 'Kai Weber', email: 'kai@acme.example' } },
  });
  expect(action.status).toBe(201);
  const companies = await callApi(page.request, 'GET', '/operator/v1/companies', { operator: true });
  const products = await callApi(page.request, 'GET', '/api/v1/products?limit=1');
  return {
    quoteId,
    actionId: action.body.data.id as string,
    companyId: companies.body.data[0].id as string,
    productId: products.body.data[0].id as string,
  };
}

const PAGES: [E2ERole, string, (ids: Awaited<ReturnType<typeof seed>>) => string][] = [
  ['it_staff', 'overview', () => '/'],
  ['it_staff', 'catalog', () => '/catalog'],
  ['it_staff', 'quotes', () => '/quotes'],
  ['it_staff', 'quote-new', () => '/quotes/new'],
  ['manager', 'quote-detail', (ids) => `/quotes/${ids.quoteId}`],
  ['it_staff', 'device-actions', () => '/device-actions'],
  ['it_staff', 'device-action-new', () => '/device-actions/new'],
  ['it_staff', 'device-action-detail', (ids) => `/device-actions/${ids.actionId}`],
  ['it_staff', 'inventory', () => '/inventory'],
  ['it_staff', 'employees', () => '/employees'],
  ['it_staff', 'webhooks', () => '/webhooks'],
  ['it_staff', 'webhook-new', () => '/webhooks/new'],
  ['support', 'shipments', () => '/shipments'],
  ['operator', 'operator-review-queue', () => '/operator'],
  ['operator', 'operator-quote', (ids) => `/operator/quotes/${ids.quoteId}`],
  ['operator', 'operator-fulfilment', () => '/operator/fulfilment'],
  ['operator', 'operator-device-queue', () => '/operator/device-actions'],
  ['operator', 'operator-device-action', (ids) => `/operator/device-actions/${ids.actionId}`],
  ['operator', 'operator-companies', () => '/operator/companies'],
  ['operator', 'operator-company', (ids) => `/operator/companies/${ids.companyId}`],
  ['operator', 'operator-catalog', () => '/operator/catalog'],
  ['operator', 'operator-product', (ids) => `/operator/catalog/${ids.productId}`],
  ['operator', 'operator-product-new', () => '/operator/catalog/new'],
  ['operator', 'operator-catalog-import', () => '/operator/catalog/import'],
  ['operator', 'operator-outbox', () => '/operator/outbox'],
  ['operator', 'operator-webhook-health', () => '/operator/webhook-health'],
];

test.describe('accessibility (axe-core)', () => {
  test('the sign-in page', async ({ page }) => {
    await scan(page, 'sign-in', '/sign-in');
  });

  test('webhook-detail (it_staff)', async ({ page }) => {
    // A company has at most 10 endpoints: this one is removed again.
    const webhook = await callApi(page.request, 'POST', '/api/v1/webhooks', { body: { url: `http://127.0.0.1:9/a11y-${Date.now()}`, events: ['quote.created'] } });
    expect(webhook.status).toBe(201);
    await signInOverHttp(page, 'it_staff');
    try {
      await scan(page, 'webhook-detail', `/webhooks/${webhook.body.data.id}`);
    } finally {
      await callApi(page.request, 'DELETE', `/api/v1/webhooks/${webhook.body.data.id}`);
    }
  });

  for (const [role, name, path] of PAGES) {
    test(`${name} (${role})`, async ({ page }) => {
      const ids = await seed(page);
      await signInOverHttp(page, role);
      await scan(page, name, path(ids));
    });
  }
});
