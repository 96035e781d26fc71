import { expect, test } from '@playwright/test';
import { signInOverHttp } from './support/session';
import type { E2ERole } from './support/stack';

// A signed-in role that opens a page it may not see stays on that address and is told why: which roles may open it,
// what this role does instead, and a link to its home. The BFF keeps answering such calls with 403.

const CASES: {
  role: E2ERole;
  path: string;
  page: string;
  allowed: string;
  home: { label: string; path: string; heading: string };
}[] = [
  {
    role: 'support',
    path: '/webhooks',
    page: 'Webhooks',
    allowed: 'IT staff',
    home: { label: 'Overview', path: '/', heading: 'Overview' },
  },
  {
    role: 'support',
    path: '/catalog',
    page: 'Catalog',
    allowed: 'IT staff or managers',
    home: { label: 'Overview', path: '/', heading: 'Overview' },
  },
  {
    role: 'manager',
    path: '/quotes/new',
    page: 'New quote',
    allowed: 'IT staff',
    home: { label: 'Overview', path: '/', heading: 'Overview' },
  },
  {
    role: 'manager',
    path: '/webhooks/new',
    page: 'New webhook endpoint',
    allowed: 'IT staff',
    home: { label: 'Overview', path: '/', heading: 'Overview' },
  },
  {
    role: 'it_staff',
    path: '/operator',
    page: 'Review queue',
    allowed: 'Loadout operators',
    home: { label: 'Overview', path: '/', heading: 'Overview' },
  },
  {
    role: 'support',
    path: '/operator/companies',
    page: 'Companies',
    allowed: 'Loadout operators',
    home: { label: 'Overview', path: '/', heading: 'Overview' },
  },
  {
    role: 'operator',
    path: '/',
    page: 'Overview',
    allowed: 'IT staff, managers, or support staff',
    home: { label: 'Review queue', path: '/operator', heading: 'Review queue' },
  },
  {
    role: 'operator',
    path: '/device-actions',
    page: 'Device actions',
    allowed: 'IT staff, managers, or support staff',
    home: { label: 'Review queue', path: '/operator', heading: 'Review queue' },
  },
];

test.describe('pages outside the role', () => {
  for (const { role, path, page: pageName, allowed, home } of CASES) {
    test(`${role} on ${path} is told why, and goes home from there`, async ({ page }) => {
      await signInOverHttp(page, role);
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '' : path}/?$`));
      const notice = page.getByRole('region', { name: `${pageName} is not open to your role` });
      await expect(notice.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(notice).toContainText(`${pageName} is only for ${allowed}.`);
      await expect(notice).toContainText(/You are signed in as (IT staff|Manager|Support|Operator)\./);
      // The user keeps their own navigation, and the page says what the role does instead.
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: home.label, exact: true }),
      ).toBeVisible();
      await notice.getByRole('link', { name: `Go to ${home.label}` }).click();
      await expect(page).toHaveURL(new RegExp(`${home.path === '/' ? '' : home.path}/?$`));
      await expect(page.getByRole('heading', { level: 1, name: home.heading })).toBeVisible();
    });
  }

  test('the BFF still refuses such calls with 403', async ({ page }) => {
    await signInOverHttp(page, 'support');
    const operatorQueue = await page.request.get('/api/operator/quotes');
    expect(operatorQueue.status()).toBe(403);
    expect((await operatorQueue.json()).error.code).toBe('FORBIDDEN');
    await signInOverHttp(page, 'operator');
    expect((await page.request.get('/api/quotes')).status()).toBe(403);
  });
});
