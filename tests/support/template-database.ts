import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@/server/db/client';
import { migrate } from '@/server/db/migrate';
import { ADMIN_DATABASE_URL, databaseUrl, onServer, TEMPLATE_ENV } from './database';

// The suites' global setup: every migration is applied once per run, from an empty database, to a template that each
// test file's database then starts from (a copied PGlite directory, or PostgreSQL's CREATE DATABASE … TEMPLATE). An
// empty PGlite database alone costs seconds of initdb, and the migrations more on top; a copy costs a fraction.
// The migrations still run from zero here on every run, and from each older schema in their own tests.

export default async function setup() {
  const started = performance.now();
  const teardown: (() => Promise<void>)[] = [];
  if (ADMIN_DATABASE_URL) {
    const name = `loadout_template_${randomBytes(6).toString('hex')}`;
    await onServer(ADMIN_DATABASE_URL, `create database ${name}`);
    teardown.push(() => onServer(ADMIN_DATABASE_URL!, `drop database if exists ${name} with (force)`));
    await migrateOnce({ url: databaseUrl(ADMIN_DATABASE_URL, name), dataDir: os.tmpdir() });
    process.env[TEMPLATE_ENV.postgres] = `${ADMIN_DATABASE_URL}#${name}`;
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-template-'));
    teardown.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    await migrateOnce({ dataDir });
    process.env[TEMPLATE_ENV.pglite] = path.join(dataDir, 'pgdata');
  }
  console.log(`test databases start from a migrated template (made in ${Math.round(performance.now() - started)} ms)`);
  return async () => {
    for (const step of teardown) await step();
  };
}

async function migrateOnce(options: { url?: string; dataDir: string }) {
  const database = await openDatabase(options);
  try {
    await migrate(database.db);
  } finally {
    await database.close();
  }
}
