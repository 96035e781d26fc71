import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SealedAuditEventRow } from '@/server/audit/chain';
import { pruneCompanyAuditEvents } from '@/server/audit/retention';
import { loadAuditSigningKey } from '@/server/audit/signing-key';
import { sealChain, sealPendingChains } from '@/server/audit/seal';
import { verifyAuditChain, type AuditChain } from '@/server/audit/verify';
import { queryRows, type Db } from '@/server/db/client';
import { seedWalkCompany, walkEveryOperation, type WalkedCall } from '@/server/cli/operation-walk';
import { createCompanyWithKey, createKey, type CompanyWithKey } from '../../support/fixtures';
import { startReceiver, type Receiver } from '../../support/receiver';
import { startTestServer, type TestServer } from '../../support/server';

// The audit log over HTTP: every operation of both API documents, walked once on the demo data (the walk that records
// the OpenAPI examples), leaves exactly one audit event per call that changed data, by the right actor, in the same
// transaction; failed and replayed calls leave none; SCIM and jobs are actors too; the hash chain detects an edited
// or deleted event; retention archives and prunes; the list's filters and isolation.

type EventRow = {
  id: string;
  company_id: string;
  seq: number;
  action: string;
  object_type: string | null;
  object_id: string | null;
  actor: Record<string, string | null>;
  changes: { table: string; operation: string; before: unknown; after: unknown }[];
  request_id: string | null;
  ip_address: string | null;
  user_agent: string | null;
};

/** Operations on Loadout's own catalog and reference rates (no company's data), and POSTs that only calculate: no event. */
const NO_EVENT = new Set([
  'products.create',
  'products.update',
  'products.import',
  'fxRates.import',
  'budgets.impact',
  'equipmentPolicies.preview',
]);

let server: TestServer;
let receiver: Receiver;
let demoCompanyId: string;
let testKey: string;
let acme: CompanyWithKey;
let globex: CompanyWithKey;
const walked: WalkedCall[] = [];

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(server.running.database.db, query);
const eventsOfRequestOn = (target: TestServer, requestId: string) =>
  queryRows<EventRow>(
    target.running.database.db,
    sql`select * from audit_events where request_id = ${requestId} order by seq`,
  );
const eventsOfRequest = (requestId: string) => eventsOfRequestOn(server, requestId);
const live = (companyId: string) => ({ companyId, livemode: true });
/** The chain as the sealer leaves it: what was appended is sealed first (the test servers run no worker). */
async function verifySealed(db: Db, chain: AuditChain) {
  await sealChain(db, chain.companyId, chain.livemode);
  return verifyAuditChain(db, chain);
}
const api = (method: string, url: string, body?: unknown, key = acme.key, headers?: Record<string, string>) =>
  server.request(method, `/api/v1${url}`, { token: key, body, headers });

beforeAll(async () => {
  receiver = await startReceiver();
  server = await startTestServer({
    env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' },
    prepare: async (database) => {
      ({ companyId: demoCompanyId, testKey } = await seedWalkCompany(database.db));
    },
  });
  acme = await createCompanyWithKey(server, { name: 'Acme Audit' });
  globex = await createCompanyWithKey(server, { name: 'Globex Audit' });
  await walkEveryOperation(
    {
      baseUrl: server.url,
      db: server.running.database.db,
      companyId: demoCompanyId,
      testKey,
      operatorToken: server.operatorToken,
      receiverUrl: `${receiver.url}/loadout`,
      exportsDir: path.join(server.database.dataDir, 'exports'),
      signingKey: loadAuditSigningKey({ dataDir: server.database.dataDir }),
    },
    (call) => walked.push(call),
  );
}, 120_000);
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

describe('one audit event per change', () => {
  it('walks every operation of both documents that changes data', async () => {
    const changing = new Set<string>();
    for (const document of ['/api/v1/openapi.json', '/operator/v1/openapi.json']) {
      const paths = (await server.request('GET', document, { token: server.operatorToken })).body.paths as Record<
        string,
        Record<string, { operationId: string }>
      >;
      for (const [route, methods] of Object.entries(paths))
        for (const [method, operation] of Object.entries(methods))
          if (method !== 'get')
            changing.add(`${route.startsWith('/operator') ? 'operator' : 'public'} ${operation.operationId}`);
    }
    const called = new Set(walked.map((call) => `${call.document} ${call.operationId}`));
    expect([...changing].filter((operation) => !called.has(operation))).toEqual([]);
    expect(changing.size).toBeGreaterThan(60);
  });

  it('leaves exactly one event for each call that changed data, named by its operation, by the right actor', async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const call of walked.filter((entry) => entry.method !== 'GET')) {
      const events = await eventsOfRequest(call.requestId!);
      const label = `${call.document} ${call.operationId} ${call.method} ${call.url}`;
      if (NO_EVENT.has(call.operationId)) {
        if (events.length !== 0) problems.push(`${label}: ${events.length} events, expected none`);
        continue;
      }
      checked += 1;
      if (events.length !== 1) {
        problems.push(`${label}: ${events.length} events`);
        continue;
      }
      const [event] = events;
      if (event!.action !== call.operationId) problems.push(`${label}: action ${event!.action}`);
      const person = call.headers['loadout-actor-email'];
      const expected =
        call.document === 'operator'
          ? { type: 'operator', operator_token_id: 'bootstrap' }
          : call.token === null
            ? { type: 'link' }
            : person
              ? { type: 'user', email: person, role: call.headers['loadout-actor-role'] ?? null }
              : { type: 'api_key', api_key_name: call.token === testKey ? 'Demo test key' : event!.actor.api_key_name };
      if (!Object.entries(expected).every(([field, value]) => event!.actor[field] === value))
        problems.push(`${label}: actor ${JSON.stringify(event!.actor)}, expected ${JSON.stringify(expected)}`);
      if (event!.ip_address !== '127.0.0.1') problems.push(`${label}: ip ${event!.ip_address}`);
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(60);
  });

  it('records the fields a change touched, before and after, and never a secret', async () => {
    const call = walked.find((entry) => entry.operationId === 'approvalRequests.approve')!;
    const [event] = await eventsOfRequest(call.requestId!);
    expect(event!.object_type).toBe('approval_request');
    const quote = event!.changes.find((change) => change.table === 'quotes')!;
    expect(quote).toMatchObject({
      operation: 'update',
      before: { status: 'Awaiting Approval' },
      after: { status: 'Approved' },
    });
    const keyCall = walked.find((entry) => entry.operationId === 'apiKeys.create')!;
    const [created] = await eventsOfRequest(keyCall.requestId!);
    const keyRow = created!.changes.find((change) => change.table === 'api_keys')!;
    expect((keyRow.after as Record<string, unknown>).key_hash).toBe('[redacted]');
    const webhook = walked.find((entry) => entry.operationId === 'webhooks.create')!;
    const [endpoint] = await eventsOfRequest(webhook.requestId!);
    const secret = (endpoint!.changes[0]!.after as Record<string, unknown>).secret_sealed;
    expect(secret).toBe('[redacted]');
    const text = JSON.stringify(await rows(sql`select changes from audit_events`));
    expect(text).not.toMatch(/lo_(live|test)_[A-Za-z0-9]{20}|whsec_[A-Za-z0-9+/]{20}/);
  });

  it('takes the person the dashboard names, and the address and browser it reports for them', async () => {
    const created = await api('POST', '/budgets', { period: 'year', amount: 1000 }, acme.key, {
      'loadout-actor-email': 'Ines@Acme.example',
      'loadout-actor-name': encodeURIComponent('Inés Torres'),
      'loadout-actor-role': 'it_staff',
      'loadout-actor-ip': '203.0.113.9',
      'loadout-actor-user-agent': 'Mozilla/5.0 (Dashboard test)',
    });
    expect(created.status, created.text).toBe(201);
    const [event] = await eventsOfRequest(created.headers.get('x-request-id')!);
    expect(event).toMatchObject({
      action: 'budgets.create',
      object_type: 'budget',
      object_id: created.body.data.id,
      ip_address: '203.0.113.9',
      user_agent: 'Mozilla/5.0 (Dashboard test)',
      actor: {
        type: 'user',
        email: 'ines@acme.example',
        name: 'Inés Torres',
        role: 'it_staff',
        api_key_id: acme.keyId,
      },
    });
  });

  it('leaves no event for a call that failed, and none for a replayed idempotent call', async () => {
    const before = await rows<{ count: number }>(sql`select count(*)::int as count from audit_events`);
    const missing = await api('PATCH', '/budgets/0b9d1c53-8a0e-4a55-9f0e-2f3c5d7a9e11', { amount: 5 });
    expect(missing.status).toBe(404);
    const invalid = await api('POST', '/budgets', { period: 'decade', amount: 5 });
    expect(invalid.status).toBe(400);
    const first = await api('POST', '/budgets', { period: 'month', amount: 300 }, acme.key, {
      'idempotency-key': 'audit-1',
    });
    expect(first.status).toBe(201);
    const conflict = await api('POST', '/budgets', { period: 'month', amount: 300 });
    expect(conflict.status).toBe(409);
    const replay = await api('POST', '/budgets', { period: 'month', amount: 300 }, acme.key, {
      'idempotency-key': 'audit-1',
    });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const after = await rows<{ count: number }>(sql`select count(*)::int as count from audit_events`);
    expect(after[0]!.count - before[0]!.count).toBe(1);
    expect(await eventsOfRequest(first.headers.get('x-request-id')!)).toHaveLength(1);
  });

  it('records SCIM changes by the directory’s token', async () => {
    const token = await server.request('POST', `/operator/v1/companies/${acme.companyId}/scim-tokens`, {
      token: server.operatorToken,
      body: { name: 'Okta', mode: 'live' },
    });
    const scim = (method: string, url: string, body?: unknown) =>
      server.request(method, `/scim/v2${url}`, {
        token: token.body.data.token,
        body,
        headers: { 'content-type': 'application/scim+json' },
      });
    const created = await scim('POST', '/Users', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: 'lin@acme.example',
      name: { givenName: 'Lin', familyName: 'Ito' },
      emails: [{ value: 'lin@acme.example', primary: true }],
      active: true,
    });
    expect(created.status, created.text).toBe(201);
    const deactivated = await scim('PATCH', `/Users/${created.body.id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'replace', path: 'active', value: false }],
    });
    expect(deactivated.status, deactivated.text).toBe(200);
    for (const response of [created, deactivated]) {
      const events = await eventsOfRequest(response.headers.get('x-request-id')!);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        company_id: acme.companyId,
        object_type: 'employee',
        object_id: created.body.id,
        actor: { type: 'scim', scim_token_id: token.body.data.id },
      });
    }
  });
});

describe('changes made by jobs', () => {
  it('records what the worker changed by the job: an offboarding case opened for a leaver', async () => {
    const withWorker = await startTestServer({ env: { WORKER_IN_PROCESS: 'true' } });
    try {
      const company = await createCompanyWithKey(withWorker, { name: 'Initech' });
      const device = await withWorker.request('POST', '/api/v1/devices', {
        token: company.key,
        body: {
          serial_number: 'INI-1',
          device_type: 'Laptop',
          model: 'ThinkPad T14',
          country: 'GB',
          employee: { name: 'Bo Leaver', email: 'bo@initech.example' },
        },
      });
      expect(device.status, device.text).toBe(201);
      const csv =
        'HRIS ID,Name,Email,Status,Country,Start date,End date\nE-2,Bo Leaver,bo@initech.example,active,GB,,2030-01-31';
      const imported = await withWorker.request(
        'POST',
        `/operator/v1/companies/${company.companyId}/employees/import`,
        {
          token: withWorker.operatorToken,
          body: csv,
          headers: { 'content-type': 'text/csv' },
        },
      );
      expect(imported.status, imported.text).toBe(200);
      const jobEvents = () =>
        queryRows<EventRow>(
          withWorker.running.database.db,
          sql`select * from audit_events where company_id = ${company.companyId} and actor->>'type' = 'job'`,
        );
      let events: EventRow[] = [];
      for (let attempt = 0; attempt < 200 && events.length === 0; attempt += 1) {
        events = await jobEvents();
        if (events.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ action: 'employee.changed', actor: { type: 'job', job: 'employee.changed' } });
      expect(events[0]!.changes.map((change) => `${change.operation} ${change.table}`)).toContain(
        'insert offboarding_cases',
      );
      // The import itself is the operator's one event.
      const [byOperator] = await eventsOfRequestOn(withWorker, imported.headers.get('x-request-id')!);
      expect(byOperator).toMatchObject({ action: 'employees.import', actor: { type: 'operator' } });
      expect((await verifySealed(withWorker.running.database.db, live(company.companyId))).problems).toEqual([]);
    } finally {
      await withWorker.close();
    }
  });
});

describe('the hash chain', () => {
  it('holds for every company after the walk', async () => {
    for (const [companyId, livemode] of [
      [demoCompanyId, false],
      [demoCompanyId, true],
      [acme.companyId, true],
    ] as const) {
      const report = await verifySealed(server.running.database.db, { companyId, livemode });
      expect(report.problems).toEqual([]);
      expect(report.checked).toBeGreaterThan(0);
      expect(report.checked).toBe(report.head.seq);
    }
  });

  it('refuses to change or delete an event', async () => {
    const refusal = (statement: ReturnType<typeof sql>) =>
      rows(statement).then(
        () => 'done',
        (error: { cause?: { message?: string } }) => error.cause?.message,
      );
    expect(await refusal(sql`update audit_events set action = 'x' where company_id = ${acme.companyId}`)).toBe(
      'audit events are append-only: update refused',
    );
    expect(await refusal(sql`delete from audit_events where company_id = ${acme.companyId}`)).toBe(
      'audit events are append-only: delete refused',
    );
  });

  it('stays whole when one company changes many things at once', async () => {
    const company = await createCompanyWithKey(server, { name: 'Busy' });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        api('POST', '/budgets', { department: `C${index}`, period: 'month', amount: 100 + index }, company.key),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(201));
    const report = await verifySealed(server.running.database.db, live(company.companyId));
    expect(report.problems).toEqual([]);
    expect(report.checked).toBe(report.head.seq);
    const [created] = await rows<{ count: number }>(
      sql`select count(*)::int as count from audit_events where company_id = ${company.companyId} and action = 'budgets.create'`,
    );
    expect(created!.count).toBe(20);
  });

  it('detects an edited event, a deleted one and a deleted last one', async () => {
    const company = await createCompanyWithKey(server, { name: 'Tampered' });
    for (const amount of [100, 200, 300, 400]) {
      const response = await api(
        'POST',
        '/budgets',
        { department: `D${amount}`, period: 'month', amount },
        company.key,
      );
      expect(response.status).toBe(201);
    }
    const db = server.running.database.db;
    const ok = await verifySealed(db, live(company.companyId));
    expect(ok.problems).toEqual([]);
    // Someone with the database's owner rights gets past the append-only trigger.
    const tamper = async (statement: ReturnType<typeof sql>) => {
      await rows(sql`alter table audit_events disable trigger audit_events_append_only`);
      try {
        await rows(statement);
      } finally {
        await rows(sql`alter table audit_events enable trigger audit_events_append_only`);
      }
    };
    await tamper(
      sql`update audit_events set actor = jsonb_set(actor, '{api_key_name}', '"someone else"') where company_id = ${company.companyId} and seq = 3`,
    );
    expect((await verifySealed(db, live(company.companyId))).problems).toEqual([
      expect.stringMatching(/^Event 3 .* was changed after it was written/),
    ]);
    await tamper(sql`delete from audit_events where company_id = ${company.companyId} and seq = 2`);
    const afterDelete = (await verifySealed(db, live(company.companyId))).problems;
    expect(afterDelete[0]).toMatch(/^Event 2 is missing: it was deleted/);
    // The company's creation, its key and the four budgets: six events.
    expect(ok.head.seq).toBe(6);
    await tamper(sql`delete from audit_events where company_id = ${company.companyId} and seq = 6`);
    expect((await verifySealed(db, live(company.companyId))).problems.at(-1)).toMatch(
      /ends at event 5, but its head records 6: the last events were deleted/,
    );
  });
});

describe('retention', () => {
  it('archives and prunes events older than the company keeps them; the chain still verifies', async () => {
    const company = await createCompanyWithKey(server, { name: 'Retained' });
    for (const amount of [100, 200, 300]) {
      await api('POST', '/budgets', { department: `R${amount}`, period: 'month', amount }, company.key);
    }
    // The company keeps 30 days; its first three events (its creation, its key's and a budget's) are 40 days old.
    const operatorPatch = (body: unknown) =>
      server.request('PATCH', `/operator/v1/companies/${company.companyId}`, { token: server.operatorToken, body });
    const tooShort = await operatorPatch({ audit_retention_days: 7 });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.error.details[0]).toEqual({
      path: 'audit_retention_days',
      message: 'must be at least 30 days',
    });
    const kept30 = await operatorPatch({ audit_retention_days: 30 });
    expect(kept30.body.data.audit_retention_days).toBe(30);
    await sealPendingChains(server.running.database.db);
    await rows(sql`alter table audit_events disable trigger audit_events_append_only`);
    await rows(
      sql`update audit_events set occurred_at = occurred_at - interval '40 days' where company_id = ${company.companyId} and seq <= 3`,
    );
    await rows(sql`alter table audit_events enable trigger audit_events_append_only`);
    // The hash covers the time: re-hash those three as if written then, so that only retention is under test.
    const { hashEvent, contentOf } = await import('@/server/audit/chain');
    const { auditEvents, auditChainHeads } = await import('@/server/db/schema');
    const { asc, eq } = await import('drizzle-orm');
    const db = server.running.database.db;
    const all = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.companyId, company.companyId))
      .orderBy(asc(auditEvents.seq));
    let previous = '0'.repeat(64);
    await rows(sql`alter table audit_events disable trigger audit_events_append_only`);
    for (const row of all) {
      const hash = hashEvent({ ...contentOf(row as SealedAuditEventRow), prev_hash: previous });
      await db.update(auditEvents).set({ prevHash: previous, hash }).where(eq(auditEvents.id, row.id));
      previous = hash;
    }
    await rows(sql`alter table audit_events enable trigger audit_events_append_only`);
    await db.update(auditChainHeads).set({ hash: previous }).where(eq(auditChainHeads.companyId, company.companyId));
    expect((await verifySealed(db, live(company.companyId))).problems).toEqual([]);

    const archive = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-audit-archive-'));
    try {
      expect(await pruneCompanyAuditEvents(db, company.companyId, archive)).toBe(3);
      const kept = await rows<{ seq: number }>(
        sql`select seq from audit_events where company_id = ${company.companyId} order by seq`,
      );
      // The third budget, and the operator's change of retention.
      expect(kept.map((row) => Number(row.seq))).toEqual([4, 5, 6]);
      const report = await verifySealed(db, live(company.companyId));
      expect(report.problems).toEqual([]);
      expect(report.checked).toBe(3);
      const lines = fs
        .readFileSync(path.join(archive, company.companyId, 'live', '1-3.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(lines.map((line) => line.seq)).toEqual([1, 2, 3]);
      // The archive verifies on its own: each line's hash over its content, linked to the one before.
      let link = '0'.repeat(64);
      for (const { hash, ...content } of lines) {
        expect(content.prev_hash).toBe(link);
        expect(hashEvent(content)).toBe(hash);
        link = hash;
      }
      expect(await pruneCompanyAuditEvents(db, company.companyId, archive)).toBe(0);
    } finally {
      fs.rmSync(archive, { recursive: true, force: true });
    }
  });
});

describe('GET /api/v1/audit-events', () => {
  it("lists the key's company and mode only, newest first, with filters and cursor pages", async () => {
    const quote = await api('POST', '/quotes', {
      requester_email: 'it@acme.example',
      items: [
        {
          product_type: 'Laptop',
          specification: { brand: 'Apple', model: 'MacBook Air' },
          recipients: [{ name: 'Ada', email: 'ada@acme.example', country: 'GB', address: '1 Main St' }],
        },
      ],
    });
    expect(quote.status).toBe(202);
    const itemId = quote.body.data.items[0].id;
    const priced = await server.request('PUT', `/operator/v1/quotes/${quote.body.data.id}/items/${itemId}/price`, {
      token: server.operatorToken,
      body: { price: 1200 },
    });
    expect(priced.status).toBe(200);

    const history = await api('GET', `/audit-events?object_id=${quote.body.data.id}`);
    expect(history.status).toBe(200);
    expect(history.body.data.map((event: { action: string }) => event.action)).toEqual([
      'quotes.priceItem',
      'quotes.create',
    ]);
    expect(history.body.data[0].actor).toMatchObject({ type: 'operator' });
    // The item's own id finds the events that changed it.
    const item = await api('GET', `/audit-events?object_id=${itemId}&action=quotes.*`);
    expect(item.body.data).toHaveLength(2);

    const mine = await api('GET', `/audit-events?actor=${acme.keyId}&limit=2`);
    expect(mine.body.data).toHaveLength(2);
    expect(mine.body.meta.has_more).toBe(true);
    const next = await api('GET', `/audit-events?actor=${acme.keyId}&limit=2&cursor=${mine.body.meta.next_cursor}`);
    expect(next.body.data[0].seq).toBeLessThan(mine.body.data[1].seq);
    expect(
      (await api('GET', '/audit-events?actor_type=scim&limit=100')).body.data.every(
        (e: { actor: { type: string } }) => e.actor.type === 'scim',
      ),
    ).toBe(true);
    const later = await api('GET', `/audit-events?occurred_after=${new Date(Date.now() + 60_000).toISOString()}`);
    expect(later.body.data).toEqual([]);

    // Another company's key, and the same company's test key, see none of it.
    const foreign = await api('GET', `/audit-events?object_id=${quote.body.data.id}`, undefined, globex.key);
    expect(foreign.body.data).toEqual([]);
    const sandbox = (await createKey(server, acme.companyId, { mode: 'test' })).key;
    expect((await api('GET', `/audit-events?object_id=${quote.body.data.id}`, undefined, sandbox)).body.data).toEqual(
      [],
    );
    const one = await api('GET', `/audit-events/${history.body.data[0].id}`);
    expect(one.body.data).toEqual(history.body.data[0]);
    expect((await api('GET', `/audit-events/${history.body.data[0].id}`, undefined, globex.key)).status).toBe(404);
    const bad = await api('GET', '/audit-events?occurred_after=yesterday');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].path).toBe('occurred_after');
  });
});

describe('npm run operator -- audit-verify', () => {
  it('says the chain holds, or names the event that was changed, with exit code 4', async () => {
    const own = await startTestServer();
    const database = own.database;
    const clean = await createCompanyWithKey(own, { name: 'Clean' });
    const tampered = await createCompanyWithKey(own, { name: 'Tampered' });
    const budget = await own.request('POST', '/api/v1/budgets', {
      token: tampered.key,
      body: { period: 'month', amount: 900 },
    });
    expect(budget.status).toBe(201);
    const db = own.running.database.db;
    await sealPendingChains(db);
    await queryRows(db, sql`alter table audit_events disable trigger audit_events_append_only`);
    await queryRows(
      db,
      sql`update audit_events set ip_address = '198.51.100.7' where company_id = ${tampered.companyId} and seq = 3`,
    );
    await queryRows(db, sql`alter table audit_events enable trigger audit_events_append_only`);
    // The embedded database belongs to one process: stop the API while the command runs.
    await own.running.stop();
    const verify = async (companyId: string) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/operator.ts', 'audit-verify', companyId], {
        env: { ...process.env, DATA_DIR: database.dataDir, DATABASE_URL: database.url ?? '', LOG_LEVEL: 'silent' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout!.on('data', (chunk) => (output += chunk));
      child.stderr!.on('data', (chunk) => (output += chunk));
      const code = await new Promise((resolve) => child.on('exit', resolve));
      return { code, output };
    };
    try {
      const holds = await verify(clean.companyId);
      expect(holds.code, holds.output).toBe(0);
      expect(holds.output).toMatch(
        /The live audit log of Clean holds: 2 events checked \(sealed\), none unsealed, 0 signed checkpoints; head: event 2, hash [0-9a-f]{64}\./,
      );
      const broken = await verify(tampered.companyId);
      expect(broken.code, broken.output).toBe(4);
      expect(broken.output).toContain(
        'The live audit log of Tampered is broken (3 events checked (sealed), none unsealed',
      );
      expect(broken.output).toMatch(/- Event 3 \([0-9a-f-]{36}\) was changed after it was written/);
      const unknown = await verify('not-a-company');
      expect(unknown.code).toBe(1);
      expect(unknown.output).toContain('company');
    } finally {
      await database.drop();
    }
  }, 120_000);
});
