import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/server/db/client';
import { createCompanyWithKey, createKey, type CompanyWithKey } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
let acme: CompanyWithKey;

beforeAll(async () => {
  server = await startTestServer();
  acme = await createCompanyWithKey(server);
});
afterAll(() => server?.close());

const device = (serial: string) => ({
  serial_number: serial,
  device_type: 'Laptop',
  model: 'MacBook Pro 14',
  country: 'US',
});

async function countAssets(token: string, serial: string) {
  const response = await server.request('GET', `/api/v1/assets?serial_number=${serial}`, { token });
  return response.body.data.length as number;
}

describe('Idempotency-Key on POST', () => {
  it('keeps secrets shown once sealed in the stored response, and still replays them', async () => {
    const key = randomUUID();
    const body = { name: 'Sealed', mode: 'live', scopes: ['quotes:read'] };
    const path = `/operator/v1/companies/${acme.companyId}/api-keys`;
    const first = await server.request('POST', path, {
      token: server.operatorToken,
      body,
      headers: { 'idempotency-key': key },
    });
    expect(first.status).toBe(201);
    const secret: string = first.body.data.key;
    const rows = await queryRows<{ response: unknown }>(
      server.running.database.db,
      sql`select response_body as response from idempotency_keys where key = ${key}`,
    );
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0]!.response)).not.toContain(secret);

    const retry = await server.request('POST', path, {
      token: server.operatorToken,
      body,
      headers: { 'idempotency-key': key },
    });
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body.data.key).toBe(secret);
  });

  it('replays the first response for a retry with the same key and body, and creates nothing twice', async () => {
    const key = randomUUID();
    const first = await server.request('POST', '/api/v1/devices', {
      token: acme.key,
      body: device('IDEM-1'),
      headers: { 'idempotency-key': key },
    });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();

    const retry = await server.request('POST', '/api/v1/devices', {
      token: acme.key,
      body: device('IDEM-1'),
      headers: { 'idempotency-key': key },
    });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await countAssets(acme.key, 'IDEM-1')).toBe(1);
  });

  it('treats the same body with keys in another order as the same request', async () => {
    const key = randomUUID();
    const body = device('IDEM-ORDER');
    const first = await server.request('POST', '/api/v1/devices', {
      token: acme.key,
      body,
      headers: { 'idempotency-key': key },
    });
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const retry = await server.request('POST', '/api/v1/devices', {
      token: acme.key,
      body: reordered,
      headers: { 'idempotency-key': key },
    });
    expect(retry.status).toBe(first.status);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
  });

  it('409 CONFLICT for the same key with a different body', async () => {
    const key = randomUUID();
    await server.request('POST', '/api/v1/devices', {
      token: acme.key,
      body: device('IDEM-2'),
      headers: { 'idempotency-key': key },
    });
    const mismatch = await server.request('POST', '/api/v1/devices', {
      token: acme.key,
      body: device('IDEM-3'),
      headers: { 'idempotency-key': key },
    });
    expect(mismatch.status).toBe(409);
    expect(mismatch.body.error.code).toBe('CONFLICT');
    expect(mismatch.body.error.message).toContain('Idempotency-Key');
    expect(await countAssets(acme.key, 'IDEM-3')).toBe(0);
  });

  it('keeps keys apart per API key', async () => {
    const other = await createKey(server, acme.companyId);
    const key = randomUUID();
    const first = await server.request('POST', '/api/v1/devices', {
      token: acme.key,
      body: device('IDEM-4'),
      headers: { 'idempotency-key': key },
    });
    const second = await server.request('POST', '/api/v1/devices', {
      token: other.key,
      body: device('IDEM-5'),
      headers: { 'idempotency-key': key },
    });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
  });

  it('does not store failures: a request that failed can be retried with the same key', async () => {
    const key = randomUUID();
    await server.request('POST', '/api/v1/devices', { token: acme.key, body: device('IDEM-6') });
    const conflict = await server.request('POST', '/api/v1/devices', {
      token: acme.key,
      body: device('IDEM-6'),
      headers: { 'idempotency-key': key },
    });
    expect(conflict.status).toBe(409);
    const again = await server.request('POST', '/api/v1/devices', {
      token: acme.key,
      body: device('IDEM-6'),
      headers: { 'idempotency-key': key },
    });
    expect(again.status).toBe(409);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
  });

  it('runs concurrent requests with one key once', async () => {
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        server.request('POST', '/api/v1/devices', {
          token: acme.key,
          body: device('IDEM-RACE'),
          headers: { 'idempotency-key': key },
        }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(201));
    expect(new Set(responses.map((response) => response.body.data.id)).size).toBe(1);
    expect(responses.filter((response) => response.headers.get('idempotent-replayed') === 'true')).toHaveLength(7);
    expect(await countAssets(acme.key, 'IDEM-RACE')).toBe(1);
  });

  it('400 for an unusable key', async () => {
    const response = await server.request('POST', '/api/v1/devices', {
      token: acme.key,
      body: device('IDEM-7'),
      headers: { 'idempotency-key': 'x'.repeat(300) },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.details).toEqual([{ path: 'Idempotency-Key', message: expect.any(String) }]);
  });

  it('works on the operator API too', async () => {
    const key = randomUUID();
    const first = await server.request('POST', '/operator/v1/companies', {
      token: server.operatorToken,
      body: { name: 'Initech' },
      headers: { 'idempotency-key': key },
    });
    const retry = await server.request('POST', '/operator/v1/companies', {
      token: server.operatorToken,
      body: { name: 'Initech' },
      headers: { 'idempotency-key': key },
    });
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body.data.id).toBe(first.body.data.id);
  });
});
