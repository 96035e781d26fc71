import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithKey, type CompanyWithKey } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let acme: CompanyWithKey;
const lines: string[] = [];

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk) => lines.push(...String(chunk).split('\n').filter(Boolean)));
  server = await startTestServer({ logTo: stream });
  acme = await createCompanyWithKey(server);
});
afterAll(() => server?.close());

describe('structured logs', () => {
  it('are JSON lines, one per request, with the request id, company and key id, and never a key or token', async () => {
    const response = await server.request('GET', '/api/v1/assets', { token: acme.key, headers: { 'x-request-id': 'log-test-1' } });
    expect(response.status).toBe(200);
    await server.request('GET', '/api/v1/assets', { token: `lo_live_${'C'.repeat(43)}` });
    await new Promise((resolve) => setTimeout(resolve, 100));

    const entries = lines.map((line) => JSON.parse(line));
    const completed = entries.find((entry) => entry.request_id === 'log-test-1' && entry.message === 'request completed');
    expect(completed).toMatchObject({
      level: 'info',
      company_id: acme.companyId,
      api_key_id: acme.keyId,
      req: { method: 'GET', url: '/api/v1/assets' },
      res: { statusCode: 200 },
    });
    expect(typeof completed.responseTime).toBe('number');
    expect(entries.filter((entry) => entry.request_id === 'log-test-1')).toHaveLength(1);

    const everything = lines.join('\n');
    expect(everything).not.toContain(acme.key);
    expect(everything).not.toContain('C'.repeat(43));
    expect(everything).not.toContain(server.operatorToken);
  });
});
