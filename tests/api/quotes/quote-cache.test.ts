import { sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, POSTGRES_URL, type TestDatabase } from '../../support/database';
import { createCompanyWithKey, type CompanyWithKey } from '../../support/fixtures';
import { newOperatorToken, sendRequest, startTestServer, type TestServer } from '../../support/server';

// GET /api/v1/quotes/:id is served from a cache that follows every committed change (server/quotes/read-cache.ts).
// These tests change quotes behind the API's back, as another process would, and through the API itself.

let server: TestServer;
let acme: CompanyWithKey;
let globex: CompanyWithKey;
let productId: string;

const api = (method: string, path: string, body?: unknown, token = acme.key) =>
  server.request(method, `/api/v1${path}`, { token, body });
const operator = (method: string, path: string, body?: unknown) =>
  server.request(method, `/operator/v1${path}`, { token: server.operatorToken, body });
const execute = (query: ReturnType<typeof sql>) => server.running.database.db.execute(query);

beforeAll(async () => {
  server = await startTestServer();
  acme = await createCompanyWithKey(server, { scopes: ['quotes:write'] });
  globex = await createCompanyWithKey(server, { name: 'Globex', scopes: ['quotes:write'] });
  productId = (
    await operator('POST', '/products', {
      name: 'Dell Latitude 7450',
      brand: 'Dell',
      model: 'Latitude 7450',
      product_type: 'Laptop',
      configurations: [{ price_estimate: 1500 }],
    })
  ).body.data.id;
});
afterAll(async () => {
  await server?.close();
});

async function createQuote(poNumber = 'PO-1') {
  const response = await api('POST', '/quotes', {
    requester_email: 'it@acme.example',
    po_number: poNumber,
    items: [
      {
        product_id: productId,
        quantity: 2,
        recipients: [{ name: 'Ada', email: 'ada@acme.example', country: 'DE', address: 'Hauptstraße 1, Berlin' }],
      },
    ],
  });
  expect(response.status).toBe(202);
  return response.body.data as { id: string; items: { id: string; recipients: { id: string }[] }[] };
}

/** Reads the quote until `check` passes (a NOTIFY from another connection arrives asynchronously), for at most 5 s. */
async function readUntil(id: string, check: (quote: any) => boolean) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const response = await api('GET', `/quotes/${id}`);
    expect(response.status).toBe(200);
    if (check(response.body.data) || Date.now() > deadline) return response.body.data;
    await sleep(20);
  }
}

/** A change the triggers do not announce: what a stale cache would keep serving. */
async function changeSilently(id: string, poNumber: string) {
  await server.running.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`update quotes set po_number = ${poNumber} where id = ${id}`);
  });
}

/**
 * Reads the quote (which keeps it), changes it silently, and reads it again: true when that read still showed the
 * value from before, i.e. came from the cache. The quote's creation is announced too (its items and recipients were
 * inserted), and on PostgreSQL that notification arrives on the LISTEN connection at its own pace: when it lands
 * during the first read, that read is rightly not kept. So this tries up to five times; no later notification is due.
 */
async function servedStaleAfterSilentChange(id: string) {
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const before = (await api('GET', `/quotes/${id}`)).body.data.po_number;
    await changeSilently(id, `PO-silent-${attempt}`);
    const after = (await api('GET', `/quotes/${id}`)).body.data.po_number;
    if (after === before) return true;
    expect(after).toBe(`PO-silent-${attempt}`);
    await sleep(100);
  }
  return false;
}

describe('the quote read cache', () => {
  it('serves repeated reads from the cache and drops the quote when a change is announced', async () => {
    const quote = await createQuote();
    const first = await api('GET', `/quotes/${quote.id}`);
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(first.body.data.po_number).toBe('PO-1');

    // Unannounced, the change stays invisible: the second read came from the cache.
    expect(await servedStaleAfterSilentChange(quote.id)).toBe(true);

    // A change from another connection, as another process would make it, is announced by the trigger on commit.
    await execute(sql`update quotes set po_number = 'PO-2' where id = ${quote.id}`);
    expect((await readUntil(quote.id, (data) => data.po_number === 'PO-2')).po_number).toBe('PO-2');
  });

  it('follows changes to items, alternatives and recipients, not only to the quote row', async () => {
    const quote = await createQuote();
    const itemId = quote.items[0]!.id;
    const recipientId = quote.items[0]!.recipients[0]!.id;
    await api('GET', `/quotes/${quote.id}`);

    await execute(sql`update quote_items set comments = 'from another process' where id = ${itemId}`);
    expect((await readUntil(quote.id, (data) => data.items[0].comments !== null)).items[0].comments).toBe(
      'from another process',
    );

    await execute(sql`update quote_recipients set phone_number = '+49 30 1234' where id = ${recipientId}`);
    expect(
      (await readUntil(quote.id, (data) => data.items[0].recipients[0].phone_number !== null)).items[0].recipients[0]
        .phone_number,
    ).toBe('+49 30 1234');

    await execute(sql`
      insert into quote_alternatives (quote_id, item_id, brand, model, price, status, is_exact_match, created_at, updated_at)
      values (${quote.id}, ${itemId}, 'HP', 'EliteBook 840', 1500, 'pending', false, now(), now())`);
    expect(
      (await readUntil(quote.id, (data) => data.items[0].alternatives.length === 1)).items[0].alternatives,
    ).toHaveLength(1);
  });

  it('shows a change made through this API to the very next read, every time', async () => {
    const quote = await createQuote();
    const itemId = quote.items[0]!.id;
    for (let round = 1; round <= 20; round += 1) {
      await api('GET', `/quotes/${quote.id}`);
      const price = 1000 + round;
      expect((await operator('PUT', `/quotes/${quote.id}/items/${itemId}/price`, { price })).status).toBe(200);
      expect((await api('GET', `/quotes/${quote.id}`)).body.data.items[0].price).toBe(price);
    }
  });

  it('shows a change made through any quote route to the next read, whether the route named the quote by id or by number', async () => {
    const quote = await createQuote();
    const { number } = (await api('GET', `/quotes/${quote.id}`)).body.data as { number: string };
    const read = async () => (await api('GET', `/quotes/${quote.id}`)).body.data;

    expect((await api('POST', `/quotes/${number}/comments`, { message: 'By number' })).status).toBe(201);
    expect((await read()).comments.map((comment: { message: string }) => comment.message)).toContain('By number');

    expect((await operator('POST', `/quotes/${number}/action-required`, { message: 'Which layout?' })).status).toBe(
      200,
    );
    expect((await read()).action_required?.message).toBe('Which layout?');
    expect((await operator('DELETE', `/quotes/${quote.id}/action-required`)).status).toBe(200);
    expect((await read()).action_required).toBeNull();

    expect((await operator('PUT', `/quotes/${number}/items/${quote.items[0]!.id}/price`, { price: 999 })).status).toBe(
      200,
    );
    expect((await read()).items[0].price).toBe(999);
    expect((await api('PATCH', `/quotes/${number}/items/${quote.items[0]!.id}`, { action: 'reject' })).status).toBe(
      200,
    );
    expect((await read()).items[0].status).toBe('Rejected');
  });

  it("never serves a cached quote to another company's key", async () => {
    const quote = await createQuote();
    expect((await api('GET', `/quotes/${quote.id}`)).status).toBe(200);
    const foreign = await api('GET', `/quotes/${quote.id}`, undefined, globex.key);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('NOT_FOUND');
  });
});

// Only PostgreSQL has a LISTEN connection that can drop (the embedded database notifies in-process), so this part
// always runs on PostgreSQL: DATABASE_URL, or the local server.
describe('the quote read cache on PostgreSQL', () => {
  let database: TestDatabase;
  let own: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase({ adminUrl: POSTGRES_URL });
    own = await startTestServer({ database, env: { OPERATOR_TOKEN: newOperatorToken() } });
  });
  afterAll(async () => {
    await own?.close();
    await database?.drop();
  });

  it('caches nothing while its LISTEN connection is down, and caches again once it is back', async () => {
    const company = await createCompanyWithKey(own, { scopes: ['quotes:write'] });
    const product = (
      await sendRequest(own.url, 'POST', '/operator/v1/products', {
        token: own.operatorToken,
        body: {
          name: 'X',
          brand: 'Dell',
          model: 'X',
          product_type: 'Laptop',
          configurations: [{ price_estimate: 1500 }],
        },
      })
    ).body.data;
    const created = await sendRequest(own.url, 'POST', '/api/v1/quotes', {
      token: company.key,
      body: {
        requester_email: 'it@x.example',
        po_number: 'PO-1',
        items: [
          {
            product_id: product.id,
            recipients: [{ name: 'Ada', email: 'ada@x.example', country: 'DE', address: 'Berlin' }],
          },
        ],
      },
    });
    const id = created.body.data.id as string;
    const read = async () =>
      (await sendRequest(own.url, 'GET', `/api/v1/quotes/${id}`, { token: company.key })).body.data.po_number;
    const silently = async (poNumber: string) => {
      await own.running.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(sql`update quotes set po_number = ${poNumber} where id = ${id}`);
      });
    };

    expect(await read()).toBe('PO-1');
    const dropped = await own.running.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'LISTEN "loadout_quote_changed"'`,
    );
    expect((dropped as unknown as { rows: unknown[] }).rows).toHaveLength(1);

    // Without notifications nothing may be served from memory: even unannounced changes show at once.
    await sleep(100);
    await silently('PO-while-down');
    expect(await read()).toBe('PO-while-down');
    await silently('PO-still-down');
    expect(await read()).toBe('PO-still-down');

    // Reconnected within a few seconds; from then on reads are cached again.
    const deadline = Date.now() + 10_000;
    let cachedAgain = false;
    while (!cachedAgain && Date.now() < deadline) {
      await sleep(200);
      const before = await read();
      await silently(`PO-${Date.now()}`);
      cachedAgain = (await read()) === before;
    }
    expect(cachedAgain).toBe(true);
  });
});
