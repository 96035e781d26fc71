import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCountryCode } from '@/lib/countries';
import { createCompanyWithKey, type CompanyWithKey } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/server';

// v1's `country` is free-form: the API keeps and returns what the client sent. Beside it, the read-only
// `country_code` holds the ISO 3166-1 alpha-2 code Loadout recognises in it (null when none); filters match either.

let server: TestServer;
let acme: CompanyWithKey;

const api = (method: string, path: string, body?: unknown) =>
  server.request(method, `/api/v1${path}`, { token: acme.key, body });
const item = (...countries: string[]) => ({
  product_type: 'Monitor',
  specification: { brand: 'Dell', model: 'U2723QE' },
  recipients: countries.map((country, index) => ({ name: `Person ${index}`, country, address: '1 Main St' })),
});
const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

beforeAll(async () => {
  server = await startTestServer();
  acme = await createCompanyWithKey(server, {
    scopes: ['quotes:write', 'assets:write', 'device_actions:write', 'employees:read'],
  });
});
afterAll(async () => {
  await server?.close();
});

describe('the countries module', () => {
  it.each([
    ['de', 'DE'],
    ['Germany', 'DE'],
    ['Deutschland', 'DE'],
    ['United Kingdom', 'GB'],
    ['UK', 'GB'],
    ['the Netherlands', 'NL'],
    ['USA', 'US'],
    ['Côte d’Ivoire', 'CI'],
  ])('recognises %s as %s', (input, code) => {
    expect(toCountryCode(input)).toBe(code);
  });

  it('recognises nothing in a place that is not a country', () => {
    expect(toCountryCode('Atlantis')).toBeNull();
  });
});

describe('POST /api/v1/quotes: recipient countries', () => {
  it('reads back what the client sent in country, and the recognised code in country_code', async () => {
    const created = await api('POST', '/quotes', {
      requester_email: 'it@acme.example',
      items: [item('UK', 'Germany'), item('Atlantis', 'nl')],
    });
    expect(created.status, created.text).toBe(202);
    for (const quote of [created.body.data, (await api('GET', `/quotes/${created.body.data.id}`)).body.data]) {
      const recipients = quote.items.flatMap((entry: { recipients: unknown[] }) => entry.recipients);
      expect(recipients).toEqual([
        expect.objectContaining({ country: 'UK', country_code: 'GB' }),
        expect.objectContaining({ country: 'Germany', country_code: 'DE' }),
        expect.objectContaining({ country: 'Atlantis', country_code: null }),
        expect.objectContaining({ country: 'nl', country_code: 'NL' }),
      ]);
      expect(quote.countries).toEqual(['Atlantis', 'Germany', 'UK', 'nl']);
      expect(quote.country_codes).toEqual(['DE', 'GB', 'NL']);
    }
  });

  it('accepts a recipient country it does not recognise (any non-empty text), and refuses an empty one', async () => {
    const accepted = await api('POST', '/quotes', { requester_email: 'it@acme.example', items: [item('Atlantis')] });
    expect(accepted.status, accepted.text).toBe(202);
    const refused = await api('POST', '/quotes', { requester_email: 'it@acme.example', items: [item('  ')] });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details).toEqual([
      { path: 'items[0].recipients[0].country', message: expect.stringContaining('empty') },
    ]);
  });
});

describe('GET /api/v1/quotes?country=', () => {
  it('finds quotes by part of the country as sent, or by the code or name of the country, case-insensitively', async () => {
    const netherlands = await api('POST', '/quotes', {
      requester_email: 'it@acme.example',
      items: [item('Netherlands')],
    });
    const coded = await api('POST', '/quotes', { requester_email: 'it@acme.example', items: [item('NL')] });
    const france = await api('POST', '/quotes', { requester_email: 'it@acme.example', items: [item('France')] });
    expect([netherlands.status, coded.status, france.status]).toEqual([202, 202, 202]);
    const find = async (query: string) => ids((await api('GET', `/quotes?limit=100&country=${query}`)).body.data);

    const partial = await find('etherland');
    expect(partial).toContain(netherlands.body.data.id);
    expect(partial).not.toContain(coded.body.data.id);
    for (const query of ['NL', 'nl', 'Holland', 'the%20Netherlands']) {
      const found = await find(query);
      expect(found, query).toContain(netherlands.body.data.id);
      expect(found, query).toContain(coded.body.data.id);
      expect(found, query).not.toContain(france.body.data.id);
    }
  });
});

describe('assets and devices', () => {
  it('keep the country as sent, with its code, and filter by either', async () => {
    const german = await api('POST', '/devices', {
      serial_number: 'CTRY-1',
      device_type: 'Laptop',
      model: 'ThinkPad',
      country: 'Deutschland',
    });
    expect(german.status, german.text).toBe(201);
    expect(german.body.data).toMatchObject({ country: 'Deutschland', country_code: 'DE' });
    const unknown = await api('POST', '/devices', {
      serial_number: 'CTRY-2',
      device_type: 'Laptop',
      model: 'ThinkPad',
      country: 'Atlantis',
    });
    expect(unknown.status, unknown.text).toBe(201);
    expect(unknown.body.data).toMatchObject({ country: 'Atlantis', country_code: null });

    const serials = async (query: string) =>
      (await api('GET', `/assets?country=${query}`)).body.data.map(
        (asset: { serial_number: string }) => asset.serial_number,
      );
    expect(await serials('DE')).toEqual(['CTRY-1']);
    expect(await serials('germany')).toEqual(['CTRY-1']);
    expect(await serials('deutschland')).toEqual(['CTRY-1']);
    expect(await serials('atlantis')).toEqual(['CTRY-2']);
  });

  it('device actions keep the device, current user and new recipient countries as sent, with their codes', async () => {
    const external = await api('POST', '/device-actions/external', {
      action_type: 'Assign',
      serial_number: 'CTRY-3',
      model: 'iPhone 16',
      type: 'Phone',
      country: 'Schweiz',
      new_recipient: { name: 'Lea', country: 'Switzerland', address: 'Bahnhofstrasse 1, Zürich' },
    });
    expect(external.status, external.text).toBe(201);
    expect(external.body.data).toMatchObject({
      country: 'Schweiz',
      country_code: 'CH',
      device: { country: 'Schweiz', country_code: 'CH' },
      new_recipient: { country: 'Switzerland', country_code: 'CH' },
    });

    const store = await api('POST', '/device-actions', {
      action_type: 'Store',
      serial_number: 'CTRY-1',
      current_user: { name: 'Kai', country: 'UK', address: '1 High St, London' },
    });
    expect(store.status, store.text).toBe(201);
    expect(store.body.data).toMatchObject({
      country: 'Deutschland',
      country_code: 'DE',
      current_user: { country: 'UK', country_code: 'GB' },
    });
    const read = await api('GET', `/device-actions/${store.body.data.id}?include_asset=true`);
    expect(read.body.data).toMatchObject({
      current_user: { country: 'UK', country_code: 'GB' },
      asset: { country: 'Deutschland', country_code: 'DE' },
    });
  });
});

describe('employees', () => {
  it('keep the country of the HRIS as sent, with its code, and filter by either', async () => {
    const imported = await server.request('POST', `/operator/v1/companies/${acme.companyId}/employees/import`, {
      token: server.operatorToken,
      body: [
        { hris_id: 'C-1', name: 'Ada', email: 'ada@acme.example', country: 'United Kingdom' },
        { hris_id: 'C-2', name: 'Hedy', email: 'hedy@acme.example', country: 'Atlantis' },
      ],
    });
    expect(imported.status, imported.text).toBe(200);
    expect(imported.body.data.errors).toEqual([]);

    const find = async (query: string) =>
      (await api('GET', `/employees?country=${query}`)).body.data.map(
        (employee: { email: string; country: string; country_code: string | null }) => [
          employee.email,
          employee.country,
          employee.country_code,
        ],
      );
    expect(await find('GB')).toEqual([['ada@acme.example', 'United Kingdom', 'GB']]);
    expect(await find('united%20kingdom')).toEqual([['ada@acme.example', 'United Kingdom', 'GB']]);
    expect(await find('UK')).toEqual([['ada@acme.example', 'United Kingdom', 'GB']]);
    expect(await find('atlantis')).toEqual([['hedy@acme.example', 'Atlantis', null]]);
  });
});

describe('the OpenAPI document', () => {
  it('describes country as free-form and country_code as read-only and nullable', async () => {
    const document = (await server.request('GET', '/api/v1/openapi.json')).body;
    const recipient = document.components.schemas.Recipient.properties;
    expect(recipient.country.description).toMatch(/as sent/i);
    expect(recipient.country_code).toMatchObject({ readOnly: true });
    expect(JSON.stringify(recipient.country_code)).toContain('null');
  });
});
