import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZEffectiveFxRatesQuery,
  ZEffectiveFxRatesResponse,
  ZFxRateImportBody,
  ZFxRateImportResponse,
  ZListFxRatesQuery,
  ZListFxRatesResponse,
} from '@/lib/contract/fx-rates';
import { todayUtc } from '../core/clock';
import { IMPORT_BODY_LIMIT_BYTES } from '../http/csv-bodies';
import { importRates } from './import-rates';
import { findEffectiveFxRates, listFxRates } from './service';

const IMPORT_EXAMPLE = `Date, USD, JPY, GBP, CHF,
04 December 2026, 1.0823, 162.87, 0.8512, 0.9468,`;

/** Operator API: the reference exchange rates (ECB, units per euro) that conversions of every company use. */
export const operatorFxRateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/fx-rates/import', {
    bodyLimit: IMPORT_BODY_LIMIT_BYTES,
    schema: {
      operationId: 'fxRates.import',
      summary: 'Import reference exchange rates from the ECB’s CSV',
      description: [
        'Takes the European Central Bank’s reference-rate CSV as published: the daily file (one row) or the historical file (one row per day, newest first), for example:',
        '```\n' + IMPORT_EXAMPLE + '\n```',
        'The header names `Date` and the currencies (ISO 4217, in any order; spaces after commas and a trailing comma are fine); a day is `YYYY-MM-DD` (or the daily file’s `04 December 2026`), on or before today (UTC); a cell that is empty or `N/A` means no rate that day. A currency Loadout does not hold (such as the ECB’s retired `CYP`), a second column of one currency, and `EUR` (the base) are reported once as errors of row 0, and their columns skipped.',
        'Each row is checked on its own: a row with an error (a day that is not a day of the calendar or is in the future, a rate that is not a positive decimal, a day already in the file, the wrong number of cells) imports nothing and is reported with its row number (1 is the first row after the header) and column. **Every row without an error is imported even when others fail**, all in one transaction. A rate stored as it is counts as `unchanged`, so importing the same file again changes nothing.',
        'JSON (`Content-Type: application/json`) takes `{"rates": [{"day", "currency", "per_eur"}]}` with `per_eur` as decimal text; entry 1 is row 1.',
      ].join('\n\n'),
      tags: ['Exchange rates'],
      body: ZFxRateImportBody,
      response: { 200: ZFxRateImportResponse },
    },
    handler: async (request) => {
      const body = request.body;
      return { data: await importRates(request.db, typeof body === 'string' ? body : body.rates) };
    },
  });

  app.get('/fx-rates', {
    schema: {
      operationId: 'fxRates.list',
      summary: 'List the reference exchange rates',
      description:
        'Newest day first, then by currency. `per_eur` is exact decimal text: units of the currency per euro.',
      tags: ['Exchange rates'],
      querystring: ZListFxRatesQuery,
      response: { 200: ZListFxRatesResponse },
    },
    handler: async (request) => listFxRates(request.db, request.query),
  });

  app.get('/fx-rates/effective', {
    schema: {
      operationId: 'fxRates.effective',
      summary: 'The reference exchange rates that hold on a day',
      description:
        'For each currency, the latest rate published on or before the day, with the day it was published for: what a commitment of that day converts with (a weekend or holiday takes the last working day’s). A currency with no rate by then is listed under `missing`, never a 404.',
      tags: ['Exchange rates'],
      querystring: ZEffectiveFxRatesQuery,
      response: { 200: ZEffectiveFxRatesResponse },
    },
    handler: async (request) => ({
      data: await findEffectiveFxRates(request.db, request.query.day ?? todayUtc(), request.query.currencies),
    }),
  });
};
