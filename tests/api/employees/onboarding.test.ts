import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SCOPES } from '@/lib/contract/access';
import { companyScope } from '@/server/core/scope';
import { openDatabase, queryRows } from '@/server/db/client';
import { createTestDatabase, type TestDatabase } from '../../support/database';
import * as onboarding from '@/server/onboarding/service';
import { createCompanyWithKey, createKey, type CompanyWithKey } from '../../support/fixtures';
import { startReceiver, type Receiver } from '../../support/receiver';
import { startTestServer, type TestServer } from '../../support/server';

// Onboarding over HTTP, as it runs in production: a SCIM client creates a hire with a start date, the worker
// schedules their case and opens it the company's lead days before, the hire picks their laptop through the
// one-time link e-mailed to them, IT staff submit the draft, and the case completes when the quote is delivered.
// Then the edge cases: start dates that move, a policy or address change, a hire who no longer starts, lateness,
// auto-submit, and two workers noticing the same hire.

const CORE = 'urn:ietf:params:scim:schemas:core:2.0:User';
const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const LIFECYCLE = 'urn:loadout:params:scim:schemas:extension:lifecycle:2.0:User';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let database: TestDatabase;
let server: TestServer;
let receiver: Receiver;
let acme: CompanyWithKey;
let sandboxKey: string;
let liveScim: string;
let testScim: string;
let laptop: { id: string; configurations: { id: string }[] };
let macbook: { id: string };
let monitor: { id: string };
let person = 0;

const operator = async (method: string, path: string, body?: unknown) => {
  const response = await server.request(method, `/operator/v1${path}`, { token: server.operatorToken, body });
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${response.text}`);
  return response.body.data;
};
const api = (method: string, path: string, body?: unknown, key = acme.key) =>
  server.request(method, `/api/v1${path}`, { token: key, body });

const startServer = () =>
  startTestServer({
    database,
    env: { WORKER_IN_PROCESS: 'true', WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', SANDBOX_AUTOPILOT_STEP: '100ms' },
  });

beforeAll(async () => {
  database = await createTestDatabase();
  receiver = await startReceiver();
  server = await startServer();
  acme = await createCompanyWithKey(server, { scopes: SCOPES });
  sandboxKey = (
    await operator('POST', `/companies/${acme.companyId}/api-keys`, {
      name: 'sandbox',
      mode: 'test',
      scopes: SCOPES,
      autopilot: true,
    })
  ).key;
  await api('POST', '/webhooks', { url: `${receiver.url}/hook`, events: ['onboarding.*'] });
  liveScim = (await operator('POST', `/companies/${acme.companyId}/scim-tokens`, { name: 'Okta', mode: 'live' })).token;
  testScim = (await operator('POST', `/companies/${acme.companyId}/scim-tokens`, { name: 'Okta', mode: 'test' })).token;
  laptop = await operator('POST', '/products', {
    name: 'ThinkPad T14',
    brand: 'Lenovo',
    model: 'ThinkPad T14 Gen 5',
    product_type: 'Laptop',
    configurations: [
      { ram: '32 GB', price_estimate: 1650, currency: 'EUR' },
      { ram: '16 GB', price_estimate: 1290, currency: 'EUR' },
    ],
  });
  macbook = await operator('POST', '/products', {
    name: 'MacBook Pro 14',
    brand: 'Apple',
    model: 'MacBook Pro 14 M4',
    product_type: 'Laptop',
    configurations: [{ ram: '24 GB', price_estimate: 2400, currency: 'EUR' }],
  });
  monitor = await operator('POST', '/products', {
    name: 'Dell U2724D',
    brand: 'Dell',
    model: 'U2724D',
    product_type: 'Monitor',
    configurations: [{ price_estimate: 420, currency: 'EUR' }],
  });
  for (const [mode, key] of [
    ['live', acme.key],
    ['test', sandboxKey],
  ] as const) {
    const kit = await operator('POST', `/companies/${acme.companyId}/kits`, {
      mode,
      name: 'Desk kit',
      items: [{ product_id: monitor.id, quantity: 1 }],
    });
    // Engineers pick their laptop; everyone else gets the desk kit and a ThinkPad.
    const engineering = await api(
      'POST',
      '/equipment-policies',
      {
        name: 'Engineering',
        match: { departments: ['Engineering'] },
        kit_ids: [kit.id],
        choices: [
          {
            name: 'Laptop',
            options: [
              { label: 'ThinkPad T14', product_id: laptop.id, configuration_id: laptop.configurations[0]!.id },
              { label: 'MacBook Pro 14', product_id: macbook.id },
            ],
            default_option: 'ThinkPad T14',
          },
        ],
        budget: { amount: 3000, currency: 'EUR' },
      },
      key,
    );
    expect(engineering.status, engineering.text).toBe(201);
    const everyone = await api(
      'POST',
      '/equipment-policies',
      {
        name: 'Everyone',
        is_default: true,
        kit_ids: [kit.id],
        products: [{ product_id: laptop.id, configuration_id: laptop.configurations[1]!.id }],
        budget: { amount: 1500, currency: 'EUR' },
      },
      key,
    );
    expect(everyone.status, everyone.text).toBe(201);
  }
}, 120_000);

afterAll(async () => {
  await server?.close();
  await receiver?.close();
  await database?.drop();
});

/** A hire provisioned through SCIM. */
async function hire(options: { start: string; department?: string; address?: boolean; token?: string }) {
  person += 1;
  const email = `hire.${person}.${Date.now()}@acme.example`;
  const created = await server.request('POST', '/scim/v2/Users', {
    token: options.token ?? liveScim,
    headers: { 'content-type': 'application/scim+json' },
    body: {
      schemas: [CORE, ENTERPRISE, LIFECYCLE],
      userName: email,
      name: { givenName: 'Hana', familyName: `Hire ${person}` },
      emails: [{ value: email, type: 'work', primary: true }],
      active: true,
      ...(options.address === false
        ? {}
        : { addresses: [{ type: 'work', formatted: 'Torstraße 1, 10119 Berlin', country: 'DE', primary: true }] }),
      [ENTERPRISE]: { department: options.department ?? 'Engineering' },
      [LIFECYCLE]: { startDate: options.start },
    },
  });
  expect(created.status, created.text).toBe(201);
  return { id: created.body.id as string, email };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const caseOf = (employeeId: string, key = acme.key) =>
  until(
    async () => (await api('GET', `/onboarding-cases?employee_id=${employeeId}`, undefined, key)).body.data,
    (cases: any[]) => cases.length > 0,
    'the onboarding case',
  ).then((cases) => cases[0]);
const reread = async (id: string, key = acme.key) =>
  (await api('GET', `/onboarding-cases/${id}`, undefined, key)).body.data;
const eventsOf = (caseId: string) =>
  receiver.received.filter((entry) => entry.json.data.id === caseId).map((entry) => entry.json.type);
const db = () => server.running.database.db;

/** The link the hire was e-mailed, from the outbox. */
async function linkOf(email: string) {
  const [message] = await until(
    () =>
      queryRows<{ payload: { to: string[]; text: string } }>(
        db(),
        sql`select payload from integration_messages where kind = 'email' and payload->'to'->>0 = ${email}`,
      ),
    (rows) => rows.length > 0,
    'the e-mail to the hire',
  );
  return message!.payload.text.match(/\/choose\/([\w-]+)/)![1]!;
}

describe('a hire provisioned through SCIM', () => {
  it("is scheduled the company's lead days before the start date, with the draft planned so far", async () => {
    const hired = await hire({ start: dayFromNow(40) });
    const found = await caseOf(hired.id);
    expect(found).toMatchObject({ status: 'scheduled', start_date: dayFromNow(40), opens_on: dayFromNow(19) });
    expect((await api('GET', `/employees/${hired.id}`)).body.data.onboarding_case).toMatchObject({ id: found.id });
    expect(found.draft).toMatchObject({
      policy: { name: 'Engineering' },
      currency: 'EUR',
      estimated_total: 420 + 1650,
      over_budget: false,
      blockers: [],
    });
    expect(found.draft.items.map((item: any) => [item.kind, item.name])).toEqual([
      ['kit', 'Desk kit'],
      ['choice', 'ThinkPad T14'],
    ]);
    const jobs = await queryRows<{ run_at: Date | string; step: string }>(
      db(),
      sql`select run_at, payload->>'step' as step from jobs where type = 'onboarding.due' and payload->>'caseId' = ${found.id} order by run_at`,
    );
    expect(jobs.map((job) => [job.step, new Date(job.run_at).toISOString().slice(0, 10)])).toEqual([
      ['open', dayFromNow(19)],
      ['late', dayFromNow(41)],
    ]);
    const early = await api('POST', `/onboarding-cases/${found.id}/submit`, {});
    expect(early.status).toBe(409);
    expect(early.body.error.message).toContain(`opens on ${dayFromNow(19)}`);
  });

  it('opens at once when the start is near, the hire picks through their link once, IT submits, and delivery completes it', async () => {
    const hired = await hire({ start: dayFromNow(10), token: testScim });
    const found = await caseOf(hired.id, sandboxKey);
    expect(found).toMatchObject({ status: 'open', choice_deadline: dayFromNow(7), livemode: false });

    const token = await linkOf(hired.email);
    const page = await server.request('GET', `/api/v1/onboarding-choices/${token}`);
    expect(page.status, page.text).toBe(200);
    expect(page.body.data).toMatchObject({
      first_name: 'Hana',
      company: 'Acme',
      start_date: dayFromNow(10),
      deadline: dayFromNow(7),
      choices: [{ name: 'Laptop', default_option: 'ThinkPad T14', chosen: null }],
    });
    expect(page.body.data.choices[0].options.map((option: any) => option.label)).toEqual([
      'ThinkPad T14',
      'MacBook Pro 14',
    ]);
    const wrong = await server.request('POST', `/api/v1/onboarding-choices/${token}`, {
      body: { choices: { Laptop: 'Surface' } },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toContain("'Surface' is not an option; pick one of ThinkPad T14, MacBook Pro 14");
    const picked = await server.request('POST', `/api/v1/onboarding-choices/${token}`, {
      body: { choices: { laptop: 'macbook pro 14' } },
    });
    expect(picked.status, picked.text).toBe(204);
    const again = await server.request('GET', `/api/v1/onboarding-choices/${token}`);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toContain('no longer valid');

    const withChoice = await reread(found.id, sandboxKey);
    expect(withChoice.choices_made_at).not.toBeNull();
    expect(withChoice.draft).toMatchObject({ estimated_total: 420 + 2400, over_budget: false });
    expect(withChoice.draft.choices[0].chosen).toBe('MacBook Pro 14');

    const submitted = await api(
      'POST',
      `/onboarding-cases/${found.id}/submit`,
      { requester_email: 'it@acme.example' },
      sandboxKey,
    );
    expect(submitted.status, submitted.text).toBe(200);
    expect(submitted.body.data).toMatchObject({ status: 'submitted', draft: null });
    const quoteId = submitted.body.data.quote_id;
    const quote = (await api('GET', `/quotes/${quoteId}`, undefined, sandboxKey)).body.data;
    expect(quote.requester_email).toBe('it@acme.example');
    expect(quote.items).toHaveLength(2);
    expect(quote.items.every((item: any) => item.recipients[0].email === hired.email)).toBe(true);

    // The autopilot prices it; IT accepts each item; the autopilot ships and delivers.
    const priced = await until(
      () => api('GET', `/quotes/${quoteId}`, undefined, sandboxKey).then((response) => response.body.data),
      (value) => value.status === 'Quoted',
      'the quote priced',
    );
    for (const item of priced.items) {
      const accepted = await api(
        'POST',
        `/quotes/${quoteId}/items/${item.id}/action`,
        { action: 'accept' },
        sandboxKey,
      );
      expect(accepted.status, accepted.text).toBe(200);
    }
    const completed = await until(
      () => reread(found.id, sandboxKey),
      (value) => value.status === 'completed',
      'the case completed on delivery',
    );
    expect(completed).toMatchObject({ late: false, quote_id: quoteId });
    const profile = (await api('GET', `/employees/${hired.id}`, undefined, sandboxKey)).body.data;
    expect(profile.onboarding_case).toBeNull();
    expect(profile.history.map((entry: any) => entry.description)).toEqual(
      expect.arrayContaining([
        `Onboarding scheduled for the start on ${dayFromNow(10)}`,
        'Equipment chosen through their link',
        'Onboarding draft submitted as a quote',
        'Onboarding completed: everything delivered',
      ]),
    );
  });

  it("opens the cases of the hires an HRIS import brings, through the one lifecycle job of the import's write", async () => {
    const rows = [1, 2, 3].map((n) => ({
      hris_id: `IMPORT-HIRE-${n}`,
      name: `Imported Hire ${n}`,
      email: `imported.hire${n}@acme.example`,
      department: 'Engineering',
      country: 'DE',
      start_date: n === 3 ? '2020-01-01' : dayFromNow(10),
    }));
    const imported = await server.request('POST', `/operator/v1/companies/${acme.companyId}/employees/import`, {
      token: server.operatorToken,
      body: rows,
    });
    expect(imported.status, imported.text).toBe(200);
    expect(imported.body.data).toMatchObject({ created: 3, errors: [] });
    const people = await Promise.all(
      rows.map(async ({ email }) => (await api('GET', `/employees?search=${encodeURIComponent(email)}`)).body.data[0]),
    );
    for (const person of people.slice(0, 2))
      expect(await caseOf(person.id)).toMatchObject({ status: 'open', start_date: dayFromNow(10) });
    const jobs = await until(
      () =>
        queryRows<{ status: string; people: number }>(
          db(),
          sql`select status, jsonb_array_length(payload->'employeeIds') as people from jobs
              where type = 'employee.changed' and payload->'employeeIds' ? ${people[0].id}`,
        ),
      (found) => found[0]?.status === 'succeeded',
      "the import's lifecycle job",
    );
    expect(jobs).toEqual([{ status: 'succeeded', people: 3 }]);
    // The one who started long ago needs nothing.
    expect((await api('GET', `/onboarding-cases?employee_id=${people[2].id}`)).body.data).toEqual([]);
  });

  it('names what blocks a draft, and IT may pick for the hire when submitting', async () => {
    const hired = await hire({ start: dayFromNow(5), address: false });
    const found = await caseOf(hired.id);
    expect(found.status).toBe('open');
    expect(found.draft.blockers).toEqual([
      expect.stringContaining('has no address in the directory'),
      expect.stringContaining('has no country in the directory'),
    ]);
    const blocked = await api('POST', `/onboarding-cases/${found.id}/submit`, {});
    expect(blocked.status).toBe(409);
    expect(blocked.body.error.details.blockers).toHaveLength(2);

    await server.request('PATCH', `/scim/v2/Users/${hired.id}`, {
      token: liveScim,
      headers: { 'content-type': 'application/scim+json' },
      body: {
        schemas: [PATCH_OP],
        Operations: [
          {
            op: 'add',
            path: 'addresses',
            value: [{ type: 'work', formatted: '1 Rue de Rivoli, Paris', country: 'FR', primary: true }],
          },
        ],
      },
    });
    const unknownChoice = await api('POST', `/onboarding-cases/${found.id}/submit`, { choices: { Phone: 'Pixel' } });
    expect(unknownChoice.status).toBe(400);
    expect(unknownChoice.body.error.message).toContain('is not a choice of the policy; its choices are: Laptop');
    const submitted = await api('POST', `/onboarding-cases/${found.id}/submit`, {
      choices: { Laptop: 'ThinkPad T14' },
    });
    expect(submitted.status, submitted.text).toBe(200);
    const quote = (await api('GET', `/quotes/${submitted.body.data.quote_id}`)).body.data;
    expect(quote.items[0].recipients[0].address).toBe('1 Rue de Rivoli, Paris');
  });
});

describe("IT's choices at submit", () => {
  /** A hire whose case is open, who picked the MacBook through their link. */
  async function hireWhoPicked() {
    const hired = await hire({ start: dayFromNow(10) });
    const found = await caseOf(hired.id);
    const token = await linkOf(hired.email);
    const picked = await server.request('POST', `/api/v1/onboarding-choices/${token}`, {
      body: { choices: { Laptop: 'MacBook Pro 14' } },
    });
    expect(picked.status, picked.text).toBe(204);
    return { hired, found };
  }
  const productsOf = async (quoteId: string) =>
    ((await api('GET', `/quotes/${quoteId}`)).body.data.items as any[]).map((item) => item.product_id);

  it("keep the hire's own pick, and the case shows that the hire chose it", async () => {
    const { found } = await hireWhoPicked();
    const open = await reread(found.id);
    const submitted = await api('POST', `/onboarding-cases/${found.id}/submit`, {
      choices: { Laptop: 'ThinkPad T14' },
    });
    expect(submitted.status, submitted.text).toBe(200);
    expect(await productsOf(submitted.body.data.quote_id)).toContain(macbook.id);
    expect(await productsOf(submitted.body.data.quote_id)).not.toContain(laptop.id);

    expect(open.draft.choices[0]).toMatchObject({ chosen: 'MacBook Pro 14', chosen_by: 'hire' });
    expect(open.draft.choices[0].chosen_at).toBe(open.choices_made_at);
    expect(open.picks).toEqual([
      {
        choice: 'Laptop',
        option: 'MacBook Pro 14',
        chosen_by: 'hire',
        chosen_at: open.choices_made_at,
        actor: null,
        hire_option: 'MacBook Pro 14',
      },
    ]);
    expect(submitted.body.data.picks).toEqual(open.picks);
    expect((await reread(found.id)).picks).toEqual(open.picks);
  });

  it("override the hire's pick only with override_choices, and the case shows who overrode what", async () => {
    const { found } = await hireWhoPicked();
    const submitted = await server.request('POST', `/api/v1/onboarding-cases/${found.id}/submit`, {
      token: acme.key,
      headers: { 'loadout-actor-email': 'it.lead@acme.example', 'loadout-actor-name': 'Ines IT' },
      body: { choices: { Laptop: 'thinkpad t14' }, override_choices: true },
    });
    expect(submitted.status, submitted.text).toBe(200);
    expect(await productsOf(submitted.body.data.quote_id)).toContain(laptop.id);
    expect(await productsOf(submitted.body.data.quote_id)).not.toContain(macbook.id);
    expect(submitted.body.data.picks).toEqual([
      {
        choice: 'Laptop',
        option: 'ThinkPad T14',
        chosen_by: 'it_staff',
        chosen_at: submitted.body.data.submitted_at,
        actor: { email: 'it.lead@acme.example', name: 'Ines IT', api_key_id: acme.keyId },
        hire_option: 'MacBook Pro 14',
      },
    ]);
  });

  it('pick for the hire where they have not, shown as chosen by IT staff', async () => {
    const hired = await hire({ start: dayFromNow(10) });
    const found = await caseOf(hired.id);
    const submitted = await api('POST', `/onboarding-cases/${found.id}/submit`, {
      choices: { Laptop: 'MacBook Pro 14' },
    });
    expect(submitted.status, submitted.text).toBe(200);
    expect(await productsOf(submitted.body.data.quote_id)).toContain(macbook.id);
    expect(submitted.body.data.picks).toEqual([
      {
        choice: 'Laptop',
        option: 'MacBook Pro 14',
        chosen_by: 'it_staff',
        chosen_at: submitted.body.data.submitted_at,
        actor: { email: null, name: null, api_key_id: acme.keyId },
        hire_option: null,
      },
    ]);
  });
});

describe('a key without employees:read', () => {
  it("submits a case but reads only the hire's id back, and the blockers do not name them", async () => {
    const { key } = await createKey(server, acme.companyId, { scopes: ['quotes:write'] });
    const submit = (id: string) => api('POST', `/onboarding-cases/${id}/submit`, {}, key);
    const homeless = await hire({ start: dayFromNow(5), address: false });
    const blockedCase = await caseOf(homeless.id);
    const blocked = await submit(blockedCase.id);
    expect(blocked.status).toBe(409);
    expect(blocked.body.error.details.blockers).toEqual([
      'The hire has no address in the directory: add it in the HRIS or the identity provider.',
      'The hire has no country in the directory: add it in the HRIS or the identity provider.',
    ]);
    expect(blocked.text).not.toContain(`Hire ${person}`);

    const hired = await hire({ start: dayFromNow(10), department: 'Sales' });
    const found = await caseOf(hired.id);
    const submitted = await submit(found.id);
    expect(submitted.status, submitted.text).toBe(200);
    expect(submitted.body.data.employee).toEqual({ id: hired.id });
    expect(submitted.text).not.toContain(hired.email);
    expect(submitted.text).not.toContain(`Hire ${person}`);
    // A key that may read employees reads the whole case.
    expect((await reread(found.id)).employee).toEqual({
      id: hired.id,
      name: `Hana Hire ${person}`,
      email: hired.email,
    });
  });
});

describe('scheduling', () => {
  it('re-plans when the start date or department changes, and cancels when the hire no longer starts', async () => {
    const hired = await hire({ start: dayFromNow(60) });
    const found = await caseOf(hired.id);
    const scim = (operations: unknown[]) =>
      server.request('PATCH', `/scim/v2/Users/${hired.id}`, {
        token: liveScim,
        headers: { 'content-type': 'application/scim+json' },
        body: { schemas: [PATCH_OP], Operations: operations },
      });
    await scim([{ op: 'replace', path: `${LIFECYCLE}:startDate`, value: dayFromNow(50) }]);
    const moved = await until(
      () => reread(found.id),
      (value) => value.start_date === dayFromNow(50),
      'the new start date',
    );
    expect(moved.opens_on).toBe(dayFromNow(29));
    await scim([{ op: 'replace', path: `${ENTERPRISE}:department`, value: 'Sales' }]);
    const replanned = await until(
      () => reread(found.id),
      (value) => value.draft.policy.name === 'Everyone',
      'the new policy',
    );
    expect(replanned.draft.items.map((item: any) => item.name)).toEqual(['Desk kit', 'ThinkPad T14']);
    expect(replanned.draft).toMatchObject({ estimated_total: 420 + 1290, over_budget: true, choices: [] });

    await scim([{ op: 'remove', path: `${LIFECYCLE}:startDate` }]);
    const cancelled = await until(
      () => reread(found.id),
      (value) => value.status === 'cancelled',
      'the case cancelled',
    );
    expect(cancelled.cancel_reason).toContain('no longer starts');
    await receiver.waitFor(() => eventsOf(found.id).includes('onboarding.cancelled'));
  });

  it('flags a case late the day after the start date when not everything was delivered', async () => {
    const hired = await hire({ start: dayFromNow(2) });
    const found = await caseOf(hired.id);
    // The start date passes: the case's day and its late check are now.
    await db().execute(sql`update onboarding_cases set start_date = ${dayFromNow(-1)} where id = ${found.id}`);
    await db().execute(
      sql`update jobs set run_at = now() where type = 'onboarding.due' and payload->>'caseId' = ${found.id} and payload->>'step' = 'late'`,
    );
    const late = await until(
      () => reread(found.id),
      (value) => value.late,
      'the late flag',
    );
    expect(late.status).toBe('open');
    await receiver.waitFor(() => eventsOf(found.id).includes('onboarding.late'));
    expect(
      (await api('GET', '/onboarding-cases?late=true&limit=100')).body.data.map((entry: any) => entry.id),
    ).toContain(found.id);
  });

  it('submits by itself with auto-submit once the draft has nothing to wait for', async () => {
    const settings = await api('PATCH', '/onboarding-settings', { auto_submit: true, lead_days: 14 });
    expect(settings.body.data).toEqual({ lead_days: 14, auto_submit: true });
    expect((await api('PATCH', '/onboarding-settings', { lead_days: 500 })).status).toBe(400);
    try {
      const hired = await hire({ start: dayFromNow(7), department: 'Sales' });
      const submitted = await until(
        () => caseOf(hired.id),
        (value) => value.status === 'submitted',
        'the case submitted',
      );
      const quote = (await api('GET', `/quotes/${submitted.quote_id}`)).body.data;
      expect(quote.requester_email).toBe(hired.email);
      const later = await hire({ start: dayFromNow(30), department: 'Sales' });
      expect((await caseOf(later.id)).opens_on).toBe(dayFromNow(16));
    } finally {
      await api('PATCH', '/onboarding-settings', { auto_submit: false, lead_days: 21 });
    }
  });

  it('re-plans the draft when the policy changes', async () => {
    const hired = await hire({ start: dayFromNow(45), department: 'Sales' });
    const found = await caseOf(hired.id);
    expect(found.draft.items.map((item: any) => item.name)).toEqual(['Desk kit', 'ThinkPad T14']);
    const policies = (await api('GET', '/equipment-policies?limit=100')).body.data;
    const everyone = policies.find((policy: any) => policy.is_default);
    await api('PATCH', `/equipment-policies/${everyone.id}`, {
      products: [{ product_id: macbook.id }],
    });
    try {
      const replanned = await reread(found.id);
      expect(replanned.draft.items.map((item: any) => item.name)).toEqual(['Desk kit', 'MacBook Pro 14']);
      expect(replanned.draft).toMatchObject({ estimated_total: 420 + 2400, over_budget: true });
    } finally {
      await api('PATCH', `/equipment-policies/${everyone.id}`, {
        products: [{ product_id: laptop.id, configuration_id: laptop.configurations[1]!.id }],
      });
    }
  });

  it('opens a case whose day came while the service was down once it is back', async () => {
    const hired = await hire({ start: dayFromNow(35) });
    const found = await caseOf(hired.id);
    expect(found.status).toBe('scheduled');
    await server.close();
    // Two weeks pass while it is down: the case's opening day (and its job's due time) is now.
    const offline = await openDatabase({ url: database.url, dataDir: database.dataDir });
    await offline.db.execute(sql`update onboarding_cases set opens_on = ${dayFromNow(0)} where id = ${found.id}`);
    await offline.db.execute(
      sql`update jobs set run_at = now() where type = 'onboarding.due' and payload->>'caseId' = ${found.id} and payload->>'step' = 'open'`,
    );
    await offline.close();
    server = await startServer();
    const opened = await until(
      () => reread(found.id),
      (value) => value.status === 'open',
      'the case opened after the restart',
    );
    expect(opened.choice_deadline).toBe(dayFromNow(7));
    await receiver.waitFor(() => eventsOf(found.id).includes('onboarding.opened'));
  });

  it('opens one case however many workers notice the hire at once', async () => {
    const hired = await hire({ start: dayFromNow(30) });
    await caseOf(hired.id);
    await db().execute(sql`delete from onboarding_cases where employee_id = ${hired.id}`);
    const links = { choiceUrl: (token: string) => `http://127.0.0.1/choose/${token}` };
    const tenant = companyScope(acme.companyId, true);
    await Promise.all(Array.from({ length: 4 }, () => onboarding.onEmployeeChanged(db(), tenant, hired.id, links)));
    expect((await api('GET', `/onboarding-cases?employee_id=${hired.id}`)).body.data).toHaveLength(1);
  });
});
