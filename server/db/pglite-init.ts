import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

// A new PGlite data directory is made by initdb, which PGlite runs in its own WebAssembly instance in the process
// that creates it: about 500 MB of memory that the process keeps for good (measured in docs/benchmarks.md). Made by a
// short-lived child process instead, the embedded database's process (server/db/pglite-host.mjs) only ever opens a
// data directory that exists.

const run = promisify(execFile);

/** Node code for the child: creates the data directory at argv[2] with the PGlite module at argv[1], and ends. */
const CREATE = `(async () => {
  const { PGlite } = require(process.argv[1]);
  const db = await PGlite.create(process.argv[2]);
  await db.close();
})().catch((error) => { console.error(error); process.exit(1); });`;

/** Creates `directory` as a PGlite data directory when it is not one yet. */
export async function ensurePgliteDataDir(directory: string): Promise<void> {
  if (fs.existsSync(path.join(directory, 'PG_VERSION'))) return;
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  await run(process.execPath, ['-e', CREATE, pglite, directory]);
}
