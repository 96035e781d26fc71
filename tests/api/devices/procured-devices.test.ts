import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithKey, type CompanyWithKey } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/server';

// A delivered recipient of a device (laptop, phone, tablet, monitor, dock…) joins the company's inventory with its
// serial number: in use by the recipient when they are in the employee directory, else in storage; once.

let server: TestServer;
let acme: CompanyWithKey;
let laptop: { id: string; configurations: { id: string }[] };
let mouse: { id: string };

const api = (method: string, path: string, body?: unknown) =>
  server.request(method, `/api/v1${path}`, { token: acme.key, body });
const operator = (method: string, path: string, body?: unknown) =>
  server.request(method, `/operator/v1${path}`, { token: server.operatorToken, body });

const ada = {
  name: 'Ada Lovelace',
  email: 'Ada.Lovelace@acme.example',
  country: 'GB',
  address: '12 Analytical Row, London',
};
const visitor = {
  name: 'Vera Visitor',
  email: 'vera@elsewhere.example',
  country: 'DE',
  address: 'Hauptstraße 1, Berlin',
};

beforeAll(async () => {
  server = await startTestServer();
  acme = await createCompanyWithKey(server);
  const csv = 'HRIS ID,Name,Email,Status,Country\nE-1,Ada Lovelace,ada.lovelace@acme.example,active,GB';
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
  mouse = (
    await operator('POST', '/products', {
      name: 'Logitech MX Master 3S',
      brand: 'Logitech',
      model: 'MX Master 3S',
      product_type: 'Mouse',
      configurations: [{ price_estimate: 99 }],
    })
  ).body.data;
});
afterAll(async () => {
  await server?.close();
});

/** A quote of `items`, priced at `price` and every item accepted as quoted; returns it. */
async function acceptedQuote(items: unknown[], price = 1850) {
  const created = await api('POST', '/quotes', { requester_email: 'it@acme.example', items });
  expect(created.status, created.text).toBe(202);
  for (const item of created.body.data.items)
    await operator('PUT', `/quotes/${created.body.data.id}/items/${item.id}/price`, { price });
  let quote = created.body.data;
  for (const item of quote.items)
    quote = (await api('POST', `/quotes/${quote.id}/items/${item.id}/action`, { action: 'accept' })).body.data.quote;
  return quote;
}

const assetsOf = async (serial: string) => (await api('GET', `/assets?search=${encodeURIComponent(serial)}`)).body.data;

describe('delivery of procured devices', () => {
  it('adds a delivered laptop to the inventory, in use by the recipient found in the directory', async () => {
    const quote = await acceptedQuote([
      { product_id: laptop.id, configuration_id: laptop.configurations[0]!.id, recipients: [ada] },
    ]);
    const recipient = quote.items[0].recipients[0];
    await operator('POST', `/quotes/${quote.id}/recipients/${recipient.id}/tracking`, {
      tracking_code: '1Z1',
      tracking_link: 'https://track.example/1Z1',
      serial_number: 'DL7450-A1',
    });
    expect(await assetsOf('DL7450-A1')).toEqual([]);

    const delivered = await operator('POST', `/quotes/${quote.id}/recipients/${recipient.id}/delivered`);
    expect(delivered.status, delivered.text).toBe(200);
    const [asset] = await assetsOf('DL7450-A1');
    expect(asset).toMatchObject({
      serial_number: 'DL7450-A1',
      device_type: 'Laptop',
      model: 'Dell Latitude 7450',
      country: 'GB',
      status: 'in_use',
      employee: { name: 'Ada Lovelace', email: 'ada.lovelace@acme.example' },
      cost: 1850,
      currency: 'USD',
      source: 'procured',
    });
    expect(asset.description).toContain(quote.number);

    // Recording the delivery again is refused, and the device is there once.
    expect((await operator('POST', `/quotes/${quote.id}/recipients/${recipient.id}/delivered`)).status).toBe(409);
    expect(await assetsOf('DL7450-A1')).toHaveLength(1);
    // The device can now be moved with a device action, as any inventory device.
    expect((await api('POST', '/device-actions', { action_type: 'Store', serial_number: 'dl7450-a1' })).status).toBe(
      201,
    );
  });

  it('puts the devices of a recipient outside the directory in storage; serials may come with the delivery, several at once', async () => {
    const quote = await acceptedQuote([
      { product_id: laptop.id, quantity: 2, recipients: [{ ...visitor, quantity: 2 }] },
    ]);
    const recipient = quote.items[0].recipients[0];
    await operator('POST', `/quotes/${quote.id}/recipients/${recipient.id}/tracking`, {
      tracking_code: '1Z2',
      tracking_link: 'https://track.example/1Z2',
    });
    const delivered = await operator('POST', `/quotes/${quote.id}/recipients/${recipient.id}/delivered`, {
      serial_number: 'DL-B1, DL-B2',
    });
    expect(delivered.status, delivered.text).toBe(200);
    expect(delivered.body.data.items[0].recipients[0].serial_number).toBe('DL-B1, DL-B2');
    for (const serial of ['DL-B1', 'DL-B2']) {
      expect(await assetsOf(serial)).toEqual([
        expect.objectContaining({ serial_number: serial, status: 'in_storage', employee: null, country: 'DE' }),
      ]);
    }
  });

  it('records the accepted alternative, and leaves accessories and deliveries without a serial out of the inventory', async () => {
    const created = await api('POST', '/quotes', {
      requester_email: 'it@acme.example',
      items: [
        { product_id: laptop.id, recipients: [ada] },
        { product_id: mouse.id, recipients: [ada] },
        { product_type: 'Phone', specification: { brand: 'Apple', model: 'iPhone 16' }, recipients: [ada] },
      ],
    });
    const quote = created.body.data;
    for (const item of quote.items) await operator('PUT', `/quotes/${quote.id}/items/${item.id}/price`, { price: 100 });
    const offered = await operator('POST', `/quotes/${quote.id}/items/${quote.items[0].id}/alternatives`, {
      brand: 'Lenovo',
      model: 'ThinkPad T14 Gen 5',
      price: 1400,
      is_exact_match: false,
    });
    const alternative = offered.body.data.items[0].alternatives[0];
    await api('POST', `/quotes/${quote.id}/items/${alternative.id}/action`, { action: 'accept' });
    await api('POST', `/quotes/${quote.id}/items/${quote.items[1].id}/action`, { action: 'accept' });
    await api('POST', `/quotes/${quote.id}/items/${quote.items[2].id}/action`, { action: 'accept' });

    const [laptopRecipient, mouseRecipient, phoneRecipient] = quote.items.map(
      (item: { recipients: { id: string }[] }) => item.recipients[0]!.id,
    );
    const deliver = (recipientId: string, serial?: string) =>
      operator('POST', `/quotes/${quote.id}/recipients/${recipientId}/tracking`, {
        tracking_code: `T-${recipientId.slice(0, 4)}`,
        tracking_link: 'https://track.example/x',
        ...(serial ? { serial_number: serial } : {}),
      }).then(() => operator('POST', `/quotes/${quote.id}/recipients/${recipientId}/delivered`));
    await deliver(laptopRecipient, 'T14-C1');
    await deliver(mouseRecipient, 'MX-C2');
    await deliver(phoneRecipient);

    expect(await assetsOf('T14-C1')).toEqual([
      expect.objectContaining({
        model: 'Lenovo ThinkPad T14 Gen 5',
        device_type: 'Laptop',
        cost: 1400,
        status: 'in_use',
      }),
    ]);
    expect(await assetsOf('MX-C2')).toEqual([]);
    const final = (await api('GET', `/quotes/${quote.id}`)).body.data;
    expect(final.status).toBe('Delivered');
  });
});
