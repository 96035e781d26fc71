import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES } from '@/lib/contract/access';
import { createApiKey } from '@/server/access/service';
import { seedDemoData } from '@/server/seed/seed';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
let live: string;
let test: string;
let companyId: string;

beforeAll(async () => {
  server = await startTestServer({
    prepare: async (database) => void (companyId = (await seedDemoData(database.db)).companyId!),
  });
  const db = server.running.database.db;
  live = (await createApiKey(db, companyId, { name: 'live', mode: 'live', scopes: [...SCOPES], autopilot: false })).key;
  test = (await createApiKey(db, companyId, { name: 'test', mode: 'test', scopes: [...SCOPES], autopilot: false })).key;
});
afterAll(() => server?.close());

async function all(path: string, token: string) {
  const items: any[] = [];
  let cursor: string | null = null;
  do {
    const response = await server.request(
      'GET',
      `${path}${path.includes('?') ? '&' : '?'}limit=100${cursor ? `&cursor=${cursor}` : ''}`,
      { token },
    );
    expect(response.status).toBe(200);
    items.push(...response.body.data);
    cursor = response.body.meta.next_cursor;
  } while (cursor);
  return items;
}

describe('demo seed data (loaded by npm start on an empty database)', () => {
  it('has a catalog of at least 40 products over every product type, with configurations', async () => {
    const products = await all('/api/v1/products', live);
    expect(products.length).toBeGreaterThanOrEqual(40);
    const types = new Set(products.map((product) => product.product_type));
    expect([...types].sort()).toEqual([
      'Accessory',
      'Dock',
      'Headset',
      'Keyboard',
      'Laptop',
      'Monitor',
      'Mouse',
      'Phone',
      'Tablet',
    ]);
    expect(products.every((product) => product.configurations.length > 0)).toBe(true);
    const filters = (await server.request('GET', '/api/v1/products?limit=1', { token: live })).body.meta
      .available_filters;
    expect(filters.brand.length).toBeGreaterThanOrEqual(10);
    expect(filters.ram).toEqual(expect.arrayContaining(['16 GB', '32 GB']));
  });

  it('gives Acme kits for 3 regions and 60 employees in 8 countries, in live and in sandbox data', async () => {
    for (const [token, livemode] of [
      [live, true],
      [test, false],
    ] as const) {
      const kits = await all('/api/v1/kits', token);
      expect(new Set(kits.map((kit) => kit.region)).size).toBe(3);
      expect(kits.every((kit) => kit.livemode === livemode && kit.items.length > 0)).toBe(true);
      const employees = await all('/api/v1/employees', token);
      expect(employees).toHaveLength(60);
      expect(new Set(employees.map((employee) => employee.country)).size).toBe(8);
      expect(employees.every((employee) => employee.livemode === livemode && employee.address)).toBe(true);
    }
  });

  it('loads nothing twice', async () => {
    expect(await seedDemoData(server.running.database.db)).toEqual({ catalog: false, companyId: null });
  });
});
