import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithKey, type CompanyWithKey } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/server';

// Finding quotes and device actions by what people know of them: a number, a name, a serial, a tracking code; and
// the operator's views across companies (company name, catalog estimates, quotes with fulfilment open).

let server: TestServer;
let acme: CompanyWithKey;
let globex: CompanyWithKey;
let quote: { id: string; number: string; items: { id: string; recipients: { id: string }[] }[] };
let action: { id: string; action_id: string };
let monitor: { id: string; configurations: { id: string }[] };

const api = (method: string, path: string, body?: unknown, token = acme.key) =>
  server.request(method, `/api/v1${path}`, { token, body });
const operator = (method: string, path: string, body?: unknown) =>
  server.request(method, `/operator/v1${path}`, { token: server.operatorToken, body });
const ids = (response: { body: { data: { id: string }[] } }) => response.body.data.map((entry) => entry.id);

beforeAll(async () => {
  server = await startTestServer();
  acme = await createCompanyWithKey(server, { name: 'Acme Robotics' });
  globex = await createCompanyWithKey(server, { name: 'Globex' });
  monitor = (
    await operator('POST', '/products', {
      name: 'Dell UltraSharp 27',
      brand: 'Dell',
      model: 'U2723QE',
      product_type: 'Monitor',
      configurations: [
        { screen_size: '27"', price_estimate: 580 },
        { screen_size: '32"', price_estimate: 760 },
      ],
    })
  ).body.data;
  quote = (
    await api('POST', '/quotes', {
      requester_email: 'it@acme.example',
      items: [
        {
          product_id: monitor.id,
          configuration_id: monitor.configurations[1]!.id,
          recipients: [
            { name: 'Margaret Hamilton', email: 'margaret@acme.example', country: 'US', address: '1 Apollo Way' },
          ],
        },
        { product_id: monitor.id, recipients: [{ name: 'Katherine Johnson', country: 'US', address: '2 Apollo Way' }] },
        {
          product_type: 'Cable',
          specification: { brand: 'Anker', model: 'USB-C 2m' },
          recipients: [{ name: 'Katherine Johnson', country: 'US', address: '2 Apollo Way' }],
        },
      ],
    })
  ).body.data;
  for (const item of quote.items) await operator('PUT', `/quotes/${quote.id}/items/${item.id}/price`, { price: 600 });
  await api('POST', `/quotes/${quote.id}/items/${quote.items[0]!.id}/action`, { action: 'accept' });
  await operator('POST', `/quotes/${quote.id}/recipients/${quote.items[0]!.recipients[0]!.id}/tracking`, {
    tracking_code: '1ZSEARCH42',
    tracking_link: 'https://track.example/1ZSEARCH42',
    serial_number: 'MON-SN-7788',
  });
  await api(
    'POST',
    '/quotes',
    {
      requester_email: 'it@globex.example',
      items: [
        {
          product_type: 'Cable',
          specification: { brand: 'Anker', model: 'USB-C 2m' },
          recipients: [{ name: 'Margaret Globex', country: 'DE', address: '1 Weg' }],
        },
      ],
    },
    globex.key,
  );
  action = (
    await api('POST', '/device-actions/external', {
      action_type: 'Reassign',
      serial_number: 'PF3XYZ99',
      model: 'ThinkPad T14',
      type: 'Laptop',
      country: 'DE',
      current_user: { name: 'Kai Weber', email: 'kai@acme.example' },
      new_recipient: {
        name: 'Lena Fischer',
        email: 'lena@acme.example',
        country: 'DE',
        address: 'Hauptstraße 5, Berlin',
      },
    })
  ).body.data;
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/v1/quotes?search=', () => {
  it.each([
    ['its number', () => quote.number.slice(2)],
    ['a recipient name', () => 'hamilton'],
    ['a recipient e-mail', () => 'MARGARET@acme'],
    ['a serial number', () => 'sn-7788'],
    ['a tracking code', () => '1zsearch'],
    ['the requester', () => 'it@acme'],
  ])('finds the quote by %s, in its own company only', async (_what, text) => {
    expect(ids(await api('GET', `/quotes?search=${encodeURIComponent(text())}`))).toEqual([quote.id]);
  });

  it("does not match the caller's own company name, nor another company's quotes", async () => {
    expect(ids(await api('GET', '/quotes?search=Robotics'))).toEqual([]);
    expect(ids(await api('GET', '/quotes?search=Margaret'))).toEqual([quote.id]);
  });
});

describe('GET /api/v1/device-actions?search=', () => {
  it.each([
    ['DA reference', () => action.action_id.toLowerCase()],
    ['serial', () => 'xyz99'],
    ['holder', () => 'kai weber'],
    ['new recipient e-mail', () => 'lena@'],
  ])('finds the action by its %s', async (_what, text) => {
    expect(ids(await api('GET', `/device-actions?search=${encodeURIComponent(text())}`))).toEqual([action.id]);
  });
});

describe('operator views', () => {
  it('finds quotes and device actions across companies, also by company name', async () => {
    const byCompany = await operator('GET', '/quotes?search=robotics');
    expect(ids(byCompany)).toEqual([quote.id]);
    expect(byCompany.body.data[0].company).toEqual({ id: acme.companyId, name: 'Acme Robotics' });
    expect((await operator('GET', '/quotes?search=Margaret')).body.data).toHaveLength(2);
    const actions = await operator('GET', '/device-actions?search=robotics');
    expect(ids(actions)).toEqual([action.id]);
    expect(actions.body.data[0].company.name).toBe('Acme Robotics');
    expect((await operator('GET', `/device-actions/${action.action_id}`)).body.data.company).toEqual({
      id: acme.companyId,
      name: 'Acme Robotics',
    });
  });

  it("shows the catalog's estimate beside each catalog item: the configuration's, else the product's lowest", async () => {
    const detail = (await operator('GET', `/quotes/${quote.id}`)).body.data;
    expect(detail.items.map((item: { catalog_estimate: unknown }) => item.catalog_estimate)).toEqual([
      { price: 760, currency: 'USD', basis: 'configuration' },
      { price: 580, currency: 'USD', basis: 'lowest_configuration' },
      null,
    ]);
  });

  it('lists a partly decided quote with an accepted item to ship under fulfilment=open, whatever its status', async () => {
    const open = await operator('GET', '/quotes?fulfilment=open&limit=100');
    expect(open.body.data.find((entry: { id: string }) => entry.id === quote.id)).toMatchObject({ status: 'Quoted' });
    expect(open.body.data.every((entry: { company: { name: string } }) => entry.company.name === 'Acme Robotics')).toBe(
      true,
    );
  });
});
