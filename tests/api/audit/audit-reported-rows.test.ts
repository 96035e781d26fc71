import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { TCreateQuoteRequest } from '@/lib/contract/quotes';
import { jobSource } from '@/server/audit/actor';
import { audited, endInsertReport, reportInserts } from '@/server/audit/record';
import { companyScope } from '@/server/core/scope';
import { queryRows, transactionWithEnds, type Db } from '@/server/db/client';
import { literalInsert } from '@/server/db/insert-rows';
import { budgets, companies } from '@/server/db/schema';
import { createQuote } from '@/server/quotes/create-quote';
import { createCompanyWithKey, type CompanyWithKey } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/server';

// A quote's creation reports its rows to the audit capture itself (reportInserts) and sends its event with the
// COMMIT, so that the audit log adds no round trip while the platform's quote counter is held. What must hold: the
// event is the one the trigger's copies make, change for change; while a writer reports, no other audited change
// can slip past the log; and the event and the rows commit or fail together.

type Change = { table: string; operation: string; before: unknown; after: Record<string, unknown> | null };
type EventRow = { action: string; changes: Change[]; subjects: string[] };

let server: TestServer;
let company: CompanyWithKey;
const db = () => server.running.database.db;
const tenant = () => companyScope(company.companyId, true);

beforeAll(async () => {
  server = await startTestServer();
  company = await createCompanyWithKey(server, { name: 'Reporting Co' });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const QUOTE: TCreateQuoteRequest = {
  requester_email: 'it@reporting.example',
  requester_name: 'Reporting IT',
  po_number: 'PO-7',
  notification_emails: ['buyers@reporting.example'],
  items: [
    {
      product_type: 'Laptop',
      quantity: 3,
      specification: { brand: 'Apple', model: 'MacBook Air', ram: '16 GB' },
      comments: 'Space grey',
      recipients: [
        { name: 'Ada', email: 'ada@reporting.example', country: 'GB', address: '1 Main St, London' },
        { name: 'Linus', country: 'fi', address: '2 Katu, Helsinki', phone_number: '+358 40 123', quantity: 2 },
      ],
    },
    {
      product_type: 'Monitor',
      quantity: 1,
      specification: { brand: 'Dell', model: 'U2723QE' },
      recipients: [{ name: 'Grace', country: 'US', address: '3 Elm St, Arlington' }],
    },
  ],
};

/** A budget of the company, each in a department of its own (one budget per department and period). */
const budget = (values: Partial<typeof budgets.$inferInsert> = {}): typeof budgets.$inferInsert => ({
  id: randomUUID(),
  companyId: company.companyId,
  livemode: true,
  name: 'Hardware',
  department: `Department ${randomUUID()}`,
  period: 'year',
  amount: 1000,
  currency: 'USD',
  ...values,
});

/** What a failed query says, the driver's error under drizzle's "Failed query". */
async function failureOf(attempt: Promise<unknown>): Promise<string> {
  const error = await attempt.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error, 'the attempt should fail').toBeInstanceOf(Error);
  const cause = (error as Error).cause;
  return cause instanceof Error ? cause.message : (error as Error).message;
}

const eventsWhere = (where: ReturnType<typeof sql>) =>
  queryRows<EventRow>(db(), sql`select action, changes, subjects from audit_events where ${where} order by position`);

/** The changes with what differs between two creates (ids, numbers, times) replaced by what kind of value it is. */
function shapeOf(changes: Change[]) {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  const time = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/;
  const mask = (value: unknown): unknown => {
    if (typeof value === 'string' && uuid.test(value)) return '<uuid>';
    if (typeof value === 'string' && time.test(value)) return '<time>';
    if (typeof value === 'string' && /^Q-\d{4}-\d{6,}$/.test(value)) return '<number>';
    if (Array.isArray(value)) return value.map(mask);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, mask(inner)]));
    return value;
  };
  return changes.map(mask);
}

describe('a writer that reports its rows to the audit capture', () => {
  it("leaves a quote's event exactly as the trigger's copies would, change for change", async () => {
    const posted = await server.request('POST', '/api/v1/quotes', { token: company.key, body: QUOTE });
    expect(posted.status, posted.text).toBe(202);
    const [reported] = await eventsWhere(sql`request_id = ${posted.headers.get('x-request-id')}`);
    // The same create inside a savepoint: not the capture's own transaction, so the trigger copies its rows.
    const subject = { action: 'test.copied', objectType: 'quote', objectId: null, requestId: null };
    await audited(db(), jobSource('test'), subject, tenant(), (tx) =>
      tx.transaction((inner) => createQuote(inner, tenant(), QUOTE)),
    );
    const [copied] = await eventsWhere(sql`action = 'test.copied'`);
    expect(reported!.changes.map((change) => change.table)).toEqual([
      'quotes',
      'quote_items',
      'quote_items',
      'quote_recipients',
      'quote_recipients',
      'quote_recipients',
    ]);
    expect(shapeOf(reported!.changes)).toEqual(shapeOf(copied!.changes));
    // Every column the trigger copies, nothing more: the reported rows are whole.
    expect(reported!.changes.map((change) => Object.keys(change.after!).sort())).toEqual(
      copied!.changes.map((change) => Object.keys(change.after!).sort()),
    );
    expect(reported!.subjects).toContain(posted.body.data.id);
  });

  it('keeps the order of changes made before, during and after the report', async () => {
    const budgetId = randomUUID();
    const subject = { action: 'test.ordered', objectType: null, objectId: null, requestId: null };
    await audited(db(), jobSource('test'), subject, tenant(), async (tx) => {
      await tx.insert(budgets).values(budget({ id: budgetId }));
      await createQuote(tx, tenant(), QUOTE);
      await endInsertReport(tx);
      await tx.update(budgets).set({ amount: 2000 }).where(eq(budgets.id, budgetId));
    });
    const [event] = await eventsWhere(sql`action = 'test.ordered'`);
    // The company's own rows in the order they changed, then the parts of no company (the fold's order either way).
    expect(event!.changes.map((change) => `${change.operation} ${change.table}`)).toEqual([
      'insert budgets',
      'insert quotes',
      'update budgets',
      'insert quote_items',
      'insert quote_items',
      'insert quote_recipients',
      'insert quote_recipients',
      'insert quote_recipients',
    ]);
  });

  it('refuses any other audited change while it reports, and the transaction leaves nothing', async () => {
    const before = await queryRows<{ count: number }>(db(), sql`select count(*)::int as count from quotes`);
    const subject = { action: 'test.refused', objectType: null, objectId: null, requestId: null };
    const attempt = audited(db(), jobSource('test'), subject, tenant(), async (tx) => {
      await createQuote(tx, tenant(), QUOTE);
      await tx.insert(budgets).values(budget());
    });
    expect(await failureOf(attempt)).toMatch(
      /insert on budgets while a writer reports its own rows; call endInsertReport/,
    );
    const after = await queryRows<{ count: number }>(db(), sql`select count(*)::int as count from quotes`);
    expect(after[0]!.count).toBe(before[0]!.count);
    expect(await eventsWhere(sql`action = 'test.refused'`)).toHaveLength(0);
  });

  it('fails the transaction when a declared row was never reported', async () => {
    const subject = { action: 'test.unreported', objectType: null, objectId: null, requestId: null };
    const attempt = audited(db(), jobSource('test'), subject, tenant(), async (tx) => {
      await reportInserts(tx, [randomUUID()]);
    });
    expect(await failureOf(attempt)).toMatch(/declared rows were not reported/);
    expect(await eventsWhere(sql`action = 'test.unreported'`)).toHaveLength(0);
  });

  it('reports nothing outside an audited transaction, nor in a savepoint of one: the trigger copies as always', async () => {
    await db().transaction(async (tx) => expect(reportInserts(tx, [randomUUID()])).toBeNull());
    const subject = { action: 'test.savepoint', objectType: null, objectId: null, requestId: null };
    await audited(db(), jobSource('test'), subject, tenant(), (tx) =>
      tx.transaction(async (inner) => expect(reportInserts(inner, [randomUUID()])).toBeNull()),
    );
  });

  it('ends its report with an audited savepoint, so the enclosing transaction writes on as before', async () => {
    const subject = { action: 'test.enclosed', objectType: null, objectId: null, requestId: null };
    const after = budget();
    await db().transaction(async (outer) => {
      await audited(outer, jobSource('test'), subject, tenant(), (tx) => createQuote(tx, tenant(), QUOTE));
      // An idempotent POST's transaction writes its stored response here; an audited row must not be refused either.
      await outer.insert(budgets).values(after);
    });
    const [stored] = await db().select().from(budgets).where(eq(budgets.id, after.id!));
    expect(stored?.department).toBe(after.department);
    const events = await queryRows<EventRow>(
      db(),
      sql`select action, changes, subjects from audit_events where action = 'test.enclosed'`,
    );
    expect(events).toHaveLength(1);
    expect(events[0]!.changes.map((change) => change.table)).toContain('quote_recipients');
  });
});

describe('an audited write of many events', () => {
  it('commits every event, past the number sent with the COMMIT as a literal, with the rows', async () => {
    // One event per company whose rows changed (no tenant): 101 companies, one more than go with the COMMIT.
    const names = Array.from({ length: 101 }, (_, index) => `Bulk ${index} ${randomUUID()}`);
    const subject = { action: 'test.bulk', objectType: null, objectId: null, requestId: null };
    const now = new Date();
    await audited(db(), jobSource('test'), subject, null, (tx) =>
      tx.insert(companies).values(names.map((name) => ({ name, createdAt: now, updatedAt: now }))),
    );
    const events = await queryRows<{ count: number; named: number }>(
      db(),
      sql`select count(*)::int as count, count(distinct changes->0->'after'->>'name')::int as named
          from audit_events where action = 'test.bulk'`,
    );
    expect(events[0]).toEqual({ count: 101, named: 101 });
  });
});

describe('transactionWithEnds', () => {
  const transaction = (closing: string | null, before: (tx: Db) => Promise<unknown>) =>
    transactionWithEnds(db(), `select set_config('loadout.test_opening', 'opened', true)`, async (tx) => {
      const [opened] = await queryRows<{ value: string }>(
        tx,
        sql`select current_setting('loadout.test_opening', true) as value`,
      );
      expect(opened?.value).toBe('opened');
      await before(tx);
      return { result: 'done', closing };
    });

  it('runs the opening with BEGIN and the closing with COMMIT, and a failing closing rolls back all before it', async () => {
    const kept = budget();
    const closed = budget({ amount: 2.5 });
    expect(await transaction(literalInsert(budgets, [closed]), (tx) => tx.insert(budgets).values(kept))).toBe('done');
    const written = await queryRows<{ id: string }>(
      db(),
      sql`select id from budgets where id in (${kept.id}, ${closed.id})`,
    );
    expect(written).toHaveLength(2);

    const lost = budget();
    // The same id again: the closing insert fails, and the COMMIT after it never runs.
    const failing = transaction(literalInsert(budgets, [lost]), (tx) => tx.insert(budgets).values(lost));
    expect(await failureOf(failing)).toMatch(/duplicate key/);
    expect(await queryRows(db(), sql`select id from budgets where id = ${lost.id}`)).toHaveLength(0);
    // The connection went back to the pool clean: the next transaction on it works.
    expect(await transaction(null, async () => {})).toBe('done');
  });

  it('nests savepoints in it as drizzle does, and refuses a transaction for a database', async () => {
    const inner = budget();
    const outer = budget();
    await transaction(null, async (tx) => {
      await tx.insert(budgets).values(outer);
      await tx
        .transaction(async (savepoint) => {
          await savepoint.insert(budgets).values(inner);
          throw new Error('roll the savepoint back');
        })
        .catch(() => {});
    });
    const written = await queryRows<{ id: string }>(
      db(),
      sql`select id from budgets where id in (${inner.id}, ${outer.id})`,
    );
    expect(written.map((row) => row.id)).toEqual([outer.id]);
    await db().transaction(async (tx) => {
      await expect(transactionWithEnds(tx, 'select 1', async () => ({ result: 1, closing: null }))).rejects.toThrow(
        /not a transaction/,
      );
    });
  });

  it("carries quotes and backslashes in the events' literal as they are", async () => {
    const subject = { action: "test.o'brien\\path", objectType: null, objectId: null, requestId: null };
    await audited(db(), jobSource("it's \\ here"), subject, tenant(), async () => {});
    const [event] = await queryRows<{ action: string; actor: { job: string } }>(
      db(),
      sql`select action, actor from audit_events where action = ${subject.action}`,
    );
    expect(event).toEqual({ action: "test.o'brien\\path", actor: { type: 'job', job: "it's \\ here" } });
  });
});
