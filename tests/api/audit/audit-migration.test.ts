import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/client';
import { readMigrations } from '@/server/db/migrate';
import { createKey } from '../../support/fixtures';
import { createTestDatabase, type TestDatabase } from '../../support/database';
import { startTestServer, type TestServer } from '../../support/server';

// Migration 0025 over a database written before it: a company's live and sandbox events in one shared chain, hashed
// over fields the API does not show. After the upgrade each mode is its own chain, numbered 1..n in the old order, and
// verifies over HTTP with an implementation of the guide's canonical form that imports nothing of the product.

type WireEvent = { seq: number; prev_hash: string; hash: string; action: string } & Record<string, unknown>;

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    return `{${Object.keys(object)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(object[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

function problemsOf(events: WireEvent[]): string[] {
  const problems: string[] = [];
  let previous = '0'.repeat(64);
  events.forEach((event, index) => {
    if (event.seq !== index + 1) problems.push(`position ${index + 1} holds seq ${event.seq}`);
    if (event.prev_hash !== previous) problems.push(`seq ${event.seq}: prev_hash does not name the event before`);
    const { hash, ...content } = event;
    if (sha256(canonical(content)) !== hash) problems.push(`seq ${event.seq}: hash does not match`);
    previous = hash;
  });
  return problems;
}

let database: TestDatabase | undefined;
let server: TestServer | undefined;
afterAll(async () => {
  await server?.close();
  await database?.drop();
});

describe('migration 0025_audit_chains_per_mode', () => {
  it('splits a company’s shared chain into one per mode, numbered 1..n, that verifies over HTTP', async () => {
    database = await createTestDatabase({ schema: 'empty' });
    const companyId = randomUUID();
    const keyId = randomUUID();
    // The schema as it was before 0025, with a company whose live and sandbox events share one chain.
    const old = await openDatabase({ url: database.url, dataDir: database.dataDir });
    try {
      await old.db.execute(sql`create table schema_migrations (name text primary key, checksum text not null,
        applied_at timestamptz not null default now())`);
      for (const migration of readMigrations().filter((entry) => entry.name < '0025')) {
        for (const statement of migration.statements) await old.db.execute(sql.raw(statement));
        await old.db.execute(
          sql`insert into schema_migrations (name, checksum) values (${migration.name}, ${migration.checksum})`,
        );
      }
      await old.db.execute(
        sql`insert into companies (id, name, created_at, updated_at) values (${companyId}, 'Before 0025', now(), now())`,
      );
      await old.db
        .execute(sql`insert into api_keys (id, company_id, name, livemode, key_hash, key_suffix, scopes, created_at, updated_at)
        values (${keyId}, ${companyId}, 'Dashboard', true, ${'h'.repeat(64)}, 'wxyz', '{audit:read}', now(), now())`);
      const user = {
        type: 'user',
        email: 'ines@example.com',
        name: 'Inés',
        role: 'it_staff',
        api_key_id: keyId,
        api_key_name: 'Dashboard',
      };
      const operator = { type: 'operator', operator_token_id: 'bootstrap', email: 'desk@loadout.example', name: null };
      const written: [boolean, string, object][] = [
        [true, 'companies.create', operator],
        [false, 'budgets.create', { type: 'api_key', api_key_id: keyId, api_key_name: 'Sandbox' }],
        [true, 'budgets.create', user],
        [false, 'budgets.update', { type: 'job', job: 'sandbox.autopilot' }],
        [true, 'budgets.update', user],
        [true, 'budgets.delete', { type: 'link' }],
      ];
      let previous = '0'.repeat(64);
      for (const [index, [livemode, action, actor]] of written.entries()) {
        const event = {
          id: randomUUID(),
          company_id: companyId,
          seq: index + 1,
          livemode,
          occurred_at: new Date(Date.UTC(2026, 10, 20, 10, index)).toISOString(),
          actor,
          action,
          object_type: 'budget',
          object_id: null,
          subjects: [],
          changes: [{ table: 'budgets', id: null, operation: 'insert', before: null, after: { amount: 1234.5 } }],
          changes_omitted: 0,
          request_id: `req_${index}`,
          ip_address: '127.0.0.1',
          user_agent: null,
          prev_hash: previous,
        };
        // The old hash: over company_id and subjects too, which the API never showed.
        const hash = sha256(canonical(event));
        await old.db.execute(sql`insert into audit_events (id, company_id, seq, livemode, occurred_at, actor, action,
            object_type, object_id, subjects, changes, changes_omitted, request_id, ip_address, user_agent, prev_hash, hash)
          values (${event.id}, ${companyId}, ${event.seq}, ${livemode}, ${event.occurred_at}, ${JSON.stringify(actor)}::jsonb,
            ${action}, 'budget', null, '{}'::text[], ${JSON.stringify(event.changes)}::jsonb, 0, ${event.request_id},
            '127.0.0.1', null, ${previous}, ${hash})`);
        previous = hash;
      }
      await old.db.execute(sql`insert into audit_chain_heads (company_id, seq, hash, anchor_seq, anchor_hash)
        values (${companyId}, 6, ${previous}, 0, ${'0'.repeat(64)})`);
    } finally {
      await old.close();
    }

    // The upgrade: the API starts, applies 0025 and recomputes the chains.
    server = await startTestServer({ database });
    const live = await createKey(server, companyId, { mode: 'live', scopes: ['audit:read'] });
    const sandbox = await createKey(server, companyId, { mode: 'test', scopes: ['audit:read'] });
    const readChain = async (key: string) => {
      const page = await server!.request('GET', '/api/v1/audit-events?limit=100', { token: key });
      expect(page.status, page.text).toBe(200);
      return (page.body.data as WireEvent[]).sort((a, b) => a.seq - b.seq);
    };
    const liveChain = await readChain(live.key);
    const sandboxChain = await readChain(sandbox.key);
    // The old order kept per mode; then the keys' own creation (each in its mode).
    expect(liveChain.map((event) => event.action)).toEqual([
      'companies.create',
      'budgets.create',
      'budgets.update',
      'budgets.delete',
      'apiKeys.create',
    ]);
    expect(sandboxChain.map((event) => event.action)).toEqual(['budgets.create', 'budgets.update', 'apiKeys.create']);
    expect(problemsOf(liveChain)).toEqual([]);
    expect(problemsOf(sandboxChain)).toEqual([]);
    // A person a key named says so, with the key's suffix; where the request came from was not recorded then.
    expect(liveChain[1]!.actor).toEqual({
      type: 'user',
      email: 'ines@example.com',
      name: 'Inés',
      role: 'it_staff',
      api_key_id: keyId,
      api_key_name: 'Dashboard',
      asserted: true,
      api_key_suffix: 'wxyz',
      peer_ip: null,
      peer_user_agent: null,
    });
    expect(liveChain[0]!.actor).toMatchObject({ type: 'operator', asserted: true, peer_ip: null });
  }, 300_000);
});
