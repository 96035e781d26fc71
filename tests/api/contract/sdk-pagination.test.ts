import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_LIMIT_MAX } from '@/lib/contract/common';
import { Loadout, type Quote } from '@loadout/sdk';
import { createCompanyWithKey } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/server';

const QUOTES = 250;
const BATCH = 10;

let server: TestServer;
let loadout: Loadout;
const created: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  const company = await createCompanyWithKey(server, { scopes: ['quotes:write'] });
  loadout = new Loadout({ apiKey: company.key, baseUrl: server.url });
  for (let start = 0; start < QUOTES; start += BATCH) {
    const batch = Array.from({ length: BATCH }, (_, index) =>
      loadout.quotes.create({
        requester_email: 'it@acme.example',
        po_number: `PO-${start + index}`,
        items: [
          {
            product_type: 'Laptop',
            specification: { brand: 'Apple', model: 'MacBook Air' },
            recipients: [{ name: 'Ada', country: 'GB', address: '1 Main St, London' }],
          },
        ],
      }),
    );
    created.push(...(await Promise.all(batch)).map((quote) => quote.id));
  }
}, 120_000);
afterAll(() => server?.close());

describe('cursor pages through the SDK', () => {
  it('iterates all 250 quotes with for await, each once, newest first', async () => {
    const seen: Quote[] = [];
    for await (const quote of loadout.quotes.list()) seen.push(quote);
    expect(seen).toHaveLength(QUOTES);
    expect(new Set(seen.map((quote) => quote.id))).toEqual(new Set(created));
    const times = seen.map((quote) => quote.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('walks the pages by hand at the largest page size, with the filter kept on every page', async () => {
    const first = await loadout.quotes.list({ limit: PAGE_LIMIT_MAX, status: 'pending_review' });
    expect(first.data).toHaveLength(100);
    expect(first.hasMore).toBe(true);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await first.next())!;
    expect(second.data).toHaveLength(100);
    const third = (await second.next())!;
    expect(third.data).toHaveLength(50);
    expect(third).toMatchObject({ hasMore: false, nextCursor: null });
    expect(await third.next()).toBeNull();
    const ids = [first, second, third].flatMap((page) => page.data.map((quote) => quote.id));
    expect(new Set(ids).size).toBe(QUOTES);

    expect((await loadout.quotes.list({ status: 'delivered' })).data).toEqual([]);
  });
});
