import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** A database handle or an open transaction: repositories accept either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Calls `onNotify` for each NOTIFY on `channel`, from this process or another. */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** postgres:// URL; without one the embedded PGlite database under `dataDir` is used. */
  url?: string;
  dataDir: string;
  poolSize?: number;
};

/** Opens PostgreSQL when a URL is given, else the embedded PGlite database stored in `<dataDir>/pgdata`. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options.poolSize ?? 10) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  const directory = path.join(dataDir, 'pgdata');
  fs.mkdirSync(directory, { recursive: true });
  const client = await PGlite.create(directory);
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    driver: 'pglite',
    async listen(channel, onNotify) {
      const unsubscribe = await client.listen(channel, onNotify);
      return unsubscribe;
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const listeners: pg.Client[] = [];
  return {
    db: drizzlePostgres({ client: pool, schema }) as unknown as Db,
    driver: 'postgres',
    async listen(channel, onNotify) {
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => {});
      client.on('notification', (message) => message.channel === channel && onNotify());
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      listeners.push(client);
      return async () => {
        listeners.splice(listeners.indexOf(client), 1);
        await client.end();
      };
    },
    async close() {
      await Promise.all(listeners.map((client) => client.end()));
      await pool.end();
    },
  };
}

/** Runs raw SQL and returns its rows; both drivers answer with `{rows}`. */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
