import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './client';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any constant works; it keeps two instances starting at once from applying the same migration twice.
const MIGRATION_LOCK_ID = 4_104_202_611;

type Migration = { name: string; checksum: string; statements: string[] };

/** The committed SQL migrations, in the order drizzle-kit's journal gives. */
export function readMigrations(directory = MIGRATIONS_DIR): Migration[] {
  const journal = JSON.parse(fs.readFileSync(path.join(directory, 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  return journal.entries
    .sort((a, b) => a.idx - b.idx)
    .map(({ tag }) => {
      const text = fs.readFileSync(path.join(directory, `${tag}.sql`), 'utf8');
      return {
        name: tag,
        checksum: createHash('sha256').update(text).digest('hex'),
        statements: text
          .split('--> statement-breakpoint')
          .map((statement) => statement.trim())
          .filter(Boolean),
      };
    });
}

async function ensureMigrationsTable(db: Db) {
  await db.execute(sql`
    create table if not exists schema_migrations (
      name text primary key,
      checksum text not null,
      applied_at timestamptz not null default now()
    )`);
}

/** Applies every migration not applied yet, each in its own transaction, under an advisory lock. */
export async function migrate(db: Db): Promise<string[]> {
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    await ensureMigrationsTable(tx);
    const rows = await queryRows<{ name: string; checksum: string }>(
      tx,
      sql`select name, checksum from schema_migrations`,
    );
    const done = new Map(rows.map((row) => [row.name, row.checksum]));
    for (const migration of readMigrations()) {
      const checksum = done.get(migration.name);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) {
          throw new Error(`Migration ${migration.name} was changed after it was applied; add a new migration instead.`);
        }
        continue;
      }
      await tx.transaction(async (step) => {
        for (const statement of migration.statements) await step.execute(sql.raw(statement));
        await step.execute(
          sql`insert into schema_migrations (name, checksum) values (${migration.name}, ${migration.checksum})`,
        );
      });
      applied.push(migration.name);
    }
  });
  return applied;
}

/** Names of committed migrations that the database has not applied. */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(db, sql`select name from schema_migrations`);
  const done = new Set(rows.map((row) => row.name));
  return readMigrations()
    .map((migration) => migration.name)
    .filter((name) => !done.has(name));
}
