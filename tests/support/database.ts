import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type TestDatabase = {
  /** postgres:// URL of a fresh database, or undefined for the embedded PGlite database. */
  url?: string;
  /** A fresh DATA_DIR. */
  dataDir: string;
  drop(): Promise<void>;
};

/** The server the suite runs against: PostgreSQL when DATABASE_URL is set, else PGlite. */
export const ADMIN_DATABASE_URL = process.env.DATABASE_URL || undefined;

/** A database of its own for one test file: a new PostgreSQL database, or a new PGlite directory. */
export async function createTestDatabase(adminUrl = ADMIN_DATABASE_URL): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-test-'));
  if (!adminUrl) {
    return { dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `loadout_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dataDir,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
