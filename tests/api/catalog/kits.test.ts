import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithKey, createKey, type CompanyWithKey } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
let acme: CompanyWithKey;
let globex: CompanyWithKey;
let laptop: { id: string; configurations: { id: string }[] };
let headset: { id: string; configurations: { id: string }[] };

const operator = (method: string, path: string, body?: unknown) =>
  server.request(method, `/operator/v1${path}`, { token: server.operatorToken, body });

beforeAll(async () => {
  server = await startTestServer();
  acme = await createCompanyWithKey(server, { scopes: ['quotes:read'] });
  globex = await createCompanyWithKey(server, { name: 'Globex', scopes: ['quotes:read'] });
  laptop = (
    await operator('POST', '/products', {
      name: 'Lenovo ThinkPad T14 Gen 5',
      brand: 'Lenovo',
      model: 'ThinkPad T14 Gen 5',
      product_type: 'Laptop',
      configurations: [
        { cpu: 'AMD Ryzen 7 PRO 8840U', ram: '32 GB', storage: '1 TB', screen_size: '14"', price_estimate: 1650 },
        { cpu: 'Intel Core Ultra 5 125U', ram: '16 GB', storage: '512 GB', screen_size: '14"', price_estimate: 1290 },
      ],
    })
  ).body.data;
  headset = (
    await operator('POST', '/products', {
      name: 'Jabra Evolve2 65',
      brand: 'Jabra',
      model: 'Evolve2 65',
      product_type: 'Headset',
      configurations: [{ price_estimate: 279 }],
    })
  ).body.data;

  const kits = [
    { name: 'Engineering starter — Europe', region: 'Europe', tags: ['engineering', 'onboarding'] },
    { name: 'Sales starter — Europe', region: 'Europe', tags: ['sales', 'onboarding'] },
    { name: 'Engineering starter — North America', region: 'North America', tags: ['engineering'] },
    { name: 'Remote worker — Asia Pacific', region: 'Asia Pacific', tags: ['remote'] },
  ];
  for (const kit of kits) {
    const response = await operator('POST', `/companies/${acme.companyId}/kits`, {
      ...kit,
      description: `${kit.name} kit`,
      items: [
        { product_id: laptop.id, configuration_id: laptop.configurations[0]!.id },
        { product_id: headset.id, quantity: 2 },
        { product_type: 'Accessory', specification: { brand: 'Belkin', model: 'USB-C to HDMI adapter' } },
      ],
    });
    expect(response.status).toBe(201);
  }
  await operator('POST', `/companies/${globex.companyId}/kits`, {
    name: 'Globex kit',
    region: 'Europe',
    items: [{ product_id: headset.id }],
  });
});
afterAll(() => server?.close());

async function kitNames(query: string, token = acme.key) {
  const response = await server.request('GET', `/api/v1/kits?${query}`, { token });
  expect(response.status).toBe(200);
  return response.body.data.map((kit: { name: string }) => kit.name).sort();
}

describe('GET /api/v1/kits', () => {
  it("lists the company's kits with every device's specification", async () => {
    const response = await server.request('GET', '/api/v1/kits?sort=name', { token: acme.key });
    expect(response.body.data.map((kit: { name: string }) => kit.name)).toEqual([
      'Engineering starter — Europe',
      'Engineering starter — North America',
      'Remote worker — Asia Pacific',
      'Sales starter — Europe',
    ]);
    expect(response.body.data[0].items).toEqual([
      {
        product_id: laptop.id,
        configuration_id: laptop.configurations[0]!.id,
        product_type: 'Laptop',
        specification: {
          brand: 'Lenovo',
          model: 'ThinkPad T14 Gen 5',
          name: 'Lenovo ThinkPad T14 Gen 5',
          cpu: 'AMD Ryzen 7 PRO 8840U',
          ram: '32 GB',
          storage: '1 TB',
          screen_size: '14"',
        },
        quantity: 1,
      },
      expect.objectContaining({ product_id: headset.id, configuration_id: null, product_type: 'Headset', quantity: 2 }),
      {
        product_id: null,
        configuration_id: null,
        product_type: 'Accessory',
        specification: { brand: 'Belkin', model: 'USB-C to HDMI adapter' },
        quantity: 1,
      },
    ]);
  });

  it.each([
    [
      'search=STARTER',
      ['Engineering starter — Europe', 'Engineering starter — North America', 'Sales starter — Europe'],
    ],
    ['search=remote', ['Remote worker — Asia Pacific']],
    ['tag=Engineering', ['Engineering starter — Europe', 'Engineering starter — North America']],
    ['tag=sales,REMOTE', ['Remote worker — Asia Pacific', 'Sales starter — Europe']],
    ['region=europe', ['Engineering starter — Europe', 'Sales starter — Europe']],
    ['region=North%20America,asia%20pacific', ['Engineering starter — North America', 'Remote worker — Asia Pacific']],
    ['region=europe&tag=onboarding&search=sales', ['Sales starter — Europe']],
  ])('filters %s case-insensitively', async (query, expected) => {
    expect(await kitNames(query)).toEqual(expected);
  });

  it('pages with no duplicates or gaps, sorted by name both ways', async () => {
    for (const sort of ['name', '-name', '-created_at']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const response = await server.request(
          'GET',
          `/api/v1/kits?limit=1&sort=${sort}${cursor ? `&cursor=${cursor}` : ''}`,
          { token: acme.key },
        );
        seen.push(...response.body.data.map((kit: { name: string }) => kit.name));
        cursor = response.body.meta.next_cursor;
      } while (cursor);
      expect(seen).toHaveLength(4);
      expect(new Set(seen).size).toBe(4);
      if (sort === 'name') expect(seen).toEqual([...seen].sort());
      if (sort === '-name') expect(seen).toEqual([...seen].sort().reverse());
    }
  });

  it('shows a test key only sandbox kits', async () => {
    const sandbox = await createKey(server, acme.companyId, { mode: 'test', scopes: ['quotes:read'] });
    expect(await kitNames('', sandbox.key)).toEqual([]);
    await operator('POST', `/companies/${acme.companyId}/kits`, {
      mode: 'test',
      name: 'Sandbox kit',
      items: [{ product_id: headset.id }],
    });
    expect(await kitNames('', sandbox.key)).toEqual(['Sandbox kit']);
    expect(await kitNames('search=sandbox')).toEqual([]);
  });
});

describe('GET /api/v1/kits/:id', () => {
  it("returns the kit, and 404 for another company's kit", async () => {
    const own = (await server.request('GET', '/api/v1/kits?limit=1', { token: acme.key })).body.data[0];
    const response = await server.request('GET', `/api/v1/kits/${own.id}`, { token: acme.key });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual(own);

    const foreign = (await server.request('GET', '/api/v1/kits', { token: globex.key })).body.data[0];
    const denied = await server.request('GET', `/api/v1/kits/${foreign.id}`, { token: acme.key });
    expect(denied.status).toBe(404);
    expect(denied.body.error.code).toBe('NOT_FOUND');
    expect(denied.text).not.toContain('Globex');
  });
});

describe('operator kits', () => {
  it('updates and deletes a kit, and validates its items', async () => {
    const created = await operator('POST', `/companies/${acme.companyId}/kits`, {
      name: 'Temp',
      items: [{ product_id: headset.id }],
    });
    const updated = await operator('PATCH', `/kits/${created.body.data.id}`, {
      name: 'Temp 2',
      tags: ['Design'],
      region: 'Europe',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: 'Temp 2', tags: ['design'], region: 'Europe' });

    const bad = await operator('POST', `/companies/${acme.companyId}/kits`, {
      name: 'Bad',
      items: [
        { product_id: headset.id, configuration_id: laptop.configurations[0]!.id },
        { product_id: '5b0f7f0e-6a6c-4c7e-8f0a-2f4b8b6d1e11' },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].path).toBe('items[0].configuration_id');

    expect((await operator('DELETE', `/kits/${created.body.data.id}`)).status).toBe(204);
    expect((await server.request('GET', `/api/v1/kits/${created.body.data.id}`, { token: acme.key })).status).toBe(404);
    expect((await operator('DELETE', `/kits/${created.body.data.id}`)).status).toBe(404);
  });
});
