import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { callApi, createDemoQuote, createDeviceAction, createShippedQuote } from './support/api';
import { hireWithChoiceLink, removePolicy } from './support/onboarding';
import { signInOverHttp } from './support/session';
import { E2E_PORTS, type E2ERole } from './support/stack';

// Every page of the dashboard and the operator console, in the light and the dark colour scheme, scanned with
// axe-core: no serious or critical violation; in the dark scheme, no light surface is left. Each page's screenshot is
// kept in test-results/screenshots/.

const COLOR_SCHEMES = ['light', 'dark'] as const;
type ColorScheme = (typeof COLOR_SCHEMES)[number];

/** Elements of at least 1,000 px² whose background is light (an sRGB luminance over 0.4, or an OKLCH lightness over 0.8). */
function findLightSurfaces(): string[] {
  const isLight = (color: string) => {
    const [first = 0, second = 0, third = 0, alpha = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
    if ((color.includes('/') || color.startsWith('rgba')) && alpha < 0.5) return false;
    if (color.startsWith('oklch')) return first > 0.8;
    const linear = [first, second, third].map((value) =>
      value / 255 <= 0.03928 ? value / 255 / 12.92 : ((value / 255 + 0.055) / 1.055) ** 2.4,
    );
    return 0.2126 * linear[0]! + 0.7152 * linear[1]! + 0.0722 * linear[2]! > 0.4;
  };
  return [document.body, ...document.body.querySelectorAll('*')]
    .filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width * box.height >= 1000 && isLight(getComputedStyle(element).backgroundColor);
    })
    .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ').slice(0, 6).join('.')}`)
    .slice(0, 8);
}

/**
 * `fullPage: false` keeps only the first screen in the screenshot, for a page too long to capture whole (the API
 * reference: some 450,000 px, which Chromium refuses to capture); the checks still cover the whole page.
 */
async function scan(page: Page, name: string, path: string, colorScheme: ColorScheme, { fullPage = true } = {}) {
  await page.emulateMedia({ colorScheme });
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await page.screenshot({ path: `test-results/screenshots/page-${name}-${colorScheme}.png`, fullPage });
  if (colorScheme === 'dark')
    expect(await page.evaluate(findLightSurfaces), `${path} keeps light surfaces in the dark scheme`).toEqual([]);
  await expectNoSeriousViolations(page, path);
}

/** A quote of the demo catalog (kit, catalog product with an alternative, a shipped item), a shipment, a device action. */
async function seed(request: APIRequestContext) {
  const { quoteId, productId } = await createDemoQuote(request);
  const { trackingCode } = await createShippedQuote(request);
  const actionId = await createDeviceAction(request);
  const companies = await callApi(request, 'GET', '/operator/v1/companies', { operator: true });
  const employees = await callApi(request, 'GET', '/api/v1/employees?limit=1');
  return {
    quoteId,
    actionId,
    productId,
    trackingCode,
    companyId: companies.body.data[0].id as string,
    employeeId: employees.body.data[0].id as string,
  };
}

type Seeded = Awaited<ReturnType<typeof seed>>;

/** The pages only read what `seed` made, so each worker seeds once, through the API, for all the pages it scans. */
const test = base.extend<object, { seeded: Seeded }>({
  seeded: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext();
      await use(await seed(request));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
});

const PAGES: [E2ERole, string, (ids: Seeded) => string][] = [
  ['it_staff', 'overview', () => '/'],
  ['it_staff', 'catalog', () => '/catalog'],
  ['it_staff', 'catalog-kits', () => '/catalog?view=kits'],
  ['it_staff', 'quotes', () => '/quotes'],
  ['it_staff', 'quote-new', () => '/quotes/new'],
  ['manager', 'approvals', () => '/approvals'],
  ['manager', 'quote-detail', (ids) => `/quotes/${ids.quoteId}`],
  ['it_staff', 'device-actions', () => '/device-actions'],
  ['it_staff', 'device-action-new', () => '/device-actions/new'],
  ['it_staff', 'device-action-detail', (ids) => `/device-actions/${ids.actionId}`],
  ['it_staff', 'inventory', () => '/inventory'],
  ['it_staff', 'employees', () => '/employees'],
  ['support', 'employee-entry', (ids) => `/employees/${ids.employeeId}`],
  ['it_staff', 'webhooks', () => '/webhooks'],
  ['it_staff', 'webhook-new', () => '/webhooks/new'],
  ['it_staff', 'equipment-policies', () => '/equipment-policies'],
  ['it_staff', 'equipment-policy-new', () => '/equipment-policies/new'],
  ['manager', 'equipment-policies-read-only', () => '/equipment-policies'],
  ['it_staff', 'budgets', () => '/budgets'],
  ['support', 'budgets-read-only', () => '/budgets?period=quarter'],
  ['it_staff', 'approval-rules', () => '/approval-rules'],
  ['it_staff', 'approval-rule-new', () => '/approval-rules/new'],
  ['manager', 'approval-rules-read-only', () => '/approval-rules'],
  ['support', 'shipments', () => '/shipments'],
  ['support', 'shipments-found', (ids) => `/shipments?q=${ids.trackingCode}`],
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
  ['operator', 'operator-search', () => '/operator/search?q=Acme'],
  ['operator', 'operator-webhook-health', () => '/operator/webhook-health'],
];

test.describe('accessibility (axe-core)', () => {
  for (const colorScheme of COLOR_SCHEMES) {
    test(`the sign-in page (${colorScheme})`, async ({ page }) => {
      await scan(page, 'sign-in', '/sign-in', colorScheme);
    });

    test(`webhook-detail (it_staff, ${colorScheme})`, async ({ page }) => {
      // A company has at most 10 endpoints: this one is removed again.
      const webhook = await callApi(page.request, 'POST', '/api/v1/webhooks', {
        body: { url: `http://127.0.0.1:9/a11y-${Date.now()}`, events: ['quote.created'] },
      });
      expect(webhook.status).toBe(201);
      await signInOverHttp(page, 'it_staff');
      try {
        await scan(page, 'webhook-detail', `/webhooks/${webhook.body.data.id}`, colorScheme);
      } finally {
        await callApi(page.request, 'DELETE', `/api/v1/webhooks/${webhook.body.data.id}`);
      }
    });

    test(`the API reference, served by the API (${colorScheme})`, async ({ page }) => {
      // One long page of every endpoint and guide: axe-core takes one to two minutes over it on a busy machine, and
      // four and a half on a slow one (CI, 2026-11-27).
      test.setTimeout(600_000);
      await scan(page, 'api-reference', `http://127.0.0.1:${E2E_PORTS.api}/api/v1/docs`, colorScheme, {
        fullPage: false,
      });
    });

    test(`a new hire's one-time choice link, and one no longer valid (no session, ${colorScheme})`, async ({
      page,
    }) => {
      const hire = await hireWithChoiceLink(page.request, `${Date.now()}-a11y-${colorScheme}`);
      try {
        await scan(page, 'choose', `/choose/${hire.token}`, colorScheme);
        await scan(page, 'choose-gone', '/choose/not-a-link-anyone-was-sent-0000', colorScheme);
      } finally {
        await removePolicy(page.request, hire.policyId);
      }
    });

    test(`a page outside the role (support on /webhooks, ${colorScheme})`, async ({ page }) => {
      await signInOverHttp(page, 'support');
      await scan(page, 'forbidden', '/webhooks', colorScheme);
    });

    for (const [role, name, path] of PAGES) {
      test(`${name} (${role}, ${colorScheme})`, async ({ page, seeded }) => {
        await signInOverHttp(page, role);
        await scan(page, name, path(seeded), colorScheme);
      });
    }
  }
});
