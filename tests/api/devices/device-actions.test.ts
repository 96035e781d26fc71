import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/server/db/client';
import { createCompanyWithKey, createKey, type CompanyWithKey } from '../../support/fixtures';
import { startReceiver, type Receiver } from '../../support/receiver';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
let acme: CompanyWithKey;
let globex: CompanyWithKey;
let receiver: Receiver;

const api = (method: string, path: string, body?: unknown, token = acme.key) =>
  server.request(method, `/api/v1${path}`, { token, body });
const operator = (method: string, path: string, body?: unknown) =>
  server.request(method, `/operator/v1${path}`, { token: server.operatorToken, body });

const ada = { name: 'Ada Lovelace', email: 'ada@acme.example', country: 'GB', address: '12 Analytical Row, London' };
const grace = { name: 'Grace Hopper', email: 'grace@acme.example', country: 'US', address: '1 Navy Yard, Arlington' };

async function addDevice(
  serial: string,
  employee: { name: string; email: string } | null = { name: ada.name, email: ada.email },
) {
  const response = await api('POST', '/devices', {
    serial_number: serial,
    device_type: 'Laptop',
    model: 'MacBook Pro 14',
    country: 'GB',
    employee,
  });
  expect(response.status).toBe(201);
  return response.body.data;
}

const eventsOf = (actionId: string) =>
  receiver.received
    .map((entry) => entry.json)
    .filter((event) => event.data.id === actionId)
    .map((event) => event.type);

beforeAll(async () => {
  receiver = await startReceiver();
  server = await startTestServer({ env: { WORKER_IN_PROCESS: 'true', WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' } });
  acme = await createCompanyWithKey(server, { scopes: ['assets:write', 'device_actions:write', 'webhooks:manage'] });
  globex = await createCompanyWithKey(server, { name: 'Globex', scopes: ['assets:write', 'device_actions:write'] });
  await api('POST', '/webhooks', { url: `${receiver.url}/hook`, events: ['logistics.*'] });
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

describe('flow B: a device of the inventory', () => {
  it('finds the device, stores it, refuses a second action, tracks and completes it, and updates the asset', async () => {
    await addDevice('C02XK1ABCDEF');
    const search = await api('GET', '/assets?search=c02xk1');
    expect(search.body.data.map((asset: { serial_number: string }) => asset.serial_number)).toEqual(['C02XK1ABCDEF']);

    const created = await api('POST', '/device-actions', {
      action_type: 'Store',
      serial_number: 'c02xk1abcdef',
      current_user: ada,
      wipe: true,
      notes: 'Leaver, last day Friday',
      notification_emails: ['it@acme.example'],
    });
    expect(created.status).toBe(201);
    const action = created.body.data;
    expect(action).toMatchObject({
      action_id: expect.stringMatching(/^DA-\d{4}-\d{6}$/),
      action_type: 'Store',
      status: 'In Progress',
      serial_number: 'C02XK1ABCDEF',
      model: 'MacBook Pro 14',
      type: 'Laptop',
      country: 'GB',
      device: { serial_number: 'C02XK1ABCDEF', model: 'MacBook Pro 14', type: 'Laptop', country: 'GB' },
      current_user: {
        name: 'Ada Lovelace',
        email: 'ada@acme.example',
        country: 'GB',
        address: '12 Analytical Row, London',
        phone: null,
      },
      new_recipient: null,
      wipe: true,
      wipe_completed: false,
      external: false,
      comments: [],
      status_history: [{ status: 'In Progress', at: expect.any(String), note: null }],
      livemode: true,
    });

    const second = await api('POST', '/device-actions', {
      action_type: 'Reassign',
      serial_number: 'C02XK1ABCDEF',
      new_recipient: grace,
    });
    expect(second.status).toBe(409);
    expect(second.body.error.details).toMatchObject({
      active_action_id: action.id,
      active_action_reference: action.action_id,
    });

    expect(
      (
        await operator('POST', `/device-actions/${action.id}/tracking`, {
          tracking_code: 'DHL123',
          tracking_link: 'https://dhl.example/DHL123',
        })
      ).status,
    ).toBe(200);
    const commented = await operator('POST', `/device-actions/${action.action_id}/comments`, {
      message: 'Courier booked for Thursday',
    });
    expect(commented.body.data.comments).toEqual([
      {
        id: expect.any(String),
        author: 'Loadout operations',
        message: 'Courier booked for Thursday',
        source: 'operator',
        created_at: expect.any(String),
      },
    ]);
    const asked = await operator('POST', `/device-actions/${action.id}/action-required`, {
      message: 'Is the charger included?',
    });
    expect(asked.body.data.action_required).toMatchObject({ message: 'Is the charger included?' });

    const byReference = await api('GET', `/device-actions/${action.action_id.toLowerCase()}`);
    expect(byReference.status).toBe(200);
    expect(byReference.body.data).toMatchObject({
      id: action.id,
      tracking_code: 'DHL123',
      tracking_link: 'https://dhl.example/DHL123',
    });
    expect(byReference.body.data).not.toHaveProperty('asset');

    const completed = await operator('POST', `/device-actions/${action.id}/complete`, { wipe_completed: true });
    expect(completed.body.data).toMatchObject({ status: 'Completed', wipe_completed: true, action_required: null });
    expect(Object.keys(completed.body.data.status_timestamps)).toEqual(['In Progress', 'Completed']);
    expect((await operator('POST', `/device-actions/${action.id}/complete`, {})).status).toBe(409);

    const detail = await api('GET', `/device-actions/${action.id}?include_asset=true`);
    expect(detail.body.data.asset).toMatchObject({
      serial_number: 'C02XK1ABCDEF',
      status: 'in_storage',
      employee: null,
    });
    const list = await api('GET', '/device-actions?include_asset=true&serial_number=xk1');
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0].asset).toMatchObject({ status: 'in_storage' });

    await receiver.waitFor(() => eventsOf(action.id).length === 4);
    expect(eventsOf(action.id)).toEqual([
      'logistics.created',
      'logistics.tracking_added',
      'logistics.action_required',
      'logistics.completed',
    ]);

    // Now the device is free again: it can be assigned to Grace, and completion puts it in her hands.
    const assign = await api('POST', '/device-actions', {
      action_type: 'Assign',
      serial_number: 'C02XK1ABCDEF',
      new_recipient: grace,
    });
    expect(assign.status).toBe(201);
    await operator('POST', `/device-actions/${assign.body.data.id}/complete`, {});
    const asset = (await api('GET', '/assets?serial_number=C02XK1ABCDEF')).body.data[0];
    expect(asset).toMatchObject({
      status: 'in_use',
      employee: { name: 'Grace Hopper', email: 'grace@acme.example' },
      country: 'US',
    });

    const messages = await queryRows<{ kind: string; payload: { to: string[] } }>(
      server.running.database.db,
      sql`select kind, payload from integration_messages where subject = ${`device_action:${action.id}`} order by created_at`,
    );
    // Created (to the holder), then tracking, the operator's comment and completion (to the people kept informed).
    expect(messages.map((message) => message.payload.to)).toEqual([
      ['ada@acme.example'],
      ['it@acme.example'],
      ['it@acme.example'],
      ['it@acme.example'],
    ]);
  });

  it('404 pointing to /device-actions/external for a serial that is not in the inventory', async () => {
    const response = await api('POST', '/device-actions', {
      action_type: 'Store',
      serial_number: 'NOT-OURS-1',
      current_user: ada,
    });
    expect(response.status).toBe(404);
    expect(response.body.error.message).toContain('/device-actions/external');
  });

  it('400 for an Assign without a new recipient, and for an unknown action type', async () => {
    await addDevice('VALID-1');
    const assign = await api('POST', '/device-actions', { action_type: 'Assign', serial_number: 'VALID-1' });
    expect(assign.status).toBe(400);
    expect(assign.body.error.details).toEqual([{ path: 'new_recipient', message: expect.stringContaining('Assign') }]);
    const unknown = await api('POST', '/device-actions', { action_type: 'Recycle', serial_number: 'VALID-1' });
    expect(unknown.body.error.details[0].path).toBe('action_type');
  });
});

describe('flow B: a device outside the inventory', () => {
  it('creates an external action, and a completed external Store adds the device to the inventory', async () => {
    const created = await api('POST', '/device-actions/external', {
      action_type: 'Store',
      serial_number: 'EXT-777',
      model: 'ThinkPad T14',
      type: 'Laptop',
      country: 'DE',
      current_user: { name: 'Hedy', email: 'hedy@acme.example' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ external: true, model: 'ThinkPad T14', type: 'Laptop', country: 'DE' });
    expect((await api('GET', '/assets?serial_number=EXT-777')).body.data).toEqual([]);
    const again = await api('POST', '/device-actions/external', {
      action_type: 'Store',
      serial_number: 'ext-777',
      model: 'x',
      type: 'Laptop',
      country: 'DE',
    });
    expect(again.status).toBe(409);

    await operator('POST', `/device-actions/${created.body.data.id}/complete`, {});
    expect((await api('GET', '/assets?serial_number=EXT-777')).body.data[0]).toMatchObject({
      status: 'in_storage',
      model: 'ThinkPad T14',
      source: 'added',
    });
  });

  it('409 pointing to /device-actions for a serial that is in the inventory', async () => {
    await addDevice('INV-555');
    const response = await api('POST', '/device-actions/external', {
      action_type: 'Store',
      serial_number: 'INV-555',
      model: 'x',
      type: 'Laptop',
      country: 'DE',
    });
    expect(response.status).toBe(409);
    expect(response.body.error.message).toContain('POST /api/v1/device-actions');
  });

  it('cancels an action, which frees the device', async () => {
    await addDevice('CANCEL-1');
    const action = (await api('POST', '/device-actions', { action_type: 'Store', serial_number: 'CANCEL-1' })).body
      .data;
    const cancelled = await operator('POST', `/device-actions/${action.id}/cancel`, { reason: 'Duplicate request' });
    expect(cancelled.body.data.status).toBe('Cancelled');
    expect(cancelled.body.data.status_history.at(-1)).toMatchObject({ status: 'Cancelled', note: 'Duplicate request' });
    expect((await api('POST', '/device-actions', { action_type: 'Store', serial_number: 'CANCEL-1' })).status).toBe(
      201,
    );
  });
});

describe('GET /api/v1/device-actions', () => {
  it('filters by status, type, serial and creation time, and pages', async () => {
    const completed = await api('GET', '/device-actions?status=completed&limit=100');
    expect(completed.body.data.length).toBeGreaterThan(0);
    expect(completed.body.data.every((action: { status: string }) => action.status === 'Completed')).toBe(true);
    const stores = await api('GET', '/device-actions?action_type=store,ASSIGN&limit=100');
    expect(
      stores.body.data.every((action: { action_type: string }) => ['Store', 'Assign'].includes(action.action_type)),
    ).toBe(true);
    expect((await api('GET', '/device-actions?status=done')).status).toBe(400);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await api('GET', `/device-actions?created_after=${future}`)).body.data).toEqual([]);
    const all = (await api('GET', '/device-actions?limit=100')).body.data;
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await api('GET', `/device-actions?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...response.body.data.map((action: { id: string }) => action.id));
      cursor = response.body.meta.next_cursor;
    } while (cursor);
    expect(seen.sort()).toEqual(all.map((action: { id: string }) => action.id).sort());
  });

  it("404 for another company's action, 403 without the scope", async () => {
    const own = (await api('GET', '/device-actions?limit=1')).body.data[0];
    expect((await api('GET', `/device-actions/${own.id}`, undefined, globex.key)).status).toBe(404);
    expect((await api('GET', `/device-actions/${own.action_id}`, undefined, globex.key)).status).toBe(404);
    const { key } = await createKey(server, acme.companyId, { scopes: ['device_actions:read'] });
    expect((await api('GET', '/device-actions', undefined, key)).status).toBe(200);
    expect((await api('POST', '/device-actions', { action_type: 'Store', serial_number: 'X' }, key)).status).toBe(403);
    const { key: none } = await createKey(server, acme.companyId, { scopes: ['assets:read'] });
    expect((await api('GET', '/device-actions', undefined, none)).status).toBe(403);
  });

  it('lists the operator queue across companies', async () => {
    await (async () => {
      await server.request('POST', '/api/v1/devices', {
        token: globex.key,
        body: { serial_number: 'GLX-1', device_type: 'Phone', model: 'Pixel 9', country: 'US' },
      });
      await server.request('POST', '/api/v1/device-actions', {
        token: globex.key,
        body: { action_type: 'Store', serial_number: 'GLX-1' },
      });
    })();
    const queue = await operator('GET', '/device-actions?status=in_progress&limit=100');
    expect(queue.body.data.some((action: { serial_number: string }) => action.serial_number === 'GLX-1')).toBe(true);
    const onlyGlobex = await operator('GET', `/device-actions?company_id=${globex.companyId}`);
    expect(onlyGlobex.body.data.map((action: { serial_number: string }) => action.serial_number)).toEqual(['GLX-1']);
  });
});

describe('rule 1 under load', () => {
  it('100 concurrent creates on one serial: exactly one 201 and 99 × 409', async () => {
    await addDevice('RACE-100');
    const responses = await Promise.all(
      Array.from({ length: 100 }, () =>
        api('POST', '/device-actions', { action_type: 'Store', serial_number: 'RACE-100' }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(99);
    const winner = responses.find((response) => response.status === 201)!.body.data.id;
    expect(
      responses
        .filter((response) => response.status === 409)
        .every((response) => response.body.error.details.active_action_id === winner),
    ).toBe(true);
  }, 60_000);
});
