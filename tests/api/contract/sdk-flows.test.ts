import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuthenticationError,
  ConflictError,
  Loadout,
  LoadoutError,
  NotFoundError,
  PermissionError,
  ValidationError,
} from '@loadout/sdk';
import { createCompanyWithKey, createKey } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/server';

// Both flows of the spec, end to end through the SDK with a test key and the sandbox test helpers.

let server: TestServer;
let loadout: Loadout;
let productId: string;
let configurationId: string;

const ADA = { name: 'Ada Lovelace', email: 'ada@acme.example', country: 'GB', address: '1 Main St, London' };
const GRACE = { name: 'Grace Hopper', email: 'grace@acme.example', country: 'US', address: '2 Main St, Arlington' };

beforeAll(async () => {
  server = await startTestServer();
  const company = await createCompanyWithKey(server);
  const testKey = await createKey(server, company.companyId, { mode: 'test' });
  loadout = new Loadout({ apiKey: testKey.key, baseUrl: server.url });
  const product = await server.request('POST', '/operator/v1/products', {
    token: server.operatorToken,
    body: {
      name: 'ThinkPad X1 Carbon',
      brand: 'Lenovo',
      model: 'X1 Carbon Gen 12',
      product_type: 'Laptop',
      configurations: [{ ram: '32 GB', price_estimate: 1899 }],
    },
  });
  expect(product.status, product.text).toBe(201);
  productId = product.body.data.id;
  configurationId = product.body.data.configurations[0].id;
});
afterAll(() => server?.close());

describe('the SDK client', () => {
  it('tells the mode from the key and reads the calling key', async () => {
    expect(loadout.mode).toBe('test');
    const key = await loadout.apiKeys.retrieveCurrent();
    expect(key).toMatchObject({ mode: 'test', livemode: false });
    expect(key.scopes).toContain('quotes:write');
    expect(() => new Loadout({ apiKey: 'sk_test_123', baseUrl: server.url })).toThrow(TypeError);
  });
});

describe('flow A: a quote through the SDK', () => {
  it('creates, prices, decides on every option and follows the delivery', async () => {
    const page = await loadout.products.list({ product_type: 'laptop', ram: '32 GB' });
    expect(page.data.map((product) => product.id)).toEqual([productId]);
    expect(page.meta.available_filters.brand).toEqual(['Lenovo']);
    expect((await loadout.products.retrieve(productId)).configurations[0]!.id).toBe(configurationId);

    const created = await loadout.quotes.create({
      requester_email: 'it@acme.example',
      items: [
        { product_id: productId, configuration_id: configurationId, recipients: [ADA] },
        { product_type: 'Headset', specification: { brand: 'Jabra', model: 'Evolve2 65' }, recipients: [GRACE] },
      ],
    });
    expect(created).toMatchObject({ status: 'Pending Review', livemode: false, total: null });
    const [laptop, headset] = created.items;

    await loadout.testHelpers.offerAlternative(created.id, headset!.id, {
      brand: 'Poly',
      model: 'Voyager Focus 2',
      price: 249,
      is_exact_match: false,
    });
    const priced = await loadout.testHelpers.priceQuote(created.id, { prices: { [headset!.id]: 279 } });
    expect(priced.status).toBe('Quoted');

    expect(priced.number).toMatch(/^Q-\d{4}-\d+$/);
    const quote = await loadout.quotes.retrieve(priced.number);
    expect(quote.id).toBe(created.id);
    expect(quote.items.map((item) => item.price)).toEqual([1899, 279]);
    const alternative = quote.items[1]!.alternatives[0]!;
    expect(alternative).toMatchObject({ brand: 'Poly', status: 'pending' });

    const laptopDecision = await loadout.quotes.updateItem(quote.id, laptop!.id, {
      action: 'accept',
      recipients: [ADA],
    });
    expect(laptopDecision).toMatchObject({ id: laptop!.id, type: 'item', status: 'accepted' });
    const rejected = await loadout.quotes.updateItem(quote.id, headset!.id, {
      action: 'reject',
      alternative_id: alternative.id,
    });
    expect(rejected).toMatchObject({ id: alternative.id, type: 'alternative', status: 'rejected' });
    const accepted = await loadout.quotes.itemAction(quote.id, headset!.id, { action: 'accept' });
    expect(accepted.quote.status).toBe('Approved');

    for (const item of accepted.quote.items) {
      const recipient = item.recipients[0]!;
      const shipped = await loadout.testHelpers.addQuoteTracking(quote.id, recipient.id, {
        tracking_code: `TRK-${recipient.id.slice(0, 6)}`,
      });
      expect(shipped.items.flatMap((each) => each.recipients).find((each) => each.id === recipient.id)).toMatchObject({
        status: 'Shipped',
      });
      await loadout.testHelpers.deliverQuoteRecipient(quote.id, recipient.id);
    }
    const delivered = await loadout.quotes.retrieve(quote.id);
    expect(delivered.status).toBe('Delivered');
    expect(delivered.items.flatMap((item) => item.recipients).map((recipient) => recipient.status)).toEqual([
      'Delivered',
      'Delivered',
    ]);
  });

  it('rejects a quote and answers a request for input', async () => {
    const created = await loadout.quotes.create({
      requester_email: 'it@acme.example',
      items: [{ product_type: 'Monitor', specification: { brand: 'Dell', model: 'U2724D' }, recipients: [ADA] }],
    });
    await loadout.testHelpers.requestQuoteInput(created.id, { message: 'Which stand?' });
    const answered = await loadout.quotes.addComment(created.id, { message: 'The height-adjustable one.' });
    expect(answered.action_required).toMatchObject({ message: 'Which stand?' });
    expect(answered.comments.at(-1)).toMatchObject({ message: 'The height-adjustable one.', source: 'client' });

    await loadout.testHelpers.priceQuote(created.id);
    const decision = await loadout.quotes.updateItem(created.id, created.items[0]!.id, { action: 'reject' });
    expect(decision.quote.status).toBe('Rejected');
    const rejectedQuotes = await loadout.quotes.list({ status: 'rejected' });
    expect(rejectedQuotes.data.map((quote) => quote.id)).toEqual([created.id]);
  });
});

describe('flow B: device actions through the SDK', () => {
  it('stores, assigns and reassigns devices of the inventory, and cancels before shipping', async () => {
    await loadout.devices.create({
      serial_number: 'SDK-STORE-1',
      device_type: 'laptop',
      model: 'MacBook Air 13',
      country: 'GB',
      employee: { name: ADA.name, email: ADA.email },
    });
    await loadout.devices.create({
      serial_number: 'SDK-ASSIGN-1',
      device_type: 'laptop',
      model: 'ThinkPad X1',
      country: 'US',
    });

    const found = await loadout.assets.list({ search: 'SDK-STORE-1' });
    expect(found.data).toHaveLength(1);
    const store = await loadout.deviceActions.create({
      action_type: 'Store',
      serial_number: 'SDK-STORE-1',
      current_user: { name: ADA.name, email: ADA.email },
      wipe: true,
    });
    expect(store).toMatchObject({ status: 'In Progress', action_type: 'Store', external: false, livemode: false });
    const read = await loadout.deviceActions.retrieve(store.action_id, { include_asset: 'true' });
    expect(read.id).toBe(store.id);
    expect(read.asset).toMatchObject({ serial_number: 'SDK-STORE-1' });
    expect((await loadout.testHelpers.addDeviceActionTracking(store.id)).tracking_code).toMatch(/^SANDBOX-/);
    expect((await loadout.testHelpers.completeDeviceAction(store.id, { wipe_completed: true })).status).toBe(
      'Completed',
    );
    expect((await loadout.assets.list({ serial_number: 'SDK-STORE-1' })).data[0]).toMatchObject({
      status: 'in_storage',
      employee: null,
    });

    const assign = await loadout.deviceActions.create({
      action_type: 'Assign',
      serial_number: 'SDK-ASSIGN-1',
      new_recipient: { name: GRACE.name, email: GRACE.email, country: 'US', address: GRACE.address },
    });
    await loadout.testHelpers.completeDeviceAction(assign.id);
    expect((await loadout.assets.list({ serial_number: 'SDK-ASSIGN-1' })).data[0]).toMatchObject({
      status: 'in_use',
      employee: { name: GRACE.name },
    });

    const reassign = await loadout.deviceActions.create({
      action_type: 'Reassign',
      serial_number: 'SDK-ASSIGN-1',
      current_user: { name: GRACE.name },
      new_recipient: { name: ADA.name, country: 'GB', address: ADA.address },
    });
    const cancelled = await loadout.deviceActions.cancel(reassign.id, { reason: 'Ada keeps her old one' });
    expect(cancelled.status).toBe('Cancelled');
    expect(cancelled.status_history.at(-1)).toMatchObject({ status: 'Cancelled' });

    const completed: string[] = [];
    for await (const action of loadout.deviceActions.list({ status: 'Completed', limit: 1 })) completed.push(action.id);
    expect(completed.sort()).toEqual([store.id, assign.id].sort());
  });

  it('handles a device outside the inventory through the external path', async () => {
    expect((await loadout.assets.list({ search: 'SDK-EXT-1' })).data).toEqual([]);
    const missing = await loadout.deviceActions
      .create({ action_type: 'Store', serial_number: 'SDK-EXT-1' })
      .catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(NotFoundError);
    expect((missing as NotFoundError).message).toContain('/device-actions/external');

    const external = await loadout.deviceActions.createExternal({
      action_type: 'Store',
      serial_number: 'SDK-EXT-1',
      model: 'Dell Latitude 7440',
      type: 'laptop',
      country: 'Germany',
      current_user: { name: 'Linus', country: 'DE', address: 'Hauptstr. 1, Berlin' },
    });
    expect(external).toMatchObject({ external: true, country: 'Germany', country_code: 'DE', status: 'In Progress' });
    const busy = await loadout.deviceActions
      .createExternal({ action_type: 'Store', serial_number: 'SDK-EXT-1', model: 'x', type: 'laptop', country: 'DE' })
      .catch((error: unknown) => error);
    expect(busy).toBeInstanceOf(ConflictError);
    expect((busy as ConflictError).details).toMatchObject({ active_action_id: external.id });

    await loadout.testHelpers.requestDeviceActionInput(external.id, { message: 'Is the charger included?' });
    const commented = await loadout.deviceActions.addComment(external.id, { message: 'Yes, in the box.' });
    expect(commented.comments.at(-1)).toMatchObject({ message: 'Yes, in the box.' });
    await loadout.testHelpers.completeDeviceAction(external.id);
    expect((await loadout.assets.list({ search: 'SDK-EXT-1' })).data[0]).toMatchObject({
      status: 'in_storage',
      source: 'added',
    });
  });
});

describe('typed errors', () => {
  it('a validation error carries the code, the details by path and the request id', async () => {
    const error = await loadout.quotes
      .create({ requester_email: 'not-an-email', items: [] })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toBeInstanceOf(LoadoutError);
    const validation = error as ValidationError;
    expect(validation).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(validation.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'requester_email' }),
        expect.objectContaining({ path: 'items' }),
      ]),
    );
    expect(validation.requestId).toMatch(/^\S+$/);
  });

  it('a 404 is a NotFoundError with its request id, and keys without access get 401 and 403', async () => {
    const error = await loadout.quotes.retrieve(globalThis.crypto.randomUUID()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', details: null });
    expect((error as NotFoundError).requestId).toMatch(/^\S+$/);

    const unknownKey = new Loadout({ apiKey: `lo_test_${'x'.repeat(40)}`, baseUrl: server.url });
    await expect(unknownKey.quotes.list()).rejects.toBeInstanceOf(AuthenticationError);

    const company = await createCompanyWithKey(server, { name: 'Narrow', scopes: ['assets:read'] });
    const narrow = new Loadout({ apiKey: company.key, baseUrl: server.url });
    expect(narrow.mode).toBe('live');
    const forbidden = await narrow.quotes.list().catch((caught: unknown) => caught);
    expect(forbidden).toBeInstanceOf(PermissionError);
    expect((forbidden as PermissionError).details).toMatchObject({ required_scopes: ['quotes:read'] });
  });
});
