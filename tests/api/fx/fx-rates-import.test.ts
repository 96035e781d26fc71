import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server';

// POST /operator/v1/fx-rates/import: the ECB's daily and historical CSV files as published, per-row errors of every
// kind with their row numbers, a re-import that changes nothing, a changed rate, the JSON form.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const importCsv = (csv: string, token: string | null = server.operatorToken) =>
  server.request('POST', '/operator/v1/fx-rates/import', {
    token: token ?? undefined,
    body: csv,
    headers: { 'content-type': 'text/csv' },
  });
const operator = (method: string, path: string, body?: unknown) =>
  server.request(method, `/operator/v1${path}`, { token: server.operatorToken, body });
const ratesOf = async (currency: string, filters = '') =>
  (await operator('GET', `/fx-rates?currency=${currency}&limit=100${filters}`)).body.data.map(
    (rate: { day: string; per_eur: string }) => [rate.day, rate.per_eur],
  );

const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

// The ECB's daily file (eurofxref.csv): its day written out, spaces after commas, a trailing comma.
const DAILY = `Date, USD, JPY, BGN, CZK, DKK, GBP, HUF, PLN, RON, SEK, CHF, ISK, NOK, TRY, AUD, BRL, CAD, CNY, HKD, IDR, ILS, INR, KRW, MXN, MYR, NZD, PHP, SGD, THB, ZAR, 
04 December 2026, 1.0823, 162.87, 1.9558, 25.021, 7.4588, 0.8512, 385.15, 4.2213, 4.9764, 11.4645, 0.9468, 150.30, 11.7325, 37.4361, 1.6412, 6.3342, 1.5153, 7.8493, 8.4215, 17591.26, 4.0021, 91.8125, 1532.47, 20.1482, 4.6342, 1.8125, 62.915, 1.4512, 37.251, 19.4215, 
`;

// The ECB's historical file (eurofxref-hist.csv), cut to a few days and columns: newest first, retired currencies,
// N/A cells, a trailing comma.
const HISTORICAL = `Date,USD,JPY,CYP,GBP,HRK,CHF,
2026-11-13,1.0712,160.12,N/A,0.8455,N/A,0.9401,
2026-11-12,1.0698,159.85,N/A,0.8449,N/A,0.9399,
2026-11-11,1.0705,160.01,N/A,0.8460,N/A,N/A,
2008-01-02,1.4748,164.71,0.585274,0.74385,7.3415,1.6557,
`;

describe('POST /operator/v1/fx-rates/import', () => {
  it('imports the ECB daily file', async () => {
    const response = await importCsv(DAILY);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ created: 30, updated: 0, unchanged: 0, errors: [] });
    expect(await ratesOf('USD')).toEqual([['2026-12-04', '1.0823']]);
    expect(await ratesOf('IDR')).toEqual([['2026-12-04', '17591.26']]);
  });

  it('imports the ECB historical file: retired currencies are one error each, N/A is no rate', async () => {
    const response = await importCsv(HISTORICAL);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      created: 15,
      updated: 0,
      unchanged: 0,
      errors: [
        { row: 0, column: 'CYP', message: expect.stringContaining('CYP is not an active ISO 4217 currency code') },
        { row: 0, column: 'HRK', message: expect.stringContaining('the column was skipped') },
      ],
    });
    expect(await ratesOf('CHF', '&to=2026-11-30')).toEqual([
      ['2026-11-13', '0.9401'],
      ['2026-11-12', '0.9399'],
      ['2008-01-02', '1.6557'],
    ]);
    expect(await ratesOf('GBP')).toContainEqual(['2008-01-02', '0.74385']);
  });

  it('a second import of the same file is all unchanged; a changed rate is updated', async () => {
    expect((await importCsv(HISTORICAL)).body.data).toMatchObject({ created: 0, updated: 0, unchanged: 15 });
    const before = (await operator('GET', '/fx-rates?currency=USD&from=2026-11-13&to=2026-11-13')).body.data[0];
    const changed = await importCsv('Date,USD,JPY\n2026-11-13,1.0715,160.12\n2026-11-10,1.0700,N/A\n');
    expect(changed.body.data).toEqual({ created: 1, updated: 1, unchanged: 1, errors: [] });
    const after = (await operator('GET', '/fx-rates?currency=USD&from=2026-11-13&to=2026-11-13')).body.data[0];
    expect(after.per_eur).toBe('1.0715');
    expect(Date.parse(after.imported_at)).toBeGreaterThan(Date.parse(before.imported_at));
  });

  it('reports each wrong row with its number and column; the rows without errors still import', async () => {
    const csv = [
      'Date,AED,SAR,EUR,XYZ,AED',
      '2026-10-09,11.2001,11.5001,1,2,11.2001',
      '2026-02-30,11.2002,11.5002,1,2,11.2002',
      `${tomorrow},11.2003,11.5003,1,2,11.2003`,
      '2026-10-08,eleven,11.5004,1,2,11.2004',
      '2026-10-07,0,-1.5,1,2,11.2005',
      '2026-10-09,11.2006,11.5006,1,2,11.2006',
      '2026-10-06,11.2007',
      '09/10/2026,11.2008,11.5008,1,2,11.2008',
      '2026-10-05,N/A,,1,2,',
    ].join('\n');
    const response = await importCsv(csv);
    expect(response.status).toBe(200);
    const { errors, ...counts } = response.body.data;
    expect(counts).toEqual({ created: 2, updated: 0, unchanged: 0 });
    expect(errors.map((error: { row: number; column: string | null }) => [error.row, error.column])).toEqual([
      [0, 'EUR'],
      [0, 'XYZ'],
      [0, 'AED'],
      [2, 'Date'],
      [3, 'Date'],
      [4, 'AED'],
      [5, 'AED'],
      [5, 'SAR'],
      [6, 'Date'],
      [7, null],
      [8, 'Date'],
    ]);
    const message = (row: number, column: string | null) =>
      errors.find((error: { row: number; column: string | null }) => error.row === row && error.column === column)
        .message;
    expect(message(0, 'EUR')).toMatch(/EUR is the base .* leave it out/);
    expect(message(0, 'XYZ')).toMatch(/XYZ is not an active ISO 4217 currency code/);
    expect(message(0, 'AED')).toMatch(/AED is also column 2 of the header/);
    expect(message(2, 'Date')).toMatch(/2026-02-30 is not a day of the calendar/);
    expect(message(3, 'Date')).toMatch(new RegExp(`${tomorrow} is in the future`));
    expect(message(4, 'AED')).toMatch(/“eleven” is not a rate: write the units of AED for one euro/);
    expect(message(5, 'AED')).toMatch(/0 is not a positive rate/);
    expect(message(5, 'SAR')).toMatch(/“-1.5” is not a rate/);
    expect(message(6, 'Date')).toMatch(/2026-10-09 is also row 1: keep one row per day/);
    expect(message(7, null)).toMatch(/the row has 2 cells and the header 6 columns/);
    expect(message(8, 'Date')).toMatch(/“09\/10\/2026” is not a day: write it as YYYY-MM-DD/);
    // Row 1 imported, row 9 held no rate at all; the failed rows left nothing behind.
    expect(await ratesOf('AED')).toEqual([['2026-10-09', '11.2001']]);
    expect(await ratesOf('SAR')).toEqual([['2026-10-09', '11.5001']]);
  });

  it('400 for a file with no header, no Date column or no row', async () => {
    for (const [csv, text] of [
      ['', /The file is empty/],
      ['2026-12-04,1.0823\n', /The file has no header/],
      ['Day,USD\n2026-12-04,1.0823\n', /The header has no Date column/],
      ['Date,USD,\n', /The file has a header but no rows: add one row per day/],
    ] as const) {
      const response = await importCsv(csv);
      expect(response.status, csv).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_ERROR');
      expect(response.body.error.message).toMatch(text);
    }
  });

  it('takes the JSON form, with per-entry errors', async () => {
    const response = await operator('POST', '/fx-rates/import', {
      rates: [
        { day: '2026-09-01', currency: 'PLN', per_eur: '4.2611' },
        { day: '2026-09-01', currency: 'PLN', per_eur: '4.2612' },
        { day: '2026-09-02', currency: 'PLN', per_eur: 4.2613 },
        { day: '2026-09-02', currency: 'EUR', per_eur: '1' },
        { day: '2026-09-02', currency: 'PLN', per_eur: '4.2614', source: 'ECB' },
      ],
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      created: 1,
      updated: 0,
      unchanged: 0,
      errors: [
        { row: 2, column: null, message: 'PLN on 2026-09-01 is also entry 1: keep one rate per day and currency' },
        {
          row: 3,
          column: 'per_eur',
          message: 'per_eur must be text: decimal text such as "1.0823" (a string, so that the rate stays exact)',
        },
        { row: 4, column: 'currency', message: expect.stringContaining('EUR is the base') },
        { row: 5, column: 'source', message: 'source is not a field of a rate: use day, currency and per_eur' },
      ],
    });
    const empty = await operator('POST', '/fx-rates/import', { rates: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toMatch(/rates is empty/);
    // The employees import's bare array is not this import's form: the answer says which forms are.
    const array = await operator('POST', '/fx-rates/import', [{ day: '2026-09-03', currency: 'PLN', per_eur: '4.2' }]);
    expect(array.status).toBe(400);
    expect(array.body.error.details).toEqual([
      { path: '(body)', message: expect.stringContaining('or JSON {"rates": [{"day": "2026-12-04"') },
    ]);
  });

  it('needs an operator token: 401 without one and for a company key', async () => {
    expect((await importCsv(DAILY, null)).status).toBe(401);
    const company = await operator('POST', '/companies', { name: 'FX Corp' });
    const key = await operator('POST', `/companies/${company.body.data.id}/api-keys`, {
      name: 'fx',
      mode: 'live',
      scopes: ['quotes:write'],
    });
    expect((await importCsv(DAILY, key.body.data.key)).status).toBe(401);
    for (const path of ['/operator/v1/fx-rates', '/operator/v1/fx-rates/effective?day=2026-12-05']) {
      expect((await server.request('GET', path)).status).toBe(401);
      expect((await server.request('GET', path, { token: key.body.data.key })).status).toBe(401);
    }
  });
});
