import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { navigationFor } from '@/lib/auth/roles';
import { requestFrom, sessionOf } from './support/from-address';
import { signInOverHttp } from './support/session';
import { TRUSTED_PROXY_ADDRESS, USERS, type E2ERole } from './support/stack';

const STATIC_HEADERS = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

function directives(policy: string | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectSecurityHeaders(headers: Record<string, string | string[] | undefined>, where: string) {
  for (const [name, value] of Object.entries(STATIC_HEADERS)) expect(headers[name], `${name} on ${where}`).toBe(value);
  expect(headers['permissions-policy'], `Permissions-Policy on ${where}`).toContain('camera=()');
  const csp = directives(headers['content-security-policy'] as string | undefined);
  expect(csp.get('frame-ancestors'), `frame-ancestors on ${where}`).toEqual(["'none'"]);
  expect(headers['strict-transport-security'], `HSTS over plain http on ${where}`).toBeUndefined();
  return csp;
}

test.describe('security headers', () => {
  test('every page and API response carries them; pages get a strict CSP with a fresh nonce', async ({ request }) => {
    const cookie = await sessionOf(USERS.manager);
    const nonces = new Set<string>();
    const pages: [string, Record<string, string>][] = [
      ['/sign-in', {}],
      ['/sign-in?callbackUrl=%2Fquotes', {}],
      ['/', { cookie }],
      ['/quotes', { cookie }],
    ];
    for (const [path, headers] of pages) {
      const answer = await requestFrom('127.0.0.1', path, { headers });
      expect(answer.status, path).toBe(200);
      const csp = expectSecurityHeaders(answer.headers, path);
      const scripts = csp.get('script-src') ?? [];
      expect(scripts, path).not.toContain("'unsafe-inline'");
      expect(scripts, path).not.toContain("'unsafe-eval'");
      const nonce = scripts.find((value) => value.startsWith("'nonce-"));
      expect(nonce, `a nonce on ${path}`).toBeTruthy();
      nonces.add(nonce!);
      // Every script of the page carries the nonce (or Chromium would refuse to run it).
      const tags = [...answer.text.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
      expect(tags.length, path).toBeGreaterThan(0);
      for (const tag of tags) expect(tag, path).toContain(`nonce="${nonce!.slice(7, -1)}"`);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
    }
    expect(nonces.size).toBe(4);

    for (const path of ['/api/quotes?limit=1', '/api/auth/session', '/api/auth/csrf']) {
      const answer = await requestFrom('127.0.0.1', path, { headers: { cookie } });
      expect(answer.status, path).toBe(200);
      expectSecurityHeaders(answer.headers, path);
    }
    // Refusals too: no session (401), and a redirect to the sign-in page.
    expectSecurityHeaders((await requestFrom('127.0.0.1', '/api/quotes')).headers, '401 from the BFF');
    const redirect = await requestFrom('127.0.0.1', '/quotes');
    expect(redirect.status).toBe(307);
    expectSecurityHeaders(redirect.headers, 'the redirect to /sign-in');
    // Static files: at least nosniff, so a browser never guesses their type.
    const page = await request.get('/sign-in');
    const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(await page.text())?.[1];
    expect(script).toBeTruthy();
    expect((await requestFrom('127.0.0.1', script!)).headers['x-content-type-options']).toBe('nosniff');
  });

  test('HSTS only when the trusted proxy says the request came over https', async () => {
    const overHttps = { 'x-forwarded-proto': 'https' };
    const fromProxy = await requestFrom(TRUSTED_PROXY_ADDRESS, '/sign-in', { headers: overHttps });
    expect(fromProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const fromClient = await requestFrom('127.0.0.1', '/sign-in', { headers: overHttps });
    expect(fromClient.headers['strict-transport-security']).toBeUndefined();
  });

  test('a page of another site cannot frame the overview', async ({ page, baseURL }) => {
    const foreign = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(
        `<!doctype html><title>Foreign</title><iframe id="framed" src="${baseURL}/" onload="document.title='framed loaded'"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
    try {
      await signInOverHttp(page, 'it_staff');
      await page.goto(`http://127.0.0.1:${(foreign.address() as AddressInfo).port}/`);
      await expect(page).toHaveTitle('framed loaded');
      // Chromium refuses to render it: the frame holds its error page, never the dashboard.
      const framed = page.frames().filter((frame) => frame !== page.mainFrame());
      expect(framed).toHaveLength(1);
      expect(framed[0]!.url()).not.toContain(baseURL!);
      await expect(page.frameLocator('#framed').getByRole('heading', { name: 'Overview' })).toHaveCount(0);
    } finally {
      foreign.closeAllConnections();
      await new Promise((resolve) => foreign.close(resolve));
    }
  });

  // The nonce reaches every script Next.js renders: walking each role's pages, Chromium reports no CSP violation.
  for (const role of Object.keys(USERS) as E2ERole[]) {
    test(`${role}: no Content Security Policy violation on its pages`, async ({ page }) => {
      const violations = await watchViolations(page);
      await signInOverHttp(page, role);
      const hrefs = [
        ...navigationFor(role).map((item) => item.href),
        ...(role === 'it_staff' ? ['/quotes/new', '/device-actions/new', '/webhooks/new'] : []),
      ];
      for (const href of hrefs) {
        await page.goto(href);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
      }
      // A client-side navigation too (the router fetches and runs the next page's code).
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link').first().click();
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
    });
  }

  test('the sign-in page has no CSP violation either, and its form works', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/sign-in');
    await page.getByLabel('E-mail').fill(USERS.support.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'do not match' })).toBeVisible();
    expect(violations).toEqual([]);
  });
});

/** Collects CSP violations the browser reports (console and securitypolicyviolation events) on every document. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(`${page.url()}: ${message.text()}`);
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${location.href}: ${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}
