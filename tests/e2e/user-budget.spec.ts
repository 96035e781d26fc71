import { expect, test } from '@playwright/test';
import { requestFrom, sessionOf } from './support/from-address';
import { TEST_ACCOUNTS, USER_RATE_LIMIT } from './support/stack';

// Every dashboard user spends a budget of their own (DASHBOARD_USER_RATE_LIMIT BFF requests a minute) before the
// shared company key's: one busy user cannot use up the key for everyone.
test('one user at its budget gets 429 with Retry-After; another user still gets 200', async () => {
  const spender = await sessionOf(TEST_ACCOUNTS.budgetSpender);
  const bystander = await sessionOf(TEST_ACCOUNTS.budgetBystander);
  const read = (cookie: string) => requestFrom('127.0.0.1', '/api/kits?limit=1', { headers: { cookie } });

  const first = await read(spender);
  expect(first.status).toBe(200);
  // The company key's own budget is far above one user's.
  expect(Number(first.headers['x-ratelimit-limit'])).toBeGreaterThanOrEqual(10 * USER_RATE_LIMIT);
  const BATCH = 20;
  for (let sent = 1; sent < USER_RATE_LIMIT; sent += BATCH) {
    const answers = await Promise.all(
      Array.from({ length: Math.min(BATCH, USER_RATE_LIMIT - sent) }, () => read(spender)),
    );
    expect(
      answers.map((answer) => answer.status).filter((status) => status !== 200),
      `after ${sent} requests`,
    ).toEqual([]);
  }

  const refused = await read(spender);
  expect(refused.status).toBe(429);
  const retryAfter = Number(refused.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(refused.json().error).toEqual({
    code: 'RATE_LIMITED',
    message: `You made ${USER_RATE_LIMIT} dashboard requests within a minute, the most one user may (DASHBOARD_USER_RATE_LIMIT); try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`,
    details: null,
  });

  expect((await read(bystander)).status).toBe(200);
});
