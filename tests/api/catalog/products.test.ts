import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithKey, type CompanyWithKey } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
let acme: CompanyWithKey;

type Config = {
  cpu?: string | null;
  ram?: string | null;
  storage?: string | null;
  screen_size?: string | null;
  price_estimate?: number;
  active?: boolean;
};
const laptop = (brand: string, model: string, configurations: Config[], active = true) => ({
  name: `${brand} ${model}`,
  brand,
  model,
  product_type: 'Laptop',
  active,
  configurations,
});

const CATALOG = [
  laptop('Apple', 'MacBook Air 13', [
    { cpu: 'Apple M4', ram: '16 GB', storage: '256 GB', screen_size: '13.6"', price_estimate: 1099 },
    { cpu: 'Apple M4', ram: '24 GB', storage: '512 GB', screen_size: '13.6"', price_estimate: 1499 },
  ]),
  laptop('Apple', 'MacBook Pro 14', [
    { cpu: 'Apple M4 Pro', ram: '24 GB', storage: '512 GB', screen_size: '14"', price_estimate: 1999 },
    { cpu: 'Apple M3 Pro', ram: '36 GB', storage: '1 TB', screen_size: '14"', price_estimate: 2399, active: false },
  ]),
  laptop('Lenovo', 'ThinkPad X1 Carbon Gen 12', [
    { cpu: 'Intel Core Ultra 7 155U', ram: '32 GB', storage: '1 TB', screen_size: '14"', price_estimate: 2100 },
  ]),
  laptop('Dell', 'Latitude 7450', [
    { cpu: 'Intel Core Ultra 5 135U', ram: '16 GB', storage: '512 GB', screen_size: '14"', price_estimate: 1589 },
  ]),
  laptop(
    'Dell',
    'Latitude 5440',
    [{ cpu: 'Intel Core i5-1345U', ram: '8 GB', storage: '256 GB', screen_size: '14"', price_estimate: 999 }],
    false,
  ),
  {
    name: 'Dell UltraSharp 27 4K',
    brand: 'Dell',
    model: 'U2723QE',
    product_type: 'Monitor',
    configurations: [{ screen_size: '27"', price_estimate: 579 }],
  },
  {
    name: 'LG 27UP850-W',
    brand: 'LG',
    model: '27UP850-W',
    product_type: 'Monitor',
    configurations: [{ screen_size: '27"', price_estimate: 449 }],
  },
  {
    name: 'Samsung ViewFinity S8 32',
    brand: 'Samsung',
    model: 'S80UD 32',
    product_type: 'Monitor',
    configurations: [{ screen_size: '32"', price_estimate: 599 }],
  },
  {
    name: 'Apple iPhone 16',
    brand: 'Apple',
    model: 'iPhone 16',
    product_type: 'Phone',
    configurations: [
      { storage: '128 GB', screen_size: '6.1"', price_estimate: 799 },
      { storage: '256 GB', screen_size: '6.1"', price_estimate: 899 },
    ],
  },
  {
    name: 'Logitech MX Master 3S',
    brand: 'Logitech',
    model: 'MX Master 3S',
    product_type: 'Mouse',
    configurations: [{ price_estimate: 99 }],
  },
];

beforeAll(async () => {
  server = await startTestServer();
  acme = await createCompanyWithKey(server, { scopes: ['quotes:read'] });
  for (const product of CATALOG) {
    const response = await server.request('POST', '/operator/v1/products', {
      token: server.operatorToken,
      body: product,
    });
    expect(response.status).toBe(201);
  }
});
afterAll(() => server?.close());

async function names(query: string) {
  const response = await server.request('GET', `/api/v1/products?limit=100&${query}`, { token: acme.key });
  expect(response.status).toBe(200);
  return response.body.data.map((product: { name: string }) => product.name).sort();
}

describe('GET /api/v1/products', () => {
  it('lists active products with their active configurations, for any valid key', async () => {
    const response = await server.request('GET', '/api/v1/products?limit=100', { token: acme.key });
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveLength(9);
    expect(response.body.data.some((product: { model: string }) => product.model === 'Latitude 5440')).toBe(false);
    const pro = response.body.data.find((product: { model: string }) => product.model === 'MacBook Pro 14');
    expect(pro).toMatchObject({ brand: 'Apple', product_type: 'Laptop', active: true, image_url: null });
    expect(pro.configurations).toEqual([
      {
        id: expect.any(String),
        cpu: 'Apple M4 Pro',
        ram: '24 GB',
        storage: '512 GB',
        screen_size: '14"',
        price_estimate: 1999,
        currency: 'USD',
        active: true,
      },
    ]);
  });

  it.each([
    [
      'product_type=laptop',
      ['Apple MacBook Air 13', 'Apple MacBook Pro 14', 'Dell Latitude 7450', 'Lenovo ThinkPad X1 Carbon Gen 12'],
    ],
    [
      'product_type=MONITOR,phone',
      ['Apple iPhone 16', 'Dell UltraSharp 27 4K', 'LG 27UP850-W', 'Samsung ViewFinity S8 32'],
    ],
    ['brand=dell', ['Dell Latitude 7450', 'Dell UltraSharp 27 4K']],
    [
      'brand=APPLE,lenovo',
      ['Apple MacBook Air 13', 'Apple MacBook Pro 14', 'Apple iPhone 16', 'Lenovo ThinkPad X1 Carbon Gen 12'],
    ],
    ['search=macbook', ['Apple MacBook Air 13', 'Apple MacBook Pro 14']],
    ['search=APPLE%20pro', ['Apple MacBook Pro 14']],
    ['search=u2723', ['Dell UltraSharp 27 4K']],
    ['cpu=apple%20m4', ['Apple MacBook Air 13']],
    [
      'cpu=APPLE%20M4%20PRO,intel%20core%20ultra%207%20155u',
      ['Apple MacBook Pro 14', 'Lenovo ThinkPad X1 Carbon Gen 12'],
    ],
    ['ram=16%20gb', ['Apple MacBook Air 13', 'Dell Latitude 7450']],
    ['ram=36%20GB', []],
    ['storage=1%20tb', ['Lenovo ThinkPad X1 Carbon Gen 12']],
    ['storage=128%20GB', ['Apple iPhone 16']],
    ['screen_size=27%22', ['Dell UltraSharp 27 4K', 'LG 27UP850-W']],
    ['screen_size=14%22&ram=16%20GB', ['Dell Latitude 7450']],
    ['ram=24%20GB&storage=256%20GB', []],
    ['brand=apple&product_type=laptop&ram=24%20gb', ['Apple MacBook Air 13', 'Apple MacBook Pro 14']],
  ])('filters %s case-insensitively', async (query, expected) => {
    expect(await names(query)).toEqual([...expected].sort());
  });

  it('ignores inactive configurations and inactive products in the spec filters', async () => {
    // 36 GB exists only on an inactive MacBook Pro configuration; 8 GB only on an inactive product.
    expect(await names('ram=36%20GB')).toEqual([]);
    expect(await names('ram=8%20GB')).toEqual([]);
  });

  it('lists every valid filter value, sorted, from the active catalog only', async () => {
    const response = await server.request('GET', '/api/v1/products?limit=1', { token: acme.key });
    expect(response.body.meta.available_filters).toEqual({
      product_type: ['Laptop', 'Monitor', 'Mouse', 'Phone'],
      brand: ['Apple', 'Dell', 'Lenovo', 'LG', 'Logitech', 'Samsung'],
      cpu: ['Apple M4', 'Apple M4 Pro', 'Intel Core Ultra 5 135U', 'Intel Core Ultra 7 155U'],
      ram: ['16 GB', '24 GB', '32 GB'],
      storage: ['128 GB', '256 GB', '512 GB', '1 TB'].sort(new Intl.Collator('en', { numeric: true }).compare),
      screen_size: ['6.1"', '13.6"', '14"', '27"', '32"'],
    });
  });

  it('pages through the catalog with no duplicates or gaps', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await server.request('GET', `/api/v1/products?limit=3${cursor ? `&cursor=${cursor}` : ''}`, {
        token: acme.key,
      });
      seen.push(...response.body.data.map((product: { id: string }) => product.id));
      cursor = response.body.meta.next_cursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(9);
    expect(new Set(seen).size).toBe(9);
  });

  it('401 without a key', async () => {
    expect((await server.request('GET', '/api/v1/products')).status).toBe(401);
  });
});

describe('GET /api/v1/products/:id', () => {
  it('returns the product with all its active configurations', async () => {
    const list = await server.request('GET', '/api/v1/products?search=iphone', { token: acme.key });
    const id = list.body.data[0].id;
    const response = await server.request('GET', `/api/v1/products/${id}`, { token: acme.key });
    expect(response.status).toBe(200);
    expect(
      response.body.data.configurations.map((configuration: { storage: string }) => configuration.storage),
    ).toEqual(['128 GB', '256 GB']);
  });

  it('404 for an unknown id', async () => {
    const response = await server.request('GET', '/api/v1/products/7d6b1a4e-1b1c-4c6e-9a55-1f7d8f0c2b11', {
      token: acme.key,
    });
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('NOT_FOUND');
    expect((await server.request('GET', '/api/v1/products/abc', { token: acme.key })).status).toBe(404);
  });
});
