import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/server/db/client';
import { recordEvent } from '@/server/webhooks/events';
import { createCompanyWithKey, type CompanyWithKey } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
let acme: CompanyWithKey;

beforeAll(async () => {
  server = await startTestServer({ env: { WORKER_IN_PROCESS: 'true' } });
  acme = await createCompanyWithKey(server);
});
afterAll(async () => {
  await server?.close();
});

const rows = <Row>(query: ReturnType<typeof sql>) => queryRows<Row>(server.running.database.db, query);

describe('events retention', () => {
  it('deletes the events past 30 days in a daily job, and keeps the others', async () => {
    const tenant = { kind: 'company' as const, companyId: acme.companyId, livemode: true };
    const emit = () =>
      server.running.database.db.transaction((tx) =>
        recordEvent(tx, tenant, 'quote.created', { id: crypto.randomUUID() }),
      );
    const old = await emit();
    const recent = await emit();
    await rows(sql`update events set created_at = now() - interval '31 days' where id = ${old.id}`);
    await rows(sql`update events set created_at = now() - interval '29 days' where id = ${recent.id}`);

    const [queued] = await rows<{ id: string }>(
      sql`select id from jobs where type = 'events.prune' and status = 'queued'`,
    );
    expect(queued).toBeDefined();
    // The due time comes: the worker runs the prune.
    await rows(sql`update jobs set run_at = now() where id = ${queued!.id}`);
    await expect
      .poll(
        async () => (await rows<{ status: string }>(sql`select status from jobs where id = ${queued!.id}`))[0]?.status,
        {
          timeout: 10_000,
        },
      )
      .toBe('succeeded');
    const left = await rows<{ id: string }>(sql`select id from events where id in (${old.id}, ${recent.id})`);
    expect(left.map((row) => row.id)).toEqual([recent.id]);
    expect((await server.request('GET', `/api/v1/events/${recent.id}`, { token: acme.key })).status).toBe(200);
  });
});
