import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROLES, ZRole } from '@/lib/auth/roles';
import { removeUser, signOutEverywhere, upsertUser } from '@/lib/auth/users-file';
import { createOperatorToken, getCompanyOrThrow } from '../access/service';
import { verifyCheckpoints } from '../audit/checkpoints';
import { rechainPendingAuditChains } from '../audit/rechain';
import { findAuditSigningKey } from '../audit/signing-key';
import { chainsOfCompany, verifyAuditChain } from '../audit/verify';
import { importCatalog } from '../catalog/import-catalog';
import { ConfigError, loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { migrate } from '../db/migrate';
import { usersFile } from '../demo/dashboard';
import { importEmployees } from '../employees/import-employees';
import { ApiError } from '../core/errors';
import { parseImportRecords } from '../imports/records';
import { companyScope } from '../core/scope';
import { parseUuid } from '../http/ids';
import { commandLineSource } from '../audit/actor';
import { audited } from '../audit/record';

const USAGE = `Loadout operator tools

  npm run operator -- create-token "<name>"
      Issue an operator token for a member of staff (shown once).
  npm run operator -- import-employees <company id> <file.csv|file.json> [--mode live|test] [--full]
      HRIS sync from an export; --full marks employees missing from the file inactive.
  npm run operator -- import-catalog <file.csv|file.json>
      Add or update products and configurations (one record per configuration).
  npm run operator -- audit-verify <company id>
      Check the company's audit log, its live and its sandbox chain: each event's hash against its content, each link
      to the event before, the chain's head, and each signed checkpoint (its signature under AUDIT_SIGNING_KEY or its
      key file, and the hash it signed against the event at its position). Prints each head's hash; exits 4 when
      broken.
  npm run operator -- migrate
      Apply pending database migrations and exit.
  npm run operator -- add-dashboard-user <e-mail> "<name>" <it_staff|manager|support|operator> [--password <password>]
      Add or update a dashboard user in DASHBOARD_USERS_FILE (default DATA_DIR/dashboard-users.json); only a scrypt
      hash of the password is stored. Without --password a random one is generated and shown once. The user's
      earlier sessions end.
  npm run operator -- sign-out-dashboard-user <e-mail>
      End every dashboard session of a user of DASHBOARD_USERS_FILE at once (e.g. a lost laptop).
  npm run operator -- remove-dashboard-user <e-mail>
      Remove a dashboard user; their sessions end at once.

They use the API's configuration (DATABASE_URL, DATA_DIR). With the embedded database, stop the API first: the
embedded database belongs to one process at a time. The same imports are available over HTTP on /operator/v1.`;

/** A file's records: JSON when it ends in .json, else CSV. */
function readRecords(file: string) {
  const text = fs.readFileSync(file, 'utf8');
  return parseImportRecords(file.toLowerCase().endsWith('.json') ? JSON.parse(text) : text);
}

const COMMANDS: Record<string, (database: Database, args: string[], config: Config) => Promise<number>> = {
  async migrate() {
    console.log('Database schema is up to date.');
    return 0;
  },

  async 'create-token'(database, args) {
    const name = args.join(' ').trim();
    if (!name) {
      console.error(
        'Give the name of the person or system the token is for: npm run operator -- create-token "Jane Doe"',
      );
      return 2;
    }
    const { row, token } = await createOperatorToken(database.db, name);
    console.log(
      `Operator token for ${row.name} (id ${row.id}). It is shown only now; store it safely:\n\n  ${token}\n`,
    );
    return 0;
  },

  async 'import-employees'(database, args) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { mode: { type: 'string', default: 'live' }, full: { type: 'boolean', default: false } },
    });
    const [companyId, file] = positionals;
    if (!companyId || !file || (values.mode !== 'live' && values.mode !== 'test')) {
      console.error('Usage: npm run operator -- import-employees <company id> <file> [--mode live|test] [--full]');
      return 2;
    }
    await getCompanyOrThrow(database.db, parseUuid(companyId, 'company'));
    const tenant = companyScope(companyId, values.mode === 'live');
    const summary = await audited(
      database.db,
      commandLineSource(),
      { action: 'employees.import', objectType: 'employee', objectId: null, requestId: null },
      tenant,
      (tx) => importEmployees(tx, tenant, readRecords(file), { full: values.full }),
    );
    console.log(JSON.stringify(summary, null, 2));
    return summary.errors.length > 0 ? 3 : 0;
  },

  async 'audit-verify'(database, args, config) {
    const [companyId] = args;
    if (!companyId) {
      console.error('Usage: npm run operator -- audit-verify <company id>');
      return 2;
    }
    const company = await getCompanyOrThrow(database.db, parseUuid(companyId, 'company'));
    const key = findAuditSigningKey(config);
    let broken = false;
    for (const chain of await chainsOfCompany(database.db, company.id)) {
      const report = await verifyAuditChain(database.db, chain);
      const checkpoints = await verifyCheckpoints(database.db, chain, key, report.anchor, report.head);
      const problems = [...report.problems, ...checkpoints.problems];
      const name = `The ${chain.livemode ? 'live' : 'sandbox'} audit log of ${company.name}`;
      const { count, oldestAgeSeconds } = report.unsealed;
      const unsealed =
        count === 0 ? 'none unsealed' : `${count} unsealed, the oldest ${Math.round(oldestAgeSeconds ?? 0)} s old`;
      const counts = `${report.checked} events checked (sealed), ${unsealed}, ${checkpoints.checked} signed checkpoints`;
      const head = `head: event ${report.head.seq}, hash ${report.head.hash}`;
      if (problems.length === 0) {
        console.log(`${name} holds: ${counts}; ${head}.`);
        continue;
      }
      broken = true;
      console.error(`${name} is broken (${counts}; ${head}):`);
      for (const problem of problems) console.error(`  - ${problem}`);
    }
    return broken ? 4 : 0;
  },

  async 'import-catalog'(database, args) {
    const [file] = args;
    if (!file) {
      console.error('Usage: npm run operator -- import-catalog <file>');
      return 2;
    }
    const summary = await importCatalog(database.db, readRecords(file));
    console.log(JSON.stringify(summary, null, 2));
    return summary.errors.length > 0 ? 3 : 0;
  },
};

/** Needs no database: the dashboard's users live in their own file. */
async function addDashboardUser(config: Config, args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { password: { type: 'string' } },
  });
  const [email, name, role] = positionals;
  const parsedRole = ZRole.safeParse(role);
  if (!email || !name || !parsedRole.success) {
    console.error(
      `Usage: npm run operator -- add-dashboard-user <e-mail> "<name>" <${ROLES.join('|')}> [--password <password>]`,
    );
    return 2;
  }
  const password = values.password ?? randomBytes(12).toString('base64url');
  const file = usersFile(config);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await upsertUser(file, { email, name, role: parsedRole.data, password });
  console.log(
    `${email} (${parsedRole.data}) is in ${file}.${values.password ? '' : ` Password, shown only now: ${password}`}`,
  );
  return 0;
}

/** Needs no database either: the dashboard re-reads the users file when it changes. */
function changeDashboardUser(
  config: Config,
  command: 'sign-out-dashboard-user' | 'remove-dashboard-user',
  args: string[],
) {
  const [email] = args;
  if (!email) {
    console.error(`Usage: npm run operator -- ${command} <e-mail>`);
    return 2;
  }
  const file = usersFile(config);
  const done = command === 'sign-out-dashboard-user' ? signOutEverywhere(file, email) : removeUser(file, email);
  if (!done) {
    console.error(`${file} has no user ${email}; \`npm run operator -- add-dashboard-user\` adds one.`);
    return 3;
  }
  console.log(
    command === 'sign-out-dashboard-user'
      ? `${email} is signed out everywhere.`
      : `${email} is removed from ${file}; their sessions are over.`,
  );
  return 0;
}

async function main([command, ...args]: string[]) {
  if (command === 'add-dashboard-user') return addDashboardUser(loadConfig(), args);
  if (command === 'sign-out-dashboard-user' || command === 'remove-dashboard-user')
    return changeDashboardUser(loadConfig(), command, args);
  const run = command ? COMMANDS[command] : undefined;
  if (!run) {
    console.log(USAGE);
    return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await migrate(database.db);
    await rechainPendingAuditChains(database.db);
    return await run(database, args, config);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof ConfigError || error instanceof ApiError ? error.message : error);
    process.exit(1);
  },
);
