import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { encode } from 'next-auth/jwt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TRole } from '@/lib/auth/roles';
import { startSession } from '@/lib/auth/sessions';
import { upsertUser } from '@/lib/auth/users-file';
import { PEER_HEADER } from '@/lib/http/request-source';
import { createApiRouter, isApiPath } from '@/server/dashboard/api-router';
import { API_ROUTES } from '@/server/dashboard/api-routes';
import { createCompanyWithKey, createFreeformQuote } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/server';

// The dashboard server's own router for the BFF (server/dashboard/api-router.ts) over the real route modules
// (server/dashboard/api-routes.ts) and the real API, served as server/dashboard-main.ts serves it: the peer's address
// in PEER_HEADER, /api/* but /api/auth/* to the router and the rest to Next.js (here a stand-in that says so).
vi.mock('server-only', () => ({}));

const SECRET = randomBytes(32).toString('base64url');
let api: TestServer;
let dashboard: http.Server;
let dashboardUrl: string;
let quoteId: string;
let company: Awaited<ReturnType<typeof createCompanyWithKey>>;
const cookies: Partial<Record<TRole, string>> = {};

/** A signed-in user's Cookie header, as next-auth's credentials sign-in makes it (lib/auth/options.ts). */
async function signIn(usersFile: string, email: string, role: TRole): Promise<string> {
  await upsertUser(usersFile, { email, name: `Router ${role}`, role, password: randomBytes(9).toString('base64url') });
  // Writing a user ends the sessions begun up to that millisecond (signed_out_at): begin this one after it.
  await new Promise((resolve) => setTimeout(resolve, 2));
  const { sessionId, signedInAt } = await startSession(email);
  const token = await encode({
    secret: SECRET,
    token: {
      email,
      name: `Router ${role}`,
      sub: email,
      role,
      sid: sessionId,
      signed_in_at: signedInAt,
      provider: 'credentials',
    },
  });
  return `next-auth.session-token=${token}`;
}

beforeAll(async () => {
  api = await startTestServer();
  company = await createCompanyWithKey(api, { name: 'Router Co' });
  const usersFile = path.join(api.database.dataDir, 'dashboard-users.json');
  // The dashboard reads its environment once, at its first request (lib/env.ts).
  Object.assign(process.env, {
    LOADOUT_API_URL: api.url,
    LOADOUT_API_KEY: company.key,
    LOADOUT_OPERATOR_TOKEN: api.operatorToken,
    NEXTAUTH_SECRET: SECRET,
    NEXTAUTH_URL: 'http://127.0.0.1',
    DASHBOARD_USERS_FILE: usersFile,
  });
  cookies.it_staff = await signIn(usersFile, 'it@router.example', 'it_staff');
  cookies.support = await signIn(usersFile, 'support@router.example', 'support');
  cookies.operator = await signIn(usersFile, 'operator@router.example', 'operator');
  quoteId = (await createFreeformQuote(api, company)).id;

  const boom: [string, object][] = [['/api/router-test/boom', { GET: () => Promise.reject(new Error('boom')) }]];
  dashboard = http.createServer();
  await new Promise<void>((resolve) => dashboard.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(dashboard.address() as AddressInfo).port}`;
  const serveApi = createApiRouter([...API_ROUTES, ...boom], origin);
  dashboard.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    request.headers[PEER_HEADER] = request.socket.remoteAddress ?? '';
    if (isApiPath(request.url)) void serveApi(request, response);
    else response.writeHead(299, { 'content-type': 'text/plain' }).end('Next.js');
  });
  dashboardUrl = origin;
}, 180_000);

afterAll(async () => {
  if (dashboard) {
    dashboard.closeAllConnections();
    await new Promise((resolve) => dashboard.close(resolve));
  }
  await api?.close();
});

const get = (path: string, role: TRole | null = 'it_staff', init: RequestInit = {}) =>
  fetch(`${dashboardUrl}${path}`, {
    ...init,
    headers: { ...(role ? { cookie: cookies[role]! } : {}), ...(init.headers as Record<string, string>) },
  });

describe("the dashboard server's API router", () => {
  it('serves /api/* but /api/auth/*, which stays with Next.js, as do pages', async () => {
    expect(isApiPath('/api/quotes?limit=1')).toBe(true);
    expect(isApiPath('/api/auth/session')).toBe(false);
    expect(isApiPath('/api/auth/../quotes')).toBe(true);
    expect(isApiPath('/quotes')).toBe(false);
    expect((await get('/api/auth/session')).status).toBe(299);
    expect((await get('/quotes')).status).toBe(299);
  });

  it('passes a path parameter, percent-decoded, and the API answer with the security headers', async () => {
    const encoded = quoteId.replace('_', '%5F');
    const answer = await get(`/api/quotes/${encoded}`);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { data: { id: string } }).data.id).toBe(quoteId);
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(answer.headers.get('strict-transport-security')).toBeNull();
    expect(answer.headers.get('x-ratelimit-limit')).toBeTruthy();
  });

  it('prefers a static segment to a parameter, and passes the query string', async () => {
    // /api/webhooks/test-receiver, not /api/webhooks/[id]: the demo's receiver is not configured here.
    const receiver = await get('/api/webhooks/test-receiver');
    expect(receiver.status).toBe(404);
    expect(JSON.stringify(await receiver.json())).toContain('npm start');
    const page = await get('/api/quotes?limit=1');
    expect(page.status).toBe(200);
    expect(((await page.json()) as { data: unknown[] }).data).toHaveLength(1);
  });

  it('answers an unknown path, a bad percent-encoding and a method a route lacks in the error envelope', async () => {
    const unknown = await get('/api/no-such-thing/here');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({
      error: { code: 'NOT_FOUND', message: expect.stringContaining('/api/no-such-thing/here') },
    });
    expect(unknown.headers.get('x-frame-options')).toBe('DENY');
    const bad = await get('/api/quotes/%E0%A4%A');
    expect(bad.status).toBe(400);
    const refused = await get('/api/overview', 'it_staff', { method: 'DELETE' });
    expect(refused.status).toBe(405);
    expect(refused.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(((await refused.json()) as { error: { message: string } }).error.message).toContain('GET, HEAD, OPTIONS');
  });

  it('answers HEAD from GET without a body, and OPTIONS with the methods', async () => {
    const head = await get(`/api/quotes/${quoteId}`, 'it_staff', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const options = await get('/api/quotes', null, { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, HEAD, OPTIONS, POST');
  });

  it("keeps the routes' own refusals: no session, a role that may not, a cross-site write", async () => {
    expect((await get('/api/quotes', null)).status).toBe(401);
    expect((await get('/api/webhooks', 'support')).status).toBe(403);
    const crossSite = await get('/api/quotes', 'it_staff', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(crossSite.status).toBe(403);
  });

  it('passes a JSON body to the API, and an upload as it was sent (rawBody)', async () => {
    const invalid = await get('/api/quotes', 'it_staff', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requester_email: 'not an e-mail' }),
    });
    expect(invalid.status).toBe(400);
    const details = ((await invalid.json()) as { error: { details: { path: string }[] } }).error.details;
    expect(details.map((detail) => detail.path)).toContain('requester_email');
    const notJson = await get('/api/quotes', 'it_staff', { method: 'POST', body: '{nope' });
    expect(notJson.status).toBe(400);

    const csv = 'name,brand,model,product_type\nRouter Dock,Anker,575,Dock\n';
    const imported = await get('/api/operator/products/import', 'operator', {
      method: 'POST',
      headers: { 'content-type': 'text/csv' },
      body: csv,
    });
    const text = await imported.text();
    expect(imported.status, text).toBeLessThan(300);
    const products = await api.request('GET', '/operator/v1/products?limit=100', { token: api.operatorToken });
    expect(JSON.stringify(products.body)).toContain('Router Dock');
  });

  it('streams the live channel as it is written, and stops it when the browser goes away', async () => {
    // The live channel follows the API's event stream while a browser listens, and closes it after the last one.
    let streamOpen = false;
    let streamClosed: Promise<void> = new Promise(() => {});
    const watch = (request: http.IncomingMessage) => {
      if (!request.url?.startsWith('/api/v1/events/stream')) return;
      streamOpen = true;
      streamClosed = new Promise((resolve) => request.socket.once('close', () => resolve()));
    };
    api.running.app!.server.on('request', watch);
    try {
      const gone = new AbortController();
      const live = await get('/api/live', 'it_staff', { signal: gone.signal });
      expect(live.status).toBe(200);
      expect(live.headers.get('content-type')).toContain('text/event-stream');
      const reader = live.body!.getReader();
      const first = new TextDecoder().decode((await reader.read()).value);
      expect(first).toContain('event: ready');
      await expect.poll(() => streamOpen).toBe(true);
      gone.abort();
      await expect(reader.read()).rejects.toThrow();
      await streamClosed;
    } finally {
      api.running.app!.server.off('request', watch);
    }
  });

  it("reads the overview's lists once while nothing changes, and again after a change", async () => {
    const listed: string[] = [];
    const count = (request: http.IncomingMessage) => {
      if (request.url?.startsWith('/api/v1/quotes?')) listed.push(request.url);
    };
    api.running.app!.server.on('request', count);
    try {
      const overview = async () => {
        const answer = await get('/api/overview');
        expect(answer.status).toBe(200);
        return ((await answer.json()) as { data: { meta: { scanned: { quotes: number } } } }).data.meta.scanned.quotes;
      };
      const before = await overview();
      const read = listed.length;
      expect(read).toBeGreaterThan(0);
      expect(await Promise.all([overview(), overview()])).toEqual([before, before]);
      expect(listed).toHaveLength(read);

      await createFreeformQuote(api, company);
      expect(await overview()).toBe(before + 1);
      expect(listed.length).toBeGreaterThan(read);
    } finally {
      api.running.app!.server.off('request', count);
    }
  });

  it('answers a route that throws with 500 in the envelope, and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await get('/api/router-test/boom');
    expect(answer.status).toBe(500);
    expect(await answer.json()).toMatchObject({ error: { code: 'INTERNAL_ERROR' } });
    expect(String(logged.mock.calls[0]?.[0])).toContain('GET /api/router-test/boom');
    logged.mockRestore();
  });
});
