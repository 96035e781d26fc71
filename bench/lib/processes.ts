import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { createTestDatabase, type TestDatabase } from '@/tests/support/database';
import { newOperatorToken } from '@/tests/support/server';
import { BENCH } from './env';

export type Served = {
  url: string;
  pid: number;
  /** Resident set size of the process, from /proc/<pid>/status (VmRSS), in MB. */
  rssMb(): number;
  /** Resident set size of the embedded database's process (a child of the API's), in MB; 0 without one. */
  embeddedDatabaseRssMb(): number;
  /** CPU time (user + system) the process has used so far, in ms, from /proc/<pid>/stat. */
  cpuMs(): number;
  stop(): Promise<void>;
};

export type BenchApi = Served & {
  operatorToken: string;
  database: TestDatabase;
  /** Stops the API's process and keeps its database (for a floor that writes there with no worker beside it). */
  stopProcess(): Promise<void>;
};

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address !== 'object') throw new Error('no free port');
  return address.port;
}

async function waitUntilServing(url: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode} before listening`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url}: not serving after 60 s`);
}

/** VmRSS of process `pid`, in MB (0 once it has ended). */
function residentMb(pid: number): number {
  let status: string;
  try {
    status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return 0;
  }
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  if (!match) throw new Error(`no VmRSS for ${pid}`);
  return Number(match[1]) / 1024;
}

/** The command line of process `pid` ('' once it has ended). */
function commandLine(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

function served(child: ChildProcess, url: string): Served {
  return {
    url,
    pid: child.pid!,
    rssMb: () => residentMb(child.pid!),
    embeddedDatabaseRssMb() {
      const children = fs.readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(' ');
      const database = children.find((pid) => pid && commandLine(Number(pid)).includes('pglite-host.mjs'));
      return database ? residentMb(Number(database)) : 0;
    },
    cpuMs() {
      // Fields after the command name: state is field 3, utime 14 and stime 15, in clock ticks (100 per second).
      const stat = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Starts an entry point (TypeScript through tsx, or plain JavaScript) as a child process listening on `port` (PORT;
 * a free one unless given), and waits until `probePath` answers. `args` go after the entry point.
 */
export async function startNode(
  entry: string,
  env: Record<string, string>,
  probePath: string,
  options: { nodeArgs?: string[]; args?: string[]; port?: number } = {},
) {
  const port = options.port ?? (await freePort());
  const child = spawn(
    process.execPath,
    [
      ...(options.nodeArgs ?? []),
      ...(entry.endsWith('.ts') ? ['--import', 'tsx'] : []),
      entry,
      ...(options.args ?? []),
    ],
    {
      env: { ...BENCH.inherited, ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(`${url}${probePath}`, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return served(child, url);
}

/** The ceiling: a bare Fastify hello world, started like the API (child process, tsx). */
export function startCeilingServer() {
  return startNode('bench/lib/hello-server.ts', {}, '/');
}

/** The database ceiling: bare Fastify + node-postgres issuing the API's four SELECTs of GET quote on the same database. */
export function startPgCeilingServer(databaseUrl: string, companyId: string, quoteId: string) {
  return startNode(
    'bench/lib/pg-hello-server.ts',
    { DATABASE_URL: databaseUrl, COMPANY_ID: companyId },
    `/quotes/${quoteId}`,
  );
}

/**
 * The write floor of POST quote: bare Fastify + node-postgres writing the API's rows of a quote on the same database;
 * with `groupCommit`, the requests that arrive together share one transaction.
 */
export function startPgCreateQuoteServer(databaseUrl: string, companyId: string, groupCommit: boolean) {
  return startNode(
    'bench/lib/pg-create-quote-server.ts',
    { DATABASE_URL: databaseUrl, COMPANY_ID: companyId, GROUP_COMMIT: groupCommit ? '1' : '0' },
    '/',
  );
}

/** How the API process is started: as `npm run api` does (server/run.mjs bundles server/main.ts), or through tsx. */
export type ApiLauncher = 'npm run api' | 'tsx';

/**
 * The API as `npm run api` starts it (job worker in-process), or with `launcher: 'tsx'` as `tsx server/main.ts`, on
 * a fresh database: a new PostgreSQL database, or with `embedded` a new PGlite directory.
 */
export async function startApi(
  options: { embedded?: boolean; env?: Record<string, string>; launcher?: ApiLauncher } = {},
): Promise<BenchApi> {
  const database = await createTestDatabase({ adminUrl: options.embedded ? undefined : BENCH.databaseUrl });
  const operatorToken = newOperatorToken();
  const tsx = options.launcher === 'tsx';
  const api = await startNode(
    tsx ? 'server/main.ts' : 'server/run.mjs',
    {
      DATABASE_URL: database.url ?? '',
      DATA_DIR: database.dataDir,
      OPERATOR_TOKEN: operatorToken,
      LOG_LEVEL: BENCH.logLevel,
      REDIS_URL: '',
      ...options.env,
    },
    '/healthz',
    { nodeArgs: BENCH.apiNodeArgs, args: tsx ? [] : ['server/main.ts'] },
  );
  let stopped: Promise<void> | null = null;
  const stopProcess = () => (stopped ??= api.stop());
  return {
    ...api,
    operatorToken,
    database,
    stopProcess,
    async stop() {
      await stopProcess();
      await database.drop();
    },
  };
}
