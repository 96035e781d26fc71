import path from 'node:path';
import { ConfigError, loadConfig, type Config } from './config';
import { secretsFile, startDashboard, usersFile } from './demo/dashboard';
import { dashboardPublicUrl, withDemoDefaults } from './demo/environment';
import { startDemoApi } from './demo/start-api';
import { createLogger } from './logger';
import { stopOnSignals } from './start';

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

// `npm start`: the API with its worker on the embedded defaults, with demo data on a fresh database, then the
// dashboard (built, then started) with demo users for every role. What to open and the secrets come last, once the
// dashboard answers, so that the build's output does not bury them.
try {
  // eslint-disable-next-line no-restricted-properties
  const config = loadConfig(withDemoDefaults(process.env));
  const logger = createLogger(config.LOG_LEVEL);
  console.log('Starting the API: opening the database and applying migrations…');
  const { running, secrets, lines } = await startDemoApi(config, logger, (message: string) => console.log(message));
  const address = running.app!.server.address();
  const apiUrl = `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${typeof address === 'object' && address ? address.port : config.PORT}`;
  logger.info({ port: config.PORT, host: config.HOST }, 'Loadout API listening');
  const dashboard = await startDashboard(config, secrets, apiUrl);
  dashboard.on('exit', (code) => {
    logger.error({ code }, 'the dashboard stopped');
    void running.stop().then(() => process.exit(code ?? 1));
  });
  stopOnSignals(running, logger);
  process.on('exit', () => dashboard.kill('SIGTERM'));
  const shownOnce =
    lines.length > 0
      ? `${lines.join('\n')}\nThese secrets are shown only now. `
      : 'The secrets were shown on the first start only. ';
  console.log(
    `\nLoadout is ready.\n  Dashboard:     ${dashboardPublicUrl(config)}\n  API reference: ${apiUrl}/api/v1/docs\n\n${shownOnce}${whereCredentialsAre(config)}\n`,
  );
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
