import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Loadout } from '@loadout/sdk';
import { companyScope } from '@/server/core/scope';
import { policyFor } from '@/server/policies/matches';
import { createCompanyWithKey, createKey, type CompanyWithKey } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/server';

// Equipment policies over HTTP: the rules of who gets what, their order (first match wins, the default rule last),
// the references they make to kits and the catalog, and who each one matches.

let server: TestServer;
let acme: CompanyWithKey;
let acmeTestKey: string;
let globex: CompanyWithKey;
let laptop: { id: string; configurations: { id: string }[] };
let macbook: { id: string; configurations: { id: string }[] };
let headset: { id: string; configurations: { id: string }[] };
let acmeKit: string;
let acmeSandboxKit: string;
let globexKit: string;

const future = `${new Date().getUTCFullYear() + 1}-01-05`;
const ACME_PEOPLE = [
  'HRIS ID,Name,Email,Status,Department,Job Title,Country,Hire Date',
  'E-1,Ada Lovelace,ada@acme.example,active,Engineering,Staff Engineer,GB,2019-03-01',
  'E-2,Grace Hopper,grace@acme.example,active,Engineering,Principal Engineer,US,2018-07-15',
  'E-3,Katherine Johnson,katherine@acme.example,active,Finance,Controller,US,2020-01-06',
  'E-4,Alan Turing,alan@acme.example,inactive,Engineering,Fellow,GB,2017-05-23',
  'E-5,Hedy Lamarr,hedy@acme.example,active,Design,Designer,DE,2021-11-30',
  `E-6,Margaret Hamilton,margaret@acme.example,active,engineering,Engineer,DE,${future}`,
  'E-7,Linus Torvalds,linus@acme.example,active,Engineering,engineer,DE,2022-02-02',
].join('\n');

const operator = async (method: string, path: string, body?: unknown, headers?: Record<string, string>) => {
  const response = await server.request(method, `/operator/v1${path}`, { token: server.operatorToken, body, headers });
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${response.text}`);
  return response.body.data;
};
const api = (method: string, path: string, body?: unknown, token = acme.key, headers?: Record<string, string>) =>
  server.request(method, `/api/v1${path}`, { token, body, headers });

async function create(body: Record<string, unknown>, token = acme.key) {
  const response = await api('POST', '/equipment-policies', body, token);
  expect(response.status, response.text).toBe(201);
  return response.body.data as { id: string; name: string; position: number; is_default: boolean };
}

/** The names of the company's policies in their order of evaluation, each with its position. */
async function order(token = acme.key) {
  const response = await api('GET', '/equipment-policies?limit=100', undefined, token);
  expect(response.status).toBe(200);
  return response.body.data.map((policy: { name: string; position: number }) => `${policy.position}. ${policy.name}`);
}

async function removeAll(token = acme.key) {
  const response = await api('GET', '/equipment-policies?limit=100', undefined, token);
  for (const policy of response.body.data) await api('DELETE', `/equipment-policies/${policy.id}`, undefined, token);
}

const namesOf = (employees: { name: string }[]) => employees.map((employee) => employee.name);

beforeAll(async () => {
  server = await startTestServer();
  acme = await createCompanyWithKey(server, { name: 'Acme' });
  acmeTestKey = (await createKey(server, acme.companyId, { mode: 'test' })).key;
  globex = await createCompanyWithKey(server, { name: 'Globex' });
  laptop = await operator('POST', '/products', {
    name: 'Lenovo ThinkPad T14 Gen 5',
    brand: 'Lenovo',
    model: 'ThinkPad T14 Gen 5',
    product_type: 'Laptop',
    configurations: [
      { cpu: 'AMD Ryzen 7 PRO 8840U', ram: '32 GB', storage: '1 TB', price_estimate: 1650 },
      { cpu: 'Intel Core Ultra 5 125U', ram: '16 GB', storage: '512 GB', price_estimate: 1290 },
    ],
  });
  macbook = await operator('POST', '/products', {
    name: 'Apple MacBook Pro 14',
    brand: 'Apple',
    model: 'MacBook Pro 14 (M4)',
    product_type: 'Laptop',
    configurations: [{ cpu: 'Apple M4 Pro', ram: '24 GB', storage: '1 TB', price_estimate: 2399 }],
  });
  headset = await operator('POST', '/products', {
    name: 'Jabra Evolve2 65',
    brand: 'Jabra',
    model: 'Evolve2 65',
    product_type: 'Headset',
    configurations: [{ price_estimate: 279 }],
  });
  const kit = (companyId: string, name: string, mode: 'live' | 'test' = 'live') =>
    operator('POST', `/companies/${companyId}/kits`, { mode, name, items: [{ product_id: headset.id }] });
  acmeKit = (await kit(acme.companyId, 'Engineering starter')).id;
  acmeSandboxKit = (await kit(acme.companyId, 'Sandbox starter', 'test')).id;
  globexKit = (await kit(globex.companyId, 'Globex starter')).id;
  const csv = { 'content-type': 'text/csv' };
  await operator('POST', `/companies/${acme.companyId}/employees/import`, ACME_PEOPLE, csv);
  await operator(
    'POST',
    `/companies/${acme.companyId}/employees/import?mode=test`,
    'HRIS ID,Name,Email,Status,Department,Country\nT-1,Sandy Sandbox,sandy@acme.example,active,Engineering,DE',
    csv,
  );
});
afterAll(() => server?.close());

describe('POST /api/v1/equipment-policies', () => {
  it('creates a rule with kits, products, a choice and a budget, and reads it back', async () => {
    const response = await api('POST', '/equipment-policies', {
      name: 'Engineering in Germany',
      description: 'Developer setup',
      match: { departments: ['Engineering'], countries: ['Germany'], job_titles: [] },
      kit_ids: [acmeKit],
      products: [{ product_id: laptop.id, configuration_id: laptop.configurations[0]!.id }],
      choices: [
        {
          name: 'Laptop',
          options: [
            { label: 'ThinkPad T14', product_id: laptop.id, configuration_id: laptop.configurations[1]!.id },
            { label: 'MacBook Pro 14', product_id: macbook.id },
          ],
          default_option: 'thinkpad t14',
        },
      ],
      budget: { amount: 3500, currency: 'EUR' },
    });
    expect(response.status, response.text).toBe(201);
    const policy = response.body.data;
    expect(policy).toMatchObject({
      name: 'Engineering in Germany',
      description: 'Developer setup',
      position: 1,
      is_default: false,
      match: { departments: ['Engineering'], countries: ['DE'], job_titles: [] },
      kit_ids: [acmeKit],
      products: [{ product_id: laptop.id, configuration_id: laptop.configurations[0]!.id, quantity: 1 }],
      choices: [
        {
          name: 'Laptop',
          options: [
            {
              label: 'ThinkPad T14',
              product_id: laptop.id,
              configuration_id: laptop.configurations[1]!.id,
              quantity: 1,
            },
            { label: 'MacBook Pro 14', product_id: macbook.id, configuration_id: null, quantity: 1 },
          ],
          default_option: 'ThinkPad T14',
        },
      ],
      budget: { amount: 3500, currency: 'EUR' },
      livemode: true,
    });
    const read = await api('GET', `/equipment-policies/${policy.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(policy);
    await removeAll();
  });

  it('replays a create sent again with the same Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'policy-create-1' };
    const first = await api('POST', '/equipment-policies', { name: 'Everyone' }, acme.key, headers);
    const again = await api('POST', '/equipment-policies', { name: 'Everyone' }, acme.key, headers);
    expect(first.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await order()).toEqual(['1. Everyone']);
    await removeAll();
  });

  it('refuses kits that are not the company’s, unknown products and foreign configurations, naming each path', async () => {
    const response = await api('POST', '/equipment-policies', {
      name: 'Broken',
      kit_ids: [globexKit, acmeSandboxKit],
      products: [
        { product_id: '00000000-0000-4000-8000-000000000000' },
        { product_id: laptop.id, configuration_id: macbook.configurations[0]!.id },
      ],
      choices: [
        {
          name: 'Laptop',
          options: [
            { label: 'A', product_id: laptop.id },
            { label: 'B', product_id: macbook.id, configuration_id: laptop.configurations[0]!.id },
          ],
          default_option: 'A',
        },
      ],
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION_ERROR');
    expect(response.body.error.details.map((detail: { path: string }) => detail.path)).toEqual([
      'kit_ids[0]',
      'kit_ids[1]',
      'products[0].product_id',
      'products[1].configuration_id',
      'choices[0].options[1].configuration_id',
    ]);
    expect(response.body.error.details[0].message).toContain('GET /api/v1/kits');
    expect(response.body.error.message).toMatch(/^Invalid request\. kit_ids\[0\]: .*; and 2 more\.$/);
    expect(await order()).toEqual([]);
  });

  it('explains what is wrong with a body', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{}, 'name', /./],
      [{ name: 'x', colour: 'red' }, 'colour', /not a known field/],
      [{ name: 'x', match: { countries: ['Atlantis'] } }, 'match.countries[0]', /country/i],
      [{ name: 'x', is_default: true, match: { departments: ['Sales'] } }, 'match', /matches everyone/],
      [{ name: 'x', is_default: true, position: 1 }, 'position', /evaluated last/],
      [{ name: 'x', position: 0 }, 'position', /at least 1/],
      [{ name: 'x', budget: { amount: -1 } }, 'budget.amount', /negative/],
      [{ name: 'x', budget: { amount: 10, currency: 'euro' } }, 'budget.currency', /ISO 4217/],
      [
        {
          name: 'x',
          choices: [{ name: 'Laptop', options: [{ label: 'A', product_id: laptop.id }], default_option: 'A' }],
        },
        'choices[0].options',
        /at least two/,
      ],
      [
        {
          name: 'x',
          choices: [
            {
              name: 'Laptop',
              options: [
                { label: 'A', product_id: laptop.id },
                { label: 'B', product_id: macbook.id },
              ],
              default_option: 'C',
            },
          ],
        },
        'choices[0].default_option',
        /one of the options \(A, B\)/,
      ],
      [{ name: 'x', products: [{ product_id: laptop.id, quantity: 0 }] }, 'products[0].quantity', /at least 1/],
      [{ name: 'x', position: 5 }, 'position', /from 1 to 1/],
    ];
    for (const [body, path, message] of cases) {
      const response = await api('POST', '/equipment-policies', body);
      expect({ status: response.status, code: response.body.error?.code }, JSON.stringify(body)).toEqual({
        status: 400,
        code: 'VALIDATION_ERROR',
      });
      const detail = response.body.error.details.find((entry: { path: string }) => entry.path === path);
      expect(detail, `${JSON.stringify(body)} → ${response.text}`).toBeDefined();
      expect(detail.message).toMatch(message);
    }
  });
});

describe('order of evaluation', () => {
  it('inserts at a position, moves rules with PATCH and closes the gap on delete', async () => {
    const a = await create({ name: 'A' });
    const b = await create({ name: 'B' });
    const fallback = await create({ name: 'Everyone else', is_default: true });
    expect(fallback.position).toBe(3);
    const c = await create({ name: 'C', position: 1 });
    expect(c.position).toBe(1);
    expect(await order()).toEqual(['1. C', '2. A', '3. B', '4. Everyone else']);
    // A rule created after the default rule still goes before it.
    const d = await create({ name: 'D' });
    expect(d.position).toBe(4);
    expect(await order()).toEqual(['1. C', '2. A', '3. B', '4. D', '5. Everyone else']);

    const moved = await api('PATCH', `/equipment-policies/${d.id}`, { position: 1 });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.data.position).toBe(1);
    expect(await order()).toEqual(['1. D', '2. C', '3. A', '4. B', '5. Everyone else']);
    await api('PATCH', `/equipment-policies/${d.id}`, { position: 4 });
    expect(await order()).toEqual(['1. C', '2. A', '3. B', '4. D', '5. Everyone else']);

    const beyond = await api('PATCH', `/equipment-policies/${a.id}`, { position: 5 });
    expect(beyond.status).toBe(400);
    expect(beyond.body.error.details).toEqual([
      { path: 'position', message: 'must be from 1 to 4; the default rule stays after them' },
    ]);
    const fallbackMoved = await api('PATCH', `/equipment-policies/${fallback.id}`, { position: 1 });
    expect(fallbackMoved.status).toBe(400);
    expect(fallbackMoved.body.error.message).toContain('evaluated last');

    expect((await api('DELETE', `/equipment-policies/${c.id}`)).status).toBe(204);
    expect(await order()).toEqual(['1. A', '2. B', '3. D', '4. Everyone else']);
    expect((await api('DELETE', `/equipment-policies/${c.id}`)).status).toBe(404);
    expect(b.position).toBe(2);
    await removeAll();
  });

  it('keeps positions 1…n when rules are created at once', async () => {
    await Promise.all(['P', 'Q', 'R', 'S', 'T'].map((name) => create({ name, position: 1 })));
    const positions = (await order()).map((entry: string) => entry.split('.')[0]);
    expect(positions).toEqual(['1', '2', '3', '4', '5']);
    await removeAll();
  });

  it('keeps one default rule: a second is a 409 naming the first, and a rule with criteria cannot become it', async () => {
    const fallback = await create({ name: 'Everyone', is_default: true });
    const second = await api('POST', '/equipment-policies', { name: 'Everyone too', is_default: true });
    expect(second.status).toBe(409);
    expect(second.body.error).toMatchObject({ code: 'CONFLICT', details: { default_policy_id: fallback.id } });
    expect(second.body.error.message).toContain("'Everyone'");

    const sales = await create({ name: 'Sales', match: { departments: ['Sales'] } });
    const promoted = await api('PATCH', `/equipment-policies/${sales.id}`, { is_default: true });
    expect(promoted.status).toBe(409);
    // Once the old default is an ordinary rule, the other may take its place, its criteria cleared in the same call.
    const demoted = await api('PATCH', `/equipment-policies/${fallback.id}`, { is_default: false });
    expect(demoted.body.data).toMatchObject({ is_default: false, position: 2 });
    const withCriteria = await api('PATCH', `/equipment-policies/${sales.id}`, { is_default: true });
    expect(withCriteria.status).toBe(400);
    expect(withCriteria.body.error.details[0]).toMatchObject({ path: 'match' });
    const cleared = await api('PATCH', `/equipment-policies/${sales.id}`, {
      is_default: true,
      match: { departments: [] },
    });
    expect(cleared.status, cleared.text).toBe(200);
    expect(await order()).toEqual(['1. Everyone', '2. Sales']);
    await removeAll();
  });
});

describe('who a rule matches', () => {
  it('gives each employee the first rule they match, the default rule last, case-insensitively', async () => {
    const engineering = await create({ name: 'Engineering', match: { departments: ['ENGINEERING'] } });
    const germany = await create({ name: 'Germany', match: { countries: ['de'] }, position: 1 });
    const fallback = await create({ name: 'Everyone else', is_default: true });
    const engineers = await create({ name: 'Engineers', match: { job_titles: ['Engineer'] } });

    const matches = async (id: string, query = '') => {
      const response = await api('GET', `/equipment-policies/${id}/matches${query}`);
      expect(response.status, response.text).toBe(200);
      return response.body;
    };
    // Margaret (not started yet) and Linus are in Engineering in Germany: Germany comes first. Alan has left.
    expect(namesOf((await matches(germany.id)).data)).toEqual(['Hedy Lamarr', 'Linus Torvalds', 'Margaret Hamilton']);
    expect(namesOf((await matches(engineering.id)).data)).toEqual(['Ada Lovelace', 'Grace Hopper']);
    expect((await matches(engineers.id)).meta).toEqual({ has_more: false, next_cursor: null, total: 0 });
    expect(namesOf((await matches(fallback.id)).data)).toEqual(['Katherine Johnson']);

    const first = await matches(germany.id, '?limit=2');
    expect(first.meta).toMatchObject({ has_more: true, total: 3 });
    const second = await matches(germany.id, `?limit=2&cursor=${first.meta.next_cursor}`);
    expect(namesOf(second.data)).toEqual(['Margaret Hamilton']);
    expect(second.meta).toEqual({ has_more: false, next_cursor: null, total: 3 });

    const db = server.running.database.db;
    const scope = companyScope(acme.companyId, true);
    expect(await policyFor(db, scope, { department: 'engineering', country: 'US', jobTitle: null })).toMatchObject({
      id: engineering.id,
    });
    expect(
      await policyFor(db, scope, { department: 'Engineering', country: 'DE', jobTitle: 'Engineer' }),
    ).toMatchObject({ id: germany.id });
    expect(await policyFor(db, scope, { department: null, country: null, jobTitle: null })).toMatchObject({
      id: fallback.id,
    });
    await api('DELETE', `/equipment-policies/${fallback.id}`);
    expect(await policyFor(db, scope, { department: 'Legal', country: 'FR', jobTitle: 'Counsel' })).toBeNull();
    await removeAll();
  });

  it('previews a draft in the place it would take, with those an earlier rule takes as shadowed', async () => {
    const germany = await create({ name: 'Germany', match: { countries: ['DE'] } });
    await create({ name: 'Everyone else', is_default: true });
    const preview = async (body: unknown, query = '') => {
      const response = await api('POST', `/equipment-policies/preview${query}`, body);
      expect(response.status, response.text).toBe(200);
      return response.body.data;
    };
    const engineering = { match: { departments: ['Engineering'] } };
    expect(await preview(engineering)).toMatchObject({ total: 2, shadowed: 2, position: 2 });
    const first = await preview({ ...engineering, position: 1 }, '?limit=3');
    expect(first).toMatchObject({ total: 4, shadowed: 0, position: 1 });
    expect(namesOf(first.employees)).toEqual(['Ada Lovelace', 'Grace Hopper', 'Linus Torvalds']);
    // Standing in for the Germany rule: Hedy falls through to the default rule.
    expect(await preview({ ...engineering, policy_id: germany.id })).toMatchObject({ total: 4, position: 1 });
    expect(await preview({})).toMatchObject({ total: 3, shadowed: 3, position: 2 });

    const second = await api('POST', '/equipment-policies/preview', { is_default: true });
    expect(second.status).toBe(409);
    const foreign = await api('POST', '/equipment-policies/preview', { policy_id: germany.id }, globex.key);
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.details[0].path).toBe('policy_id');
    await removeAll();
  });
});

describe('GET /api/v1/equipment-policies', () => {
  it('pages through the rules in order with a cursor', async () => {
    for (const name of ['One', 'Two', 'Three', 'Four', 'Five']) await create({ name });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const response = await api('GET', `/equipment-policies?limit=2${query}`);
      expect(response.status).toBe(200);
      expect(response.body.data.length).toBeLessThanOrEqual(2);
      seen.push(...response.body.data.map((policy: { name: string }) => policy.name));
      cursor = response.body.meta.next_cursor;
      expect(response.body.meta.has_more).toBe(cursor !== null);
    } while (cursor);
    expect(seen).toEqual(['One', 'Two', 'Three', 'Four', 'Five']);
    const bad = await api('GET', '/equipment-policies?cursor=nonsense');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].path).toBe('cursor');
    await removeAll();
  });
});

describe('access', () => {
  it('needs the policies:manage scope', async () => {
    const reader = await createKey(server, acme.companyId, { scopes: ['employees:read', 'quotes:write'] });
    const response = await api('GET', '/equipment-policies', undefined, reader.key);
    expect(response.status).toBe(403);
    expect(response.body.error.details.required_scopes).toEqual(['policies:manage']);
    expect((await api('POST', '/equipment-policies/preview', {}, reader.key)).status).toBe(403);
  });

  it("keeps the sandbox apart, and answers 404 for another company's policy", async () => {
    const live = await create({ name: 'Live rule', kit_ids: [acmeKit] });
    const sandbox = await create({ name: 'Sandbox rule', kit_ids: [acmeSandboxKit] }, acmeTestKey);
    expect(sandbox).toMatchObject({ position: 1, livemode: false });
    expect(await order(acmeTestKey)).toEqual(['1. Sandbox rule']);
    expect(await order()).toEqual(['1. Live rule']);
    // A live kit is not the sandbox's.
    const liveKit = await api('POST', '/equipment-policies', { name: 'x', kit_ids: [acmeKit] }, acmeTestKey);
    expect(liveKit.status).toBe(400);
    expect(liveKit.body.error.details[0].message).toContain('in the sandbox');
    // The sandbox's rule matches the sandbox's people.
    const matches = await api('GET', `/equipment-policies/${sandbox.id}/matches`, undefined, acmeTestKey);
    expect(namesOf(matches.body.data)).toEqual(['Sandy Sandbox']);

    for (const [token, id] of [
      [acmeTestKey, live.id],
      [acme.key, sandbox.id],
      [globex.key, live.id],
    ] as const) {
      for (const [method, path, body] of [
        ['GET', `/equipment-policies/${id}`],
        ['PATCH', `/equipment-policies/${id}`, { name: 'Taken over' }],
        ['GET', `/equipment-policies/${id}/matches`],
        ['DELETE', `/equipment-policies/${id}`],
      ] as const) {
        const response = await api(method, path, body, token);
        expect({ method, status: response.status, code: response.body.error?.code }).toEqual({
          method,
          status: 404,
          code: 'NOT_FOUND',
        });
      }
    }
    expect((await api('GET', '/equipment-policies/not-a-uuid')).status).toBe(404);
    expect(await order(globex.key)).toEqual([]);
    expect((await api('GET', `/equipment-policies/${live.id}`)).body.data.name).toBe('Live rule');
    await removeAll();
    await removeAll(acmeTestKey);
  });
});

describe('the SDK (equipmentPolicies)', () => {
  it('creates, previews, pages through the matches and the rules, moves and deletes', async () => {
    const loadout = new Loadout({ apiKey: acme.key, baseUrl: server.url });
    const germany = await loadout.equipmentPolicies.create({ name: 'Germany', match: { countries: ['DE'] } });
    const everyone = await loadout.equipmentPolicies.create({ name: 'Everyone', position: 1 });
    expect(everyone.position).toBe(1);
    const preview = await loadout.equipmentPolicies.preview({ match: { departments: ['Design'] } }, { limit: 1 });
    expect(preview).toMatchObject({ total: 0, shadowed: 1, position: 3 });

    const matched: string[] = [];
    for await (const employee of loadout.equipmentPolicies.listMatches(everyone.id, { limit: 2 }))
      matched.push(employee.name);
    expect(matched).toHaveLength(6);
    const first = await loadout.equipmentPolicies.listMatches(germany.id);
    expect(first.meta.total).toBe(0);

    const moved = await loadout.equipmentPolicies.update(germany.id, { position: 1 });
    expect(moved.position).toBe(1);
    expect((await loadout.equipmentPolicies.retrieve(everyone.id)).position).toBe(2);
    const names: string[] = [];
    for await (const policy of loadout.equipmentPolicies.list({ limit: 1 })) names.push(policy.name);
    expect(names).toEqual(['Germany', 'Everyone']);
    await loadout.equipmentPolicies.delete(germany.id);
    await loadout.equipmentPolicies.delete(everyone.id);
    expect(await order()).toEqual([]);
  });
});
