import { test as base, expect, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { DEMO_DASHBOARD_URL, findDemoPages } from './support/demo-stack';
import { hireWithChoiceLink, removePolicy } from './support/onboarding';
import { everyPage, NAVIGATION, type SeededPages } from './support/pages';
import { signInOverHttp } from './support/session';
import { E2E_PORTS, type E2ERole } from './support/stack';

// Every page of the dashboard and the operator console, in the light and the dark colour scheme, scanned with
// axe-core on the demo company's six months (a hire's choice link, whose token only its e-mail holds, on the suite's
// stack): no serious or critical violation; in the dark scheme, no light surface is left. Each page's screenshot is
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

/**
 * The pages of every role are scanned on the demo company's six months (support/demo-stack.ts): what a newcomer
 * meets, with every state there is to show. Nothing is made; the ids are found once per worker.
 */
const test = base.extend<object, { demoPages: SeededPages }>({
  demoPages: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext();
      await use(await findDemoPages(request));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
});

/** `quotes-new` for `/quotes/new`, `overview` for `/`: a page's name in test titles and screenshot files. */
function pageName(path: string): string {
  const name = path
    .replace(/^\/operator/, 'operator')
    .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, 'id')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '');
  return name || 'overview';
}

const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';
/** What `findDemoPages` finds, in shape: the test titles are known before any worker looks. */
const PLACEHOLDERS: SeededPages = {
  webhookId: PLACEHOLDER_ID,
  quoteId: PLACEHOLDER_ID,
  productId: PLACEHOLDER_ID,
  trackingCode: 'tracking',
  actionId: PLACEHOLDER_ID,
  companyId: PLACEHOLDER_ID,
  employeeId: PLACEHOLDER_ID,
  deviceSerial: 'serial',
  requestLogId: PLACEHOLDER_ID,
  approvals: { requestId: PLACEHOLDER_ID, ruleId: PLACEHOLDER_ID, policyId: PLACEHOLDER_ID },
};

/** Every page of every role (tests/e2e/support/pages.ts), by its place in the role's list: the ids differ per worker. */
const PAGES = (Object.keys(NAVIGATION) as E2ERole[]).flatMap((role) =>
  everyPage(role, PLACEHOLDERS).map((path, index) => ({ role, name: pageName(path), index })),
);

test.describe('accessibility (axe-core)', () => {
  for (const colorScheme of COLOR_SCHEMES) {
    test(`the sign-in page (${colorScheme})`, async ({ page }) => {
      await scan(page, 'sign-in', '/sign-in', colorScheme);
    });

    test(`the API reference and its guides, served by the API (${colorScheme})`, async ({ page }) => {
      await scan(page, 'api-reference', `http://127.0.0.1:${E2E_PORTS.api}/api/v1/docs`, colorScheme, {
        fullPage: false,
      });
      await scan(page, 'api-guides', `http://127.0.0.1:${E2E_PORTS.api}/api/v1/docs/guides`, colorScheme, {
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

    test(`a page outside the role (support on /webhooks, ${colorScheme}, demo company)`, async ({ page }) => {
      await signInOverHttp(page, 'support', DEMO_DASHBOARD_URL);
      await scan(page, 'forbidden', `${DEMO_DASHBOARD_URL}/webhooks`, colorScheme);
    });

    for (const { role, name, index } of PAGES) {
      test(`${name} (${role}, ${colorScheme}, demo company)`, async ({ page, demoPages }) => {
        await signInOverHttp(page, role, DEMO_DASHBOARD_URL);
        await scan(page, `${role}-${name}`, `${DEMO_DASHBOARD_URL}${everyPage(role, demoPages)[index]!}`, colorScheme);
      });
    }
  }
});
