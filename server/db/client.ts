import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { ensurePgliteDataDir } from './pglite-init';
import { prepareFrequentStatements } from './prepared-statements';
import { traceQueries } from './query-spans';
import { activeTracing } from '../core/tracing';
import * as schema from './schema';

export type Schema = typeof schema;
/** A database handle or an open transaction: repositories accept either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * Runs `work` in the transaction `db` is, else in a new one: all or nothing either way, and no savepoint (two more
 * statements) inside a transaction that fails as a whole when `work` does.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return (db as unknown) instanceof PgTransaction ? work(db) : db.transaction(work);
}

/** What a LISTEN subscription reports. */
export type Listener = {
  /** A NOTIFY on the channel, from this process or another, with its payload. */
  onNotify(payload: string): void;
  /** The listening connection dropped: notifications are missed until `onRestored`. */
  onLost?(): void;
  /** Listening again after a drop (retried every second). */
  onRestored?(): void;
};

/** The connections of the database client, for the metrics: PGlite is one in-process connection, and no pool. */
export type PoolUse = { max: number; total: number; idle: number | null; waiting: number | null };

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  poolUse(): PoolUse;
  /** Subscribes to NOTIFY on `channel`; resolves once listening, to the function that unsubscribes. */
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

const RELISTEN_DELAY_MS = 1_000;

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

/**
 * PostgreSQL's buffer cache lives in PGlite's WebAssembly memory, in the API's process: its default of 128 MB is most
 * of what PGlite holds. The embedded database's files are in the operating system's page cache besides, so a smaller
 * one costs little (docs/benchmarks.md, the import).
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

async function openPglite(dataDir: string): Promise<Database> {
  const directory = path.join(dataDir, 'pgdata');
  fs.mkdirSync(directory, { recursive: true });
  await ensurePgliteDataDir(directory);
  const client = await PGlite.create(directory, {
    // As command-line settings (`postgresqlconf` would replace the data directory's postgresql.conf).
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
  });
  if (activeTracing()) tracePglite(client);
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    driver: 'pglite',
    poolUse: () => ({ max: 1, total: 1, idle: null, waiting: null }),
    // In-process: the subscription cannot drop.
    listen: (channel, listener) => client.listen(channel, (payload) => listener.onNotify(payload)),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('connect', prepareFrequentStatements);
  if (activeTracing()) tracePool(pool);
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const subscriptions = new Set<() => Promise<void>>();
  return {
    db: drizzlePostgres({ client: pool, schema }) as unknown as Db,
    driver: 'postgres',
    poolUse: () => ({ max: poolSize, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async listen(channel, listener) {
      const unsubscribe = await listenWithReconnect(url, channel, listener);
      const tracked = async () => {
        subscriptions.delete(tracked);
        await unsubscribe();
      };
      subscriptions.add(tracked);
      return tracked;
    },
    async close() {
      await Promise.all([...subscriptions].map((unsubscribe) => unsubscribe()));
      await pool.end();
    },
  };
}

/** A span per statement on PGlite, in and out of transactions (server/db/query-spans.ts). */
function tracePglite(client: PGlite) {
  traceQueries(client, 'pglite');
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      traceQueries(tx, 'pglite');
      return callback(tx);
    });
}

/**
 * A span per statement on each pool connection. A pool.query waiting for a free connection is called back from
 * whichever query released one: the callback is bound to the caller's context, so its span has the right parent.
 */
function tracePool(pool: pg.Pool) {
  const { api } = activeTracing()!;
  pool.on('connect', (client) => traceQueries(client, 'postgres'));
  const connect = pool.connect.bind(pool) as (callback?: (...args: unknown[]) => void) => unknown;
  pool.connect = ((callback?: (...args: unknown[]) => void) =>
    callback ? connect(api.context.bind(api.context.active(), callback)) : connect()) as typeof pool.connect;
}

/** LISTEN on a connection of its own, opened again (every second until it works) whenever it drops. */
async function listenWithReconnect(url: string, channel: string, listener: Listener): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  async function connect() {
    const candidate = new pg.Client({ connectionString: url });
    candidate.on('error', () => {});
    candidate.on('notification', (message) => message.channel === channel && listener.onNotify(message.payload ?? ''));
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await candidate.end().catch(() => {});
      throw error;
    }
    candidate.once('end', () => {
      if (closed) return;
      client = null;
      listener.onLost?.();
      scheduleReconnect();
    });
    client = candidate;
  }

  function scheduleReconnect() {
    retry = setTimeout(() => {
      connect().then(
        () => (closed ? client?.end() : listener.onRestored?.()),
        () => !closed && scheduleReconnect(),
      );
    }, RELISTEN_DELAY_MS);
    retry.unref();
  }

  await connect();
  return async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/** Runs raw SQL and returns its rows; both drivers answer with `{rows}`. */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
