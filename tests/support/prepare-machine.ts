// `npm test` runs this first (the `pretest` script; .ci/run too): it installs Debian's Chromium and Prometheus and starts the local
// PostgreSQL and Redis when they are missing and it may, or stops at once saying what to run. A no-op when all is there.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import {
  DEFAULT_CHROMIUM,
  DEFAULT_POSTGRES_URL,
  DEFAULT_REDIS_URL,
  formatCommand,
  planPrerequisites,
  type Action,
  type MachineFacts,
  type Privilege,
} from './prerequisites';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const READY_TIMEOUT_MS = 30_000;

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function isOnPath(name: string): boolean {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && isExecutable(path.join(dir, name)));
}

function findPrivilege(): Privilege {
  if (process.getuid?.() === 0) return 'root';
  if (isOnPath('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0) return 'sudo';
  return 'none';
}

function isAnswering(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: host.replace(/^\[|\]$/g, ''), port, timeout: 1_000 });
    const done = (isOpen: boolean) => {
      socket.destroy();
      resolve(isOpen);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

async function probeService(url: string, defaultPort: number) {
  const { hostname, port } = new URL(url);
  const portNumber = Number(port || defaultPort);
  return {
    url,
    isLocal: LOOPBACK.has(hostname) && portNumber === defaultPort,
    isRunning: await isAnswering(hostname, portNumber),
    hostname,
    port: portNumber,
  };
}

function listClusters(): string[] {
  return fs.existsSync('/etc/postgresql')
    ? fs
        .readdirSync('/etc/postgresql')
        .filter((version) => fs.existsSync(`/etc/postgresql/${version}/main`))
        .sort()
        .reverse()
    : [];
}

const postgresUrl = process.env.DATABASE_URL || DEFAULT_POSTGRES_URL;
const redisUrl = process.env.TEST_REDIS_URL || DEFAULT_REDIS_URL;

async function findFacts(): Promise<MachineFacts> {
  const chromiumPath = process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
  return {
    privilege: findPrivilege(),
    hasAptGet: isOnPath('apt-get'),
    chromium: { path: chromiumPath, isInstalled: isExecutable(chromiumPath) },
    prometheus: { isInstalled: isOnPath('prometheus') && isOnPath('promtool') },
    poppler: { isInstalled: isOnPath('pdftoppm') && isOnPath('pdftotext') },
    postgres: { ...(await probeService(postgresUrl, 5432)), clusters: listClusters() },
    redis: { ...(await probeService(redisUrl, 6379)), isInstalled: isOnPath('redis-server') },
  };
}

function fail(message: string): never {
  console.error(`\nnpm test cannot run yet:\n${message}\n`);
  process.exit(1);
}

async function waitUntilAnswering(url: string, defaultPort: number) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if ((await probeService(url, defaultPort)).isRunning) return;
    await sleep(500);
  }
  fail(`  - ${url} still does not answer ${READY_TIMEOUT_MS / 1000} s after it was started; look at its log.`);
}

async function carryOut(action: Action) {
  console.log(`Test prerequisites: ${action.what}`);
  for (const command of action.commands) {
    console.log(`  $ ${formatCommand(command)}`);
    const result = spawnSync(command[0]!, command.slice(1), { stdio: 'inherit' });
    if (result.status !== 0)
      fail(
        `  - \`${formatCommand(command)}\` failed (${result.error?.message ?? `exit code ${result.status}`}); run it yourself and read its output.`,
      );
  }
  if (action.waitFor === 'postgres') await waitUntilAnswering(postgresUrl, 5432);
  if (action.waitFor === 'redis') await waitUntilAnswering(redisUrl, 6379);
}

function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

// A server that answers is not enough: the tests log in as this role and create databases next to this one.
async function checkPostgresLogin() {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    const fix = process.env.DATABASE_URL
      ? 'Check DATABASE_URL: its role must be able to log in and to create databases.'
      : 'Create that role and database: `sudo -u postgres createuser --superuser root && sudo -u postgres createdb --owner root test`.';
    fail(
      `  - PostgreSQL answers, but the tests cannot log in with ${withoutPassword(postgresUrl)}: ${(error as Error).message}.\n    ${fix}`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

const plan = planPrerequisites(await findFacts());
if (plan.problems.length > 0) fail(plan.problems.map((problem) => `  - ${problem}`).join('\n'));
for (const action of plan.actions) await carryOut(action);
await checkPostgresLogin();
