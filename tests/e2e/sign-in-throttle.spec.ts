import { expect, test } from '@playwright/test';
import { signInFrom } from './support/from-address';
import { E2E_PASSWORD, SIGN_IN_LIMITS, TEST_ACCOUNTS, TRUSTED_PROXY_ADDRESS } from './support/stack';

// Failed sign-ins are counted per account and per client address. Each test sends from its own loopback address
// (support/from-address.ts), so its failures never count against the browser's 127.0.0.1 or another test.

const WINDOW_SECONDS = SIGN_IN_LIMITS.windowMinutes * 60;

function expectThrottled(
  answer: Awaited<ReturnType<typeof signInFrom>>['answer'],
  what: 'for this account' | 'from your address',
) {
  expect(answer.status).toBe(429);
  const retryAfter = Number(answer.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
  const minutes = Math.ceil(retryAfter / 60);
  expect(answer.json().error).toEqual({
    code: 'RATE_LIMITED',
    message: `Too many failed sign-ins ${what}; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    details: null,
  });
}

test.describe('failed sign-ins are throttled', () => {
  test('per account: 429 with Retry-After, even for the right password; another account is not affected', async () => {
    const address = '127.0.0.31';
    for (let attempt = 1; attempt <= SIGN_IN_LIMITS.perAccount; attempt += 1) {
      const { answer } = await signInFrom(address, TEST_ACCOUNTS.lockedOut.email, `wrong-${attempt}`);
      expect(answer.status, `attempt ${attempt}`).toBe(401);
    }
    const { answer: refused, cookie } = await signInFrom(address, TEST_ACCOUNTS.lockedOut.email, E2E_PASSWORD);
    expectThrottled(refused, 'for this account');
    expect(cookie).not.toContain('session-token');
    // Another address does not help: the account is locked for the window.
    expectThrottled(
      (await signInFrom('127.0.0.37', TEST_ACCOUNTS.lockedOut.email.toUpperCase(), E2E_PASSWORD)).answer,
      'for this account',
    );

    const { answer: other } = await signInFrom(address, TEST_ACCOUNTS.bystander.email, E2E_PASSWORD);
    expect(other.status).toBe(200);
  });

  test('per address: failures across accounts lock the address, not the accounts', async () => {
    const address = '127.0.0.32';
    for (let attempt = 1; attempt <= SIGN_IN_LIMITS.perAddress; attempt += 1) {
      const { answer } = await signInFrom(address, `nobody-${attempt}@acme.example`, 'wrong');
      expect(answer.status, `attempt ${attempt}`).toBe(401);
    }
    expectThrottled(
      (await signInFrom(address, TEST_ACCOUNTS.addressVictim.email, E2E_PASSWORD)).answer,
      'from your address',
    );
    expect((await signInFrom('127.0.0.38', TEST_ACCOUNTS.addressVictim.email, E2E_PASSWORD)).answer.status).toBe(200);
  });

  test('X-Forwarded-For counts only from the trusted proxy', async () => {
    const address = '127.0.0.33';
    // A client cannot dodge its address's count by naming another address.
    for (let attempt = 1; attempt <= SIGN_IN_LIMITS.perAddress; attempt += 1) {
      const { answer } = await signInFrom(address, `nobody-else-${attempt}@acme.example`, 'wrong', {
        'x-forwarded-for': `127.0.1.${attempt}`,
      });
      expect(answer.status, `attempt ${attempt}`).toBe(401);
    }
    expectThrottled(
      (await signInFrom(address, TEST_ACCOUNTS.bystander.email, E2E_PASSWORD, { 'x-forwarded-for': '127.0.2.1' }))
        .answer,
      'from your address',
    );
    // The proxy names the client: the locked one is refused, another is not.
    const viaProxy = (client: string) =>
      signInFrom(TRUSTED_PROXY_ADDRESS, TEST_ACCOUNTS.bystander.email, E2E_PASSWORD, { 'x-forwarded-for': client });
    expectThrottled((await viaProxy(address)).answer, 'from your address');
    expect((await viaProxy('127.0.0.39')).answer.status).toBe(200);
  });

  test('a successful sign-in resets the account’s count', async () => {
    const address = '127.0.0.34';
    for (let round = 1; round <= 2; round += 1) {
      for (let attempt = 1; attempt < SIGN_IN_LIMITS.perAccount; attempt += 1) {
        expect(
          (await signInFrom(address, TEST_ACCOUNTS.resets.email, 'wrong')).answer.status,
          `round ${round}, attempt ${attempt}`,
        ).toBe(401);
      }
      expect(
        (await signInFrom(address, TEST_ACCOUNTS.resets.email, E2E_PASSWORD)).answer.status,
        `round ${round}`,
      ).toBe(200);
    }
  });

  test('the sign-in form says when to try again', async ({ page }) => {
    for (let attempt = 1; attempt <= SIGN_IN_LIMITS.perAccount; attempt += 1) {
      await signInFrom('127.0.0.35', TEST_ACCOUNTS.formLockedOut.email, 'wrong');
    }
    await page.goto('/sign-in');
    await page.getByLabel('E-mail').fill(TEST_ACCOUNTS.formLockedOut.email);
    await page.getByLabel('Password').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Too many' })).toHaveText(
      /^Too many failed sign-ins for this account; try again in 1[45] minutes\.$/,
    );
    await expect(page).toHaveURL(/\/sign-in/);
  });
});
