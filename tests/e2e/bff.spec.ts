import { expect, test } from '@playwright/test';
import { decode, encode } from 'next-auth/jwt';
import { createQuote } from './support/api';
import { requestFrom, sessionOf } from './support/from-address';
import { signInOverHttp } from './support/session';
import { stackCredentials, TRUSTED_PROXY_ADDRESS, USERS } from './support/stack';

const ACCEPT = {
  action: 'accept',
  recipients: [{ name: 'Ada Lovelace', country: 'GB', address: '1 Analytical Row, London' }],
};

test.describe('BFF', () => {
  test('a support user cannot accept a quote item: 403 in the API error envelope', async ({ page }) => {
    const { quoteId, itemId } = await createQuote(page.request);
    await signInOverHttp(page, 'support');
    const read = await page.request.get(`/api/quotes/${quoteId}`);
    expect(read.status()).toBe(200);
    expect(read.headers()['x-request-id']).toBeTruthy();
    expect(read.headers()['x-ratelimit-limit']).toBeTruthy();

    const response = await page.request.patch(`/api/quotes/${quoteId}/items/${itemId}`, { data: ACCEPT });
    expect(response.status()).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: 'FORBIDDEN', message: expect.stringContaining('Support role cannot do this'), details: null },
    });
  });

  test("a manager's decision reaches the API, which answers for itself", async ({ page }) => {
    const { quoteId, itemId } = await createQuote(page.request);
    await signInOverHttp(page, 'manager');
    const response = await page.request.patch(`/api/quotes/${quoteId}/items/${itemId}`, { data: ACCEPT });
    // Not priced yet: the API's own refusal comes through unchanged.
    expect(response.status()).toBe(409);
    expect((await response.json()).error.code).toBe('CONFLICT');
    expect(response.headers()['x-request-id']).toBeTruthy();
  });

  test('a manager cannot create quotes or webhooks; IT staff can', async ({ page }) => {
    await signInOverHttp(page, 'manager');
    const refused = await page.request.post('/api/webhooks', {
      data: { url: 'http://127.0.0.1:9/hook', events: ['quote.created'] },
    });
    expect(refused.status()).toBe(403);

    await signInOverHttp(page, 'it_staff');
    const created = await page.request.post('/api/webhooks', {
      data: { url: 'http://127.0.0.1:9/hook', events: ['quote.created'] },
    });
    expect(created.status()).toBe(201);
    const { data } = await created.json();
    expect((await page.request.delete(`/api/webhooks/${data.id}`)).status()).toBe(204);
  });

  test('the API validation error comes through with its field details', async ({ page }) => {
    await signInOverHttp(page, 'it_staff');
    const response = await page.request.post('/api/quotes', { data: { items: [] } });
    expect(response.status()).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.details.length).toBeGreaterThan(0);
  });

  test('cross-site mutations are refused, even for IT staff', async ({ page }) => {
    await signInOverHttp(page, 'it_staff');
    const response = await page.request.post('/api/webhooks', {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      data: { url: 'http://127.0.0.1:9/hook', events: ['quote.created'] },
    });
    expect(response.status()).toBe(403);
    expect((await response.json()).error.message).toContain('Cross-site');
  });

  test('X-Forwarded-Host counts only from the trusted proxy: a client naming the evil site as the host is refused', async () => {
    const cookie = await sessionOf(USERS.it_staff);
    // Not valid JSON: a request that gets past the cross-site check is answered 400 and changes nothing.
    const mutation = {
      method: 'POST',
      body: '{',
      headers: { cookie, 'content-type': 'application/json', origin: 'http://evil:1', 'x-forwarded-host': 'evil:1' },
    };
    const fromClient = await requestFrom('127.0.0.1', '/api/webhooks', mutation);
    expect(fromClient.status).toBe(403);
    expect(fromClient.json().error.message).toContain('Cross-site');
    // Nor can a client pass for the proxy by naming it as the peer: the dashboard's server replaces that header.
    expect(
      (
        await requestFrom('127.0.0.1', '/api/webhooks', {
          ...mutation,
          headers: { ...mutation.headers, 'x-loadout-peer': TRUSTED_PROXY_ADDRESS },
        })
      ).status,
    ).toBe(403);
    // The proxy in front of the dashboard may say which host the browser asked for.
    expect((await requestFrom(TRUSTED_PROXY_ADDRESS, '/api/webhooks', mutation)).status).toBe(400);
  });

  test('support cannot read webhooks; IT staff can', async ({ page }) => {
    await signInOverHttp(page, 'support');
    const refused = await page.request.get('/api/webhooks');
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.message).toContain('Support role cannot do this');
    await signInOverHttp(page, 'it_staff');
    expect((await page.request.get('/api/webhooks')).status()).toBe(200);
  });

  test('BFF routes accept a session cookie that is valid, with a role and a live session, and nothing else', async ({
    request,
  }) => {
    const { nextAuthSecret } = stackCredentials();
    const cookie = await sessionOf(USERS.it_staff);
    const real = await decode({ token: /next-auth\.session-token=([^;]+)/.exec(cookie)![1], secret: nextAuthSecret });
    expect(real?.sid).toBeTruthy();
    const withSession = async (token: Record<string, unknown>, secondsLeft: number, secret = nextAuthSecret) => ({
      headers: { cookie: `next-auth.session-token=${await encode({ token, secret, maxAge: secondsLeft })}` },
    });
    expect((await request.get('/api/quotes?limit=1', await withSession(real!, 600))).status()).toBe(200);
    expect((await request.get('/api/quotes?limit=1', await withSession(real!, -60))).status()).toBe(401);
    expect(
      (await request.get('/api/quotes?limit=1', await withSession({ ...real, role: 'admin' }, 600))).status(),
    ).toBe(401);
    expect(
      (
        await request.get(
          '/api/quotes?limit=1',
          await withSession(real!, 600, 'not-the-dashboard-secret-but-long-enough'),
        )
      ).status(),
    ).toBe(401);
    // Even with the dashboard's secret, a cookie no sign-in started (no live session record) signs no one in.
    const { email, name, role } = USERS.it_staff;
    expect((await request.get('/api/quotes?limit=1', await withSession({ email, name, role }, 600))).status()).toBe(
      401,
    );
    expect(
      (await request.get('/api/quotes?limit=1', await withSession({ ...real, sid: 'made-up' }, 600))).status(),
    ).toBe(401);
  });

  test('without a session every BFF route answers 401', async ({ request }) => {
    const response = await request.get('/api/quotes');
    expect(response.status()).toBe(401);
    expect((await response.json()).error.code).toBe('UNAUTHORIZED');
  });

  test('the operator console reads the review queue with the operator token; company roles cannot', async ({
    page,
  }) => {
    const { quoteId } = await createQuote(page.request);
    await signInOverHttp(page, 'it_staff');
    expect((await page.request.get('/api/operator/quotes')).status()).toBe(403);

    await signInOverHttp(page, 'operator');
    expect((await page.request.get('/api/quotes')).status()).toBe(403);
    await page.goto('/operator');
    await expect(page.getByRole('heading', { name: 'Review queue' })).toBeVisible();
    // The queue is oldest first and other tests add quotes in parallel, so ours may be on a later page.
    await expect(page.getByRole('table', { name: 'Quotes waiting for pricing' })).toBeVisible();
    const read = await page.request.get(`/api/operator/quotes/${quoteId}`);
    expect(read.status()).toBe(200);
    expect((await read.json()).data).toMatchObject({ id: quoteId, status: 'Pending Review' });
  });
});
