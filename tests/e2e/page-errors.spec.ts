import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_DASHBOARD_URL, findDemoPages } from './support/demo-stack';
import { everyPage, NAVIGATION, removeSeeded, seedPages } from './support/pages';
import { signInOverHttp } from './support/session';
import type { E2ERole } from './support/stack';
import { MESSAGES } from './support/catalogs';

// Every page of every role, each loaded in full (the server's render, then the browser's hydration) on the demo
// company's six months (support/demo-stack.ts): no console error and no uncaught error. React reports a first render in the browser that differs from the
// server's HTML as an uncaught error (#418 in production builds). The browser runs in another time zone and locale
// than the server (UTC), so that text which depends on them in the first render fails here too; in German, the pages
// render in German (lib/i18n).

test.use({ timezoneId: 'Pacific/Kiritimati', locale: 'de-DE' });

/** Every console error and uncaught error of the page from now on, with the path it happened on. */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  const where = () => new URL(page.url()).pathname + new URL(page.url()).search;
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${where()}: console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${where()}: uncaught: ${error.message}`));
  return errors;
}

/** Resolves once React has hydrated the element (it attaches its fiber to the node). */
async function hydrated(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
}

/** A full load of `path`: the page's heading hydrated, its data in, the network quiet. */
async function load(page: Page, path: string) {
  await page.goto(path);
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading).toBeVisible();
  await hydrated(heading);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
}

test.describe('pages load without errors (the browser in Pacific/Kiritimati, de-DE)', () => {
  for (const role of Object.keys(NAVIGATION) as E2ERole[]) {
    test(`${role}: every page of the demo company, loaded in full, logs no error`, async ({ page }) => {
      test.setTimeout(300_000);
      const demoPages = await findDemoPages(page.request);
      await signInOverHttp(page, role, DEMO_DASHBOARD_URL);
      const errors = recordErrors(page);
      for (const path of everyPage(role, demoPages)) await load(page, `${DEMO_DASHBOARD_URL}${path}`);
      expect(errors).toEqual([]);
    });
  }

  // The inbox and the navigation's count of it read the same requests: loaded again and again, every load hydrates
  // as the server rendered it, however the browser's own request for the count and the page's hydration interleave.
  for (const role of ['manager', 'it_staff'] as const) {
    test(`${role}: the approvals inbox with a request waiting hydrates without a mismatch, load after load`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const seeded = await seedPages(page.request, { approvals: true });
      try {
        await signInOverHttp(page, role);
        const errors = recordErrors(page);
        for (let attempt = 0; attempt < 8; attempt += 1) {
          await load(page, '/approvals');
          await expect(
            page.getByRole('table', { name: MESSAGES.de.Approvals.allCaption }).getByRole('link').first(),
          ).toBeVisible();
        }
        if (role === 'manager') {
          await expect(page.getByTestId('approvals-badge')).toBeVisible();
          await expect(
            page.getByRole('table', { name: MESSAGES.de.Approvals.mineCaption }).getByRole('link'),
          ).not.toHaveCount(0);
        }
        expect(errors).toEqual([]);
      } finally {
        await removeSeeded(page.request, seeded);
      }
    });
  }
});
