import path from 'node:path';
import { ConfigError, loadConfig, type Config } from './config';
import { buildDashboard, DEMO_USERS, secretsFile, startDashboard, usersFile } from './demo/dashboard';
import { dashboardPublicUrl, withDemoDefaults } from './demo/environment';
import { startDemoApi } from './demo/start-api';
import { findTestReceiverEndpoint, redeliverWaiting } from './demo/test-receiver';
import { createLogger } from './logger';
import { stopOnSignals, type Running } from './start';
import { startTracing } from './core/tracing';
import { LEAVERS } from './demo/company/lifecycle';

/** Relative to the working directory when inside it, as a person would type it. */
function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}

/** Where the credentials live and how to get a new password: said on every start, since secrets are printed once. */
function whereCredentialsAre(config: Config): string {
  const users = usersFile(config);
  const prefix =
    users === path.resolve('data/dashboard-users.json') ? '' : `DASHBOARD_USERS_FILE=${displayPath(users)} `;
  return (
    `The dashboard's API key and operator token are kept in ${displayPath(secretsFile(config))}, its users in ${displayPath(users)}; ` +
    `a new password: ${prefix}npm run operator -- add-dashboard-user it@acme.example "Ines Torres" it_staff`
  );
}

/**
 * What `npm start` says once the dashboard answers: where to go, who to sign in as (with the passwords on the first
 * start only, since they are stored hashed), three things to try on the demo company, then the secrets made on this
 * start and where the credentials are kept.
 */
function readyMessage(options: {
  dashboardUrl: string;
  apiUrl: string;
  lines: string[];
  users: string[];
  credentials: string;
  /** The open leaver's page, when the demo company has them; else the directory. */
  leaverPath: string;
}): string {
  const { dashboardUrl, apiUrl, lines, users, credentials, leaverPath } = options;
  const signIn =
    users.length > 0
      ? ['Sign in as (the passwords are shown only now):', ...users]
      : [
          'Sign in as (with the password shown on the first start):',
          ...DEMO_USERS.map((user) => `  ${user.role.padEnd(9)} ${user.email}`),
        ];
  const tryFirst = [
    `Decide the items the operator priced, as IT staff (it@acme.example): ${dashboardUrl}/quotes?status=quoted`,
    `Approve a purchase over 2,500 USD, as a manager (manager@acme.example): ${dashboardUrl}/approvals`,
    `Offboard Hannah Levine, who leaves with devices out, as IT staff: ${dashboardUrl}${leaverPath}`,
  ];
  const secrets =
    lines.length > 0 || users.length > 0
      ? [...lines, `These secrets are shown only now. ${credentials}`]
      : [`The secrets were shown on the first start only. ${credentials}`];
  return [
    '',
    'Loadout is ready.',
    `  Dashboard:     ${dashboardUrl}`,
    `  API reference: ${apiUrl}/api/v1/docs`,
    '',
    ...signIn,
    '',
    'Try first:',
    ...tryFirst.map((line, index) => `  ${index + 1}. ${line}`),
    '',
    ...secrets,
    '',
  ].join('\n');
}

/** Hannah Levine's page in the dashboard (her offboarding case is on it), found through the API; else the directory. */
async function openLeaverPath(running: Running, apiKey: string | null): Promise<string> {
  if (!apiKey) return '/employees';
  const answer = await running.app!.inject({
    url: `/api/v1/employees?search=${encodeURIComponent(LEAVERS.open)}`,
    headers: { authorization: `Bearer ${apiKey}` },
  });
  const found = answer.statusCode === 200 ? (answer.json() as { data: { id: string }[] }).data[0] : undefined;
  return found ? `/employees/${found.id}` : '/employees';
}

/** Stops the dashboard's build when the API does not start. */
const dashboardBuildStop = new AbortController();

// `npm start`: the dashboard's build (when its sources changed) beside the API with its worker on the embedded
// defaults, with demo data on a fresh database; then the dashboard with demo users for every role. What to open and
// the secrets come last, once the dashboard answers, so that the build's output does not bury them.
try {
  // eslint-disable-next-line no-restricted-properties
  const config = loadConfig(withDemoDefaults(process.env));
  const logger = createLogger(config.LOG_LEVEL);
  // The API with its worker; the dashboard's process traces itself as loadout-dashboard (docs/traces.md).
  await startTracing('loadout-api', config);
  // eslint-disable-next-line no-restricted-properties
  const dashboardBuild = buildDashboard(process.env, dashboardBuildStop.signal).then(
    () => null,
    (error: unknown) => error,
  );
  console.log('Starting the API: opening the database and applying migrations…');
  const { running, secrets, lines, users } = await startDemoApi(config, logger, (message: string) =>
    console.log(message),
  );
  const buildError = await dashboardBuild;
  if (buildError) {
    await running.stop();
    throw buildError;
  }
  const address = running.app!.server.address();
  const apiUrl = `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${typeof address === 'object' && address ? address.port : config.PORT}`;
  logger.info({ port: config.PORT, host: config.HOST }, 'Loadout API listening');
  const receiverEndpoint = await findTestReceiverEndpoint(running.database.db, config, secrets.api_key);
  const dashboard = await startDashboard(config, secrets, apiUrl, receiverEndpoint);
  dashboard.on('exit', (code) => {
    logger.error({ code }, 'the dashboard stopped');
    void running.stop().then(() => process.exit(code ?? 1));
  });
  stopOnSignals(running, logger);
  process.on('exit', () => dashboard.kill('SIGTERM'));
  if (receiverEndpoint) await redeliverWaiting(running.database.db, receiverEndpoint.id);
  console.log(
    readyMessage({
      dashboardUrl: dashboardPublicUrl(config),
      apiUrl,
      lines,
      users,
      credentials: whereCredentialsAre(config),
      leaverPath: await openLeaverPath(running, secrets.api_key),
    }),
  );
} catch (error) {
  dashboardBuildStop.abort();
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
