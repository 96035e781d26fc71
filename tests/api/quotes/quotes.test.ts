import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithKey, createKey, type CompanyWithKey } from '../../support/fixtures';
import { startReceiver, type Receiver } from '../../support/receiver';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
let acme: CompanyWithKey;
let globex: CompanyWithKey;
let receiver: Receiver;
let laptop: { id: string; configurations: { id: string }[] };
let kitId: string;

const api = (method: string, path: string, body?: unknown, token = acme.key) =>
  server.request(method, `/api/v1${path}`, { token, body });
const operator = (method: string, path: string, body?: unknown) =>
  server.request(method, `/operator/v1${path}`, { token: server.operatorToken, body });

const recipient = (name: string, country = 'DE') => ({
  name,
  email: `${name.toLowerCase()}@acme.example`,
  country,
  address: `${name}straße 1, 10117 Berlin`,
});

beforeAll(async () => {
  receiver = await startReceiver();
  server = await startTestServer({ env: { WORKER_IN_PROCESS: 'true', WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' } });
  acme = await createCompanyWithKey(server, { scopes: ['quotes:write', 'webhooks:manage'] });
  globex = await createCompanyWithKey(server, { name: 'Globex', scopes: ['quotes:write'] });
  laptop = (
    await operator('POST', '/products', {
      name: 'Lenovo ThinkPad X1 Carbon Gen 12',
      brand: 'Lenovo',
      model: 'ThinkPad X1 Carbon Gen 12',
      product_type: 'Laptop',
      configurations: [
        { cpu: 'Intel Core Ultra 7 155U', ram: '32 GB', storage: '1 TB', screen_size: '14"', price_estimate: 2100 },
        { cpu: 'Intel Core Ultra 5 125U', ram: '16 GB', storage: '512 GB', screen_size: '14"', price_estimate: 1700 },
      ],
    })
  ).body.data;
  const headset = (
    await operator('POST', '/products', {
      name: 'Jabra Evolve2 65',
      brand: 'Jabra',
      model: 'Evolve2 65',
      product_type: 'Headset',
      configurations: [{ price_estimate: 279 }],
    })
  ).body.data;
  kitId = (
    await operator('POST', `/companies/${acme.companyId}/kits`, {
      name: 'Starter',
      items: [
        { product_id: laptop.id, configuration_id: laptop.configurations[1]!.id },
        { product_id: headset.id, quantity: 2 },
      ],
    })
  ).body.data.id;
  await api('POST', '/webhooks', { url: `${receiver.url}/hook`, events: ['quote.*'] });
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

async function createMixedQuote() {
  const response = await api('POST', '/quotes', {
    requester_email: 'it@acme.example',
    requester_name: 'IT Desk',
    po_number: 'PO-1001',
    notification_emails: ['procurement@acme.example'],
    items: [
      {
        product_id: laptop.id,
        configuration_id: laptop.configurations[0]!.id,
        quantity: 2,
        recipients: [recipient('Ada'), recipient('Grace', 'US')],
      },
      { kit_id: kitId, recipients: [recipient('Alan', 'GB')] },
      {
        product_type: 'Accessory',
        specification: { brand: 'Belkin', model: 'USB-C to HDMI' },
        comments: 'any colour',
        recipients: [recipient('Hedy', 'AT')],
      },
    ],
  });
  expect(response.status, response.text).toBe(202);
  return response.body.data;
}

const eventsOf = (quoteId: string) =>
  receiver.received
    .map((entry) => entry.json)
    .filter((event) => event.data.id === quoteId)
    .map((event) => event.type);

async function priceAll(quote: { id: string; items: { id: string }[] }, price = 100) {
  let last;
  for (const item of quote.items) last = await operator('PUT', `/quotes/${quote.id}/items/${item.id}/price`, { price });
  return last!.body.data;
}

describe('POST /api/v1/quotes', () => {
  it('creates a quote from catalog, kit and freeform items, with null prices', async () => {
    const quote = await createMixedQuote();
    expect(quote).toMatchObject({
      status: 'Pending Review',
      order_id: quote.id,
      requester: { email: 'it@acme.example', name: 'IT Desk' },
      po_number: 'PO-1001',
      countries: ['AT', 'DE', 'GB', 'US'],
      total: null,
      action_required: null,
      livemode: true,
    });
    expect(quote.status_timestamps['Pending Review']).toBeDefined();
    expect(quote.items.map((item: { mode: string }) => item.mode)).toEqual(['catalog', 'kit', 'kit', 'freeform']);
    expect(
      quote.items.every(
        (item: { price: null; status: string }) => item.price === null && item.status === 'Pending Review',
      ),
    ).toBe(true);
    expect(quote.items[0]).toMatchObject({
      quantity: 2,
      product_type: 'Laptop',
      specification: { brand: 'Lenovo', ram: '32 GB' },
    });
    expect(quote.items[2]).toMatchObject({ kit_id: kitId, product_type: 'Headset', quantity: 2 });
    expect(quote.items[3]).toMatchObject({
      product_type: 'Accessory',
      comments: 'any colour',
      specification: { brand: 'Belkin', model: 'USB-C to HDMI' },
    });
    expect(quote.items[0].recipients.map((r: { name: string; status: string }) => [r.name, r.status])).toEqual([
      ['Ada', 'Pending'],
      ['Grace', 'Pending'],
    ]);
    await receiver.waitFor(() => eventsOf(quote.id).includes('quote.created'));
  });

  it.each([
    [
      'an unknown product',
      { product_id: '5b0f7f0e-6a6c-4c7e-8f0a-2f4b8b6d1e11', recipients: [recipient('A')] },
      'items[0].product_id',
    ],
    [
      'the nil-shaped UUID as product',
      { product_id: '00000000-0000-4000-8000-000000000000', recipients: [recipient('A')] },
      'items[0].product_id',
    ],
    [
      'an unknown kit',
      { kit_id: '5b0f7f0e-6a6c-4c7e-8f0a-2f4b8b6d1e11', recipients: [recipient('A')] },
      'items[0].kit_id',
    ],
    [
      'no recipients',
      { product_type: 'Laptop', specification: { brand: 'Apple', model: 'MacBook Air' }, recipients: [] },
      'items[0].recipients',
    ],
    [
      'a recipient without address',
      {
        product_type: 'Laptop',
        specification: { brand: 'Apple', model: 'MacBook Air' },
        recipients: [{ name: 'A', country: 'DE' }],
      },
      'items[0].recipients[0].address',
    ],
    [
      'a freeform item without model',
      { product_type: 'Laptop', specification: { brand: 'Apple' }, recipients: [recipient('A')] },
      'items[0].specification',
    ],
  ])('400 naming the path for %s', async (_name, item, path) => {
    const response = await api('POST', '/quotes', { requester_email: 'it@acme.example', items: [item] });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION_ERROR');
    expect(response.body.error.details.map((detail: { path: string }) => detail.path)).toContain(path);
  });

  it('400 for a configuration of another product, a typo in a field and a missing requester', async () => {
    const configuration = await api('POST', '/quotes', {
      requester_email: 'it@acme.example',
      items: [
        {
          product_id: laptop.id,
          configuration_id: '5b0f7f0e-6a6c-4c7e-8f0a-2f4b8b6d1e11',
          recipients: [recipient('A')],
        },
      ],
    });
    expect(configuration.body.error.details).toEqual([
      { path: 'items[0].configuration_id', message: expect.any(String) },
    ]);
    const typo = await api('POST', '/quotes', {
      requester_email: 'it@acme.example',
      items: [{ product_type: 'Laptop', specification: { brand: 'A', model: 'B' }, reciepients: [] }],
    });
    expect(typo.status).toBe(400);
    const missing = await api('POST', '/quotes', {
      items: [{ product_type: 'Laptop', specification: { brand: 'A', model: 'B' }, recipients: [recipient('A')] }],
    });
    expect(missing.body.error.details.map((detail: { path: string }) => detail.path)).toContain('requester_email');
  });

  it('403 with quotes:read only', async () => {
    const { key } = await createKey(server, acme.companyId, { scopes: ['quotes:read'] });
    const response = await api('POST', '/quotes', { requester_email: 'it@acme.example', items: [] }, key);
    expect(response.status).toBe(403);
  });
});

describe('pricing and decisions', () => {
  it('moves to Quoted with quote.pending once the last item is priced', async () => {
    const quote = await createMixedQuote();
    const partly = await operator('PUT', `/quotes/${quote.id}/items/${quote.items[0].id}/price`, { price: 1999.5 });
    expect(partly.body.data).toMatchObject({ status: 'Pending Review', total: null });
    expect(partly.body.data.items[0]).toMatchObject({ price: 1999.5, status: 'Quoted' });
    const priced = await priceAll(quote, 10);
    expect(priced.status).toBe('Quoted');
    expect(priced.total).toBe(10 * 2 + 10 * 1 + 10 * 2 + 10 * 1);
    await receiver.waitFor(() => eventsOf(quote.id).includes('quote.pending'));
    expect(eventsOf(quote.id).filter((type) => type === 'quote.pending')).toHaveLength(1);
  });

  it('409 for a decision on an item that is not priced yet', async () => {
    const quote = await createMixedQuote();
    const response = await api('POST', `/quotes/${quote.id}/items/${quote.items[0].id}/action`, { action: 'accept' });
    expect(response.status).toBe(409);
    expect(response.body.error.message).toContain('Pending Review');
  });

  it('accepting the original rejects its pending alternatives; accepting an alternative rejects the original and siblings', async () => {
    const quote = await createMixedQuote();
    const [first, second] = quote.items;
    for (const model of ['ThinkPad T14s', 'Dell Latitude 7450']) {
      await operator('POST', `/quotes/${quote.id}/items/${first.id}/alternatives`, {
        brand: 'X',
        model,
        price: 1500,
        description: 'similar',
        is_exact_match: false,
      });
    }
    let priced = await operator('POST', `/quotes/${quote.id}/items/${second.id}/alternatives`, {
      brand: 'Y',
      model: 'Alt A',
      price: 90,
      is_exact_match: true,
    });
    priced = await operator('POST', `/quotes/${quote.id}/items/${second.id}/alternatives`, {
      brand: 'Y',
      model: 'Alt B',
      price: 95,
      is_exact_match: false,
    });
    expect(priced.status).toBe(201);
    await priceAll(quote, 100);

    const acceptOriginal = await api('POST', `/quotes/${quote.id}/items/${first.id}/action`, { action: 'accept' });
    expect(acceptOriginal.status).toBe(200);
    expect(acceptOriginal.body.data).toMatchObject({ id: first.id, type: 'item', status: 'accepted' });
    const firstAfter = acceptOriginal.body.data.quote.items[0];
    expect(firstAfter).toMatchObject({ status: 'Accepted', selected_option: { type: 'item', id: first.id } });
    expect(firstAfter.alternatives.map((alternative: { status: string }) => alternative.status)).toEqual([
      'rejected',
      'rejected',
    ]);
    expect(firstAfter.recipients.map((r: { status: string }) => r.status)).toEqual(['Ordered', 'Ordered']);

    const alternatives = acceptOriginal.body.data.quote.items[1].alternatives;
    const acceptAlternative = await api('POST', `/quotes/${quote.id}/items/${alternatives[1].id}/action`, {
      action: 'accept',
    });
    expect(acceptAlternative.body.data).toMatchObject({
      id: alternatives[1].id,
      type: 'alternative',
      status: 'accepted',
    });
    const secondAfter = acceptAlternative.body.data.quote.items[1];
    expect(secondAfter).toMatchObject({
      status: 'Rejected',
      selected_option: { type: 'alternative', id: alternatives[1].id },
    });
    expect(secondAfter.alternatives.map((alternative: { status: string }) => alternative.status)).toEqual([
      'rejected',
      'accepted',
    ]);

    const again = await api('POST', `/quotes/${quote.id}/items/${first.id}/action`, { action: 'reject' });
    expect(again.status).toBe(409);
  });

  it('rejects one alternative only; PATCH needs recipients to accept and replaces them; a foreign alternative is 404', async () => {
    const quote = await createMixedQuote();
    const [first, second] = quote.items;
    await operator('POST', `/quotes/${quote.id}/items/${first.id}/alternatives`, {
      brand: 'X',
      model: 'A',
      price: 1,
      is_exact_match: false,
    });
    const withAlternatives = await operator('POST', `/quotes/${quote.id}/items/${first.id}/alternatives`, {
      brand: 'X',
      model: 'B',
      price: 2,
      is_exact_match: false,
    });
    const [altA, altB] = withAlternatives.body.data.items[0].alternatives;
    const other = await operator('POST', `/quotes/${quote.id}/items/${second.id}/alternatives`, {
      brand: 'Y',
      model: 'C',
      price: 3,
      is_exact_match: false,
    });
    const foreignAlternative = other.body.data.items[1].alternatives[0];
    await priceAll(quote);

    const rejected = await api('PATCH', `/quotes/${quote.id}/items/${first.id}`, {
      action: 'reject',
      alternative_id: altA.id,
    });
    expect(rejected.body.data).toMatchObject({ id: altA.id, type: 'alternative', status: 'rejected' });
    expect(
      rejected.body.data.quote.items[0].alternatives.map((alternative: { status: string }) => alternative.status),
    ).toEqual(['rejected', 'pending']);
    expect(rejected.body.data.quote.items[0].status).toBe('Quoted');

    const noRecipients = await api('PATCH', `/quotes/${quote.id}/items/${first.id}`, {
      action: 'accept',
      alternative_id: altB.id,
    });
    expect(noRecipients.status).toBe(400);
    expect(noRecipients.body.error.details[0].path).toBe('recipients');

    const foreign = await api('PATCH', `/quotes/${quote.id}/items/${first.id}`, {
      action: 'accept',
      alternative_id: foreignAlternative.id,
      recipients: [recipient('Zoe')],
    });
    expect(foreign.status).toBe(404);

    const accepted = await api('PATCH', `/quotes/${quote.id}/items/${first.id}`, {
      action: 'accept',
      alternative_id: altB.id,
      recipients: [{ ...recipient('Zoe', 'FR'), phone_number: '+33 1 23 45 67 89', quantity: 2 }],
    });
    expect(accepted.status).toBe(200);
    const item = accepted.body.data.quote.items[0];
    expect(item.recipients).toEqual([
      expect.objectContaining({
        name: 'Zoe',
        country: 'FR',
        phone_number: '+33 1 23 45 67 89',
        quantity: 2,
        status: 'Ordered',
      }),
    ]);
    expect(item.status).toBe('Rejected');
    expect(Object.keys(item.recipients[0].status_timestamps)).toEqual(['Pending', 'Ordered']);
  });

  it("404 for another company's quote, for reads and decisions", async () => {
    const quote = await createMixedQuote();
    expect((await api('GET', `/quotes/${quote.id}`, undefined, globex.key)).status).toBe(404);
    expect(
      (await api('POST', `/quotes/${quote.id}/items/${quote.items[0].id}/action`, { action: 'reject' }, globex.key))
        .status,
    ).toBe(404);
    expect(
      (await api('PATCH', `/quotes/${quote.id}/items/${quote.items[0].id}`, { action: 'reject' }, globex.key)).status,
    ).toBe(404);
  });
});

describe('the whole flow', () => {
  it('runs from request to delivery, with every event in order', async () => {
    const quote = await createMixedQuote();
    await priceAll(quote, 50);
    for (const [index, item] of quote.items.entries()) {
      const action = index === 3 ? 'reject' : 'accept';
      const response = await api('POST', `/quotes/${quote.id}/items/${item.id}/action`, { action });
      expect(response.status).toBe(200);
    }
    let current = (await api('GET', `/quotes/${quote.id}`)).body.data;
    expect(current.status).toBe('Approved');
    expect(current.status_timestamps).toHaveProperty('Quoted');
    expect(current.status_timestamps).toHaveProperty('Approved');

    const asked = await operator('POST', `/quotes/${quote.id}/action-required`, {
      message: 'Confirm the address of Alan',
    });
    expect(asked.body.data.action_required).toEqual({
      message: 'Confirm the address of Alan',
      requested_at: expect.any(String),
    });
    const cleared = await operator('DELETE', `/quotes/${quote.id}/action-required`);
    expect(cleared.body.data.action_required).toBeNull();

    const shipping = current.items
      .filter((item: { selected_option: unknown }) => item.selected_option)
      .flatMap((item: { recipients: { id: string }[] }) => item.recipients);
    expect(shipping).toHaveLength(4);
    const rejectedRecipient = current.items[3].recipients[0];
    expect(
      (
        await operator('POST', `/quotes/${quote.id}/recipients/${rejectedRecipient.id}/tracking`, {
          tracking_code: 'X',
          tracking_link: 'https://track.example/X',
        })
      ).status,
    ).toBe(409);

    for (const [index, r] of shipping.entries()) {
      const tracked = await operator('POST', `/quotes/${quote.id}/recipients/${r.id}/tracking`, {
        tracking_code: `1Z${index}`,
        tracking_link: `https://track.example/1Z${index}`,
      });
      expect(tracked.status).toBe(200);
      expect(tracked.body.data.status).toBe('In Progress');
    }
    for (const r of shipping) await operator('POST', `/quotes/${quote.id}/recipients/${r.id}/delivered`);
    current = (await api('GET', `/quotes/${quote.id}`)).body.data;
    expect(current.status).toBe('Delivered');
    const delivered = current.items[0].recipients[0];
    expect(delivered).toMatchObject({
      status: 'Delivered',
      tracking_code: '1Z0',
      tracking_link: 'https://track.example/1Z0',
    });
    expect(Object.keys(delivered.status_timestamps)).toEqual(['Pending', 'Ordered', 'Shipped', 'Delivered']);
    expect((await operator('POST', `/quotes/${quote.id}/recipients/${shipping[0].id}/delivered`)).status).toBe(409);

    const expected = [
      'quote.created',
      'quote.pending',
      'quote.approved',
      'quote.action_required',
      ...shipping.map(() => 'quote.tracking_added'),
      ...shipping.map(() => 'quote.delivered'),
    ];
    await receiver.waitFor(() => eventsOf(quote.id).length === expected.length);
    // Arrival order: the events of one quote reach an endpoint in the order they happened.
    expect(eventsOf(quote.id)).toEqual(expected);
    const times = receiver.received
      .map((entry) => entry.json)
      .filter((event) => event.data.id === quote.id)
      .map((event) => event.created_at);
    expect(times).toEqual([...times].sort());
  });
});

describe('GET /api/v1/quotes', () => {
  it('filters by status (either spelling), country and creation time, and pages', async () => {
    const all = await api('GET', '/quotes?limit=100');
    expect(all.status).toBe(200);
    const total = all.body.data.length;
    expect(total).toBeGreaterThan(5);
    const delivered = await api('GET', '/quotes?status=delivered');
    expect(delivered.body.data.every((quote: { status: string }) => quote.status === 'Delivered')).toBe(true);
    expect(delivered.body.data.length).toBeGreaterThan(0);
    const pending = await api('GET', '/quotes?status=pending_review,QUOTED&limit=100');
    expect(
      pending.body.data.every((quote: { status: string }) => ['Pending Review', 'Quoted'].includes(quote.status)),
    ).toBe(true);
    expect((await api('GET', '/quotes?status=paid')).status).toBe(400);
    expect((await api('GET', '/quotes?country=a&limit=100')).body.data.length).toBe(total);
    expect((await api('GET', '/quotes?country=zz')).body.data).toEqual([]);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await api('GET', `/quotes?created_after=${future}`)).body.data).toEqual([]);
    expect((await api('GET', `/quotes?created_before=${future}&limit=100`)).body.data.length).toBe(total);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await api('GET', `/quotes?limit=2&sort=created_at${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...response.body.data.map((quote: { id: string }) => quote.id));
      cursor = response.body.meta.next_cursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(total);
    expect((await api('GET', '/quotes', undefined, globex.key)).body.data).toEqual([]);
  });
});

describe('a quote decided item by item', () => {
  it('keeps the quoted total, sums what was accepted, and records Approved and its event when the last decision follows shipping', async () => {
    const created = await api('POST', '/quotes', {
      requester_email: 'it@acme.example',
      items: [
        {
          product_type: 'Laptop',
          specification: { brand: 'Apple', model: 'MacBook Air 13' },
          quantity: 2,
          recipients: [recipient('Ada')],
        },
        {
          product_type: 'Phone',
          specification: { brand: 'Apple', model: 'iPhone 16' },
          recipients: [recipient('Grace')],
        },
        { product_type: 'Dock', specification: { brand: 'CalDigit', model: 'TS4' }, recipients: [recipient('Alan')] },
      ],
    });
    const quote = created.body.data;
    const [laptopItem, phoneItem, dockItem] = quote.items;
    await operator('PUT', `/quotes/${quote.id}/items/${laptopItem.id}/price`, { price: 1200 });
    await operator('PUT', `/quotes/${quote.id}/items/${phoneItem.id}/price`, { price: 900 });
    const priced = (await operator('PUT', `/quotes/${quote.id}/items/${dockItem.id}/price`, { price: 300 })).body.data;
    expect(priced).toMatchObject({ status: 'Quoted', total: 3600, accepted_total: 0 });

    const offered = await operator('POST', `/quotes/${quote.id}/items/${laptopItem.id}/alternatives`, {
      brand: 'Apple',
      model: 'MacBook Air 13 (M3)',
      price: 1000,
      is_exact_match: false,
    });
    const alternative = offered.body.data.items[0].alternatives[0];
    const afterAlternative = (
      await api('POST', `/quotes/${quote.id}/items/${alternative.id}/action`, { action: 'accept' })
    ).body.data.quote;
    expect(afterAlternative).toMatchObject({ status: 'Quoted', total: 3600, accepted_total: 2000 });
    await api('POST', `/quotes/${quote.id}/items/${phoneItem.id}/action`, { action: 'reject' });

    // The accepted laptops ship while the dock is still undecided: the quote stays Quoted.
    const laptopRecipient = afterAlternative.items[0].recipients[0];
    const shipped = await operator('POST', `/quotes/${quote.id}/recipients/${laptopRecipient.id}/tracking`, {
      tracking_code: '1ZP',
      tracking_link: 'https://track.example/1ZP',
    });
    expect(shipped.body.data.status).toBe('Quoted');
    expect(
      (await operator('GET', '/quotes?fulfilment=open&limit=100')).body.data.map((entry: { id: string }) => entry.id),
    ).toContain(quote.id);

    const last = (await api('POST', `/quotes/${quote.id}/items/${dockItem.id}/action`, { action: 'accept' })).body.data
      .quote;
    expect(last).toMatchObject({ status: 'In Progress', total: 3600, accepted_total: 2300 });
    expect(Object.keys(last.status_timestamps)).toEqual(['Pending Review', 'Quoted', 'Approved', 'In Progress']);
    await receiver.waitFor(() => eventsOf(quote.id).includes('quote.approved'));
    expect(eventsOf(quote.id).filter((type: string) => type === 'quote.approved')).toHaveLength(1);
  });
});

describe('operator review queue', () => {
  it('lists quotes of every company oldest first, by status and company, and reads any quote', async () => {
    const globexQuote = (
      await api(
        'POST',
        '/quotes',
        {
          requester_email: 'it@globex.example',
          items: [
            { product_type: 'Dock', specification: { brand: 'CalDigit', model: 'TS4' }, recipients: [recipient('Lu')] },
          ],
        },
        globex.key,
      )
    ).body.data;
    const queue = await operator('GET', '/quotes?status=pending_review&limit=100');
    expect(queue.status).toBe(200);
    const created = queue.body.data.map((quote: { created_at: string }) => quote.created_at);
    expect(created).toEqual([...created].sort());
    expect(queue.body.data.every((quote: { status: string }) => quote.status === 'Pending Review')).toBe(true);
    expect(queue.body.data.map((quote: { id: string }) => quote.id)).toContain(globexQuote.id);

    const onlyGlobex = await operator('GET', `/quotes?company_id=${globex.companyId}`);
    expect(onlyGlobex.body.data.map((quote: { id: string }) => quote.id)).toEqual([globexQuote.id]);
    expect((await operator('GET', `/quotes/${globexQuote.id}`)).body.data.requester_email).toBe('it@globex.example');
    expect((await operator('GET', '/quotes/5b0f7f0e-6a6c-4c7e-8f0a-2f4b8b6d1e11')).status).toBe(404);
    expect(
      (
        await operator('PUT', `/quotes/${globexQuote.id}/items/5b0f7f0e-6a6c-4c7e-8f0a-2f4b8b6d1e11/price`, {
          price: 1,
        })
      ).status,
    ).toBe(404);
    expect(
      (await operator('PUT', `/quotes/${globexQuote.id}/items/${globexQuote.items[0].id}/price`, { price: -1 })).status,
    ).toBe(400);
  });
});

describe('concurrent decisions', () => {
  it('leaves exactly one option accepted when an item and its alternative are accepted at once (50 times)', async () => {
    for (let round = 0; round < 50; round++) {
      const created = await api('POST', '/quotes', {
        requester_email: 'it@acme.example',
        items: [
          {
            product_type: 'Phone',
            specification: { brand: 'Apple', model: 'iPhone 16' },
            recipients: [recipient('Ada')],
          },
        ],
      });
      const quote = created.body.data;
      const item = quote.items[0];
      const withAlternative = await operator('POST', `/quotes/${quote.id}/items/${item.id}/alternatives`, {
        brand: 'Google',
        model: 'Pixel 9',
        price: 799,
        is_exact_match: false,
      });
      const alternative = withAlternative.body.data.items[0].alternatives[0];
      await operator('PUT', `/quotes/${quote.id}/items/${item.id}/price`, { price: 899 });
      const responses = await Promise.all([
        api('POST', `/quotes/${quote.id}/items/${item.id}/action`, { action: 'accept' }),
        api('POST', `/quotes/${quote.id}/items/${alternative.id}/action`, { action: 'accept' }),
      ]);
      expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
      const final = (await api('GET', `/quotes/${quote.id}`)).body.data.items[0];
      const accepted = [final.status === 'Accepted', final.alternatives[0].status === 'accepted'].filter(Boolean);
      expect(accepted).toHaveLength(1);
    }
  }, 120_000);
});
