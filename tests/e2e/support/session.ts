import { expect, type Cookie, type Page } from '@playwright/test';
import { E2E_PASSWORD, USERS, type E2ERole } from './stack';

// Each worker signs each role in once and gives later tests the same session cookie (Playwright's storage state,
// kept in this module: a worker is one process). A cached session that has ended — a test signed it out, or ended
// the user's sessions — is noticed by the session check and replaced by a new sign-in.
const sessionCookies = new Map<E2ERole, Cookie[]>();

async function sessionRole(page: Page): Promise<string | undefined> {
  const session = (await (await page.request.get('/api/auth/session')).json()) as { user?: { role?: string } };
  return session.user?.role;
}

/** Signs in over HTTP through next-auth's credentials endpoint; the page's context then holds the session cookie. */
export async function signInOverHttp(page: Page, role: E2ERole) {
  const cached = sessionCookies.get(role);
  if (cached) {
    await page.context().addCookies(cached);
    if ((await sessionRole(page)) === role) return;
    await page.context().clearCookies();
  }
  const csrf = await page.request.get('/api/auth/csrf');
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await page.request.post('/api/auth/callback/credentials', {
    form: { csrfToken, email: USERS[role].email, password: E2E_PASSWORD, json: 'true' },
  });
  expect(response.ok()).toBe(true);
  expect(await sessionRole(page)).toBe(role);
  sessionCookies.set(
    role,
    (await page.context().cookies()).filter((cookie) => cookie.name.includes('session-token')),
  );
}

/** Signs in through the sign-in page (opened unless the page is on it already), as a person would. */
export async function signInWithForm(page: Page, role: E2ERole, password = E2E_PASSWORD) {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/sign-in')) await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill(USERS[role].email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
