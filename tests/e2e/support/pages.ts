import { expect, type APIRequestContext } from '@playwright/test';
import { callApi, createDemoQuote, createDeviceAction, createShippedQuote } from './api';
import { stackCredentials, type E2ERole } from './stack';

// Every page of each role, on data seeded through the API: the role's navigation in order, then the pages beyond it
// (details, forms, views with a query). The phone, accessibility and console-error specs go through this one list.

export const NAVIGATION: Record<E2ERole, { label: string; href: string }[]> = {
  it_staff: [
    { label: 'Overview', href: '/' },
    { label: 'Catalog', href: '/catalog' },
    { label: 'Quotes', href: '/quotes' },
    { label: 'Approvals', href: '/approvals' },
    { label: 'Device actions', href: '/device-actions' },
    { label: 'Inventory', href: '/inventory' },
    { label: 'Locations', href: '/locations' },
    { label: 'Refreshes', href: '/refreshes' },
    { label: 'Employees', href: '/employees' },
    { label: 'Webhooks', href: '/webhooks' },
    { label: 'Equipment policies', href: '/equipment-policies' },
    { label: 'Approval rules', href: '/approval-rules' },
    { label: 'Budgets', href: '/budgets' },
    { label: 'Audit log', href: '/audit-log' },
    { label: 'Developers', href: '/developers' },
    { label: 'Exports', href: '/exports' },
  ],
  manager: [
    { label: 'Overview', href: '/' },
    { label: 'Catalog', href: '/catalog' },
    { label: 'Quotes', href: '/quotes' },
    { label: 'Approvals', href: '/approvals' },
    { label: 'Device actions', href: '/device-actions' },
    { label: 'Inventory', href: '/inventory' },
    { label: 'Employees', href: '/employees' },
    { label: 'Equipment policies', href: '/equipment-policies' },
    { label: 'Approval rules', href: '/approval-rules' },
    { label: 'Budgets', href: '/budgets' },
    { label: 'Audit log', href: '/audit-log' },
    { label: 'Exports', href: '/exports' },
  ],
  support: [
    { label: 'Overview', href: '/' },
    { label: 'Shipments', href: '/shipments' },
    { label: 'Quotes', href: '/quotes' },
    { label: 'Device actions', href: '/device-actions' },
    { label: 'Inventory', href: '/inventory' },
    { label: 'Employees', href: '/employees' },
    { label: 'Budgets', href: '/budgets' },
    { label: 'Exports', href: '/exports' },
  ],
  operator: [
    { label: 'Review queue', href: '/operator' },
    { label: 'Fulfilment', href: '/operator/fulfilment' },
    { label: 'Device queue', href: '/operator/device-actions' },
    { label: 'Clearance', href: '/operator/clearance' },
    { label: 'Companies', href: '/operator/companies' },
    { label: 'Catalog', href: '/operator/catalog' },
    { label: 'Outbox', href: '/operator/outbox' },
    { label: 'Webhook health', href: '/operator/webhook-health' },
    { label: 'Exchange rates', href: '/operator/fx-rates' },
  ],
};

/** What the pages beyond the navigation show: made by `seedPages`, read only by the tests. */
export type SeededPages = {
  quoteId: string;
  productId: string;
  trackingCode: string;
  actionId: string;
  companyId: string;
  employeeId: string;
  /** A device of the inventory, for its page. */
  deviceSerial: string;
  /** The dashboard's own calls are logged: one of them, for the Developers page's entry. */
  requestLogId: string;
  /** A webhook endpoint, when the spec made one (a company has at most 10: the spec removes it again). */
  webhookId?: string;
  /** A pending approval request waiting for any manager, with its rule, policy and quote (`approvals`). */
  approvals?: { requestId: string; ruleId: string; policyId: string };
};

/** The pages beyond the navigation: detail pages, forms and views with a query. */
export const OTHER_PAGES: Record<E2ERole, (seeded: SeededPages) => string[]> = {
  it_staff: (s) => [
    '/catalog?view=kits',
    '/quotes/new',
    `/quotes/${s.quoteId}`,
    ...(s.approvals ? [`/approvals/${s.approvals.requestId}`] : []),
    '/device-actions/new',
    `/device-actions/${s.actionId}`,
    `/inventory/${s.deviceSerial}`,
    `/employees/${s.employeeId}`,
    '/webhooks/new',
    ...(s.webhookId ? [`/webhooks/${s.webhookId}`] : []),
    '/equipment-policies/new',
    ...(s.approvals ? [`/equipment-policies/edit/${s.approvals.policyId}`] : []),
    '/approval-rules/new',
    ...(s.approvals ? [`/approval-rules/edit/${s.approvals.ruleId}`] : []),
    `/developers/requests/${s.requestLogId}`,
  ],
  manager: (s) => [
    '/catalog?view=kits',
    `/quotes/${s.quoteId}`,
    ...(s.approvals ? [`/approvals/${s.approvals.requestId}`] : []),
    `/device-actions/${s.actionId}`,
    `/inventory/${s.deviceSerial}`,
    `/employees/${s.employeeId}`,
  ],
  support: (s) => [
    `/shipments?q=${s.trackingCode}`,
    '/budgets?period=quarter',
    `/quotes/${s.quoteId}`,
    `/device-actions/${s.actionId}`,
    `/inventory/${s.deviceSerial}`,
    `/employees/${s.employeeId}`,
  ],
  operator: (s) => [
    `/operator/quotes/${s.quoteId}`,
    `/operator/device-actions/${s.actionId}`,
    `/operator/companies/${s.companyId}`,
    `/operator/catalog/${s.productId}`,
    '/operator/catalog/new',
    '/operator/catalog/import',
    `/operator/search?q=${s.trackingCode}`,
    '/operator/search?q=Acme',
  ],
};

/** Every page of the role: its navigation, then the pages beyond it. */
export function everyPage(role: E2ERole, seeded: SeededPages): string[] {
  return [...NAVIGATION[role].map((item) => item.href), ...OTHER_PAGES[role](seeded)];
}

/** A device of the inventory (one is added when it has none, as in a spec that runs before any other adds one). */
async function anyDeviceSerial(request: APIRequestContext): Promise<string> {
  const listed = await callApi(request, 'GET', '/api/v1/assets?limit=1');
  expect(listed.status, JSON.stringify(listed.body)).toBe(200);
  if (listed.body.data.length > 0) return listed.body.data[0].serial_number;
  const added = await callApi(request, 'POST', '/api/v1/devices', {
    body: { serial_number: `E2E-PAGES-${Date.now()}`, device_type: 'Laptop', model: 'ThinkPad T14', country: 'GB' },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return added.body.data.serial_number;
}

/**
 * A quote of the demo catalog (kit, catalog product with an alternative, a shipped item), a shipment, a device action,
 * the company, an employee and a request-log entry; with `webhook`, an endpoint, and with `approvals`, a pending
 * approval request (see `seedApproval`). `removeSeeded` removes what would get in other specs' way.
 */
export async function seedPages(
  request: APIRequestContext,
  { webhook = false, approvals = false }: { webhook?: boolean; approvals?: boolean } = {},
): Promise<SeededPages> {
  const { quoteId, productId } = await createDemoQuote(request);
  const { trackingCode } = await createShippedQuote(request);
  const actionId = await createDeviceAction(request);
  const companies = await callApi(request, 'GET', '/operator/v1/companies', { operator: true });
  const employees = await callApi(request, 'GET', '/api/v1/employees?limit=1');
  const deviceSerial = await anyDeviceSerial(request);
  const requestLogs = await callApi(request, 'GET', '/api/v1/request-logs?limit=1');
  expect(requestLogs.status).toBe(200);
  const seeded: SeededPages = {
    quoteId,
    productId,
    trackingCode,
    actionId,
    companyId: companies.body.data[0].id,
    employeeId: employees.body.data[0].id,
    deviceSerial: encodeURIComponent(deviceSerial),
    requestLogId: requestLogs.body.data[0].id,
  };
  if (webhook) {
    const created = await callApi(request, 'POST', '/api/v1/webhooks', {
      body: { url: `http://127.0.0.1:9/pages-${Date.now()}`, events: ['quote.created'] },
    });
    expect(created.status).toBe(201);
    seeded.webhookId = created.body.data.id;
  }
  if (approvals) seeded.approvals = await seedApproval(request);
  return seeded;
}

/** Removes the webhook endpoint and the approval rule and policy `seedPages` made. */
export async function removeSeeded(request: APIRequestContext, seeded: SeededPages) {
  if (seeded.webhookId) await callApi(request, 'DELETE', `/api/v1/webhooks/${seeded.webhookId}`);
  if (seeded.approvals) {
    await callApi(request, 'DELETE', `/api/v1/approval-rules/${seeded.approvals.ruleId}`);
    await callApi(request, 'DELETE', `/api/v1/equipment-policies/${seeded.approvals.policyId}`);
  }
}

/**
 * A pending approval request any manager may decide: an employee in a department of their own, an approval rule and
 * an equipment policy for that department only (so the quotes other specs decide meanwhile stay out of its reach), and
 * a priced quote for the employee whose item the dashboard's key accepts, which the rule holds for approval.
 */
export async function seedApproval(request: APIRequestContext) {
  const run = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const department = `Pages ${run}`;
  const person = { name: `Paige Approval ${run}`, email: `paige.${run}@acme.example` };
  const address = 'Torstrasse 5, 10119 Berlin';
  const companies = await callApi(request, 'GET', '/operator/v1/companies?limit=100', { operator: true });
  const acme = companies.body.data.find((company: { name: string }) => company.name.startsWith('Acme'));
  const { apiUrl, operatorToken } = stackCredentials();
  const imported = await request.fetch(`${apiUrl}/operator/v1/companies/${acme.id}/employees/import?mode=live`, {
    method: 'POST',
    headers: { authorization: `Bearer ${operatorToken}`, 'content-type': 'text/csv' },
    data: `Name,Email,Status,Department,Country,Address,Manager email\n${person.name},${person.email},active,${department},DE,"${address}",manager@acme.example`,
  });
  expect(imported.status()).toBe(200);
  const rule = await callApi(request, 'POST', '/api/v1/approval-rules', {
    body: {
      name: `Pages ${run}`,
      condition: { type: 'departments', departments: [department] },
      approver: { type: 'any_manager' },
    },
  });
  expect(rule.status, JSON.stringify(rule.body)).toBe(201);
  const kits = await callApi(request, 'GET', '/api/v1/kits?limit=1');
  const policy = await callApi(request, 'POST', '/api/v1/equipment-policies', {
    body: {
      name: `Pages ${run}`,
      match: { departments: [department] },
      kit_ids: [kits.body.data[0].id],
    },
  });
  expect(policy.status, JSON.stringify(policy.body)).toBe(201);
  const recipient = { ...person, country: 'DE', address };
  const created = await callApi(request, 'POST', '/api/v1/quotes', {
    body: {
      requester_email: 'it@acme.example',
      items: [
        { product_type: 'Server', specification: { brand: 'Dell', model: `R660 ${run}` }, recipients: [recipient] },
      ],
    },
  });
  expect(created.status).toBe(202);
  const quote = created.body.data;
  const priced = await callApi(request, 'PUT', `/operator/v1/quotes/${quote.id}/items/${quote.items[0].id}/price`, {
    operator: true,
    body: { price: 4_200 },
  });
  expect(priced.status).toBe(200);
  const decided = await callApi(request, 'PATCH', `/api/v1/quotes/${quote.id}/items/${quote.items[0].id}`, {
    body: { action: 'accept', recipients: [recipient] },
  });
  expect(decided.status, JSON.stringify(decided.body)).toBe(200);
  expect(decided.body.data.status).toBe('requested');
  const approval = decided.body.data.quote.approval;
  expect(approval.status).toBe('pending');
  return { requestId: approval.id as string, ruleId: rule.body.data.id as string, policyId: policy.body.data.id };
}
