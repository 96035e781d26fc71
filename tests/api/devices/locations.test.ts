import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithKey, createKey, type CompanyWithKey } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/server';

// Locations over HTTP: a company's warehouses and offices, per mode, with names unique in any letter case, read with
// assets:read and written with assets:write, each change in the audit log.

let server: TestServer;
let acme: CompanyWithKey;
let globex: CompanyWithKey;
let sandboxKey: string;
let readOnlyKey: string;

const api = (method: string, path: string, body?: unknown, key = acme.key) =>
  server.request(method, `/api/v1${path}`, { token: key, body });

const warehouse = {
  type: 'warehouse',
  name: 'Berlin warehouse',
  address: 'Lagerstraße 1, 10115 Berlin',
  country: 'Germany',
  contact_name: 'Lena Lager',
  contact_email: 'Lena@Acme.example',
};

beforeAll(async () => {
  server = await startTestServer();
  acme = await createCompanyWithKey(server);
  globex = await createCompanyWithKey(server, { name: 'Globex' });
  sandboxKey = (await createKey(server, acme.companyId, { mode: 'test' })).key;
  readOnlyKey = (await createKey(server, acme.companyId, { scopes: ['assets:read'] })).key;
});
afterAll(async () => {
  await server?.close();
});

describe('locations', () => {
  it('creates, reads, updates and deletes a location, each change an audit event', async () => {
    const created = await api('POST', '/locations', warehouse);
    expect(created.status, created.text).toBe(201);
    const location = created.body.data;
    expect(location).toMatchObject({
      type: 'warehouse',
      name: 'Berlin warehouse',
      country: 'Germany',
      country_code: 'DE',
      contact_email: 'lena@acme.example',
      livemode: true,
    });
    expect((await api('GET', `/locations/${location.id}`)).body.data).toEqual(location);

    const updated = await api('PATCH', `/locations/${location.id}`, { country: 'AT', contact_name: null });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body.data).toMatchObject({
      name: 'Berlin warehouse',
      country: 'AT',
      country_code: 'AT',
      contact_name: null,
      contact_email: 'lena@acme.example',
    });

    expect((await api('DELETE', `/locations/${location.id}`)).status).toBe(204);
    const gone = await api('GET', `/locations/${location.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe(`No location with id '${location.id}' was found.`);

    const events = (await api('GET', `/audit-events?object_id=${location.id}`)).body.data;
    expect(events.map((event: { action: string }) => event.action).sort()).toEqual([
      'locations.create',
      'locations.delete',
      'locations.update',
    ]);
    const update = events.find((event: { action: string }) => event.action === 'locations.update');
    expect(update.changes[0]).toMatchObject({
      table: 'locations',
      operation: 'update',
      before: { country: 'Germany', contact_name: 'Lena Lager' },
      after: { country: 'AT', contact_name: null },
    });
  });

  it('refuses a second location of the same name, in any letter case, naming the first', async () => {
    const first = (await api('POST', '/locations', { ...warehouse, name: 'London office', type: 'office' })).body.data;
    const again = await api('POST', '/locations', { ...warehouse, name: 'LONDON OFFICE' });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'CONFLICT', details: { location_id: first.id } });
    expect(again.body.error.message).toContain("'London office'");

    const other = (await api('POST', '/locations', { ...warehouse, name: 'Leeds office' })).body.data;
    const renamed = await api('PATCH', `/locations/${other.id}`, { name: 'london Office' });
    expect(renamed.status).toBe(409);
    expect(renamed.body.error.details).toEqual({ location_id: first.id });
    // Its own name in another case is no clash.
    expect((await api('PATCH', `/locations/${other.id}`, { name: 'LEEDS office' })).body.data.name).toBe(
      'LEEDS office',
    );
    // Another company, and the sandbox, may use the name.
    expect((await api('POST', '/locations', { ...warehouse, name: 'London office' }, globex.key)).status).toBe(201);
    expect((await api('POST', '/locations', { ...warehouse, name: 'London office' }, sandboxKey)).status).toBe(201);
  });

  it('says what is wrong with a body, field by field', async () => {
    const invalid = await api('POST', '/locations', {
      type: 'depot',
      name: ' ',
      address: '',
      country: '',
      contact_email: 'not an address',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.code).toBe('VALIDATION_ERROR');
    const paths = (invalid.body.error.details as { path: string }[]).map((detail) => detail.path).sort();
    expect(paths).toEqual(['address', 'contact_email', 'country', 'name', 'type']);
    const unknown = await api('POST', '/locations', { ...warehouse, name: 'Unknown field', capacity: 10 });
    expect(unknown.status).toBe(400);
    expect((await api('PATCH', '/locations/not-a-uuid', { name: 'X' })).status).toBe(404);
  });

  it('keeps each company and mode to its own locations', async () => {
    const mine = (await api('POST', '/locations', { ...warehouse, name: 'Private depot' })).body.data;
    expect((await api('GET', `/locations/${mine.id}`, undefined, globex.key)).status).toBe(404);
    expect((await api('PATCH', `/locations/${mine.id}`, { name: 'Taken' }, globex.key)).status).toBe(404);
    expect((await api('DELETE', `/locations/${mine.id}`, undefined, globex.key)).status).toBe(404);
    expect((await api('GET', `/locations/${mine.id}`, undefined, sandboxKey)).status).toBe(404);
    const globexNames = (await api('GET', '/locations?limit=100', undefined, globex.key)).body.data.map(
      (location: { name: string }) => location.name,
    );
    expect(globexNames).not.toContain('Private depot');
    const sandbox = (await api('GET', '/locations?limit=100', undefined, sandboxKey)).body.data;
    expect(sandbox.every((location: { livemode: boolean }) => !location.livemode)).toBe(true);
  });

  it('reads with assets:read and writes only with assets:write', async () => {
    expect((await api('GET', '/locations', undefined, readOnlyKey)).status).toBe(200);
    const refused = await api('POST', '/locations', { ...warehouse, name: 'Read only' }, readOnlyKey);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toContain('assets:write');
  });

  it('lists newest first through cursors, of one type if asked', async () => {
    const company = await createCompanyWithKey(server, { name: 'Paged' });
    const names = ['A', 'B', 'C', 'D', 'E'];
    for (const [index, name] of names.entries()) {
      const type = index % 2 === 0 ? 'warehouse' : 'office';
      expect((await api('POST', '/locations', { ...warehouse, type, name }, company.key)).status).toBe(201);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { data: { name: string }[]; meta: { next_cursor: string | null } } } = await api(
        'GET',
        `/locations?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        undefined,
        company.key,
      );
      seen.push(...page.body.data.map((location) => location.name));
      cursor = page.body.meta.next_cursor;
    } while (cursor);
    expect(seen).toEqual(['E', 'D', 'C', 'B', 'A']);
    const offices = (await api('GET', '/locations?type=office', undefined, company.key)).body.data;
    expect(offices.map((location: { name: string }) => location.name)).toEqual(['D', 'B']);
    expect((await api('GET', '/locations?type=depot', undefined, company.key)).status).toBe(400);
  });
});
