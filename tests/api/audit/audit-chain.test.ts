import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithKey, createKey, type CompanyWithKey } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/server';

// The audit chain as an outsider checks it: events read over HTTP, hashed by an implementation written here from the
// Audit log guide's words (it imports nothing of the product), and by the guide's own reference verifier, run as a
// customer would paste it. One chain per company and mode: a live key and a test key each read seq 1..n.

const run = promisify(execFile);
type WireEvent = { seq: number; prev_hash: string; hash: string; livemode: boolean } & Record<string, unknown>;

/** RFC 8785 as the guide states it: keys sorted by UTF-16 code units at every level, JSON.stringify for the rest. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    const keys = Object.keys(object).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(object[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Every problem of one chain read in full, in seq order: gaps, broken links, hashes that do not match. */
function problemsOf(events: WireEvent[]): string[] {
  const problems: string[] = [];
  let previous = '0'.repeat(64);
  events.forEach((event, index) => {
    if (event.seq !== index + 1) problems.push(`position ${index + 1} holds seq ${event.seq}`);
    if (event.prev_hash !== previous) problems.push(`seq ${event.seq}: prev_hash does not name the event before`);
    const { hash, ...content } = event;
    const computed = createHash('sha256').update(canonical(content), 'utf8').digest('hex');
    if (computed !== hash) problems.push(`seq ${event.seq}: hash does not match its canonical JSON`);
    previous = hash;
  });
  return problems;
}

let server: TestServer;
let acme: CompanyWithKey;
let sandboxKey: string;

/** Every event a key can read, through the cursor pages, in chain order. */
async function readChain(key: string): Promise<WireEvent[]> {
  const events: WireEvent[] = [];
  let cursor: string | null = null;
  do {
    const page = await server.request('GET', `/api/v1/audit-events?limit=100${cursor ? `&cursor=${cursor}` : ''}`, {
      token: key,
    });
    expect(page.status, page.text).toBe(200);
    events.push(...page.body.data);
    cursor = page.body.meta.has_more ? page.body.meta.next_cursor : null;
  } while (cursor);
  return events.sort((a, b) => a.seq - b.seq);
}

/** The guide's reference verifier, exactly as the Markdown shows it, written to a file a customer would run. */
function guideVerifier(): string {
  const guide = fs.readFileSync('server/docs/guides/audit-log.md', 'utf8');
  const block = /```js\n(\/\/ verify-audit-chain\.mjs[\s\S]*?)```/.exec(guide);
  if (!block) throw new Error('The Audit log guide has no ```js block starting with // verify-audit-chain.mjs');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-verifier-')), 'verify-audit-chain.mjs');
  fs.writeFileSync(file, block[1]!);
  return file;
}

beforeAll(async () => {
  server = await startTestServer();
  acme = await createCompanyWithKey(server, { name: 'Acme Chains' });
  sandboxKey = (await createKey(server, acme.companyId, { mode: 'test' })).key;
  // Live and sandbox changes interleaved, with money, accents, quotes and nulls in what they change.
  for (let index = 0; index < 4; index += 1) {
    for (const key of [acme.key, sandboxKey]) {
      const created = await server.request('POST', '/api/v1/budgets', {
        token: key,
        body: { department: `Dépt "${index}" ✓`, period: 'month', amount: 1234.5 + index },
        headers: { 'loadout-actor-email': 'ines@acme.example', 'loadout-actor-name': encodeURIComponent('Inés') },
      });
      expect(created.status, created.text).toBe(201);
    }
  }
}, 180_000);
afterAll(async () => {
  await server?.close();
});

describe('the audit chain read over HTTP', () => {
  it('verifies with an implementation of the guide’s canonical form that imports nothing of the product', async () => {
    const live = await readChain(acme.key);
    expect(live.length).toBeGreaterThan(4);
    expect(problemsOf(live)).toEqual([]);
  });

  it('gives each mode its own chain: a live key and a test key each read seq 1..n without gaps', async () => {
    const live = await readChain(acme.key);
    const sandbox = await readChain(sandboxKey);
    expect(live.every((event) => event.livemode)).toBe(true);
    expect(sandbox.every((event) => !event.livemode)).toBe(true);
    expect(sandbox.map((event) => event.seq)).toEqual(sandbox.map((_, index) => index + 1));
    expect(live.map((event) => event.seq)).toEqual(live.map((_, index) => index + 1));
    // The test key's creation (a sandbox change) and the four sandbox budgets.
    expect(sandbox).toHaveLength(5);
    expect(problemsOf(sandbox)).toEqual([]);
    expect(problemsOf(live)).toEqual([]);
  });

  it('verifies with the guide’s reference verifier, run as a customer pastes it', async () => {
    const verifier = guideVerifier();
    for (const key of [acme.key, sandboxKey]) {
      const chain = await readChain(key);
      const { stdout } = await run(process.execPath, [verifier, server.url, key]);
      expect(stdout).toContain(`${chain.length} events verified; head seq ${chain.length}, hash ${chain.at(-1)!.hash}`);
    }
    // An event changed in the database (past its append-only guard) is caught: the verifier, not the test, says so.
    const db = server.running.database.db;
    await db.execute(sql`alter table audit_events disable trigger audit_events_append_only`);
    await db.execute(
      sql`update audit_events set ip_address = '198.51.100.7' where company_id = ${acme.companyId} and livemode = false and seq = 2`,
    );
    await db.execute(sql`alter table audit_events enable trigger audit_events_append_only`);
    const failed = await run(process.execPath, [verifier, server.url, sandboxKey]).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('seq 2');
  });
});
