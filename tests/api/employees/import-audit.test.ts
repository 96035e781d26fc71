import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/server/db/client';
import { createCompanyWithKey, type CompanyWithKey } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/server';

// The audit event an HRIS import leaves, change by change, as the capture trigger of migration 0018 writes it: the
// import copies only the first rows through the trigger and counts the rest itself, which must not show. Each
// expectation is read back from the rows themselves (to_jsonb, as the trigger reads them).

let server: TestServer;
let acme: CompanyWithKey;

const PEOPLE = 2600;
const LISTED = 500;

const person = (n: number, extra: Record<string, string> = {}) => ({
  hris_id: `A-${n}`,
  name: `Person ${n}`,
  email: `audit${n}@acme.example`,
  department: 'Engineering',
  country: 'GB',
  start_date: '2020-01-01',
  ...extra,
});

const rows = <T>(statement: ReturnType<typeof sql>) => queryRows<T>(server.running.database.db, statement);

type Change = {
  table: string;
  id: string;
  operation: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};
type AuditEvent = { changes: Change[]; changes_omitted: number; subjects: string[] };

async function importRows(file: object[], query = '') {
  const response = await server.request('POST', `/operator/v1/companies/${acme.companyId}/employees/import${query}`, {
    token: server.operatorToken,
    body: file,
  });
  expect(response.status, response.text).toBe(200);
  const [event] = await rows<AuditEvent>(
    sql`select changes, changes_omitted, subjects from audit_events
        where company_id = ${acme.companyId} and request_id = ${response.headers.get('x-request-id')}`,
  );
  return { summary: response.body.data, event: event! };
}

/** The employees of the file, in its order, as the trigger would copy them (nulls and updated_at left out). */
async function stored(count: number) {
  return rows<{ id: string; row: Record<string, unknown> }>(
    sql`select id, jsonb_strip_nulls(to_jsonb(e) - 'updated_at') as row from employees e
        where company_id = ${acme.companyId} and hris_id like 'A-%'
        order by substring(hris_id from 3)::int limit ${count}`,
  );
}

beforeAll(async () => {
  server = await startTestServer();
  acme = await createCompanyWithKey(server, { scopes: ['employees:read'] });
});
afterAll(() => server?.close());

describe('the audit event of a bulk HRIS import', () => {
  let created: Awaited<ReturnType<typeof stored>>;

  it('lists the first 500 people created, counts the rest, and names every one among its subjects', async () => {
    const { summary, event } = await importRows(Array.from({ length: PEOPLE }, (_, index) => person(index + 1)));
    expect(summary).toMatchObject({ created: PEOPLE, errors: [] });
    created = await stored(PEOPLE);
    expect(event.changes).toEqual(
      created
        .slice(0, LISTED)
        .map(({ id, row }) => ({ table: 'employees', id, operation: 'insert', before: null, after: row })),
    );
    expect(event.changes_omitted).toBe(PEOPLE - LISTED);
    expect(event.subjects).toEqual([...created.map(({ id }) => id), acme.companyId]);
  });

  it('lists the fields that changed of the first 500 people updated, before and after', async () => {
    const { summary, event } = await importRows(
      Array.from({ length: PEOPLE }, (_, index) => person(index + 1, { department: 'Sales' })),
    );
    expect(summary).toMatchObject({ updated: PEOPLE, errors: [] });
    const updated = await stored(LISTED);
    expect(event.changes).toEqual(
      updated.map(({ id, row }, index) => ({
        table: 'employees',
        id,
        operation: 'update',
        before: { department: 'Engineering', version: 1, synced_at: created[index]!.row.synced_at },
        after: { department: 'Sales', version: 2, synced_at: row.synced_at },
      })),
    );
    expect(event.changes_omitted).toBe(PEOPLE - LISTED);
    expect(event.subjects).toEqual([...created.map(({ id }) => id), acme.companyId]);
  });

  it('counts the people a full sync marks as leaving among its changes', async () => {
    const kept = 100;
    const { summary, event } = await importRows(
      Array.from({ length: kept }, (_, index) => person(index + 1, { department: 'Sales' })),
      '?full=true',
    );
    expect(summary).toMatchObject({ unchanged: kept, deactivated: PEOPLE - kept, errors: [] });
    expect(event.changes).toHaveLength(LISTED);
    expect(event.changes[0]).toMatchObject({
      operation: 'update',
      before: { status: 'active', version: 2 },
      after: { status: 'inactive', version: 3 },
    });
    expect(event.changes_omitted).toBe(PEOPLE - kept - LISTED);
    const leaving = new Set(created.slice(kept).map(({ id }) => id));
    expect(new Set(event.subjects)).toEqual(new Set([...leaving, acme.companyId]));
    expect(event.changes.every((change) => leaving.has(change.id))).toBe(true);
  });

  it('leaves no captured row behind', async () => {
    const [left] = await rows<{ count: number }>(sql`select count(*)::int as count from audit_captured_changes`);
    expect(left!.count).toBe(0);
  });
});
