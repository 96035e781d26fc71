import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server';

// GET /operator/v1/fx-rates (cursor pages, filters, exact decimals) and GET /operator/v1/fx-rates/effective (the rate
// that holds on a day: a Saturday takes Friday's; a currency without a rate is missing, not a 404).

let server: TestServer;

const operator = (path: string) => server.request('GET', `/operator/v1${path}`, { token: server.operatorToken });

beforeAll(async () => {
  server = await startTestServer();
  const imported = await server.request('POST', '/operator/v1/fx-rates/import', {
    token: server.operatorToken,
    headers: { 'content-type': 'text/csv' },
    body: [
      'Date,USD,GBP,JPY',
      '2026-12-04,1.0823,0.8512,162.87',
      '2026-12-03,1.0810,0.8507,162.5',
      '2026-12-02,1.0799,0.8499,N/A',
      '2026-12-01,1.0805,0.8501,161.9',
    ].join('\n'),
  });
  expect(imported.body.data).toMatchObject({ created: 11, errors: [] });
});
afterAll(() => server?.close());

const keysOf = (rates: { day: string; currency: string }[]) => rates.map((rate) => `${rate.day} ${rate.currency}`);

describe('GET /operator/v1/fx-rates', () => {
  it('pages newest day first, then by currency, with exact decimal rates', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await operator(`/fx-rates?limit=4${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.status).toBe(200);
      seen.push(...keysOf(response.body.data));
      expect(response.body.meta.has_more).toBe(response.body.meta.next_cursor !== null);
      cursor = response.body.meta.next_cursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([
      '2026-12-04 GBP',
      '2026-12-04 JPY',
      '2026-12-04 USD',
      '2026-12-03 GBP',
      '2026-12-03 JPY',
      '2026-12-03 USD',
      '2026-12-02 GBP',
      '2026-12-02 USD',
      '2026-12-01 GBP',
      '2026-12-01 JPY',
      '2026-12-01 USD',
    ]);
    const first = (await operator('/fx-rates?limit=1')).body.data[0];
    expect(first).toEqual({
      currency: 'GBP',
      day: '2026-12-04',
      per_eur: '0.8512',
      imported_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    const jpy = (await operator('/fx-rates?currency=JPY&from=2026-12-03&to=2026-12-03')).body.data[0];
    expect(jpy.per_eur).toBe('162.5');
  });

  it('filters by currencies and days', async () => {
    const response = await operator('/fx-rates?currency=usd,JPY&from=2026-12-02&to=2026-12-03');
    expect(keysOf(response.body.data)).toEqual(['2026-12-03 JPY', '2026-12-03 USD', '2026-12-02 USD']);
    expect(response.body.meta).toEqual({ has_more: false, next_cursor: null });
  });

  it('400 for a bad cursor, limit, day or currency filter, and for from after to', async () => {
    for (const query of [
      'cursor=bm90LWEtY3Vyc29y',
      'limit=0',
      'from=2026-02-30',
      'currency=US',
      'from=2026-12-04&to=2026-12-01',
    ]) {
      const response = await operator(`/fx-rates?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('GET /operator/v1/fx-rates/effective', () => {
  it('a Saturday takes Friday’s rates, each with the day it was published; without a rate, missing', async () => {
    const response = await operator('/fx-rates/effective?day=2026-12-05&currencies=USD,GBP,CHF');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      day: '2026-12-05',
      rates: [
        { currency: 'GBP', per_eur: '0.8512', day: '2026-12-04' },
        { currency: 'USD', per_eur: '1.0823', day: '2026-12-04' },
      ],
      missing: ['CHF'],
    });
  });

  it('takes the latest rate on or before the day per currency, and every currency when none is named', async () => {
    const response = await operator('/fx-rates/effective?day=2026-12-02');
    expect(response.body.data).toEqual({
      day: '2026-12-02',
      rates: [
        { currency: 'GBP', per_eur: '0.8499', day: '2026-12-02' },
        { currency: 'JPY', per_eur: '161.9', day: '2026-12-01' },
        { currency: 'USD', per_eur: '1.0799', day: '2026-12-02' },
      ],
      missing: [],
    });
    const before = await operator('/fx-rates/effective?day=2026-11-30&currencies=USD');
    expect(before.body.data).toEqual({ day: '2026-11-30', rates: [], missing: ['USD'] });
  });

  it('400 for a day that is not in the calendar or a code that is no currency', async () => {
    const notADay = await operator('/fx-rates/effective?day=2026-02-30');
    expect(notADay.status).toBe(400);
    const notACurrency = await operator('/fx-rates/effective?day=2026-12-05&currencies=USD,XYZ');
    expect(notACurrency.status).toBe(400);
    expect(notACurrency.body.error.details).toEqual([
      { path: 'currencies', message: expect.stringContaining('XYZ is not an active ISO 4217 currency code') },
    ]);
  });
});
