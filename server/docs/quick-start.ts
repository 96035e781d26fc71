// The quick start of the API, in one place: `GET /llms.txt` renders it as Markdown and the reference page
// (`GET /api/v1/docs`) as HTML. Each flow of the spec is shown three ways: curl, the TypeScript SDK and an MCP client.
// tests/api/contract/llms-txt.test.ts runs every curl step and SDK snippet as printed against the real API.

export type CurlStep = {
  /** One line on what the step does, shown as a shell comment above it. */
  comment: string;
  method: 'GET' | 'POST' | 'PATCH';
  /** Path and query; `$NAME` is a shell variable set by an earlier step's `capture`. */
  path: string;
  body?: Record<string, unknown>;
  /** Keeps one field of the response in a shell variable (`NAME=$(curl … | jq -r '.data.id')`). */
  capture?: { variable: string; field: string };
};

export type QuickStartFlow = {
  id: string;
  title: string;
  summary: string;
  curl: readonly CurlStep[];
  sdk: string;
  /** What to ask an agent once the MCP server is set up (see MCP_SETUP). */
  mcp: string;
};

export const QUICK_START_INTRO =
  'Use a test key (`lo_test_…`): it works on your sandbox, where nothing real is ordered or shipped and the test helpers ' +
  "(`/api/v1/test-helpers/…`) play the part of Loadout's staff. Set `LOADOUT_API_URL` (this server, e.g. `http://127.0.0.1:4000`) " +
  'and `LOADOUT_API_KEY`: curl, the SDK and the MCP server all read these two. The curl steps keep ids in shell variables with `jq`.';

const JSON_LINE_WIDTH = 72;
const SERIAL = 'SN-QS-0001';
const ADA = { name: 'Ada Lovelace', email: 'ada@example.com', country: 'GB', address: '1 Main St, London' };
const GRACE = { name: 'Grace Hopper', email: 'grace@example.com', country: 'DE', address: 'Hauptstr. 1, Berlin' };

const SDK_CLIENT = `import { Loadout } from '@loadout/sdk'; // npm install the tarball \`npm pack\` makes in sdk/ of the repository

const loadout = new Loadout({
  apiKey: process.env.LOADOUT_API_KEY!,
  baseUrl: process.env.LOADOUT_API_URL!,
});
`;

export const QUICK_START_FLOWS: readonly QuickStartFlow[] = [
  {
    id: 'quick-start-quote',
    title: 'A quote: create, price in the sandbox, accept',
    summary:
      'Create a quote (202, every price null), let Loadout price it (in the sandbox: the price test helper; live: wait for ' +
      'the `quote.pending` webhook), then accept the item with its recipients. Catalog items take a `product_id` from ' +
      '`GET /api/v1/products` instead of `product_type` and `specification`.',
    curl: [
      {
        comment: 'Create the quote; keep its id',
        method: 'POST',
        path: '/api/v1/quotes',
        body: {
          requester_email: 'it@example.com',
          items: [
            { product_type: 'Laptop', specification: { brand: 'Apple', model: 'MacBook Air 13' }, recipients: [ADA] },
          ],
        },
        capture: { variable: 'QUOTE_ID', field: '.data.id' },
      },
      {
        comment: 'Sandbox only: price it as Loadout would (event quote.pending)',
        method: 'POST',
        path: '/api/v1/test-helpers/quotes/$QUOTE_ID/price',
        body: {},
        capture: { variable: 'ITEM_ID', field: '.data.items[0].id' },
      },
      {
        comment: 'Accept the item for its recipient (event quote.approved)',
        method: 'PATCH',
        path: '/api/v1/quotes/$QUOTE_ID/items/$ITEM_ID',
        body: { action: 'accept', recipients: [ADA] },
      },
    ],
    sdk: `${SDK_CLIENT}
const ada = { name: 'Ada Lovelace', email: 'ada@example.com', country: 'GB', address: '1 Main St, London' };

// 202: every price is null until Loadout prices it
const quote = await loadout.quotes.create({
  requester_email: 'it@example.com',
  items: [{
    product_type: 'Laptop',
    specification: { brand: 'Apple', model: 'MacBook Air 13' },
    recipients: [ada],
  }],
});
// Sandbox only: price it as Loadout would
const priced = await loadout.testHelpers.priceQuote(quote.id);
const decision = await loadout.quotes.updateItem(quote.id, priced.items[0].id, {
  action: 'accept',
  recipients: [ada],
});
console.log(decision.quote.status); // "Approved"

// Every approved quote, across pages
for await (const q of loadout.quotes.list({ status: 'approved' })) {
  console.log(q.number, q.total);
}`,
    mcp:
      'Ask the agent: "Create a quote requested by it@example.com for one Apple MacBook Air 13 for Ada Lovelace, ' +
      'ada@example.com, 1 Main St, London, GB." The agent searches the catalog (`search_catalog`), checks the request ' +
      '(`draft_quote`) and creates the quote (`create_quote`). ' +
      'Once it is priced (sandbox: the price test helper, or a test key created with `autopilot: true`), ask: ' +
      '"Show the options of that quote and accept the laptop for Ada." (`get_quote`, then `decide_quote_option`).',
  },
  {
    id: 'quick-start-device',
    title: 'A device action: assign a device',
    summary:
      'Look the serial number up in the inventory: found, create the action with `POST /api/v1/device-actions`; not found, ' +
      "use `POST /api/v1/device-actions/external` with the device's `model`, `type` and `country`. An Assign sends the device " +
      'to `new_recipient`. In the sandbox, first add a device in storage; the complete test helper plays the delivery.',
    curl: [
      {
        comment: 'Sandbox only: a laptop in storage to assign',
        method: 'POST',
        path: '/api/v1/devices',
        body: { serial_number: SERIAL, device_type: 'Laptop', model: 'MacBook Air 13', country: 'DE', employee: null },
      },
      {
        comment: 'Is it in the inventory? (empty data: use /device-actions/external)',
        method: 'GET',
        path: `/api/v1/assets?search=${SERIAL}`,
      },
      {
        comment: 'Assign it to a new employee; keep the action id',
        method: 'POST',
        path: '/api/v1/device-actions',
        body: { action_type: 'Assign', serial_number: SERIAL, new_recipient: GRACE, wipe: false },
        capture: { variable: 'ACTION_ID', field: '.data.id' },
      },
      {
        comment: 'Sandbox only: deliver it (event logistics.completed)',
        method: 'POST',
        path: '/api/v1/test-helpers/device-actions/$ACTION_ID/complete',
        body: {},
      },
    ],
    sdk: `${SDK_CLIENT}
const serial = '${SERIAL}';

// Sandbox only: a laptop in storage to assign
await loadout.devices.create({
  serial_number: serial, device_type: 'Laptop',
  model: 'MacBook Air 13', country: 'DE', employee: null,
});
const assets = await loadout.assets.list({ search: serial });
if (assets.data.length === 0) throw new Error('not in the inventory: use deviceActions.createExternal');

const action = await loadout.deviceActions.create({
  action_type: 'Assign',
  serial_number: serial,
  new_recipient: { name: 'Grace Hopper', email: 'grace@example.com', country: 'DE', address: 'Hauptstr. 1, Berlin' },
});
// Sandbox only: deliver it
await loadout.testHelpers.completeDeviceAction(action.id);
const done = await loadout.deviceActions.retrieve(action.action_id);
console.log(done.status); // "Completed"`,
    mcp:
      `Ask the agent: "Look up the device ${SERIAL} in our inventory and assign it to Grace Hopper, grace@example.com, ` +
      'Hauptstr. 1, Berlin, DE." The agent looks the device up (`lookup_asset`) and creates the Assign action ' +
      '(`create_device_action`, with an idempotency key); later, "What is the status of that device action?" reads it ' +
      '(`get_device_action`).',
  },
];

/** The MCP server, run from a checkout of the Loadout repository: stdio for desktop clients, or streamable HTTP. */
export const MCP_SETUP = {
  intro:
    'The MCP server runs from a checkout of the Loadout repository (`npm ci` once). Desktop clients start it over stdio ' +
    "(`--silent` keeps npm's banner off the protocol stream). It lists only the tools the key's scopes allow, and write " +
    'tools refuse a live key unless it runs with `--allow-live-writes` (`npm run mcp -- --allow-live-writes`).',
  stdioConfig: formatJson(
    {
      mcpServers: {
        loadout: {
          command: 'npm',
          args: ['--prefix', '/path/to/loadout', 'run', '--silent', 'mcp'],
          env: { LOADOUT_API_URL: 'http://127.0.0.1:4000', LOADOUT_API_KEY: 'lo_test_…' },
        },
      },
    },
    '',
  ),
  http: `# or streamable HTTP; each client sends its own key
MCP_HTTP_PORT=8765 LOADOUT_API_URL=http://127.0.0.1:4000 npm run mcp
# client: http://127.0.0.1:8765/mcp
# header: Authorization: Bearer lo_test_…`,
};

/** The shell command of one curl step, as the quick start shows it. */
export function curlCommand(step: CurlStep): string {
  const url = `"$LOADOUT_API_URL${step.path}"`;
  const lines = [`curl -s -X ${step.method} ${url}`, '  -H "Authorization: Bearer $LOADOUT_API_KEY"'];
  if (step.body) {
    lines.push('  -H "Content-Type: application/json"');
    lines.push(`  -d '${formatJson(step.body, '  ')}'`);
  }
  const command = lines.join(' \\\n');
  return step.capture ? `${step.capture.variable}=$(${command} \\\n  | jq -r '${step.capture.field}')` : command;
}

// JSON with one line per field at the top level, and every value that fits on a line kept on one.
function formatJson(value: unknown, indent: string): string {
  const inline = inlineJson(value);
  if (inline.length + indent.length <= JSON_LINE_WIDTH || typeof value !== 'object' || value === null) return inline;
  const inner = `${indent}  `;
  const entries = Array.isArray(value)
    ? value.map((entry) => `${inner}${formatJson(entry, inner)}`)
    : Object.entries(value).map(([key, entry]) => `${inner}${JSON.stringify(key)}: ${formatJson(entry, inner)}`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return `${open}\n${entries.join(',\n')}\n${indent}${close}`;
}

function inlineJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inlineJson).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{${Object.entries(value)
      .map(([key, entry]) => `${JSON.stringify(key)}: ${inlineJson(entry)}`)
      .join(', ')}}`;
  }
  return JSON.stringify(value);
}

/** The curl steps of a flow as one shell script, each step under its comment. */
export function curlScript(flow: QuickStartFlow): string {
  return flow.curl.map((step) => `# ${step.comment}\n${curlCommand(step)}`).join('\n\n');
}
