import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyScope } from '@/server/core/scope';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '@/server/db/client';
import * as offboarding from '@/server/offboarding/service';
import { createTestDatabase, type TestDatabase } from '../../support/database';
import { createCompanyWithKey, createKey, type CompanyWithKey } from '../../support/fixtures';
import { startReceiver, type Receiver } from '../../support/receiver';
import { startTestServer, type TestServer } from '../../support/server';

// Offboarding over HTTP, driven the way it is in production: a SCIM client deactivates a person or sets their end
// date, the worker opens the case, IT staff retrieve the devices, the operator completes the device actions, and
// the case completes. Then the scheduling edge cases: end dates that move, a rehire, a restart with a retrieval
// still due, and two workers noticing the same change.

const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const CORE = 'urn:ietf:params:scim:schemas:core:2.0:User';
const LIFECYCLE = 'urn:loadout:params:scim:schemas:extension:lifecycle:2.0:User';
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const today = () => dayFromNow(0);

let database: TestDatabase;
let server: TestServer;
let receiver: Receiver;
let acme: CompanyWithKey;
let scimToken: string;
let serial = 0;

async function startServer() {
  return startTestServer({
    database,
    env: { WORKER_IN_PROCESS: 'true', WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', SANDBOX_AUTOPILOT_STEP: '100ms' },
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  receiver = await startReceiver();
  server = await startServer();
  acme = await createCompanyWithKey(server, {
    scopes: [
      'employees:read',
      'assets:read',
      'assets:write',
      'device_actions:read',
      'device_actions:write',
      'webhooks:manage',
    ],
  });
  await server.request('POST', '/api/v1/webhooks', {
    token: acme.key,
    body: { url: `${receiver.url}/hook`, events: ['offboarding.*'] },
  });
  const token = await server.request('POST', `/operator/v1/companies/${acme.companyId}/scim-tokens`, {
    token: server.operatorToken,
    body: { name: 'Okta', mode: 'live' },
  });
  scimToken = token.body.data.token;
}, 120_000);

afterAll(async () => {
  await server?.close();
  await receiver?.close();
  await database?.drop();
});

const api = (method: string, path: string, body?: unknown) =>
  server.request(method, `/api/v1${path}`, { token: acme.key, body });
const scim = (method: string, path: string, body?: unknown) =>
  server.request(method, `/scim/v2${path}`, {
    token: scimToken,
    body,
    headers: body === undefined ? {} : { 'content-type': 'application/scim+json' },
  });

/** A person provisioned through SCIM, holding `devices` inventory devices. */
async function hire(name: string, devices = 2) {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@acme.example`;
  const created = await scim('POST', '/Users', {
    schemas: [CORE],
    userName: email,
    name: { givenName: name.split(' ')[0], familyName: name.split(' ')[1] ?? 'X' },
    emails: [{ value: email, type: 'work', primary: true }],
    active: true,
  });
  expect(created.status).toBe(201);
  const serials: string[] = [];
  for (let index = 0; index < devices; index += 1) {
    serial += 1;
    const serialNumber = `OFF-${serial.toString().padStart(4, '0')}`;
    const added = await api('POST', '/devices', {
      serial_number: serialNumber,
      device_type: index === 0 ? 'Laptop' : 'Monitor',
      model: index === 0 ? 'MacBook Pro 14' : 'Dell U2723QE',
      country: 'DE',
      employee: { name, email },
    });
    expect(added.status, added.text).toBe(201);
    serials.push(serialNumber);
  }
  return { scimId: created.body.id as string, employeeId: created.body.id as string, email, serials };
}

const deactivate = (scimId: string) =>
  scim('PATCH', `/Users/${scimId}`, {
    schemas: [PATCH_OP],
    Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
  });
const setEndDate = (scimId: string, endDate: string | null) =>
  scim('PATCH', `/Users/${scimId}`, {
    schemas: [PATCH_OP],
    Operations: [
      endDate === null
        ? { op: 'remove', path: `${LIFECYCLE}:endDate` }
        : { op: 'replace', path: `${LIFECYCLE}:endDate`, value: endDate },
    ],
  });

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const casesOf = async (employeeId: string) =>
  (await api('GET', `/offboarding-cases?employee_id=${employeeId}`)).body.data as any[];
const openCaseOf = (employeeId: string) =>
  until(
    () => casesOf(employeeId),
    (cases) => cases.some((found) => found.status === 'open'),
    'an open case',
  ).then((cases) => cases.find((found) => found.status === 'open'));
const eventsOf = (caseId: string) =>
  receiver.received.filter((entry) => entry.json.data.id === caseId).map((entry) => entry.json.type);

describe('a leaver deactivated through SCIM', () => {
  it('gets a case listing their devices; retrieving stores both, and the case completes with the last one', async () => {
    const leaver = await hire('Lena Leaver');
    expect((await deactivate(leaver.scimId)).status).toBe(200);

    const opened = await openCaseOf(leaver.employeeId);
    expect(opened).toMatchObject({
      status: 'open',
      end_date: today(),
      employee: { id: leaver.employeeId, name: 'Lena Leaver', email: leaver.email },
      outstanding_devices: 2,
      left_with_devices: false,
    });
    expect(opened.devices.map((device: any) => [device.serial_number, device.status])).toEqual([
      [leaver.serials[0], 'held'],
      [leaver.serials[1], 'held'],
    ]);
    await receiver.waitFor(() => eventsOf(opened.id).includes('offboarding.opened'));
    const profile = (await api('GET', `/employees/${leaver.employeeId}`)).body.data;
    expect(profile).toMatchObject({ stage: 'leaving', end_date: today(), offboarding_case: { id: opened.id } });
    expect(profile.devices.map((device: any) => device.serial_number)).toEqual(leaver.serials);
    expect(profile.history.map((entry: any) => entry.description)).toEqual(
      expect.arrayContaining(['Added to the directory', 'Last day', 'Offboarding case opened, 2 devices to return']),
    );

    const retrieved = await api('POST', `/offboarding-cases/${opened.id}/retrieve`, {});
    expect(retrieved.status, retrieved.text).toBe(200);
    expect(
      retrieved.body.data.devices.map((device: any) => [device.status, device.action_type, device.scheduled_for]),
    ).toEqual([
      ['in_progress', 'Store', today()],
      ['in_progress', 'Store', today()],
    ]);
    const actionIds = retrieved.body.data.devices.map((device: any) => device.device_action_id);
    for (const [index, id] of actionIds.entries()) {
      const action = (await api('GET', `/device-actions/${id}`)).body.data;
      expect(action).toMatchObject({
        action_type: 'Store',
        status: 'In Progress',
        serial_number: leaver.serials[index],
        wipe: true,
        current_user: { name: 'Lena Leaver', email: leaver.email },
      });
      expect(action.notes).toContain(`last day is ${today()}`);
    }

    // A second retrieve has nothing left to plan.
    const again = await api('POST', `/offboarding-cases/${opened.id}/retrieve`, {});
    expect(again.status).toBe(409);
    expect(again.body.error.message).toContain('no device left to plan');

    const complete = (id: string) =>
      server.request('POST', `/operator/v1/device-actions/${id}/complete`, {
        token: server.operatorToken,
        body: { wipe_completed: true },
      });
    expect((await complete(actionIds[0])).status).toBe(200);
    const halfway = await until(
      () => api('GET', `/offboarding-cases/${opened.id}`).then((response) => response.body.data),
      (found) => found.devices[0].status === 'returned',
      'the first device returned',
    );
    expect(halfway).toMatchObject({ status: 'open', outstanding_devices: 1 });
    expect((await complete(actionIds[1])).status).toBe(200);
    const completed = await until(
      () => api('GET', `/offboarding-cases/${opened.id}`).then((response) => response.body.data),
      (found) => found.status === 'completed',
      'the case completed',
    );
    expect(completed).toMatchObject({ outstanding_devices: 0, left_with_devices: false });
    expect(completed.completed_at).not.toBeNull();
    await receiver.waitFor(() => eventsOf(opened.id).includes('offboarding.completed'));
    expect(eventsOf(opened.id)).toEqual(['offboarding.opened', 'offboarding.completed']);

    const after = (await api('GET', `/employees/${leaver.employeeId}`)).body.data;
    expect(after).toMatchObject({ devices: [], offboarding_case: null });
    expect(after.history[0]).toMatchObject({
      kind: 'offboarding',
      description: 'Offboarding case completed',
      object: { type: 'offboarding_case', id: opened.id },
    });
    const completions = after.history.filter(
      (entry: any) => entry.kind === 'device_action' && entry.description.endsWith(': Completed'),
    );
    expect(completions).toHaveLength(2);
    expect(completions[0].description).toMatch(/^Store DA-\d{4}-\d+ \(.*, from them\): Completed$/);
    const assets = (await api('GET', `/assets?search=${leaver.serials[0]}`)).body.data;
    expect(assets[0]).toMatchObject({ status: 'in_storage', employee: null });
  });

  it('plans a Reassign to a named person, and checks what it is given', async () => {
    const leaver = await hire('Rita Reassign');
    await deactivate(leaver.scimId);
    const found = await openCaseOf(leaver.employeeId);

    const missingRecipient = await api('POST', `/offboarding-cases/${found.id}/retrieve`, {
      devices: [{ serial_number: leaver.serials[0], action_type: 'Reassign' }],
    });
    expect(missingRecipient.status).toBe(400);
    expect(missingRecipient.body.error.details).toContainEqual(
      expect.objectContaining({ path: 'devices[0].new_recipient' }),
    );
    const unknown = await api('POST', `/offboarding-cases/${found.id}/retrieve`, {
      devices: [{ serial_number: 'NOT-ON-CASE' }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toContain("'NOT-ON-CASE' is not on this case");

    const planned = await api('POST', `/offboarding-cases/${found.id}/retrieve`, {
      devices: [
        {
          serial_number: leaver.serials[0],
          action_type: 'Reassign',
          new_recipient: { name: 'Nora New', email: 'nora.new@acme.example', country: 'DE' },
          wipe: false,
        },
      ],
      when: 'now',
    });
    expect(planned.status, planned.text).toBe(200);
    const [reassigned, untouched] = planned.body.data.devices;
    expect(reassigned).toMatchObject({ status: 'in_progress', action_type: 'Reassign', wipe: false });
    expect(untouched).toMatchObject({ status: 'held', action_type: null });
    const action = (await api('GET', `/device-actions/${reassigned.device_action_id}`)).body.data;
    expect(action).toMatchObject({ action_type: 'Reassign', new_recipient: { name: 'Nora New' } });

    // The other device stays with the leaver: taken off the case. A device outside the inventory is added instead.
    const removed = await api('DELETE', `/offboarding-cases/${found.id}/devices/${untouched.id}`);
    expect(removed.body.data.devices[1].status).toBe('cancelled');
    const inInventory = await api('POST', `/offboarding-cases/${found.id}/devices`, {
      serial_number: leaver.serials[1],
      model: 'x',
      type: 'Monitor',
      country: 'DE',
    });
    expect(inInventory.status).toBe(409);
    expect(inInventory.body.error.message).toContain('is in the inventory');
    const external = await api('POST', `/offboarding-cases/${found.id}/devices`, {
      serial_number: 'PERSONAL-1',
      model: 'ThinkPad X1',
      type: 'Laptop',
      country: 'de',
    });
    expect(external.status, external.text).toBe(201);
    expect(external.body.data.devices[2]).toMatchObject({
      serial_number: 'PERSONAL-1',
      external: true,
      country: 'de',
      country_code: 'DE',
    });
    const duplicate = await api('POST', `/offboarding-cases/${found.id}/devices`, {
      serial_number: 'personal-1',
      model: 'ThinkPad X1',
      type: 'Laptop',
      country: 'DE',
    });
    expect(duplicate.status).toBe(409);

    const close = await api('POST', `/offboarding-cases/${found.id}/close`);
    expect(close.status).toBe(409);
    expect(close.body.error.message).toContain('still waits for 2 device(s)');

    const externalRetrieval = await api('POST', `/offboarding-cases/${found.id}/retrieve`, { when: 'now' });
    const externalDevice = externalRetrieval.body.data.devices[2];
    expect(externalDevice.status).toBe('in_progress');
    const externalAction = (await api('GET', `/device-actions/${externalDevice.device_action_id}`)).body.data;
    expect(externalAction).toMatchObject({ external: true, model: 'ThinkPad X1', action_type: 'Store' });
  });

  it('puts a device back to held, with the reason, when its action is cancelled', async () => {
    const leaver = await hire('Carl Cancel', 1);
    await deactivate(leaver.scimId);
    const found = await openCaseOf(leaver.employeeId);
    const retrieved = await api('POST', `/offboarding-cases/${found.id}/retrieve`, {});
    const actionId = retrieved.body.data.devices[0].device_action_id;
    const cancelled = await server.request('POST', `/operator/v1/device-actions/${actionId}/cancel`, {
      token: server.operatorToken,
      body: { reason: 'courier could not reach them' },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    const back = await until(
      () => api('GET', `/offboarding-cases/${found.id}`).then((response) => response.body.data.devices[0]),
      (device) => device.status === 'held',
      'the device back to held',
    );
    expect(back.problem).toContain('was cancelled (courier could not reach them); plan its retrieval again');
    expect(back.device_action_id).toBeNull();
  });

  it('leaves a device held with the problem when another action is in progress on it', async () => {
    const leaver = await hire('Bea Busy', 1);
    const busy = await api('POST', '/device-actions', {
      action_type: 'Store',
      serial_number: leaver.serials[0],
      current_user: { name: 'Bea Busy' },
    });
    expect(busy.status).toBe(201);
    await deactivate(leaver.scimId);
    const found = await openCaseOf(leaver.employeeId);
    const retrieved = await api('POST', `/offboarding-cases/${found.id}/retrieve`, {});
    expect(retrieved.body.data.devices[0]).toMatchObject({ status: 'held', device_action_id: null });
    expect(retrieved.body.data.devices[0].problem).toContain('already has an action in progress');
  });

  it("sends each Store to the company's default destination unless the plan names one; a scheduled one holds it", async () => {
    const warehouse = await api('POST', '/locations', {
      type: 'warehouse',
      name: 'Hamburg warehouse',
      address: 'Speicherstadt 1, 20457 Hamburg',
      country: 'DE',
    });
    expect(warehouse.status, warehouse.text).toBe(201);
    const hamburg = { type: 'location', location_id: warehouse.body.data.id };
    expect((await api('PATCH', '/inventory-settings', { default_destination: hamburg })).status).toBe(200);
    try {
      const leaver = await hire('Dora Destination');
      await deactivate(leaver.scimId);
      const found = await openCaseOf(leaver.employeeId);
      const retrieved = await api('POST', `/offboarding-cases/${found.id}/retrieve`, {
        when: 'now',
        devices: [
          { serial_number: leaver.serials[0], destination: { type: 'clearance', outcome: 'resale' } },
          { serial_number: leaver.serials[1] },
        ],
      });
      expect(retrieved.status, retrieved.text).toBe(200);
      const devices = retrieved.body.data.devices;
      expect(devices.map((device: any) => device.destination)).toEqual([
        { type: 'clearance', outcome: 'resale' },
        hamburg,
      ]);
      for (const device of devices) {
        const action = (await api('GET', `/device-actions/${device.device_action_id}`)).body.data;
        expect(action.destination).toEqual(device.destination);
      }

      // Planned for a later end date, the retrieval holds its location: the location cannot go meanwhile.
      const later = await hire('Lars Later', 1);
      await setEndDate(later.scimId, dayFromNow(20));
      const laterCase = await openCaseOf(later.employeeId);
      const planned = await api('POST', `/offboarding-cases/${laterCase.id}/retrieve`, {});
      expect(planned.body.data.devices[0]).toMatchObject({ status: 'scheduled', destination: hamburg });
      await api('PATCH', '/inventory-settings', { default_destination: { type: 'loadout_hub' } });
      const refused = await api('DELETE', `/locations/${hamburg.location_id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.error.details.offboarding_case_ids).toEqual([laterCase.id]);
      expect(refused.body.error.message).toContain('plan them again with another destination');

      const reassign = await api('POST', `/offboarding-cases/${laterCase.id}/retrieve`, {
        devices: [
          {
            serial_number: later.serials[0],
            action_type: 'Reassign',
            new_recipient: { name: 'Nia New' },
            destination: hamburg,
          },
        ],
      });
      expect(reassign.status).toBe(400);
      expect(reassign.body.error.message).toContain('devices[0].destination');
    } finally {
      await api('PATCH', '/inventory-settings', { default_destination: { type: 'loadout_hub' } });
    }
  });

  it('closes a case without devices by hand, and lists what is asked for', async () => {
    const leaver = await hire('Nina Nothing', 0);
    await deactivate(leaver.scimId);
    const found = await openCaseOf(leaver.employeeId);
    expect(found.devices).toEqual([]);
    const closed = await api('POST', `/offboarding-cases/${found.id}/close`);
    expect(closed.status).toBe(200);
    expect(closed.body.data.status).toBe('completed');
    expect((await api('POST', `/offboarding-cases/${found.id}/close`)).status).toBe(409);

    const completed = (await api('GET', '/offboarding-cases?status=completed&limit=100')).body.data;
    expect(completed.map((entry: any) => entry.id)).toContain(found.id);
    const bad = await api('GET', '/offboarding-cases?status=done');
    expect(bad.status).toBe(400);
    expect((await api('GET', '/offboarding-cases/not-a-uuid')).status).toBe(404);
  });
});

describe('a key without employees:read', () => {
  it("changes a case but reads only the leaver's id back, never their name or e-mail", async () => {
    const leaver = await hire('Paula Private', 0);
    await deactivate(leaver.scimId);
    const found = await openCaseOf(leaver.employeeId);
    const { key } = await createKey(server, acme.companyId, { scopes: ['device_actions:write'] });
    const asKey = (method: string, path: string, body?: unknown) =>
      server.request(method, `/api/v1${path}`, { token: key, body });
    const onlyId = { id: leaver.employeeId };

    const added = await asKey('POST', `/offboarding-cases/${found.id}/devices`, {
      serial_number: 'OFF-PRIVATE-1',
      model: 'ThinkPad X1',
      type: 'Laptop',
      country: 'DE',
    });
    expect(added.status, added.text).toBe(201);
    expect(added.body.data.employee).toEqual(onlyId);
    const device = added.body.data.devices[0];
    const removed = await asKey('DELETE', `/offboarding-cases/${found.id}/devices/${device.id}`);
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.data.employee).toEqual(onlyId);
    expect(removed.text).not.toContain('Paula');
    expect(removed.text).not.toContain(leaver.email);
    // Taking off its last device completed that case; another leaver's case without devices is closed by hand.
    const other = await hire('Pia Private', 0);
    await deactivate(other.scimId);
    const otherCase = await openCaseOf(other.employeeId);
    const closed = await asKey('POST', `/offboarding-cases/${otherCase.id}/close`);
    expect(closed.status, closed.text).toBe(200);
    expect(closed.body.data.employee).toEqual({ id: other.employeeId });
    expect(closed.text).not.toContain(other.email);

    // A key that may read employees still reads the whole case.
    const read = await api('GET', `/offboarding-cases/${found.id}`);
    expect(read.body.data.employee).toEqual({ id: leaver.employeeId, name: 'Paula Private', email: leaver.email });
  });
});

describe('the sandbox', () => {
  it("keeps test data apart, and an autopilot key's retrieval runs to a completed case by itself", async () => {
    const testKey = await server.request('POST', `/operator/v1/companies/${acme.companyId}/api-keys`, {
      token: server.operatorToken,
      body: {
        name: 'sandbox',
        mode: 'test',
        scopes: ['employees:read', 'assets:write', 'device_actions:write'],
        autopilot: true,
      },
    });
    const key = testKey.body.data.key as string;
    const testToken = await server.request('POST', `/operator/v1/companies/${acme.companyId}/scim-tokens`, {
      token: server.operatorToken,
      body: { name: 'Okta sandbox', mode: 'test' },
    });
    const sandbox = (method: string, path: string, body?: unknown) =>
      server.request(method, `/api/v1${path}`, { token: key, body });
    const created = await server.request('POST', '/scim/v2/Users', {
      token: testToken.body.data.token,
      headers: { 'content-type': 'application/scim+json' },
      body: { schemas: [CORE], userName: 'sam.sandbox@acme.example', active: true },
    });
    await sandbox('POST', '/devices', {
      serial_number: 'SANDBOX-1',
      device_type: 'Laptop',
      model: 'MacBook Air',
      country: 'DE',
      employee: { name: 'Sam Sandbox', email: 'sam.sandbox@acme.example' },
    });
    await server.request('PATCH', `/scim/v2/Users/${created.body.id}`, {
      token: testToken.body.data.token,
      headers: { 'content-type': 'application/scim+json' },
      body: { schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'active', value: false }] },
    });
    const found = await until(
      () => sandbox('GET', `/offboarding-cases?employee_id=${created.body.id}`).then((response) => response.body.data),
      (cases) => cases.length === 1,
      'the sandbox case',
    );
    expect(found[0].livemode).toBe(false);
    expect((await api('GET', `/offboarding-cases/${found[0].id}`)).status).toBe(404);

    const retrieved = await sandbox('POST', `/offboarding-cases/${found[0].id}/retrieve`, {});
    expect(retrieved.body.data.devices[0].status).toBe('in_progress');
    const completed = await until(
      () => sandbox('GET', `/offboarding-cases/${found[0].id}`).then((response) => response.body.data),
      (value) => value.status === 'completed',
      'the sandbox case completed by the autopilot',
    );
    expect(completed.devices[0].status).toBe('returned');
  });
});

describe('scheduling', () => {
  it('creates the actions on the end date, follows the date when it moves, and cancels on a rehire', async () => {
    const leaver = await hire('Dana Dates');
    expect((await setEndDate(leaver.scimId, dayFromNow(10))).status).toBe(200);
    const found = await openCaseOf(leaver.employeeId);
    expect(found.end_date).toBe(dayFromNow(10));

    const planned = await api('POST', `/offboarding-cases/${found.id}/retrieve`, {});
    expect(planned.body.data.devices.map((device: any) => [device.status, device.scheduled_for])).toEqual([
      ['scheduled', dayFromNow(10)],
      ['scheduled', dayFromNow(10)],
    ]);
    const jobs = await dueJobs(found.id);
    expect(jobs).toEqual([`${dayFromNow(10)}T00:00:00.000Z`]);

    // The end date moves earlier: the case and its plan follow, with a job for the new day.
    await setEndDate(leaver.scimId, dayFromNow(5));
    const moved = await until(
      () => api('GET', `/offboarding-cases/${found.id}`).then((response) => response.body.data),
      (value) => value.end_date === dayFromNow(5),
      'the end date moved',
    );
    expect(moved.devices.map((device: any) => device.scheduled_for)).toEqual([dayFromNow(5), dayFromNow(5)]);
    expect(await dueJobs(found.id)).toContain(`${dayFromNow(5)}T00:00:00.000Z`);

    // Rehired before the end date: the case is cancelled with everything on it.
    await setEndDate(leaver.scimId, null);
    const cancelled = await until(
      () => api('GET', `/offboarding-cases/${found.id}`).then((response) => response.body.data),
      (value) => value.status === 'cancelled',
      'the case cancelled',
    );
    expect(cancelled.cancel_reason).toBe('The employee was rehired before their end date.');
    expect(cancelled.devices.map((device: any) => device.status)).toEqual(['cancelled', 'cancelled']);
    await receiver.waitFor(() => eventsOf(found.id).includes('offboarding.cancelled'));

    // Leaving again later opens a new case.
    await setEndDate(leaver.scimId, dayFromNow(30));
    await until(
      () => casesOf(leaver.employeeId),
      (cases) => cases.length === 2 && cases[0].status === 'open',
      'a second case',
    );
  });

  it('cancels the device actions already under way when the person is rehired', async () => {
    const leaver = await hire('Ray Rehire', 1);
    await setEndDate(leaver.scimId, dayFromNow(3));
    const found = await openCaseOf(leaver.employeeId);
    const now = await api('POST', `/offboarding-cases/${found.id}/retrieve`, { when: 'now' });
    const actionId = now.body.data.devices[0].device_action_id;
    expect(actionId).toBeTruthy();
    await scim('PATCH', `/Users/${leaver.scimId}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', value: { active: true, [`${LIFECYCLE}:endDate`]: null } }],
    });
    await until(
      () => api('GET', `/offboarding-cases/${found.id}`).then((response) => response.body.data.status),
      (status) => status === 'cancelled',
      'the case cancelled',
    );
    const action = (await api('GET', `/device-actions/${actionId}`)).body.data;
    expect(action.status).toBe('Cancelled');
    expect(action.status_history.at(-1).note).toContain('rehired');
  });

  it('creates a retrieval that fell due while the service was down once it is back', async () => {
    const leaver = await hire('Stan Restart', 1);
    await setEndDate(leaver.scimId, dayFromNow(2));
    const found = await openCaseOf(leaver.employeeId);
    await api('POST', `/offboarding-cases/${found.id}/retrieve`, {});
    await server.close();
    // Two days pass while it is down: the plan's day (and its job's due time) is now.
    const offline = await openDatabase({ url: database.url, dataDir: database.dataDir });
    await offline.db.execute(
      sql`update offboarding_devices set scheduled_for = ${today()} where case_id = ${found.id}`,
    );
    await offline.db.execute(
      sql`update jobs set run_at = now() where type = 'offboarding.retrieve' and payload->>'caseId' = ${found.id}`,
    );
    await offline.close();
    server = await startServer();
    const device = await until(
      () => api('GET', `/offboarding-cases/${found.id}`).then((response) => response.body.data.devices[0]),
      (value) => value.status === 'in_progress',
      'the action created after the restart',
    );
    expect(device.device_action_id).toBeTruthy();
  });

  it('opens one case however many workers notice the change at once', async () => {
    const leaver = await hire('Tess Twice', 1);
    await setEndDate(leaver.scimId, dayFromNow(7));
    await openCaseOf(leaver.employeeId);
    const { db } = server.running.database;
    await db.execute(sql`delete from offboarding_cases where employee_id = ${leaver.employeeId}`);
    const tenant = companyScope(acme.companyId, true);
    await Promise.all(Array.from({ length: 4 }, () => offboarding.onEmployeeChanged(db, tenant, leaver.employeeId)));
    const cases = await casesOf(leaver.employeeId);
    expect(cases).toHaveLength(1);
    expect(cases[0].devices).toHaveLength(1);
  });

  it('opens no case for someone who had already left without devices', async () => {
    const past = await hire('Paula Past', 0);
    await setEndDate(past.scimId, dayFromNow(-30));
    const withDevice = await hire('Pete Past', 1);
    await setEndDate(withDevice.scimId, dayFromNow(-30));
    await openCaseOf(withDevice.employeeId);
    // Paula's change was followed through (its job ran) without opening anything.
    await until(
      () =>
        queryRows<{ status: string }>(
          server.running.database.db,
          sql`select status from jobs where type = 'employee.changed' and payload->>'employeeId' = ${past.employeeId}`,
        ),
      (rows) => rows.length > 0 && rows.every((row) => row.status === 'succeeded'),
      "Paula's changes followed through",
    );
    expect(await casesOf(past.employeeId)).toEqual([]);
  });

  it('flags a leaver whose end date passed with devices outstanding', async () => {
    const leaver = await hire('Lou Late', 1);
    await setEndDate(leaver.scimId, dayFromNow(-3));
    const found = await openCaseOf(leaver.employeeId);
    expect(found.left_with_devices).toBe(true);
    const flagged = (await api('GET', '/offboarding-cases?left_with_devices=true&limit=100')).body.data;
    expect(flagged.map((entry: any) => entry.id)).toContain(found.id);
    const unflagged = (await api('GET', '/offboarding-cases?left_with_devices=false&limit=100')).body.data;
    expect(unflagged.map((entry: any) => entry.id)).not.toContain(found.id);
  });
});

async function dueJobs(caseId: string): Promise<string[]> {
  const rows = await queryRows<{ run_at: string | Date }>(
    server.running.database.db,
    sql`select run_at from jobs where type = 'offboarding.retrieve' and payload->>'caseId' = ${caseId} order by run_at desc`,
  );
  return rows.map((row) => new Date(row.run_at).toISOString());
}
