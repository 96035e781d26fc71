import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEFAULT_POSTGRES_URL } from './prerequisites';

export type TestDatabase = {
  /** postgres:// URL of a fresh database, or undefined for the embedded PGlite database. */
  url?: string;
  /** A fresh DATA_DIR. */
  dataDir: string;
  drop(): Promise<void>;
};

/** The server the suite runs against: PostgreSQL when DATABASE_URL is set, else PGlite. */
export const ADMIN_DATABASE_URL = process.env.DATABASE_URL || undefined;

/** For the tests that always run on PostgreSQL (several instances, its connections): DATABASE_URL, or the local server. */
export const POSTGRES_URL = ADMIN_DATABASE_URL ?? DEFAULT_POSTGRES_URL;

/**
 * Where the run's migrated template lives (tests/support/template-database.ts, the suites' global setup): a PGlite
 * data directory to copy, or a PostgreSQL database to clone, per database server. Unset outside a suite's run (the
 * browser suite's single stack, a script), and then a database starts empty and the server migrates it.
 */
export const TEMPLATE_ENV = { pglite: 'LOADOUT_TEST_PGLITE_TEMPLATE', postgres: 'LOADOUT_TEST_POSTGRES_TEMPLATE' };

export type CreateOptions = {
  /** The PostgreSQL server to create the database on; PGlite without one, and with null whatever DATABASE_URL says. */
  adminUrl?: string | null;
  /**
   * `empty`: no schema at all, for the tests of the migrations themselves and of what a first start does.
   * `migrated` (the default): a copy of the run's migrated template when there is one on this server; otherwise
   * empty, and the server's start (or the test's own `migrate()`) applies the migrations.
   */
  schema?: 'empty' | 'migrated';
};

/** A database of its own for one test file: a new PostgreSQL database, or a new PGlite directory. */
export async function createTestDatabase({
  adminUrl = ADMIN_DATABASE_URL,
  schema = 'migrated',
}: CreateOptions = {}): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-test-'));
  if (!adminUrl) {
    const template = process.env[TEMPLATE_ENV.pglite];
    if (schema === 'migrated' && template) {
      fs.cpSync(template, path.join(dataDir, 'pgdata'), { recursive: true });
    }
    return { dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const template = schema === 'migrated' ? postgresTemplateFor(adminUrl) : undefined;
  const name = `loadout_test_${randomBytes(6).toString('hex')}`;
  await onServer(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    url: databaseUrl(adminUrl, name),
    dataDir,
    async drop() {
      await onServer(adminUrl, `drop database if exists ${name} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The run's template on this server, if the global setup made one there (it names the server it used). */
function postgresTemplateFor(adminUrl: string): string | undefined {
  const [server, name] = (process.env[TEMPLATE_ENV.postgres] ?? '').split('#');
  return name && sameServer(server!, adminUrl) ? name : undefined;
}

function sameServer(a: string, b: string) {
  const [x, y] = [new URL(a), new URL(b)];
  return x.host === y.host && x.username === y.username;
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement (CREATE or DROP DATABASE, which cannot run in a transaction) on the server of `adminUrl`. */
export async function onServer(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
