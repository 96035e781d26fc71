import { expect, test, type Page } from '@playwright/test';
import { createDemoQuote } from './support/api';
import { NAVIGATION, OTHER_PAGES, removeSeeded, seedPages } from './support/pages';
import { signInOverHttp } from './support/session';
import { USERS, type E2ERole } from './support/stack';

// Every page of each role on a phone (390×844), on the demo data: nothing scrolls sideways, the header is one bar of at
// most 64 px (the Menu button, the company, the user menu), and the navigation sits behind the Menu button, whose links
// work. Screenshots land in test-results/screenshots/mobile-* and header-*.

test.use({ viewport: { width: 390, height: 844 } });

async function waitForPage(page: Page) {
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
}

/** The header's height: one bar of at most this many CSS pixels on a phone. */
const MAX_HEADER_HEIGHT = 64;

/**
 * Nothing wider than the window; the header one bar of at most 64 px, with the Menu button, the company and the user
 * menu side by side in it; the user menu opens with the user, the role and Sign out inside the window.
 */
async function expectFitsTheWindow(page: Page, path: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
  const header = (await page.getByRole('banner').boundingBox())!;
  expect(header.height, `${path}: the header is ${header.height} px high`).toBeLessThanOrEqual(MAX_HEADER_HEIGHT);
  const banner = page.getByRole('banner');
  for (const element of [
    banner.getByRole('button', { name: 'Menu', exact: true }),
    banner.getByTestId('organisation'),
    banner.getByRole('button', { name: 'User menu' }),
  ]) {
    const box = await element.boundingBox();
    expect(box, `${path}: the header lacks ${element}`).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(header.y);
    expect(box!.y + box!.height).toBeLessThanOrEqual(header.y + header.height);
    expect(box!.x + box!.width).toBeLessThanOrEqual(innerWidth);
  }
  const userMenu = banner.getByRole('button', { name: 'User menu' });
  await userMenu.click();
  for (const element of [
    page.getByTestId('user-name'),
    page.getByTestId('user-role'),
    page.getByRole('button', { name: 'Sign out' }),
  ]) {
    const box = await element.boundingBox();
    expect(box, `${path}: the user menu is cut off`).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(innerWidth);
  }
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('user-name')).toBeHidden();
  await expect(userMenu).toBeFocused();
}

/** The navigation is hidden behind the Menu disclosure; it opens with the role's links and closes on Escape. */
async function expectMenu(page: Page, role: E2ERole) {
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
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
    const seeded = await seedPages(page.request, { webhook: true, approvals: true });
    await signInOverHttp(page, role);
    try {
      await page.goto(NAVIGATION[role][0]!.href);
      for (const [index, item] of NAVIGATION[role].entries()) {
        // Each page of the navigation is reached through the menu, from the one before.
        if (index > 0) {
          await page.getByRole('button', { name: 'Menu', exact: true }).click();
          await page
            .getByRole('navigation', { name: 'Main' })
            .getByRole('link', { name: item.label, exact: true })
            .click();
          await expect(page).toHaveURL(new RegExp(`${item.href === '/' ? '' : item.href}/?$`));
          await expect(page.getByRole('button', { name: 'Menu', exact: true })).toHaveAttribute(
            'aria-expanded',
            'false',
          );
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
      await removeSeeded(page.request, seeded);
    }
  });
}

const ORGANISATION: Record<E2ERole, string> = {
  it_staff: 'Acme',
  manager: 'Acme',
  support: 'Acme',
  operator: 'Loadout operations',
};
const ROLE_LABELS: Record<E2ERole, string> = {
  it_staff: 'IT staff',
  manager: 'Manager',
  support: 'Support',
  operator: 'Operator',
};

/** The header and what the user sees of the frame, in both colour schemes: `header-<role>-<width>-<what>-<scheme>.png`. */
async function screenshotHeader(page: Page, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: `test-results/screenshots/header-${name}-${colorScheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

for (const role of Object.keys(NAVIGATION) as E2ERole[]) {
  test(`${role}: on a phone the header is one bar of at most ${MAX_HEADER_HEIGHT} px whose menu, company and user menu work`, async ({
    page,
  }) => {
    await signInOverHttp(page, role);
    const [home, next] = NAVIGATION[role];
    await page.goto(home!.href);
    await waitForPage(page);
    const banner = page.getByRole('banner');
    const bar = (await banner.boundingBox())!;
    expect(bar.height).toBeLessThanOrEqual(MAX_HEADER_HEIGHT);
    expect(bar.y).toBe(0);
    expect(bar.width).toBe(390);
    // Nothing of the frame but the bar above the page: the page starts right under it.
    expect((await page.getByRole('main').boundingBox())!.y).toBeCloseTo(bar.y + bar.height, 0);
    await expect(banner.getByTestId('organisation')).toHaveText(ORGANISATION[role]);
    await expect(banner.getByTestId('organisation')).toBeVisible();
    await screenshotHeader(page, `${role}-390`);

    // The navigation opens under the bar, and its links lead to their pages.
    const menu = banner.getByRole('button', { name: 'Menu', exact: true });
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await menu.click();
    await expect(navigation).toBeVisible();
    expect((await navigation.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
    await screenshotHeader(page, `${role}-390-menu`);
    await navigation.getByRole('link', { name: next!.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${next!.href}/?$`));
    await expect(navigation).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    // The user menu: the user and their role, inside the window; it closes on a click outside and on Escape.
    const userMenu = banner.getByRole('button', { name: 'User menu' });
    await expect(page.getByTestId('user-name')).toBeHidden();
    await userMenu.click();
    await expect(userMenu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('user-name')).toHaveText(USERS[role].name);
    await expect(page.getByTestId('user-role')).toHaveText(ROLE_LABELS[role]);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeInViewport({ ratio: 1 });
    await screenshotHeader(page, `${role}-390-user-menu`);
    await page.getByRole('main').click({ position: { x: 4, y: 4 } });
    await expect(page.getByTestId('user-name')).toBeHidden();
    await expect(userMenu).toHaveAttribute('aria-expanded', 'false');
    await userMenu.click();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('user-name')).toBeHidden();
    await expect(userMenu).toBeFocused();

    // On a wide screen the same frame: the navigation beside the page, the company, the user and Sign out in view.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(menu).toBeHidden();
    await expect(userMenu).toBeHidden();
    await expect(navigation.getByRole('link')).toHaveText(NAVIGATION[role].map((item) => item.label));
    for (const element of [
      banner.getByTestId('organisation'),
      page.getByTestId('user-name'),
      page.getByTestId('user-role'),
      page.getByRole('button', { name: 'Sign out' }),
    ])
      await expect(element).toBeVisible();
    await screenshotHeader(page, `${role}-1280`);
    await page.setViewportSize({ width: 390, height: 844 });

    // Sign out, from the user menu.
    await userMenu.click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in/);
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
