import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The embedded database runs in a process of its own (server/db/pglite-host.mjs), which serves PostgreSQL's wire
// protocol on a Unix socket; the API talks to it with node-postgres, as to PostgreSQL. In the API's process, PGlite's
// WebAssembly memory grew with the data PostgreSQL touched and was never handed back (docs/benchmarks.md, the import).

const HOST = fileURLToPath(new URL('./pglite-host.mjs', import.meta.url));
/** node-postgres connects to `<host>/.s.PGSQL.<port>` when `host` is a directory. */
const SOCKET_PORT = 5432;
const START_TIMEOUT_MS = 120_000;

export type PgliteProcess = {
  /** The directory of the socket, node-postgres' `host` (with `port`). */
  socketDir: string;
  port: number;
  /** Resident memory of the database's process, in bytes. */
  residentBytes(): Promise<number>;
  /** Closes the database (its files are then complete) and waits for its process to end. */
  close(): Promise<void>;
};

type HostMessage = { type: 'ready' } | { type: 'failed'; message: string } | { type: 'usage'; rss: number };

/** Starts PGlite on the data directory `directory` (which must exist) in a child process, with `-c` `settings`. */
export async function startPgliteProcess(directory: string, settings: readonly string[]): Promise<PgliteProcess> {
  // A short path of its own, readable by this user alone: a socket's path is limited to about 100 bytes.
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-db-'));
  const child = fork(HOST, [directory, path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`), JSON.stringify(settings)], {
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let closing = false;
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const removeSocketDir = () => fs.rmSync(socketDir, { recursive: true, force: true });
  ended.then(removeSocketDir);

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => fail(new Error('the embedded database did not start within 2 minutes')),
      START_TIMEOUT_MS,
    );
    const exited = (code: number | null, signal: string | null) =>
      fail(new Error(`the embedded database's process exited (${signal ?? code})`));
    function settle() {
      clearTimeout(timer);
      child.off('message', started);
      child.off('exit', exited);
    }
    function fail(error: Error) {
      settle();
      child.kill();
      reject(error);
    }
    function started(message: HostMessage) {
      if (message.type === 'ready') {
        settle();
        resolve();
      } else if (message.type === 'failed') fail(new Error(`the embedded database failed: ${message.message}`));
    }
    child.on('message', started);
    child.once('exit', exited);
  });
  child.on('exit', (code, signal) => {
    if (!closing) console.error(`Loadout: the embedded database's process exited (${signal ?? code}); restart Loadout`);
  });

  return {
    socketDir,
    port: SOCKET_PORT,
    residentBytes: () =>
      new Promise((resolve, reject) => {
        if (!child.connected) return reject(new Error('the embedded database is not running'));
        const answer = (message: HostMessage) => {
          if (message.type !== 'usage') return;
          child.off('exit', gone);
          child.off('message', answer);
          resolve(message.rss);
        };
        const gone = () => {
          child.off('message', answer);
          reject(new Error('the embedded database is not running'));
        };
        child.on('message', answer);
        child.once('exit', gone);
        child.send({ type: 'usage' });
      }),
    async close() {
      closing = true;
      if (child.connected) child.send({ type: 'close' });
      await ended;
    },
  };
}
