import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { verifyAuditChain } from '@/server/audit/verify';
import { queryRows } from '@/server/db/client';
import { createCompanyWithKey, type CompanyWithKey } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/server';

// What the set-based import could break: the outcome of each row of a mixed file, the events (and their webhook
// deliveries), jobs and audit entry of exactly the people who changed, in the file's order, across chunks; a re-import
// that leaves no trace; a full sync; the audit chain afterwards. No worker runs, so the queued jobs stay countable.

let server: TestServer;
let acme: CompanyWithKey;

const today = new Date().toISOString().slice(0, 10);
const nextYear = `${new Date().getUTCFullYear() + 1}-06-30`;

type Row = Record<string, string | null>;
const person = (n: number, extra: Row = {}): Row => ({
  hris_id: `B-${n}`,
  name: `Person ${n}`,
  email: `person${n}@acme.example`,
  department: 'Engineering',
  country: 'GB',
  start_date: '2020-01-01',
  ...extra,
});

const importRows = (rows: Row[], query = '') =>
  server.request('POST', `/operator/v1/companies/${acme.companyId}/employees/import${query}`, {
    token: server.operatorToken,
    body: rows,
  });

const rows = <T>(statement: ReturnType<typeof sql>) => queryRows<T>(server.running.database.db, statement);

/** What the company has accumulated: events by type in order, queued jobs, deliveries and audit events. */
async function trail() {
  const events = await rows<{ type: string; email: string; stage: string }>(
    sql`select type, data->>'email' as email, data->>'stage' as stage from events
        where company_id = ${acme.companyId} order by seq`,
  );
  const [counts] = await rows<{
    changed: number;
    changed_jobs: number;
    deliveries: number;
    delivery_jobs: number;
    audit: number;
  }>(
    sql`select
          (select count(person)::int from jobs,
             jsonb_array_elements_text(coalesce(payload->'employeeIds', jsonb_build_array(payload->'employeeId'))) person
             where type = 'employee.changed' and payload->>'companyId' = ${acme.companyId}) as changed,
          (select count(*)::int from jobs where type = 'employee.changed' and payload->>'companyId' = ${acme.companyId}) as changed_jobs,
          (select count(*)::int from webhook_deliveries d join events e on e.id = d.event_id
             where e.company_id = ${acme.companyId}) as deliveries,
          (select count(*)::int from jobs where type = 'webhook.deliver') as delivery_jobs,
          (select count(*)::int from audit_events where company_id = ${acme.companyId}) as audit`,
  );
  return { events, ...counts! };
}

async function employee(email: string) {
  const response = await server.request('GET', `/api/v1/employees?status=all&search=${encodeURIComponent(email)}`, {
    token: acme.key,
  });
  return response.body.data[0];
}

beforeAll(async () => {
  server = await startTestServer({ env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' } });
  acme = await createCompanyWithKey(server, { scopes: ['employees:read', 'webhooks:manage'] });
  const endpoint = await server.request('POST', '/api/v1/webhooks', {
    token: acme.key,
    body: { url: 'http://127.0.0.1:9/hook', events: ['employee.*'] },
  });
  expect(endpoint.status, endpoint.text).toBe(201);
});
afterAll(() => server?.close());

describe('a bulk HRIS import', () => {
  it('creates thousands of people across chunks, with one event, delivery and job each, in the file order', async () => {
    const file = Array.from({ length: 4500 }, (_, index) => person(index + 1));
    const response = await importRows(file);
    expect(response.status, response.text).toBe(200);
    expect(response.body.data).toEqual({ created: 4500, updated: 0, unchanged: 0, deactivated: 0, errors: [] });
    const after = await trail();
    expect(after.events.map((event) => event.email)).toEqual(file.map((row) => row.email));
    expect(new Set(after.events.map((event) => event.type))).toEqual(new Set(['employee.created']));
    // Every new person followed up by the lifecycle job of their write: 500, then 2,000 and 2,000.
    expect(after).toMatchObject({ changed: 4500, changed_jobs: 3, deliveries: 4500, delivery_jobs: 4500 });
    // The request is one audit event, listing the first changes and counting the rest.
    const [audit] = await rows<{ action: string; changes: unknown[]; changes_omitted: number; subjects: string[] }>(
      sql`select action, changes, changes_omitted, subjects from audit_events
          where company_id = ${acme.companyId} and request_id = ${response.headers.get('x-request-id')}`,
    );
    expect(audit).toMatchObject({ action: 'employees.import', changes_omitted: 4000 });
    expect(audit!.changes).toHaveLength(500);
    expect(audit!.subjects.length).toBeGreaterThanOrEqual(4500);
  });

  it('changes nothing, and leaves no event, job or audit entry, when the same file comes again', async () => {
    const before = await trail();
    const response = await importRows(Array.from({ length: 4500 }, (_, index) => person(index + 1)));
    expect(response.body.data).toEqual({ created: 0, updated: 0, unchanged: 4500, deactivated: 0, errors: [] });
    expect(await trail()).toEqual(before);
  });

  it('decides each row of a mixed file as the one-by-one import did', async () => {
    const before = await trail();
    const response = await importRows([
      person(1), // unchanged
      person(2, { department: 'Sales' }), // changed
      person(9001), // new
      person(3, { email: 'not-an-email' }), // invalid
      person(4, { end_date: nextYear }), // starts leaving: updated, then leaving
      person(1), // the same person again
      { name: 'No Key', email: 'person5@acme.example', department: 'Engineering', country: 'GB' }, // by e-mail
      person(9002, { email: 'person6@acme.example' }), // an e-mail that belongs to someone else
      person(9003, { start_date: nextYear }), // a new hire who has not started
    ]);
    expect(response.status, response.text).toBe(200);
    expect(response.body.data).toEqual({
      created: 2,
      updated: 3,
      unchanged: 1,
      deactivated: 0,
      errors: [
        { row: 4, message: expect.stringContaining('email') },
        { row: 6, message: 'the same employee as row 1 (B-1); keep one row per employee' },
        { row: 8, message: 'email person6@acme.example belongs to the employee with hris_id B-6, not B-9002' },
      ],
    });
    const after = await trail();
    expect(after.events.slice(before.events.length)).toEqual([
      { type: 'employee.updated', email: 'person2@acme.example', stage: 'active' },
      { type: 'employee.created', email: 'person9001@acme.example', stage: 'active' },
      { type: 'employee.updated', email: 'person4@acme.example', stage: 'leaving' },
      { type: 'employee.leaving', email: 'person4@acme.example', stage: 'leaving' },
      { type: 'employee.updated', email: 'person5@acme.example', stage: 'active' },
      { type: 'employee.created', email: 'person9003@acme.example', stage: 'pre_hire' },
    ]);
    // The changed people followed up by one lifecycle job, one delivery (and its job) per event, one audit event.
    expect(after.changed - before.changed).toBe(5);
    expect(after.changed_jobs - before.changed_jobs).toBe(1);
    expect(after.deliveries - before.deliveries).toBe(6);
    expect(after.delivery_jobs - before.delivery_jobs).toBe(6);
    expect(after.audit - before.audit).toBe(1);
    expect(await employee('person2@acme.example')).toMatchObject({ department: 'Sales', hris_id: 'B-2' });
    // A row without hris_id keeps the stored one and the fields it leaves out.
    expect(await employee('person5@acme.example')).toMatchObject({
      name: 'No Key',
      hris_id: 'B-5',
      start_date: '2020-01-01',
    });
  });

  it('lands the later of two rows that reach the same person (by HRIS id, then by the old e-mail)', async () => {
    const response = await importRows([
      person(7, { email: 'person7.new@acme.example' }),
      { name: 'Person Seven', email: 'person7@acme.example' },
    ]);
    expect(response.body.data).toMatchObject({ created: 0, updated: 2, errors: [] });
    expect(await employee('person7@acme.example')).toMatchObject({ name: 'Person Seven', hris_id: 'B-7' });
    expect(await employee('person7.new@acme.example')).toBeUndefined();
  });

  it('marks every active person a full export leaves out as leaving, with their events and jobs', async () => {
    const before = await trail();
    const kept = Array.from({ length: 2100 }, (_, index) => person(index + 1));
    // Person 3's row is invalid: mentioned, so not deactivated.
    kept[2] = person(3, { email: 'still-not-an-email' });
    const response = await importRows(kept, '?full=true');
    expect(response.status, response.text).toBe(200);
    const [active] = await rows<{ count: number }>(
      sql`select count(*)::int as count from employees where company_id = ${acme.companyId} and status = 'active'`,
    );
    // 4,500 + 9001 + 9003 people; the file keeps 2,100 of them, of whom persons 2, 5 and 7 change back.
    expect(response.body.data).toMatchObject({ created: 0, updated: 3, unchanged: 2096, deactivated: 2402 });
    expect(active!.count).toBe(2100);
    const left = newEvents(before, await trail());
    expect(left.filter((event) => event.type === 'employee.leaving')).toHaveLength(2402);
    expect(await employee('person4000@acme.example')).toMatchObject({ status: 'inactive', end_date: today });
    expect(await employee('person9003@acme.example')).toMatchObject({ status: 'inactive', stage: 'leaving' });
    expect(await employee('person3@acme.example')).toMatchObject({ status: 'active' });
    const again = await importRows(kept, '?full=true');
    expect(again.body.data).toMatchObject({ created: 0, updated: 0, deactivated: 0, unchanged: 2099 });
  });

  it('leaves an audit chain that verifies', async () => {
    const report = await verifyAuditChain(server.running.database.db, { companyId: acme.companyId, livemode: true });
    expect(report.problems).toEqual([]);
    expect(report.checked).toBe(report.head.seq);
  });
});

function newEvents(before: Awaited<ReturnType<typeof trail>>, now: Awaited<ReturnType<typeof trail>>) {
  return now.events.slice(before.events.length);
}
