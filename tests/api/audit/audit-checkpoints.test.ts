import { execFile, spawn } from 'node:child_process';
import { createHash, createPublicKey, verify } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithKey, type CompanyWithKey } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/server';

// Signed checkpoints of the audit chains, as an outsider checks them: the worker signs each chain's head with an
// Ed25519 key the database does not hold; the public key is served at a documented URL and verifies a checkpoint with
// plain node:crypto. Someone with the database and the algorithm rewrites a chain end to end (an edited event, every
// hash after it recomputed): the chain alone still verifies, the checkpoint does not, and `audit-verify` exits 4.

const run = promisify(execFile);
type WireEvent = { seq: number; prev_hash: string; hash: string } & Record<string, unknown>;

/** RFC 8785 for the JSON the API answers: keys sorted at every level, JSON.stringify for the rest. */
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

let server: TestServer;
let acme: CompanyWithKey;
const get = async (url: string, token?: string) => {
  const response = await server.request('GET', url, { token });
  expect(response.status, response.text).toBe(200);
  return response.body;
};

async function readChain(key: string): Promise<WireEvent[]> {
  const events: WireEvent[] = [];
  for (let cursor: string | null = ''; cursor !== null;) {
    const page = await get(`/api/v1/audit-events?limit=100${cursor}`, key);
    events.push(...page.data);
    cursor = page.meta.has_more ? `&cursor=${page.meta.next_cursor}` : null;
  }
  return events.sort((a, b) => a.seq - b.seq);
}

/** One of the guide's reference scripts, exactly as the Markdown shows it. */
function guideScript(name: string): string {
  const guide = fs.readFileSync('server/docs/guides/audit-log.md', 'utf8');
  const block = new RegExp('```js\\n(// ' + name.replace('.', '\\.') + '[\\s\\S]*?)```').exec(guide);
  if (!block) throw new Error(`The Audit log guide has no \`\`\`js block starting with // ${name}`);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-guide-')), name);
  fs.writeFileSync(file, block[1]!);
  return file;
}

beforeAll(async () => {
  server = await startTestServer({ env: { WORKER_IN_PROCESS: 'true', AUDIT_CHECKPOINT_INTERVAL: '1s' } });
  acme = await createCompanyWithKey(server, { name: 'Acme Checkpoints' });
  for (const amount of [100, 200, 300]) {
    const created = await server.request('POST', '/api/v1/budgets', {
      token: acme.key,
      body: { department: `K${amount}`, period: 'month', amount },
    });
    expect(created.status, created.text).toBe(201);
  }
}, 180_000);
afterAll(async () => {
  await server?.close();
});

/** Waits until the worker has signed the chain's current head. */
async function checkpointOfHead(head: WireEvent) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const page = await get('/api/v1/audit-checkpoints', acme.key);
    const found = page.data.find((checkpoint: { seq: number }) => checkpoint.seq === head.seq);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no checkpoint of seq ${head.seq}`);
}

describe('audit checkpoints', () => {
  it('signs the chain’s head; the public key at its URL verifies it with plain node:crypto', async () => {
    const chain = await readChain(acme.key);
    const checkpoint = await checkpointOfHead(chain.at(-1)!);
    expect(checkpoint).toMatchObject({
      company_id: acme.companyId,
      livemode: true,
      seq: chain.length,
      hash: chain.at(-1)!.hash,
    });
    // No API key needed for the public key.
    const published = (await get('/api/v1/audit-checkpoints/public-key')).data;
    expect(published.algorithm).toBe('Ed25519');
    expect(published.key_id).toBe(checkpoint.key_id);
    const publicKey = createPublicKey(published.public_key_pem);
    const { id, signature, ...signed } = checkpoint;
    expect(typeof id).toBe('string');
    const bytes = Buffer.from(canonical(signed), 'utf8');
    expect(verify(null, bytes, publicKey, Buffer.from(signature, 'base64'))).toBe(true);
    // The raw key verifies it too, and a changed hash does not.
    const raw = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(published.public_key, 'base64').toString('base64url') },
      format: 'jwk',
    });
    expect(verify(null, bytes, raw, Buffer.from(signature, 'base64'))).toBe(true);
    const forged = Buffer.from(canonical({ ...signed, hash: '0'.repeat(64) }), 'utf8');
    expect(verify(null, forged, publicKey, Buffer.from(signature, 'base64'))).toBe(false);
    // The key's scope: another company reads none of these.
    const other = await createCompanyWithKey(server, { name: 'Other' });
    const foreign = await get('/api/v1/audit-checkpoints', other.key);
    expect(foreign.data.every((entry: { company_id: string }) => entry.company_id === other.companyId)).toBe(true);
    // The guide's checkpoint verifier agrees.
    const { stdout } = await run(process.execPath, [guideScript('verify-audit-checkpoints.mjs'), server.url, acme.key]);
    expect(stdout).toMatch(/^\d+ checkpoints verified/);
  });

  it('detects a chain rewritten end to end after a checkpoint, where the chain alone still verifies', async () => {
    const before = await readChain(acme.key);
    await checkpointOfHead(before.at(-1)!);
    // The rewrite: event 2's address changed, and every hash from there on recomputed with the published algorithm.
    const db = server.running.database.db;
    let previous = before[0]!.hash;
    const rewritten = before.map((event, index) => {
      if (index === 0) return event;
      const { hash: _hash, ...content } = event;
      const changed = index === 1 ? { ...content, ip_address: '198.51.100.7' } : content;
      const next = { ...changed, prev_hash: previous };
      previous = sha256(canonical(next));
      return { ...next, hash: previous };
    });
    await db.execute(sql`alter table audit_events disable trigger audit_events_append_only`);
    try {
      for (const event of rewritten.slice(1)) {
        await db.execute(sql`update audit_events set ip_address = ${event.ip_address as string},
          prev_hash = ${event.prev_hash}, hash = ${event.hash} where id = ${event.id as string}`);
      }
    } finally {
      await db.execute(sql`alter table audit_events enable trigger audit_events_append_only`);
    }
    await db.execute(sql`update audit_chain_heads set hash = ${previous}
      where company_id = ${acme.companyId} and livemode = true`);

    // The chain alone holds: the guide's chain verifier passes.
    const chainVerifier = guideScript('verify-audit-chain.mjs');
    const holds = await run(process.execPath, [chainVerifier, server.url, acme.key]);
    expect(holds.stdout).toContain(`head seq ${before.length}, hash ${previous}`);
    // The checkpoint does not: the guide's checkpoint verifier fails…
    const failed = await run(process.execPath, [
      guideScript('verify-audit-checkpoints.mjs'),
      server.url,
      acme.key,
    ]).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('the chain was rewritten after it');

    // …and so does `npm run operator -- audit-verify`, with exit code 4 (the API stopped: the embedded database
    // belongs to one process).
    const { dataDir, url } = server.database;
    await server.running.stop();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/cli/operator.ts', 'audit-verify', acme.companyId],
      {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: url ?? '', LOG_LEVEL: 'silent' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code, output).toBe(4);
    expect(output).toContain('The live audit log of Acme Checkpoints is broken');
    expect(output).toMatch(
      new RegExp(
        `Checkpoint of event ${before.length} signed at .* signed another hash than event ${before.length} has now: the chain was rewritten after it`,
      ),
    );
    // No event of the chain is out of line: only the checkpoint catches it.
    expect(output).not.toContain('was changed after it was written');
  }, 180_000);
});
