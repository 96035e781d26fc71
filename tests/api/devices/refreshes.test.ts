import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiValidator, type OpenApiDocument } from '../../support/openapi-validator';
import { createCompanyWithKey, createKey, type CompanyWithKey } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/server';

// A device due for refresh, replaced: a draft from its holder's equipment policy, submitted as a quote; once that is
// delivered, the worker creates a Store of the old device to the company's default destination, and the refresh
// completes with the Store. Then what cannot be refreshed, one refresh per device at a time, scopes and isolation.

let server: TestServer;
let acme: CompanyWithKey;
let globex: CompanyWithKey;
let readOnlyKey: string;
let validator: ReturnType<typeof openApiValidator>;
let laptop: { id: string; configurations: { id: string }[] };
let warehouse: { id: string };
let serial = 0;

const api = (method: string, path: string, body?: unknown, key = acme.key) =>
  server.request(method, `/api/v1${path}`, { token: key, body });
const operator = (method: string, path: string, body?: unknown) =>
  server.request(method, `/operator/v1${path}`, { token: server.operatorToken, body });

const ada = { name: 'Ada Lovelace', email: 'ada.lovelace@acme.example' };

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A laptop Ada has used for three years and a bit. */
async function dueLaptop(holder: { name: string; email?: string } = ada, key = acme.key) {
  serial += 1;
  const added = await api(
    'POST',
    '/devices',
    {
      serial_number: `RFR-${serial.toString().padStart(4, '0')}`,
      device_type: 'Laptop',
      model: 'Latitude 7440',
      country: 'GB',
      employee: holder,
      purchase_cost: 1500,
      purchased_on: new Date(Date.now() - 1110 * 86_400_000).toISOString().slice(0, 10),
    },
    key,
  );
  expect(added.status, added.text).toBe(201);
  return added.body.data as { id: string; serial_number: string; refresh_due_on: string };
}

beforeAll(async () => {
  server = await startTestServer({ env: { WORKER_IN_PROCESS: 'true' } });
  const scopes = [
    'assets:read',
    'assets:write',
    'quotes:read',
    'quotes:write',
    'device_actions:read',
    'policies:manage',
  ] as const;
  acme = await createCompanyWithKey(server, { scopes });
  globex = await createCompanyWithKey(server, { name: 'Globex', scopes });
  readOnlyKey = (await createKey(server, acme.companyId, { scopes: ['assets:read'] })).key;
  const csv =
    'HRIS ID,Name,Email,Status,Country,Address\nE-1,Ada Lovelace,ada.lovelace@acme.example,active,GB,12 Analytical Row';
  const imported = await server.request('POST', `/operator/v1/companies/${acme.companyId}/employees/import`, {
    token: server.operatorToken,
    body: csv,
    headers: { 'content-type': 'text/csv' },
  });
  expect(imported.status, imported.text).toBe(200);
  laptop = (
    await operator('POST', '/products', {
      name: 'Dell Latitude 7450',
      brand: 'Dell',
      model: 'Latitude 7450',
      product_type: 'Laptop',
      configurations: [{ cpu: 'Intel Core Ultra 7 165U', ram: '32 GB', storage: '1 TB', price_estimate: 1900 }],
    })
  ).body.data;
  const policy = await api('POST', '/equipment-policies', {
    name: 'Everyone',
    is_default: true,
    products: [{ product_id: laptop.id, configuration_id: laptop.configurations[0]!.id }],
  });
  expect(policy.status, policy.text).toBe(201);
  warehouse = (
    await api('POST', '/locations', {
      type: 'warehouse',
      name: 'London store room',
      address: '1 Dock St',
      country: 'GB',
    })
  ).body.data;
  const settings = await api('PATCH', '/inventory-settings', {
    default_destination: { type: 'location', location_id: warehouse.id },
  });
  expect(settings.status, settings.text).toBe(200);
  validator = openApiValidator((await server.request('GET', '/api/v1/openapi.json')).body as OpenApiDocument, 'public');
});
afterAll(async () => {
  await server?.close();
});

describe('a refresh, from draft to the old device back in storage', () => {
  it("drafts from the holder's policy, orders it, returns the old device to the default destination once delivered", async () => {
    const device = await dueLaptop();
    const created = await api('POST', '/refreshes', { asset_id: device.id });
    expect(created.status, created.text).toBe(201);
    expect(validator.checkAnswer('/api/v1/refreshes', 'post', 201, created.body)).toEqual([]);
    const refresh = created.body.data;
    expect(refresh).toMatchObject({
      status: 'draft',
      asset_id: device.id,
      serial_number: device.serial_number,
      refresh_due_on: device.refresh_due_on,
      employee: { name: 'Ada Lovelace', email: 'ada.lovelace@acme.example' },
      quote_id: null,
      store_action_id: null,
      livemode: true,
    });
    expect(refresh.draft).toMatchObject({
      policy: { name: 'Everyone' },
      items: [expect.objectContaining({ kind: 'product', name: 'Dell Latitude 7450', product_id: laptop.id })],
      blockers: [],
    });

    const submitted = await api('POST', `/refreshes/${refresh.id}/submit`, {});
    expect(submitted.status, submitted.text).toBe(200);
    expect(submitted.body.data).toMatchObject({ status: 'ordered', draft: null });
    const quoteId = submitted.body.data.quote_id as string;
    const quote = (await api('GET', `/quotes/${quoteId}`)).body.data;
    expect(quote.items[0].recipients[0]).toMatchObject({ name: 'Ada Lovelace', email: 'ada.lovelace@acme.example' });
    expect(quote.requester_name).toBe(`Refresh of ${device.serial_number} for Ada Lovelace`);

    // Loadout prices it, Ada's IT accepts, it is shipped and delivered.
    const item = quote.items[0];
    expect((await operator('PUT', `/quotes/${quoteId}/items/${item.id}/price`, { price: 1850 })).status).toBe(200);
    expect((await api('POST', `/quotes/${quoteId}/items/${item.id}/action`, { action: 'accept' })).status).toBe(200);
    const recipient = item.recipients[0];
    await operator('POST', `/quotes/${quoteId}/recipients/${recipient.id}/tracking`, {
      tracking_code: '1ZR',
      tracking_link: 'https://track.example/1ZR',
      serial_number: `NEW-${device.serial_number}`,
    });
    expect((await operator('POST', `/quotes/${quoteId}/recipients/${recipient.id}/delivered`)).status).toBe(200);

    const returning = await until(
      async () => (await api('GET', `/refreshes/${refresh.id}`)).body.data,
      (value) => value.status !== 'ordered',
      'the refresh after the delivery',
    );
    expect(returning).toMatchObject({
      status: 'returning',
      destination: { type: 'location', location_id: warehouse.id },
      problem: null,
    });
    const store = (await api('GET', `/device-actions/${returning.store_action_id}`)).body.data;
    expect(store).toMatchObject({
      action_type: 'Store',
      serial_number: device.serial_number,
      status: 'In Progress',
      destination: { type: 'location', location_id: warehouse.id },
      wipe: true,
    });

    expect((await operator('POST', `/device-actions/${store.id}/receive`, { condition_grade: 'C' })).status).toBe(200);
    const completed = await until(
      async () => (await api('GET', `/refreshes/${refresh.id}`)).body.data,
      (value) => value.status === 'completed',
      'the refresh after the Store',
    );
    expect(completed.completed_at).not.toBeNull();
    const [old] = (await api('GET', `/assets?serial_number=${device.serial_number}`)).body.data;
    expect(old).toMatchObject({ status: 'in_storage', storage: { type: 'location', location_id: warehouse.id } });
    const [replacement] = (await api('GET', `/assets?serial_number=NEW-${device.serial_number}`)).body.data;
    expect(replacement).toMatchObject({ status: 'in_use', employee: { email: 'ada.lovelace@acme.example' } });

    const listed = await api('GET', `/refreshes?asset_id=${device.id}`);
    expect(validator.checkAnswer('/api/v1/refreshes', 'get', 200, listed.body)).toEqual([]);
    expect(listed.body.data.map((entry: { id: string }) => entry.id)).toEqual([refresh.id]);
  });
});

describe('what cannot be refreshed', () => {
  it('refuses a device in storage, a holder outside the directory, and a second refresh of one device', async () => {
    const stored = await api('POST', '/devices', {
      serial_number: 'RFR-STORED',
      device_type: 'Laptop',
      model: 'X',
      country: 'GB',
    });
    let refused = await api('POST', '/refreshes', { asset_id: stored.body.data.id });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('only a device someone uses is refreshed');

    const stranger = await dueLaptop({ name: 'Vera Visitor', email: 'vera@elsewhere.example' });
    refused = await api('POST', '/refreshes', { asset_id: stranger.id });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('is not in the employee directory');

    const device = await dueLaptop();
    const first = (await api('POST', '/refreshes', { asset_id: device.id })).body.data;
    refused = await api('POST', '/refreshes', { asset_id: device.id });
    expect(refused.status).toBe(409);
    expect(refused.body.error.details).toEqual({ refresh_id: first.id });
    // Cancelled, another may start; a cancelled one is not submitted.
    expect((await api('POST', `/refreshes/${first.id}/cancel`)).body.data.status).toBe('cancelled');
    expect((await api('POST', `/refreshes/${first.id}/submit`, {})).status).toBe(409);
    expect((await api('POST', `/refreshes/${first.id}/cancel`)).status).toBe(409);
    expect((await api('POST', '/refreshes', { asset_id: device.id })).status).toBe(201);
  });

  it("is a company's own, read with assets:read, started with assets:write", async () => {
    const device = await dueLaptop();
    const refresh = (await api('POST', '/refreshes', { asset_id: device.id })).body.data;
    expect((await api('GET', `/refreshes/${refresh.id}`, undefined, globex.key)).status).toBe(404);
    expect((await api('POST', '/refreshes', { asset_id: device.id }, globex.key)).status).toBe(404);
    expect((await api('GET', '/refreshes', undefined, globex.key)).body.data).toEqual([]);
    expect((await api('GET', `/refreshes/${refresh.id}`, undefined, readOnlyKey)).status).toBe(200);
    expect((await api('POST', '/refreshes', { asset_id: device.id }, readOnlyKey)).status).toBe(403);
    expect((await api('POST', `/refreshes/${refresh.id}/submit`, {}, readOnlyKey)).status).toBe(403);
  });
});
