import { expect, type Cookie, type Page } from '@playwright/test';
import { E2E_PASSWORD, E2E_PORTS, USERS, type E2ERole } from './stack';

// Each worker signs each role in once and gives later tests the same session cookie (Playwright's storage state,
// kept in this module: a worker is one process). A cached session that has ended — a test signed it out, or ended
// the user's sessions — is noticed by the session check and replaced by a new sign-in.
// Kept per dashboard: the suite's stack and the demo stack (support/demo-stack.ts) both answer on 127.0.0.1.
const sessionCookies = new Map<string, Cookie[]>();

const SUITE_DASHBOARD_URL = `http://127.0.0.1:${E2E_PORTS.dashboard}`;

async function sessionRole(page: Page, dashboardUrl: string): Promise<string | undefined> {
  const answer = await page.request.get(`${dashboardUrl}/api/auth/session`);
  const session = (await answer.json()) as { user?: { role?: string } };
  return session.user?.role;
}

/**
 * Signs in over HTTP through next-auth's credentials endpoint of the suite's dashboard, or of `dashboardUrl`; the
 * page's context then holds the session cookie.
 */
export async function signInOverHttp(page: Page, role: E2ERole, dashboardUrl = SUITE_DASHBOARD_URL) {
  const key = `${dashboardUrl} ${role}`;
  const cached = sessionCookies.get(key);
  if (cached) {
    await page.context().addCookies(cached);
    if ((await sessionRole(page, dashboardUrl)) === role) return;
    await page.context().clearCookies();
  }
  const csrf = await page.request.get(`${dashboardUrl}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await page.request.post(`${dashboardUrl}/api/auth/callback/credentials`, {
    form: { csrfToken, email: USERS[role].email, password: E2E_PASSWORD, json: 'true' },
  });
  expect(response.ok()).toBe(true);
  expect(await sessionRole(page, dashboardUrl)).toBe(role);
  sessionCookies.set(
    key,
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
