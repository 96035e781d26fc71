import fs from 'node:fs';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import { PgTransaction, type PgDatabase, type PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { ensurePgliteDataDir } from './pglite-init';
import { startPgliteProcess } from './pglite-process';
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
  return isTransaction(db) ? work(db) : db.transaction(work);
}

/** Whether `db` is an open transaction (or a savepoint in one) rather than the database. */
export function isTransaction(db: Db): boolean {
  return (db as unknown) instanceof PgTransaction;
}

/** What transactionWithEnds' work answers: its result, and the statement to send with the COMMIT, if any. */
export type Ending<T> = { result: T; closing: string | null };

/**
 * A transaction whose first statement travels with its BEGIN and whose last with its COMMIT, each pair in one message:
 * for the audit log, which would otherwise add a statement at each end of every audited write, and whose writes hold
 * a lock until they commit (server/audit/record.ts). Both are sent as PostgreSQL's simple query, which runs several
 * statements but takes no parameters: their values must be literals (pg.escapeLiteral). `db` is the database, not a
 * transaction; the work gets a transaction like drizzle's own (nested ones are savepoints).
 */
export async function transactionWithEnds<T>(
  db: Db,
  opening: string,
  work: (tx: Db) => Promise<Ending<T>>,
): Promise<T> {
  const pool = pools.get(db);
  if (!pool) throw new Error('transactionWithEnds: give it the database openDatabase opened, not a transaction');
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query(`begin; ${opening}`);
    const { result, closing } = await work(transactionOn(db, client));
    await client.query(closing ? `${closing}; commit` : 'commit');
    return result;
  } catch (error) {
    // After a failed COMMIT there is no transaction left: PostgreSQL only warns. A connection that cannot even roll
    // back is not handed to the next caller.
    await client.query('rollback').catch((rollbackError: Error) => (broken = rollbackError));
    throw error;
  } finally {
    client.release(broken);
  }
}

/** A drizzle transaction on one connection of the pool, begun by the caller, as `db.transaction` would hand it. */
function transactionOn(db: Db, client: pg.PoolClient): Db {
  const dialect = (db as unknown as { dialect: PgDialect }).dialect;
  const { schema: tables, fullSchema, tableNamesMap } = db._;
  const relational = tables && { schema: tables, fullSchema, tableNamesMap };
  const session = new NodePgSession(client, dialect, relational, {});
  return new NodePgTransaction(dialect, session, relational) as unknown as Db;
}

/** The pool behind each database's handle (transactionWithEnds). */
const pools = new WeakMap<Db, pg.Pool>();

/** Drizzle over the pool, registered for transactionWithEnds. */
function drizzleOver(pool: pg.Pool): Db {
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Db;
  pools.set(db, pool);
  return db;
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

/** The connections of the database client, for the metrics (the embedded database: a pool of one). */
export type PoolUse = { max: number; total: number; idle: number; waiting: number };

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  poolUse(): PoolUse;
  /** The resident memory of the embedded database's process; null on PostgreSQL (a server of its own). */
  embeddedResidentBytes: (() => Promise<number>) | null;
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
 * PostgreSQL's buffer cache lives in PGlite's WebAssembly memory: its default of 128 MB would be most of what the
 * embedded database's process holds. Its files are in the operating system's page cache besides, so a smaller one
 * costs little (docs/benchmarks.md, the import).
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB'];

/**
 * The embedded database in a process of its own (server/db/pglite-process.ts), reached through one connection: PGlite
 * is a single session, so transactions take turns, as they did in-process.
 */
async function openPglite(dataDir: string): Promise<Database> {
  const directory = path.join(dataDir, 'pgdata');
  fs.mkdirSync(directory, { recursive: true });
  await ensurePgliteDataDir(directory);
  const host = await startPgliteProcess(directory, PGLITE_SETTINGS);
  const pool = new pg.Pool({
    host: host.socketDir,
    port: host.port,
    user: 'postgres',
    database: 'postgres',
    max: 1,
    idleTimeoutMillis: 0,
  });
  const notifications = new NotificationRouter(pool);
  if (activeTracing()) tracePool(pool, 'pglite');
  pool.on('error', () => {});
  return {
    db: drizzleOver(pool),
    driver: 'pglite',
    poolUse: () => ({ max: 1, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    embeddedResidentBytes: () => host.residentBytes(),
    listen: (channel, listener) => notifications.listen(channel, listener),
    async close() {
      await pool.end();
      await host.close();
    },
  };
}

/**
 * LISTEN on the embedded database: its one session is the pool's one connection, which receives the notifications
 * of every channel it listens on. A connection that replaces it listens again.
 */
class NotificationRouter {
  /** Per channel its listeners, and the LISTEN that started it (shared by subscribers arriving meanwhile). */
  private readonly channels = new Map<string, { listeners: Set<Listener>; listening: Promise<unknown> }>();

  constructor(private readonly pool: pg.Pool) {
    pool.on('connect', (client) => {
      client.on('notification', (message) => {
        for (const listener of this.channels.get(message.channel)?.listeners ?? []) {
          listener.onNotify(message.payload ?? '');
        }
      });
      for (const channel of this.channels.keys()) void client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    });
  }

  async listen(channel: string, listener: Listener): Promise<() => Promise<void>> {
    let entry = this.channels.get(channel);
    if (!entry) {
      const listening = this.pool.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      entry = { listeners: new Set(), listening };
      this.channels.set(channel, entry);
      listening.catch(() => this.channels.get(channel) === entry && this.channels.delete(channel));
    }
    await entry.listening;
    const { listeners } = entry;
    listeners.add(listener);
    return async () => {
      listeners.delete(listener);
      if (listeners.size > 0 || this.channels.get(channel) !== entry) return;
      this.channels.delete(channel);
      await this.pool.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {});
    };
  }
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('connect', prepareFrequentStatements);
  if (activeTracing()) tracePool(pool, 'postgres');
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const subscriptions = new Set<() => Promise<void>>();
  return {
    db: drizzleOver(pool),
    driver: 'postgres',
    poolUse: () => ({ max: poolSize, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    embeddedResidentBytes: null,
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

/**
 * A span per statement on each pool connection. A pool.query waiting for a free connection is called back from
 * whichever query released one: the callback is bound to the caller's context, so its span has the right parent.
 */
function tracePool(pool: pg.Pool, driver: Database['driver']) {
  const { api } = activeTracing()!;
  pool.on('connect', (client) => traceQueries(client, driver));
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
