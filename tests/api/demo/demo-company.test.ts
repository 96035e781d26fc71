import { once } from 'node:events';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDeviceProductType } from '@/lib/device-types';
import { chainsOfCompany, verifyAuditChain } from '@/server/audit/verify';
import { loadConfig, type Config } from '@/server/config';
import { startDemoApi, type DemoApi } from '@/server/demo/start-api';
import { findTestReceiverEndpoint } from '@/server/demo/test-receiver';
import { withDemoDefaults } from '@/server/demo/environment';
import { createTestDatabase, type TestDatabase } from '../../support/database';
import { sendRequest } from '../../support/server';

// `npm start` on an empty database builds Acme as it looks after six months of use (server/demo/company/). Checked
// here through the public API, as a newcomer's dashboard reads it: every state there is to see exists, dated over the
// months, the inventory holds what was delivered, budgets add up, and the audit log verifies.

const DAY_MS = 86_400_000;
let database: TestDatabase;
let demo: DemoApi;
let config: Config;
let url: string;
let key: string;

beforeAll(async () => {
  database = await createTestDatabase();
  config = loadConfig(
    withDemoDefaults({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.url,
      DASHBOARD_USERS_FILE: path.join(database.dataDir ?? os.tmpdir(), 'users.json'),
      LOG_LEVEL: 'silent',
      WORKER_IN_PROCESS: 'false',
      // Where the dashboard's built-in webhook test receiver would listen: a port nothing listens on, as while
      // `npm start` builds the company before the dashboard runs.
      DASHBOARD_PORT: String(await freePort()),
    }),
  );
  demo = await startDemoApi(config, pino({ level: 'silent' }));
  const address = demo.running.app!.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  key = demo.secrets.api_key!;
}, 180_000);
afterAll(async () => {
  await demo?.running.stop();
  await database?.drop();
});

/** Every page of a list, with the company's key or (`operator`) the operator token. */
async function all(pathAndQuery: string, operator = false): Promise<any[]> {
  const rows: any[] = [];
  let cursor: string | null = null;
  do {
    const separator = pathAndQuery.includes('?') ? '&' : '?';
    const response = await sendRequest(
      url,
      'GET',
      `${pathAndQuery}${separator}limit=100${cursor ? `&cursor=${cursor}` : ''}`,
      { token: operator ? demo.secrets.operator_token : key },
    );
    expect(response.status, response.text).toBe(200);
    rows.push(...response.body.data);
    cursor = response.body.meta.next_cursor;
  } while (cursor);
  return rows;
}

/** A loopback port that nothing listens on. */
async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

const daysAgo = (timestamp: string) => (Date.now() - Date.parse(timestamp)) / DAY_MS;

describe('the demo company after six months', () => {
  it('has quotes in every status, dated over six months, with alternatives and several recipients', async () => {
    const quotes = await all('/api/v1/quotes');
    const statuses = new Set(quotes.map((quote) => quote.status));
    for (const status of ['Pending Review', 'Quoted', 'Awaiting Approval', 'Approved', 'In Progress', 'Delivered']) {
      expect(statuses, status).toContain(status);
    }
    expect(Math.max(...quotes.map((quote) => daysAgo(quote.created_at)))).toBeGreaterThan(150);
    expect(new Set(quotes.map((quote) => quote.created_at.slice(0, 7))).size).toBeGreaterThanOrEqual(6);
    const items = quotes.flatMap((quote) => quote.items);
    expect(items.some((item) => item.alternatives.length > 0)).toBe(true);
    expect(items.some((item) => item.selected_option?.type === 'alternative')).toBe(true);
    expect(items.some((item) => item.recipients.length > 1)).toBe(true);
    expect(items.some((item) => item.mode === 'freeform')).toBe(true);

    // An open question of the operator, unanswered.
    expect(quotes.some((quote) => quote.status === 'Pending Review' && quote.action_required)).toBe(true);
    // Partly decided: the approval rules collect IT staff's decisions until every item has one; some items have
    // one, among them the original of an item rejected while its alternative is still open.
    expect(
      quotes.some((quote) => {
        if (quote.status !== 'Quoted' || quote.approval?.status !== 'collecting') return false;
        const decided = new Set(quote.approval.decisions.map((decision: any) => decision.item_id));
        const rejectedOriginal = quote.approval.decisions.find(
          (decision: any) => decision.action === 'reject' && decision.alternative_id === null,
        );
        const itemOf = (id: string) => quote.items.find((item: any) => item.id === id);
        return (
          decided.size > 0 &&
          decided.size < quote.items.length &&
          rejectedOriginal !== undefined &&
          itemOf(rejectedOriginal.item_id).alternatives.length > 0 &&
          !quote.approval.decisions.some((decision: any) => decision.alternative_id !== null)
        );
      }),
    ).toBe(true);
    // Declined by the manager, back to Quoted.
    expect(quotes.some((quote) => quote.status === 'Quoted' && quote.approval?.status === 'declined')).toBe(true);
    // Awaiting each step: the manager's, and finance's after the manager approved.
    const awaiting = quotes.filter((quote) => quote.status === 'Awaiting Approval');
    expect(awaiting.some((quote) => quote.approval.steps[0].status === 'pending')).toBe(true);
    expect(
      awaiting.some(
        (quote) => quote.approval.steps[0].status === 'approved' && quote.approval.steps[1]?.status === 'pending',
      ),
    ).toBe(true);
    // In Progress: one recipient on the way with tracking, one delivered, one waiting.
    const inProgress = quotes.find((quote) => quote.status === 'In Progress');
    const recipients = inProgress.items.flatMap((item: any) => item.recipients);
    expect(recipients.map((recipient: any) => recipient.status).sort()).toEqual(['Delivered', 'Ordered', 'Shipped']);
    expect(recipients.find((recipient: any) => recipient.status === 'Shipped').tracking_code).toBeTruthy();
  });

  it('has device actions of each type in each status, with the operator’s comments and an open question', async () => {
    const actions = await all('/api/v1/device-actions');
    for (const type of ['Store', 'Assign', 'Reassign']) {
      for (const status of ['In Progress', 'Completed', 'Cancelled']) {
        expect(
          actions.some((action) => action.action_type === type && action.status === status),
          `${type} ${status}`,
        ).toBe(true);
      }
    }
    expect(actions.some((action) => action.comments.some((comment: any) => comment.source === 'operator'))).toBe(true);
    expect(actions.some((action) => action.status === 'In Progress' && action.action_required)).toBe(true);
  });

  it('has warehouses and offices, and devices kept at one: a Store received there with its grade', async () => {
    const locations = await all('/api/v1/locations');
    expect(locations.map((location) => location.name).sort()).toEqual([
      'Austin warehouse',
      'Berlin office',
      'London office',
    ]);
    const austin = locations.find((location) => location.name === 'Austin warehouse');
    const assets = await all('/api/v1/assets?status=in_storage');
    const keptInAustin = assets.filter((asset) => asset.storage?.location_id === austin.id);
    expect(keptInAustin.length).toBeGreaterThanOrEqual(1);
    expect(keptInAustin.some((asset) => asset.condition_grade === 'B' && asset.received_at)).toBe(true);
    const actions = await all('/api/v1/device-actions?action_type=Store');
    expect(
      actions.some(
        (action) =>
          action.status === 'In Progress' &&
          action.external &&
          action.destination?.type === 'location' &&
          action.destination.location_id === austin.id,
      ),
    ).toBe(true);
  });

  it('has a cleared device with its erasure certificate, out of the active inventory', async () => {
    const cleared = await all('/api/v1/assets?status=cleared');
    expect(cleared).toHaveLength(1);
    const [asset] = cleared;
    expect(asset).toMatchObject({
      status: 'cleared',
      condition_grade: 'B',
      clearance: { outcome: 'resale', credited_amount: 420, currency: 'USD' },
      erasure: { method: 'purge', certificate_url: `/api/v1/assets/${asset.id}/erasure-certificate` },
    });
    const record = await sendRequest(url, 'GET', asset.erasure.certificate_url, {
      token: key,
      headers: { accept: 'application/json' },
    });
    expect(record.status, record.text).toBe(200);
    expect(record.body.data).toMatchObject({
      number: asset.erasure.certificate_number,
      device: { serial_number: asset.serial_number },
      performed_by: 'Priya Nair',
      pdf_sha256: asset.erasure.pdf_sha256,
    });
    expect((await all('/api/v1/assets')).some((active) => active.id === asset.id)).toBe(false);
  });

  it("has a device waiting in the operator's clearance queue: received broken, to be erased and recycled", async () => {
    const queue = await all('/operator/v1/clearance-queue', true);
    expect(queue).toEqual([
      expect.objectContaining({
        status: 'in_storage',
        storage: { type: 'clearance', outcome: 'recycle' },
        condition_grade: 'D',
        erasure: null,
      }),
    ]);
  });

  it('has an inventory of 150+ devices, held by directory employees or in storage, holding every delivered unit', async () => {
    const [assets, employees, quotes] = await Promise.all([
      all('/api/v1/assets'),
      all('/api/v1/employees'),
      all('/api/v1/quotes?status=delivered,in_progress'),
    ]);
    expect(assets.length).toBeGreaterThanOrEqual(150);
    const directory = new Set(employees.map((employee) => employee.email));
    const held = assets.filter((asset) => asset.employee);
    expect(held.length).toBeGreaterThan(0);
    expect(held.every((asset) => directory.has(asset.employee.email))).toBe(true);
    expect(assets.some((asset) => !asset.employee)).toBe(true);
    const serials = new Set(assets.map((asset) => asset.serial_number));
    // Devices join the inventory on delivery; accessories (a headset, a dock) do not.
    const delivered = quotes
      .flatMap((quote) => quote.items)
      .filter((item) => isDeviceProductType(item.product_type ?? item.specification.product_type))
      .flatMap((item) => item.recipients)
      .filter((recipient) => recipient.status === 'Delivered')
      .flatMap((recipient) => recipient.serial_number.split(/[\s,]+/));
    expect(delivered.length).toBeGreaterThan(20);
    expect(delivered.filter((serial) => !serials.has(serial))).toEqual([]);
  });

  it('has approval rules with a two-step one, an equipment policy with a choice, and budgets that add up', async () => {
    const rules = await all('/api/v1/approval-rules');
    expect(rules.some((rule) => rule.second_step)).toBe(true);
    const policies = await all('/api/v1/equipment-policies');
    expect(policies.some((policy) => policy.choices.length > 0)).toBe(true);
    const budgets = await all('/api/v1/budgets');
    expect(budgets.length).toBeGreaterThanOrEqual(3);
    const company = budgets.find((budget) => budget.department === null);
    // This quarter's figures are the sums of the quotes the budget lists against it.
    const commitments = await all(`/api/v1/budgets/${company.id}/commitments`);
    expect(company.figures.committed).toBeGreaterThan(0);
    const sum = (field: 'committed' | 'spent') =>
      commitments.reduce((total, commitment) => total + commitment[field], 0);
    expect(sum('committed')).toBeCloseTo(company.figures.committed, 2);
    expect(sum('spent')).toBeCloseTo(company.figures.spent, 2);
    // Money was spent in earlier periods too: the company's last quarter, and Engineering's month of its spring hires.
    const figuresAt = async (budget: any, days: number) => {
      const day = new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);
      const response = await sendRequest(url, 'GET', `/api/v1/budgets/${budget.id}?at=${day}`, { token: key });
      expect(response.status, response.text).toBe(200);
      return response.body.data.figures;
    };
    expect((await figuresAt(company, 100)).spent).toBeGreaterThan(0);
    const engineering = budgets.find((budget) => budget.department === 'Engineering');
    expect((await figuresAt(engineering, 157)).spent).toBeGreaterThan(0);
  });

  it('reports in USD and buys in EUR and GBP too, each quote counted at the rate stored with its commitment', async () => {
    const settings = await sendRequest(url, 'GET', '/api/v1/currency-settings', { token: key });
    expect(settings.body.data.reporting_currency).toBe('USD');
    const quotes = await all('/api/v1/quotes');
    for (const currency of ['EUR', 'GBP']) {
      const bought = quotes.filter((quote) => quote.currency === currency && quote.status === 'Delivered');
      expect(bought.length, currency).toBeGreaterThan(0);
      for (const quote of bought) {
        expect(quote.committed_conversion).toMatchObject({
          currency: 'USD',
          rate: expect.stringMatching(/^\d+\.\d+$/),
        });
        expect(quote.items[0].recipients[0].spent_conversion).toMatchObject({ currency: 'USD' });
      }
    }
    // The company-wide budget of the quarter the euro monitors were delivered in counts them, converted.
    const company = (await all('/api/v1/budgets')).find((budget) => budget.department === null);
    const euros = quotes.find((quote) => quote.currency === 'EUR' && quote.status === 'Delivered');
    const day = euros.status_timestamps.Delivered.slice(0, 10);
    const figures = (await sendRequest(url, 'GET', `/api/v1/budgets/${company.id}?at=${day}`, { token: key })).body.data
      .figures;
    expect(figures.by_currency.map((entry: { currency: string }) => entry.currency)).toContain('EUR');
    expect(figures.not_converted).toEqual([]);
  });

  it('has hires at each point of onboarding and leavers with devices out and retrieved', async () => {
    const onboarding = await all('/api/v1/onboarding-cases');
    const inDays = (day: string) => Math.round((Date.parse(`${day}T00:00:00Z`) - Date.now()) / DAY_MS);
    // Starting in 9 days, the choice link still unanswered.
    expect(
      onboarding.some(
        (hire) => hire.status === 'open' && hire.choices_made_at === null && [8, 9].includes(inDays(hire.start_date)),
      ),
    ).toBe(true);
    expect(onboarding.some((hire) => hire.status === 'open' && hire.choices_made_at !== null)).toBe(true);
    expect(onboarding.some((hire) => hire.late && hire.status === 'submitted')).toBe(true);

    const offboarding = await all('/api/v1/offboarding-cases');
    expect(offboarding.some((leaver) => leaver.status === 'open' && leaver.outstanding_devices > 0)).toBe(true);
    expect(offboarding.some((leaver) => leaver.status === 'completed')).toBe(true);
  });

  it('has exports ready to download, and a sandbox the developers used', async () => {
    const exports = await all('/api/v1/exports');
    expect(exports.filter((entry) => entry.status === 'succeeded').length).toBeGreaterThanOrEqual(2);
    const testKey = /Acme test API key \(all scopes, autopilot\): (lo_test_\w+)/.exec(demo.lines.join('\n'))![1]!;
    const sandbox = await sendRequest(url, 'GET', '/api/v1/quotes?limit=100', { token: testKey });
    expect(sandbox.body.data.map((quote: any) => quote.status)).toEqual(
      expect.arrayContaining(['Delivered', 'Pending Review']),
    );
  });

  it('has a webhook endpoint on the dashboard’s test receiver, with deliveries that wait for the dashboard', async () => {
    const receiverBase = `http://127.0.0.1:${config.DASHBOARD_PORT}/api/webhooks/test-receiver/`;
    const endpoints = (await sendRequest(url, 'GET', '/api/v1/webhooks', { token: key })).body.data;
    const onReceiver = endpoints.filter((endpoint: any) => endpoint.url.startsWith(receiverBase));
    expect(onReceiver).toHaveLength(1);
    expect(onReceiver[0]).toMatchObject({ events: ['*'], is_active: true });
    const endpoint = (await sendRequest(url, 'GET', `/api/v1/webhooks/${onReceiver[0].id}`, { token: key })).body.data;
    // The test event sent while the dashboard did not run failed for good; the events since wait for their retry.
    const deliveries = endpoint.recent_deliveries;
    const testEvent = deliveries.find((delivery: any) => delivery.event_type === 'webhook.test');
    expect(testEvent).toMatchObject({ status: 'failed', attempts: 1, last_response_status: null });
    expect(testEvent.last_error).toMatch(/ECONNREFUSED|refused/i);
    const waiting = deliveries.filter((delivery: any) => delivery.status === 'pending');
    expect(waiting.length).toBeGreaterThanOrEqual(5);
    expect(new Set(waiting.map((delivery: any) => delivery.event_type)).size).toBeGreaterThan(1);
    // Each failed while nothing listened and waits for its retry, or waits behind an earlier event of its object.
    const refused = waiting.filter((delivery: any) => /ECONNREFUSED/.test(delivery.last_error));
    expect(refused.length).toBeGreaterThanOrEqual(5);
    for (const delivery of refused) expect(delivery.next_attempt_at).not.toBeNull();
    // What `npm start` tells the dashboard, so that it verifies the retries.
    const named = await findTestReceiverEndpoint(demo.running.database.db, config, key);
    expect(named).toMatchObject({ id: endpoint.id, url: endpoint.url, secret: expect.stringMatching(/^whsec_/) });
  });

  it('has six months of audit history that verifies, and request-log entries', async () => {
    const events = await all('/api/v1/audit-events');
    expect(Math.max(...events.map((event) => daysAgo(event.occurred_at)))).toBeGreaterThan(150);
    const companyId = (await sendRequest(url, 'GET', '/api/v1/api-keys/current', { token: key })).body.data.company_id;
    const db = demo.running.database.db;
    for (const chain of await chainsOfCompany(db, companyId)) {
      const report = await verifyAuditChain(db, chain);
      expect(report.problems).toEqual([]);
    }
    await expect
      .poll(async () => (await sendRequest(url, 'GET', '/api/v1/request-logs?limit=1', { token: key })).body.data)
      .not.toEqual([]);
  });

  it('has reference exchange rates for USD, GBP, JPY and CHF on every working day of its history', async () => {
    const operator = (path: string) => sendRequest(url, 'GET', path, { token: demo.secrets.operator_token });
    const quotes = await all('/api/v1/quotes');
    const firstDay = quotes.map((quote) => quote.created_at.slice(0, 10)).sort()[0];
    const days = [firstDay, new Date().toISOString().slice(0, 10)];
    for (let day = Date.parse(`${firstDay}T00:00:00Z`); day < Date.now(); day += 7 * DAY_MS)
      days.push(new Date(day).toISOString().slice(0, 10));
    for (const day of days) {
      const on = (await operator(`/operator/v1/fx-rates/effective?day=${day}&currencies=USD,GBP,JPY,CHF`)).body.data;
      expect(on.missing, day).toEqual([]);
      // The rate of the day itself, or of a working day at most four days before it (a weekend, a holiday).
      for (const rate of on.rates) expect((Date.parse(day) - Date.parse(rate.day)) / DAY_MS).toBeLessThanOrEqual(4);
    }
    const usd = await all('/operator/v1/fx-rates?currency=USD', true);
    expect(usd.every((rate) => Number(rate.per_eur) >= 1.05 && Number(rate.per_eur) <= 1.12)).toBe(true);
    expect(usd.some((rate) => [0, 6].includes(new Date(rate.day).getUTCDay()))).toBe(false);
  });
});
