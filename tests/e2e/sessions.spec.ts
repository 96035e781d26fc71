import { spawnSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { removeUser, upsertUser } from '@/lib/auth/users-file';
import { requestFrom, sessionOf } from './support/from-address';
import { E2E_PASSWORD, stackCredentials, TEST_ACCOUNTS } from './support/stack';

const bffStatus = async (path: string, cookie: string) =>
  (await requestFrom('127.0.0.1', path, { headers: { cookie } })).status;

// Sign-out, removal from the users file and a role change end a session at once, on BFF routes and pages alike.
// The tests edit the one users file, so they run one after the other.
test.describe.configure({ mode: 'serial' });

test.describe('sessions end at once', () => {
  test('after signing out, the old session cookie is refused by BFF routes and pages', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/sign-in');
    await page.getByLabel('E-mail').fill(TEST_ACCOUNTS.signOut.email);
    await page.getByLabel('Password').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    const cookie = (await context.cookies()).find((candidate) => candidate.name.endsWith('next-auth.session-token'))!;
    const header = `${cookie.name}=${cookie.value}`;
    expect(await bffStatus('/api/webhooks', header)).toBe(200);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in/);
    expect(await bffStatus('/api/webhooks', header)).toBe(401);
    expect(await bffStatus('/api/quotes?limit=1', header)).toBe(401);
    // The browser that kept the cookie is signed out on pages too.
    await context.addCookies([cookie]);
    await page.goto('/webhooks');
    await expect(page).toHaveURL(/\/sign-in/);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  });

  test('a user removed from the users file loses access at once', async () => {
    const { usersFile } = stackCredentials();
    const cookie = await sessionOf(TEST_ACCOUNTS.removed);
    expect(await bffStatus('/api/quotes?limit=1', cookie)).toBe(200);
    expect(removeUser(usersFile, TEST_ACCOUNTS.removed.email)).toBe(true);
    expect(await bffStatus('/api/quotes?limit=1', cookie)).toBe(401);
    const page = await requestFrom('127.0.0.1', '/quotes', { headers: { cookie } });
    expect(page.status).toBe(307);
    expect(page.headers.location).toContain('/sign-in');
    // Back in the file, the old session stays ended.
    await upsertUser(usersFile, { ...TEST_ACCOUNTS.removed, password: E2E_PASSWORD });
    expect(await bffStatus('/api/quotes?limit=1', cookie)).toBe(401);
  });

  test('a demoted user has the new role’s rights at once', async () => {
    const { usersFile } = stackCredentials();
    const itStaff = await sessionOf(TEST_ACCOUNTS.demoted);
    expect(await bffStatus('/api/webhooks', itStaff)).toBe(200);
    await upsertUser(usersFile, { ...TEST_ACCOUNTS.demoted, role: 'support', password: E2E_PASSWORD });
    // The IT staff session is over; signing in again gives a support session.
    expect(await bffStatus('/api/webhooks', itStaff)).toBe(401);
    expect(await bffStatus('/api/quotes?limit=1', itStaff)).toBe(401);
    const support = await sessionOf({ ...TEST_ACCOUNTS.demoted, role: 'support' });
    expect(await bffStatus('/api/quotes?limit=1', support)).toBe(200);
    expect(await bffStatus('/api/webhooks', support)).toBe(403);
    const session = await requestFrom('127.0.0.1', '/api/auth/session', { headers: { cookie: support } });
    expect(session.json().user.role).toBe('support');
  });

  test('npm run operator -- sign-out-dashboard-user ends every session of a user', async () => {
    const { usersFile } = stackCredentials();
    const first = await sessionOf(TEST_ACCOUNTS.everywhere);
    const second = await sessionOf(TEST_ACCOUNTS.everywhere);
    expect(await bffStatus('/api/quotes?limit=1', first)).toBe(200);
    const cli = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'server/cli/operator.ts', 'sign-out-dashboard-user', TEST_ACCOUNTS.everywhere.email],
      {
        env: { ...process.env, DASHBOARD_USERS_FILE: usersFile },
        encoding: 'utf8',
      },
    );
    expect(cli.status, cli.stderr).toBe(0);
    expect(cli.stdout).toContain(`${TEST_ACCOUNTS.everywhere.email} is signed out everywhere`);
    expect(await bffStatus('/api/quotes?limit=1', first)).toBe(401);
    expect(await bffStatus('/api/quotes?limit=1', second)).toBe(401);
    // Signing in again works as before.
    expect(await bffStatus('/api/quotes?limit=1', await sessionOf(TEST_ACCOUNTS.everywhere))).toBe(200);
  });
});
