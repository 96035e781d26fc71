import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithKey, createKey, type CompanyWithKey } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
let acme: CompanyWithKey;
let globex: CompanyWithKey;

const HEADER = 'HRIS ID,Name,Email,Status,Department,Job Title,Country,Address,Hire Date,Manager Email';
const FIRST_EXPORT = [
  HEADER,
  'E-1,Ada Lovelace,ada@acme.example,active,Engineering,Staff Engineer,GB,"12 Analytical Row, London N1 9GU, United Kingdom",2019-03-01,',
  'E-2,Grace Hopper,grace@acme.example,active,Engineering,Principal Engineer,US,"1 Navy Yard, Arlington, VA 22202, USA",2018-07-15,ada@acme.example',
  'E-3,Katherine Johnson,katherine@acme.example,active,Finance,Controller,US,"5 Orbit Way, Hampton, VA 23666, USA",2020-01-06,',
  'E-4,Alan Turing,alan@acme.example,active,Research,Fellow,GB,"Bletchley Park, Milton Keynes MK3 6EB, United Kingdom",2017-05-23,ada@acme.example',
  'E-5,Hedy Lamarr,hedy@acme.example,active,Design,Designer,DE,"Filmstraße 1, 10117 Berlin, Germany",2021-11-30,',
].join('\n');

// Grace changed department, Alan is gone from the export, two rows are bad, one is new.
const SECOND_EXPORT = [
  HEADER,
  'E-1,Ada Lovelace,ada@acme.example,active,Engineering,Staff Engineer,GB,"12 Analytical Row, London N1 9GU, United Kingdom",2019-03-01,',
  'E-2,Grace Hopper,grace@acme.example,active,Platform,Distinguished Engineer,US,"1 Navy Yard, Arlington, VA 22202, USA",2018-07-15,ada@acme.example',
  'E-3,Katherine Johnson,katherine@acme.example,active,Finance,Controller,US,"5 Orbit Way, Hampton, VA 23666, USA",2020-01-06,',
  'E-5,Hedy Lamarr,not-an-email,active,Design,Designer,DE,"Filmstraße 1, 10117 Berlin, Germany",2021-11-30,',
  'E-6,Margaret Hamilton,margaret@acme.example,active,Engineering,Engineer,US,"2 Apollo Rd, Boston, MA 02110, USA",2026-10-12,grace@acme.example',
  'E-7,,nameless@acme.example,active,Sales,Rep,FR,"1 Rue de Rivoli, 75001 Paris, France",2022-02-02,',
].join('\n');

const importCsv = (csv: string, query = 'full=true', companyId = acme.companyId) =>
  server.request('POST', `/operator/v1/companies/${companyId}/employees/import?${query}`, {
    token: server.operatorToken,
    body: csv,
    headers: { 'content-type': 'text/csv' },
  });

async function employeeByEmail(email: string, token = acme.key) {
  const response = await server.request('GET', `/api/v1/employees?search=${encodeURIComponent(email)}`, { token });
  return response.body.data[0];
}

beforeAll(async () => {
  server = await startTestServer();
  acme = await createCompanyWithKey(server, { scopes: ['employees:read'] });
  globex = await createCompanyWithKey(server, { name: 'Globex', scopes: ['employees:read'] });
});
afterAll(() => server?.close());

describe('POST /operator/v1/companies/:id/employees/import', () => {
  it('creates every employee of a first export', async () => {
    const response = await importCsv(FIRST_EXPORT);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ created: 5, updated: 0, unchanged: 0, deactivated: 0, errors: [] });
    expect(await employeeByEmail('grace@acme.example')).toMatchObject({
      name: 'Grace Hopper',
      hris_id: 'E-2',
      status: 'active',
      department: 'Engineering',
      job_title: 'Principal Engineer',
      country: 'US',
      address: '1 Navy Yard, Arlington, VA 22202, USA',
      hire_date: '2018-07-15',
      manager_email: 'ada@acme.example',
      livemode: true,
      synced_at: expect.any(String),
    });
  });

  it('reports bad rows, lands good ones, updates the changed and deactivates the missing employee', async () => {
    const response = await importCsv(SECOND_EXPORT);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      created: 1,
      updated: 1,
      unchanged: 2,
      deactivated: 1,
      errors: [
        { row: 4, message: expect.stringContaining('email') },
        { row: 6, message: expect.stringContaining('name') },
      ],
    });
    expect(await employeeByEmail('grace@acme.example')).toMatchObject({
      department: 'Platform',
      job_title: 'Distinguished Engineer',
    });
    // Left out of a full export: leaving today, not deleted (his devices come back first).
    expect(await employeeByEmail('alan@acme.example')).toMatchObject({
      status: 'inactive',
      stage: 'leaving',
      end_date: new Date().toISOString().slice(0, 10),
    });
    // Hedy's row was bad: she is reported, not deactivated.
    expect(await employeeByEmail('hedy@acme.example')).toMatchObject({ status: 'active' });
    expect(await employeeByEmail('margaret@acme.example')).toMatchObject({
      hris_id: 'E-6',
      manager_email: 'grace@acme.example',
    });
    expect(await employeeByEmail('nameless@acme.example')).toBeUndefined();
  });

  it('changes nothing when the same file runs again', async () => {
    const before = (await server.request('GET', '/api/v1/employees?limit=100&sort=created_at', { token: acme.key }))
      .body.data;
    const response = await importCsv(SECOND_EXPORT);
    expect(response.body.data).toEqual({
      created: 0,
      updated: 0,
      unchanged: 4,
      deactivated: 0,
      errors: [expect.objectContaining({ row: 4 }), expect.objectContaining({ row: 6 })],
    });
    const after = (await server.request('GET', '/api/v1/employees?limit=100&sort=created_at', { token: acme.key })).body
      .data;
    expect(after).toEqual(before);
  });

  it('accepts a JSON array, matches by e-mail when there is no hris_id, and leaves others alone without full', async () => {
    const response = await server.request('POST', `/operator/v1/companies/${acme.companyId}/employees/import`, {
      token: server.operatorToken,
      body: [
        { name: 'Katherine G. Johnson', email: 'KATHERINE@acme.example' },
        { name: 'Mary Jackson', email: 'mary@acme.example', country: 'US' },
        { name: 'Mary Jackson', email: 'mary@acme.example', country: 'US' },
      ],
    });
    expect(response.body.data).toEqual({
      created: 1,
      updated: 1,
      unchanged: 0,
      deactivated: 0,
      errors: [{ row: 3, message: expect.stringContaining('row 2') }],
    });
    expect(await employeeByEmail('katherine@acme.example')).toMatchObject({
      name: 'Katherine G. Johnson',
      hris_id: 'E-3',
    });
    expect(await employeeByEmail('ada@acme.example')).toMatchObject({ status: 'active' });
  });

  it('imports into the sandbox with mode=test, apart from live data', async () => {
    const response = await importCsv(FIRST_EXPORT, 'mode=test');
    expect(response.body.data.created).toBe(5);
    const sandbox = await createKey(server, acme.companyId, { mode: 'test', scopes: ['employees:read'] });
    const list = await server.request('GET', '/api/v1/employees?limit=100', { token: sandbox.key });
    expect(list.body.data).toHaveLength(5);
    expect(list.body.data.every((employee: { livemode: boolean }) => employee.livemode === false)).toBe(true);
  });

  it('400 for a body that is neither CSV nor a JSON array, and for broken CSV', async () => {
    const object = await server.request('POST', `/operator/v1/companies/${acme.companyId}/employees/import`, {
      token: server.operatorToken,
      body: { name: 'x' },
    });
    expect(object.status).toBe(400);
    const broken = await importCsv('name,email\n"unterminated,x@y.z');
    expect(broken.status).toBe(400);
    expect(broken.body.error.message).toContain('CSV');
  });
});

describe('GET /api/v1/employees', () => {
  it.each([
    ['search=GRACE', ['Grace Hopper']],
    ['search=acme.example&status=inactive', ['Alan Turing']],
    ['status=active&department=ENGINEERING', ['Ada Lovelace', 'Margaret Hamilton']],
    ['department=platform,finance', ['Grace Hopper', 'Katherine G. Johnson']],
    ['country=gb', ['Ada Lovelace', 'Alan Turing']],
    [
      'country=de,Us&status=active',
      ['Grace Hopper', 'Hedy Lamarr', 'Katherine G. Johnson', 'Margaret Hamilton', 'Mary Jackson'],
    ],
  ])('filters %s', async (query, expected) => {
    const response = await server.request('GET', `/api/v1/employees?limit=100&${query}`, { token: acme.key });
    expect(response.body.data.map((employee: { name: string }) => employee.name).sort()).toEqual(expected);
  });

  it('pages by name with no duplicates or gaps', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await server.request('GET', `/api/v1/employees?limit=2${cursor ? `&cursor=${cursor}` : ''}`, {
        token: acme.key,
      });
      seen.push(...response.body.data.map((employee: { name: string }) => employee.name));
      cursor = response.body.meta.next_cursor;
    } while (cursor);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
  });

  it('403 without employees:read', async () => {
    const { key } = await createKey(server, acme.companyId, { scopes: ['quotes:read', 'assets:write'] });
    const response = await server.request('GET', '/api/v1/employees', { token: key });
    expect(response.status).toBe(403);
    expect(response.body.error.details.required_scopes).toEqual(['employees:read']);
    const employee = await employeeByEmail('ada@acme.example');
    expect((await server.request('GET', `/api/v1/employees/${employee.id}`, { token: key })).status).toBe(403);
  });

  it("returns one employee, and 404 for another company's", async () => {
    const employee = await employeeByEmail('ada@acme.example');
    const response = await server.request('GET', `/api/v1/employees/${employee.id}`, { token: acme.key });
    expect(response.status).toBe(200);
    // The list's entry, with what the other domains know of the person.
    expect(response.body.data).toEqual({
      ...employee,
      devices: [],
      onboarding_case: null,
      offboarding_case: null,
      history: expect.any(Array),
    });
    expect(response.body.data.history).toContainEqual({
      at: expect.any(String),
      kind: 'directory',
      description: 'Added to the directory',
      object: { type: 'employee', id: employee.id },
    });
    expect((await server.request('GET', `/api/v1/employees/${employee.id}`, { token: globex.key })).status).toBe(404);
  });
});

describe('npm run operator -- import-employees', () => {
  it('runs the same import from the command line against a file', async () => {
    const database = server.database;
    const companyId = globex.companyId;
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-hris-')), 'export.csv');
    fs.writeFileSync(file, FIRST_EXPORT);
    // The embedded database belongs to one process: stop the API while the command runs.
    await server.running.stop();
    try {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'server/cli/operator.ts', 'import-employees', companyId, file, '--full'],
        {
          env: { ...process.env, DATA_DIR: database.dataDir, DATABASE_URL: database.url ?? '', LOG_LEVEL: 'silent' },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let output = '';
      child.stdout!.on('data', (chunk) => (output += chunk));
      child.stderr!.on('data', (chunk) => (output += chunk));
      const code = await new Promise((resolve) => child.on('exit', resolve));
      expect(code, output).toBe(0);
      expect(JSON.parse(output.slice(output.indexOf('{')))).toEqual({
        created: 5,
        updated: 0,
        unchanged: 0,
        deactivated: 0,
        errors: [],
      });
    } finally {
      server = await startTestServer({ database, env: { OPERATOR_TOKEN: server.operatorToken } });
    }
    const list = await server.request('GET', '/api/v1/employees?limit=100', { token: globex.key });
    expect(list.body.data).toHaveLength(5);
  });
});
