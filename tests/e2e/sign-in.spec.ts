import { expect, test } from '@playwright/test';
import { signInWithForm } from './support/session';
import { SESSION_MAX_AGE_SECONDS, USERS, type E2ERole } from './support/stack';

const NAVIGATION: Record<E2ERole, string[]> = {
  it_staff: ['Overview', 'Catalog', 'Quotes', 'Device actions', 'Inventory', 'Employees', 'Webhooks'],
  manager: ['Overview', 'Catalog', 'Quotes', 'Device actions', 'Inventory', 'Employees'],
  support: ['Overview', 'Shipments', 'Quotes', 'Device actions', 'Inventory', 'Employees'],
  operator: ['Review queue', 'Fulfilment', 'Device queue', 'Companies', 'Catalog', 'Outbox', 'Webhook health'],
};

const ROLE_LABELS: Record<E2ERole, string> = { it_staff: 'IT staff', manager: 'Manager', support: 'Support', operator: 'Operator' };
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
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(NAVIGATION[role]);

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
    await expect(page.getByRole('alert').filter({ hasText: 'That e-mail and password do not match an account.' })).toBeVisible();
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
});
