import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiValidator, type OpenApiDocument } from '../../support/openapi-validator';
import { createCompanyWithKey, createKey, type CompanyWithKey } from '../../support/fixtures';
import { startReceiver, type Receiver } from '../../support/receiver';
import { startTestServer, type TestServer } from '../../support/server';

// Where a Store sends a device: Loadout's hub (the default, as before destinations), one of the company's locations,
// or clearance. Through to the device's state: the operator receives and grades it, and the asset says where it is
// kept. Then what a destination may name, the company's default destination, and a location that is in use.

let server: TestServer;
let receiver: Receiver;
let acme: CompanyWithKey;
let globex: CompanyWithKey;
let acmeSandboxKey: string;
let readOnlyKey: string;
let validator: ReturnType<typeof openApiValidator>;
let serial = 0;

const api = (method: string, path: string, body?: unknown, key = acme.key) =>
  server.request(method, `/api/v1${path}`, { token: key, body });
const operator = (method: string, path: string, body?: unknown) =>
  server.request(method, `/operator/v1${path}`, { token: server.operatorToken, body });

const ada = { name: 'Ada Lovelace', email: 'ada@acme.example', country: 'GB', address: '12 Analytical Row, London' };

async function addLocation(name: string, key = acme.key) {
  const created = await api(
    'POST',
    '/locations',
    { type: 'warehouse', name, address: 'Lagerstraße 1, 10115 Berlin', country: 'DE' },
    key,
  );
  expect(created.status, created.text).toBe(201);
  return created.body.data as { id: string; name: string };
}

/** A laptop in use by Ada, in the inventory of the key's company and mode. */
async function addLaptop(key = acme.key) {
  serial += 1;
  const serialNumber = `DST-${serial.toString().padStart(4, '0')}`;
  const added = await api(
    'POST',
    '/devices',
    {
      serial_number: serialNumber,
      device_type: 'Laptop',
      model: 'MacBook Air 13',
      country: 'GB',
      employee: { name: ada.name, email: ada.email },
    },
    key,
  );
  expect(added.status, added.text).toBe(201);
  return serialNumber;
}

async function store(serialNumber: string, destination?: unknown, key = acme.key) {
  const created = await api(
    'POST',
    '/device-actions',
    { action_type: 'Store', serial_number: serialNumber, current_user: ada, destination },
    key,
  );
  expect(created.status, created.text).toBe(201);
  return created.body.data;
}

const assetOf = async (serialNumber: string, key = acme.key) =>
  (await api('GET', `/assets?serial_number=${serialNumber}`, undefined, key)).body.data[0];

beforeAll(async () => {
  receiver = await startReceiver();
  server = await startTestServer({ env: { WORKER_IN_PROCESS: 'true', WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' } });
  const scopes = [
    'assets:read',
    'assets:write',
    'device_actions:read',
    'device_actions:write',
    'webhooks:manage',
  ] as const;
  acme = await createCompanyWithKey(server, { scopes });
  globex = await createCompanyWithKey(server, { name: 'Globex', scopes });
  acmeSandboxKey = (await createKey(server, acme.companyId, { mode: 'test', scopes })).key;
  readOnlyKey = (await createKey(server, acme.companyId, { scopes: ['assets:read'] })).key;
  expect((await api('POST', '/webhooks', { url: `${receiver.url}/assets`, events: ['asset.*'] })).status).toBe(201);
  validator = openApiValidator((await server.request('GET', '/api/v1/openapi.json')).body as OpenApiDocument, 'public');
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

describe('a Store with a destination', () => {
  it("goes to Loadout's hub without one, as before: the action and the asset say so", async () => {
    const serialNumber = await addLaptop();
    const action = await store(serialNumber);
    expect(action.destination).toEqual({ type: 'loadout_hub' });
    expect((await assetOf(serialNumber)).storage).toBeNull();

    const completed = await operator('POST', `/device-actions/${action.id}/complete`, {});
    expect(completed.status, completed.text).toBe(200);
    expect(await assetOf(serialNumber)).toMatchObject({
      status: 'in_storage',
      employee: null,
      storage: { type: 'loadout_hub' },
      condition_grade: null,
      received_at: null,
    });
  });

  it('to a location: received and graded, the asset is kept there; the event matches the webhook catalog', async () => {
    const berlin = await addLocation('Berlin warehouse');
    const serialNumber = await addLaptop();
    const action = await store(serialNumber, { type: 'location', location_id: berlin.id });
    expect(action.destination).toEqual({ type: 'location', location_id: berlin.id });

    const received = await operator('POST', `/device-actions/${action.id}/receive`, {
      condition_grade: 'B',
      condition_note: 'Light scratches on the lid.',
      wipe_completed: true,
    });
    expect(received.status, received.text).toBe(200);
    expect(received.body.data).toMatchObject({ status: 'Completed', wipe_completed: true });
    const asset = await assetOf(serialNumber);
    expect(asset).toMatchObject({
      status: 'in_storage',
      employee: null,
      storage: { type: 'location', location_id: berlin.id },
      condition_grade: 'B',
      condition_note: 'Light scratches on the lid.',
    });
    expect(Date.parse(asset.received_at)).toBeGreaterThan(Date.now() - 60_000);

    await receiver.waitFor((entries) => entries.some((entry) => entry.json?.data?.serial_number === serialNumber));
    const delivery = receiver.received.find((entry) => entry.json.data.serial_number === serialNumber)!;
    expect(delivery.json).toMatchObject({ type: 'asset.received', livemode: true, data: { id: asset.id } });
    expect(validator.checkDelivery('asset.received', delivery.json)).toEqual([]);
  });

  it('to clearance: the asset waits for clearance with its outcome', async () => {
    const serialNumber = await addLaptop();
    const action = await store(serialNumber, { type: 'clearance', outcome: 'recycle' });
    expect(action.destination).toEqual({ type: 'clearance', outcome: 'recycle' });
    expect((await operator('POST', `/device-actions/${action.id}/receive`, { condition_grade: 'D' })).status).toBe(200);
    expect(await assetOf(serialNumber)).toMatchObject({
      status: 'in_storage',
      storage: { type: 'clearance', outcome: 'recycle' },
      condition_grade: 'D',
      condition_note: null,
    });
  });

  it('of a device outside the inventory: it joins the inventory at the location', async () => {
    const leeds = await addLocation('Leeds office');
    const created = await api('POST', '/device-actions/external', {
      action_type: 'Store',
      serial_number: 'EXT-DST-1',
      model: 'ThinkPad T14',
      type: 'Laptop',
      country: 'GB',
      destination: { type: 'location', location_id: leeds.id },
    });
    expect(created.status, created.text).toBe(201);
    expect((await operator('POST', `/device-actions/${created.body.data.id}/complete`, {})).status).toBe(200);
    expect(await assetOf('EXT-DST-1')).toMatchObject({
      status: 'in_storage',
      storage: { type: 'location', location_id: leeds.id },
    });
  });

  it('a device a Store put in a location leaves it when it is assigned again', async () => {
    const madrid = await addLocation('Madrid office');
    const serialNumber = await addLaptop();
    const stored = await store(serialNumber, { type: 'location', location_id: madrid.id });
    await operator('POST', `/device-actions/${stored.id}/receive`, { condition_grade: 'A' });
    const assigned = await api('POST', '/device-actions', {
      action_type: 'Assign',
      serial_number: serialNumber,
      new_recipient: ada,
    });
    expect(assigned.status, assigned.text).toBe(201);
    expect(assigned.body.data.destination).toBeNull();
    await operator('POST', `/device-actions/${assigned.body.data.id}/complete`, {});
    expect(await assetOf(serialNumber)).toMatchObject({ status: 'in_use', storage: null, condition_grade: 'A' });
  });
});

describe('what a destination may name', () => {
  it("is refused with the field named: another company's location, the other mode's, a made-up one", async () => {
    const serialNumber = await addLaptop();
    const theirs = await addLocation('Globex depot', globex.key);
    const sandboxOnly = await addLocation('Sandbox depot', acmeSandboxKey);
    for (const locationId of [theirs.id, sandboxOnly.id, '00000000-0000-4000-8000-000000000000']) {
      const refused = await api('POST', '/device-actions', {
        action_type: 'Store',
        serial_number: serialNumber,
        destination: { type: 'location', location_id: locationId },
      });
      expect(refused.status, refused.text).toBe(400);
      expect(refused.body.error.code).toBe('VALIDATION_ERROR');
      expect(refused.body.error.message).toContain('destination.location_id');
      expect(refused.body.error.message).toContain('GET /api/v1/locations');
    }
    // Nothing was created: the device can still be stored.
    expect((await api('GET', `/device-actions?serial_number=${serialNumber}`)).body.data).toEqual([]);
  });

  it('is refused when malformed, or on an Assign', async () => {
    const serialNumber = await addLaptop();
    const cases: [unknown, string][] = [
      [{ type: 'warehouse' }, 'destination.type'],
      [{ type: 'location' }, 'destination.location_id'],
      [{ type: 'clearance', outcome: 'donate' }, 'destination.outcome'],
      [{ type: 'loadout_hub', location_id: 'x' }, 'destination'],
    ];
    for (const [destination, path] of cases) {
      const refused = await api('POST', '/device-actions', {
        action_type: 'Store',
        serial_number: serialNumber,
        destination,
      });
      expect(refused.status, JSON.stringify(destination)).toBe(400);
      expect(JSON.stringify(refused.body.error), JSON.stringify(destination)).toContain(path);
    }
    const assign = await api('POST', '/device-actions', {
      action_type: 'Assign',
      serial_number: serialNumber,
      new_recipient: ada,
      destination: { type: 'loadout_hub' },
    });
    expect(assign.status).toBe(400);
    expect(assign.body.error.message).toContain('destination');
    expect(assign.body.error.message).toContain('Store only');
  });

  it('an Assign cannot be received: the operator completes it', async () => {
    const serialNumber = await addLaptop();
    const assigned = await api('POST', '/device-actions', {
      action_type: 'Reassign',
      serial_number: serialNumber,
      current_user: ada,
      new_recipient: { name: 'Grace Hopper', email: 'grace@acme.example' },
    });
    const refused = await operator('POST', `/device-actions/${assigned.body.data.id}/receive`, {
      condition_grade: 'A',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('only a Store');
    const badGrade = await operator('POST', `/device-actions/${assigned.body.data.id}/receive`, {
      condition_grade: 'E',
    });
    expect(badGrade.status).toBe(400);
    expect(badGrade.body.error.message).toContain('A (like new)');
  });
});

describe("the company's default destination", () => {
  it('is the hub until changed; per mode; read with assets:read, changed with assets:write', async () => {
    expect((await api('GET', '/inventory-settings')).body.data).toEqual({
      default_destination: { type: 'loadout_hub' },
      device_lifespans: { default_months: 36, by_device_type: { laptop: 36, phone: 24 } },
      livemode: true,
    });
    const rotterdam = await addLocation('Rotterdam warehouse');
    const changed = await api('PATCH', '/inventory-settings', {
      default_destination: { type: 'location', location_id: rotterdam.id },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.data.default_destination).toEqual({ type: 'location', location_id: rotterdam.id });
    expect((await api('GET', '/inventory-settings', undefined, readOnlyKey)).body.data.default_destination).toEqual({
      type: 'location',
      location_id: rotterdam.id,
    });
    // The sandbox has settings of its own, and cannot name a live location.
    expect((await api('GET', '/inventory-settings', undefined, acmeSandboxKey)).body.data).toMatchObject({
      default_destination: { type: 'loadout_hub' },
      livemode: false,
    });
    const crossMode = await api(
      'PATCH',
      '/inventory-settings',
      { default_destination: { type: 'location', location_id: rotterdam.id } },
      acmeSandboxKey,
    );
    expect(crossMode.status).toBe(400);
    expect(crossMode.body.error.message).toContain('default_destination.location_id');
    expect((await api('PATCH', '/inventory-settings', {}, readOnlyKey)).status).toBe(403);
    // Globex's settings are its own.
    expect((await api('GET', '/inventory-settings', undefined, globex.key)).body.data.default_destination).toEqual({
      type: 'loadout_hub',
    });

    // A Store through the API without a destination still goes to the hub: the default is the dashboard's and
    // offboarding's.
    const serialNumber = await addLaptop();
    expect((await store(serialNumber)).destination).toEqual({ type: 'loadout_hub' });

    const back = await api('PATCH', '/inventory-settings', {
      default_destination: { type: 'clearance', outcome: 'resale' },
    });
    expect(back.body.data.default_destination).toEqual({ type: 'clearance', outcome: 'resale' });
    await api('PATCH', '/inventory-settings', { default_destination: { type: 'loadout_hub' } });
  });
});

describe('a location in use', () => {
  it('cannot be deleted while devices are kept there, a Store goes there, or it is the default', async () => {
    const vienna = await addLocation('Vienna warehouse');
    const kept = await addLaptop();
    const keptAction = await store(kept, { type: 'location', location_id: vienna.id });
    const going = await addLaptop();

    // A Store in progress goes there.
    let refused = await api('DELETE', `/locations/${vienna.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain(keptAction.action_id);
    expect(refused.body.error.details).toMatchObject({ device_action_ids: [keptAction.id], asset_ids: [] });

    // The device is kept there, and another Store is on its way.
    await operator('POST', `/device-actions/${keptAction.id}/receive`, { condition_grade: 'A' });
    const goingAction = await store(going, { type: 'location', location_id: vienna.id });
    await api('PATCH', '/inventory-settings', { default_destination: { type: 'location', location_id: vienna.id } });
    refused = await api('DELETE', `/locations/${vienna.id}`);
    expect(refused.status).toBe(409);
    const keptAsset = await assetOf(kept);
    expect(refused.body.error.details).toEqual({
      location_id: vienna.id,
      asset_ids: [keptAsset.id],
      device_action_ids: [goingAction.id],
      offboarding_case_ids: [],
      default_destination: true,
    });
    const message = refused.body.error.message;
    expect(message).toContain("Location 'Vienna warehouse' is in use");
    expect(message).toContain(kept);
    expect(message).toContain(goingAction.action_id);
    expect(message).toContain('PATCH /api/v1/inventory-settings');
    expect((await api('GET', `/locations/${vienna.id}`)).status).toBe(200);

    // Once nothing names it, it goes.
    await operator('POST', `/device-actions/${goingAction.id}/cancel`, { reason: 'Kept by the employee.' });
    await api('PATCH', '/inventory-settings', { default_destination: { type: 'loadout_hub' } });
    const moved = await api('POST', '/device-actions', {
      action_type: 'Assign',
      serial_number: kept,
      new_recipient: ada,
    });
    await operator('POST', `/device-actions/${moved.body.data.id}/complete`, {});
    const deleted = await api('DELETE', `/locations/${vienna.id}`);
    expect(deleted.status, deleted.text).toBe(204);
  });
});
