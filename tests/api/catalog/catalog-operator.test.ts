import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithKey, type CompanyWithKey } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
let acme: CompanyWithKey;

const operator = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  server.request(method, `/operator/v1${path}`, { token: server.operatorToken, body, headers });

beforeAll(async () => {
  server = await startTestServer();
  acme = await createCompanyWithKey(server, { scopes: ['quotes:read'] });
});
afterAll(() => server?.close());

describe('POST and PATCH /operator/v1/products', () => {
  it('creates a product, changes and adds configurations, deactivates one and then the product', async () => {
    const created = await operator('POST', '/products', {
      name: 'HP EliteBook 840 G11',
      brand: 'HP',
      model: 'EliteBook 840 G11',
      product_type: 'Laptop',
      configurations: [
        { cpu: 'Intel Core Ultra 5 125U', ram: '16 GB', storage: '512 GB', screen_size: '14"', price_estimate: 1450 },
      ],
    });
    expect(created.status).toBe(201);
    const product = created.body.data;
    const [first] = product.configurations;

    const patched = await operator('PATCH', `/products/${product.id}`, {
      name: 'HP EliteBook 840 G11 (2024)',
      configurations: [
        { id: first.id, price_estimate: 1399 },
        { cpu: 'Intel Core Ultra 7 155U', ram: '32 GB', storage: '1 TB', screen_size: '14"', price_estimate: 1899 },
      ],
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data.name).toBe('HP EliteBook 840 G11 (2024)');
    expect(patched.body.data.configurations).toEqual([
      expect.objectContaining({ id: first.id, price_estimate: 1399, ram: '16 GB', active: true }),
      expect.objectContaining({ ram: '32 GB', price_estimate: 1899, active: true }),
    ]);

    await operator('PATCH', `/products/${product.id}`, { configurations: [{ id: first.id, active: false }] });
    const publicView = await server.request('GET', `/api/v1/products/${product.id}`, { token: acme.key });
    expect(publicView.body.data.configurations.map((configuration: { ram: string }) => configuration.ram)).toEqual([
      '32 GB',
    ]);
    expect((await operator('GET', `/products/${product.id}`)).body.data.configurations).toHaveLength(2);

    await operator('PATCH', `/products/${product.id}`, { active: false });
    const list = await server.request('GET', '/api/v1/products?search=elitebook', { token: acme.key });
    expect(list.body.data).toEqual([]);
    expect((await server.request('GET', `/api/v1/products/${product.id}`, { token: acme.key })).body.data.active).toBe(
      false,
    );
  });

  it('400 for a configuration id of another product, a duplicate brand and model, or no configuration', async () => {
    const a = (
      await operator('POST', '/products', {
        name: 'A',
        brand: 'Acme',
        model: 'A1',
        product_type: 'Mouse',
        configurations: [{}],
      })
    ).body.data;
    const b = (
      await operator('POST', '/products', {
        name: 'B',
        brand: 'Acme',
        model: 'B1',
        product_type: 'Mouse',
        configurations: [{}],
      })
    ).body.data;
    const foreign = await operator('PATCH', `/products/${a.id}`, {
      configurations: [{ id: b.configurations[0].id, price_estimate: 1 }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.details).toEqual([
      { path: 'configurations[0].id', message: expect.stringContaining(a.id) },
    ]);
    const duplicate = await operator('POST', '/products', {
      name: 'A again',
      brand: 'ACME',
      model: 'a1',
      product_type: 'Mouse',
      configurations: [{}],
    });
    expect(duplicate.status).toBe(400);
    const empty = await operator('POST', '/products', {
      name: 'C',
      brand: 'Acme',
      model: 'C1',
      product_type: 'Mouse',
      configurations: [],
    });
    expect(empty.body.error.details).toEqual([{ path: 'configurations', message: expect.any(String) }]);
  });
});

describe('POST /operator/v1/products/import', () => {
  const CSV = [
    'brand,model,name,product_type,cpu,ram,storage,screen_size,price_estimate,currency,active',
    'Apple,MacBook Air 15,MacBook Air 15" (M4),Laptop,Apple M4,16 GB,256 GB,15.3",1299,USD,true',
    'Apple,MacBook Air 15,MacBook Air 15" (M4),Laptop,Apple M4,24 GB,512 GB,15.3",1699,USD,true',
    'Dell,U2724D,Dell UltraSharp 27 QHD,Monitor,,,,27",429.99,USD,',
    ',Nameless,Nameless,Mouse,,,,,10,USD,true',
    'Logitech,MX Keys S,Logitech MX Keys S,Keyboard,,,,,abc,USD,true',
  ].join('\n');

  const importCsv = (csv: string) => operator('POST', '/products/import', csv, { 'content-type': 'text/csv' });

  it('adds products and configurations, reports bad rows, and changes nothing on a second run', async () => {
    const first = await importCsv(CSV);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      products_created: 2,
      products_updated: 0,
      configurations_created: 3,
      configurations_updated: 0,
      unchanged: 0,
      errors: [
        { row: 4, message: expect.stringContaining('brand') },
        { row: 5, message: expect.stringContaining('price_estimate') },
      ],
    });
    const air = await server.request('GET', '/api/v1/products?search=air%2015', { token: acme.key });
    expect(
      air.body.data[0].configurations.map((c: { ram: string; price_estimate: number }) => [c.ram, c.price_estimate]),
    ).toEqual([
      ['16 GB', 1299],
      ['24 GB', 1699],
    ]);

    const second = await importCsv(CSV);
    expect(second.body.data).toMatchObject({
      products_created: 0,
      products_updated: 0,
      configurations_created: 0,
      configurations_updated: 0,
      unchanged: 3,
    });
  });

  it('updates a price and deactivates a configuration from a later file', async () => {
    const update = await importCsv(
      [
        'brand,model,name,product_type,cpu,ram,storage,screen_size,price_estimate,active',
        'apple,macbook air 15,MacBook Air 15" (M4),Laptop,Apple M4,16 GB,256 GB,15.3",1249,true',
        'Apple,MacBook Air 15,MacBook Air 15" (M4),Laptop,Apple M4,24 GB,512 GB,15.3",1699,false',
      ].join('\n'),
    );
    expect(update.body.data).toMatchObject({ configurations_updated: 2, unchanged: 0, errors: [] });
    const air = await server.request('GET', '/api/v1/products?search=air%2015', { token: acme.key });
    expect(
      air.body.data[0].configurations.map((c: { ram: string; price_estimate: number }) => [c.ram, c.price_estimate]),
    ).toEqual([['16 GB', 1249]]);
  });
});
