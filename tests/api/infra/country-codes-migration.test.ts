import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/server/db/client';
import { migrate } from '@/server/db/migrate';
import { createCompanyWithKey, type CompanyWithKey } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/server';

// Migration 0023: the rows stored before `country_code` existed get it. Rows stored as codes since 2026-11-24 keep the
// code as `country` (what the client sent is not known); older free-form rows get the code of the name they hold.

let server: TestServer;
let acme: CompanyWithKey;

const api = (method: string, path: string, body?: unknown) =>
  server.request(method, `/api/v1${path}`, { token: acme.key, body });
const TABLES = ['employees', 'assets', 'quote_recipients', 'device_actions', 'offboarding_devices'];

beforeAll(async () => {
  server = await startTestServer();
  acme = await createCompanyWithKey(server, {
    scopes: ['quotes:write', 'assets:write', 'device_actions:write', 'employees:read'],
  });
});
afterAll(async () => {
  await server?.close();
});

describe('migration 0023_country_codes', () => {
  it('fills country_code from the countries stored as codes or names, keeps country as it was, and the filters find them', async () => {
    const db = server.running.database.db;
    const quote = await api('POST', '/quotes', {
      requester_email: 'it@acme.example',
      items: [
        {
          product_type: 'Monitor',
          specification: { brand: 'Dell', model: 'U2723QE' },
          recipients: ['GB', 'Germany', 'Atlantis'].map((country, index) => ({
            name: `Person ${index}`,
            country,
            address: '1 Main St',
          })),
        },
      ],
    });
    expect(quote.status, quote.text).toBe(202);
    for (const [serial, country] of [
      ['MIG-1', 'NL'],
      ['MIG-2', 'the Netherlands'],
      ['MIG-3', 'Côte d’Ivoire'],
    ] as const) {
      const device = await api('POST', '/devices', {
        serial_number: serial,
        device_type: 'Laptop',
        model: 'X1',
        country,
      });
      expect(device.status, device.text).toBe(201);
    }
    const action = await api('POST', '/device-actions/external', {
      action_type: 'Store',
      serial_number: 'MIG-4',
      model: 'iPhone 16',
      type: 'Phone',
      country: 'Deutschland',
    });
    expect(action.status, action.text).toBe(201);
    const imported = await server.request('POST', `/operator/v1/companies/${acme.companyId}/employees/import`, {
      token: server.operatorToken,
      body: [{ hris_id: 'M-1', name: 'Ada', email: 'ada@acme.example', country: 'United Kingdom' }],
    });
    expect(imported.status, imported.text).toBe(200);

    // The database as it was before 0023: no country_code column anywhere.
    for (const table of TABLES) await db.execute(sql.raw(`alter table "${table}" drop column "country_code"`));
    await db.execute(sql`delete from schema_migrations where name = '0023_country_codes'`);
    expect(await migrate(db)).toEqual(['0023_country_codes']);

    const recipients = await queryRows<{ country: string; country_code: string | null }>(
      db,
      sql`select country, country_code from quote_recipients where quote_id = ${quote.body.data.id} order by position`,
    );
    expect(recipients).toEqual([
      { country: 'GB', country_code: 'GB' },
      { country: 'Germany', country_code: 'DE' },
      { country: 'Atlantis', country_code: null },
    ]);

    const read = (await api('GET', `/quotes/${quote.body.data.id}`)).body.data;
    expect(read.country_codes).toEqual(['DE', 'GB']);
    expect((await api('GET', '/quotes?country=UK')).body.data.map((row: { id: string }) => row.id)).toEqual([
      quote.body.data.id,
    ]);
    const assets = (await api('GET', '/assets?country=NL')).body.data;
    expect(
      assets.map((asset: { serial_number: string; country: string; country_code: string }) => [
        asset.serial_number,
        asset.country,
        asset.country_code,
      ]),
    ).toEqual([
      ['MIG-2', 'the Netherlands', 'NL'],
      ['MIG-1', 'NL', 'NL'],
    ]);
    expect((await api('GET', '/assets?country=CI')).body.data).toEqual([
      expect.objectContaining({ serial_number: 'MIG-3', country: 'Côte d’Ivoire', country_code: 'CI' }),
    ]);
    expect((await api('GET', `/device-actions/${action.body.data.id}`)).body.data).toMatchObject({
      country: 'Deutschland',
      country_code: 'DE',
      device: { country: 'Deutschland', country_code: 'DE' },
    });
    expect((await api('GET', '/employees?country=GB')).body.data).toEqual([
      expect.objectContaining({ email: 'ada@acme.example', country: 'United Kingdom', country_code: 'GB' }),
    ]);
  });
});
