import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiServerError, ConnectionError, Loadout, RateLimitError } from '@loadout/sdk';
import { createCompanyWithKey, createKey, type CompanyWithKey } from '../../support/fixtures';
import { startFaultyProxy, type FaultyProxy } from '../../support/faulty-proxy';
import { startTestServer, type TestServer } from '../../support/server';
import { awaitRoomInWindow } from '../../support/time';

let server: TestServer;
let proxy: FaultyProxy;
let company: CompanyWithKey;

const QUOTE = {
  requester_email: 'it@acme.example',
  items: [
    {
      product_type: 'Laptop',
      specification: { brand: 'Apple', model: 'MacBook Air' },
      recipients: [{ name: 'Ada', country: 'GB', address: '1 Main St, London' }],
    },
  ],
};

beforeAll(async () => {
  server = await startTestServer();
  proxy = await startFaultyProxy(server.url);
});
afterAll(async () => {
  await proxy?.close();
  await server?.close();
});

/** A client through the proxy whose waits are recorded (and skipped). */
function clientThroughProxy(apiKey: string, options: { maxRetries?: number; timeoutMs?: number } = {}) {
  const waits: number[] = [];
  const loadout = new Loadout({ apiKey, baseUrl: proxy.url, sleep: async (ms) => void waits.push(ms), ...options });
  return { loadout, waits };
}

async function quoteCount(key: string) {
  return (await server.request('GET', '/api/v1/quotes?limit=100', { token: key })).body.data.length as number;
}

describe('retries of a POST whose answer was lost', () => {
  it.each(['destroy', '502'] as const)(
    'creates exactly one quote when the first answer is lost (%s)',
    async (fault) => {
      company = await createCompanyWithKey(server, { name: `Retry ${fault}` });
      const { loadout, waits } = clientThroughProxy(company.key);
      const start = proxy.requests.length;
      proxy.fault = (_request, index) => (index === start ? fault : 'pass');

      const quote = await loadout.quotes.create(QUOTE);

      const attempts = proxy.requests.slice(start);
      expect(attempts.map((attempt) => [attempt.method, attempt.path, attempt.upstreamStatus])).toEqual([
        ['POST', '/api/v1/quotes', 202],
        ['POST', '/api/v1/quotes', 202],
      ]);
      const keys = attempts.map((attempt) => attempt.headers['idempotency-key']);
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(keys[1]).toBe(keys[0]);
      expect(attempts[1]!.upstreamHeaders.get('idempotent-replayed')).toBe('true');
      expect(waits).toHaveLength(1);
      expect(waits[0]).toBeGreaterThanOrEqual(250);
      expect(waits[0]).toBeLessThanOrEqual(500);

      expect(await quoteCount(company.key)).toBe(1);
      expect((await loadout.quotes.retrieve(quote.id)).id).toBe(quote.id);
    },
  );

  it("uses the caller's Idempotency-Key, and gives up after maxRetries with the last error", async () => {
    company = await createCompanyWithKey(server, { name: 'Gives up' });
    const { loadout, waits } = clientThroughProxy(company.key, { maxRetries: 2 });
    const start = proxy.requests.length;
    proxy.fault = () => 'destroy';

    const error = await loadout.quotes
      .create(QUOTE, { idempotencyKey: 'order-4711' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error).toMatchObject({ status: null, code: 'CONNECTION_ERROR' });
    expect(proxy.requests.slice(start).map((attempt) => attempt.headers['idempotency-key'])).toEqual([
      'order-4711',
      'order-4711',
      'order-4711',
    ]);
    expect(waits).toHaveLength(2);
    expect(waits[1]).toBeGreaterThanOrEqual(500);
    proxy.fault = () => 'pass';
    expect(await quoteCount(company.key)).toBe(1);
  });

  it('never repeats a PATCH whose answer was lost', async () => {
    company = await createCompanyWithKey(server, { name: 'Patch' });
    const { key } = await createKey(server, company.companyId, { mode: 'test' });
    const { loadout, waits } = clientThroughProxy(key);
    const created = await loadout.quotes.create(QUOTE);
    await loadout.testHelpers.priceQuote(created.id);
    const start = proxy.requests.length;
    proxy.fault = (request) => (request.method === 'PATCH' ? '502' : 'pass');

    const error = await loadout.quotes
      .updateItem(created.id, created.items[0]!.id, { action: 'reject' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiServerError);
    expect(error).toMatchObject({ status: 502 });
    expect(proxy.requests.slice(start).map((request) => [request.method, request.upstreamStatus])).toEqual([
      ['PATCH', 200],
    ]);
    expect(waits).toEqual([]);
    // The decision was made once; the caller reads the quote to learn the outcome.
    expect((await loadout.quotes.retrieve(created.id)).status).toBe('Rejected');
    proxy.fault = () => 'pass';
  });

  it('times out a slow attempt and retries a GET', async () => {
    company = await createCompanyWithKey(server, { name: 'Timeout' });
    let calls = 0;
    const slowOnce: typeof fetch = async (input, init) => {
      calls += 1;
      if (calls === 1) await new Promise((resolve) => setTimeout(resolve, 300));
      return fetch(input, init);
    };
    const waits: number[] = [];
    const loadout = new Loadout({
      apiKey: company.key,
      baseUrl: server.url,
      fetch: slowOnce,
      timeoutMs: 100,
      sleep: async (ms) => void waits.push(ms),
    });
    const page = await loadout.quotes.list();
    expect(page.data).toEqual([]);
    expect(calls).toBe(2);
    expect(waits).toHaveLength(1);
  });
  it('stops at once, without retrying, when the caller aborts', async () => {
    const { loadout, waits } = clientThroughProxy(company.key);
    const start = proxy.requests.length;
    const controller = new AbortController();
    controller.abort();
    await expect(loadout.quotes.create(QUOTE, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(proxy.requests.length).toBe(start);
    expect(waits).toEqual([]);
  });
});

describe('429: waiting out the rate limit', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits Retry-After seconds and succeeds; with retries off it throws RateLimitError with retryAfter', async () => {
    const owner = await createCompanyWithKey(server, { name: 'Limited' });
    const { key } = await createKey(server, owner.companyId, { rateLimitPerMinute: 2 });
    const waits: number[] = [];
    // The rate limiter's window is real time: the injected sleep moves this process's clock (the API's too, which
    // runs in-process) by what the SDK asked to wait, so the test does not take a minute.
    const sleep = async (ms: number) => {
      waits.push(ms);
      vi.setSystemTime(Date.now() + ms);
    };
    const loadout = new Loadout({ apiKey: key, baseUrl: server.url, sleep });
    await awaitRoomInWindow();

    await loadout.apiKeys.retrieveCurrent();
    await loadout.apiKeys.retrieveCurrent();
    const limited = await server.request('GET', '/api/v1/api-keys/current', { token: key });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));

    const current = await loadout.apiKeys.retrieveCurrent();
    expect(current.rate_limit_per_minute).toBe(2);
    expect(waits).toHaveLength(1);
    expect(waits[0]! / 1000).toBeGreaterThanOrEqual(1);
    expect(waits[0]! / 1000).toBeLessThanOrEqual(retryAfter);

    const noRetries = new Loadout({ apiKey: key, baseUrl: server.url, maxRetries: 0, sleep });
    await noRetries.apiKeys.retrieveCurrent();
    const error = await noRetries.apiKeys.retrieveCurrent().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect((error as RateLimitError).retryAfter).toBeGreaterThanOrEqual(1);
    expect((error as RateLimitError).requestId).toMatch(/^\S+$/);
    expect(waits).toHaveLength(1);
  });
});
