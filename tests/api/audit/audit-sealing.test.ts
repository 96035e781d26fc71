import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendAuditEvent, type NewAuditEvent } from '@/server/audit/chain';
import { sealChain } from '@/server/audit/seal';
import { verifyAuditChain } from '@/server/audit/verify';
import { queryRows, type Db } from '@/server/db/client';
import { databaseGauges } from '@/server/metrics/database-gauges';
import { createTestDatabase, POSTGRES_URL } from '../../support/database';
import { createCompanyWithKey, type CompanyWithKey } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/server';

// Sealing (server/audit/seal.ts): writers append their events unsealed, without waiting on the chain's head; the
// sealer gives them their place. Writers of one company get a gapless chain, a late commit is sealed after what
// committed before it, reads seal first, the append-only trigger lets through the sealing update and nothing else,
// and audit-verify and the metrics tell of events left unsealed.

type Row = { id: string; seq: string | number | null; hash: string | null; sealed_at: Date | null; position: string };

let server: TestServer;
let acme: CompanyWithKey;
const db = () => server.running.database.db;
const rowsOf = (target: Db, companyId: string) =>
  queryRows<Row>(
    target,
    sql`select id, seq, hash, sealed_at, position from audit_events where company_id = ${companyId} order by position`,
  );
const budget = (target: TestServer, key: string, department: string) =>
  target.request('POST', '/api/v1/budgets', { token: key, body: { department, period: 'month', amount: 100 } });

/** An event as a job would append it, for the tests that hold transactions open themselves. */
const event = (action: string): NewAuditEvent => ({
  livemode: true,
  actor: { type: 'job', job: action },
  action,
  object_type: null,
  object_id: null,
  changes: [],
  changes_omitted: 0,
  request_id: null,
  ip_address: null,
  user_agent: null,
  subjects: [],
});

beforeAll(async () => {
  // No worker: nothing seals but what the tests do (and the reads).
  server = await startTestServer();
  acme = await createCompanyWithKey(server, { name: 'Acme Sealing' });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('appending and sealing', () => {
  it('appends unsealed; a read of the log seals first and shows the event with its seq and hash', async () => {
    const created = await budget(server, acme.key, 'Read-after-write');
    expect(created.status, created.text).toBe(201);
    const [pending] = (await rowsOf(db(), acme.companyId)).slice(-1);
    expect(pending).toMatchObject({ seq: null, hash: null, sealed_at: null });
    const listed = await server.request('GET', '/api/v1/audit-events?limit=1', { token: acme.key });
    expect(listed.status).toBe(200);
    expect(listed.body.data[0]).toMatchObject({ id: pending!.id, action: 'budgets.create' });
    expect(listed.body.data[0].seq).toBeGreaterThan(0);
    expect(listed.body.data[0].hash).toMatch(/^[0-9a-f]{64}$/);
    const [sealed] = (await rowsOf(db(), acme.companyId)).slice(-1);
    expect(sealed!.sealed_at).not.toBeNull();
    // GET /audit-events/{id} seals first too.
    const next = await budget(server, acme.key, 'Read-one');
    const [unsealed] = (await rowsOf(db(), acme.companyId)).slice(-1);
    expect(unsealed!.seq).toBeNull();
    expect(next.status).toBe(201);
    const one = await server.request('GET', `/api/v1/audit-events/${unsealed!.id}`, { token: acme.key });
    expect(one.status, one.text).toBe(200);
    expect(one.body.data.seq).toBe(Number(sealed!.seq) + 1);
  });

  it('gives 32 concurrent writers of one company distinct, gapless positions', async () => {
    const company = await createCompanyWithKey(server, { name: 'Busy' });
    const responses = await Promise.all(
      Array.from({ length: 32 }, (_, index) => budget(server, company.key, `Team ${index}`)),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(32).fill(201));
    const listed = await server.request('GET', '/api/v1/audit-events?limit=100', { token: company.key });
    const seqs = (listed.body.data as { seq: number }[]).map((row) => row.seq).sort((a, b) => a - b);
    // The company's creation, its key and the 32 budgets.
    expect(seqs).toEqual(Array.from({ length: 34 }, (_, index) => index + 1));
    const report = await verifyAuditChain(db(), { companyId: company.companyId, livemode: true });
    expect(report.problems).toEqual([]);
    expect(report).toMatchObject({ checked: 34, head: { seq: 34 }, unsealed: { count: 0, oldestAgeSeconds: null } });
  });
});

describe('the append-only trigger', () => {
  it('lets through the sealing of an unsealed event and refuses every other update', async () => {
    const company = await createCompanyWithKey(server, { name: 'Guarded' });
    await sealChain(db(), company.companyId, true);
    await db().transaction((tx) => appendAuditEvent(tx, company.companyId, event('guarded.append')));
    const [row] = (await rowsOf(db(), company.companyId)).slice(-1);
    const refusal = async (statement: ReturnType<typeof sql>) => {
      try {
        await queryRows(db(), statement);
        return 'allowed';
      } catch (error) {
        const cause = (error as { cause?: { message?: string } }).cause?.message ?? (error as Error).message;
        return cause;
      }
    };
    const hash = 'f'.repeat(64);
    // Sealing that also changes the content, or only half of it: refused.
    expect(
      await refusal(sql`update audit_events set seq = 99, prev_hash = ${hash}, hash = ${hash}, sealed_at = now(),
        action = 'forged' where id = ${row!.id}`),
    ).toMatch(/append-only: update refused/);
    expect(await refusal(sql`update audit_events set seq = 99 where id = ${row!.id}`)).toMatch(
      /audit_events_sealed_whole/,
    );
    // Changing an unsealed event without sealing it: refused.
    expect(await refusal(sql`update audit_events set ip_address = '198.51.100.7' where id = ${row!.id}`)).toMatch(
      /append-only: update refused/,
    );
    expect(await refusal(sql`delete from audit_events where id = ${row!.id}`)).toMatch(/append-only: delete refused/);
    // The sealer's own update.
    expect(await sealChain(db(), company.companyId, true)).toBe(1);
    const [sealed] = (await rowsOf(db(), company.companyId)).slice(-1);
    expect(sealed!.seq).not.toBeNull();
    // A sealed event is never changed again: not resealed, not unsealed.
    expect(
      await refusal(sql`update audit_events set seq = null, prev_hash = null, hash = null, sealed_at = null
        where id = ${row!.id}`),
    ).toMatch(/append-only: update refused/);
    expect(await refusal(sql`update audit_events set hash = ${hash} where id = ${row!.id}`)).toMatch(
      /append-only: update refused/,
    );
    expect((await verifyAuditChain(db(), { companyId: company.companyId, livemode: true })).problems).toEqual([]);
  });
});

describe('events left unsealed', () => {
  it('are counted by audit-verify, a problem past 60 s, and in the metrics', async () => {
    const company = await createCompanyWithKey(server, { name: 'Stalled' });
    await sealChain(db(), company.companyId, true);
    await db().transaction(async (tx) => {
      await appendAuditEvent(tx, company.companyId, event('stalled.recent'));
      await appendAuditEvent(tx, company.companyId, event('stalled.old'));
    });
    const chain = { companyId: company.companyId, livemode: true };
    const fresh = await verifyAuditChain(db(), chain);
    expect(fresh.unsealed.count).toBe(2);
    expect(fresh.problems).toEqual([]);
    // As if the sealer had been down for two minutes (past the guard, which keeps appended_at as it was).
    await queryRows(db(), sql`alter table audit_events disable trigger audit_events_append_only`);
    await queryRows(
      db(),
      sql`update audit_events set appended_at = now() - interval '2 minutes'
          where company_id = ${company.companyId} and action = 'stalled.old'`,
    );
    await queryRows(db(), sql`alter table audit_events enable trigger audit_events_append_only`);
    const stalled = await verifyAuditChain(db(), chain);
    expect(stalled.unsealed.oldestAgeSeconds).toBeGreaterThan(100);
    expect(stalled.problems).toEqual([expect.stringMatching(/^2 events wait to be sealed, the oldest for 1[12]\d s/)]);
    const metrics = await databaseGauges(server.running.database).metrics();
    expect(metrics).toMatch(/^loadout_audit_unsealed_events [1-9]\d*$/m);
    expect(metrics).toMatch(/^loadout_audit_oldest_unsealed_age_seconds 1[12]\d(\.\d+)?$/m);
    await sealChain(db(), company.companyId, true);
    const after = await verifyAuditChain(db(), chain);
    expect(after.problems).toEqual([]);
    expect(after.unsealed.count).toBe(0);
  });

  it('are sealed by the worker within a second, without a read', async () => {
    const withWorker = await startTestServer({ env: { WORKER_IN_PROCESS: 'true' } });
    try {
      const company = await createCompanyWithKey(withWorker, { name: 'Worked' });
      const written = Date.now();
      expect((await budget(withWorker, company.key, 'Sealed by the tick')).status).toBe(201);
      const target = withWorker.running.database.db;
      let rows = await rowsOf(target, company.companyId);
      while (rows.some((row) => row.seq === null) && Date.now() - written < 5_000) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        rows = await rowsOf(target, company.companyId);
      }
      expect(rows.every((row) => row.seq !== null)).toBe(true);
      expect(Date.now() - written).toBeLessThan(1_500);
    } finally {
      await withWorker.close();
    }
  });
});

describe('a late commit (PostgreSQL: two transactions at once)', () => {
  it('is sealed in a later batch, after an event inserted after it, and the chain holds', async () => {
    const database = await createTestDatabase({ adminUrl: POSTGRES_URL });
    const pg = await startTestServer({ database });
    try {
      const company = await createCompanyWithKey(pg, { name: 'Late' });
      const target = pg.running.database.db;
      await sealChain(target, company.companyId, true);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let appended!: () => void;
      const isAppended = new Promise<void>((resolve) => (appended = resolve));
      const late = target.transaction(async (tx) => {
        await appendAuditEvent(tx, company.companyId, event('late.first-inserted'));
        appended();
        await held;
      });
      await isAppended;
      await target.transaction((tx) => appendAuditEvent(tx, company.companyId, event('late.second-inserted')));
      // Only the committed one is visible to the sealer.
      expect(await sealChain(target, company.companyId, true)).toBe(1);
      release();
      await late;
      expect(await sealChain(target, company.companyId, true)).toBe(1);
      const rows = await queryRows<{ action: string; seq: string; position: string }>(
        target,
        sql`select action, seq, position from audit_events
            where company_id = ${company.companyId} and action like 'late.%' order by seq`,
      );
      expect(rows.map((row) => row.action)).toEqual(['late.second-inserted', 'late.first-inserted']);
      expect(Number(rows[0]!.position)).toBeGreaterThan(Number(rows[1]!.position));
      const report = await verifyAuditChain(target, { companyId: company.companyId, livemode: true });
      expect(report.problems).toEqual([]);
      expect(report.checked).toBe(report.head.seq);
    } finally {
      await pg.close();
      await database.drop();
    }
  }, 120_000);
});
