import { ConfigError, loadConfig } from '../config';
import { createOperatorToken } from '../access/service';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';

const USAGE = `Loadout operator tools

  npm run operator -- create-token "<name>"   Issue an operator token for a member of staff (shown once)
  npm run operator -- migrate                 Apply pending database migrations and exit

They use the same configuration as the API (DATABASE_URL, DATA_DIR). With the embedded database, stop the API first:
the embedded database belongs to one process at a time.`;

async function main(args: string[]) {
  const [command, ...rest] = args;
  if (command !== 'create-token' && command !== 'migrate') {
    console.log(USAGE);
    return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    const applied = await migrate(database.db);
    if (command === 'migrate') {
      console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database schema is up to date.');
      return 0;
    }
    const name = rest.join(' ').trim();
    if (!name) {
      console.error('Give the name of the person or system the token is for: npm run operator -- create-token "Jane Doe"');
      return 2;
    }
    const { row, token } = await createOperatorToken(database.db, name);
    console.log(`Operator token for ${row.name} (id ${row.id}). It is shown only now; store it safely:\n\n  ${token}\n`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
