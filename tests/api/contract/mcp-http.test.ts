import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithKey, createKey, type CompanyWithKey } from '../../support/fixtures';
import { startMcpHttp, structured, textOf, type McpHttpProcess } from '../../support/mcp';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
let acme: CompanyWithKey;
let quotesReadKey: string;
let liveKey: string;
let mcp: McpHttpProcess;
const clients: Client[] = [];

beforeAll(async () => {
  server = await startTestServer();
  acme = await createCompanyWithKey(server, { mode: 'test' });
  quotesReadKey = (await createKey(server, acme.companyId, { mode: 'test', scopes: ['quotes:read'] })).key;
  liveKey = (await createKey(server, acme.companyId, { mode: 'live' })).key;
  mcp = await startMcpHttp({ LOADOUT_API_URL: server.url });
}, 120_000);

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await mcp?.stop();
  await server?.close();
});

async function connect(apiKey: string) {
  const client = new Client({ name: 'loadout-tests', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(mcp.url), {
      requestInit: { headers: { authorization: `Bearer ${apiKey}` } },
    }),
  );
  clients.push(client);
  return client;
}

const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'curl', version: '1' } },
};

function post(body: unknown, headers: Record<string, string> = {}) {
  return fetch(mcp.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify(body),
  });
}

describe('MCP server over streamable HTTP', () => {
  it('listens on loopback', () => {
    expect(mcp.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
  });

  it('refuses a request without an API key, saying how to send one', async () => {
    const response = await post(INITIALIZE);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect((await response.json()).error.message).toContain('Authorization: Bearer lo_test_');
  });

  it('refuses a key that is not a Loadout key, and one the API does not know', async () => {
    const malformed = await post(INITIALIZE, { authorization: 'Bearer not-a-key' });
    expect(malformed.status).toBe(401);
    expect((await malformed.json()).error.message).toContain('Not a Loadout API key');

    const unknown = await post(INITIALIZE, { authorization: `Bearer lo_test_${'x'.repeat(40)}` });
    expect(unknown.status).toBe(401);
    expect((await unknown.json()).error.message).toMatch(
      /^The Loadout API refused this API key: .+\(request id [\w-]+\)$/,
    );
  });

  it('serves the tools of a good key, one session per key', async () => {
    const client = await connect(acme.key);
    const names = (await client.listTools()).tools.map((tool) => tool.name);
    expect(names).toEqual(
      expect.arrayContaining(['create_quote', 'decide_quote_option', 'create_device_action', 'search_catalog']),
    );
    expect(structured(await client.callTool({ name: 'list_quotes', arguments: {} })).quotes).toEqual([]);

    const readOnly = await connect(quotesReadKey);
    expect((await readOnly.listTools()).tools.map((tool) => tool.name).sort()).toEqual([
      'get_kit',
      'get_quote',
      'list_kits',
      'list_quotes',
      'search_catalog',
    ]);
  });

  it('refuses a session used with another key than the one that started it', async () => {
    const started = await post(INITIALIZE, { authorization: `Bearer ${acme.key}` });
    expect(started.status).toBe(200);
    const sessionId = started.headers.get('mcp-session-id')!;
    await started.body?.cancel();
    const list = { jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} };
    const hijacked = await post(list, {
      authorization: `Bearer ${quotesReadKey}`,
      'mcp-session-id': sessionId,
      'mcp-protocol-version': '2025-06-18',
    });
    expect(hijacked.status).toBe(401);
    expect((await hijacked.json()).error.message).toContain('another API key');
    const withoutKey = await post(list, { 'mcp-session-id': sessionId });
    expect(withoutKey.status).toBe(401);
  });

  it('refuses live writes here too unless the server allows them', async () => {
    const client = await connect(liveKey);
    const refused = await client.callTool({
      name: 'create_quote',
      arguments: {
        requester_email: 'it@acme.example',
        items: [
          {
            product_type: 'Laptop',
            specification: { brand: 'Apple', model: 'MacBook Air' },
            recipients: [{ name: 'Ada', country: 'GB', address: '1 Main St' }],
          },
        ],
      },
    });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toContain('--allow-live-writes');
  });
});
