import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZListAssetsQuery } from '@/lib/contract/assets';
import { ZListKitsQuery } from '@/lib/contract/catalog';
import { ZListEmployeesQuery } from '@/lib/contract/employees';
import { createKit } from '@/server/catalog/kits';
import * as catalog from '@/server/catalog/repo';
import { companyScope, OPERATOR_SCOPE, type CompanyScope, type Scope } from '@/server/core/scope';
import type { Db } from '@/server/db/client';
import { importEmployees } from '@/server/employees/import-employees';
import * as employees from '@/server/employees/repo';
import * as inventory from '@/server/inventory/repo';
import * as logistics from '@/server/logistics/repo';
import { ZListOffboardingCasesQuery } from '@/lib/contract/offboarding';
import * as offboarding from '@/server/offboarding/repo';
import { offboardingCases, onboardingCases } from '@/server/db/schema';
import { ZListOnboardingCasesQuery } from '@/lib/contract/onboarding';
import * as onboarding from '@/server/onboarding/repo';
import * as onboardingService from '@/server/onboarding/service';
import * as offboardingService from '@/server/offboarding/service';
import * as policies from '@/server/policies/repo';
import * as approvalRules from '@/server/approvals/rules-repo';
import * as approvalRequests from '@/server/approvals/requests-repo';
import * as budgets from '@/server/budgets/repo';
import * as locations from '@/server/locations/repo';
import * as inventorySettings from '@/server/inventory/settings-repo';
import * as clearance from '@/server/clearance/repo';
import * as refreshes from '@/server/refreshes/repo';
import * as audit from '@/server/audit/repo';
import { checkpointAuditChains } from '@/server/audit/checkpoints';
import { parseAuditSigningKey } from '@/server/audit/signing-key';
import * as exportsRepo from '@/server/exports/repo';
import * as quotes from '@/server/quotes/repo';
import * as requestLogs from '@/server/request-log/repo';
import { seedDemoData } from '@/server/seed/seed';
import * as webhooks from '@/server/webhooks/repo';
import { createCompanyWithKey, createFreeformQuote, createKey } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/server';
import { until } from '../../support/time';

// Every repo read of company-owned rows, called with each kind of scope over real data of two companies (one in
// both modes): a company scope returns only its own company's rows of its own mode; the operator scope sees all.

type Owned = { id: string; companyId: string; livemode: boolean };
type Owner = { name: string; key: string; scope: ReturnType<typeof companyScope> };
/** What one owner created, by kind, to look up again by id (or serial number, e-mail). */
type Made = {
  quote: string;
  action: string;
  serial: string;
  asset: string;
  /** An erasure certificate of `asset`. */
  certificate: string;
  endpoint: string;
  employee: Owned & { email: string; hrisId: string | null };
  kit: string;
  /** The employee's offboarding case, the device it lists (held by them) and the action that retrieves it. */
  offboardingCase: string;
  offboardingDevice: string;
  heldAsset: string;
  retrieval: string;
  policy: string;
  approvalRule: string;
  /** A budget, and a quote accepted for the employee (the approval request below waits with its accept). */
  budget: string;
  acceptedRecipient: string;
  approvalRequest: string;
  /** The same employee's onboarding case (hired again) and the quote it submitted. */
  onboardingCase: string;
  onboardingQuote: string;
  /** The owner's latest audit event. */
  auditEvent: string;
  /** An entry of the request log (of the requests above). */
  requestLog: string;
  /** An export of the inventory. */
  export: string;
  /** A warehouse, named alike by every owner. */
  location: string;
  /** A refresh of the held asset, naming the owner's quote and device action. */
  refresh: string;
};

let server: TestServer;
let db: Db;
let owners: Owner[];
const made = new Map<Owner, Made>();

beforeAll(async () => {
  let acmeId = '';
  server = await startTestServer({
    env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' },
    prepare: async (database) => {
      acmeId = (await seedDemoData(database.db)).companyId!;
    },
  });
  db = server.running.database.db;
  const acmeLive = await createKey(server, acmeId, { mode: 'live' });
  const acmeTest = await createKey(server, acmeId, { mode: 'test' });
  const globex = await createCompanyWithKey(server, { name: 'Globex' });
  owners = [
    { name: 'acme-live', key: acmeLive.key, scope: companyScope(acmeId, true) },
    { name: 'acme-test', key: acmeTest.key, scope: companyScope(acmeId, false) },
    { name: 'globex-live', key: globex.key, scope: companyScope(globex.companyId, true) },
  ];
  // Acme's kits and employees come from the demo data; Globex gets its own.
  const product = (await server.request('GET', '/api/v1/products', { token: globex.key })).body.data[0];
  await createKit(db, globex.companyId, {
    mode: 'live',
    name: 'Globex starter',
    tags: [],
    items: [{ product_id: product.id, quantity: 1 }],
  });
  await importEmployees(
    db,
    owners[2]!.scope,
    [{ hris_id: 'GLX-1', name: 'Gina Globex', email: 'gina@globex.example', status: 'active', country: 'US' }],
    { full: false },
  );

  for (const owner of owners) {
    const serial = `${owner.name}-serial`;
    const device = await server.request('POST', '/api/v1/devices', {
      token: owner.key,
      body: { serial_number: serial, device_type: 'Laptop', model: 'MacBook Air', country: 'US' },
    });
    expect(device.status, device.text).toBe(201);
    const action = await server.request('POST', '/api/v1/device-actions', {
      token: owner.key,
      body: { action_type: 'Store', serial_number: serial },
    });
    expect(action.status, action.text).toBeLessThan(300);
    const endpoint = await server.request('POST', '/api/v1/webhooks', {
      token: owner.key,
      body: { url: `http://127.0.0.1:9/${owner.name}`, events: ['*'] },
    });
    expect(endpoint.status, endpoint.text).toBe(201);
    const [employee] = await employees.listAllEmployees(db, owner.scope);
    const [kit] = await catalog.listCompanyKits(db, owner.scope);
    const held = await server.request('POST', '/api/v1/devices', {
      token: owner.key,
      body: {
        serial_number: `${owner.name}-held`,
        device_type: 'Laptop',
        model: 'MacBook Air',
        country: 'US',
        employee: { name: employee!.name, email: employee!.email },
      },
    });
    expect(held.status, held.text).toBe(201);
    await employees.updateEmployee(db, employee!.id, { endDate: '2030-01-31' });
    await offboardingService.onEmployeeChanged(db, owner.scope, employee!.id);
    const [opened] = await offboarding.listEmployeeCases(db, owner.scope, employee!.id);
    const retrieved = await offboardingService.retrieveDevices(db, owner.scope, opened!.id, { when: 'now' });
    // The same person, hired again in ten days (a rehire): their onboarding case opens at once (within the lead
    // days) and is submitted with a default policy's product.
    const startDate = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const everyone = await server.request('POST', '/api/v1/equipment-policies', {
      token: owner.key,
      body: { name: 'Everyone', is_default: true, products: [{ product_id: product.id }] },
    });
    expect(everyone.status, everyone.text).toBe(201);
    await employees.updateEmployee(db, employee!.id, {
      endDate: null,
      hireDate: startDate,
      address: '1 Main St',
      country: 'US',
    });
    const links = { choiceUrl: (token: string) => token };
    await onboardingService.onEmployeeChanged(db, owner.scope, employee!.id, links);
    const [hiring] = await onboarding.listEmployeeCases(db, owner.scope, employee!.id);
    const submitted = await onboardingService.submitCase(db, owner.scope, hiring!.id, {});
    const policy = await server.request('POST', '/api/v1/equipment-policies', {
      token: owner.key,
      body: { name: `${owner.name} policy` },
    });
    expect(policy.status, policy.text).toBe(201);
    // A quote accepted through a key marked requires_approval waits for the approver of the company's rule.
    const rule = await server.request('POST', '/api/v1/approval-rules', {
      token: owner.key,
      body: { name: 'Everything', condition: { type: 'amount_over', amount: 1 }, approver: { type: 'any_manager' } },
    });
    expect(rule.status, rule.text).toBe(201);
    const desk = await server.request('POST', `/operator/v1/companies/${owner.scope.companyId}/api-keys`, {
      token: server.operatorToken,
      body: {
        name: 'desk',
        mode: owner.scope.livemode ? 'live' : 'test',
        scopes: ['quotes:write'],
        requires_approval: true,
      },
    });
    const awaited = await createFreeformQuote(server, { companyId: owner.scope.companyId, key: owner.key, keyId: '' });
    await server.request('PUT', `/operator/v1/quotes/${awaited.id}/items/${awaited.itemId}/price`, {
      token: server.operatorToken,
      body: { price: 100 },
    });
    const awaiting = await server.request('POST', `/api/v1/quotes/${awaited.id}/items/${awaited.itemId}/action`, {
      token: desk.body.data.key,
      body: { action: 'accept' },
    });
    expect(awaiting.body.data.quote.status, awaiting.text).toBe('Awaiting Approval');
    const budget = await server.request('POST', '/api/v1/budgets', {
      token: owner.key,
      body: { department: 'Engineering', period: 'month', amount: 1000 },
    });
    expect(budget.status, budget.text).toBe(201);
    const location = await server.request('POST', '/api/v1/locations', {
      token: owner.key,
      body: { type: 'warehouse', name: 'Main warehouse', address: '1 Dock Rd, London', country: 'GB' },
    });
    expect(location.status, location.text).toBe(201);
    const forBudget = async () => {
      const created = await server.request('POST', '/api/v1/quotes', {
        token: owner.key,
        body: {
          requester_email: 'it@example.com',
          items: [
            {
              product_type: 'Laptop',
              specification: { brand: 'Apple', model: 'MacBook Air' },
              recipients: [{ name: employee!.name, email: employee!.email, country: 'US', address: '1 Main St' }],
            },
          ],
        },
      });
      const quote = created.body.data;
      const priced = await server.request('PUT', `/operator/v1/quotes/${quote.id}/items/${quote.items[0].id}/price`, {
        token: server.operatorToken,
        body: { price: 100 },
      });
      expect(priced.status, priced.text).toBe(200);
      return quote;
    };
    const accepted = await forBudget();
    const decided = await server.request('POST', `/api/v1/quotes/${accepted.id}/items/${accepted.items[0].id}/action`, {
      token: owner.key,
      body: { action: 'accept' },
    });
    expect(decided.status, decided.text).toBe(200);
    const exported = await server.request('POST', '/api/v1/exports', {
      token: owner.key,
      body: { kind: 'inventory', format: 'csv' },
    });
    expect(exported.status, exported.text).toBe(202);
    // A certificate on the owner's asset, as recordErasure writes it (the scope of its reads is what is tested here).
    const certificate = await clearance.insertCertificate(
      db,
      {
        companyId: owner.scope.companyId,
        livemode: owner.scope.livemode,
        assetId: device.body.data.id,
        number: `EC-2026-${randomBytes(4).toString('hex')}`,
        method: 'purge',
        tool: 'Blancco Drive Eraser 7.9',
        erasedOn: '2026-12-03',
        performedBy: 'Priya Nair',
        record: {},
        pdfSha256: '0'.repeat(64),
        issuedAt: new Date(),
      },
      Buffer.from('%PDF-1.7'),
    );
    // A refresh of the held device, as refreshes/service.ts writes it through its steps.
    const refresh = await refreshes.insertRefresh(db, owner.scope, {
      assetId: held.body.data.id,
      employeeId: employee!.id,
    });
    const quote = (await createFreeformQuote(server, { companyId: owner.scope.companyId, key: owner.key, keyId: '' }))
      .id;
    await refreshes.updateRefresh(db, refresh!.id, { quoteId: quote, storeActionId: action.body.data.id });
    made.set(owner, {
      refresh: refresh!.id,
      certificate: certificate.id,
      export: exported.body.data.id,
      budget: budget.body.data.id,
      location: location.body.data.id,
      acceptedRecipient: accepted.items[0].recipients[0].id,
      quote,
      action: action.body.data.id,
      serial,
      asset: device.body.data.id,
      endpoint: endpoint.body.data.id,
      employee: employee!,
      kit: kit!.id,
      offboardingCase: retrieved.id,
      offboardingDevice: retrieved.devices[0]!.id,
      heldAsset: held.body.data.id,
      retrieval: retrieved.devices[0]!.device_action_id!,
      policy: policy.body.data.id,
      approvalRule: rule.body.data.id,
      approvalRequest: awaiting.body.data.quote.approval.id,
      onboardingCase: submitted.id,
      onboardingQuote: submitted.quote_id!,
      auditEvent: (await server.request('GET', '/api/v1/audit-events?limit=1', { token: owner.key })).body.data[0].id,
      requestLog: '',
    });
  }
  // The request log is written in batches a moment after the responses.
  for (const owner of owners) {
    made.get(owner)!.requestLog = (
      await until(
        () => server.request('GET', '/api/v1/request-logs?limit=1', { token: owner.key }),
        (response) => response.body?.data?.length === 1,
        `the request log of ${owner.name}`,
      )
    ).body.data[0].id;
  }
  // Each owner's audit chain signed once, as the checkpoint job does.
  await checkpointAuditChains(server.running.database.db, parseAuditSigningKey(randomBytes(32).toString('base64')));
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const PAGE = { limit: 100 };

/** Each read of a list, with what it returns for a scope. */
/** Asks `read` about the employees of every case in `table`, and answers the cases of the employees it returned. */
async function employeesOfCases(
  table: typeof offboardingCases | typeof onboardingCases,
  read: (employeeIds: string[]) => Promise<Set<string>>,
): Promise<Owned[]> {
  const cases = await db
    .select({ id: table.id, employeeId: table.employeeId, companyId: table.companyId, livemode: table.livemode })
    .from(table);
  const returned = await read(cases.map((row) => row.employeeId));
  return cases.filter((row) => returned.has(row.employeeId));
}

const LIST_READS: Record<string, (scope: Scope) => Promise<Owned[]>> = {
  'quotes.listQuotes': (scope) => quotes.listQuotes(db, scope, {}, PAGE),
  'logistics.listActions': (scope) => logistics.listActions(db, scope, {}, PAGE),
  'employees.listEmployees': (scope) => employees.listEmployees(db, scope, ZListEmployeesQuery.parse(PAGE)),
  'employees.listAllEmployees': (scope) => employees.listAllEmployees(db, scope),
  'employees.listScimEmployees': async (scope) =>
    (await employees.listScimEmployees(db, scope, [], { offset: 0, limit: 1000 })).rows,
  'employees.findEmployeesByIds': (scope) =>
    employees.findEmployeesByIds(
      db,
      scope,
      owners.map((owner) => made.get(owner)!.employee.id),
    ),
  // An import's matches: every owner's HRIS id and e-mail are asked for, the scope's own come back.
  'employees.findEmployeesByKeys': (scope) =>
    employees.findEmployeesByKeys(db, scope, {
      hrisIds: owners.flatMap((owner) => made.get(owner)!.employee.hrisId ?? []),
      emails: owners.map((owner) => made.get(owner)!.employee.email.toLowerCase()),
    }),
  'employees.findActiveNotIn': (scope) => employees.findActiveNotIn(db, scope, [], 1000),
  // The import's batched lifecycle checks: every case's employee is asked for; the scope's own come back.
  'offboarding.findEmployeesWithOpenCase': (scope) =>
    employeesOfCases(offboardingCases, (ids) => offboarding.findEmployeesWithOpenCase(db, scope, ids)),
  'onboarding.findEmployeesWithActiveCase': (scope) =>
    employeesOfCases(onboardingCases, (ids) => onboarding.findEmployeesWithActiveCase(db, scope, ids)),
  'inventory.listAssets': (scope) => inventory.listAssets(db, scope, ZListAssetsQuery.parse(PAGE)),
  'inventory.findAssetsBySerials': (scope) =>
    inventory.findAssetsBySerials(
      db,
      scope,
      owners.map((owner) => made.get(owner)!.serial),
    ),
  'webhooks.listEndpoints': (scope) => webhooks.listEndpoints(db, scope),
  'onboarding.listCases': (scope) => onboarding.listCases(db, scope, ZListOnboardingCasesQuery.parse(PAGE)),
  'offboarding.listCases': (scope) =>
    offboarding.listCases(db, scope, { ...ZListOffboardingCasesQuery.parse(PAGE), today: '2026-01-01' }),
  'catalog.listKits': (scope) => catalog.listKits(db, scope, ZListKitsQuery.parse(PAGE)),
  'catalog.listCompanyKits': (scope) => catalog.listCompanyKits(db, scope),
  'policies.listPolicies': (scope) => policies.listPolicies(db, scope, PAGE),
  'policies.listAllPolicies': (scope) => policies.listAllPolicies(db, scope),
  'approvalRules.listRules': (scope) => approvalRules.listRules(db, scope, PAGE),
  'approvalRules.listAllRules': (scope) => approvalRules.listAllRules(db, scope),
  'approvalRequests.listRequests': (scope) => approvalRequests.listRequests(db, scope, {}, PAGE),
  'budgets.listBudgets': (scope) => budgets.listBudgets(db, scope, PAGE),
  'locations.listLocations': (scope) => locations.listLocations(db, scope, PAGE),
  'refreshes.listRefreshes': (scope) => refreshes.listRefreshes(db, scope, { ...PAGE, sort: '-created_at' }),
  'locations.findLocationsByIds': (scope) =>
    locations.findLocationsByIds(
      db,
      scope,
      owners.map((owner) => made.get(owner)!.location),
    ),
  'exports.listExports': (scope) => exportsRepo.listExports(db, scope, PAGE),
  'budgets.listAllBudgets': (scope) => budgets.listAllBudgets(db, scope),
  'budgets.listAcceptedRecipients': (scope) =>
    budgets.listAcceptedRecipients(db, scope, {
      currencies: ['USD'],
      from: new Date(Date.now() - 86_400_000),
      to: new Date(Date.now() + 86_400_000),
    }),
  'budgets.listRequestedDecisions': (scope) => budgets.listRequestedDecisions(db, scope, { currencies: ['USD'] }),
  'budgets.listQuoteCurrencies': async (scope) =>
    (await budgets.listQuoteCurrencies(db, scope)).map((row) => ({ ...row, id: row.currency })),
  'audit.listAuditEvents': (scope) => audit.listAuditEvents(db, scope, {}, PAGE),
  'audit.listAuditCheckpoints': (scope) => audit.listAuditCheckpoints(db, scope, PAGE),
  'budgets.listEmployeeDepartments': (scope) =>
    budgets.listEmployeeDepartments(
      db,
      scope,
      owners.map((owner) => made.get(owner)!.employee.email),
    ),
};

/** Each read of one object, asked for what one owner made, and the id it must then answer. */
type OneRead = {
  read: (scope: Scope, of: Made) => Promise<{ id: string } | undefined>;
  id: (of: Made) => string;
  /** The key is unique per company and mode only, so an operator may be answered with another company's row. */
  sharedAcrossScopes?: true;
};
const ONE_READS: Record<string, OneRead> = {
  'quotes.findQuote': { read: (scope, of) => quotes.findQuote(db, scope, of.quote), id: (of) => of.quote },
  'logistics.findAction': { read: (scope, of) => logistics.findAction(db, scope, of.action), id: (of) => of.action },
  'logistics.findActiveAction': {
    read: (scope, of) => logistics.findActiveAction(db, scope, of.serial),
    id: (of) => of.action,
  },
  'employees.findEmployee': {
    read: (scope, of) => employees.findEmployee(db, scope, of.employee.id),
    id: (of) => of.employee.id,
  },
  // Acme has the same demo employees in both modes: the other mode's answer is its own row, never this one.
  'employees.findEmployeeByEmail': {
    read: (scope, of) => employees.findEmployeeByEmail(db, scope, of.employee.email),
    id: (of) => of.employee.id,
    sharedAcrossScopes: true,
  },
  // The same holds for the HRIS id.
  'employees.findEmployeeByHrisId': {
    read: (scope, of) => employees.findEmployeeByHrisId(db, scope, of.employee.hrisId!),
    id: (of) => of.employee.id,
    sharedAcrossScopes: true,
  },
  'inventory.findAssetBySerial': {
    read: (scope, of) => inventory.findAssetBySerial(db, scope, of.serial),
    id: (of) => of.asset,
  },
  'webhooks.findEndpoint': {
    read: (scope, of) => webhooks.findEndpoint(db, scope, of.endpoint),
    id: (of) => of.endpoint,
  },
  'catalog.findKit': { read: (scope, of) => catalog.findKit(db, scope, of.kit), id: (of) => of.kit },
  // Acme's demo employees have the same e-mail addresses in both modes, as above.
  'inventory.findAssetsHeldBy': {
    read: async (scope, of) => (await inventory.findAssetsHeldBy(db, scope, of.employee.email))[0],
    id: (of) => of.heldAsset,
    sharedAcrossScopes: true,
  },
  'offboarding.findCase': {
    read: (scope, of) => offboarding.findCase(db, scope, of.offboardingCase),
    id: (of) => of.offboardingCase,
  },
  'offboarding.findOpenCase': {
    read: (scope, of) => offboarding.findOpenCase(db, scope, of.employee.id),
    id: (of) => of.offboardingCase,
  },
  'offboarding.findCaseForEndDate': {
    read: (scope, of) => offboarding.findCaseForEndDate(db, scope, of.employee.id, '2030-01-31'),
    id: (of) => of.offboardingCase,
  },
  'offboarding.listEmployeeCases': {
    read: async (scope, of) => (await offboarding.listEmployeeCases(db, scope, of.employee.id))[0],
    id: (of) => of.offboardingCase,
  },
  'onboarding.findCase': {
    read: (scope, of) => onboarding.findCase(db, scope, of.onboardingCase),
    id: (of) => of.onboardingCase,
  },
  'onboarding.findActiveCase': {
    read: (scope, of) => onboarding.findActiveCase(db, scope, of.employee.id),
    id: (of) => of.onboardingCase,
  },
  'onboarding.listEmployeeCases': {
    read: async (scope, of) => (await onboarding.listEmployeeCases(db, scope, of.employee.id))[0],
    id: (of) => of.onboardingCase,
  },
  'onboarding.findCaseForStart': {
    read: async (scope, of) =>
      onboarding.findCaseForStart(
        db,
        scope,
        of.employee.id,
        new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
      ),
    id: (of) => of.onboardingCase,
  },
  'onboarding.findCaseByQuote': {
    read: (scope, of) => onboarding.findCaseByQuote(db, scope, of.onboardingQuote),
    id: (of) => of.onboardingCase,
  },
  'offboarding.findDeviceByAction': {
    read: (scope, of) => offboarding.findDeviceByAction(db, scope, of.retrieval),
    id: (of) => of.offboardingDevice,
  },
  'policies.findPolicy': { read: (scope, of) => policies.findPolicy(db, scope, of.policy), id: (of) => of.policy },
  'approvalRules.findRule': {
    read: (scope, of) => approvalRules.findRule(db, scope, of.approvalRule),
    id: (of) => of.approvalRule,
  },
  'approvalRequests.findRequest': {
    read: (scope, of) => approvalRequests.findRequest(db, scope, of.approvalRequest),
    id: (of) => of.approvalRequest,
  },
  'budgets.findBudget': { read: (scope, of) => budgets.findBudget(db, scope, of.budget), id: (of) => of.budget },
  'clearance.findCertificateOfAsset': {
    read: (scope, of) => clearance.findCertificateOfAsset(db, scope, of.asset),
    id: (of) => of.certificate,
  },
  'inventory.findAsset': { read: (scope, of) => inventory.findAsset(db, scope, of.asset), id: (of) => of.asset },
  'refreshes.findRefresh': {
    read: (scope, of) => refreshes.findRefresh(db, scope, of.refresh),
    id: (of) => of.refresh,
  },
  'refreshes.findOpenRefreshOfAsset': {
    read: (scope, of) => refreshes.findOpenRefreshOfAsset(db, scope, of.heldAsset),
    id: (of) => of.refresh,
  },
  'refreshes.findRefreshByQuote': {
    read: (scope, of) => refreshes.findRefreshByQuote(db, scope, of.quote),
    id: (of) => of.refresh,
  },
  'refreshes.findRefreshByStore': {
    read: (scope, of) => refreshes.findRefreshByStore(db, scope, of.action),
    id: (of) => of.refresh,
  },
  'locations.findLocation': {
    read: (scope, of) => locations.findLocation(db, scope, of.location),
    id: (of) => of.location,
  },
  // Every owner has a 'Main warehouse': the name is unique per company and mode only.
  'locations.findLocationByName': {
    read: (scope, _of) => locations.findLocationByName(db, scope, 'main WAREHOUSE'),
    id: (of) => of.location,
    sharedAcrossScopes: true,
  },
  // Every owner has an Engineering monthly budget: the key is unique per company and mode only.
  'budgets.findBudgetByKey': {
    read: (scope, _of) => budgets.findBudgetByKey(db, scope, { department: 'engineering', period: 'month' }),
    id: (of) => of.budget,
    sharedAcrossScopes: true,
  },
  'audit.findAuditEvent': {
    read: (scope, of) => audit.findAuditEvent(db, scope, of.auditEvent),
    id: (of) => of.auditEvent,
  },
  'exports.findExport': { read: (scope, of) => exportsRepo.findExport(db, scope, of.export), id: (of) => of.export },
};

/**
 * Reads that take a company's scope only (their type refuses the operator's): the request log, stored in batches per
 * company and mode, is read one company at a time.
 */
const COMPANY_LIST_READS: Record<string, (scope: CompanyScope) => Promise<Owned[]>> = {
  'requestLogs.listRequestLogs': (scope) => requestLogs.listRequestLogs(db, scope, {}, { take: 100 }),
};
const COMPANY_ONE_READS: Record<
  string,
  { read: (scope: CompanyScope, of: Made) => Promise<Owned | undefined>; id: (of: Made) => string }
> = {
  'requestLogs.findRequestLog': {
    read: (scope, of) => requestLogs.findRequestLog(db, scope, { id: of.requestLog }),
    id: (of) => of.requestLog,
  },
};

/** Reads of a company's settings and of what names a location: each has its own test below. */
const SETTINGS_READS = ['inventorySettings.findSettings', 'locations.findReferences'];

/** Reads that answer a number: counted against the list of the same rows. */
const COUNT_READS = { 'webhooks.countEndpoints': (scope: Scope) => webhooks.countEndpoints(db, scope) };

/** Counts that only a company scope may ask for. */
const COMPANY_COUNT_READS = {
  'exports.countInProgress': (scope: CompanyScope) => exportsRepo.countInProgress(db, scope),
};

const isIn = (row: Owned, scope: Scope) =>
  scope.kind === 'operator' || (row.companyId === scope.companyId && row.livemode === scope.livemode);

describe('repo reads and their scope', () => {
  it('covers every exported repo read that takes a scope', () => {
    const modules = {
      quotes,
      logistics,
      employees,
      inventory,
      webhooks,
      catalog,
      offboarding,
      policies,
      onboarding,
      approvalRules,
      approvalRequests,
      budgets,
      locations,
      refreshes,
      inventorySettings,
      clearance,
      audit,
      requestLogs,
      exports: exportsRepo,
    };
    const scoped = Object.entries(modules).flatMap(([name, module]) =>
      Object.entries(module)
        .filter(([fn, value]) => typeof value === 'function' && /^(find|list|count)/.test(fn))
        .filter(([, value]) => /^async function \w+\(db, scope\b/.test(String(value)))
        .map(([fn]) => `${name}.${fn}`),
    );
    expect(scoped.sort()).toEqual(
      [
        ...Object.keys(LIST_READS),
        ...Object.keys(ONE_READS),
        ...Object.keys(COUNT_READS),
        ...Object.keys(COMPANY_COUNT_READS),
        ...Object.keys(COMPANY_LIST_READS),
        ...Object.keys(COMPANY_ONE_READS),
        ...SETTINGS_READS,
      ].sort(),
    );
  });

  it.each(Object.keys(LIST_READS))(
    '%s returns only the rows of a company scope, and every company’s to operators',
    async (read) => {
      for (const owner of owners) {
        const rows = await LIST_READS[read]!(owner.scope);
        expect(rows.length, `${read} for ${owner.name}`).toBeGreaterThan(0);
        for (const row of rows)
          expect(isIn(row, owner.scope), `${read} for ${owner.name} returned ${row.companyId}/${row.livemode}`).toBe(
            true,
          );
      }
      const all = await LIST_READS[read]!(OPERATOR_SCOPE);
      expect(new Set(all.map((row) => `${row.companyId}/${row.livemode}`)).size, read).toBe(owners.length);
    },
  );

  it.each(Object.keys(ONE_READS))('%s finds an object in its own scope only (and any for operators)', async (read) => {
    const { read: find, id, sharedAcrossScopes } = ONE_READS[read]!;
    for (const owner of owners) {
      const expected = id(made.get(owner)!);
      for (const asker of owners) {
        const row = await find(asker.scope, made.get(owner)!);
        expect(row?.id === expected, `${read} of ${owner.name}'s object asked by ${asker.name}`).toBe(owner === asker);
      }
      const seen = await find(OPERATOR_SCOPE, made.get(owner)!);
      if (sharedAcrossScopes) expect(seen, `${read} of ${owner.name}'s object by an operator`).toBeDefined();
      else expect(seen?.id, `${read} of ${owner.name}'s object by an operator`).toBe(expected);
    }
  });

  it.each(Object.keys(COMPANY_LIST_READS))('%s returns only the rows of the company scope', async (read) => {
    for (const owner of owners) {
      const rows = await COMPANY_LIST_READS[read]!(owner.scope);
      expect(rows.length, `${read} for ${owner.name}`).toBeGreaterThan(0);
      for (const row of rows)
        expect(isIn(row, owner.scope), `${read} for ${owner.name} returned ${row.companyId}/${row.livemode}`).toBe(
          true,
        );
    }
  });

  it.each(Object.keys(COMPANY_ONE_READS))('%s finds an object in its own scope only', async (read) => {
    const { read: find, id } = COMPANY_ONE_READS[read]!;
    for (const owner of owners) {
      const expected = id(made.get(owner)!);
      for (const asker of owners) {
        const row = await find(asker.scope, made.get(owner)!);
        expect(row?.id === expected, `${read} of ${owner.name}'s object asked by ${asker.name}`).toBe(owner === asker);
      }
    }
  });

  it('webhooks.countEndpoints counts the scope’s endpoints only', async () => {
    for (const scope of [...owners.map((owner) => owner.scope), OPERATOR_SCOPE]) {
      expect(await COUNT_READS['webhooks.countEndpoints'](scope)).toBe(
        (await webhooks.listEndpoints(db, scope)).length,
      );
    }
    expect(await COUNT_READS['webhooks.countEndpoints'](OPERATOR_SCOPE)).toBe(owners.length);
  });

  it('inventorySettings.findSettings and locations.findReferences see the scope’s own settings only', async () => {
    const [first, ...others] = owners;
    const location = made.get(first!)!.location;
    await inventorySettings.upsertSettings(db, first!.scope, {
      defaultStorageType: 'location',
      defaultLocationId: location,
      defaultClearanceOutcome: null,
    });
    try {
      expect(await inventorySettings.findSettings(db, first!.scope)).toMatchObject({
        companyId: first!.scope.companyId,
        livemode: first!.scope.livemode,
        defaultLocationId: location,
      });
      expect((await locations.findReferences(db, first!.scope, location)).isDefault).toBe(true);
      expect((await locations.findReferences(db, OPERATOR_SCOPE, location)).isDefault).toBe(true);
      for (const other of others) {
        expect(await inventorySettings.findSettings(db, other.scope), other.name).toBeUndefined();
        expect((await locations.findReferences(db, other.scope, location)).isDefault, other.name).toBe(false);
      }
    } finally {
      await inventorySettings.upsertSettings(db, first!.scope, {
        defaultStorageType: 'loadout_hub',
        defaultLocationId: null,
        defaultClearanceOutcome: null,
      });
    }
  });

  it('exports.countInProgress counts the scope’s queued and running exports only', async () => {
    for (const owner of owners) {
      const inProgress = (await exportsRepo.listExports(db, owner.scope, PAGE)).filter((row) =>
        ['queued', 'running'].includes(row.status),
      );
      expect(inProgress.length, `${owner.name} has an export in progress`).toBeGreaterThan(0);
      expect(await COMPANY_COUNT_READS['exports.countInProgress'](owner.scope)).toBe(inProgress.length);
    }
  });
});

/** Never called: `npm run typecheck` compiles it, and each line must fail to compile, or the expect-error fails. */
export function readsCannotBeCalledWithoutAScope(id: string) {
  // @ts-expect-error a repo read takes a scope
  void quotes.findQuote(db, id);
  // @ts-expect-error null is not a scope (it used to mean "every company")
  void quotes.listQuotes(db, null, {}, PAGE);
  // @ts-expect-error neither is a bare company id and mode: a scope says its kind
  void logistics.findAction(db, { companyId: id, livemode: true }, id);
  // @ts-expect-error a repo read takes a scope
  void employees.listAllEmployees(db);
  // @ts-expect-error undefined is not a scope
  void webhooks.findEndpoint(db, undefined, id);
  // @ts-expect-error the request log is read one company at a time
  void requestLogs.listRequestLogs(db, OPERATOR_SCOPE, {}, { take: 1 });
}
