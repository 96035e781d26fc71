import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '@/server/db/client';
import { ensurePgliteDataDir } from '@/server/db/pglite-init';
import { startPgliteProcess, type PgliteProcess } from '@/server/db/pglite-process';
import { createTestDatabase, type TestDatabase } from '../../support/database';

// The embedded database's own process (server/db/pglite-host.mjs): one PostgreSQL session served over a Unix socket,
// one connection at a time, each connection starting as a new session would. On either suite's pass: it is the
// embedded database whatever DATABASE_URL says.

let testDatabase: TestDatabase;
let directory: string;
/** A copy of `directory` made before its process started, for the processes the tests start and end. */
let spare: string;
let host: PgliteProcess;

const connect = () => new pg.Client({ host: host.socketDir, port: host.port, user: 'postgres', database: 'postgres' });

beforeAll(async () => {
  testDatabase = await createTestDatabase({ adminUrl: null, schema: 'empty' });
  directory = path.join(testDatabase.dataDir, 'pgdata');
  fs.mkdirSync(directory, { recursive: true });
  await ensurePgliteDataDir(directory);
  spare = path.join(testDatabase.dataDir, 'spare');
  fs.cpSync(directory, spare, { recursive: true });
  host = await startPgliteProcess(directory, ['shared_buffers=16MB']);
}, 120_000);
afterAll(async () => {
  await host?.close();
  await testDatabase?.drop();
});

describe('the embedded database process', () => {
  it('answers after a failed statement, and rolls back what a closed connection left open', async () => {
    const pool = new pg.Pool({ host: host.socketDir, port: host.port, user: 'postgres', database: 'postgres', max: 1 });
    await pool.query('create table kept (id int primary key)');
    await expect(pool.query('select 1 / $1::int', [0])).rejects.toThrow(/division by zero/);
    await expect(pool.query('insert into kept values ($1), ($1)', [1])).rejects.toThrow(/duplicate key/);
    expect((await pool.query('select count(*)::int as n from kept')).rows).toEqual([{ n: 0 }]);
    await pool.end();

    const left = connect();
    await left.connect();
    await left.query('begin');
    await left.query('insert into kept values (1)');
    await left.query(`select set_config('loadout.probe', 'left', false)`);
    await left.end();

    const next = connect();
    await next.connect();
    const { rows } = await next.query(
      `select (select count(*)::int from kept) as n, current_setting('loadout.probe', true) as probe`,
    );
    await next.end();
    // The session was reset (DISCARD ALL): a setting it defined reads empty, as after RESET.
    expect(rows).toEqual([{ n: 0, probe: '' }]);
  });

  it('serves a second connection once the first has closed', async () => {
    const first = connect();
    const second = connect();
    await first.connect();
    const order: string[] = [];
    const secondConnected = second.connect().then(() => order.push('second connected'));
    await first.query('select pg_sleep(0.2)');
    order.push('first done');
    await first.end();
    await secondConnected;
    expect((await second.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await second.end();
    expect(order).toEqual(['first done', 'second connected']);
  });

  it('reports its memory, and ends on close with its socket gone', async () => {
    expect(await host.residentBytes()).toBeGreaterThan(10 * 1024 * 1024);
    // On a data directory of its own: two processes on one directory would corrupt it.
    const started = await startPgliteProcess(spare, []);
    await started.close();
    expect(fs.existsSync(started.socketDir)).toBe(false);
    await expect(started.residentBytes()).rejects.toThrow(/not running/);
  }, 120_000);

  it('ends when the process that started it goes away', async () => {
    const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-db-'));
    const hostFile = fileURLToPath(new URL('../../../server/db/pglite-host.mjs', import.meta.url));
    try {
      const child = fork(hostFile, [spare, path.join(socketDir, '.s.PGSQL.5432'), '[]'], {
        execArgv: [],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      expect(await new Promise((resolve) => child.once('message', resolve))).toEqual({ type: 'ready' });
      const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
      child.disconnect();
      expect(await exited).toBe(0);
    } finally {
      fs.rmSync(socketDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('openDatabase without a URL', () => {
  it('delivers NOTIFY to its listeners, also after a failed statement replaced the connection', async () => {
    const embedded = await createTestDatabase({ adminUrl: null });
    const database = await openDatabase({ dataDir: embedded.dataDir });
    try {
      expect(database.driver).toBe('pglite');
      const received: string[] = [];
      const unlisten = await database.listen('embedded_probe', { onNotify: (payload) => received.push(payload) });
      await database.db.execute(sql`select pg_notify('embedded_probe', 'one')`);
      await expect(database.db.execute(sql`select 1 / ${0}::int`)).rejects.toThrow();
      await database.db.execute(sql`select pg_notify('embedded_probe', 'two')`);
      await unlisten();
      await database.db.execute(sql`select pg_notify('embedded_probe', 'three')`);
      expect(received).toEqual(['one', 'two']);
      // Two subscribers to one channel at once share its LISTEN, and each hears every notification.
      const heard: string[] = [];
      const both = await Promise.all(
        ['a', 'b'].map((name) =>
          database.listen('embedded_pair', { onNotify: (payload) => heard.push(`${name}:${payload}`) }),
        ),
      );
      await database.db.execute(sql`select pg_notify('embedded_pair', 'four')`);
      expect(heard.sort()).toEqual(['a:four', 'b:four']);
      for (const unlistenOne of both) await unlistenOne();
      expect(database.poolUse().max).toBe(1);
      expect(await queryRows<{ one: number }>(database.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
      await embedded.drop();
    }
  }, 120_000);
});
