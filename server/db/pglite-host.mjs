// The embedded database's own process (server/db/pglite-process.ts starts it): PGlite, serving PostgreSQL's wire
// protocol on a Unix socket that only this user can reach. Kept out of the API's process, PGlite's WebAssembly memory
// (PostgreSQL's buffers and catalogs, which it never hands back) is not the API's, and its work runs on a core of its
// own. Plain JavaScript, so that Node starts it as is, under tsx, vitest or neither.
//
// PGlite is one PostgreSQL session. The API talks to it through one connection at a time (a pool of one): a connection
// that opens while another is served waits until that one closes. When a connection closes, its open transaction is
// rolled back and the session reset (DISCARD ALL), so the next connection starts as a new session would.
//
//   node pglite-host.mjs <data directory> <socket path> <settings as JSON: PostgreSQL's -c name=value pairs>
// IPC from the parent: {type: 'usage'} → {type: 'usage', rss}; {type: 'close'} closes and exits. It says
// {type: 'ready'} once it listens, or {type: 'failed', message} and exits. It also exits when its parent goes.

import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';

const SSL_REQUEST_CODE = 80877103;
const TERMINATE = 0x58; // 'X'

const [directory, socketPath, settingsJson] = process.argv.slice(2);

/** Sockets waiting for the session, in the order they connected; the first is the one served. */
const waiting = [];
let db;
let server;
let closing = null;

function send(message) {
  if (process.connected) process.send(message);
}

/** Splits complete messages off `buffer`: the startup message has no type byte, the rest one byte then a length. */
function takeMessages(state) {
  const messages = [];
  for (;;) {
    const { buffer } = state;
    if (!state.started) {
      if (buffer.length < 8) break;
      const length = buffer.readInt32BE(0);
      if (length === 8 && buffer.readInt32BE(4) === SSL_REQUEST_CODE) {
        state.socket.write('N'); // no TLS on a local socket; the client then sends its startup message
        state.buffer = buffer.subarray(8);
        continue;
      }
      if (buffer.length < length) break;
      messages.push(buffer.subarray(0, length));
      state.buffer = buffer.subarray(length);
      state.started = true;
      continue;
    }
    if (buffer.length < 5) break;
    const length = 1 + buffer.readInt32BE(1);
    if (buffer.length < length) break;
    messages.push(buffer.subarray(0, length));
    state.buffer = buffer.subarray(length);
  }
  return messages;
}

/** Runs the connection's complete messages through PGlite, in order, one batch after the other. */
function serve(state) {
  const messages = takeMessages(state);
  if (messages.length === 0) return;
  state.work = state.work.then(() =>
    db.runExclusive(async () => {
      for (const message of messages) {
        if (message[0] === TERMINATE) {
          state.socket.end();
          return;
        }
        await db.execProtocolRawStream(new Uint8Array(message), {
          onRawData: (data) => state.socket.writable && state.socket.write(Buffer.from(data)),
        });
      }
    }),
  );
  state.work = state.work.catch((error) => fail(error));
}

/** The served connection closed: what it left open is undone, and the next waiting one is served. */
async function release(state) {
  if (state !== waiting[0]) {
    waiting.splice(waiting.indexOf(state), 1);
    return;
  }
  await state.work;
  if (closing) return;
  // exec takes PGlite's lock itself (inside runExclusive it would wait for itself)
  if (db.isInTransaction()) await db.exec('ROLLBACK');
  await db.exec('DISCARD ALL');
  waiting.shift();
  if (waiting[0]) activate(waiting[0]);
}

function activate(state) {
  state.socket.on('data', (data) => {
    state.buffer = state.buffer.length > 0 ? Buffer.concat([state.buffer, data]) : data;
    serve(state);
  });
  state.socket.resume();
  if (state.buffer.length > 0) serve(state);
}

function accept(socket) {
  socket.setNoDelay?.(true);
  const state = { socket, buffer: Buffer.alloc(0), started: false, work: Promise.resolve() };
  socket.on('error', () => {});
  socket.once('close', () => release(state).catch((error) => fail(error)));
  waiting.push(state);
  if (waiting.length === 1) activate(state);
  else socket.pause();
}

async function close() {
  closing ??= (async () => {
    await new Promise((resolve) => {
      server?.close(() => resolve());
      for (const { socket } of waiting) socket.destroy();
      if (!server) resolve();
    });
    await Promise.allSettled(waiting.map((state) => state.work));
    await db?.close();
  })();
  await closing;
  process.exit(0);
}

function fail(error) {
  send({ type: 'failed', message: error instanceof Error ? error.stack || error.message : String(error) });
  process.exit(1);
}

process.on('message', (message) => {
  if (message?.type === 'usage') send({ type: 'usage', rss: process.memoryUsage.rss() });
  if (message?.type === 'close') close().catch((error) => fail(error));
});
process.on('disconnect', () => close().catch(() => process.exit(1)));

try {
  const settings = JSON.parse(settingsJson ?? '[]').flatMap((setting) => ['-c', setting]);
  db = await PGlite.create(directory, { startParams: [...PGlite.defaultStartParams, ...settings] });
  server = net.createServer(accept);
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, resolve);
  });
  send({ type: 'ready' });
} catch (error) {
  fail(error);
}
