import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createCompanyWithKey, createFreeformQuote, type CompanyWithKey } from '../../support/fixtures';
import { startTestServer, type TestServer, type TestResponse } from '../../support/server';

// Money is stored as numeric(12,2): at most 9 999 999 999.99. Larger amounts used to fail the insert with a 500
// ("numeric field overflow"); the contracts now state the bounds and the API answers 400 naming the field.

let server: TestServer;
let live: CompanyWithKey;
let sandbox: CompanyWithKey;

const operator = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  server.request(method, `/operator/v1${path}`, { token: server.operatorToken, body, headers });

const MONEY_FIELDS = new Set(['cost', 'price', 'price_estimate', 'prices']);
const TOO_LARGE = [1e308, 100_000_000_000, 10_000_000_000, 9_999_999_999.999];

function expectFieldError(response: TestResponse, path: string) {
  expect(response.status, response.text).toBe(400);
  expect(response.body.error.code).toBe('VALIDATION_ERROR');
  expect(response.body.error.details).toEqual([{ path, message: expect.stringContaining('9999999999.99') }]);
}

beforeAll(async () => {
  server = await startTestServer();
  live = await createCompanyWithKey(server);
  sandbox = await createCompanyWithKey(server, { name: 'Sandbox Co', mode: 'test' });
});
afterAll(() => server?.close());

describe('amounts beyond numeric(12,2)', () => {
  it('POST /api/v1/devices: 400 naming cost; the largest amount that fits is stored exactly', async () => {
    for (const [index, cost] of TOO_LARGE.entries()) {
      const response = await server.request('POST', '/api/v1/devices', {
        token: live.key,
        body: { serial_number: `SN-BIG-${index}`, device_type: 'Laptop', model: 'MacBook Air', country: 'GB', cost },
      });
      expectFieldError(response, 'cost');
    }
    const largest = await server.request('POST', '/api/v1/devices', {
      token: live.key,
      body: {
        serial_number: 'SN-MAX',
        device_type: 'Laptop',
        model: 'MacBook Air',
        country: 'GB',
        cost: 9_999_999_999.99,
      },
    });
    expect(largest.status).toBe(201);
    expect(largest.body.data.cost).toBe(9_999_999_999.99);
  });

  it('operator item price and alternative price: 400 naming price', async () => {
    const quote = await createFreeformQuote(server, live);
    for (const price of TOO_LARGE) {
      expectFieldError(await operator('PUT', `/quotes/${quote.id}/items/${quote.itemId}/price`, { price }), 'price');
      expectFieldError(
        await operator('POST', `/quotes/${quote.id}/items/${quote.itemId}/alternatives`, {
          brand: 'Dell',
          model: 'XPS 13',
          price,
          is_exact_match: false,
        }),
        'price',
      );
    }
    expect(
      (await operator('PUT', `/quotes/${quote.id}/items/${quote.itemId}/price`, { price: 9_999_999_999.99 })).status,
    ).toBe(200);
  });

  it('sandbox helpers: 400 naming prices.<item id> and the alternative price', async () => {
    const quote = await createFreeformQuote(server, sandbox);
    const priced = await server.request('POST', `/api/v1/test-helpers/quotes/${quote.id}/price`, {
      token: sandbox.key,
      body: { prices: { [quote.itemId]: 1e308 } },
    });
    expectFieldError(priced, `prices.${quote.itemId}`);
    const alternative = await server.request(
      'POST',
      `/api/v1/test-helpers/quotes/${quote.id}/items/${quote.itemId}/alternatives`,
      {
        token: sandbox.key,
        body: { brand: 'Dell', model: 'XPS 13', price: 1e308, is_exact_match: false },
      },
    );
    expectFieldError(alternative, 'price');
  });

  it('catalog products: 400 naming the configuration price on create and on change', async () => {
    const product = { name: 'Big', brand: 'Bounds', model: 'B1', product_type: 'Laptop' };
    expectFieldError(
      await operator('POST', '/products', { ...product, configurations: [{ price_estimate: 1e308 }] }),
      'configurations[0].price_estimate',
    );
    const created = await operator('POST', '/products', { ...product, configurations: [{ price_estimate: 1000 }] });
    expect(created.status).toBe(201);
    const [configuration] = created.body.data.configurations;
    expectFieldError(
      await operator('PATCH', `/products/${created.body.data.id}`, {
        configurations: [{ id: configuration.id, price_estimate: 100_000_000_000 }],
      }),
      'configurations[0].price_estimate',
    );
  });

  it('catalog import: the out-of-range row is reported and the valid rows are kept', async () => {
    const csv = [
      'brand,model,name,product_type,ram,price_estimate',
      'Bounds,Row One,Row One,Laptop,16 GB,1200',
      'Bounds,Row Two,Row Two,Laptop,16 GB,100000000000',
      'Bounds,Row Three,Row Three,Laptop,16 GB,1300.50',
    ].join('\n');
    const response = await operator('POST', '/products/import', csv, { 'content-type': 'text/csv' });
    expect(response.status, response.text).toBe(200);
    expect(response.body.data).toMatchObject({ products_created: 2, configurations_created: 2 });
    expect(response.body.data.errors).toEqual([{ row: 2, message: expect.stringContaining('price_estimate') }]);
    expect(response.body.data.errors[0].message).toContain('9999999999.99');

    const json = await operator('POST', '/products/import', [
      { brand: 'Bounds', model: 'Row Four', name: 'Row Four', product_type: 'Laptop', price_estimate: 1e308 },
      { brand: 'Bounds', model: 'Row Five', name: 'Row Five', product_type: 'Laptop', price_estimate: 10 },
    ]);
    expect(json.status).toBe(200);
    expect(json.body.data.products_created).toBe(1);
    expect(json.body.data.errors).toEqual([{ row: 1, message: expect.stringContaining('price_estimate') }]);
  });

  it('the OpenAPI documents state the bounds of every money field of a request', async () => {
    const documents = [
      (await server.request('GET', '/api/v1/openapi.json')).body,
      (await operator('GET', '/openapi.json')).body,
    ];
    const found: string[] = [];
    const visit = (node: unknown, where: string) => {
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        if (key === 'example') continue; // a recorded request, not a schema
        if (MONEY_FIELDS.has(key)) {
          found.push(`${where} ${key}`);
          expect(JSON.stringify(value), `${where} ${key}`).toMatch(/"minimum":0,"maximum":9999999999\.99/);
        }
        visit(value, where);
      }
    };
    for (const document of documents) {
      for (const [path, operations] of Object.entries<Record<string, { requestBody?: unknown }>>(document.paths)) {
        for (const [method, operation] of Object.entries(operations))
          visit(operation.requestBody, `${method.toUpperCase()} ${path}`);
      }
    }
    expect(found).toEqual(
      expect.arrayContaining([
        'POST /api/v1/devices cost',
        'POST /api/v1/test-helpers/quotes/{id}/price prices',
        'POST /api/v1/test-helpers/quotes/{id}/items/{itemId}/alternatives price',
        'PUT /operator/v1/quotes/{id}/items/{itemId}/price price',
        'POST /operator/v1/quotes/{id}/items/{itemId}/alternatives price',
        'POST /operator/v1/products price_estimate',
        'PATCH /operator/v1/products/{id} price_estimate',
      ]),
    );
  });
});

describe('an amount the database cannot store, past the contracts', () => {
  // The columns are narrowed under a running server (a deployment whose schema drifted, or a path without a
  // contract); the database's numeric_value_out_of_range must still leave as a 400, never a 500.
  let narrow: TestServer;
  let acme: CompanyWithKey;

  beforeAll(async () => {
    narrow = await startTestServer();
    acme = await createCompanyWithKey(narrow);
    await narrow.running.database.db.execute(sql`alter table assets alter column cost type numeric(5,2)`);
    await narrow.running.database.db.execute(
      sql`alter table product_configurations alter column price_estimate type numeric(5,2)`,
    );
  });
  afterAll(() => narrow?.close());

  it('POST /api/v1/devices answers 400 VALIDATION_ERROR, not 500', async () => {
    const response = await narrow.request('POST', '/api/v1/devices', {
      token: acme.key,
      body: { serial_number: 'SN-NARROW', device_type: 'Laptop', model: 'MacBook Air', country: 'GB', cost: 5000 },
    });
    expect(response.status, response.text).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION_ERROR');
    expect(response.body.error.message).toMatch(/too large|out of range/i);
  });

  it('the catalog import reports the row and keeps the others', async () => {
    const csv = [
      'brand,model,name,product_type,price_estimate',
      'Narrow,N1,N1,Laptop,10',
      'Narrow,N2,N2,Laptop,5000',
      'Narrow,N3,N3,Laptop,20',
    ].join('\n');
    const response = await narrow.request('POST', '/operator/v1/products/import', {
      token: narrow.operatorToken,
      body: csv,
      headers: { 'content-type': 'text/csv' },
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body.data.products_created).toBe(2);
    expect(response.body.data.errors).toEqual([{ row: 2, message: expect.stringMatching(/too large|out of range/i) }]);
    const list = await narrow.request('GET', '/operator/v1/products?search=Narrow', { token: narrow.operatorToken });
    expect(list.body.data.map((product: { model: string }) => product.model).sort()).toEqual(['N1', 'N3']);
  });
});
