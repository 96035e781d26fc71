import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithKey, createKey, type CompanyWithKey } from '../../support/fixtures';
import { startReceiver, type Receiver } from '../../support/receiver';
import { startTestServer, type TestServer } from '../../support/server';

// SCIM 2.0 provisioning over HTTP, replaying the request sequences Okta and Microsoft Entra ID document for their
// provisioning connectors (create, look up by filter, update, deactivate, reactivate, delete), and the answers to
// what a validator throws at it. Every change is also checked where integrators see it: GET /api/v1/employees.

const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const LIFECYCLE = 'urn:loadout:params:scim:schemas:extension:lifecycle:2.0:User';
const today = () => new Date().toISOString().slice(0, 10);

let server: TestServer;
let receiver: Receiver;
let acme: CompanyWithKey;
let liveToken: string;
let testToken: string;

async function createScimToken(companyId: string, mode: 'live' | 'test') {
  const response = await server.request('POST', `/operator/v1/companies/${companyId}/scim-tokens`, {
    token: server.operatorToken,
    body: { name: mode === 'live' ? 'Okta' : 'Okta sandbox', mode },
  });
  expect(response.status).toBe(201);
  return response.body.data as { token: string; base_url: string; display: string; id: string };
}

const scim = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}, token = liveToken) =>
  server.request(method, `/scim/v2${path}`, {
    token,
    body,
    headers: body === undefined ? headers : { 'content-type': 'application/scim+json', ...headers },
  });
const employee = async (id: string, key = acme.key) =>
  (await server.request('GET', `/api/v1/employees/${id}`, { token: key })).body.data;

beforeAll(async () => {
  receiver = await startReceiver();
  server = await startTestServer({ env: { WORKER_IN_PROCESS: 'true', WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' } });
  acme = await createCompanyWithKey(server, { scopes: ['employees:read', 'webhooks:manage'] });
  const endpoint = await server.request('POST', '/api/v1/webhooks', {
    token: acme.key,
    body: { url: `${receiver.url}/hook`, events: ['employee.*'] },
  });
  expect(endpoint.status).toBe(201);
  const live = await createScimToken(acme.companyId, 'live');
  expect(live.token).toMatch(/^lo_scim_live_[0-9A-Za-z]{43}$/);
  expect(live.base_url).toBe(`${server.url}/scim/v2`);
  expect(live.display).toBe(`lo_scim_live_…${live.token.slice(-4)}`);
  liveToken = live.token;
  testToken = (await createScimToken(acme.companyId, 'test')).token;
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

const eventsOf = (id: string) =>
  receiver.received
    .map((entry) => entry.json)
    .filter((event) => event.data.id === id)
    .map((event) => event.type);

describe('discovery', () => {
  it('describes itself: ServiceProviderConfig, ResourceTypes and Schemas', async () => {
    const config = await scim('GET', '/ServiceProviderConfig');
    expect(config.status).toBe(200);
    expect(config.headers.get('content-type')).toBe('application/scim+json; charset=utf-8');
    expect(config.body).toMatchObject({
      patch: { supported: true },
      filter: { supported: true, maxResults: 200 },
      etag: { supported: true },
      bulk: { supported: false },
    });
    const types = await scim('GET', '/ResourceTypes');
    expect(types.body.Resources[0]).toMatchObject({ id: 'User', endpoint: '/Users' });
    const schemas = await scim('GET', '/Schemas');
    expect(schemas.body.Resources.map((schema: { id: string }) => schema.id)).toEqual([
      'urn:ietf:params:scim:schemas:core:2.0:User',
      ENTERPRISE,
      LIFECYCLE,
    ]);
    const user = await scim('GET', '/Schemas/urn:ietf:params:scim:schemas:core:2.0:User');
    expect(user.body.attributes.map((attribute: { name: string }) => attribute.name)).toContain('userName');
  });

  it('refuses a missing, unknown or revoked token in SCIM shape', async () => {
    const missing = await server.request('GET', '/scim/v2/Users');
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer realm="Loadout SCIM"');
    expect(missing.body).toEqual({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
      status: '401',
      detail: expect.stringContaining('Authorization: Bearer'),
    });
    expect((await scim('GET', '/Users', undefined, {}, acme.key)).status).toBe(401);

    const spare = await createScimToken(acme.companyId, 'live');
    expect((await scim('GET', '/Users', undefined, {}, spare.token)).status).toBe(200);
    const revoked = await server.request('DELETE', `/operator/v1/scim-tokens/${spare.id}`, {
      token: server.operatorToken,
    });
    expect(revoked.status).toBe(204);
    const after = await scim('GET', '/Users', undefined, {}, spare.token);
    expect(after.status).toBe(401);
    expect(after.body.detail).toContain('revoked');
  });
});

describe("Okta's provisioning sequence", () => {
  it('looks up, creates, reads, updates by PUT, deactivates and reactivates a user', async () => {
    // 1. Okta asks whether the user exists before it creates them.
    const lookup = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent('userName eq "ada.lovelace@acme.example"')}&startIndex=1&count=100`,
    );
    expect(lookup.status).toBe(200);
    expect(lookup.body).toEqual({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
      totalResults: 0,
      startIndex: 1,
      itemsPerPage: 0,
      Resources: [],
    });

    // 2. Create, with the attributes Okta sends (password, locale and groups are accepted and not kept).
    const created = await scim('POST', '/Users', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: 'ada.lovelace@acme.example',
      name: { givenName: 'Ada', familyName: 'Lovelace' },
      emails: [{ primary: true, value: 'ada.lovelace@acme.example', type: 'work' }],
      displayName: 'Ada Lovelace',
      locale: 'en-US',
      externalId: '00ujl29u0le5T6Aj10h7',
      groups: [],
      password: '1mz050nq',
      active: true,
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(created.headers.get('location')).toBe(`${server.url}/scim/v2/Users/${id}`);
    expect(created.headers.get('etag')).toBe('W/"1"');
    expect(created.body).toMatchObject({
      userName: 'ada.lovelace@acme.example',
      externalId: '00ujl29u0le5T6Aj10h7',
      name: { formatted: 'Ada Lovelace', givenName: 'Ada', familyName: 'Lovelace' },
      active: true,
      emails: [{ value: 'ada.lovelace@acme.example', type: 'work', primary: true }],
      meta: { resourceType: 'User', version: 'W/"1"', location: `${server.url}/scim/v2/Users/${id}` },
    });
    expect(created.body).not.toHaveProperty('password');
    expect(await employee(id)).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada.lovelace@acme.example',
      hris_id: '00ujl29u0le5T6Aj10h7',
      status: 'active',
      stage: 'active',
    });

    // 3. Read it back, and find it by the same filter.
    const read = await scim('GET', `/Users/${id}`);
    expect(read.status).toBe(200);
    expect(read.body.id).toBe(id);
    expect((await scim('GET', `/Users/${id}`, undefined, { 'if-none-match': 'W/"1"' })).status).toBe(304);
    const found = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent('userName eq "ADA.LOVELACE@acme.example"')}&startIndex=1&count=100`,
    );
    expect(found.body.totalResults).toBe(1);
    expect(found.body.Resources[0].id).toBe(id);

    // 4. Okta updates with PUT: the whole user, changed.
    const replaced = await scim('PUT', `/Users/${id}`, {
      ...read.body,
      name: { givenName: 'Augusta Ada', familyName: 'King' },
      title: 'Analyst',
      addresses: [{ type: 'work', streetAddress: '12 St James Sq', locality: 'London', country: 'GB', primary: true }],
      [ENTERPRISE]: { department: 'Engineering', employeeNumber: '1815' },
      [LIFECYCLE]: { startDate: '2027-01-04' },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.headers.get('etag')).toBe('W/"2"');
    expect(await employee(id)).toMatchObject({
      name: 'Augusta Ada King',
      job_title: 'Analyst',
      address: '12 St James Sq, London',
      country: 'GB',
      department: 'Engineering',
      employee_number: '1815',
      start_date: '2027-01-04',
      hire_date: '2027-01-04',
      stage: 'pre_hire',
    });

    // 5. Deactivate: Okta's PATCH without a path.
    const deactivated = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(deactivated.status).toBe(200);
    expect(deactivated.body.active).toBe(false);
    expect(deactivated.body[LIFECYCLE]).toMatchObject({ endDate: today() });
    expect(await employee(id)).toMatchObject({ status: 'inactive', stage: 'leaving', end_date: today() });

    // 6. Reactivate: a rehire; the end date goes, the start date stays.
    const reactivated = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', value: { active: true } }],
    });
    expect(reactivated.body.active).toBe(true);
    expect(await employee(id)).toMatchObject({ status: 'active', end_date: null, start_date: '2027-01-04' });
  });
});

describe("Microsoft Entra ID's provisioning sequence", () => {
  it('creates with a user principal name, patches with its own forms, disables with "False", and deletes', async () => {
    const userName = 'Test_User_ab6490ee-1e48-479e-a20b-2d77186b5dd1';
    const missing = await scim('GET', `/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}`);
    expect(missing.body.totalResults).toBe(0);

    const created = await scim('POST', '/Users', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User', ENTERPRISE],
      externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef',
      userName,
      active: true,
      emails: [{ primary: true, type: 'work', value: 'Test_User_fd0ea19b@testuser.com' }],
      meta: { resourceType: 'User' },
      name: { formatted: 'givenName familyName', familyName: 'familyName', givenName: 'givenName' },
      roles: [],
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    // The user principal name stays the userName; the work address is the employee's e-mail.
    expect(created.body.userName).toBe(userName);
    expect(await employee(id)).toMatchObject({
      email: 'test_user_fd0ea19b@testuser.com',
      name: 'givenName familyName',
    });
    const byExternalId = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent('externalId eq "0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef"')}`,
    );
    expect(byExternalId.body.Resources.map((user: { id: string }) => user.id)).toEqual([id]);

    // A manager to point at.
    const manager = await scim('POST', '/Users', {
      userName: 'grace.hopper@acme.example',
      name: { givenName: 'Grace', familyName: 'Hopper' },
      active: true,
    });
    expect(manager.status).toBe(201);

    // Entra's PATCH: capitalised ops, a filtered path, an extension attribute by its URN, and a value keyed by one.
    const patched = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'Replace', path: 'emails[type eq "work"].value', value: 'updatedEmail@microsoft.com' },
        { op: 'Replace', path: 'name.familyName', value: 'updatedFamilyName' },
        { op: 'Add', path: `${ENTERPRISE}:manager`, value: manager.body.id },
        { op: 'Add', value: { [`${ENTERPRISE}:department`]: 'Finance', title: 'Controller' } },
        { op: 'Add', path: 'addresses[type eq "work"].country', value: 'DE' },
      ],
    });
    expect(patched.status).toBe(200);
    expect(patched.body.emails).toEqual([{ value: 'updatedemail@microsoft.com', type: 'work', primary: true }]);
    expect(patched.body[ENTERPRISE]).toMatchObject({
      department: 'Finance',
      manager: { value: manager.body.id, displayName: 'Grace Hopper' },
    });
    expect(await employee(id)).toMatchObject({
      email: 'updatedemail@microsoft.com',
      department: 'Finance',
      job_title: 'Controller',
      country: 'DE',
      manager_id: manager.body.id,
    });

    // Removing the manager clears it.
    const removed = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Remove', path: `${ENTERPRISE}:manager` }],
    });
    expect(removed.body[ENTERPRISE]).not.toHaveProperty('manager');
    expect((await employee(id)).manager_id).toBeNull();

    // Disable with the string Entra sends.
    const disabled = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(disabled.body.active).toBe(false);
    expect(await employee(id)).toMatchObject({ status: 'inactive', stage: 'leaving' });

    // Delete: gone from SCIM, kept in the directory (as leaving) for the devices to come back.
    expect((await scim('DELETE', `/Users/${id}`)).status).toBe(204);
    expect((await scim('GET', `/Users/${id}`)).status).toBe(404);
    expect(await employee(id)).toMatchObject({ status: 'inactive', end_date: today() });

    // Created again, the same person is the same record.
    const again = await scim('POST', '/Users', {
      userName,
      emails: [{ value: 'updatedEmail@microsoft.com', type: 'work' }],
      active: true,
    });
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(id);
    expect(await employee(id)).toMatchObject({ status: 'active', end_date: null });
  });
});

describe('what a validator sends', () => {
  it('answers bad filters with invalidFilter', async () => {
    for (const filter of [
      'userName co "ada"',
      'nickName eq "x"',
      'userName eq',
      'userName eq "a" or userName eq "b"',
    ]) {
      const response = await scim('GET', `/Users?filter=${encodeURIComponent(filter)}`);
      expect(response.status, filter).toBe(400);
      expect(response.body).toMatchObject({ status: '400', scimType: 'invalidFilter', detail: expect.any(String) });
    }
  });

  it('refuses unknown attributes, paths and schemas, and bad values, saying which', async () => {
    const unknown = await scim('POST', '/Users', { userName: 'x@acme.example', favouriteColour: 'blue' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      scimType: 'invalidSyntax',
      detail: expect.stringContaining('favouriteColour'),
    });

    const schema = await scim('POST', '/Users', { userName: 'x@acme.example', 'urn:example:custom:User': { a: 1 } });
    expect(schema.body).toMatchObject({ status: '400', scimType: 'invalidSyntax' });

    const badActive = await scim('POST', '/Users', { userName: 'x@acme.example', active: 'maybe' });
    expect(badActive.body).toMatchObject({ scimType: 'invalidValue', detail: 'active must be true or false.' });

    const noEmail = await scim('POST', '/Users', { userName: 'no-email-here' });
    expect(noEmail.body).toMatchObject({ scimType: 'invalidValue', detail: expect.stringContaining('e-mail') });

    const user = await scim('POST', '/Users', { userName: 'validator@acme.example', active: true });
    const badPath = await scim('PATCH', `/Users/${user.body.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', path: 'favouriteColour', value: 'blue' }],
    });
    expect(badPath.body).toMatchObject({ status: '400', scimType: 'invalidPath' });
    const badOp = await scim('PATCH', `/Users/${user.body.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'merge', path: 'title', value: 'x' }],
    });
    expect(badOp.body).toMatchObject({ scimType: 'invalidSyntax' });
    const readOnly = await scim('PATCH', `/Users/${user.body.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', path: 'id', value: 'x' }],
    });
    expect(readOnly.body).toMatchObject({ scimType: 'mutability' });

    const duplicate = await scim('POST', '/Users', { userName: 'validator@acme.example' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ status: '409', scimType: 'uniqueness' });

    const broken = await server.request('POST', '/scim/v2/Users', {
      token: liveToken,
      body: '{"userName": ',
      headers: { 'content-type': 'application/scim+json' },
    });
    expect(broken.status).toBe(400);
    expect(broken.body.schemas).toEqual(['urn:ietf:params:scim:api:messages:2.0:Error']);

    expect((await scim('GET', '/Users/00000000-0000-4000-8000-000000000000')).body).toMatchObject({ status: '404' });
    expect((await scim('GET', '/Groups')).body).toMatchObject({ status: '404' });
  });

  it('refuses a write to a version that changed since it was read (If-Match)', async () => {
    const user = await scim('POST', '/Users', { userName: 'etag@acme.example', active: true });
    const stale = user.headers.get('etag')!;
    expect(
      (
        await scim(
          'PATCH',
          `/Users/${user.body.id}`,
          { schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'title', value: 'A' }] },
          { 'if-match': stale },
        )
      ).status,
    ).toBe(200);
    const conflict = await scim(
      'PATCH',
      `/Users/${user.body.id}`,
      { schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'title', value: 'B' }] },
      { 'if-match': stale },
    );
    expect(conflict.status).toBe(412);
    expect((await scim('GET', `/Users/${user.body.id}`)).body.title).toBe('A');
  });

  it('pages with startIndex and count, and keeps the sandbox directory apart', async () => {
    for (const n of [1, 2, 3]) await scim('POST', '/Users', { userName: `page${n}@acme.example` });
    const all = await scim('GET', '/Users?count=200');
    const page = await scim('GET', '/Users?startIndex=2&count=2');
    expect(page.body).toMatchObject({ totalResults: all.body.totalResults, startIndex: 2, itemsPerPage: 2 });
    expect(page.body.Resources.map((user: { id: string }) => user.id)).toEqual(
      all.body.Resources.slice(1, 3).map((user: { id: string }) => user.id),
    );
    expect((await scim('GET', '/Users?count=0')).body).toMatchObject({
      totalResults: all.body.totalResults,
      Resources: [],
    });

    const sandbox = await scim('POST', '/Users', { userName: 'sandbox.only@acme.example' }, {}, testToken);
    expect(sandbox.status).toBe(201);
    expect((await scim('GET', `/Users/${sandbox.body.id}`)).status).toBe(404);
    expect((await server.request('GET', `/api/v1/employees/${sandbox.body.id}`, { token: acme.key })).status).toBe(404);
  });
});

describe('webhook events', () => {
  it('announces a person created, changed, and leaving, with the employee as it now reads', async () => {
    const created = await scim('POST', '/Users', { userName: 'events@acme.example', active: true });
    const id = created.body.id as string;
    await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', path: 'title', value: 'Engineer' }],
    });
    // A PATCH that changes nothing announces nothing.
    await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', path: 'title', value: 'Engineer' }],
    });
    await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', path: 'active', value: false }],
    });
    await receiver.waitFor(() => eventsOf(id).includes('employee.leaving'));
    expect(eventsOf(id)).toEqual(['employee.created', 'employee.updated', 'employee.updated', 'employee.leaving']);
    const leaving = receiver.received
      .map((entry) => entry.json)
      .find((event) => event.type === 'employee.leaving' && event.data.id === id);
    expect(leaving.data).toMatchObject({
      stage: 'leaving',
      end_date: today(),
      job_title: 'Engineer',
      status: 'inactive',
    });
  });
});

describe("a company's own SCIM tokens (POST/GET/DELETE /api/v1/scim-tokens)", () => {
  it("need scim:manage, are of the key's mode, work at once, and are revoked only by their company", async () => {
    const withoutScope = await server.request('POST', '/api/v1/scim-tokens', {
      token: acme.key,
      body: { name: 'Okta' },
    });
    expect(withoutScope.status).toBe(403);
    expect(withoutScope.body.error.details.required_scopes).toEqual(['scim:manage']);

    const live = (await createKey(server, acme.companyId, { scopes: ['scim:manage'], mode: 'live' })).key;
    const test = (await createKey(server, acme.companyId, { scopes: ['scim:manage'], mode: 'test' })).key;
    const created = await server.request('POST', '/api/v1/scim-tokens', { token: live, body: { name: 'Entra ID' } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Entra ID', mode: 'live', base_url: `${server.url}/scim/v2` });
    expect(created.body.data.token).toMatch(/^lo_scim_live_/);
    expect((await scim('GET', '/Users?count=1', undefined, {}, created.body.data.token)).status).toBe(200);

    const sandbox = await server.request('POST', '/api/v1/scim-tokens', {
      token: test,
      body: { name: 'Entra ID test' },
    });
    expect(sandbox.body.data.token).toMatch(/^lo_scim_test_/);
    const liveList = await server.request('GET', '/api/v1/scim-tokens', { token: live });
    expect(liveList.body.data.every((token: { mode: string }) => token.mode === 'live')).toBe(true);
    expect(liveList.body.data.map((token: { id: string }) => token.id)).toContain(created.body.data.id);
    expect(liveList.body.data[0]).not.toHaveProperty('token');
    const testList = await server.request('GET', '/api/v1/scim-tokens', { token: test });
    expect(testList.body.data.map((token: { id: string }) => token.id)).toEqual([
      sandbox.body.data.id,
      expect.any(String),
    ]);

    const globex = await createCompanyWithKey(server, { name: 'Globex', scopes: ['scim:manage'] });
    const foreign = await server.request('DELETE', `/api/v1/scim-tokens/${created.body.data.id}`, {
      token: globex.key,
    });
    expect(foreign.status).toBe(404);
    // A test key cannot revoke a live token either.
    expect(
      (await server.request('DELETE', `/api/v1/scim-tokens/${created.body.data.id}`, { token: test })).status,
    ).toBe(404);
    expect(
      (await server.request('DELETE', `/api/v1/scim-tokens/${created.body.data.id}`, { token: live })).status,
    ).toBe(204);
    expect((await scim('GET', '/Users', undefined, {}, created.body.data.token)).status).toBe(401);
  });
});

describe('uniqueness across deleted users', () => {
  it('answers 409 naming the deleted user when another user takes their e-mail address or externalId', async () => {
    const gone = await scim('POST', '/Users', { userName: 'gone@acme.example', externalId: 'EXT-GONE', active: true });
    expect((await scim('DELETE', `/Users/${gone.body.id}`)).status).toBe(204);
    const other = await scim('POST', '/Users', { userName: 'other@acme.example', active: true });

    const takesEmail = await scim('PATCH', `/Users/${other.body.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', path: 'emails[type eq "work"].value', value: 'gone@acme.example' }],
    });
    expect(takesEmail.status).toBe(409);
    expect(takesEmail.body).toMatchObject({ scimType: 'uniqueness', detail: expect.stringContaining('deleted user') });

    const takesExternalId = await scim('POST', '/Users', { userName: 'new@acme.example', externalId: 'EXT-GONE' });
    expect(takesExternalId.status).toBe(409);
    expect(takesExternalId.body.detail).toContain(gone.body.id);
  });
});

describe('a change of name parts', () => {
  /** A user with a name whose parts, display name and formatted name all agree. */
  async function userNamed(givenName: string, familyName: string) {
    const email = `${givenName}.${familyName}.${Date.now()}@acme.example`.toLowerCase();
    const created = await scim('POST', '/Users', {
      userName: email,
      name: { givenName, familyName, formatted: `${givenName} ${familyName}` },
      displayName: `${givenName} ${familyName}`,
      active: true,
    });
    expect(created.status, created.text).toBe(201);
    return created.body.id as string;
  }
  /** What SCIM reads back and what the directory shows, side by side. */
  async function namesOf(id: string) {
    const user = (await scim('GET', `/Users/${id}`)).body;
    return {
      displayName: user.displayName,
      formatted: user.name.formatted,
      givenName: user.name.givenName,
      familyName: user.name.familyName,
      directory: (await employee(id)).name,
    };
  }
  const patch = (id: string, operations: unknown[]) =>
    scim('PATCH', `/Users/${id}`, { schemas: [PATCH_OP], Operations: operations });
  const agreeing = (givenName: string, familyName: string, name = `${givenName} ${familyName}`) => ({
    displayName: name,
    formatted: name,
    givenName,
    familyName,
    directory: name,
  });

  it('rebuilds displayName, name.formatted and the directory name from Entra ID\'s "Replace" with a path', async () => {
    const id = await userNamed('Ada', 'Byron');
    const patched = await patch(id, [
      { op: 'Replace', path: 'name.givenName', value: 'Augusta' },
      { op: 'Replace', path: 'name.familyName', value: 'King' },
    ]);
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body.displayName).toBe('Augusta King');
    expect(await namesOf(id)).toEqual(agreeing('Augusta', 'King'));
  });

  it('does the same for Entra ID\'s path-less "Replace" with dotted keys, and for one part alone', async () => {
    const id = await userNamed('Grace', 'Brewster');
    expect((await patch(id, [{ op: 'Replace', value: { 'name.familyName': 'Hopper' } }])).status).toBe(200);
    expect(await namesOf(id)).toEqual(agreeing('Grace', 'Hopper'));
    expect(
      (await patch(id, [{ op: 'REPLACE', value: { 'name.givenName': 'Amazing', 'name.familyName': 'Grace' } }])).status,
    ).toBe(200);
    expect(await namesOf(id)).toEqual(agreeing('Amazing', 'Grace'));
  });

  it("does the same for Okta's replace of the name object", async () => {
    const id = await userNamed('Margaret', 'Heafield');
    const patched = await patch(id, [
      { op: 'replace', value: { name: { givenName: 'Margaret', familyName: 'Hamilton' } } },
    ]);
    expect(patched.status, patched.text).toBe(200);
    expect(await namesOf(id)).toEqual(agreeing('Margaret', 'Hamilton'));
    // The name object by its path, as some clients send it.
    expect((await patch(id, [{ op: 'replace', path: 'name', value: { givenName: 'Maggie' } }])).status).toBe(200);
    expect(await namesOf(id)).toEqual(agreeing('Maggie', 'Hamilton'));
  });

  it('keeps a displayName the identity provider sends explicitly, with or without name parts', async () => {
    const id = await userNamed('Katherine', 'Coleman');
    expect(
      (
        await patch(id, [
          { op: 'Replace', path: 'name.familyName', value: 'Johnson' },
          { op: 'Replace', path: 'displayName', value: 'Katherine G. Johnson' },
        ])
      ).status,
    ).toBe(200);
    expect(await namesOf(id)).toEqual(agreeing('Katherine', 'Johnson', 'Katherine G. Johnson'));
    expect((await patch(id, [{ op: 'Replace', value: { displayName: 'Kathy Johnson' } }])).status).toBe(200);
    expect(await namesOf(id)).toEqual(agreeing('Katherine', 'Johnson', 'Kathy Johnson'));
    // A PUT with parts and a displayName: the displayName is the name.
    const user = (await scim('GET', `/Users/${id}`)).body;
    const put = await scim('PUT', `/Users/${id}`, {
      userName: user.userName,
      name: { givenName: 'Katherine', familyName: 'Goble' },
      displayName: 'Katherine Goble',
      active: true,
    });
    expect(put.status, put.text).toBe(200);
    expect(await namesOf(id)).toEqual(agreeing('Katherine', 'Goble'));
    const renamed = await scim('PUT', `/Users/${id}`, {
      userName: user.userName,
      name: { givenName: 'Katherine', familyName: 'Johnson' },
      displayName: 'K. Johnson',
      active: true,
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(await namesOf(id)).toEqual(agreeing('Katherine', 'Johnson', 'K. Johnson'));
  });
});
