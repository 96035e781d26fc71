import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { Loadout } from '../src/client';
import { LoadoutError } from '../src/errors';
import type { Event } from '../src/types';
import { VERSION } from '../src/version';
import { configFile, DEFAULT_BASE_URL, readConfig, writeConfig, type CliConfig } from './config';
import { FIXTURES } from './fixtures';
import { forwardEvent, newWebhookSecret } from './forward';

// `loadout` (`npx @loadout/sdk`): the Loadout API from a developer's terminal. `login` keeps a test key, `listen`
// forwards the events of the key's mode to a local server as a webhook endpoint would receive them, `trigger` makes
// the sandbox produce an event, `events list` shows the last ones.

const USAGE = `loadout ${VERSION}: the Loadout API from a terminal

Usage:
  loadout login [--api-key lo_test_…]            check a test key and keep it (${'$'}LOADOUT_CONFIG_DIR/config.json)
  loadout listen --forward-to URL [--events T]   sign each event and POST it to URL, as a webhook endpoint gets it
  loadout trigger EVENT                          make the sandbox produce EVENT (\`loadout trigger\` lists them)
  loadout events list [--type T] [--object-id ID] [--limit N] [--json]
  loadout logout                                 forget the kept key

Every command takes --api-key (else LOADOUT_API_KEY, else the kept key) and --base-url (else LOADOUT_BASE_URL, else
the kept one, else ${DEFAULT_BASE_URL}). T is an event type or a family with a wildcard, comma-separated: quote.*,logistics.completed.`;

class UsageError extends Error {}

type Io = { env: NodeJS.ProcessEnv; out(line: string): void; err(line: string): void; signal: AbortSignal };

const OPTIONS = {
  'api-key': { type: 'string' },
  'base-url': { type: 'string' },
  'forward-to': { type: 'string' },
  events: { type: 'string' },
  type: { type: 'string' },
  'object-id': { type: 'string' },
  limit: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const;

type Flags = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];

function settings(flags: Flags, io: Io) {
  const file = configFile(io.env);
  const config = readConfig(file);
  const apiKey = flags['api-key'] ?? io.env.LOADOUT_API_KEY ?? config.api_key;
  const baseUrl = (flags['base-url'] ?? io.env.LOADOUT_BASE_URL ?? config.base_url ?? DEFAULT_BASE_URL).replace(
    /\/+$/,
    '',
  );
  return { file, config, apiKey, baseUrl };
}

function clientOf(flags: Flags, io: Io) {
  const { apiKey, baseUrl, file, config } = settings(flags, io);
  if (!apiKey) throw new UsageError('No API key: run `loadout login`, or pass --api-key or LOADOUT_API_KEY.');
  return { client: new Loadout({ apiKey, baseUrl }), file, config, baseUrl };
}

async function login(flags: Flags, io: Io) {
  const { file, config, baseUrl } = settings(flags, io);
  let apiKey = flags['api-key'] ?? io.env.LOADOUT_API_KEY;
  if (!apiKey) {
    const prompt = createInterface({ input: process.stdin, output: process.stderr });
    apiKey = (await prompt.question('Paste a test API key (lo_test_…): ')).trim();
    prompt.close();
  }
  if (!apiKey.startsWith('lo_test_'))
    throw new UsageError(
      'loadout login keeps test keys only (lo_test_…): a live key does not belong in a file on a developer machine. Create a test key in the dashboard (Developers) or pass a live key with --api-key for one command.',
    );
  const client = new Loadout({ apiKey, baseUrl });
  const key = await client.apiKeys.retrieveCurrent();
  writeConfig(file, { ...config, api_key: apiKey, base_url: baseUrl });
  io.out(`Logged in to ${baseUrl} with the test key "${key.name}" (${key.scopes.join(', ')}); kept in ${file}.`);
}

function logout(flags: Flags, io: Io) {
  const { file, config } = settings(flags, io);
  const { api_key: _forgotten, ...rest } = config;
  writeConfig(file, rest);
  io.out(`Forgot the kept key (${file}).`);
}

const typesOf = (value: string | undefined) =>
  value
    ?.split(',')
    .map((type) => type.trim())
    .filter(Boolean);

async function listen(flags: Flags, io: Io) {
  const forwardTo = flags['forward-to'];
  if (!forwardTo) throw new UsageError('listen needs --forward-to, e.g. --forward-to http://localhost:3000/webhooks');
  if (!/^https?:\/\//.test(forwardTo)) throw new UsageError(`--forward-to must be an http(s) URL; got "${forwardTo}"`);
  const { client, file, config, baseUrl } = clientOf(flags, io);
  let secret = config.webhook_secret;
  if (!secret) {
    secret = newWebhookSecret();
    writeConfig(file, { ...readConfig(file), webhook_secret: secret } satisfies CliConfig);
  }
  const types = typesOf(flags.events);
  io.out(`Ready: forwarding the ${client.mode} events of ${baseUrl} to ${forwardTo} (Ctrl-C to stop).`);
  io.out(`Your webhook signing secret is ${secret}`);
  let lastEventId: string | undefined;
  let failures = 0;
  while (!io.signal.aborted) {
    try {
      const params = types ? { type: types.join(',') } : {};
      for await (const event of client.events.stream(params, {
        signal: io.signal,
        ...(lastEventId ? { lastEventId } : {}),
      })) {
        failures = 0;
        lastEventId = event.id;
        await forward(event, forwardTo, secret, io);
      }
    } catch (error) {
      if (io.signal.aborted) return;
      // A refused key or filter does not get better by reconnecting; a restart or an outage of the API does.
      if (error instanceof LoadoutError && error.status !== null && error.status < 500 && error.status !== 429)
        throw error;
      io.err(`The event stream dropped (${error instanceof Error ? error.message : String(error)}); reconnecting…`);
    }
    failures += 1;
    await new Promise((resolve) => setTimeout(resolve, Math.min(500 * 2 ** failures, 10_000)));
  }
}

async function forward(event: Event, url: string, secret: string, io: Io) {
  const at = new Date().toISOString().slice(0, 19).replace('T', ' ');
  io.out(`${at}  --> ${event.type} [${event.id}]`);
  const result = await forwardEvent(url, secret, event, JSON.stringify(event));
  io.out(
    result.status === null
      ? `${at}  <-- failed POST ${url}: ${result.error} [${result.ms} ms]`
      : `${at}  <-- [${result.status}] POST ${url} [${result.ms} ms]`,
  );
}

async function trigger(flags: Flags, io: Io, event: string | undefined) {
  const names = Object.entries(FIXTURES).map(([name, fixture]) => `  ${name.padEnd(28)}${fixture.about}`);
  if (!event) {
    io.out(`loadout trigger EVENT, where EVENT is one of:\n${names.join('\n')}`);
    return;
  }
  const fixture = FIXTURES[event];
  if (!fixture) throw new UsageError(`loadout trigger cannot make "${event}"; it makes:\n${names.join('\n')}`);
  const { client } = clientOf(flags, io);
  if (client.mode !== 'test')
    throw new UsageError('loadout trigger works in the sandbox only: use a test key (lo_test_…), never a live one.');
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  for (const line of await fixture.run(client, tag)) io.out(`Made ${line}: ${event} is on its way.`);
}

async function listEvents(flags: Flags, io: Io) {
  const { client } = clientOf(flags, io);
  const limit = flags.limit === undefined ? 10 : Number(flags.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100)
    throw new UsageError(`--limit must be a whole number from 1 to 100; got "${flags.limit}"`);
  const page = await client.events.list({
    limit,
    ...(flags.type ? { type: flags.type } : {}),
    ...(flags['object-id'] ? { object_id: flags['object-id'] } : {}),
  });
  if (flags.json) {
    io.out(JSON.stringify(page.data, null, 2));
    return;
  }
  if (page.data.length === 0) io.out('No events in the last 30 days match.');
  for (const event of page.data) {
    const object = (event.data as { id?: string; number?: string; reference?: string }) ?? {};
    io.out(
      `${event.created_at.slice(0, 19).replace('T', ' ')}  ${event.type.padEnd(26)} ${event.id}  ${object.number ?? object.reference ?? object.id ?? ''}`,
    );
  }
  if (page.hasMore) io.out(`… more with --limit ${Math.min(limit * 2, 100)}, or in the dashboard.`);
}

/** Runs one command line; resolves to the exit code. */
export async function run(argv: string[], io: Io): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  const { values: flags, positionals } = parsed;
  const [command, subcommand] = positionals;
  if (flags.version) {
    io.out(VERSION);
    return 0;
  }
  if (flags.help || !command) {
    io.out(USAGE);
    return 0;
  }
  try {
    if (command === 'login') await login(flags, io);
    else if (command === 'logout') logout(flags, io);
    else if (command === 'listen') await listen(flags, io);
    else if (command === 'trigger') await trigger(flags, io, subcommand);
    else if (command === 'events' && subcommand === 'list') await listEvents(flags, io);
    else throw new UsageError(`Unknown command "${positionals.join(' ')}".\n\n${USAGE}`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(error.message);
      return 2;
    }
    if (error instanceof LoadoutError) {
      const request = error.requestId ? ` (request ${error.requestId})` : '';
      io.err(
        error.status === null
          ? `Could not reach the API: ${error.message}. Is it running? (--base-url, LOADOUT_BASE_URL)`
          : `The API answered ${error.status}: ${error.message}${request}`,
      );
      return 1;
    }
    io.err(`loadout: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
