import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCountryCode } from '@/lib/countries';
import { createCompanyWithKey, type CompanyWithKey } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/server';

// Countries are stored and returned as ISO 3166-1 alpha-2 codes; the API takes a code or a name.

let server: TestServer;
let acme: CompanyWithKey;

const api = (method: string, path: string, body?: unknown) =>
  server.request(method, `/api/v1${path}`, { token: acme.key, body });
const item = (country: string) => ({
  product_type: 'Monitor',
  specification: { brand: 'Dell', model: 'U2723QE' },
  recipients: [{ name: 'Ada', country, address: '1 Main St' }],
});

beforeAll(async () => {
  server = await startTestServer();
  acme = await createCompanyWithKey(server);
});
afterAll(async () => {
  await server?.close();
});

describe('countries', () => {
  it.each([
    ['de', 'DE'],
    ['Germany', 'DE'],
    ['Deutschland', 'DE'],
    ['United Kingdom', 'GB'],
    ['UK', 'GB'],
    ['the Netherlands', 'NL'],
    ['USA', 'US'],
    ['Côte d’Ivoire', 'CI'],
  ])('reads %s as %s', (input, code) => {
    expect(toCountryCode(input)).toBe(code);
  });

  it('stores recipient countries as codes, whatever the client wrote', async () => {
    const created = await api('POST', '/quotes', {
      requester_email: 'it@acme.example',
      items: [item('Germany'), item('nl'), item('United States')],
    });
    expect(created.status, created.text).toBe(202);
    expect(created.body.data.countries).toEqual(['DE', 'NL', 'US']);
    expect(
      created.body.data.items.map((entry: { recipients: { country: string }[] }) => entry.recipients[0]!.country),
    ).toEqual(['DE', 'NL', 'US']);
  });

  it('400 naming the field for something that is not a country', async () => {
    const refused = await api('POST', '/quotes', { requester_email: 'it@acme.example', items: [item('Narnia')] });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details).toEqual([
      { path: 'items[0].recipients[0].country', message: expect.stringContaining('ISO 3166-1 alpha-2') },
    ]);
    const device = await api('POST', '/devices', {
      serial_number: 'CTRY-1',
      device_type: 'Laptop',
      model: 'ThinkPad',
      country: 'Atlantis',
    });
    expect(device.body.error.details).toEqual([
      { path: 'country', message: expect.stringContaining('such as Germany') },
    ]);
  });

  it('filters quotes, assets and device actions by a code or a name', async () => {
    await api('POST', '/quotes', { requester_email: 'it@acme.example', items: [item('France')] });
    const byName = (await api('GET', '/quotes?country=France')).body.data;
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((quote: { countries: string[] }) => quote.countries.includes('FR'))).toBe(true);
    expect((await api('GET', '/quotes?country=fr')).body.data.map((quote: { id: string }) => quote.id)).toEqual(
      byName.map((quote: { id: string }) => quote.id),
    );

    await api('POST', '/devices', {
      serial_number: 'CTRY-2',
      device_type: 'Laptop',
      model: 'ThinkPad',
      country: 'España',
    });
    expect((await api('GET', '/assets?country=Spain')).body.data).toEqual([
      expect.objectContaining({ serial_number: 'CTRY-2', country: 'ES' }),
    ]);
    const action = await api('POST', '/device-actions/external', {
      action_type: 'Assign',
      serial_number: 'CTRY-3',
      model: 'iPhone 16',
      type: 'Phone',
      country: 'Schweiz',
      new_recipient: { name: 'Lea', country: 'Switzerland', address: 'Bahnhofstrasse 1, Zürich' },
    });
    expect(action.body.data).toMatchObject({ country: 'CH', new_recipient: { country: 'CH' } });
  });
});
