import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Loadout } from '@loadout/sdk';
import { createCompanyWithKey, createKey, type CompanyWithKey } from '../../support/fixtures';
import { connectMcpStdio, structured, textOf, type McpStdio } from '../../support/mcp';
import { startTestServer, type TestServer } from '../../support/server';

const READ_TOOLS = [
  'get_device_action',
  'get_kit',
  'get_quote',
  'list_employees',
  'list_kits',
  'list_quotes',
  'lookup_asset',
  'search_catalog',
];
const WRITE_TOOLS = ['create_device_action', 'create_quote', 'decide_quote_option'];
const RECIPIENT = {
  name: 'Ada Lovelace',
  email: 'ada@acme.example',
  country: 'United Kingdom',
  address: '1 Main St, London',
};

let server: TestServer;
let acme: CompanyWithKey;
let sandbox: Loadout;
let laptop: { id: string; configurations: { id: string; price_estimate: number }[] };
let kitId: string;
let full: McpStdio;
let readOnly: McpStdio;
let liveDefault: McpStdio;
let liveAllowed: McpStdio;
let liveKey: string;

const operator = (method: string, path: string, body?: unknown) =>
  server.request(method, `/operator/v1${path}`, { token: server.operatorToken, body });

beforeAll(async () => {
  server = await startTestServer();
  acme = await createCompanyWithKey(server, { mode: 'test' });
  sandbox = new Loadout({ apiKey: acme.key, baseUrl: server.url });
  const quotesReadKey = (await createKey(server, acme.companyId, { mode: 'test', scopes: ['quotes:read'] })).key;
  liveKey = (await createKey(server, acme.companyId, { mode: 'live' })).key;

  laptop = (
    await operator('POST', '/products', {
      name: 'Lenovo ThinkPad T14 Gen 5',
      brand: 'Lenovo',
      model: 'ThinkPad T14 Gen 5',
      product_type: 'Laptop',
      configurations: [
        { cpu: 'Intel Core Ultra 5 125U', ram: '16 GB', storage: '512 GB', screen_size: '14"', price_estimate: 1290 },
        { cpu: 'AMD Ryzen 7 PRO 8840U', ram: '32 GB', storage: '1 TB', screen_size: '14"', price_estimate: 1650 },
      ],
    })
  ).body.data;
  const kit = await operator('POST', `/companies/${acme.companyId}/kits`, {
    mode: 'test',
    name: 'Engineering starter — Europe',
    region: 'Europe',
    tags: ['engineering'],
    items: [
      { product_id: laptop.id, configuration_id: laptop.configurations[1]!.id },
      { product_type: 'Accessory', specification: { brand: 'Belkin', model: 'USB-C adapter' } },
    ],
  });
  kitId = kit.body.data.id;
  await operator('POST', `/companies/${acme.companyId}/employees/import?mode=test`, [
    { name: 'Grace Hopper', email: 'grace@acme.example', country: 'US', department: 'Engineering' },
  ]);
  await sandbox.devices.create({
    serial_number: 'PF-MCP-0001',
    device_type: 'Laptop',
    model: 'ThinkPad T14',
    country: 'DE',
    employee: { name: 'Grace Hopper', email: 'grace@acme.example' },
  });

  const api = { LOADOUT_API_URL: server.url };
  [full, readOnly, liveDefault, liveAllowed] = await Promise.all([
    connectMcpStdio({ ...api, LOADOUT_API_KEY: acme.key }),
    connectMcpStdio({ ...api, LOADOUT_API_KEY: quotesReadKey }),
    connectMcpStdio({ ...api, LOADOUT_API_KEY: liveKey }),
    connectMcpStdio({ ...api, LOADOUT_API_KEY: liveKey }, ['--allow-live-writes']),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([full, readOnly, liveDefault, liveAllowed].map((connection) => connection?.close()));
  await server?.close();
});

const call = (client: Client, name: string, args: Record<string, unknown> = {}) =>
  client.callTool({ name, arguments: args });

const textOfResource = (read: { contents: ({ text: string } | { blob: string })[] }) => {
  const content = read.contents[0]!;
  return 'text' in content ? content.text : '';
};

async function toolNames(client: Client) {
  return (await client.listTools()).tools.map((tool) => tool.name).sort();
}

describe('MCP server over stdio, a test key with every scope', () => {
  it('lists every tool, the read-only ones hinted as such', async () => {
    const { tools } = await full.client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([...READ_TOOLS, ...WRITE_TOOLS, 'draft_quote'].sort());
    for (const tool of tools) {
      expect(tool.description!.length).toBeGreaterThan(40);
      expect(tool.annotations?.readOnlyHint).toBe(!WRITE_TOOLS.includes(tool.name));
    }
    const createQuote = tools.find((tool) => tool.name === 'create_quote')!;
    expect(createQuote.inputSchema.required).toEqual(['requester_email', 'items']);
    expect(Object.keys(createQuote.inputSchema.properties!)).toContain('idempotency_key');
    expect(full.stderr()).toContain('test key');
  });

  it('runs the quote flow: search the catalog, draft, create, get the priced quote, accept an option', async () => {
    const search = structured(await call(full.client, 'search_catalog', { query: 'thinkpad', product_type: 'laptop' }));
    expect(search.products.map((product: { id: string }) => product.id)).toEqual([laptop.id]);
    expect(search.available_filters.ram).toEqual(['16 GB', '32 GB']);
    const configurationId = search.products[0].configurations.find(
      (configuration: { ram: string }) => configuration.ram === '32 GB',
    ).id;

    const request = {
      requester_email: 'it@acme.example',
      items: [{ product_id: laptop.id, configuration_id: configurationId, quantity: 2, recipients: [RECIPIENT] }],
    };
    const draft = structured(await call(full.client, 'draft_quote', request));
    expect(draft).toMatchObject({
      created: false,
      valid: true,
      problems: [],
      estimated_total: 3300,
      estimated_total_currency: 'USD',
    });
    expect(draft.request_body.items[0].recipients[0].country).toBe('United Kingdom');
    expect((await sandbox.quotes.list()).data).toHaveLength(0);

    const created = structured(await call(full.client, 'create_quote', request)).quote;
    expect(created).toMatchObject({ status: 'Pending Review', livemode: false });
    await sandbox.testHelpers.priceQuote(created.id, {});

    const read = structured(await call(full.client, 'get_quote', { id: created.number }));
    expect(read.quote).toMatchObject({ id: created.id, status: 'Quoted', total: 3300 });
    expect(read.options[0].options).toEqual([
      expect.objectContaining({ option_id: created.items[0].id, type: 'item', unit_price: 1650, can_decide: true }),
    ]);

    const decided = structured(
      await call(full.client, 'decide_quote_option', {
        quote_id: created.id,
        option_id: created.items[0].id,
        decision: 'accept',
      }),
    );
    expect(decided).toMatchObject({ decided: { type: 'item', status: 'accepted' }, quote_status: 'Approved' });
    expect(decided.quote.items[0].recipients[0].status).toBe('Ordered');
  });

  it('drafts a kit as the devices it expands into, and names what is wrong without creating anything', async () => {
    const draft = structured(
      await call(full.client, 'draft_quote', {
        requester_email: 'it@acme.example',
        items: [
          { kit_id: kitId, recipients: [RECIPIENT] },
          { product_id: laptop.id, configuration_id: kitId, recipients: [RECIPIENT] },
        ],
      }),
    );
    expect(draft.valid).toBe(false);
    expect(draft.problems).toEqual([
      {
        path: 'items[1].configuration_id',
        message: expect.stringContaining('is not an active configuration of Lenovo ThinkPad T14 Gen 5'),
      },
    ]);
    expect(
      draft.would_create_items
        .filter((item: { mode: string }) => item.mode === 'kit')
        .map((item: { product_type: string }) => item.product_type),
    ).toEqual(['Laptop', 'Accessory']);
    expect(draft.estimated_total).toBeNull();
  });

  it("checks a draft with the API's own request rules before it looks anything up", async () => {
    const draft = structured(
      await call(full.client, 'draft_quote', {
        requester_email: 'it@acme.example',
        items: [{ product_type: 'Laptop', specification: { brand: 'Apple' }, recipients: [RECIPIENT] }],
      }),
    );
    expect(draft).toMatchObject({ created: false, valid: false, would_create_items: [] });
    expect(draft.problems).toEqual([{ path: 'items[0].specification', message: 'needs at least `brand` and `model`' }]);
  });

  it('creates one quote for a retried call with the same idempotency key', async () => {
    const request = {
      requester_email: 'it@acme.example',
      items: [{ product_type: 'Monitor', specification: { brand: 'Dell', model: 'U2724D' }, recipients: [RECIPIENT] }],
      idempotency_key: 'mcp-retry-0001',
    };
    const first = structured(await call(full.client, 'create_quote', request)).quote;
    const second = structured(await call(full.client, 'create_quote', request)).quote;
    expect(second.id).toBe(first.id);
  });

  it('answers an API error as a tool error carrying its code, message and request id', async () => {
    const missing = await call(full.client, 'get_quote', { id: 'Q-2099-999999' });
    expect(missing.isError).toBe(true);
    expect(textOf(missing)).toMatch(/"code": "NOT_FOUND"/);
    expect(textOf(missing)).toMatch(/"request_id": "[\w-]+"/);

    const invalid = await call(full.client, 'create_quote', {
      requester_email: 'it@acme.example',
      items: [{ product_id: '00000000-0000-4000-8000-000000000000', recipients: [RECIPIENT] }],
    });
    expect(invalid.isError).toBe(true);
    expect(textOf(invalid)).toContain('"code": "VALIDATION_ERROR"');
    expect(textOf(invalid)).toContain('items[0].product_id');
  });

  it('reads kits, employees and the inventory', async () => {
    const kits = structured(await call(full.client, 'list_kits', { region: 'europe' }));
    expect(kits.kits.map((kit: { id: string }) => kit.id)).toEqual([kitId]);
    expect(structured(await call(full.client, 'get_kit', { id: kitId })).kit.items).toHaveLength(2);
    const employees = structured(await call(full.client, 'list_employees', { search: 'grace' }));
    expect(employees.employees).toEqual([expect.objectContaining({ email: 'grace@acme.example', country: 'US' })]);
    const assets = structured(await call(full.client, 'lookup_asset', { serial_number: 'pf-mcp-0001' }));
    expect(assets.assets).toEqual([expect.objectContaining({ serial_number: 'PF-MCP-0001', status: 'in_use' })]);
  });

  it('creates device actions for an inventory device and an external one, and reads them back', async () => {
    const stored = structured(
      await call(full.client, 'create_device_action', {
        action_type: 'Store',
        serial_number: 'PF-MCP-0001',
        current_user: {
          name: 'Grace Hopper',
          email: 'grace@acme.example',
          country: 'DE',
          address: 'Hauptstr. 1, Berlin',
        },
        wipe: true,
      }),
    ).device_action;
    expect(stored).toMatchObject({ action_type: 'Store', status: 'In Progress', external: false, wipe: true });
    const read = structured(
      await call(full.client, 'get_device_action', { id: stored.action_id, include_asset: true }),
    ).device_action;
    expect(read).toMatchObject({ id: stored.id, asset: { serial_number: 'PF-MCP-0001' } });

    const unknown = await call(full.client, 'create_device_action', {
      action_type: 'Assign',
      serial_number: 'EXT-1',
      new_recipient: RECIPIENT_PERSON,
    });
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toContain('"code": "NOT_FOUND"');
    const external = structured(
      await call(full.client, 'create_device_action', {
        action_type: 'Assign',
        serial_number: 'EXT-1',
        new_recipient: RECIPIENT_PERSON,
        external_device: { model: 'MacBook Air', type: 'Laptop', country: 'Germany' },
      }),
    ).device_action;
    expect(external).toMatchObject({
      external: true,
      country: 'Germany',
      country_code: 'DE',
      new_recipient: { name: 'Ada Lovelace' },
    });
  });

  it('offers quotes and device actions as resources', async () => {
    const { resourceTemplates } = await full.client.listResourceTemplates();
    expect(resourceTemplates.map((template) => template.uriTemplate).sort()).toEqual([
      'loadout://device-actions/{id}',
      'loadout://quotes/{id}',
    ]);
    const quote = (await sandbox.quotes.list()).data[0]!;
    const { resources } = await full.client.listResources();
    expect(resources.map((resource) => resource.uri)).toContain(`loadout://quotes/${quote.id}`);
    const read = await full.client.readResource({ uri: `loadout://quotes/${quote.number}` });
    expect(read.contents[0]!.mimeType).toBe('application/json');
    expect(JSON.parse(textOfResource(read))).toMatchObject({ id: quote.id, number: quote.number });
    const action = (await sandbox.deviceActions.list()).data[0]!;
    const readAction = await full.client.readResource({ uri: `loadout://device-actions/${action.action_id}` });
    expect(JSON.parse(textOfResource(readAction))).toMatchObject({ id: action.id });
    await expect(full.client.readResource({ uri: 'loadout://quotes/Q-2099-999999' })).rejects.toThrow(/NOT_FOUND/);
  });
});

const RECIPIENT_PERSON = {
  name: 'Ada Lovelace',
  email: 'ada@acme.example',
  country: 'GB',
  address: '1 Main St, London',
};

describe('MCP server over stdio, start-up', () => {
  it('does not start with a key the API refuses, and says why on stderr', async () => {
    await expect(
      connectMcpStdio({ LOADOUT_API_URL: server.url, LOADOUT_API_KEY: `lo_test_${'x'.repeat(40)}` }),
    ).rejects.toThrow(/the API refused to start a session: .+/);
  });
});

describe('MCP server over stdio, a key with quotes:read only', () => {
  it('lists only the tools the key may use, and refuses a hidden one', async () => {
    expect(await toolNames(readOnly.client)).toEqual([
      'get_kit',
      'get_quote',
      'list_kits',
      'list_quotes',
      'search_catalog',
    ]);
    const refused = await call(readOnly.client, 'create_quote', { requester_email: 'it@acme.example', items: [] });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(/create_quote not found/);
    expect((await readOnly.client.listResourceTemplates()).resourceTemplates.map((template) => template.name)).toEqual([
      'quote',
    ]);
  });
});

describe('MCP server over stdio, a live key', () => {
  const request = {
    requester_email: 'it@acme.example',
    items: [
      { product_type: 'Laptop', specification: { brand: 'Apple', model: 'MacBook Air' }, recipients: [RECIPIENT] },
    ],
  };
  const liveQuotes = () => new Loadout({ apiKey: liveKey, baseUrl: server.url }).quotes.list();

  it('refuses a write unless the server was started with --allow-live-writes, and says how to allow it', async () => {
    const refused = await call(liveDefault.client, 'create_quote', request);
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toContain('--allow-live-writes');
    expect(textOf(refused)).toContain('MCP_ALLOW_LIVE_WRITES=true');
    expect((await liveQuotes()).data).toHaveLength(0);
    expect(structured(await call(liveDefault.client, 'draft_quote', request)).note).toContain('--allow-live-writes');
    expect(structured(await call(liveDefault.client, 'list_quotes')).quotes).toEqual([]);
  });

  it('writes with a live key once live writes are allowed', async () => {
    const created = structured(await call(liveAllowed.client, 'create_quote', request)).quote;
    expect(created).toMatchObject({ status: 'Pending Review', livemode: true });
    expect((await liveQuotes()).data.map((quote) => quote.id)).toEqual([created.id]);
  });
});
