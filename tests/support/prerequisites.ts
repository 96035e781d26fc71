// What `npm test` needs on the machine besides node_modules, and what to do about what is missing: Debian's Chromium
// (the e2e browser), Debian's Prometheus (`prometheus` and `promtool`, for the metrics tests), poppler-utils (`pdftoppm`
// and `pdftotext`, for the erasure certificate tests), PostgreSQL and Redis on loopback (the multi-instance tests, and
// every test with DATABASE_URL).
// The decision is a pure function of what was found, so it is tested without uninstalling anything;
// tests/support/prepare-machine.ts finds the facts and carries out the plan.

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';
export const DEFAULT_POSTGRES_URL = 'postgres://root@127.0.0.1:5432/test';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** How this user may run system commands: as root, through passwordless sudo, or not at all. */
export type Privilege = 'root' | 'sudo' | 'none';

export type Service = {
  url: string;
  /** Whether the URL names this machine's default port on loopback, which a local start brings up. */
  isLocal: boolean;
  isRunning: boolean;
};

export type MachineFacts = {
  privilege: Privilege;
  hasAptGet: boolean;
  /** The browser the e2e tests launch (CHROMIUM_PATH, else /usr/bin/chromium). */
  chromium: { path: string; isInstalled: boolean };
  /** Whether `prometheus` and `promtool` are on PATH. */
  prometheus: { isInstalled: boolean };
  /** Whether poppler's `pdftoppm` and `pdftotext` are on PATH (the erasure certificate tests render and read PDFs). */
  poppler: { isInstalled: boolean };
  /** `clusters` are the version directories under /etc/postgresql (empty: PostgreSQL is not installed). */
  postgres: Service & { clusters: string[] };
  redis: Service & { isInstalled: boolean };
};

export type Action = { what: string; commands: string[][]; waitFor?: 'postgres' | 'redis' };
export type Plan = { actions: Action[]; problems: string[] };

function privileged(privilege: Privilege, command: string[]): string[] {
  return privilege === 'sudo' ? ['sudo', '-n', ...command] : command;
}

const quote = (word: string) => (word === '' ? '""' : /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word}'`);

/** A command as a person would type it. */
export function formatCommand(command: string[]): string {
  return command.map(quote).join(' ');
}

export function postgresStartCommand(cluster: string): string[] {
  return ['pg_ctlcluster', '--skip-systemctl-redirect', cluster, 'main', 'start'];
}

export const REDIS_START_COMMAND = [
  'redis-server',
  '--daemonize',
  'yes',
  '--bind',
  '127.0.0.1',
  '-::1',
  '--port',
  '6379',
  '--save',
  '',
  '--appendonly',
  'no',
];

const APT_INSTALL_CHROMIUM = [
  ['apt-get', 'update', '-qq'],
  ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', '-qq', 'chromium'],
];

function planChromium(facts: MachineFacts): Action | string | null {
  const { chromium, privilege } = facts;
  if (chromium.isInstalled) return null;
  if (chromium.path !== DEFAULT_CHROMIUM) {
    return `CHROMIUM_PATH is ${chromium.path}, which is not an executable file: point it at a Chromium binary, or unset it to use Debian's ${DEFAULT_CHROMIUM}.`;
  }
  if (!facts.hasAptGet) {
    return `Chromium is not installed (${DEFAULT_CHROMIUM}) and this machine has no apt-get: install Chromium and set CHROMIUM_PATH to its binary.`;
  }
  if (privilege === 'none') {
    return `Chromium is not installed (${DEFAULT_CHROMIUM}) and this user cannot install packages: run \`sudo apt-get install chromium\`, then npm test again.`;
  }
  return {
    what: "installing Debian's chromium for the e2e tests",
    commands: APT_INSTALL_CHROMIUM.map((command) => privileged(privilege, command)),
  };
}

// The package starts its service (on :9090) where a service manager runs; the tests start their own Prometheus.
const STOP_PROMETHEUS_SERVICE = [
  'sh',
  '-c',
  'if [ -d /run/systemd/system ]; then systemctl disable --now prometheus; ' +
    'elif [ -x /etc/init.d/prometheus ]; then /etc/init.d/prometheus stop; update-rc.d prometheus disable; fi',
];

/** A Debian package the tests need for tools on PATH: installed with apt-get, or what to run instead. */
type ToolPackage = {
  package: string;
  /** What it gives and which tests use it, e.g. "`pdftoppm` and `pdftotext`, for the erasure certificate tests". */
  gives: string;
  /** How to install it by hand without Debian's package. */
  elsewhere: string;
  /** Commands after the install (a service to keep off). */
  after?: string[][];
  isInstalled: boolean;
};

function planPackage(facts: MachineFacts, tool: ToolPackage): Action | string | null {
  if (tool.isInstalled) return null;
  const missing = `${tool.package} is not installed (${tool.gives})`;
  if (!facts.hasAptGet) return `${missing} and this machine has no apt-get: ${tool.elsewhere}.`;
  if (facts.privilege === 'none') {
    return `${missing} and this user cannot install packages: run \`sudo apt-get install --no-install-recommends ${tool.package}\`, then npm test again.`;
  }
  const install = [
    ['apt-get', 'update', '-qq'],
    [
      'env',
      'DEBIAN_FRONTEND=noninteractive',
      'apt-get',
      'install',
      '-y',
      '-qq',
      '--no-install-recommends',
      tool.package,
    ],
    ...(tool.after ?? []),
  ];
  return {
    what: `installing Debian's ${tool.package}: ${tool.gives}${tool.after ? ' (its service stays off)' : ''}`,
    commands: install.map((command) => privileged(facts.privilege, command)),
  };
}

const planPrometheus = (facts: MachineFacts) =>
  planPackage(facts, {
    package: 'prometheus',
    gives: '`prometheus` and `promtool`, for the metrics tests',
    elsewhere: 'install Prometheus 2 so that both are on PATH',
    after: [STOP_PROMETHEUS_SERVICE],
    isInstalled: facts.prometheus.isInstalled,
  });

const planPoppler = (facts: MachineFacts) =>
  planPackage(facts, {
    package: 'poppler-utils',
    gives: '`pdftoppm` and `pdftotext`, for the erasure certificate tests, which render and read the PDF',
    elsewhere: 'install poppler so that both are on PATH',
    isInstalled: facts.poppler.isInstalled,
  });

function planPostgres(facts: MachineFacts): Action | string | null {
  const { postgres, privilege } = facts;
  if (postgres.isRunning) return null;
  if (!postgres.isLocal) {
    return `PostgreSQL at ${new URL(postgres.url).host} (DATABASE_URL) does not answer: start it, or unset DATABASE_URL to test against the local one.`;
  }
  const cluster = postgres.clusters[0];
  if (!cluster) {
    return 'PostgreSQL is not running on 127.0.0.1:5432 and is not installed: run `sudo apt-get install postgresql`, then npm test again.';
  }
  const start = postgresStartCommand(cluster);
  if (privilege === 'none') {
    return `PostgreSQL is installed but stopped, and this user cannot start it: run \`sudo ${formatCommand(start)}\`, then npm test again.`;
  }
  return { what: `starting PostgreSQL ${cluster}`, commands: [privileged(privilege, start)], waitFor: 'postgres' };
}

function planRedis(facts: MachineFacts): Action | string | null {
  const { redis } = facts;
  if (redis.isRunning) return null;
  if (!redis.isLocal)
    return `Redis at ${new URL(redis.url).host} (TEST_REDIS_URL) does not answer: start it, or unset TEST_REDIS_URL to test against the local one.`;
  if (!redis.isInstalled) {
    return 'Redis is not running on 127.0.0.1:6379 and is not installed: run `sudo apt-get install redis-server`, then npm test again.';
  }
  // Any user may start Redis: it listens on an unprivileged port and, without persistence, writes nothing.
  return { what: 'starting Redis', commands: [REDIS_START_COMMAND], waitFor: 'redis' };
}

/** What to run so that the tests can run, or, when something cannot be done from here, what the user has to do. */
export function planPrerequisites(facts: MachineFacts): Plan {
  const plan: Plan = { actions: [], problems: [] };
  for (const step of [
    planChromium(facts),
    planPrometheus(facts),
    planPoppler(facts),
    planPostgres(facts),
    planRedis(facts),
  ]) {
    if (typeof step === 'string') plan.problems.push(step);
    else if (step) plan.actions.push(step);
  }
  return plan;
}
