import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/server/db/client';
import { insertRows, insertTogether, prepareInsert } from '@/server/db/insert-rows';
import { migrate } from '@/server/db/migrate';
import { companies, jobs, quoteItems, quotes } from '@/server/db/schema';
import { createTestDatabase, type TestDatabase } from '../../support/database';

// insertRows must write and return exactly what Drizzle's insert(...).values(...).returning() does; the suite's driver
// (PGlite, or PostgreSQL with DATABASE_URL) reads the JSON parameter.

let testDatabase: TestDatabase;
let database: Database;
let companyId: string;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await openDatabase({ url: testDatabase.url, dataDir: testDatabase.dataDir });
  await migrate(database.db);
  const [company] = await database.db.insert(companies).values({ name: 'Rows Co' }).returning();
  companyId = company!.id;
});
afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

/** A row without what each insert generates anew (id and timestamps). */
const withoutGenerated = <Row extends { id: string; createdAt: Date; updatedAt: Date }>({
  id: _id,
  createdAt: _created,
  updatedAt: _updated,
  ...rest
}: Row) => rest;

describe('insertRows', () => {
  it('returns the rows Drizzle would, in order: arrays, JSON, numbers, application and database defaults', async () => {
    const quote = {
      companyId,
      livemode: false,
      status: 'Pending Review',
      statusTimestamps: { 'Pending Review': '2026-11-21T10:00:00.000Z' },
      requesterEmail: 'it@rows.example',
      requesterName: null,
      poNumber: 'PO-1',
      notificationEmails: ['a@rows.example', 'b "quoted" @rows.example', ''],
    };
    const [drizzleQuote] = await database.db
      .insert(quotes)
      .values({ ...quote, number: 'Q-2026-900001' })
      .returning();
    const [ourQuote] = await insertRows(database.db, quotes, [{ ...quote, number: 'Q-2026-900002' }]);
    expect({ ...withoutGenerated(ourQuote!), number: 'same' }).toEqual({
      ...withoutGenerated(drizzleQuote!),
      number: 'same',
    });
    expect(ourQuote!.number).toBe('Q-2026-900002');
    expect(ourQuote!.currency).toBe('USD');
    expect(ourQuote!.createdAt).toBeInstanceOf(Date);
    expect(ourQuote!.id).not.toBe(drizzleQuote!.id);

    const items = [2, 0, 1].map((position) => ({
      quoteId: ourQuote!.id,
      position,
      mode: 'freeform' as const,
      productType: 'laptop',
      specification: { brand: 'Acme', model: `M${position}`, nested: { emoji: '🚀', list: [1, 'two', null] } },
      quantity: position + 1,
      comments: position === 0 ? 'first' : null,
      status: 'Quoted',
      price: position === 1 ? 1234.5 : null,
    }));
    const returned = await insertRows(database.db, quoteItems, items);
    expect(returned.map((row) => row.position)).toEqual([2, 0, 1]);
    const stored = await database.db.select().from(quoteItems).where(eq(quoteItems.quoteId, ourQuote!.id));
    expect(stored.sort((a, b) => a.position - b.position)).toEqual(
      [...returned].sort((a, b) => a.position - b.position),
    );
    expect(returned[2]).toMatchObject({ price: 1234.5, productId: null, specification: items[2]!.specification });
  });

  it('leaves a NOT NULL column to its database default in the rows that do not give it', async () => {
    const later = new Date('2030-01-01T00:00:00.000Z');
    const base = { type: 'probe', payload: { n: 1 }, maxAttempts: 3 };
    const [given, defaulted] = await insertRows(database.db, jobs, [
      { ...base, runAt: later },
      { ...base, runAt: undefined },
    ]);
    expect(given!.runAt).toEqual(later);
    expect(Math.abs(defaulted!.runAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(defaulted).toMatchObject({ status: 'queued', attempts: 0, payload: { n: 1 }, groupKey: null });
  });

  it('refuses a nullable column with a database default that only some rows give, and inserts nothing for no rows', async () => {
    await database.db.execute(
      sql`create table insert_rows_probe (id serial primary key, note text default 'by default', n integer not null)`,
    );
    const probe = pgTable('insert_rows_probe', {
      id: serial('id').primaryKey(),
      note: text('note').default(sql`'by default'`),
      n: integer('n').notNull(),
    });
    expect(await insertRows(database.db, probe, [{ n: 1 }, { n: 2 }])).toEqual([
      { id: 1, note: 'by default', n: 1 },
      { id: 2, note: 'by default', n: 2 },
    ]);
    await expect(insertRows(database.db, probe, [{ n: 3, note: null }, { n: 4 }])).rejects.toThrow(
      /note.*every row or in none/,
    );
    expect(await insertRows(database.db, probe, [])).toEqual([]);
  });

  it('refuses an SQL expression as a value, which JSON cannot carry', async () => {
    await expect(
      insertRows(database.db, jobs, [
        { type: 'probe', payload: {}, maxAttempts: 1, runAt: sql`now()` as unknown as Date },
      ]),
    ).rejects.toThrow(/insertRows\(run_at\): an SQL expression cannot travel in JSON/);
  });
});

describe('insertTogether', () => {
  it('writes a parent and its children in one statement and reads them back as insertRows does', async () => {
    const quote = {
      id: randomUUID(),
      companyId,
      livemode: true,
      number: 'Q-2026-900010',
      status: 'Pending Review',
      statusTimestamps: { 'Pending Review': '2026-11-21T10:00:00.000Z' },
      requesterEmail: 'it@rows.example',
      notificationEmails: ['a@rows.example'],
    };
    // The child comes first: the foreign key is checked when the statement ends.
    const items = [1, 0].map((position) => ({
      quoteId: quote.id,
      position,
      mode: 'freeform' as const,
      productType: 'laptop',
      specification: { brand: 'Acme', model: `T${position}`, nested: { list: [1, 'two', null] } },
      quantity: 2,
      status: 'Quoted',
      price: position === 0 ? 99.99 : null,
    }));
    const [ourItems, [ourQuote]] = await insertTogether(database.db, [
      prepareInsert(quoteItems, items),
      prepareInsert(quotes, [quote]),
    ]);
    const [storedQuote] = await database.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(ourQuote).toEqual(storedQuote);
    expect(ourQuote!.createdAt).toBeInstanceOf(Date);
    const storedItems = await database.db.select().from(quoteItems).where(eq(quoteItems.quoteId, quote.id));
    expect([...ourItems].sort((a, b) => a.position - b.position)).toEqual(
      storedItems.sort((a, b) => a.position - b.position),
    );
    expect(ourItems.map((row) => row.position)).toEqual([1, 0]);
  });

  it('writes nothing when one part is refused, and refuses tables whose columns JSON would change', async () => {
    const id = randomUUID();
    const orphan = { quoteId: randomUUID(), position: 0, mode: 'freeform' as const, quantity: 1, status: 'Quoted' };
    await expect(
      insertTogether(database.db, [
        prepareInsert(jobs, [{ id, type: 'probe', payload: {}, maxAttempts: 1 }]),
        prepareInsert(quoteItems, [{ ...orphan, productType: 'laptop', specification: {} }]),
      ]),
    ).rejects.toThrow();
    expect(await database.db.select().from(jobs).where(eq(jobs.id, id))).toEqual([]);
    // A numeric read as a string ('10.50'): JSON would hand back the number 10.5.
    await database.db.execute(sql`create table insert_together_probe (id serial primary key, amount numeric(12, 2))`);
    const probe = pgTable('insert_together_probe', {
      id: serial('id').primaryKey(),
      amount: numeric('amount', { precision: 12, scale: 2 }),
    });
    await expect(insertTogether(database.db, [prepareInsert(probe, [{ amount: '10.50' }])])).rejects.toThrow(
      /insertTogether\(insert_together_probe\)/,
    );
  });
});
