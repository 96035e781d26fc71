import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '@/server/db/client';
import { migrate, pendingMigrations, readMigrations } from '@/server/db/migrate';
import { createTestDatabase, type TestDatabase } from '../../support/database';

// Test files start from a template migrated once per run (tests/support/template-database.ts); this file proves on
// an empty database, as a first start meets it, that the committed migrations apply from zero, in order, once.

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

describe('the migrations on an empty database', () => {
  it('apply every committed migration in the journal’s order, then none on the next start', async () => {
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
});
