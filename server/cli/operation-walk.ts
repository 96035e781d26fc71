/* eslint-disable @typescript-eslint/no-explicit-any -- the walk reads ids out of answers; typing each answer would repeat the contract */
import http from 'node:http';
import { SCOPES } from '@/lib/contract/access';
import { createApiKey } from '../access/service';
import { checkpointAuditChains } from '../audit/checkpoints';
import type { AuditSigningKey } from '../audit/signing-key';
import { companyScope } from '../core/scope';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { onEmployeeChanged } from '../offboarding/service';
import { onEmployeeChanged as onboardingChanged } from '../onboarding/service';
import type { OperationExample } from '../http/openapi-examples';
import { exportRunJob } from '../exports/jobs';
import { seedDemoData } from '../seed/seed';
import pino from 'pino';

// One walk through every operation of both documents, on a server loaded with the demo data (the Acme company of
// `npm start`): the two flows of the spec on the sandbox, the operator's side on live data. `npm run api:examples`
// records each operation's first call as its example; the audit log's tests check that each call that changed data
// left exactly one audit event.

/** What the walk runs against: the server, its database (for what the worker would do) and its credentials. */
export type WalkTarget = {
  baseUrl: string;
  db: Db;
  /** The demo company, and a test key of it with every scope. */
  companyId: string;
  testKey: string;
  operatorToken: string;
  /** A loopback URL that answers 204 to webhook deliveries. */
  receiverUrl: string;
  /** Where the server's exports are written (EXPORTS_DIR). */
  exportsDir: string;
  /** The server's key for audit checkpoints (AUDIT_SIGNING_KEY or its key file), to sign one as its worker would. */
  signingKey: AuditSigningKey;
};

/** Loads the demo data into a fresh database and gives the walk its company and a test key with every scope. */
export async function seedWalkCompany(db: Db): Promise<Pick<WalkTarget, 'companyId' | 'testKey'>> {
  const companyId = (await seedDemoData(db)).companyId!;
  const { key: testKey } = await createApiKey(db, companyId, {
    name: 'Demo test key',
    mode: 'test',
    scopes: [...SCOPES],
    autopilot: false,
    requires_approval: false,
  });
  return { companyId, testKey };
}

/** One call of the walk, as it was sent and answered. */
export type WalkedCall = {
  document: 'public' | 'operator';
  operationId: string;
  method: string;
  url: string;
  /** The actor headers sent with it, if any (Loadout-Actor-*). */
  headers: Record<string, string>;
  /** The credential it was sent with; null for a public operation sent without one (the hire's link). */
  token: string | null;
  requestId: string | null;
  example: OperationExample;
};

/**
 * Opens the event stream, reads up to its first event and closes it (node:http without a pool: the connection goes
 * with it). Answers the status and request id.
 */
async function readFirstEvent(url: string, key: string, headers: Record<string, string>) {
  return new Promise<{ status: number; requestId: string | null }>((resolve, reject) => {
    const request = http.get(url, { headers: { ...headers, authorization: `Bearer ${key}` }, agent: false });
    request.once('error', reject);
    request.once('response', (response) => {
      const requestId = response.headers['x-request-id'];
      const done = () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, requestId: typeof requestId === 'string' ? requestId : null });
      };
      if (response.statusCode !== 200) return done();
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        if (/^event: /m.test(text)) done();
      });
    });
  });
}

/** Calls every operation of both documents at least once, in an order in which each finds what it needs. */
export async function walkEveryOperation(target: WalkTarget, observe: (call: WalkedCall) => void): Promise<void> {
  const { baseUrl, db, companyId, testKey, operatorToken, receiverUrl } = target;
  /** Sends one request of the walk and tells `observe` what was sent and answered. */
  async function call(
    document: WalkedCall['document'],
    operationId: string,
    method: string,
    url: string,
    body?: unknown,
    as: { key?: string | null; headers?: Record<string, string> } = {},
  ) {
    const token = as.key === null ? null : (as.key ?? (document === 'public' ? testKey : operatorToken));
    const headers: Record<string, string> = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...as.headers };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(baseUrl + url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${operationId}: ${method} ${url} answered ${response.status}: ${text}`);
    const answer = text ? (JSON.parse(text) as unknown) : undefined;
    const example: OperationExample = {
      status: String(response.status),
      ...(body === undefined ? {} : { request: body }),
      ...(answer === undefined ? {} : { response: answer }),
    };
    observe({
      document,
      operationId,
      method,
      url,
      headers: as.headers ?? {},
      token,
      requestId: response.headers.get('x-request-id'),
      example,
    });
    return answer as { data: any };
  }
  /** What an identity provider sends to deactivate a person (SCIM is documented apart, so it is not recorded). */
  async function deactivateThroughScim(token: string, email: string) {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' };
    const found = await fetch(`${baseUrl}/scim/v2/Users?filter=${encodeURIComponent(`userName eq "${email}"`)}`, {
      headers,
    });
    const [user] = ((await found.json()) as { Resources: { id: string }[] }).Resources;
    const response = await fetch(`${baseUrl}/scim/v2/Users/${user!.id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({
        schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
        Operations: [{ op: 'replace', path: 'active', value: false }],
      }),
    });
    if (!response.ok) throw new Error(`SCIM deactivation of ${email}: ${response.status} ${await response.text()}`);
  }

  /** What an identity provider sends to create a person; answers their id. */
  async function provisionThroughScim(token: string, user: Record<string, unknown>): Promise<string> {
    const response = await fetch(`${baseUrl}/scim/v2/Users`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
      body: JSON.stringify({ schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'], ...user }),
    });
    if (!response.ok) throw new Error(`SCIM creation: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { id: string }).id;
  }

  const api = (
    operationId: string,
    method: string,
    url: string,
    body?: unknown,
    as?: { key?: string | null; headers?: Record<string, string> },
  ) => call('public', operationId, method, `/api/v1${url}`, body, as);
  const operator = (operationId: string, method: string, url: string, body?: unknown) =>
    call('operator', operationId, method, `/operator/v1${url}`, body);

  // The catalog, kits and people of the demo company.
  await api('apiKeys.retrieveCurrent', 'GET', '/api-keys/current');
  const products = await api('products.list', 'GET', '/products?limit=1&product_type=Laptop');
  const laptop = (await api('products.retrieve', 'GET', `/products/${products.data[0].id}`)).data;
  const kits = await api('kits.list', 'GET', '/kits?limit=1');
  await api('kits.retrieve', 'GET', `/kits/${kits.data[0].id}`);
  const employees = await api('employees.list', 'GET', '/employees?limit=1');
  const employee = (await api('employees.retrieve', 'GET', `/employees/${employees.data[0].id}`)).data;
  const recipient = {
    name: employee.name,
    email: employee.email,
    country: employee.country,
    address: employee.address,
  };

  // Flow 1: a quote, priced in the sandbox, one option accepted and one rejected, then delivered.
  const quote = (
    await api('quotes.create', 'POST', '/quotes', {
      requester_email: 'it@acme.example',
      requester_name: 'Ines Torres',
      po_number: 'PO-2026-0042',
      items: [
        { product_id: laptop.id, configuration_id: laptop.configurations[0].id, quantity: 1, recipients: [recipient] },
        {
          product_type: 'Monitor',
          specification: { brand: 'Dell', model: 'U2724D' },
          quantity: 1,
          recipients: [recipient],
        },
      ],
    })
  ).data;
  const [laptopItem, monitorItem] = quote.items;
  await api('testHelpers.priceQuote', 'POST', `/test-helpers/quotes/${quote.id}/price`, {
    prices: { [laptopItem.id]: 1499, [monitorItem.id]: 429.99 },
  });
  const offered = (
    await api(
      'testHelpers.offerAlternative',
      'POST',
      `/test-helpers/quotes/${quote.id}/items/${monitorItem.id}/alternatives`,
      {
        brand: 'LG',
        model: '27UP850-W',
        price: 379,
        description: '27" 4K with USB-C, in stock',
        is_exact_match: false,
      },
    )
  ).data;
  const alternative = offered.items[1].alternatives[0];
  await api('quotes.list', 'GET', '/quotes?limit=1&status=quoted');
  await api('quotes.retrieve', 'GET', `/quotes/${quote.number}`);
  await api('quotes.updateItem', 'PATCH', `/quotes/${quote.id}/items/${laptopItem.id}`, {
    action: 'accept',
    recipients: [recipient],
  });
  await api('quotes.itemAction', 'POST', `/quotes/${quote.id}/items/${alternative.id}/action`, { action: 'accept' });
  await api('quotes.addComment', 'POST', `/quotes/${quote.id}/comments`, {
    message: 'Please deliver before 1 December; reception is open 9–17.',
  });
  const recipientId = (await api('quotes.retrieve', 'GET', `/quotes/${quote.id}`)).data.items[0].recipients[0].id;
  await api(
    'testHelpers.addQuoteTracking',
    'POST',
    `/test-helpers/quotes/${quote.id}/recipients/${recipientId}/tracking`,
    {
      tracking_code: '1Z999AA10123456784',
      tracking_link: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    },
  );
  await api(
    'testHelpers.deliverQuoteRecipient',
    'POST',
    `/test-helpers/quotes/${quote.id}/recipients/${recipientId}/delivered`,
    {},
  );
  const second = (
    await api('quotes.create', 'POST', '/quotes', {
      requester_email: 'it@acme.example',
      items: [{ kit_id: kits.data[0].id, recipients: [recipient] }],
    })
  ).data;
  await api('testHelpers.requestQuoteInput', 'POST', `/test-helpers/quotes/${second.id}/action-required`, {
    message: 'Which keyboard layout: US or UK?',
  });

  // Flow 2: device actions, for a device of the inventory and for one outside it.
  await api('devices.create', 'POST', '/devices', {
    serial_number: 'C02XG0FDH7JY',
    device_type: 'Laptop',
    model: 'MacBook Pro 14" (M3)',
    country: 'DE',
    employee: { name: employee.name, email: employee.email },
    condition: 'Good',
    purchase_cost: 2199,
    currency: 'EUR',
    purchased_on: '2025-03-14',
    warranty_ends_on: '2028-03-13',
  });
  await api('assets.list', 'GET', '/assets?serial_number=C02XG0FDH7JY');
  await api('devices.import', 'POST', '/devices/import', [
    {
      serial_number: 'PF4K2M9X',
      device_type: 'Laptop',
      model: 'ThinkPad T14 Gen 5',
      country: 'DE',
      employee_name: 'Jonas Weber',
      employee_email: 'jonas.weber@acme.example',
      purchase_cost: 1649,
      currency: 'EUR',
      purchased_on: '2024-09-02',
    },
    { serial_number: 'C02XG0FDH7JY', device_type: 'Laptop', model: 'MacBook Pro 14" (M3)', country: 'DE' },
    { serial_number: 'R5CX44PQ', device_type: 'Phone', model: 'Pixel 8', country: 'DE', purchased_on: '2024-06-03' },
    {
      serial_number: 'R5CX31ZK',
      device_type: 'Phone',
      model: 'Galaxy S24',
      country: 'Germany',
      purchased_on: '2024-13-01',
    },
  ]);
  await api('assets.list', 'GET', '/assets?refresh_due_before=2027-10-01');
  const action = (
    await api('deviceActions.create', 'POST', '/device-actions', {
      action_type: 'Store',
      serial_number: 'C02XG0FDH7JY',
      current_user: {
        name: employee.name,
        email: employee.email,
        country: employee.country,
        address: employee.address,
      },
      wipe: true,
      notes: 'Leaver: collect with charger.',
    })
  ).data;
  await api('deviceActions.list', 'GET', '/device-actions?limit=1');
  await api('deviceActions.retrieve', 'GET', `/device-actions/${action.action_id}`);
  await api('deviceActions.addComment', 'POST', `/device-actions/${action.id}/comments`, {
    message: 'The charger is in the top drawer.',
  });
  await api('testHelpers.addDeviceActionTracking', 'POST', `/test-helpers/device-actions/${action.id}/tracking`, {
    tracking_code: 'JD014600006281234567',
  });
  await api(
    'testHelpers.requestDeviceActionInput',
    'POST',
    `/test-helpers/device-actions/${action.id}/action-required`,
    { message: 'Is the device password known?' },
  );
  await api('testHelpers.completeDeviceAction', 'POST', `/test-helpers/device-actions/${action.id}/complete`, {
    wipe_completed: true,
  });
  const external = (
    await api('deviceActions.createExternal', 'POST', '/device-actions/external', {
      action_type: 'Assign',
      serial_number: 'PF3ABCD1',
      model: 'ThinkPad X1 Carbon Gen 12',
      type: 'Laptop',
      country: 'US',
      new_recipient: recipient,
    })
  ).data;
  await api('deviceActions.cancel', 'POST', `/device-actions/${external.id}/cancel`, { reason: 'Ordered by mistake.' });

  // Webhooks, delivered to a receiver on loopback whose address the examples replace.
  const endpoint = (
    await api('webhooks.create', 'POST', '/webhooks', {
      url: receiverUrl,
      events: ['quote.pending', 'quote.delivered'],
      description: 'ERP sync',
    })
  ).data;
  await api('webhooks.list', 'GET', '/webhooks?limit=1');
  await api('webhooks.update', 'PATCH', `/webhooks/${endpoint.id}`, { description: 'ERP sync (production)' });
  await api('webhooks.sendTest', 'POST', `/webhooks/${endpoint.id}/test`);
  const detail = (await api('webhooks.retrieve', 'GET', `/webhooks/${endpoint.id}`)).data;
  await api(
    'webhooks.retryDelivery',
    'POST',
    `/webhooks/${endpoint.id}/deliveries/${detail.recent_deliveries[0].id}/retry`,
  );
  await api('webhooks.delete', 'DELETE', `/webhooks/${endpoint.id}`);

  // Events: what webhooks deliver, listed, read back, and streamed from after the older of two.
  const events = (await api('events.list', 'GET', '/events?type=quote.*&limit=2')).data;
  await api('events.retrieve', 'GET', `/events/${events[0].id}`);
  const streamUrl = '/api/v1/events/stream?type=quote.*';
  const streamHeaders = { 'last-event-id': events[1].id as string };
  const stream = await readFirstEvent(baseUrl + streamUrl, testKey, streamHeaders);
  observe({
    document: 'public',
    operationId: 'events.stream',
    method: 'GET',
    url: streamUrl,
    headers: streamHeaders,
    token: testKey,
    requestId: stream.requestId,
    example: { status: String(stream.status) },
  });
  const ownScimToken = (await api('scimTokens.create', 'POST', '/scim-tokens', { name: 'Okta' })).data;
  await api('scimTokens.list', 'GET', '/scim-tokens');

  // Offboarding: the identity provider deactivates a person holding a laptop and a monitor; IT staff add a phone
  // outside the inventory, let the leaver keep it, and retrieve the rest. A leaver without devices is closed by hand.
  const [leaver, otherLeaver] = (await api('employees.list', 'GET', '/employees?limit=3&sort=-name')).data;
  for (const [serial, type, model] of [
    ['C02FK1ABQ6L4', 'Laptop', 'MacBook Pro 14 (M4)'],
    ['CN-0H2V8K-74261', 'Monitor', 'Dell U2724D'],
  ]) {
    await api('devices.create', 'POST', '/devices', {
      serial_number: serial,
      device_type: type,
      model,
      country: leaver.country,
      employee: { name: leaver.name, email: leaver.email },
    });
  }
  const caseOf = async (person: { id: string; email: string }) => {
    await deactivateThroughScim(ownScimToken.token, person.email);
    // What the worker does after the change (it is not running here).
    await onEmployeeChanged(db, companyScope(companyId, false), person.id);
    return (await api('offboardingCases.list', 'GET', `/offboarding-cases?employee_id=${person.id}`)).data[0];
  };
  const offboarding = await caseOf(leaver);
  await api('offboardingCases.retrieve', 'GET', `/offboarding-cases/${offboarding.id}`);
  const withPhone = (
    await api('offboardingCases.addDevice', 'POST', `/offboarding-cases/${offboarding.id}/devices`, {
      serial_number: 'F2LZK0XJN72Q',
      model: 'iPhone 15',
      type: 'Phone',
      country: leaver.country,
    })
  ).data;
  await api(
    'offboardingCases.removeDevice',
    'DELETE',
    `/offboarding-cases/${offboarding.id}/devices/${withPhone.devices[2].id}`,
  );
  await api('offboardingCases.retrieveDevices', 'POST', `/offboarding-cases/${offboarding.id}/retrieve`, {
    devices: [
      { serial_number: 'C02FK1ABQ6L4', action_type: 'Store', wipe: true },
      {
        serial_number: 'CN-0H2V8K-74261',
        action_type: 'Reassign',
        new_recipient: { name: employee.name, email: employee.email, country: employee.country },
        wipe: false,
      },
    ],
    when: 'now',
  });
  await api('offboardingCases.close', 'POST', `/offboarding-cases/${(await caseOf(otherLeaver)).id}/close`);
  await api('scimTokens.revoke', 'DELETE', `/scim-tokens/${ownScimToken.id}`);

  // Equipment policies: who gets what, on the demo company's kits, catalog and people.
  const laptops = (await api('products.list', 'GET', '/products?limit=2&product_type=Laptop')).data;
  const engineering = {
    departments: ['Engineering'],
    countries: ['DE', 'GB', 'FR', 'NL'],
    job_titles: [],
  };
  await api('equipmentPolicies.preview', 'POST', '/equipment-policies/preview?limit=2', { match: engineering });
  const policy = (
    await api('equipmentPolicies.create', 'POST', '/equipment-policies', {
      name: 'Engineering in Europe',
      description: 'Developer setup with a choice of laptop.',
      match: engineering,
      kit_ids: [kits.data[0].id],
      products: [{ product_id: laptops[0].id, quantity: 1 }],
      choices: [
        {
          name: 'Laptop',
          options: [
            { label: laptops[0].name, product_id: laptops[0].id, configuration_id: laptops[0].configurations[0].id },
            { label: laptops[1].name, product_id: laptops[1].id, configuration_id: laptops[1].configurations[0].id },
          ],
          default_option: laptops[0].name,
        },
      ],
      budget: { amount: 3500, currency: 'EUR' },
    })
  ).data;
  await api('equipmentPolicies.list', 'GET', '/equipment-policies?limit=1');
  await api('equipmentPolicies.retrieve', 'GET', `/equipment-policies/${policy.id}`);
  const [matched] = (
    await api('equipmentPolicies.listMatches', 'GET', `/equipment-policies/${policy.id}/matches?limit=1`)
  ).data;
  await api('equipmentPolicies.update', 'PATCH', `/equipment-policies/${policy.id}`, {
    budget: { amount: 3000, currency: 'EUR' },
  });

  // Refreshes: an engineer's laptop past its three years, replaced from the policy they match; another one given up.
  const dueLaptop = (
    await api('devices.create', 'POST', '/devices', {
      serial_number: 'C02RFR0DUE36',
      device_type: 'Laptop',
      model: 'MacBook Pro 14 (M1 Pro)',
      country: matched.country,
      employee: { name: matched.name, email: matched.email },
      purchase_cost: 2249,
      currency: 'EUR',
      purchased_on: '2023-05-02',
    })
  ).data;
  const refresh = (await api('refreshes.create', 'POST', '/refreshes', { asset_id: dueLaptop.id })).data;
  await api('refreshes.retrieve', 'GET', `/refreshes/${refresh.id}`);
  await api('refreshes.submit', 'POST', `/refreshes/${refresh.id}/submit`, {});
  await api('refreshes.list', 'GET', '/refreshes?limit=1');
  const otherDue = (
    await api('devices.create', 'POST', '/devices', {
      serial_number: 'C02RFR0DUE37',
      device_type: 'Laptop',
      model: 'MacBook Air 13 (M1)',
      country: matched.country,
      employee: { name: matched.name, email: matched.email },
      purchased_on: '2023-06-12',
    })
  ).data;
  const givenUp = (await api('refreshes.create', 'POST', '/refreshes', { asset_id: otherDue.id })).data;
  await api('refreshes.cancel', 'POST', `/refreshes/${givenUp.id}/cancel`);

  // Budgets: Engineering's month and the whole company's quarter, with what the sandbox quotes above committed, the
  // last three months of that money, and what a new quote for an engineer would leave.
  // The company counts in USD: budgets and rules in USD count quotes of every currency, converted.
  await api('currencySettings.retrieve', 'GET', '/currency-settings');
  await api('currencySettings.update', 'PATCH', '/currency-settings', { reporting_currency: 'USD' });
  const engineer = (await api('employees.list', 'GET', '/employees?department=Engineering&limit=1')).data[0];
  const engineeringBudget = (
    await api('budgets.create', 'POST', '/budgets', { department: 'Engineering', period: 'month', amount: 15000 })
  ).data;
  const companyBudget = (
    await api('budgets.create', 'POST', '/budgets', { name: 'Acme hardware', period: 'quarter', amount: 60000 })
  ).data;
  await api('budgets.list', 'GET', '/budgets?limit=2');
  await api('budgets.retrieve', 'GET', `/budgets/${companyBudget.id}`);
  await api('budgets.listCommitments', 'GET', `/budgets/${companyBudget.id}/commitments?limit=2`);
  const now = new Date();
  const twoMonthsAgo = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1)).toISOString().slice(0, 7);
  await api('budgets.retrieveSpend', 'GET', `/budgets/spend?currency=${companyBudget.currency}&from=${twoMonthsAgo}`);
  await api('budgets.impact', 'POST', '/budgets/impact', {
    currency: companyBudget.currency,
    lines: [
      { email: engineer.email, amount: 2398 },
      { department: 'Sales', amount: 329 },
    ],
  });
  await api('budgets.update', 'PATCH', `/budgets/${engineeringBudget.id}`, { amount: 18000 });
  await api('budgets.delete', 'DELETE', `/budgets/${engineeringBudget.id}`);

  // Locations: Acme's warehouse in Berlin, where returned laptops can go, and an office it closes again.
  const berlin = (
    await api('locations.create', 'POST', '/locations', {
      type: 'warehouse',
      name: 'Berlin warehouse',
      address: 'Lagerstraße 1, 10115 Berlin',
      country: 'DE',
      contact_name: 'Lena Lager',
      contact_email: 'lena.lager@acme.example',
    })
  ).data;
  const office = (
    await api('locations.create', 'POST', '/locations', {
      type: 'office',
      name: 'Leeds office',
      address: '2 Park Row, Leeds LS1 5HD',
      country: 'GB',
    })
  ).data;
  await api('locations.list', 'GET', '/locations?limit=2');
  await api('locations.retrieve', 'GET', `/locations/${berlin.id}`);
  await api('locations.update', 'PATCH', `/locations/${berlin.id}`, { contact_name: 'Lena Lager-Schmidt' });
  await api('locations.delete', 'DELETE', `/locations/${office.id}`);
  await api('inventorySettings.retrieve', 'GET', '/inventory-settings');
  await api('inventorySettings.update', 'PATCH', '/inventory-settings', {
    default_destination: { type: 'location', location_id: berlin.id },
    device_lifespans: { default_months: 36, by_device_type: { laptop: 48, phone: 24 } },
  });
  // A returned laptop goes to the Berlin warehouse, where Loadout receives it and grades it.
  const returned = (
    await api('deviceActions.create', 'POST', '/device-actions', {
      action_type: 'Store',
      serial_number: 'C02XG0FDH7JY',
      destination: { type: 'location', location_id: berlin.id },
    })
  ).data;
  await api('testHelpers.receiveDeviceAction', 'POST', `/test-helpers/device-actions/${returned.id}/receive`, {
    condition_grade: 'B',
    condition_note: 'Light scratches on the lid.',
    wipe_completed: true,
  });
  // Another goes to clearance: received, erased with a certificate, then resold.
  const clearanceDevice = (
    await api('devices.create', 'POST', '/devices', {
      serial_number: 'C02CLR0RESALE',
      device_type: 'Laptop',
      model: 'MacBook Air 13',
      country: 'DE',
      employee: { name: 'Lena Leaver', email: 'lena.leaver@acme.example' },
    })
  ).data;
  const toClearance = (
    await api('deviceActions.create', 'POST', '/device-actions', {
      action_type: 'Store',
      serial_number: 'C02CLR0RESALE',
      destination: { type: 'clearance', outcome: 'resale' },
      wipe: true,
    })
  ).data;
  await api('testHelpers.receiveDeviceAction', 'POST', `/test-helpers/device-actions/${toClearance.id}/receive`, {
    condition_grade: 'A',
  });
  await api('testHelpers.recordAssetErasure', 'POST', `/test-helpers/assets/${clearanceDevice.id}/erasure`, {
    method: 'purge',
    tool: 'Blancco Drive Eraser 7.9',
    erased_on: '2026-12-03',
    performed_by: 'Priya Nair',
    verification: 'passed',
  });
  await api('testHelpers.clearAsset', 'POST', `/test-helpers/assets/${clearanceDevice.id}/clearance`, {
    outcome: 'resale',
    credited_amount: 410,
    currency: 'EUR',
  });
  await api(
    'assets.retrieveErasureCertificate',
    'GET',
    `/assets/${clearanceDevice.id}/erasure-certificate`,
    undefined,
    { headers: { accept: 'application/json' } },
  );

  // Exports: IT staff export the laptops in use in the dashboard; the worker (run here by hand) writes the file.
  const exported = (
    await api(
      'exports.create',
      'POST',
      '/exports',
      { kind: 'inventory', format: 'xlsx', filters: { status: 'in_use', device_type: 'Laptop' } },
      { headers: { 'loadout-actor-email': 'it@acme.example', 'loadout-actor-name': 'Ines Torres' } },
    )
  ).data;
  await exportRunJob.handle(
    { exportId: exported.id, companyId, livemode: false },
    {
      db,
      log: pino({ level: 'silent' }),
      jobId: exported.id,
      attempt: 1,
      signal: new AbortController().signal,
      deps: { exports: { dir: target.exportsDir, pageUrl: 'http://127.0.0.1:3000/exports' } },
    },
  );
  await api('exports.retrieve', 'GET', `/exports/${exported.id}`);
  await api('exports.list', 'GET', '/exports?limit=1');

  // Onboarding: an engineer in Berlin starts in ten days. The identity provider creates them; their case opens at once
  // (within the lead days) with a draft from the rule above, and IT staff submit it, picking the second laptop.
  await api('onboardingSettings.retrieve', 'GET', '/onboarding-settings');
  await api('onboardingSettings.update', 'PATCH', '/onboarding-settings', { lead_days: 21, auto_submit: false });
  const provisioning = (await api('scimTokens.create', 'POST', '/scim-tokens', { name: 'Okta (hires)' })).data;
  const starts = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const hireId = await provisionThroughScim(provisioning.token, {
    userName: 'mira.okonkwo@acme.example',
    name: { givenName: 'Mira', familyName: 'Okonkwo' },
    emails: [{ value: 'mira.okonkwo@acme.example', type: 'work', primary: true }],
    addresses: [{ type: 'work', formatted: 'Torstraße 1, 10119 Berlin, Germany', country: 'DE', primary: true }],
    active: true,
    'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User': { department: 'Engineering' },
    'urn:loadout:params:scim:schemas:extension:lifecycle:2.0:User': { startDate: starts },
  });
  // What the worker does after the change (it is not running here).
  await onboardingChanged(db, companyScope(companyId, false), hireId, {
    choiceUrl: (token) => `http://127.0.0.1:3000/choose/${token}`,
  });
  const onboarding = (await api('onboardingCases.list', 'GET', `/onboarding-cases?employee_id=${hireId}`)).data[0];
  await api('onboardingCases.retrieve', 'GET', `/onboarding-cases/${onboarding.id}`);
  // The hire opens the link e-mailed to them (no key: its token is the credential) and picks the first laptop; IT
  // staff then submit, overriding that pick with the second.
  const [email] = await queryRows<{ payload: { text: string } }>(
    db,
    sql`select payload from integration_messages where kind = 'email' and payload->'to'->>0 = 'mira.okonkwo@acme.example'`,
  );
  const choiceToken = /\/choose\/([\w-]+)/.exec(email!.payload.text)![1]!;
  await api('onboardingChoices.retrieve', 'GET', `/onboarding-choices/${choiceToken}`, undefined, { key: null });
  await api(
    'onboardingChoices.make',
    'POST',
    `/onboarding-choices/${choiceToken}`,
    { choices: { Laptop: laptops[0].name } },
    { key: null },
  );
  await api('onboardingCases.submit', 'POST', `/onboarding-cases/${onboarding.id}/submit`, {
    requester_email: 'it@acme.example',
    choices: { Laptop: laptops[1].name },
    override_choices: true,
  });
  await api('scimTokens.revoke', 'DELETE', `/scim-tokens/${provisioning.id}`);
  await api('equipmentPolicies.delete', 'DELETE', `/equipment-policies/${policy.id}`);

  // Approvals: quotes over 2,500 need a manager's approval, and above 10,000 the CFO's too. The IT desk's key is
  // marked requires_approval (as the dashboard's is): its decisions wait for the approvers.
  const rule = (
    await api('approvalRules.create', 'POST', '/approval-rules', {
      name: 'Over 2,500',
      condition: { type: 'amount_over', amount: 2500 },
      currency: 'USD',
      approver: { type: 'any_manager' },
      second_step: { above_amount: 10000, approver: { type: 'person', email: 'cfo@acme.example', name: 'Cleo Fox' } },
      fallback_approver: { email: 'cfo@acme.example', name: 'Cleo Fox' },
    })
  ).data;
  await api('approvalRules.list', 'GET', '/approval-rules?limit=1');
  await api('approvalRules.retrieve', 'GET', `/approval-rules/${rule.id}`);
  await api('approvalRules.update', 'PATCH', `/approval-rules/${rule.id}`, { name: 'Over 2,500 USD' });
  const desk = await createApiKey(db, companyId, {
    name: 'IT desk',
    mode: 'test',
    scopes: [...SCOPES],
    autopilot: false,
    requires_approval: true,
  });
  const it = {
    'loadout-actor-email': 'it@acme.example',
    'loadout-actor-name': 'Ines Torres',
    'loadout-actor-role': 'it_staff',
  };
  const manager = {
    'loadout-actor-email': 'manager@acme.example',
    'loadout-actor-name': 'Marcus Hale',
    'loadout-actor-role': 'manager',
  };
  const requestApproval = async (prices: number[]) => {
    const held = (
      await api('quotes.create', 'POST', '/quotes', {
        requester_email: 'it@acme.example',
        items: prices.map(() => ({ product_id: laptop.id, quantity: 1, recipients: [recipient] })),
      })
    ).data;
    await api('testHelpers.priceQuote', 'POST', `/test-helpers/quotes/${held.id}/price`, {
      prices: Object.fromEntries(held.items.map((item: { id: string }, index: number) => [item.id, prices[index]])),
    });
    let decided;
    for (const item of held.items)
      decided = await api(
        'quotes.itemAction',
        'POST',
        `/quotes/${held.id}/items/${item.id}/action`,
        { action: 'accept' },
        { key: desk.key, headers: it },
      );
    return { quote: held, request: decided!.data.quote.approval };
  };
  const approval = await requestApproval([2400, 890]);
  await api(
    'approvalRequests.list',
    'GET',
    '/approval-requests?approver=manager@acme.example&approver_role=manager&limit=1',
  );
  await api('approvalRequests.retrieve', 'GET', `/approval-requests/${approval.request.id}`);
  await api(
    'approvalRequests.changeDecision',
    'PATCH',
    `/approval-requests/${approval.request.id}/decisions/${approval.quote.items[1].id}`,
    { action: 'reject' },
    { headers: manager },
  );
  await api(
    'approvalRequests.approve',
    'POST',
    `/approval-requests/${approval.request.id}/approve`,
    { comment: 'Fine for the new team lead.' },
    { headers: manager },
  );
  const declined = await requestApproval([3100]);
  await api(
    'approvalRequests.decline',
    'POST',
    `/approval-requests/${declined.request.id}/decline`,
    { comment: 'Take the 14-inch model; it is in the policy.' },
    { headers: manager },
  );
  await api('approvalRules.delete', 'DELETE', `/approval-rules/${rule.id}`);

  // The audit log: who changed what. The manager's approval above is one of its events.
  const approvals = await api(
    'auditEvents.list',
    'GET',
    '/audit-events?limit=1&actor=manager@acme.example&action=approvalRequests.approve',
  );
  await api('auditEvents.retrieve', 'GET', `/audit-events/${approvals.data[0].id}`);
  // Its signed checkpoints: the worker signs each chain's head every 10 minutes; here at once, as it would.
  await checkpointAuditChains(target.db, target.signingKey);
  await api('auditCheckpoints.list', 'GET', '/audit-checkpoints?limit=1');
  await api('auditCheckpoints.publicKey', 'GET', '/audit-checkpoints/public-key');

  // The request log: a request that failed (a quote without items), found by its request id. Entries are written a
  // moment after the response, in batches.
  const refused = await fetch(`${baseUrl}/api/v1/quotes`, {
    method: 'POST',
    headers: { authorization: `Bearer ${testKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ requester_email: 'it@acme.example', items: [] }),
  });
  const refusedId = refused.headers.get('x-request-id')!;
  for (let tries = 0; tries < 100; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const entry = await fetch(`${baseUrl}/api/v1/request-logs/${refusedId}`, {
      headers: { authorization: `Bearer ${testKey}` },
    });
    if (entry.ok) break;
  }
  await api('requestLogs.list', 'GET', '/request-logs?status=4xx&path=/api/v1/quotes&limit=1');
  await api('requestLogs.retrieve', 'GET', `/request-logs/${refusedId}`);

  // The operator's side, on live data.
  await operator('companies.list', 'GET', '/companies?limit=1');
  const globex = (await operator('companies.create', 'POST', '/companies', { name: 'Globex' })).data;
  await operator('companies.retrieve', 'GET', `/companies/${globex.id}`);
  await operator('companies.update', 'PATCH', `/companies/${globex.id}`, { name: 'Globex Corporation' });
  const key = (
    await operator('apiKeys.create', 'POST', `/companies/${globex.id}/api-keys`, {
      name: 'HR sync',
      mode: 'live',
      scopes: ['employees:read'],
    })
  ).data;
  await operator('apiKeys.list', 'GET', `/companies/${globex.id}/api-keys`);
  await operator('apiKeys.revoke', 'DELETE', `/api-keys/${key.id}`);
  const scimToken = (
    await operator('scimTokens.create', 'POST', `/companies/${globex.id}/scim-tokens`, { name: 'Okta', mode: 'live' })
  ).data;
  await operator('scimTokens.list', 'GET', `/companies/${globex.id}/scim-tokens`);
  await operator('scimTokens.revoke', 'DELETE', `/scim-tokens/${scimToken.id}`);
  await operator('products.list', 'GET', '/products?limit=1');
  const product = (
    await operator('products.create', 'POST', '/products', {
      name: 'Framework Laptop 13',
      brand: 'Framework',
      model: 'Laptop 13 (Ryzen AI 300)',
      product_type: 'Laptop',
      configurations: [
        {
          cpu: 'AMD Ryzen AI 5 340',
          ram: '16 GB',
          storage: '512 GB',
          screen_size: '13.5"',
          price_estimate: 1099,
          currency: 'USD',
        },
      ],
    })
  ).data;
  await operator('products.retrieve', 'GET', `/products/${product.id}`);
  await operator('products.update', 'PATCH', `/products/${product.id}`, { name: 'Framework Laptop 13 (2025)' });
  await operator('products.import', 'POST', '/products/import', [
    {
      brand: 'Dell',
      model: 'U2724D',
      name: 'Dell UltraSharp 27 QHD',
      product_type: 'Monitor',
      screen_size: '27"',
      price_estimate: '429.99',
      currency: 'USD',
    },
  ]);
  await operator('kits.list', 'GET', `/companies/${companyId}/kits?limit=1`);
  const kit = (
    await operator('kits.create', 'POST', `/companies/${companyId}/kits`, {
      name: 'Sales starter',
      region: 'EU',
      tags: ['sales'],
      items: [{ product_id: product.id, quantity: 1 }],
    })
  ).data;
  await operator('kits.update', 'PATCH', `/kits/${kit.id}`, { description: 'For account executives' });
  await operator('kits.delete', 'DELETE', `/kits/${kit.id}`);
  await operator('employees.import', 'POST', `/companies/${globex.id}/employees/import`, [
    {
      hris_id: 'E-1',
      name: 'Ada Lovelace',
      email: 'ada@globex.example',
      status: 'active',
      department: 'Engineering',
      start_date: '2027-01-04',
      country: 'GB',
      address: '12 Analytical Row, London N1 9GU',
    },
  ]);

  await operator('fxRates.import', 'POST', '/fx-rates/import', {
    rates: [
      { day: '2026-12-04', currency: 'SEK', per_eur: '11.4645' },
      { day: '2026-12-04', currency: 'NOK', per_eur: '11.7325' },
      { day: '2026-12-04', currency: 'EUR', per_eur: '1' },
    ],
  });
  await operator('fxRates.list', 'GET', '/fx-rates?currency=SEK,NOK&limit=2');
  await operator('fxRates.effective', 'GET', '/fx-rates/effective?day=2026-12-05&currencies=SEK,NOK,DKK');

  const liveKey = (
    await operator('apiKeys.create', 'POST', `/companies/${companyId}/api-keys`, {
      name: 'Examples',
      mode: 'live',
      scopes: [...SCOPES],
    })
  ).data.key as string;
  const live = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}/api/v1${url}`, {
      method,
      headers: { authorization: `Bearer ${liveKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { data: any };
  };
  const liveQuote = (
    await live('POST', '/quotes', {
      requester_email: 'it@acme.example',
      items: [{ product_id: laptop.id, configuration_id: laptop.configurations[0].id, recipients: [recipient] }],
    })
  ).data;
  const liveItem = liveQuote.items[0];
  await operator('quotes.list', 'GET', '/quotes?limit=1');
  await operator('quotes.retrieve', 'GET', `/quotes/${liveQuote.id}`);
  await operator('quotes.requestInput', 'POST', `/quotes/${liveQuote.id}/action-required`, {
    message: 'Which keyboard layout: US or UK?',
  });
  await operator('quotes.clearInputRequest', 'DELETE', `/quotes/${liveQuote.id}/action-required`);
  await operator('quotes.offerAlternative', 'POST', `/quotes/${liveQuote.id}/items/${liveItem.id}/alternatives`, {
    brand: 'Apple',
    model: 'MacBook Air 15" (M4, 24 GB)',
    price: 1699,
    description: 'More memory, ships in 2 days',
    is_exact_match: false,
  });
  await operator('quotes.priceItem', 'PUT', `/quotes/${liveQuote.id}/items/${liveItem.id}/price`, {
    price: 1499,
    currency: 'USD',
  });
  await operator('quotes.addComment', 'POST', `/quotes/${liveQuote.id}/comments`, {
    message: 'Priced at the education discount.',
  });
  await live('PATCH', `/quotes/${liveQuote.id}/items/${liveItem.id}`, { action: 'accept', recipients: [recipient] });
  const liveRecipient = (await live('GET', `/quotes/${liveQuote.id}`)).data.items[0].recipients[0].id;
  await operator('quotes.addTracking', 'POST', `/quotes/${liveQuote.id}/recipients/${liveRecipient}/tracking`, {
    tracking_code: '1Z999AA10123456784',
    tracking_link: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  });
  await operator('quotes.confirmDelivery', 'POST', `/quotes/${liveQuote.id}/recipients/${liveRecipient}/delivered`, {
    serial_number: 'C02ZK1ABMD6R',
  });

  const liveAction = (
    await live('POST', '/device-actions', {
      action_type: 'Assign',
      serial_number: 'C02ZK1ABMD6R',
      new_recipient: recipient,
    })
  ).data;
  await operator('deviceActions.list', 'GET', '/device-actions?limit=1');
  await operator('deviceActions.retrieve', 'GET', `/device-actions/${liveAction.id}`);
  await operator('deviceActions.requestInput', 'POST', `/device-actions/${liveAction.id}/action-required`, {
    message: 'Is someone at the address on Thursday?',
  });
  await operator('deviceActions.clearInputRequest', 'DELETE', `/device-actions/${liveAction.id}/action-required`);
  await operator('deviceActions.addComment', 'POST', `/device-actions/${liveAction.id}/comments`, {
    message: 'Courier booked for Thursday.',
  });
  await operator('deviceActions.addTracking', 'POST', `/device-actions/${liveAction.id}/tracking`, {
    tracking_code: 'JD014600006281234567',
    tracking_link: 'https://www.dhl.com/track?tracking-id=JD014600006281234567',
  });
  await operator('deviceActions.complete', 'POST', `/device-actions/${liveAction.id}/complete`, {});
  const another = (
    await live('POST', '/device-actions/external', {
      action_type: 'Store',
      serial_number: 'PF3XYZ9',
      model: 'ThinkPad T14',
      type: 'Laptop',
      country: 'US',
    })
  ).data;
  await operator('deviceActions.cancel', 'POST', `/device-actions/${another.id}/cancel`, {
    reason: 'The employee kept the device.',
  });
  const clearance = (
    await live('POST', '/device-actions', {
      action_type: 'Store',
      serial_number: 'C02ZK1ABMD6R',
      destination: { type: 'clearance', outcome: 'resale' },
      wipe: true,
    })
  ).data;
  const receivedForClearance = (
    await operator('deviceActions.receive', 'POST', `/device-actions/${clearance.id}/receive`, {
      condition_grade: 'A',
      wipe_completed: false,
    })
  ).data;
  await operator('assets.listClearanceQueue', 'GET', '/clearance-queue?limit=5');
  await operator('assets.recordErasure', 'POST', `/assets/${receivedForClearance.asset.id}/erasure`, {
    method: 'destroy',
    tool: 'Shredder SSD-4 (2 mm)',
    erased_on: '2026-12-04',
    performed_by: 'Omar Quist',
    verification: 'passed',
    verification_note: 'Media shredded to 2 mm particles.',
  });
  await operator('assets.clear', 'POST', `/assets/${receivedForClearance.asset.id}/clearance`, { outcome: 'recycle' });
  await operator('outbox.list', 'GET', '/outbox?limit=1');
  await operator('webhookHealth.list', 'GET', '/webhook-health?state=all&limit=1');
}
