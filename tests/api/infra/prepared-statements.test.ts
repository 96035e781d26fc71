import { sql } from 'drizzle-orm';
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '@/server/db/client';
import { insertRows } from '@/server/db/insert-rows';
import { preparedName } from '@/server/db/prepared-statements';
import { createTestDatabase, POSTGRES_URL, type TestDatabase } from '../../support/database';

// node-postgres connections prepare the parameterized statements the process runs often (PostgreSQL only: PGlite
// runs in-process and has no connections to prepare on). One pooled connection, so pg_prepared_statements shows it.

let testDatabase: TestDatabase;
let database: Database;

beforeAll(async () => {
  testDatabase = await createTestDatabase({ adminUrl: POSTGRES_URL });
  database = await openDatabase({ url: testDatabase.url, dataDir: testDatabase.dataDir, poolSize: 1 });
});
afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

const preparedOnConnection = (db = database.db) =>
  queryRows<{ name: string; statement: string }>(
    db,
    sql`select name, statement from pg_prepared_statements order by name`,
  );

describe('prepared statements on PostgreSQL', () => {
  it('prepares a parameterized statement from its third run on, with the same results before and after', async () => {
    const sums: number[] = [];
    for (let run = 1; run <= 5; run += 1) {
      const [row] = await queryRows<{ sum: number }>(database.db, sql`select ${run}::int + 1000 as sum`);
      sums.push(row!.sum);
      const prepared = (await preparedOnConnection()).filter((statement) => statement.statement.includes('+ 1000'));
      expect(prepared).toHaveLength(run >= 3 ? 1 : 0);
    }
    expect(sums).toEqual([1001, 1002, 1003, 1004, 1005]);
  });

  it('leaves a statement run twice, and statements without parameters, unnamed', async () => {
    for (let run = 0; run < 2; run += 1) await queryRows(database.db, sql`select ${run}::int * 7 as product`);
    for (let run = 0; run < 5; run += 1) await queryRows(database.db, sql`select 42 as answer`);
    const statements = (await preparedOnConnection()).map((statement) => statement.statement);
    expect(statements.some((text) => text.includes('* 7'))).toBe(false);
    expect(statements.some((text) => text.includes('42 as answer'))).toBe(false);
  });

  it('runs prepared statements inside transactions, and a rolled-back transaction leaves them usable', async () => {
    const read = (id: number) => sql`select ${id}::int as id, 'in a transaction' as note`;
    await expect(
      database.db.transaction(async (tx) => {
        for (let run = 0; run < 4; run += 1) await queryRows(tx, read(run));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const rows = await database.db.transaction((tx) => queryRows<{ id: number }>(tx, read(9)));
    expect(rows).toEqual([{ id: 9, note: 'in a transaction' }]);
    expect((await preparedOnConnection()).some((statement) => statement.statement.includes("'in a transaction'"))).toBe(
      true,
    );
  });

  it('keeps a prepared insertRows working after another connection adds a column to its table', async () => {
    const notes = pgTable('prepared_notes', { id: serial('id').primaryKey(), body: text('body').notNull() });
    await database.db.execute(sql`create table prepared_notes (id serial primary key, body text not null)`);
    for (let run = 0; run < 4; run += 1) await insertRows(database.db, notes, [{ body: `before ${run}` }]);
    expect((await preparedOnConnection()).some((statement) => statement.statement.includes('"prepared_notes"'))).toBe(
      true,
    );
    const migrator = new pg.Client({ connectionString: testDatabase.url });
    await migrator.connect();
    await migrator.query('alter table prepared_notes add column added_later text');
    await migrator.end();
    const [row] = await insertRows(database.db, notes, [{ body: 'after' }]);
    expect(row).toEqual({ id: 5, body: 'after' });
  });

  it('prepares at most 200 texts per process; later texts run unnamed', () => {
    const namesGiven = new Set<string>();
    for (let text = 0; text < 250; text += 1) {
      for (let run = 0; run < 3; run += 1) {
        const name = preparedName(`select ${text} where $1::int is not null`);
        if (name) namesGiven.add(name);
      }
    }
    expect(namesGiven.size).toBeLessThanOrEqual(200);
    expect(namesGiven.size).toBeGreaterThan(190);
    expect(preparedName('select 249 where $1::int is not null')).toBeUndefined();
  });
});
