import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signInOverHttp } from './support/session';
import { E2E_PASSWORD, E2E_PORTS, stackCredentials, USERS } from './support/stack';

// A dashboard instance whose Redis (REDIS_URL) cannot be reached can neither check sessions nor count sign-ins: it
// says so with 503 and a message, on the BFF routes and on the e-mail/password sign-in alike, and never signs anyone in.

const PORT = E2E_PORTS.dashboard + 7;
const url = `http://127.0.0.1:${PORT}`;
let dashboard: ChildProcess;

test.beforeAll(async () => {
  const credentials = stackCredentials();
  dashboard = spawn(
    process.execPath,
    [path.resolve('server/run.mjs'), 'server/dashboard-main.ts', '--port', String(PORT)],
    {
      stdio: 'ignore',
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOADOUT_API_URL: credentials.apiUrl,
        LOADOUT_API_KEY: credentials.apiKey,
        LOADOUT_OPERATOR_TOKEN: credentials.operatorToken,
        NEXTAUTH_SECRET: credentials.nextAuthSecret,
        NEXTAUTH_URL: url,
        DASHBOARD_USERS_FILE: process.env.E2E_USERS_FILE ?? '',
        // Nothing listens on port 1.
        REDIS_URL: 'redis://127.0.0.1:1',
      },
    },
  );
  await expect
    .poll(
      () =>
        fetch(`${url}/sign-in`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
});
test.afterAll(() => {
  dashboard?.kill('SIGTERM');
});

test('without its Redis the dashboard answers 503 with a message to sign-ins and BFF calls, and signs nobody in', async ({
  page,
}) => {
  const csrf = await fetch(`${url}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookie = csrf.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const signIn = await fetch(`${url}/api/auth/callback/credentials`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams({ csrfToken, email: USERS.it_staff.email, password: E2E_PASSWORD, json: 'true' }),
  });
  expect(signIn.status).toBe(503);
  expect(signIn.headers.getSetCookie().some((value) => value.includes('session-token'))).toBe(false);
  expect((await signIn.json()).error).toEqual({
    code: 'SERVICE_UNAVAILABLE',
    message: expect.stringMatching(
      /^The dashboard cannot reach Redis \(REDIS_URL\): .+\. Sign-ins cannot be counted; try again in a moment\.$/,
    ),
    details: null,
  });

  // A session made by the instance that works (same secret) cannot be checked here.
  await signInOverHttp(page, 'it_staff');
  const session = (await page.context().cookies()).find((entry) => entry.name.endsWith('next-auth.session-token'))!;
  const quotes = await fetch(`${url}/api/quotes`, { headers: { cookie: `${session.name}=${session.value}` } });
  expect(quotes.status).toBe(503);
  expect((await quotes.json()).error.message).toMatch(
    /^The dashboard cannot reach Redis \(REDIS_URL\): .+\. Sessions cannot be checked; try again in a moment\.$/,
  );
});
