import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database, type Db } from '@/server/db/client';
import { migrate, pendingMigrations, readMigrations } from '@/server/db/migrate';
import { createTestDatabase, type TestDatabase } from '../../support/database';

// Test files start from a template migrated once per run (tests/support/template-database.ts); this file proves on
// an empty database, as a first start meets it, that the committed migrations apply from zero, in order, once, and
// that a database left at any older point of the journal is brought to the same schema. (What a migration does to
// the rows it finds is tested beside it: tests/api/infra/*-migration.test.ts, tests/api/audit/audit-migration.test.ts.)

let testDatabase: TestDatabase;
let database: Database;

beforeAll(async () => {
  testDatabase = await createTestDatabase({ schema: 'empty' });
  database = await openDatabase({ url: testDatabase.url, dataDir: testDatabase.dataDir });
});
afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

/** The schema's shape: every column with its type, default and nullability, every index and every constraint. */
async function describeSchema(db: Db) {
  const columns = await queryRows<Record<string, string>>(
    db,
    sql`select table_name, column_name, data_type, udt_name, is_nullable, coalesce(column_default, '') as column_default
        from information_schema.columns where table_schema = 'public' order by table_name, column_name`,
  );
  const indexes = await queryRows<Record<string, string>>(
    db,
    sql`select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' order by tablename, indexname`,
  );
  const constraints = await queryRows<Record<string, string>>(
    db,
    sql`select conrelid::regclass::text as table_name, conname, pg_get_constraintdef(oid) as definition
        from pg_constraint where connamespace = 'public'::regnamespace order by 1, 2`,
  );
  return { columns, indexes, constraints };
}

/** Empties the database and applies the first `count` migrations as an older release would have. */
async function schemaAsOf(db: Db, count: number) {
  await db.execute(sql`drop schema public cascade`);
  await db.execute(sql`create schema public`);
  await db.execute(sql`create table schema_migrations (name text primary key, checksum text not null,
    applied_at timestamptz not null default now())`);
  for (const migration of readMigrations().slice(0, count)) {
    for (const statement of migration.statements) await db.execute(sql.raw(statement));
    await db.execute(
      sql`insert into schema_migrations (name, checksum) values (${migration.name}, ${migration.checksum})`,
    );
  }
}

describe('the migrations', () => {
  it('apply every committed migration in the journal’s order on an empty database, then none on the next start', async () => {
    const committed = readMigrations().map((migration) => migration.name);
    expect(committed.length).toBeGreaterThan(20);
    expect(await migrate(database.db)).toEqual(committed);
    expect(await pendingMigrations(database.db)).toEqual([]);
    expect(await migrate(database.db)).toEqual([]);
    const recorded = await queryRows<{ name: string }>(
      database.db,
      sql`select name from schema_migrations order by name`,
    );
    expect(recorded.map((row) => row.name)).toEqual([...committed].sort());
  });

  it('bring a database left at any older point of the journal to the schema of a run from zero', async () => {
    const committed = readMigrations().map((migration) => migration.name);
    await schemaAsOf(database.db, committed.length);
    const fromZero = await describeSchema(database.db);
    expect(fromZero.columns.length).toBeGreaterThan(100);
    for (let applied = 1; applied < committed.length; applied++) {
      await schemaAsOf(database.db, applied);
      expect(await migrate(database.db), `from ${committed[applied - 1]}`).toEqual(committed.slice(applied));
      expect(await describeSchema(database.db), `from ${committed[applied - 1]}`).toEqual(fromZero);
    }
  }, 300_000);
});
