import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES, type TScope } from '@/lib/contract/access';
import { createCompanyWithKey, createKey } from '../../support/fixtures';
import { startReceiver, type Receiver } from '../../support/receiver';
import { startTestServer, type TestServer, type TestResponse } from '../../support/server';
import { until } from '../../support/time';

// The isolation matrix: every /api/v1 operation of the OpenAPI document that takes an id, called with another
// company's key and with the other mode's key, answers 404; every operation called without its scope answers 403.

type Operation = { method: string; path: string; scopes: TScope[]; hasBody: boolean };
type Objects = Record<Resource, string>;
type Tenant = { name: string; companyId: string; key: string; mode: 'live' | 'test'; objects: Objects };

/** Which object a path parameter names, from the path segment before it. */
const RESOURCE_BY_SEGMENT = {
  quotes: 'quote',
  items: 'item',
  recipients: 'recipient',
  'device-actions': 'deviceAction',
  webhooks: 'webhook',
  deliveries: 'delivery',
  employees: 'employee',
  kits: 'kit',
  products: 'product',
  'scim-tokens': 'scimToken',
  'offboarding-cases': 'offboardingCase',
  'onboarding-cases': 'onboardingCase',
  devices: 'offboardingDevice',
  'equipment-policies': 'equipmentPolicy',
  'approval-rules': 'approvalRule',
  'approval-requests': 'approvalRequest',
  decisions: 'heldItem',
  budgets: 'budget',
  locations: 'location',
  refreshes: 'refresh',
  assets: 'asset',
  'audit-events': 'auditEvent',
  'request-logs': 'requestLog',
  exports: 'export',
  events: 'event',
} as const;
type Resource = (typeof RESOURCE_BY_SEGMENT)[keyof typeof RESOURCE_BY_SEGMENT];

const PRICE = { brand: 'Apple', model: 'MacBook Air 13 M3', price: 1299, is_exact_match: false };

/**
 * Every operation with a path parameter, with a body its owner could send (validation runs before the handler, so
 * an invalid body would answer 400 and hide a leak). A new route fails the coverage test until it is added here.
 */
const ID_OPERATIONS: Record<string, { body?: unknown; global?: true }> = {
  'GET /api/v1/products/{id}': { global: true },
  'GET /api/v1/kits/{id}': {},
  'GET /api/v1/employees/{id}': {},
  'GET /api/v1/quotes/{id}': {},
  'PATCH /api/v1/quotes/{id}/items/{itemId}': { body: { action: 'reject' } },
  'POST /api/v1/quotes/{id}/items/{itemId}/action': { body: { action: 'reject' } },
  'POST /api/v1/quotes/{id}/comments': { body: { message: 'The address is right.' } },
  'GET /api/v1/device-actions/{id}': {},
  'POST /api/v1/device-actions/{id}/comments': { body: { message: 'The laptop is ready for pickup.' } },
  'POST /api/v1/device-actions/{id}/cancel': { body: { reason: 'Not needed any more' } },
  'POST /api/v1/test-helpers/quotes/{id}/price': { body: {} },
  'POST /api/v1/test-helpers/quotes/{id}/items/{itemId}/alternatives': { body: PRICE },
  'POST /api/v1/test-helpers/quotes/{id}/recipients/{recipientId}/tracking': { body: {} },
  'POST /api/v1/test-helpers/quotes/{id}/recipients/{recipientId}/delivered': {},
  'POST /api/v1/test-helpers/quotes/{id}/action-required': { body: { message: 'Confirm the address' } },
  'POST /api/v1/test-helpers/device-actions/{id}/tracking': { body: {} },
  'POST /api/v1/test-helpers/device-actions/{id}/complete': { body: {} },
  'POST /api/v1/test-helpers/device-actions/{id}/receive': { body: { condition_grade: 'B' } },
  'POST /api/v1/test-helpers/assets/{id}/erasure': {
    body: {
      method: 'purge',
      tool: 'Blancco Drive Eraser 7.9',
      erased_on: '2026-12-03',
      performed_by: 'Priya Nair',
      verification: 'passed',
    },
  },
  'POST /api/v1/test-helpers/assets/{id}/clearance': { body: { outcome: 'recycle' } },
  'GET /api/v1/assets/{id}/erasure-certificate': {},
  'POST /api/v1/test-helpers/device-actions/{id}/action-required': { body: { message: 'Confirm the address' } },
  'GET /api/v1/webhooks/{id}': {},
  'PATCH /api/v1/webhooks/{id}': { body: { description: 'changed' } },
  'POST /api/v1/webhooks/{id}/test': {},
  'POST /api/v1/webhooks/{id}/deliveries/{deliveryId}/retry': {},
  'DELETE /api/v1/webhooks/{id}': {},
  'DELETE /api/v1/scim-tokens/{id}': {},
  'GET /api/v1/offboarding-cases/{id}': {},
  'POST /api/v1/offboarding-cases/{id}/retrieve': { body: {} },
  'POST /api/v1/offboarding-cases/{id}/devices': {
    body: { serial_number: 'PERSONAL-1', model: 'ThinkPad X1', type: 'Laptop', country: 'GB' },
  },
  'DELETE /api/v1/offboarding-cases/{id}/devices/{deviceId}': {},
  'POST /api/v1/offboarding-cases/{id}/close': {},
  'GET /api/v1/onboarding-cases/{id}': {},
  'POST /api/v1/onboarding-cases/{id}/submit': { body: {} },
  'GET /api/v1/equipment-policies/{id}': {},
  'PATCH /api/v1/equipment-policies/{id}': { body: { name: 'changed' } },
  'GET /api/v1/equipment-policies/{id}/matches': {},
  'DELETE /api/v1/equipment-policies/{id}': {},
  'GET /api/v1/approval-rules/{id}': {},
  'PATCH /api/v1/approval-rules/{id}': { body: { name: 'changed' } },
  'DELETE /api/v1/approval-rules/{id}': {},
  'GET /api/v1/approval-requests/{id}': {},
  'POST /api/v1/approval-requests/{id}/approve': { body: {} },
  'POST /api/v1/approval-requests/{id}/decline': { body: { comment: 'No' } },
  'PATCH /api/v1/approval-requests/{id}/decisions/{itemId}': { body: { action: 'reject' } },
  'GET /api/v1/budgets/{id}': {},
  'PATCH /api/v1/budgets/{id}': { body: { amount: 1000 } },
  'GET /api/v1/budgets/{id}/commitments': {},
  'DELETE /api/v1/budgets/{id}': {},
  'GET /api/v1/refreshes/{id}': {},
  'POST /api/v1/refreshes/{id}/submit': { body: {} },
  'POST /api/v1/refreshes/{id}/cancel': {},
  'GET /api/v1/locations/{id}': {},
  'PATCH /api/v1/locations/{id}': { body: { contact_name: 'Desk' } },
  'DELETE /api/v1/locations/{id}': {},
  'GET /api/v1/audit-events/{id}': {},
  'GET /api/v1/request-logs/{id}': {},
  'GET /api/v1/exports/{id}': {},
  'GET /api/v1/events/{id}': {},
};

/** Operations any valid key may call: the global catalog, the company's kits, and the calling key itself. */
const UNSCOPED = [
  'GET /api/v1/products',
  'GET /api/v1/products/{id}',
  'GET /api/v1/kits',
  'GET /api/v1/kits/{id}',
  'GET /api/v1/api-keys/current',
];

/**
 * Operations whose scope is that of the events' family (`quote.*` needs quotes:read, …), not one of their own: their
 * scopes are tested in tests/api/events/events.test.ts; here, only isolation.
 */
const FAMILY_SCOPED = ['GET /api/v1/events', 'GET /api/v1/events/{id}', 'GET /api/v1/events/stream'];

/**
 * Operations that take no API key at all (`security: []`): the credential is in their URL (a hire's one-time choice
 * link) or there is none (the audit signing key's public half). No key reaches them, so no tenant's key can either;
 * tests/api/employees/onboarding.test.ts and tests/api/audit/audit-checkpoints.test.ts cover them.
 */
const KEYLESS = [
  'GET /api/v1/onboarding-choices/{token}',
  'POST /api/v1/onboarding-choices/{token}',
  'GET /api/v1/audit-checkpoints/public-key',
];

let server: TestServer;
let receiver: Receiver;
let operations: Operation[];
/** The keyless operations the document lists (security: []), by name. */
let keyless: string[];
let acmeLive: Tenant;
let acmeTest: Tenant;
let globexLive: Tenant;
let globexTest: Tenant;

const nameOf = (operation: Pick<Operation, 'method' | 'path'>) => `${operation.method} ${operation.path}`;
const paramsOf = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

/** The path with each parameter replaced by the object of `objects` (or of `override`) that the segment before it names. */
function fill(path: string, objects: Objects, override: Partial<Record<string, string>> = {}) {
  return path.replace(/([\w-]+)\/\{(\w+)\}/g, (_whole, segment: string, param: string) => {
    const resource = RESOURCE_BY_SEGMENT[segment as keyof typeof RESOURCE_BY_SEGMENT];
    if (!resource)
      throw new Error(`No object for {${param}} after /${segment}/: add the segment to RESOURCE_BY_SEGMENT.`);
    return `${segment}/${override[param] ?? objects[resource]}`;
  });
}

const call = (operation: Operation, token: string, path: string) =>
  server.request(operation.method, path, {
    token,
    body: ID_OPERATIONS[nameOf(operation)]?.body,
    // A manager, for the approval requests' decisions (the dashboard names its signed-in user so).
    headers: { 'loadout-actor-email': 'approver@example.com', 'loadout-actor-role': 'manager' },
  });

function expectEnvelope(response: TestResponse, status: number, code: string, label: string) {
  expect({ label, status: response.status, code: response.body?.error?.code }).toEqual({ label, status, code });
  expect(typeof response.body.error.message).toBe('string');
}

const operator = async (method: string, path: string, body: unknown, headers?: Record<string, string>) => {
  const response = await server.request(method, `/operator/v1${path}`, { token: server.operatorToken, body, headers });
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${response.text}`);
  return response.body.data;
};

/** One object of every kind, owned by the company and mode of `key`. */
async function createObjects(
  name: string,
  companyId: string,
  key: string,
  mode: 'live' | 'test',
  productId: string,
): Promise<Tenant> {
  const api = async (method: string, path: string, body?: unknown) => {
    const response = await server.request(method, `/api/v1${path}`, { token: key, body });
    if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${response.text}`);
    return response.body.data;
  };
  const quote = await api('POST', '/quotes', {
    requester_email: `it@${name}.example`,
    items: [
      {
        product_type: 'Laptop',
        specification: { brand: 'Apple', model: 'MacBook Air 13' },
        recipients: [{ name: 'Ada', email: `ada@${name}.example`, country: 'GB', address: '1 Main St, London' }],
      },
    ],
  });
  const serial = `${name}-${mode}-1`;
  await api('POST', '/devices', { serial_number: serial, device_type: 'Laptop', model: 'ThinkPad T14', country: 'GB' });
  const action = await api('POST', '/device-actions', { action_type: 'Store', serial_number: serial });
  const webhook = await api('POST', '/webhooks', { url: `${receiver.url}/${name}/${mode}`, events: ['*'] });
  const test = await api('POST', `/webhooks/${webhook.id}/test`);
  const scimToken = await api('POST', '/scim-tokens', { name: `${name} Okta` });
  const kit = await operator('POST', `/companies/${companyId}/kits`, {
    mode,
    name: `${name} kit`,
    items: [{ product_id: productId }],
  });
  // Bo is leaving with a laptop: the worker opens his offboarding case.
  const leaver = `bo-${mode}@${name}.example`;
  await api('POST', '/devices', {
    serial_number: `${name}-${mode}-2`,
    device_type: 'Laptop',
    model: 'ThinkPad T14',
    country: 'GB',
    employee: { name: `Bo ${name}`, email: leaver },
  });
  // Cy starts in 2030: the worker schedules her onboarding case.
  const csv = `HRIS ID,Name,Email,Status,Country,Start date,End date\nE-1,Ada ${name},ada-${mode}@${name}.example,active,GB,,\nE-2,Bo ${name},${leaver},active,GB,,2030-01-31\nE-3,Cy ${name},cy-${mode}@${name}.example,active,GB,2030-03-01,`;
  const policy = await api('POST', '/equipment-policies', { name: `${name} policy`, kit_ids: [kit.id] });
  const budget = await api('POST', '/budgets', { department: 'Engineering', period: 'month', amount: 5000 });
  const location = await api('POST', '/locations', {
    type: 'warehouse',
    name: `${name} warehouse`,
    address: '1 Dock Rd, London',
    country: 'GB',
  });
  // Di's laptop goes to clearance: received, then erased, so that it has its erasure certificate.
  const clearanceSerial = `${name}-${mode}-clr`;
  const clearanceAsset = await api('POST', '/devices', {
    serial_number: clearanceSerial,
    device_type: 'Laptop',
    model: 'ThinkPad T14',
    country: 'GB',
    employee: { name: `Di ${name}`, email: `di-${mode}@${name}.example` },
  });
  const toClearance = await api('POST', '/device-actions', {
    action_type: 'Store',
    serial_number: clearanceSerial,
    destination: { type: 'clearance', outcome: 'recycle' },
  });
  const erasure = {
    method: 'purge',
    tool: 'Blancco Drive Eraser 7.9',
    erased_on: '2026-12-03',
    performed_by: 'Priya Nair',
    verification: 'passed',
  };
  if (mode === 'live') {
    await operator('POST', `/device-actions/${toClearance.id}/receive`, { condition_grade: 'C' });
    await operator('POST', `/assets/${clearanceAsset.id}/erasure`, erasure);
  } else {
    await api('POST', `/test-helpers/device-actions/${toClearance.id}/receive`, { condition_grade: 'C' });
    await api('POST', `/test-helpers/assets/${clearanceAsset.id}/erasure`, erasure);
  }
  await operator('POST', `/companies/${companyId}/employees/import?mode=${mode}`, csv, { 'content-type': 'text/csv' });
  const employees = await api('GET', '/employees');
  const employee = employees.find((row: { email: string }) => row.email === `ada-${mode}@${name}.example`);
  const bo = employees.find((row: { email: string }) => row.email === leaver);
  let offboarding: { id: string; devices: { id: string }[] } | undefined;
  while (!offboarding) {
    [offboarding] = await api('GET', `/offboarding-cases?employee_id=${bo.id}`);
    if (!offboarding) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // Ada's laptop is refreshed: a draft from the policy.
  const refreshed = await api('POST', '/devices', {
    serial_number: `${name}-${mode}-rfr`,
    device_type: 'Laptop',
    model: 'ThinkPad T14',
    country: 'GB',
    employee: { name: `Ada ${name}`, email: `ada-${mode}@${name}.example` },
  });
  const refresh = await api('POST', '/refreshes', { asset_id: refreshed.id });
  const cy = employees.find((row: { email: string }) => row.email === `cy-${mode}@${name}.example`);
  let onboarding: { id: string } | undefined;
  while (!onboarding) {
    [onboarding] = await api('GET', `/onboarding-cases?employee_id=${cy.id}`);
    if (!onboarding) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // A quote over the rule's amount, accepted with a key marked requires_approval, waits for approval.
  const rule = await api('POST', '/approval-rules', {
    name: `${name} approvals`,
    condition: { type: 'amount_over', amount: 1 },
    approver: { type: 'any_manager' },
  });
  const desk = await operator('POST', `/companies/${companyId}/api-keys`, {
    name: 'desk',
    mode,
    scopes: ['quotes:write'],
    requires_approval: true,
  });
  const held = await api('POST', '/quotes', {
    requester_email: `it@${name}.example`,
    items: [
      {
        product_type: 'Dock',
        specification: { brand: 'Lenovo', model: 'Dock' },
        recipients: [{ name: 'Ada', country: 'GB', address: '1 Main St' }],
      },
    ],
  });
  await operator('PUT', `/quotes/${held.id}/items/${held.items[0].id}/price`, { price: 100 });
  const decided = await server.request('POST', `/api/v1/quotes/${held.id}/items/${held.items[0].id}/action`, {
    token: desk.key,
    body: { action: 'accept' },
  });
  const exported = await api('POST', '/exports', { kind: 'inventory', format: 'csv', filters: { status: 'in_use' } });
  const item = quote.items[0];
  const [latestEvent] = await api('GET', '/audit-events?limit=1');
  const [latestApiEvent] = await api('GET', '/events?limit=1');
  // The request log is written in batches a moment after the responses above.
  const requestLog = (
    await until(
      () => server.request('GET', '/api/v1/request-logs?limit=1', { token: key }),
      (response) => response.body?.data?.length === 1,
      `the request log of ${name} ${mode}`,
    )
  ).body.data[0];
  return {
    name: `${name} ${mode}`,
    companyId,
    key,
    mode,
    objects: {
      quote: quote.id,
      item: item.id,
      recipient: item.recipients[0].id,
      deviceAction: action.id,
      webhook: webhook.id,
      delivery: test.delivery_id,
      employee: employee.id,
      kit: kit.id,
      product: productId,
      scimToken: scimToken.id,
      offboardingCase: offboarding.id,
      offboardingDevice: offboarding.devices[0]!.id,
      onboardingCase: onboarding.id,
      equipmentPolicy: policy.id,
      approvalRule: rule.id,
      approvalRequest: decided.body.data.quote.approval.id,
      heldItem: held.items[0].id,
      budget: budget.id,
      location: location.id,
      refresh: refresh.id,
      asset: clearanceAsset.id,
      auditEvent: latestEvent.id,
      requestLog: requestLog.id,
      export: exported.id,
      event: latestApiEvent.id,
    },
  };
}

beforeAll(async () => {
  receiver = await startReceiver();
  server = await startTestServer({ env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', WORKER_IN_PROCESS: 'true' } });
  const product = await operator('POST', '/products', {
    name: 'Jabra Evolve2 65',
    brand: 'Jabra',
    model: 'Evolve2 65',
    product_type: 'Headset',
    configurations: [{ price_estimate: 279 }],
  });
  const acme = await createCompanyWithKey(server, { name: 'Acme' });
  const globex = await createCompanyWithKey(server, { name: 'Globex' });
  const acmeTestKey = (await createKey(server, acme.companyId, { mode: 'test' })).key;
  const globexTestKey = (await createKey(server, globex.companyId, { mode: 'test' })).key;
  [acmeLive, acmeTest, globexLive, globexTest] = await Promise.all([
    createObjects('acme', acme.companyId, acme.key, 'live', product.id),
    createObjects('acme', acme.companyId, acmeTestKey, 'test', product.id),
    createObjects('globex', globex.companyId, globex.key, 'live', product.id),
    createObjects('globex', globex.companyId, globexTestKey, 'test', product.id),
  ]);

  const document = (await server.request('GET', '/api/v1/openapi.json')).body;
  const documented = Object.entries(
    document.paths as Record<
      string,
      Record<string, { 'x-scopes': TScope[]; requestBody?: unknown; security?: unknown[] }>
    >,
  ).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, spec]) => ({
      method: method.toUpperCase(),
      path,
      scopes: spec['x-scopes'],
      hasBody: spec.requestBody !== undefined,
      isKeyless: spec.security?.length === 0,
    })),
  );
  keyless = documented.filter((operation) => operation.isKeyless).map(nameOf);
  operations = documented.filter((operation) => !operation.isKeyless);
  // Deletes last, so that every other call finds its objects.
  operations.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

/** For each owner: a key of another company in the same mode, and a key of the same company in the other mode. */
const intrudersOf = (owner: Tenant) => {
  const others = { acme: [globexLive, globexTest], globex: [acmeLive, acmeTest] }[
    owner.name.split(' ')[0] as 'acme' | 'globex'
  ];
  const sameCompany = [acmeLive, acmeTest, globexLive, globexTest].filter(
    (tenant) => tenant.companyId === owner.companyId && tenant !== owner,
  );
  return [others.find((tenant) => tenant.mode === owner.mode)!, ...sameCompany];
};

describe('isolation matrix', () => {
  it('covers every /api/v1 operation that takes an id, and documents a scope for each', () => {
    expect(keyless.sort()).toEqual([...KEYLESS].sort());
    const withIds = operations.filter((operation) => paramsOf(operation.path).length > 0).map(nameOf);
    expect(withIds.length).toBeGreaterThan(15);
    expect(withIds.filter((name) => !(name in ID_OPERATIONS))).toEqual([]);
    expect(Object.keys(ID_OPERATIONS).filter((name) => !withIds.includes(name))).toEqual([]);
    for (const operation of operations) expect(Array.isArray(operation.scopes), nameOf(operation)).toBe(true);
    expect(
      operations
        .filter((operation) => operation.scopes.length === 0)
        .map(nameOf)
        .sort(),
    ).toEqual([...UNSCOPED, ...FAMILY_SCOPED].sort());
  });

  it("answers 404 to another company's key and to the other mode's key, on every operation that takes an id", async () => {
    const owners = [acmeLive, acmeTest, globexLive, globexTest];
    let checked = 0;
    for (const operation of operations.filter((entry) => paramsOf(entry.path).length > 0)) {
      if (ID_OPERATIONS[nameOf(operation)]!.global) continue;
      for (const owner of owners) {
        const path = fill(operation.path, owner.objects);
        for (const intruder of intrudersOf(owner)) {
          expectEnvelope(
            await call(operation, intruder.key, path),
            404,
            'NOT_FOUND',
            `${nameOf(operation)} of ${owner.name} with ${intruder.name}'s key`,
          );
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(60);
  });

  it("answers 404 to a child id reached through the caller's own parent (the parent of another company or mode)", async () => {
    const nested = operations.filter((operation) => paramsOf(operation.path).length > 1);
    expect(nested.length).toBeGreaterThan(3);
    for (const operation of nested) {
      const [parent, ...children] = paramsOf(operation.path);
      for (const owner of [acmeLive, acmeTest, globexLive, globexTest]) {
        for (const intruder of intrudersOf(owner)) {
          // The intruder's own quote or endpoint, with the owner's item, recipient or delivery.
          const foreignChildren = Object.fromEntries(
            children.map((child) => [
              child,
              fill(operation.path, owner.objects).split('/')[paramsPosition(operation.path, child)]!,
            ]),
          );
          const path = fill(operation.path, intruder.objects, foreignChildren);
          expect(path).toContain(intruder.objects[resourceOf(operation.path, parent!)]);
          const response = await call(operation, intruder.key, path);
          // Test helpers answer 404 to live keys for any id; with a test key the 404 must come from the child lookup.
          expectEnvelope(
            response,
            404,
            'NOT_FOUND',
            `${nameOf(operation)}: ${intruder.name}'s parent with ${owner.name}'s child`,
          );
        }
      }
    }
  });

  it('serves the global catalog to every key', async () => {
    for (const tenant of [acmeLive, acmeTest, globexLive, globexTest]) {
      expect(
        (await server.request('GET', `/api/v1/products/${tenant.objects.product}`, { token: tenant.key })).status,
      ).toBe(200);
    }
  });

  it('lets the owner reach every object the matrix used (so each 404 above is isolation, not a bad id)', async () => {
    const refused: string[] = [];
    for (const operation of operations.filter((entry) => paramsOf(entry.path).length > 0)) {
      for (const owner of [acmeLive, acmeTest, globexLive, globexTest]) {
        if (operation.path.startsWith('/api/v1/test-helpers/') && owner.mode === 'live') continue;
        const response = await call(operation, owner.key, fill(operation.path, owner.objects));
        // A state conflict (409) is fine here: the object was found.
        if (response.status >= 300 && response.status !== 409)
          refused.push(`${nameOf(operation)} by ${owner.name}: ${response.status} ${response.text}`);
      }
    }
    expect(refused).toEqual([]);
  });
});

describe('ids inside bodies', () => {
  it("refuses another company's or mode's kit in a new quote, and another tenant's device in a device action", async () => {
    for (const owner of [acmeLive, acmeTest, globexLive, globexTest]) {
      for (const intruder of intrudersOf(owner)) {
        const label = `${owner.name}'s kit with ${intruder.name}'s key`;
        const withKit = await server.request('POST', '/api/v1/quotes', {
          token: intruder.key,
          body: {
            requester_email: 'it@example.com',
            items: [{ kit_id: owner.objects.kit, recipients: [{ name: 'Ada', country: 'GB', address: '1 Main St' }] }],
          },
        });
        expect({ label, status: withKit.status, code: withKit.body?.error?.code }).toEqual({
          label,
          status: 400,
          code: 'VALIDATION_ERROR',
        });
        expect(withKit.body.error.details[0].path).toBe('items[0].kit_id');
      }
    }
    // The serial numbers are per tenant: another tenant's device (of the same serial) is not found in this one.
    const foreign = await server.request('POST', '/api/v1/device-actions', {
      token: globexLive.key,
      body: { action_type: 'Store', serial_number: 'acme-live-1' },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('NOT_FOUND');
  });
});

describe('scopes matrix', () => {
  it('answers 403 FORBIDDEN to a key lacking the scope of each /api/v1 operation', async () => {
    const keyByScopes = new Map<string, string>();
    let checked = 0;
    for (const operation of operations.filter((entry) => entry.scopes.length > 0)) {
      // Without the scope, and without the :write scope that grants a :read one.
      const lacking = operation.scopes.flatMap((scope) => [scope, scope.replace(/:read$/, ':write')]);
      const granted = SCOPES.filter((scope) => !lacking.includes(scope));
      const cacheKey = granted.join(',');
      if (!keyByScopes.has(cacheKey))
        keyByScopes.set(cacheKey, (await createKey(server, acmeLive.companyId, { scopes: granted })).key);
      const response = await call(operation, keyByScopes.get(cacheKey)!, fill(operation.path, acmeLive.objects));
      expectEnvelope(response, 403, 'FORBIDDEN', `${nameOf(operation)} without ${operation.scopes.join(', ')}`);
      expect(response.body.error.details.required_scopes).toEqual(operation.scopes);
      checked += 1;
    }
    expect(checked).toBe(operations.length - UNSCOPED.length - FAMILY_SCOPED.length);
  });
});

function paramsPosition(path: string, param: string) {
  return path.split('/').indexOf(`{${param}}`);
}

function resourceOf(path: string, param: string) {
  const segments = path.split('/');
  return RESOURCE_BY_SEGMENT[segments[segments.indexOf(`{${param}}`) - 1] as keyof typeof RESOURCE_BY_SEGMENT];
}
