import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithKey, type CompanyWithKey } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
let acme: CompanyWithKey;

beforeAll(async () => {
  server = await startTestServer({
    configure(app) {
      // A route that fails the way a bug would, to see what the client gets.
      app.get('/api/v1/__broken', async () => {
        throw new Error('secret internal detail: connection string postgres://x');
      });
    },
  });
  acme = await createCompanyWithKey(server);
});
afterAll(() => server?.close());

const device = { serial_number: 'SN-1', device_type: 'Laptop', model: 'ThinkPad X1 Carbon', country: 'DE' };

describe('error envelope', () => {
  it('400 VALIDATION_ERROR for malformed JSON', async () => {
    const response = await server.request('POST', '/api/v1/devices', { token: acme.key, body: '{"serial_number": ' });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION_ERROR');
    expect(response.body.error.message).toContain('not valid JSON');
  });

  it('400 with a path per problem for an invalid body, unknown fields included', async () => {
    const response = await server.request('POST', '/api/v1/devices', {
      token: acme.key,
      body: { ...device, model: '', cost: -5, employee: { name: 'Ann', emial: 'ann@example.com' } },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION_ERROR');
    const paths = response.body.error.details.map((detail: { path: string }) => detail.path).sort();
    expect(paths).toEqual(['cost', 'employee.emial', 'model']);
    for (const detail of response.body.error.details) expect(detail.message.length).toBeGreaterThan(3);
  });

  it('400 for a wrong type and a missing field', async () => {
    const response = await server.request('POST', '/api/v1/devices', {
      token: acme.key,
      body: { serial_number: 42, device_type: 'Laptop', model: 'X' },
    });
    expect(response.status).toBe(400);
    const paths = response.body.error.details.map((detail: { path: string }) => detail.path).sort();
    expect(paths).toEqual(['country', 'serial_number']);
  });

  it('400 for an invalid query parameter', async () => {
    const response = await server.request('GET', '/api/v1/assets?limit=500', { token: acme.key });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'limit' }] });
    const cursor = await server.request('GET', '/api/v1/assets?cursor=not-a-cursor', { token: acme.key });
    expect(cursor.status).toBe(400);
    expect(cursor.body.error).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'cursor' }] });
  });

  it('413 VALIDATION_ERROR for a body over 1 MiB', async () => {
    const response = await server.request('POST', '/api/v1/devices', {
      token: acme.key,
      body: { ...device, description: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe('VALIDATION_ERROR');
    expect(response.body.error.message).toContain('1 MiB');
  });

  it('415 VALIDATION_ERROR for a body that is not JSON', async () => {
    const response = await server.request('POST', '/api/v1/devices', {
      token: acme.key,
      body: 'serial_number=SN-1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect(response.body.error.code).toBe('VALIDATION_ERROR');
  });

  it('404 NOT_FOUND for an unknown route, with or without a key', async () => {
    const known = await server.request('GET', '/api/v1/no-such-thing', { token: acme.key });
    expect(known.status).toBe(404);
    expect(known.body.error.code).toBe('NOT_FOUND');
    expect(known.headers.get('x-ratelimit-limit')).toBe('600');
    const outside = await server.request('GET', '/nowhere');
    expect(outside.status).toBe(404);
    expect(outside.body.error.code).toBe('NOT_FOUND');
  });

  it('404 pointing to device actions for the removed GET /api/v1/assets/:id', async () => {
    const response = await server.request('GET', '/api/v1/assets/6f1c1c1e-7f7b-4c1e-9d6a-1c1e7f7b4c1e', {
      token: acme.key,
    });
    expect(response.status).toBe(404);
    expect(response.body.error.message).toContain('include_asset=true');
  });

  it('409 CONFLICT for a serial number already in the inventory', async () => {
    const first = await server.request('POST', '/api/v1/devices', {
      token: acme.key,
      body: { ...device, serial_number: 'DUP-1' },
    });
    expect(first.status).toBe(201);
    const second = await server.request('POST', '/api/v1/devices', {
      token: acme.key,
      body: { ...device, serial_number: 'dup-1' },
    });
    expect(second.status).toBe(409);
    expect(second.body.error).toMatchObject({ code: 'CONFLICT', details: { asset_id: first.body.data.id } });
  });

  it('500 INTERNAL_ERROR without internals for a thrown bug', async () => {
    const response = await server.request('GET', '/api/v1/__broken', { token: acme.key });
    expect(response.status).toBe(500);
    expect(response.body.error.code).toBe('INTERNAL_ERROR');
    expect(response.text).not.toContain('secret internal detail');
    expect(response.text).not.toContain('postgres://');
    expect(response.body.error.message).toContain(response.headers.get('x-request-id'));
  });

  it('X-Request-Id on every response: generated, or echoed when sane', async () => {
    const generated = await server.request('GET', '/api/v1/assets', { token: acme.key });
    expect(generated.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{32}$/);
    const echoed = await server.request('GET', '/api/v1/assets', {
      token: acme.key,
      headers: { 'x-request-id': 'client-abc.123' },
    });
    expect(echoed.headers.get('x-request-id')).toBe('client-abc.123');
    const insane = await server.request('GET', '/api/v1/assets', {
      token: acme.key,
      headers: { 'x-request-id': 'bad id <script>' },
    });
    expect(insane.headers.get('x-request-id')).toMatch(/^req_/);
    const failed = await server.request('GET', '/api/v1/assets');
    expect(failed.headers.get('x-request-id')).toMatch(/^req_/);
  });
});
