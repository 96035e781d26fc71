import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBase62 } from '@/server/access/credentials';
import { createCompanyWithKey, type CompanyWithKey } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/server';

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
    const response = await server.request('GET', '/api/v1/assets', {
      token: acme.key,
      headers: { 'x-request-id': 'log-test-1' },
    });
    expect(response.status).toBe(200);
    await server.request('GET', '/api/v1/assets', { token: `lo_live_${'C'.repeat(43)}` });
    await new Promise((resolve) => setTimeout(resolve, 100));

    const entries = lines.map((line) => JSON.parse(line));
    const completed = entries.find(
      (entry) => entry.request_id === 'log-test-1' && entry.message === 'request completed',
    );
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

  it('redact secrets in the logged URL: credential-like query parameters and anything shaped like a key', async () => {
    const query = `api_key=${acme.key}&limit=5&token=tok-123456&Signature=sig-abcdef&password=hunter2&X-Amz-Credential=cred-98765&q=${acme.key}`;
    const response = await server.request('GET', `/api/v1/assets?${query}`, {
      token: acme.key,
      headers: { 'x-request-id': 'log-test-url' },
    });
    expect(response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));

    const completed = lines.map((line) => JSON.parse(line)).find((entry) => entry.request_id === 'log-test-url');
    expect(completed.req.url).toBe(
      '/api/v1/assets?api_key=[REDACTED]&limit=5&token=[REDACTED]&Signature=[REDACTED]&password=[REDACTED]&X-Amz-Credential=[REDACTED]&q=[REDACTED]',
    );
    const everything = lines.join('\n');
    for (const secret of [acme.key, 'tok-123456', 'sig-abcdef', 'hunter2', 'cred-98765'])
      expect(everything).not.toContain(secret);
  });

  it('redact a choice-link token in the path, and every credential shape Loadout issues in the query', async () => {
    const choiceToken = randomBytes(32).toString('base64url');
    const link = await server.request('GET', `/api/v1/onboarding-choices/${choiceToken}`, {
      headers: { 'x-request-id': 'log-test-choice' },
    });
    expect(link.status).toBe(404);
    const scim = `lo_scim_live_${randomBase62()}`;
    const operator = `lo_op_${randomBase62()}`;
    const webhook = `whsec_${randomBytes(32).toString('base64')}`;
    const pasted = await server.request(
      'GET',
      `/api/v1/assets?note=${scim}&ref=${operator}&hook=${encodeURIComponent(webhook)}&limit=5`,
      { token: acme.key, headers: { 'x-request-id': 'log-test-shapes' } },
    );
    expect(pasted.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));

    const entries = lines.map((line) => JSON.parse(line));
    const choice = entries.find((entry) => entry.request_id === 'log-test-choice' && entry.req);
    expect(choice.req.url).toBe('/api/v1/onboarding-choices/[REDACTED]');
    const shapes = entries.find((entry) => entry.request_id === 'log-test-shapes' && entry.req);
    expect(shapes.req.url).toBe('/api/v1/assets?note=[REDACTED]&ref=[REDACTED]&hook=[REDACTED]&limit=5');
    const everything = lines.join('\n');
    for (const secret of [choiceToken, scim, scim.slice('lo_scim_live_'.length), operator, webhook.slice(6, 30)])
      expect(everything).not.toContain(secret);
  });

  it('log the SQL text of a failed query, never the values it was given', async () => {
    // A constraint the API does not know about makes the insert fail inside the database, as any unexpected
    // database error would.
    await server.running.database.db.execute(
      sql`alter table quotes add constraint logging_test_refuses check (requester_name is distinct from 'Refused Requester')`,
    );
    const response = await server.request('POST', '/api/v1/quotes', {
      token: acme.key,
      headers: { 'x-request-id': 'log-test-db' },
      body: {
        requester_email: 'private.person@acme.example',
        requester_name: 'Refused Requester',
        po_number: 'PO-PRIVATE-4711',
        items: [
          {
            product_type: 'Laptop',
            specification: { brand: 'Apple', model: 'Air' },
            recipients: [{ name: 'Private Recipient', country: 'GB', address: '9 Hidden Lane, London' }],
          },
        ],
      },
    });
    expect(response.status).toBe(500);
    expect(response.text).not.toContain('insert');
    await new Promise((resolve) => setTimeout(resolve, 100));

    const entries = lines.map((line) => JSON.parse(line)).filter((entry) => entry.request_id === 'log-test-db');
    const failed = entries.find((entry) => entry.level === 'error' && entry.err);
    expect(failed.err.message).toMatch(/insert into "quotes"/i);
    expect(failed.err.message).toContain('logging_test_refuses');
    expect(failed.err.code).toBe('23514');
    const logged = JSON.stringify(entries);
    for (const value of [
      'private.person@acme.example',
      'Refused Requester',
      'PO-PRIVATE-4711',
      'Private Recipient',
      'Hidden Lane',
    ]) {
      expect(logged, value).not.toContain(value);
    }
  });
});
