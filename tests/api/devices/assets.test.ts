import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithKey, createKey, type CompanyWithKey } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
let acme: CompanyWithKey;
let globex: CompanyWithKey;

const COUNTRIES = ['DE', 'US', 'GB'];
const TYPES = ['Laptop', 'Monitor'];

beforeAll(async () => {
  server = await startTestServer();
  acme = await createCompanyWithKey(server, { scopes: ['assets:write'] });
  globex = await createCompanyWithKey(server, { name: 'Globex', scopes: ['assets:write'] });
  for (let i = 0; i < 23; i++) {
    const response = await server.request('POST', '/api/v1/devices', {
      token: acme.key,
      body: {
        serial_number: `ACME-${String(i).padStart(3, '0')}`,
        device_type: TYPES[i % 2],
        model: i % 2 ? 'Dell U2723QE' : 'ThinkPad T14',
        country: COUNTRIES[i % 3],
        employee: i % 4 === 0 ? null : { name: `Employee ${i}`, email: `e${i}@acme.test` },
        cost: 1000 + i,
      },
    });
    expect(response.status).toBe(201);
  }
  await server.request('POST', '/api/v1/devices', {
    token: globex.key,
    body: { serial_number: 'GLOBEX-1', device_type: 'Laptop', model: 'ThinkPad T14', country: 'DE' },
  });
});
afterAll(() => server?.close());

async function collectPages(query: string, token = acme.key) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const response = await server.request('GET', `/api/v1/assets?${query}${cursor ? `&cursor=${cursor}` : ''}`, {
      token,
    });
    expect(response.status).toBe(200);
    ids.push(...response.body.data.map((asset: { id: string }) => asset.id));
    expect(response.body.meta.has_more).toBe(response.body.meta.next_cursor !== null);
    cursor = response.body.meta.next_cursor;
    pages++;
  } while (cursor);
  return { ids, pages };
}

describe('POST /api/v1/devices', () => {
  it('adds a device in use by an employee, or in storage without one', async () => {
    const response = await server.request('POST', '/api/v1/devices', {
      token: acme.key,
      body: {
        serial_number: 'NEW-1',
        device_type: 'Phone',
        model: 'iPhone 16',
        country: 'FR',
        employee: { name: 'Zoé', email: 'zoe@acme.test' },
      },
    });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      serial_number: 'NEW-1',
      status: 'in_use',
      employee: { name: 'Zoé', email: 'zoe@acme.test' },
      source: 'added',
      currency: 'USD',
      livemode: true,
    });
    const stored = await server.request('POST', '/api/v1/devices', {
      token: acme.key,
      body: { serial_number: 'NEW-2', device_type: 'Phone', model: 'Pixel 9', country: 'FR' },
    });
    expect(stored.body.data).toMatchObject({ status: 'in_storage', employee: null });
  });

  it('403 with only assets:read', async () => {
    const { key } = await createKey(server, acme.companyId, { scopes: ['assets:read'] });
    const response = await server.request('POST', '/api/v1/devices', {
      token: key,
      body: { serial_number: 'RO-1', device_type: 'Phone', model: 'Pixel 9', country: 'FR' },
    });
    expect(response.status).toBe(403);
  });
});

describe('GET /api/v1/assets', () => {
  it('pages through every asset once, with no duplicates or gaps, in both sort orders', async () => {
    const all = await collectPages('limit=100&search=ACME-');
    expect(all.ids).toHaveLength(23);
    for (const sort of ['-created_at', 'created_at', 'updated_at', '-updated_at']) {
      const paged = await collectPages(`limit=5&search=ACME-&sort=${sort}`);
      expect(paged.pages).toBe(5);
      expect(new Set(paged.ids).size).toBe(23);
      expect(paged.ids.sort()).toEqual([...all.ids].sort());
    }
    const ascending = await collectPages('limit=7&search=ACME-&sort=created_at');
    const descending = await collectPages('limit=7&search=ACME-&sort=-created_at');
    expect(ascending.ids).toEqual([...descending.ids].reverse());
  });

  it('defaults to 25 per page', async () => {
    await server.request('POST', '/api/v1/devices', {
      token: acme.key,
      body: { serial_number: 'EXTRA-26', device_type: 'Dock', model: 'CalDigit TS4', country: 'US' },
    });
    const total = (await server.request('GET', '/api/v1/assets?limit=100', { token: acme.key })).body.data.length;
    expect(total).toBeGreaterThan(25);
    const response = await server.request('GET', '/api/v1/assets', { token: acme.key });
    expect(response.body.data).toHaveLength(25);
    expect(response.body.meta.has_more).toBe(true);
  });

  it('refuses a cursor issued for another sort', async () => {
    const first = await server.request('GET', '/api/v1/assets?limit=2&sort=created_at', { token: acme.key });
    const response = await server.request(
      'GET',
      `/api/v1/assets?limit=2&sort=-updated_at&cursor=${first.body.meta.next_cursor}`,
      { token: acme.key },
    );
    expect(response.status).toBe(400);
    expect(response.body.error.details[0].path).toBe('cursor');
  });

  it('filters by search, serial number, status, country and device type, case-insensitively', async () => {
    const bySerial = await server.request('GET', '/api/v1/assets?serial_number=acme-007', { token: acme.key });
    expect(bySerial.body.data.map((asset: { serial_number: string }) => asset.serial_number)).toEqual(['ACME-007']);

    const partial = await server.request('GET', '/api/v1/assets?search=cme-01&limit=100', { token: acme.key });
    expect(partial.body.data).toHaveLength(10);

    const byEmployee = await server.request('GET', '/api/v1/assets?search=E5%40ACME', { token: acme.key });
    expect(byEmployee.body.data.map((asset: { serial_number: string }) => asset.serial_number)).toEqual(['ACME-005']);

    const inStorage = await collectPages('status=in_storage&search=ACME-');
    expect(inStorage.ids).toHaveLength(6);

    const countries = await collectPages('country=de,gb&search=ACME-');
    expect(countries.ids).toHaveLength(15);

    const monitors = await server.request('GET', '/api/v1/assets?device_type=MONITOR&limit=100', { token: acme.key });
    expect(monitors.body.data).toHaveLength(11);
    expect(monitors.body.data.every((asset: { device_type: string }) => asset.device_type === 'Monitor')).toBe(true);
  });

  it("never shows another company's assets, nor live assets to a test key", async () => {
    const globexSerial = await server.request('GET', '/api/v1/assets?search=GLOBEX', { token: acme.key });
    expect(globexSerial.body.data).toEqual([]);
    const own = await server.request('GET', '/api/v1/assets', { token: globex.key });
    expect(own.body.data.map((asset: { serial_number: string }) => asset.serial_number)).toEqual(['GLOBEX-1']);

    const sandbox = await createKey(server, acme.companyId, { mode: 'test', scopes: ['assets:write'] });
    expect((await server.request('GET', '/api/v1/assets', { token: sandbox.key })).body.data).toEqual([]);
    const created = await server.request('POST', '/api/v1/devices', {
      token: sandbox.key,
      body: { serial_number: 'ACME-000', device_type: 'Laptop', model: 'ThinkPad T14', country: 'DE' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.livemode).toBe(false);
    const live = await server.request('GET', '/api/v1/assets?serial_number=ACME-000', { token: acme.key });
    expect(live.body.data).toHaveLength(1);
    expect(live.body.data[0].livemode).toBe(true);
  });
});
