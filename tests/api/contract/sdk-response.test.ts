import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Loadout, NotFoundError, VERSION, type CreateQuoteParams } from '@loadout/sdk';
import { createCompanyWithKey } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/server';

// What every SDK method gives beside the data (`.withResponse()`), and the User-Agent it sends.

const QUOTE: CreateQuoteParams = {
  requester_email: 'it@acme.example',
  items: [
    {
      product_type: 'Laptop',
      specification: { brand: 'Apple', model: 'MacBook Air' },
      recipients: [{ name: 'Ada', country: 'GB', address: '1 Main St, London' }],
    },
  ],
};

let server: TestServer;
let loadout: Loadout;
const sentHeaders: Headers[] = [];

beforeAll(async () => {
  server = await startTestServer();
  const company = await createCompanyWithKey(server, { scopes: ['quotes:read', 'quotes:write'] });
  loadout = new Loadout({
    apiKey: company.key,
    baseUrl: server.url,
    fetch: (input, init) => {
      sentHeaders.push(new Headers(init?.headers));
      return fetch(input, init);
    },
  });
});
afterAll(() => server?.close());

describe('response metadata through the SDK', () => {
  it('gives the request id, the rate limit and whether an idempotent POST was replayed', async () => {
    const idempotencyKey = globalThis.crypto.randomUUID();
    const first = await loadout.quotes.create(QUOTE, { idempotencyKey }).withResponse();
    expect(first.data.status).toBe('Pending Review');
    expect(first.response.status).toBe(202);
    expect(first.response.requestId).toMatch(/^req_/);
    expect(first.response.idempotentReplayed).toBe(false);
    const { rateLimit } = first.response;
    expect(rateLimit?.limit).toBeGreaterThan(0);
    expect(rateLimit?.remaining).toBeLessThan(rateLimit!.limit);
    expect(rateLimit?.resetAt).toBeGreaterThan(Date.now() - 60_000);

    const replay = await loadout.quotes.create(QUOTE, { idempotencyKey }).withResponse();
    expect(replay.response.idempotentReplayed).toBe(true);
    expect(replay.data.id).toBe(first.data.id);
    expect(replay.response.requestId).not.toBe(first.response.requestId);
    expect(replay.response.headers.get('idempotent-replayed')).toBe('true');

    // Awaited directly, the same methods resolve to the data alone, and behave as Promises.
    const retrieved = loadout.quotes.retrieve(first.data.id);
    expect(retrieved).toBeInstanceOf(Promise);
    expect((await retrieved).id).toBe(first.data.id);
    const [byNumber] = await Promise.all([loadout.quotes.retrieve(first.data.number)]);
    expect(byNumber.id).toBe(first.data.id);
    expect(await loadout.quotes.retrieve(first.data.id).then((quote) => quote.number)).toBe(first.data.number);
  });

  it('gives the first page of a list with its metadata, and rejects with the typed error', async () => {
    await loadout.quotes.create(QUOTE);
    const { data: page, response } = await loadout.quotes.list({ limit: 1 }).withResponse();
    expect(page.data).toHaveLength(1);
    expect(page.hasMore).toBe(true);
    expect(response.requestId).toMatch(/^req_/);
    expect(response.rateLimit?.limit).toBeGreaterThan(0);

    const missing = loadout.quotes.retrieve(globalThis.crypto.randomUUID()).withResponse();
    await expect(missing).rejects.toThrow(NotFoundError);
    await expect(loadout.quotes.retrieve('Q-1900-000001')).rejects.toMatchObject({ status: 404 });
  });

  it('names itself and its version in the User-Agent of every request', () => {
    expect(sentHeaders.length).toBeGreaterThan(3);
    for (const headers of sentHeaders) {
      expect(headers.get('user-agent')).toBe(`@loadout/sdk/${VERSION} node/${process.versions.node}`);
    }
  });
});
