import { z } from 'zod';
import { dataResponse, listResponse, ZCsvQuery, ZDay, ZPaginationQuery, ZTimestamp } from './common';

// The operator API's reference exchange rates (server/fx): units of a currency per euro, per day, as the European
// Central Bank publishes them. No `.meta({id})` here: registered ids become components of the public document too.

const ZPerEur = z.string().meta({
  description:
    'Units of the currency for one euro, as exact decimal text without trailing zeros (never a binary float).',
  example: '1.0823',
});

export const ZFxRate = z.object({
  currency: z.string().meta({ description: 'ISO 4217 code.', example: 'USD' }),
  day: ZDay.meta({ description: 'The day the rate was published for.' }),
  per_eur: ZPerEur,
  imported_at: ZTimestamp.meta({ description: 'When the rate was imported or last changed.' }),
});
export type TFxRate = z.infer<typeof ZFxRate>;

const zCurrencyList = (description: string) =>
  ZCsvQuery.refine((codes) => codes.every((code) => /^[A-Za-z]{3}$/.test(code)), {
    message: 'must list ISO 4217 codes such as USD,GBP, separated by commas',
  })
    .transform((codes) => codes.map((code) => code.toUpperCase()))
    .optional()
    .meta({ description, example: 'USD,GBP' });

export const ZListFxRatesQuery = ZPaginationQuery.extend({
  currency: zCurrencyList('Only these currencies (comma-separated ISO 4217 codes).'),
  from: ZDay.optional().meta({ description: 'Only rates of this day or later (YYYY-MM-DD).' }),
  to: ZDay.optional().meta({ description: 'Only rates of this day or earlier (YYYY-MM-DD).' }),
});
export type TListFxRatesQuery = z.infer<typeof ZListFxRatesQuery>;
export const ZListFxRatesResponse = listResponse(ZFxRate);

export const ZEffectiveFxRatesQuery = z.object({
  day: ZDay.optional().meta({ description: 'The day whose rates you want (YYYY-MM-DD); today (UTC) when left out.' }),
  currencies: zCurrencyList(
    'The currencies to look up (comma-separated ISO 4217 codes); all currencies that have a rate when left out.',
  ),
});
export type TEffectiveFxRatesQuery = z.infer<typeof ZEffectiveFxRatesQuery>;

export const ZEffectiveFxRates = z.object({
  day: ZDay.meta({ description: 'The day asked for (today, UTC, when none was).' }),
  rates: z
    .array(
      z.object({
        currency: z.string().meta({ example: 'USD' }),
        per_eur: ZPerEur,
        day: ZDay.meta({
          description:
            'The day the rate was published for: the latest on or before the day asked (a Saturday takes Friday’s). EUR, the base, is 1 on the day asked.',
        }),
      }),
    )
    .meta({ description: 'The rate that holds on the day for each currency that has one, by currency.' }),
  missing: z
    .array(z.string())
    .meta({ description: 'Currencies asked for with no rate on or before the day: import one first.' }),
});
export type TEffectiveFxRates = z.infer<typeof ZEffectiveFxRates>;
export const ZEffectiveFxRatesResponse = dataResponse(ZEffectiveFxRates);

/** The JSON form of an import: one entry per rate. */
export const ZFxRateImportJson = z
  .object({
    rates: z
      .array(z.record(z.string(), z.unknown()))
      .meta({ description: 'One entry per day and currency: `{"day", "currency", "per_eur"}`.' }),
  })
  .strict();

/** What a body that is neither form is told (the closest variant of the union explains what to fix). */
const BODY_FORMS =
  'send the ECB’s CSV as it is (Content-Type: text/csv), or JSON {"rates": [{"day": "2026-12-04", "currency": "USD", "per_eur": "1.0823"}]}';

export const ZFxRateImportBody = z.union([z.string({ error: BODY_FORMS }), ZFxRateImportJson]).meta({
  description:
    'The ECB reference-rate CSV (Content-Type: text/csv): a header `Date,USD,JPY,…` and one row per day, as in the ECB’s daily and historical files; or JSON `{"rates": [{"day", "currency", "per_eur"}]}` with `per_eur` as decimal text.',
});

/** A text field of a JSON entry, with what to send when it is missing or not text. */
const zEntryText = (field: string, what: string) =>
  z.string({
    error: (issue) => (issue.input === undefined ? `${field} is required: ${what}` : `${field} must be text: ${what}`),
  });

/** One entry of the JSON form, as checked: a currency's rate on a day. */
export const ZFxRateImportEntry = z.object({
  day: zEntryText('day', 'the day as YYYY-MM-DD, such as "2026-12-04"'),
  currency: zEntryText('currency', 'an ISO 4217 code such as "USD"'),
  per_eur: zEntryText('per_eur', 'decimal text such as "1.0823" (a string, so that the rate stays exact)'),
});

export const ZFxRateImportError = z.object({
  row: z.number().int().meta({
    description:
      'The row of the file: 1 is the first row after the header, 0 the header itself (a column the import skipped); for JSON, 1 is the first entry of `rates`.',
  }),
  column: z.string().nullable().meta({
    description:
      'The column of the header (a currency code, or `Date`), or the field of a JSON entry; null when the whole row is wrong.',
  }),
  message: z.string().meta({ description: 'What is wrong and how to fix it.' }),
});
export type TFxRateImportError = z.infer<typeof ZFxRateImportError>;

export const ZFxRateImportSummary = z.object({
  created: z.number().int().meta({ description: 'Rates of a day and currency that had none.' }),
  updated: z.number().int().meta({ description: 'Rates that replaced a different rate of the same day and currency.' }),
  unchanged: z.number().int().meta({ description: 'Rates already stored as they are in the file.' }),
  errors: z.array(ZFxRateImportError).meta({
    description:
      'What the import refused. A row with an error imports nothing; a header error skips only its column; every other row was imported.',
  }),
});
export type TFxRateImportSummary = z.infer<typeof ZFxRateImportSummary>;
export const ZFxRateImportResponse = dataResponse(ZFxRateImportSummary);
