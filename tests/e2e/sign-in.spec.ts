import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { NAVIGATION } from './support/pages';
import { signInOverHttp, signInWithForm } from './support/session';
import { SESSION_MAX_AGE_SECONDS, USERS, type E2ERole } from './support/stack';

const ROLE_LABELS: Record<E2ERole, string> = {
  it_staff: 'IT staff',
  manager: 'Manager',
  support: 'Support',
  operator: 'Operator',
};
const HOME: Record<E2ERole, string> = { it_staff: '/', manager: '/', support: '/', operator: '/operator' };

test.describe('sign-in and sign-out', () => {
  for (const role of Object.keys(USERS) as E2ERole[]) {
    test(`${role}: signs in, sees only its navigation, signs out`, async ({ page }) => {
      await page.goto('/quotes');
      await expect(page).toHaveURL(/\/sign-in/);

      await signInWithForm(page, role);
      await expect(page).toHaveURL(new RegExp(`${HOME[role] === '/' ? '/quotes' : '/operator'}$`));
      await expect(page.getByTestId('user-name')).toHaveText(USERS[role].name);
      await expect(page.getByTestId('user-role')).toHaveText(ROLE_LABELS[role]);
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(
        NAVIGATION[role].map((item) => item.label),
      );

      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/sign-in/);
      await page.goto(HOME[role]);
      await expect(page).toHaveURL(/\/sign-in/);
      expect((await page.request.get('/api/auth/session').then((response) => response.json())).user).toBeUndefined();
    });
  }

  test('signing in goes to the role’s home, or to the page asked for when the role may open it', async ({ page }) => {
    await signInWithForm(page, 'operator');
    await expect(page).toHaveURL(/\/operator$/);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in/);
    await page.goto('/operator/outbox');
    await expect(page).toHaveURL(/\/sign-in\?callbackUrl=%2Foperator%2Foutbox/);
    await signInWithForm(page, 'operator');
    await expect(page).toHaveURL(/\/operator\/outbox$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  });

  test('a wrong password is refused with a message', async ({ page }) => {
    await signInWithForm(page, 'it_staff', 'not-the-password');
    await expect(
      page.getByRole('alert').filter({ hasText: 'That e-mail and password do not match an account.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in/);
  });

  test('the session cookie expires after DASHBOARD_SESSION_MAX_AGE', async ({ page, context }) => {
    await signInWithForm(page, 'manager');
    await expect(page).toHaveURL(/\/$/);
    const cookie = (await context.cookies()).find((candidate) => candidate.name.endsWith('next-auth.session-token'));
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    const lifetime = cookie!.expires - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(SESSION_MAX_AGE_SECONDS - 120);
    expect(lifetime).toBeLessThanOrEqual(SESSION_MAX_AGE_SECONDS + 5);

    // A session cookie that is no longer valid (tampered or expired) counts as signed out.
    await context.addCookies([{ ...cookie!, value: `${cookie!.value.slice(0, -4)}AAAA` }]);
    await page.goto('/quotes');
    await expect(page).toHaveURL(/\/sign-in/);
  });

  test.describe('a callbackUrl that leads off the dashboard is dropped', () => {
    // A foreign site on loopback: the tests check that the browser never reaches it.
    let visits = 0;
    let foreign: http.Server;
    let foreignHost = '';
    test.beforeAll(async () => {
      foreign = http.createServer((_request, response) => {
        visits += 1;
        response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Another site</h1>');
      });
      await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
      foreignHost = `127.0.0.1:${(foreign.address() as AddressInfo).port}`;
    });
    test.afterAll(async () => {
      await new Promise((resolve) => foreign.close(resolve));
    });

    // The probe strings of issue 21, as they arrive in the query string, and the same behind a page the role may open
    // (`/quotes/../\host` resolves to `//host`).
    const probes = (host: string) => [
      `/%5C${host}/x`,
      `/%5C%5C${host}/x`,
      `/%09/${host}/x`,
      `/%0D%0A/${host}/x`,
      `//${host}/x`,
      `/.//${host}/x`,
      `http://${host}/x`,
      `/quotes/..%2F%5C${host}/x`,
      `/quotes/..%5C%5C${host}/x`,
      `/quotes/%2E%2E/%09/${host}/x`,
    ];

    test('signing in with such a callbackUrl lands on the role’s home', async ({ page, baseURL }) => {
      await page.goto(`/sign-in?callbackUrl=/quotes/..%2F%5C${foreignHost}/x`);
      await signInWithForm(page, 'manager');
      await expect(page).toHaveURL(`${baseURL}/`);
      await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
      expect(visits).toBe(0);
    });

    test('a signed-in user sent to /sign-in with such a callbackUrl goes home, never to another host', async ({
      page,
      baseURL,
    }) => {
      await signInOverHttp(page, 'support');
      for (const probe of probes(foreignHost)) {
        const answer = await page.request.get(`/sign-in?callbackUrl=${probe}`, { maxRedirects: 0 });
        expect(answer.status(), probe).toBe(307);
        expect(answer.headers().location, probe).toBe('/');
        await page.goto(`/sign-in?callbackUrl=${probe}`);
        await expect(page, probe).toHaveURL(`${baseURL}/`);
      }
      expect(visits).toBe(0);
      // A page of the dashboard itself is still where the user goes.
      await page.goto('/sign-in?callbackUrl=%2Fshipments%3Fq%3Dada');
      await expect(page).toHaveURL(`${baseURL}/shipments?q=ada`);
    });
  });
});
