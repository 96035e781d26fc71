import { expect, type Page } from '@playwright/test';
import { E2E_PASSWORD, USERS, type E2ERole } from './stack';

/** Signs in over HTTP through next-auth's credentials endpoint; the page's context then holds the session cookie. */
export async function signInOverHttp(page: Page, role: E2ERole) {
  const csrf = await page.request.get('/api/auth/csrf');
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await page.request.post('/api/auth/callback/credentials', {
    form: { csrfToken, email: USERS[role].email, password: E2E_PASSWORD, json: 'true' },
  });
  expect(response.ok()).toBe(true);
  const session = await (await page.request.get('/api/auth/session')).json();
  expect(session.user.role).toBe(role);
}

/** Signs in through the sign-in page (opened unless the page is on it already), as a person would. */
export async function signInWithForm(page: Page, role: E2ERole, password = E2E_PASSWORD) {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/sign-in')) await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill(USERS[role].email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
