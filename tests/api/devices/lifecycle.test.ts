import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshDueJob } from '@/server/inventory/refresh-due-job';
import { enqueueJob } from '@/server/jobs/queue';
import { openApiValidator, type OpenApiDocument } from '../../support/openapi-validator';
import { createCompanyWithKey, createKey, type CompanyWithKey } from '../../support/fixtures';
import { startReceiver, type Receiver } from '../../support/receiver';
import { startTestServer, type TestServer } from '../../support/server';

// A device's life: its purchase day and cost (as added, imported or delivered through a quote), its warranty, its
// refresh day from the company's lifespan of its type, its book value falling in a straight line to that day; the
// filters for what is due, the lifespans as a company setting, the import of a spreadsheet, and `asset.refresh_due`
// sent once per device by the daily check through to a real receiver.

let server: TestServer;
let receiver: Receiver;
let acme: CompanyWithKey;
let globex: CompanyWithKey;
let sandboxKey: string;
let readOnlyKey: string;
let validator: ReturnType<typeof openApiValidator>;
let serial = 0;

const api = (method: string, path: string, body?: unknown, key = acme.key) =>
  server.request(method, `/api/v1${path}`, { token: key, body });
const operator = (method: string, path: string, body?: unknown) =>
  server.request(method, `/operator/v1${path}`, { token: server.operatorToken, body });

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const today = () => dayOf(Date.now());
const daysFromToday = (days: number) => dayOf(Date.now() + days * DAY_MS);
/** The first day of the month `months` from this one (negative: ago), so that no month-end rounding is involved. */
function firstOfMonth(months: number) {
  const now = new Date();
  return dayOf(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1));
}
/** `day` + `months` as PostgreSQL adds them: the same day of the month, or that month's last day if it has fewer. */
function addMonths(day: string, months: number) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return dayOf(Date.UTC(year, month - 1 + months, Math.min(date, lastDay)));
}
/** `day` (a first of a month) + `months`. */
function monthsAfter(day: string, months: number) {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return dayOf(Date.UTC(year, month - 1 + months, 1));
}

async function addDevice(fields: Record<string, unknown>, key = acme.key) {
  serial += 1;
  const added = await api(
    'POST',
    '/devices',
    {
      serial_number: `LIFE-${serial.toString().padStart(4, '0')}`,
      device_type: 'Laptop',
      model: 'ThinkPad T14 Gen 5',
      country: 'DE',
      ...fields,
    },
    key,
  );
  expect(added.status, added.text).toBe(201);
  return added.body.data;
}

const assetOf = async (serialNumber: string, key = acme.key) =>
  (await api('GET', `/assets?serial_number=${serialNumber}&status=all`, undefined, key)).body.data[0];

beforeAll(async () => {
  receiver = await startReceiver();
  server = await startTestServer({ env: { WORKER_IN_PROCESS: 'true', WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' } });
  const scopes = [
    'assets:read',
    'assets:write',
    'device_actions:write',
    'quotes:read',
    'quotes:write',
    'webhooks:manage',
  ] as const;
  acme = await createCompanyWithKey(server, { scopes });
  globex = await createCompanyWithKey(server, { name: 'Globex', scopes });
  sandboxKey = (await createKey(server, acme.companyId, { mode: 'test', scopes })).key;
  readOnlyKey = (await createKey(server, acme.companyId, { scopes: ['assets:read'] })).key;
  expect((await api('POST', '/webhooks', { url: `${receiver.url}/acme`, events: ['asset.*'] })).status).toBe(201);
  validator = openApiValidator((await server.request('GET', '/api/v1/openapi.json')).body as OpenApiDocument, 'public');
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

describe('purchase, warranty, refresh day and book value', () => {
  it("derives the refresh day from the device type's lifespan: laptops 36 months, phones 24, others 36", async () => {
    const bought = firstOfMonth(-6);
    const laptop = await addDevice({ purchased_on: bought, purchase_cost: 1800, currency: 'EUR' });
    const phone = await addDevice({ device_type: 'Phone', model: 'iPhone 16', purchased_on: bought });
    const monitor = await addDevice({ device_type: 'monitor', model: 'Dell U2724D', purchased_on: bought });
    expect(laptop).toMatchObject({
      purchased_on: bought,
      purchase_cost: 1800,
      cost: 1800,
      currency: 'EUR',
      warranty_ends_on: null,
      refresh_due_on: monthsAfter(bought, 36),
    });
    expect(phone.refresh_due_on).toBe(monthsAfter(bought, 24));
    expect(monitor.refresh_due_on).toBe(monthsAfter(bought, 36));
    // Without a cost there is no book value; without a purchase day, neither a refresh day.
    expect(phone.book_value).toBeNull();
    const unknown = await addDevice({ cost: 900 });
    expect(unknown).toMatchObject({ purchased_on: null, refresh_due_on: null, book_value: null, purchase_cost: 900 });
  });

  it('depreciates in a straight line, by day, from the cost on the purchase day to nothing on the refresh day', async () => {
    const bought = firstOfMonth(-18);
    const laptop = await addDevice({
      purchased_on: bought,
      purchase_cost: 1200,
      warranty_ends_on: monthsAfter(bought, 24),
    });
    const life = (Date.parse(laptop.refresh_due_on) - Date.parse(bought)) / DAY_MS;
    const used = (Date.parse(today()) - Date.parse(bought)) / DAY_MS;
    expect(laptop.book_value).toBe(Math.round(1200 * (1 - used / life) * 100) / 100);
    expect(laptop.book_value).toBeGreaterThan(400);
    expect(laptop.book_value).toBeLessThan(800);
    expect(laptop.warranty_ends_on).toBe(monthsAfter(bought, 24));

    const new_ = await addDevice({ purchased_on: today(), purchase_cost: 1200 });
    expect(new_.book_value).toBe(1200);
    const old = await addDevice({ purchased_on: firstOfMonth(-40), purchase_cost: 1200 });
    expect(old.book_value).toBe(0);
  });

  it('refuses a purchase that cannot be: a day after today, a warranty ending before it, a day not in the calendar, two costs', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ purchased_on: daysFromToday(2) }, 'purchased_on', 'must not be after today'],
      [{ purchased_on: today(), warranty_ends_on: daysFromToday(-1) }, 'warranty_ends_on', 'must not be before'],
      [{ purchased_on: '2026-02-30' }, 'purchased_on', 'must be a day of the calendar'],
      [{ purchase_cost: 10, cost: 12 }, 'purchase_cost', 'send one of the two'],
    ];
    for (const [fields, path, message] of cases) {
      const refused = await api('POST', '/devices', {
        serial_number: `BAD-${path}`,
        device_type: 'Laptop',
        model: 'X',
        country: 'DE',
        ...fields,
      });
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect(refused.body.error.code).toBe('VALIDATION_ERROR');
      expect(refused.body.error.details).toEqual([expect.objectContaining({ path })]);
      expect(refused.body.error.message).toContain(message);
    }
    // The same cost under both names is accepted.
    expect((await addDevice({ purchase_cost: 10, cost: 10 })).purchase_cost).toBe(10);
  });

  it('a device delivered through a quote is bought on its delivery day at the accepted price', async () => {
    const product = (
      await operator('POST', '/products', {
        name: 'Pixel 9',
        brand: 'Google',
        model: 'Pixel 9',
        product_type: 'Phone',
        configurations: [{ price_estimate: 799 }],
      })
    ).body.data;
    const recipient = { name: 'Ada Lovelace', email: 'ada@acme.example', country: 'GB', address: '12 Row, London' };
    const created = await api('POST', '/quotes', {
      requester_email: 'it@acme.example',
      items: [{ product_id: product.id, recipients: [recipient] }],
    });
    expect(created.status, created.text).toBe(202);
    const quote = created.body.data;
    const item = quote.items[0];
    await operator('PUT', `/quotes/${quote.id}/items/${item.id}/price`, { price: 749.5 });
    expect((await api('POST', `/quotes/${quote.id}/items/${item.id}/action`, { action: 'accept' })).status).toBe(200);
    const recipientId = item.recipients[0].id;
    await operator('POST', `/quotes/${quote.id}/recipients/${recipientId}/tracking`, {
      tracking_code: '1Z9',
      tracking_link: 'https://track.example/1Z9',
      serial_number: 'PIXEL-LIFE-1',
    });
    expect((await operator('POST', `/quotes/${quote.id}/recipients/${recipientId}/delivered`)).status).toBe(200);
    expect(await assetOf('PIXEL-LIFE-1')).toMatchObject({
      source: 'procured',
      purchased_on: today(),
      purchase_cost: 749.5,
      currency: 'USD',
      refresh_due_on: addMonths(today(), 24),
      book_value: 749.5,
    });
  });
});

describe('what is due', () => {
  it('lists the devices due for refresh or out of warranty before a day, overdue ones included', async () => {
    const key = (await createKey(server, globex.companyId, { scopes: ['assets:read', 'assets:write'] })).key;
    const overdue = await addDevice({ purchased_on: firstOfMonth(-40) }, key);
    const soon = await addDevice({ device_type: 'Phone', purchased_on: firstOfMonth(-23) }, key);
    const later = await addDevice({ purchased_on: firstOfMonth(-12), warranty_ends_on: firstOfMonth(-1) }, key);
    await addDevice({ model: 'No purchase day' }, key);
    const horizon = firstOfMonth(2);
    const due = await api('GET', `/assets?refresh_due_before=${horizon}`, undefined, key);
    expect(due.status, due.text).toBe(200);
    expect(due.body.data.map((asset: { id: string }) => asset.id).sort()).toEqual([overdue.id, soon.id].sort());
    const warranty = await api('GET', `/assets?warranty_ends_before=${today()}`, undefined, key);
    expect(warranty.body.data.map((asset: { id: string }) => asset.id)).toEqual([later.id]);
    // The filters combine with the others, and are the company's own.
    const phones = await api('GET', `/assets?refresh_due_before=${horizon}&device_type=phone`, undefined, key);
    expect(phones.body.data.map((asset: { id: string }) => asset.id)).toEqual([soon.id]);
    const acmeDue = await api('GET', `/assets?refresh_due_before=${horizon}`);
    expect(acmeDue.body.data.map((asset: { id: string }) => asset.id)).not.toContain(soon.id);

    const bad = await api('GET', '/assets?refresh_due_before=next-week', undefined, key);
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].path).toBe('refresh_due_before');
  });
});

describe('device lifespans, a company setting', () => {
  it('reads the defaults, and a change moves the refresh day of every device not cleared, per mode', async () => {
    const key = (await createKey(server, globex.companyId, { scopes: ['assets:read', 'assets:write'] })).key;
    const settings = await api('GET', '/inventory-settings', undefined, key);
    expect(settings.body.data.device_lifespans).toEqual({
      default_months: 36,
      by_device_type: { laptop: 36, phone: 24 },
    });
    expect(validator.checkAnswer('/api/v1/inventory-settings', 'get', 200, settings.body)).toEqual([]);

    const bought = firstOfMonth(-3);
    const tablet = await addDevice({ device_type: 'Tablet', model: 'iPad Air', purchased_on: bought }, key);
    const laptop = await addDevice({ purchased_on: bought, purchase_cost: 1000 }, key);
    const sandboxLaptop = await addDevice({ purchased_on: bought }, sandboxKey);

    const changed = await api(
      'PATCH',
      '/inventory-settings',
      { device_lifespans: { by_device_type: { ' Laptop ': 48, tablet: 30 } } },
      key,
    );
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.data.device_lifespans).toEqual({
      default_months: 36,
      by_device_type: { laptop: 48, tablet: 30 },
    });
    expect((await assetOf(laptop.serial_number, key)).refresh_due_on).toBe(monthsAfter(bought, 48));
    expect((await assetOf(tablet.serial_number, key)).refresh_due_on).toBe(monthsAfter(bought, 30));
    // The sandbox keeps its own settings; a device added after the change gets the new lifespan.
    expect((await assetOf(sandboxLaptop.serial_number, sandboxKey)).refresh_due_on).toBe(monthsAfter(bought, 36));
    expect((await addDevice({ purchased_on: bought }, key)).refresh_due_on).toBe(monthsAfter(bought, 48));
    // Phones now fall under the default: `by_device_type` is replaced as a whole.
    const phone = await addDevice({ device_type: 'Phone', purchased_on: bought }, key);
    expect(phone.refresh_due_on).toBe(monthsAfter(bought, 36));
    // Only the default changes; the destination is untouched.
    const defaulted = await api('PATCH', '/inventory-settings', { device_lifespans: { default_months: 24 } }, key);
    expect(defaulted.body.data).toMatchObject({
      default_destination: { type: 'loadout_hub' },
      device_lifespans: { default_months: 24, by_device_type: { laptop: 48, tablet: 30 } },
    });
    expect((await assetOf(phone.serial_number, key)).refresh_due_on).toBe(monthsAfter(bought, 24));
    // No type of its own: every device serves the default.
    const none = await api('PATCH', '/inventory-settings', { device_lifespans: { by_device_type: {} } }, key);
    expect(none.status, none.text).toBe(200);
    expect(none.body.data.device_lifespans).toEqual({ default_months: 24, by_device_type: {} });
    expect((await assetOf(laptop.serial_number, key)).refresh_due_on).toBe(monthsAfter(bought, 24));
  });

  it('refuses lifespans that are not whole months from 1 to 240, or a device type left empty', async () => {
    for (const device_lifespans of [
      { default_months: 0 },
      { default_months: 12.5 },
      { by_device_type: { laptop: 241 } },
      { by_device_type: { ' ': 12 } },
      { unknown: 1 },
    ]) {
      const refused = await api('PATCH', '/inventory-settings', { device_lifespans });
      expect(refused.status, JSON.stringify(device_lifespans)).toBe(400);
      expect(refused.body.error.code).toBe('VALIDATION_ERROR');
      expect(refused.body.error.details[0].path).toMatch(/^device_lifespans/);
    }
    const readOnly = await api(
      'PATCH',
      '/inventory-settings',
      { device_lifespans: { default_months: 12 } },
      readOnlyKey,
    );
    expect(readOnly.status).toBe(403);
  });
});

describe('the import of devices', () => {
  it('adds the rows of a CSV export with human headers; refuses bad rows by number; a second send adds only what is missing', async () => {
    const key = (await createKey(server, acme.companyId, { scopes: ['assets:read', 'assets:write'] })).key;
    const bought = firstOfMonth(-10);
    const csv = [
      'Serial Number,Device Type,Model,Country,Employee Name,Employee Email,Purchase Cost,Currency,Purchased On,Warranty Ends On',
      `IMP-1,Laptop,MacBook Pro 14,GB,Grace Hopper,grace@acme.example,2399.00,GBP,${bought},${monthsAfter(bought, 12)}`,
      `IMP-2,Phone,iPhone 15,DE,,,899,EUR,${bought},`,
      'IMP-3,Laptop,,DE,,,,,,',
      `IMP-4,Laptop,ThinkPad X1,Portugal,,,1.999,USD,2026-13-01,`,
      'imp-1,Laptop,Duplicate,GB,,,,,,',
      `IMP-5,Dock,CalDigit TS4,US,,grace@acme.example,,,,`,
    ].join('\n');
    const imported = await server.request('POST', '/api/v1/devices/import', {
      token: key,
      body: csv,
      headers: { 'content-type': 'text/csv' },
    });
    expect(imported.status, imported.text).toBe(200);
    expect(validator.checkAnswer('/api/v1/devices/import', 'post', 200, imported.body)).toEqual([]);
    expect(imported.body.data.created).toBe(2);
    expect(imported.body.data.existing).toBe(0);
    expect(imported.body.data.errors).toEqual([
      { row: 3, message: 'model is required' },
      { row: 4, message: expect.stringContaining('purchase_cost must be an amount such as 1299.00') },
      { row: 5, message: 'serial_number imp-1 is also in row 1' },
      { row: 6, message: 'employee_name: is required with employee_email' },
    ]);
    expect(imported.body.data.errors[1].message).toContain('purchased_on: must be a day of the calendar');
    expect(await assetOf('IMP-1')).toMatchObject({
      status: 'in_use',
      employee: { name: 'Grace Hopper', email: 'grace@acme.example' },
      purchase_cost: 2399,
      currency: 'GBP',
      purchased_on: bought,
      warranty_ends_on: monthsAfter(bought, 12),
      refresh_due_on: monthsAfter(bought, 36),
      source: 'added',
    });
    expect(await assetOf('IMP-2')).toMatchObject({ status: 'in_storage', refresh_due_on: monthsAfter(bought, 24) });

    const fixed = await api(
      'POST',
      '/devices/import',
      [
        { serial_number: 'IMP-1', device_type: 'Laptop', model: 'MacBook Pro 14', country: 'GB' },
        { serial_number: 'IMP-3', device_type: 'Laptop', model: 'ThinkPad T14', country: 'DE', purchase_cost: 1450 },
      ],
      key,
    );
    expect(fixed.status, fixed.text).toBe(200);
    expect(fixed.body.data).toEqual({ created: 1, existing: 1, errors: [] });
    expect((await assetOf('IMP-3')).purchase_cost).toBe(1450);
    // Another company's inventory does not see them, and a key that only reads may not import.
    expect(await assetOf('IMP-1', globex.key)).toBeUndefined();
    const readOnly = await api('POST', '/devices/import', [], readOnlyKey);
    expect(readOnly.status).toBe(403);
  });

  it('refuses a file of more than 10 000 rows as a whole, and a body that is neither CSV nor a JSON array', async () => {
    const rows = Array.from({ length: 10_001 }, (_, index) => ({ serial_number: `BIG-${index}` }));
    const tooMany = await api('POST', '/devices/import', rows);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toContain('at most 10000 per request');
    expect(await assetOf('BIG-0')).toBeUndefined();
    const notAnArray = await api('POST', '/devices/import', { serial_number: 'X' });
    expect(notAnArray.status).toBe(400);
  });
});

describe('asset.refresh_due', () => {
  it('is sent once per device due within 30 days by the daily check, matching the webhook catalog; not for cleared devices', async () => {
    const overdue = await addDevice({ purchased_on: firstOfMonth(-38), purchase_cost: 1500 });
    // Due on the first of the month after next at the latest: within 30 days only when that is close.
    const soon = await addDevice({ device_type: 'Phone', purchased_on: daysFromToday(-720) });
    const later = await addDevice({ purchased_on: firstOfMonth(-6) });
    const sandbox = await addDevice({ purchased_on: firstOfMonth(-38) }, sandboxKey);
    const cleared = await addDevice({ purchased_on: firstOfMonth(-38), employee: { name: 'Lena Leaver' } });
    const stored = await api('POST', '/device-actions', {
      action_type: 'Store',
      serial_number: cleared.serial_number,
      destination: { type: 'clearance', outcome: 'recycle' },
    });
    expect(stored.status, stored.text).toBe(201);
    expect(
      (await operator('POST', `/device-actions/${stored.body.data.id}/receive`, { condition_grade: 'D' })).status,
    ).toBe(200);
    const erased = await operator('POST', `/assets/${cleared.id}/erasure`, {
      method: 'destroy',
      tool: 'Shredder',
      erased_on: today(),
      performed_by: 'Priya Nair',
      verification: 'passed',
    });
    expect(erased.status, erased.text).toBe(201);
    expect((await operator('POST', `/assets/${cleared.id}/clearance`, { outcome: 'recycle' })).status).toBe(200);

    const refreshNotices = () => receiver.received.filter((entry) => entry.json?.type === 'asset.refresh_due');
    const before = refreshNotices().length;
    await enqueueJob(server.running.database.db, refreshDueJob, {});
    const announced = (id: string) => refreshNotices().some((entry) => entry.json.data.id === id);
    await receiver.waitFor(() => announced(soon.id) && announced(overdue.id));
    const notices = refreshNotices().slice(before);
    const ids = notices.map((entry) => entry.json.data.id);
    expect(ids).toContain(overdue.id);
    expect(ids).toContain(soon.id);
    expect(ids).not.toContain(later.id);
    expect(ids).not.toContain(cleared.id);
    expect(ids).not.toContain(sandbox.id);
    const notice = notices.find((entry) => entry.json.data.id === overdue.id)!;
    expect(notice.json).toMatchObject({
      type: 'asset.refresh_due',
      livemode: true,
      data: { id: overdue.id, refresh_due_on: monthsAfter(firstOfMonth(-38), 36), book_value: 0 },
    });
    expect(validator.checkDelivery('asset.refresh_due', notice.json)).toEqual([]);

    // The check again: nothing new for the same refresh days.
    const events = await api('GET', '/events?type=asset.refresh_due&limit=100');
    expect(events.status, events.text).toBe(200);
    const sent = events.body.data.length;
    await enqueueJob(server.running.database.db, refreshDueJob, {});
    const marker = await addDevice({ device_type: 'Phone', purchased_on: firstOfMonth(-30) });
    await enqueueJob(server.running.database.db, refreshDueJob, {});
    await receiver.waitFor(() => refreshNotices().some((entry) => entry.json.data.id === marker.id));
    const again = await api('GET', '/events?type=asset.refresh_due&limit=100');
    expect(again.body.data.length).toBe(sent + 1);
  });
});
