import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newIdTail, newRequestId, partsOfId, timeOfId } from '@/server/core/time-ordered-id';
import { migrate } from '@/server/db/migrate';
import type { Captured } from '@/server/request-log/entry';
import { PendingBatches } from '@/server/request-log/pending-batches';
import { BATCH_MAX_SPAN_MS, insertRequestLogBatches, type StoredEntries } from '@/server/request-log/repo';
import { createCompanyWithKey, createKey, type CompanyWithKey } from '../../support/fixtures';
import { startTestServer, type TestResponse, type TestServer } from '../../support/server';

// How the request log is stored: one row per batch of a key's entries, spanning at most a second, entry ids made of
// the entry's time, its position and the batch's tail. Reads must still answer exactly as a row per entry would:
// newest first across batches that overlap in time (two API processes write at once), page after page, and find any
// entry by its id or its request id.

let server: TestServer;
let acme: CompanyWithKey;

beforeAll(async () => {
  server = await startTestServer();
  acme = await createCompanyWithKey(server, { name: 'Acme', rateLimitPerMinute: 100_000 });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

type Listed = {
  id: string;
  request_id: string;
  status: number;
  created_at: string;
  path: string;
  idempotency_key: string | null;
};

/** Every entry of the key, page by page (`limit` per page), with the filters given. */
async function listAll(keyId: string, query = '', limit = 25): Promise<Listed[]> {
  const seen: Listed[] = [];
  let cursor: string | null = null;
  do {
    const page: TestResponse = await server.request(
      'GET',
      `/api/v1/request-logs?api_key_id=${keyId}&limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ''}`,
      { token: acme.key },
    );
    expect(page.status, page.text).toBe(200);
    seen.push(...page.body.data);
    cursor = page.body.meta.next_cursor;
  } while (cursor);
  return seen;
}

/** A request id a client chose (`X-Request-Id`), which tells no time. */
const isClientChosen = (entry: Listed) => entry.request_id.startsWith('client-');

const newestFirst = (a: Listed, b: Listed) =>
  b.created_at.localeCompare(a.created_at) || (b.id > a.id ? 1 : b.id < a.id ? -1 : 0);

describe('time-ordered ids', () => {
  it('makes request ids of the time they were made, and reads the time back', () => {
    const at = Date.UTC(2026, 10, 25, 9, 30, 0, 123);
    const id = newRequestId(at);
    expect(id).toMatch(/^req_[0-9a-f]{12}7[0-9a-f]{3}[89ab][0-9a-f]{15}$/);
    expect(timeOfId(id)).toBe(at);
    expect(newRequestId(at)).not.toBe(id);
    expect(timeOfId('client-chosen-id-42')).toBeNull();
    expect(timeOfId(randomUUID())).toBeNull();
  });

  it('reads an entry id as its time, position and tail', () => {
    const tail = newIdTail();
    expect(tail).toMatch(/^[89ab][0-9a-f]{15}$/);
    const id = `019abcde-f012-7${'02a'}-${tail.slice(0, 4)}-${tail.slice(4)}`;
    expect(partsOfId(id)).toEqual({ ms: 0x019abcdef012, position: 0x02a, tail });
    expect(partsOfId(id.toUpperCase())).toEqual({ ms: 0x019abcdef012, position: 0x02a, tail });
    expect(partsOfId(randomUUID())).toBeNull();
  });
});

describe('batches', () => {
  const captured = (keyId: string, companyId: string, createdAt: number, n: number): Captured => ({
    companyId,
    livemode: true,
    apiKeyId: keyId,
    method: 'GET',
    url: `/api/v1/kits?n=${n}`,
    route: '/api/v1/kits',
    status: 200,
    durationMs: 1,
    idempotencyKey: null,
    requestId: newRequestId(createdAt),
    requestBody: undefined,
    responseBody: '{"data":[]}',
    createdAt,
  });

  it('cuts a flush into one batch per key, none spanning more than a second, and stores each body once per company', () => {
    const [one, two, other] = [randomUUID(), randomUUID(), randomUUID()];
    const company = randomUUID();
    const otherCompany = randomUUID();
    const start = Date.now();
    const entries = Array.from({ length: 30 }, (_, n) => [
      captured(one, company, start + n * 100, n),
      captured(two, company, start + n * 10, n),
      captured(other, otherCompany, start, n),
    ]).flat();
    const pending = new PendingBatches();
    for (const entry of entries) pending.add(entry);
    expect(pending.entries).toBe(90);
    const { batches, bodies } = pending.take(Infinity);
    expect(pending.entries).toBe(0);
    const ofKey = (key: string) => batches.filter((batch) => batch.apiKeyId === key);
    // 30 entries 100 ms apart: 2.9 s, in batches of at most a second.
    expect(ofKey(one).map((batch) => batch.entryCount)).toEqual([11, 11, 8]);
    expect(ofKey(two)).toHaveLength(1);
    expect(ofKey(other)).toHaveLength(1);
    for (const batch of batches) {
      expect(batch.lastAt - batch.firstAt).toBeLessThanOrEqual(BATCH_MAX_SPAN_MS);
      const stored = JSON.parse(batch.entries) as StoredEntries;
      expect(stored.request_id).toHaveLength(batch.entryCount);
      const times = stored.at.map((at) => batch.firstAt + at);
      expect(times.every((at) => at >= batch.firstAt && at <= batch.lastAt)).toBe(true);
      // The one body of a batch's entries, named by its position.
      expect(batch.bodyHashes).toHaveLength(1);
      expect(stored.response_body.every((position) => position === 0)).toBe(true);
    }
    expect(new Set(batches.map((batch) => batch.idTail)).size).toBe(batches.length);
    expect(bodies.map((body) => body.companyId).sort()).toEqual([company, otherCompany].sort());
    expect(bodies.find((body) => body.companyId === company)!.seenAt).toBe(start + 29 * 100);
  });
});

describe('reads across batches', () => {
  it('lists newest first across overlapping batches, page after page, and finds each entry by its id and request id', async () => {
    const key = await createKey(server, acme.companyId);
    // Two writers (two API processes) whose batches overlap in time; some entries share a millisecond.
    const start = Date.now() - 60_000;
    const batches = [];
    const expected: { requestId: string; status: number; createdAt: number; idempotencyKey: string | null }[] = [];
    for (let index = 0; index < 40; index += 1) {
      const writer = index % 2;
      const firstAt = start + Math.floor(index / 2) * 700 + writer * 350;
      const times = Array.from(
        { length: 12 },
        (_, position) => firstAt + position * 80 - (position % 3 === 0 ? 0 : 40),
      );
      const first = Math.min(...times);
      const requestIds = times.map((createdAt, position) =>
        position === 5 ? `client-${index}-${position}` : newRequestId(createdAt - 2),
      );
      const statuses = times.map((_, position) => (position === 7 ? 404 : 200));
      times.forEach((createdAt, position) =>
        expected.push({
          requestId: requestIds[position]!,
          status: statuses[position]!,
          createdAt,
          idempotencyKey: position === 3 ? `idem-${index}` : null,
        }),
      );
      const entries: StoredEntries = {
        request_id: requestIds,
        method: times.map(() => 'GET'),
        path: times.map(() => `/api/v1/kits?b=${index}`),
        route: times.map(() => '/api/v1/kits'),
        status: statuses,
        duration_ms: times.map(() => 3),
        // Nullable columns may end early: only the fourth entry has an idempotency key.
        idempotency_key: [null, null, null, `idem-${index}`],
        error_code: times.map(() => null),
        request_body: times.map(() => null),
        response_body: times.map(() => null),
        at: times.map((createdAt) => createdAt - first),
      };
      batches.push({
        companyId: acme.companyId,
        livemode: true,
        apiKeyId: key.keyId,
        idTail: newIdTail(),
        firstAt: first,
        lastAt: Math.max(...times),
        bodyHashes: [],
        entryCount: times.length,
        entries: JSON.stringify(entries),
      });
    }
    // Written in an order other than their times, as concurrent writers may.
    await insertRequestLogBatches(server.running.database.db, batches.reverse(), []);

    const all = await listAll(key.keyId);
    expect(all).toHaveLength(expected.length);
    expect(new Set(all.map((entry) => entry.id)).size).toBe(expected.length);
    expect([...all].sort(newestFirst)).toEqual(all);
    expect(all.map((entry) => entry.request_id).sort()).toEqual(expected.map((entry) => entry.requestId).sort());
    expect(
      all
        .filter((entry) => entry.idempotency_key !== null)
        .map((entry) => entry.idempotency_key)
        .sort(),
    ).toEqual(expected.flatMap((entry) => entry.idempotencyKey ?? []).sort());
    for (const entry of all) {
      expect(Date.parse(entry.created_at)).toBe(
        expected.find((sent) => sent.requestId === entry.request_id)!.createdAt,
      );
    }
    // A filter few entries match; a window of time, in pages of 25 and of one.
    expect(await listAll(key.keyId, '&status=4xx', 7)).toEqual(all.filter((entry) => entry.status === 404));
    const from = new Date(start + 5_000).toISOString();
    const to = new Date(start + 9_000).toISOString();
    const window = all.filter((entry) => entry.created_at >= from && entry.created_at <= to);
    expect(window.length).toBeGreaterThan(50);
    expect(await listAll(key.keyId, `&created_after=${from}&created_before=${to}`)).toEqual(window);
    expect(await listAll(key.keyId, `&created_after=${from}&created_before=${to}`, 1)).toEqual(window);

    for (const entry of all.filter((listed, index) => index % 7 === 0 || isClientChosen(listed))) {
      const byId = await server.request('GET', `/api/v1/request-logs/${entry.id}`, { token: acme.key });
      expect(byId.status, byId.text).toBe(200);
      const sent = expected.find((one) => one.requestId === entry.request_id)!;
      expect(byId.body.data).toMatchObject({
        id: entry.id,
        request_id: entry.request_id,
        idempotency_key: sent.idempotencyKey,
        duration_ms: 3,
        method: 'GET',
      });
      const byRequestId = await server.request('GET', `/api/v1/request-logs/${entry.request_id}`, { token: acme.key });
      expect(byRequestId.status, byRequestId.text).toBe(200);
      expect(byRequestId.body.data.id).toBe(entry.id);
    }
    // An id of the right shape that names no entry, and a request id never sent.
    const [first] = all;
    const parts = partsOfId(first!.id)!;
    const missing = first!.id.replace(/.{12}$/, (end) => (end === '000000000000' ? '000000000001' : '000000000000'));
    expect(partsOfId(missing)!.ms).toBe(parts.ms);
    expect((await server.request('GET', `/api/v1/request-logs/${missing}`, { token: acme.key })).status).toBe(404);
    expect((await server.request('GET', `/api/v1/request-logs/${newRequestId()}`, { token: acme.key })).status).toBe(
      404,
    );
  });
});

describe('migrations 0021_request_log_batches and 0022_request_log_columns', () => {
  it('move the entries of the row-per-request table into batches of columns that the API reads back', async () => {
    const db = server.running.database.db;
    const key = await createKey(server, acme.companyId);
    const other = await createKey(server, acme.companyId);
    const source = readFileSync(path.join('server/db/migrations/0019_api_request_log.sql'), 'utf8');
    const oldTable = source
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter((statement) => statement.includes('"api_request_logs"'));
    expect(oldTable.length).toBeGreaterThan(1);
    await db.execute(sql`drop table api_request_log_batches`);
    for (const statement of oldTable) await db.execute(sql.raw(statement));
    const second = Date.UTC(2026, 10, 20, 10, 0, 0);
    const rows = [
      [key.keyId, 'req_old_1', 201, 'POST', '/api/v1/quotes', second + 100],
      [key.keyId, 'req_old_2', 404, 'GET', '/api/v1/quotes/x', second + 900],
      [key.keyId, 'req_old_3', 200, 'GET', '/api/v1/kits', second + 1_500],
      [other.keyId, 'req_old_4', 200, 'GET', '/api/v1/kits', second + 200],
    ] as const;
    // Two bodies: the first request's, and an answer the first two requests share.
    const bodies = { request: 'a'.repeat(64), answer: 'b'.repeat(64) };
    await db.execute(sql`insert into api_request_log_bodies (company_id, hash, body, last_seen_at) values
      (${acme.companyId}, ${bodies.request}, '{"kind":"request"}', now()),
      (${acme.companyId}, ${bodies.answer}, '{"kind":"answer"}', now())`);
    for (const [keyId, requestId, status, method, requestPath, at] of rows) {
      const [requestBody, responseBody] =
        requestId === 'req_old_1'
          ? [bodies.request, bodies.answer]
          : requestId === 'req_old_2'
            ? [null, bodies.answer]
            : [null, null];
      await db.execute(sql`insert into api_request_logs
        (company_id, livemode, api_key_id, method, path, route, status, duration_ms, idempotency_key, request_id,
          error_code, request_body_hash, response_body_hash, created_at)
        values (${acme.companyId}, true, ${keyId}, ${method}, ${requestPath}, null, ${status}, 7, 'idem', ${requestId},
          ${status === 404 ? 'NOT_FOUND' : null}, ${requestBody}, ${responseBody}, ${new Date(at).toISOString()})`);
    }
    await db.execute(
      sql`delete from schema_migrations where name in ('0021_request_log_batches', '0022_request_log_columns')`,
    );
    expect(await migrate(db)).toEqual(['0021_request_log_batches', '0022_request_log_columns']);

    const batches = await db.execute(
      sql`select api_key_id, entry_count, first_at, last_at from api_request_log_batches order by api_key_id, first_at`,
    );
    expect(
      (batches as unknown as { rows: { entry_count: number }[] }).rows.map((row) => row.entry_count).sort(),
    ).toEqual([1, 1, 2]);
    const listed = await listAll(key.keyId);
    expect(listed.map((entry) => entry.request_id)).toEqual(['req_old_3', 'req_old_2', 'req_old_1']);
    expect(listed[1]).toMatchObject({
      status: 404,
      error_code: 'NOT_FOUND',
      path: '/api/v1/quotes/x',
      request_body: null,
      response_body: '{"kind":"answer"}',
      created_at: new Date(second + 900).toISOString(),
    });
    expect(listed[2]).toMatchObject({
      request_body: '{"kind":"request"}',
      response_body: '{"kind":"answer"}',
      created_at: new Date(second + 100).toISOString(),
    });
    expect(listed[0]).toMatchObject({ request_body: null, response_body: null, error_code: null });
    for (const entry of listed) {
      const found = await server.request('GET', `/api/v1/request-logs/${entry.id}`, { token: acme.key });
      expect(found.status, found.text).toBe(200);
      expect(found.body.data).toMatchObject({ request_id: entry.request_id, idempotency_key: 'idem', duration_ms: 7 });
    }
    expect((await listAll(other.keyId)).map((entry) => entry.request_id)).toEqual(['req_old_4']);
  });
});
