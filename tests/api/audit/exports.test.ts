import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES } from '@/lib/contract/access';
import { queryRows } from '@/server/db/client';
import { exportsTable } from '@/server/db/schema';
import { enqueueJob } from '@/server/jobs/queue';
import { exportRunJob } from '@/server/exports/jobs';
import { downloadUrl } from '@/server/exports/service';
import { loadOrCreateKeyFile, SecretBox } from '@/server/webhooks/secret-box';
import { createCompanyWithKey, createKey, type CompanyWithKey } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/server';
import { startMailServer, type MailServer } from '../../support/smtp';
import { until } from '../../support/time';
import { readXlsx } from '../../support/xlsx';

// Exports over HTTP with the real worker: each kind's rows and columns with the list's filters, read back from CSV
// and XLSX, formula injection neutralised, isolation, signed download URLs, e-mail, failure and the 7-day prune.

let server: TestServer;
let smtp: MailServer;
let acme: CompanyWithKey;
let globex: CompanyWithKey;
let acmeTest: string;

const IT = { 'loadout-actor-email': 'it@acme.example', 'loadout-actor-name': 'Ida%20Tanaka' };

const api = (method: string, url: string, body?: unknown, key = acme.key, headers: Record<string, string> = {}) =>
  server.request(method, `/api/v1${url}`, { token: key, body, headers });
const operator = async (method: string, url: string, body?: unknown) => {
  const response = await server.request(method, `/operator/v1${url}`, { token: server.operatorToken, body });
  expect(response.status, `${method} ${url}: ${response.text}`).toBeLessThan(300);
  return response.body.data;
};
const db = () => server.running.database.db;

/** Posts an export and waits until the worker finished it; the finished export. */
async function exported(
  kind: string,
  format: 'csv' | 'xlsx',
  filters: Record<string, string> = {},
  key = acme.key,
  headers = {},
) {
  const created = await api('POST', '/exports', { kind, format, filters }, key, headers);
  expect(created.status, created.text).toBe(202);
  expect(created.body.data).toMatchObject({ kind, format, filters, status: 'queued', download_url: null });
  const done = await until(
    () => api('GET', `/exports/${created.body.data.id}`, undefined, key),
    (response) => ['succeeded', 'failed'].includes(response.body.data?.status),
    `export ${kind}`,
  );
  expect(done.body.data.status, done.body.data.error).toBe('succeeded');
  return done.body.data;
}

async function download(url: string) {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

const csvOf = (bytes: Buffer): string[][] => parse(bytes.toString('utf8'), { bom: true, relax_column_count: false });

async function addDevice(key: string, serial: string, extra: Record<string, unknown> = {}) {
  const response = await api(
    'POST',
    '/devices',
    { serial_number: serial, device_type: 'Laptop', model: 'MacBook Pro 14', country: 'GB', ...extra },
    key,
  );
  expect(response.status, response.text).toBe(201);
}

beforeAll(async () => {
  smtp = await startMailServer();
  server = await startTestServer({
    env: {
      WORKER_IN_PROCESS: 'true',
      WORKER_POLL_INTERVAL: '100ms',
      SMTP_URL: smtp.url,
      EMAIL_FROM: 'Loadout <no-reply@loadout.test>',
      DASHBOARD_URL: 'http://127.0.0.1:3999',
    },
  });
  acme = await createCompanyWithKey(server, { name: 'Acme', scopes: SCOPES });
  globex = await createCompanyWithKey(server, { name: 'Globex', scopes: SCOPES });
  const csv = [
    'HRIS ID,Name,Email,Status,Country,Department',
    'E-1,Ada Lovelace,ada@acme.example,active,GB,Engineering',
    'E-2,Bob Seller,bob@acme.example,active,DE,Sales',
    'E-3,Cy Former,cy@acme.example,inactive,GB,Engineering',
  ].join('\n');
  const imported = await server.request('POST', `/operator/v1/companies/${acme.companyId}/employees/import`, {
    token: server.operatorToken,
    body: csv,
    headers: { 'content-type': 'text/csv' },
  });
  expect(imported.status, imported.text).toBe(200);
  acmeTest = (await createKey(server, acme.companyId, { mode: 'test', scopes: SCOPES })).key;

  await addDevice(acme.key, 'EXP-IN-USE-1', {
    employee: { name: 'Ada Lovelace', email: 'ada@acme.example' },
    cost: 1999.5,
  });
  await addDevice(acme.key, 'EXP-IN-USE-2', {
    employee: { name: '=HYPERLINK("http://evil.example","x")', email: 'bob@acme.example' },
    description: '+1 cmd|/c calc',
    condition: '@SUM(A1)',
    cost: 1200,
  });
  await addDevice(acme.key, 'EXP-STORED-1', { description: '-2+3', device_type: 'Monitor', model: 'Dell U2723' });
  await addDevice(globex.key, 'EXP-GLOBEX-1', { employee: { name: 'Gina Globex' } });
  await addDevice(acmeTest, 'EXP-SANDBOX-1', { employee: { name: 'Sandy Box' } });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('inventory', () => {
  it('exports only the filtered rows to CSV with the columns of the list, neutralising formulas', async () => {
    const done = await exported('inventory', 'csv', { status: 'in_use', search: 'EXP-' });
    expect(done).toMatchObject({
      row_count: 2,
      rows_written: 2,
      file_name: expect.stringMatching(/^inventory-\d{4}-\d{2}-\d{2}\.csv$/),
    });
    expect(done.download_url).toMatch(/\/api\/v1\/exports\/[\w-]+\/download\?expires=\d+&signature=[\w-]+$/);
    const { response, bytes } = await download(done.download_url);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${done.file_name}"`);
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(bytes.toString('utf8')).toContain('\r\n');
    const [header, ...rows] = csvOf(bytes);
    expect(header!.slice(0, 8)).toEqual([
      'Serial number',
      'Device type',
      'Model',
      'Description',
      'Country',
      'Status',
      'Employee',
      'Employee e-mail',
    ]);
    // The device's life came later: its columns follow the first ones, whose places stay.
    expect(header!.slice(-5)).toEqual(['ID', 'Purchased on', 'Warranty ends on', 'Refresh due on', 'Book value']);
    const bySerial = new Map(rows.map((row) => [row[0], row]));
    expect([...bySerial.keys()].sort()).toEqual(['EXP-IN-USE-1', 'EXP-IN-USE-2']);
    const evil = bySerial.get('EXP-IN-USE-2')!;
    expect(evil[6]).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(evil[3]).toBe("'+1 cmd|/c calc");
    expect(evil[8]).toBe("'@SUM(A1)");
    expect(bySerial.get('EXP-IN-USE-1')![9]).toBe('1999.5');
  });

  it('exports to XLSX with numbers as numbers and text neutralised, and the same rows as the list', async () => {
    const done = await exported('inventory', 'xlsx', { search: 'EXP-', sort: 'created_at' });
    expect(done.row_count).toBe(3);
    const { response, bytes } = await download(done.download_url);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const [header, ...rows] = readXlsx(bytes);
    expect(header![0]).toBe('Serial number');
    expect(rows.map((row) => row[0])).toEqual(['EXP-IN-USE-1', 'EXP-IN-USE-2', 'EXP-STORED-1']);
    expect(rows[0]![9]).toBe(1999.5);
    expect(rows[1]![6]).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(rows[2]![3]).toBe("'-2+3");
    const listed = await api('GET', '/assets?search=EXP-&sort=created_at');
    expect(listed.body.data.map((asset: { serial_number: string }) => asset.serial_number)).toEqual(
      rows.map((row) => row[0]),
    );
  });

  it('keeps companies and modes apart: a test key exports sandbox data, another company sees no export', async () => {
    const sandbox = await exported('inventory', 'csv', { search: 'EXP-' }, acmeTest);
    const [, ...rows] = csvOf((await download(sandbox.download_url)).bytes);
    expect(rows.map((row) => row[0])).toEqual(['EXP-SANDBOX-1']);
    expect(sandbox.livemode).toBe(false);
    const live = await api('GET', `/exports/${sandbox.id}`);
    expect(live.status).toBe(404);
    const other = await api('GET', `/exports/${sandbox.id}`, undefined, globex.key);
    expect(other.status).toBe(404);
    const globexList = await api('GET', '/exports', undefined, globex.key);
    expect(globexList.body.data).toEqual([]);
    const globexExport = await exported('inventory', 'csv', { search: 'EXP-' }, globex.key);
    const [, ...globexRows] = csvOf((await download(globexExport.download_url)).bytes);
    expect(globexRows.map((row) => row[0])).toEqual(['EXP-GLOBEX-1']);
  });
});

describe('other kinds', () => {
  it('exports quotes with one row per item and recipient, with the list filters', async () => {
    const created = await api('POST', '/quotes', {
      requester_email: 'it@acme.example',
      po_number: 'PO-EXPORT-1',
      items: [
        {
          product_type: 'Laptop',
          quantity: 2,
          specification: { brand: 'Apple', model: 'MacBook Air' },
          recipients: [
            { name: 'Ada Lovelace', email: 'ada@acme.example', country: 'GB', address: '1 Main St', quantity: 1 },
            { name: 'Bob Seller', email: 'bob@acme.example', country: 'DE', address: '2 Haupt St', quantity: 1 },
          ],
        },
        {
          product_type: 'Monitor',
          specification: { brand: 'Dell', model: 'U2723' },
          recipients: [{ name: 'Ada Lovelace', email: 'ada@acme.example', country: 'GB', address: '1 Main St' }],
        },
      ],
    });
    expect(created.status, created.text).toBe(202);
    const other = await api('POST', '/quotes', {
      requester_email: 'someone@acme.example',
      items: [
        {
          product_type: 'Phone',
          specification: { brand: 'Google', model: 'Pixel' },
          recipients: [{ name: 'Zed', country: 'FR', address: '3 Rue Verte, Paris' }],
        },
      ],
    });
    expect(other.status, other.text).toBe(202);
    const done = await exported('quotes', 'csv', { search: created.body.data.number });
    expect(done.row_count).toBe(3);
    const [header, ...rows] = csvOf((await download(done.download_url)).bytes);
    const column = (name: string) => header!.indexOf(name);
    expect(
      rows.map((row) => [
        row[column('Quote')],
        row[column('Item')],
        row[column('Recipient')],
        row[column('Recipient country')],
      ]),
    ).toEqual([
      [created.body.data.number, 'Apple MacBook Air', 'Ada Lovelace', 'GB'],
      [created.body.data.number, 'Apple MacBook Air', 'Bob Seller', 'DE'],
      [created.body.data.number, 'Dell U2723', 'Ada Lovelace', 'GB'],
    ]);
    expect(rows.every((row) => row[column('PO number')] === 'PO-EXPORT-1')).toBe(true);
  });

  it('exports device actions and employees with their filters', async () => {
    const action = await api('POST', '/device-actions', {
      action_type: 'Store',
      serial_number: 'EXP-STORED-1',
      current_user: { name: 'Ada Lovelace', email: 'ada@acme.example', country: 'GB', address: '1 Main St' },
    });
    expect(action.status, action.text).toBe(201);
    const actions = await exported('device_actions', 'xlsx', { status: 'in_progress', action_type: 'Store' });
    const [header, ...rows] = readXlsx((await download(actions.download_url)).bytes);
    expect(header!.slice(0, 4)).toEqual(['Action', 'Type', 'Status', 'Serial number']);
    expect(rows).toEqual([
      expect.arrayContaining([action.body.data.action_id, 'Store', 'In Progress', 'EXP-STORED-1']),
    ]);

    const people = await exported('employees', 'csv', { department: 'engineering', status: 'active' });
    const [, ...employees] = csvOf((await download(people.download_url)).bytes);
    expect(employees.map((row) => [row[0], row[1], row[4]])).toEqual([
      ['Ada Lovelace', 'ada@acme.example', 'Engineering'],
    ]);
  });

  it('exports spend by month and department from approved and delivered quotes', async () => {
    const created = await api('POST', '/quotes', {
      requester_email: 'it@acme.example',
      items: [
        {
          product_type: 'Laptop',
          quantity: 2,
          specification: { brand: 'Apple', model: 'MacBook Pro' },
          recipients: [
            { name: 'Ada Lovelace', email: 'ada@acme.example', country: 'GB', address: '1 Main St', quantity: 1 },
            { name: 'Bob Seller', email: 'bob@acme.example', country: 'DE', address: '2 Haupt St', quantity: 1 },
          ],
        },
      ],
    });
    const quote = created.body.data;
    await operator('PUT', `/quotes/${quote.id}/items/${quote.items[0].id}/price`, { price: 1000 });
    const accepted = await api('POST', `/quotes/${quote.id}/items/${quote.items[0].id}/action`, { action: 'accept' });
    expect(accepted.status, accepted.text).toBe(200);
    const ada = quote.items[0].recipients[0];
    await operator('POST', `/quotes/${quote.id}/recipients/${ada.id}/tracking`, {
      tracking_code: 'T-1',
      tracking_link: 'https://track.example/1',
    });
    await operator('POST', `/quotes/${quote.id}/recipients/${ada.id}/delivered`);

    const month = new Date().toISOString().slice(0, 7);
    const done = await exported('spend', 'xlsx', { from: month, to: month, currency: 'USD' });
    const [header, ...rows] = readXlsx((await download(done.download_url)).bytes);
    expect(header).toEqual(['Month', 'Department', 'Currency', 'Committed', 'Spent']);
    expect(rows).toEqual([
      [month, 'Engineering', 'USD', 1000, 1000],
      [month, 'Sales', 'USD', 1000, 0],
    ]);
    const sales = await exported('spend', 'csv', { department: 'sales' });
    const [, ...salesRows] = csvOf((await download(sales.download_url)).bytes);
    expect(salesRows).toEqual([[month, 'Sales', 'USD', '1000', '0']]);
  });
});

describe('the audit log', () => {
  it("exports the audit log's events with its filters, a formula-like value neutralised, and needs audit:read", async () => {
    const budget = await api(
      'POST',
      '/budgets',
      { department: '=SUM(A1)', period: 'quarter', amount: 1234 },
      acme.key,
      IT,
    );
    expect(budget.status, budget.text).toBe(201);
    const done = await exported('audit_events', 'csv', { object_id: budget.body.data.id });
    const [header, ...rows] = csvOf((await download(done.download_url)).bytes);
    expect(header).toEqual([
      'Time',
      'Sequence',
      'Actor type',
      'Actor',
      'Role',
      'Action',
      'Object type',
      'Object id',
      'Changes',
      'Request id',
      'IP address',
      'User agent',
      'Previous hash',
      'Hash',
    ]);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row!.slice(2, 8)).toEqual(['user', 'it@acme.example', '', 'budgets.create', 'budget', budget.body.data.id]);
    expect(row![8]).toContain('budgets');
    expect(row![9]).toBe(budget.headers.get('x-request-id'));
    // The department began with "=": in the changes cell it is text, and the cell itself starts with a table name.
    expect(row![8]).toContain('=SUM(A1)');
    expect(row![13]).toMatch(/^[0-9a-f]{64}$/);

    const withoutAudit = (
      await createKey(server, acme.companyId, { scopes: SCOPES.filter((scope) => scope !== 'audit:read') })
    ).key;
    const refused = await api('POST', '/exports', { kind: 'audit_events', format: 'csv', filters: {} }, withoutAudit);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toContain('audit:read');
  });
});

describe('requests', () => {
  it('checks the filters as the list does, naming each at filters.<parameter>', async () => {
    const bad = await api('POST', '/exports', { kind: 'inventory', format: 'csv', filters: { status: 'lost' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((detail: { path: string }) => detail.path)).toEqual(['filters.status']);
    const unknown = await api('POST', '/exports', { kind: 'inventory', format: 'csv', filters: { stauts: 'in_use' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toContain("no filter 'stauts'");
    const cursor = await api('POST', '/exports', { kind: 'employees', format: 'csv', filters: { cursor: 'x' } });
    expect(cursor.status).toBe(400);
    const format = await api('POST', '/exports', { kind: 'inventory', format: 'pdf' });
    expect(format.status).toBe(400);
  });

  it('refuses a spend period that is not bounded, naming the filter and saying what is allowed', async () => {
    const spend = (filters: Record<string, string>) =>
      api('POST', '/exports', { kind: 'spend', format: 'csv', filters });
    const unbounded = await spend({ from: '0001-01', to: '9999-12' });
    expect(unbounded.status, unbounded.text).toBe(400);
    expect(unbounded.body.error.code).toBe('VALIDATION_ERROR');
    expect(unbounded.body.error.details).toEqual([
      { path: 'filters.from', message: expect.stringMatching(/^must be a month from 2000-01 to 2999-12/) },
      { path: 'filters.to', message: expect.stringMatching(/^must be a month from 2000-01 to 2999-12/) },
    ]);
    const long = await spend({ from: '2001-01', to: '2026-12' });
    expect(long.status).toBe(400);
    expect(long.body.error.details).toEqual([
      {
        path: 'filters.from',
        message: 'the period from 2001-01 to 2026-12 is 312 months; an export covers at most 120: narrow from or to',
      },
    ]);
    // Only `from`: the period runs to this month.
    expect((await spend({ from: '2005-01' })).body.error?.details?.[0]?.path).toBe('filters.from');
    const reversed = await spend({ from: '2026-05', to: '2026-01' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.details).toEqual([{ path: 'filters.from', message: 'must not be after to (2026-01)' }]);
    // A month that is not one is refused for that reason alone.
    expect((await spend({ from: '2026-13' })).body.error.details).toEqual([
      { path: 'filters.from', message: 'must be a month, YYYY-MM' },
    ]);
    expect((await spend({ from: '2017-01', to: '2026-12' })).status).toBe(202);
  });

  it("needs the export scopes and the read scope of the kind's data", async () => {
    const exportsOnly = (await createKey(server, acme.companyId, { scopes: ['exports:write'] })).key;
    const refused = await api('POST', '/exports', { kind: 'inventory', format: 'csv' }, exportsOnly);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toContain('assets:read');
    const readerOnly = (await createKey(server, acme.companyId, { scopes: ['assets:read'] })).key;
    const noExports = await api('POST', '/exports', { kind: 'inventory', format: 'csv' }, readerOnly);
    expect(noExports.status).toBe(403);
    expect(noExports.body.error.message).toContain('exports:write');
    const inventory = await exported('inventory', 'csv', { search: 'EXP-IN-USE-1' });
    const readsExports = (await createKey(server, acme.companyId, { scopes: ['exports:read'] })).key;
    const one = await api('GET', `/exports/${inventory.id}`, undefined, readsExports);
    expect(one.status).toBe(403);
    const listed = await api('GET', '/exports', undefined, readsExports);
    expect(listed.status).toBe(200);
    expect(listed.body.data.find((item: { id: string }) => item.id === inventory.id).download_url).toBeNull();
  });

  it('lists exports newest first with a cursor', async () => {
    const first = await api('GET', '/exports?limit=1');
    expect(first.status).toBe(200);
    expect(first.body.meta.has_more).toBe(true);
    const second = await api('GET', `/exports?limit=1&cursor=${first.body.meta.next_cursor}`);
    expect(second.body.data[0].id).not.toBe(first.body.data[0].id);
    expect(Date.parse(second.body.data[0].created_at)).toBeLessThanOrEqual(Date.parse(first.body.data[0].created_at));
  });
});

describe('download URLs', () => {
  it('refuse an altered or expired signature, saying to get a fresh URL', async () => {
    const done = await exported('inventory', 'csv', { search: 'EXP-IN-USE-1' });
    const url = new URL(done.download_url);
    url.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    const altered = await fetch(url);
    expect(altered.status).toBe(403);
    expect((await altered.json()).error.message).toMatch(/signature is not valid.*fresh download URL/);

    const box = new SecretBox(loadOrCreateKeyFile(path.join(server.database.dataDir, 'secrets', 'webhook-secret.key')));
    const expired = await fetch(downloadUrl(box, server.url, done.id, new Date(Date.now() - 1000)));
    expect(expired.status).toBe(403);
    expect((await expired.json()).error.message).toMatch(/expired at .*fresh download URL/);
    const fresh = await fetch(downloadUrl(box, server.url, done.id, new Date(Date.now() + 60_000)));
    expect(fresh.status).toBe(200);
  });
});

describe('the job', () => {
  it('e-mails the person who asked a link to the Exports page', async () => {
    const done = await exported('inventory', 'csv', { search: 'EXP-IN-USE' }, acme.key, IT);
    expect(done.requested_by).toEqual({ type: 'user', email: 'it@acme.example', name: 'Ida Tanaka' });
    await smtp.waitFor((mails) => mails.some((mail) => mail.subject === 'Your inventory export is ready'));
    const mail = smtp.mails.find((candidate) => candidate.subject === 'Your inventory export is ready')!;
    expect(mail.to).toEqual(['it@acme.example']);
    expect(mail.text).toContain('(CSV, 2 rows)');
    expect(mail.text).toContain('http://127.0.0.1:3999/exports');
  });

  it('marks an export it cannot write failed, saying why, and tells the requester', async () => {
    const [row] = await db()
      .insert(exportsTable)
      .values({
        companyId: acme.companyId,
        livemode: true,
        kind: 'inventory',
        format: 'csv',
        filters: { status: 'lost' },
        requestedBy: { type: 'user', email: 'it@acme.example', name: null, role: null, api_key_id: null },
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    await enqueueJob(db(), exportRunJob, { exportId: row!.id, companyId: acme.companyId, livemode: true });
    const failed = await until(
      () => api('GET', `/exports/${row!.id}`),
      (response) => response.body.data.status === 'failed',
      'failed export',
    );
    expect(failed.body.data.error).toMatch(/^The export failed after 0 rows: .*filters\.status.*Request it again/);
    expect(failed.body.data.download_url).toBeNull();
    await smtp.waitFor((mails) => mails.some((mail) => mail.subject === 'Your inventory export failed'));
  });

  it('says in plain words what failed and what to do, never SQL: a spend period stored before periods were bounded', async () => {
    const [row] = await db()
      .insert(exportsTable)
      .values({
        companyId: acme.companyId,
        livemode: true,
        kind: 'spend',
        format: 'csv',
        filters: { from: '0001-01', to: '9999-12' },
        requestedBy: { type: 'user', email: 'it@acme.example', name: null, role: null, api_key_id: null },
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    await enqueueJob(db(), exportRunJob, { exportId: row!.id, companyId: acme.companyId, livemode: true });
    const failed = await until(
      () => api('GET', `/exports/${row!.id}`),
      (response) => response.body.data.status === 'failed',
      'failed spend export',
    );
    const error: string = failed.body.data.error;
    expect(error).toMatch(
      /^The export failed after 0 rows: .*filters\.from: must be a month from 2000-01.*Request it again/,
    );
    expect(error).not.toMatch(/select|params|quotes"|\$\d/i);
    await smtp.waitFor((mails) => mails.some((mail) => mail.subject === 'Your spend export failed'));
    const mail = smtp.mails.find((candidate) => candidate.subject === 'Your spend export failed')!;
    expect(mail.text).not.toMatch(/select|params|\$\d/i);
  });

  it('tells the requester an unexpected failure in plain words with the export id, and keeps the cause for the log', async () => {
    const created = await api('POST', '/exports', { kind: 'inventory', format: 'csv', filters: { search: 'EXP-' } });
    const id = created.body.data.id as string;
    // The worker finishes it meanwhile; run the job once more as its last attempt, into a directory that is a file.
    await until(
      () => api('GET', `/exports/${id}`),
      (response) => response.body.data.status === 'succeeded',
      'export',
    );
    await db()
      .update(exportsTable)
      .set({ status: 'running' })
      .where(sql`id = ${id}`);
    const notADirectory = path.join(server.database.dataDir, 'not-a-directory');
    fs.writeFileSync(notADirectory, '');
    const logged: string[] = [];
    await exportRunJob.handle(
      { exportId: id, companyId: acme.companyId, livemode: true },
      {
        db: db(),
        log: pino({ level: 'warn' }, { write: (line: string) => void logged.push(line) }),
        jobId: id,
        attempt: 3,
        signal: new AbortController().signal,
        deps: { exports: { dir: notADirectory, pageUrl: 'http://127.0.0.1:3999/exports' } },
      },
    );
    const failed = (await api('GET', `/exports/${id}`)).body.data;
    expect(failed.status).toBe('failed');
    expect(failed.error).toBe(
      `The export failed after 0 rows: an unexpected error stopped it. Request it again; if it fails again, tell support the export id ${id}.`,
    );
    expect(failed.error).not.toContain(server.database.dataDir);
    // The technical cause is in the server's log, with the export id.
    expect(logged.join('\n')).toContain('ENOTDIR');
    expect(logged.join('\n')).toContain(id);
  });

  it('starts a rerun over cleanly (jobs run at least once): a stale partial file and progress are replaced', async () => {
    const done = await exported('inventory', 'csv', { search: 'EXP-IN-USE' });
    const dir = path.join(server.database.dataDir, 'exports');
    // As if a worker died mid-run: the export is running again with a half-written file beside the old one.
    await db()
      .update(exportsTable)
      .set({ status: 'running', rowsWritten: 5000 })
      .where(sql`id = ${done.id}`);
    fs.writeFileSync(path.join(dir, `${done.id}.csv.partial`), 'half a file');
    fs.rmSync(path.join(dir, `${done.id}.csv`));
    await exportRunJob.handle(
      { exportId: done.id, companyId: acme.companyId, livemode: true },
      {
        db: db(),
        log: pino({ level: 'silent' }),
        jobId: done.id,
        attempt: 2,
        signal: new AbortController().signal,
        deps: { exports: { dir, pageUrl: 'http://127.0.0.1:3999/exports' } },
      },
    );
    const again = (await api('GET', `/exports/${done.id}`)).body.data;
    expect(again).toMatchObject({ status: 'succeeded', rows_written: 2, row_count: 2 });
    expect(fs.existsSync(path.join(dir, `${done.id}.csv.partial`))).toBe(false);
    const [, ...rows] = csvOf((await download(again.download_url)).bytes);
    expect(rows.map((row) => row[0]).sort()).toEqual(['EXP-IN-USE-1', 'EXP-IN-USE-2']);
  });

  it('deletes exports and their files 7 days after they were asked for', async () => {
    const done = await exported('inventory', 'xlsx', { search: 'EXP-' });
    expect(Date.parse(done.expires_at) - Date.parse(done.created_at)).toBe(7 * 86_400_000);
    const file = path.join(server.database.dataDir, 'exports', `${done.id}.xlsx`);
    expect(fs.existsSync(file)).toBe(true);
    const past = new Date(Date.now() - 1000);
    await db()
      .update(exportsTable)
      .set({ expiresAt: past })
      .where(sql`id = ${done.id}`);
    await queryRows(
      db(),
      sql`update jobs set run_at = now() where type = 'export.prune' and payload->>'exportId' = ${done.id}`,
    );
    await until(
      () => api('GET', `/exports/${done.id}`),
      (response) => response.status === 404,
      'pruned export',
    );
    expect(fs.existsSync(file)).toBe(false);
    const gone = await fetch(done.download_url);
    expect(gone.status).toBe(404);
    expect((await gone.json()).error.message).toContain('Request a new one');
  });
});

describe('exports in progress at once', () => {
  // A server of its own with no worker: exports stay queued, as when the worker is busy.
  let idle: TestServer;
  beforeAll(async () => {
    idle = await startTestServer({ env: { EXPORTS_MAX_RUNNING_PER_COMPANY: '2' } });
  }, 60_000);
  afterAll(() => idle?.close());
  const post = (key: string) =>
    idle.request('POST', '/api/v1/exports', { token: key, body: { kind: 'employees', format: 'csv' } });

  it('are bounded per company: past the limit a clear 429 says how many are running and to wait', async () => {
    const company = await createCompanyWithKey(idle, { name: 'Busy', scopes: SCOPES });
    const first = await post(company.key);
    expect(first.status, first.text).toBe(202);
    expect((await post(company.key)).status).toBe(202);
    const refused = await post(company.key);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({
      code: 'RATE_LIMITED',
      message:
        'This company has 2 exports queued or running, the most it may have at once (2). Wait until one has finished (GET /api/v1/exports shows their status), then request this one again.',
      details: { in_progress: 2, limit: 2 },
    });
    // Another company, and the same company's sandbox, are not held up.
    expect((await post((await createCompanyWithKey(idle, { name: 'Calm', scopes: SCOPES })).key)).status).toBe(202);
    expect((await post((await createKey(idle, company.companyId, { mode: 'test', scopes: SCOPES })).key)).status).toBe(
      202,
    );
    // Once one has finished, there is room again.
    await idle.running.database.db
      .update(exportsTable)
      .set({ status: 'failed' })
      .where(sql`id = ${first.body.data.id}`);
    expect((await post(company.key)).status).toBe(202);
  });

  it('hold under concurrent requests: of six at once, two are accepted', async () => {
    const company = await createCompanyWithKey(idle, { name: 'Racing', scopes: SCOPES });
    const statuses = (await Promise.all(Array.from({ length: 6 }, () => post(company.key)))).map(
      (response) => response.status,
    );
    expect(statuses.filter((status) => status === 202)).toHaveLength(2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  });
});
