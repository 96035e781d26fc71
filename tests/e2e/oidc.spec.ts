import { expect, test } from '@playwright/test';
import { SSO_ACCOUNTS } from './support/stack';

// The global setup runs a real OpenID provider (oidc-provider) on loopback and points the dashboard at it.
test.describe('company SSO (OpenID Connect)', () => {
  test('signs in with the role from the provider’s claim', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Sign in with Acme SSO' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/interaction\//);
    await page.locator('input[name="login"]').fill(SSO_ACCOUNTS.withRole.login);
    await page.locator('input[name="password"]').fill('any');
    await page.locator('button[type="submit"]').click();

    await expect(page.getByTestId('user-name')).toHaveText(SSO_ACCOUNTS.withRole.name);
    await expect(page.getByTestId('user-role')).toHaveText('Manager');
    const session = await (await page.request.get('/api/auth/session')).json();
    expect(session.user).toMatchObject({ email: SSO_ACCOUNTS.withRole.email, role: 'manager' });

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in/);
  });

  test('an account without a Loadout role is refused with a reason', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Sign in with Acme SSO' }).click();
    await page.locator('input[name="login"]').fill(SSO_ACCOUNTS.withoutRole.login);
    await page.locator('input[name="password"]').fill('any');
    await page.locator('button[type="submit"]').click();

    await expect(page).toHaveURL(/\/sign-in\?.*error=AccessDenied/);
    await expect(page.getByRole('alert').filter({ hasText: 'no Loadout role' })).toBeVisible();
    expect((await (await page.request.get('/api/auth/session')).json()).user).toBeUndefined();
  });
});
