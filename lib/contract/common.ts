import { z } from 'zod';
import { COUNTRY_INPUT_HINT, toCountryCode } from '../countries';

export const ERROR_CODES = [
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'VALIDATION_ERROR',
  'CONFLICT',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;
export const ZErrorCode = z.enum(ERROR_CODES);
export type TErrorCode = z.infer<typeof ZErrorCode>;

export const ZErrorDetail = z.object({
  path: z.string().meta({ description: 'Where the problem is, e.g. `items[0].recipients` or `limit`.' }),
  message: z.string(),
});

export const ZErrorResponse = z
  .object({
    error: z.object({
      code: ZErrorCode,
      message: z.string().meta({ description: 'What was wrong and how to fix it, for a human.' }),
      details: z
        .union([z.array(ZErrorDetail), z.record(z.string(), z.unknown())])
        .nullable()
        .meta({
          description:
            'Specifics: for VALIDATION_ERROR a list of `{path, message}`; otherwise an object named by the error (for FORBIDDEN `required_scopes` and `granted_scopes`, for CONFLICT the conflicting ids), or null.',
        }),
    }),
  })
  .meta({ id: 'Error' });
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

/** `2026-02-28` yes, `2026-02-30` no. */
export function isCalendarDay(value: string) {
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A calendar day, YYYY-MM-DD: `2026-02-30` is refused. */
export const ZDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD')
  .refine(isCalendarDay, 'must be a day of the calendar, YYYY-MM-DD');
/** ISO 8601 UTC timestamps with milliseconds, e.g. `2026-11-21T10:15:00.000Z`. */
export const ZTimestamp = z.iso.datetime({ offset: false, precision: 3 });

export const ZLivemode = z
  .boolean()
  .meta({ description: '`true` for live data, `false` for sandbox data (test keys).' });

export const ZCurrency = z
  .string()
  .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as USD')
  .meta({ description: 'ISO 4217 currency code.' });

/** The largest amount a money column (numeric(12,2)) holds. */
export const MONEY_MAX = 9_999_999_999.99;

/** An amount of money as stored: from 0 to 9 999 999 999.99; the database keeps two decimals. */
export const ZMoneyAmount = z
  .number()
  .min(0, 'must not be negative')
  .max(MONEY_MAX, `must be at most ${MONEY_MAX} (money is stored with 12 digits, 2 of them after the decimal point)`);

export const ZIdParams = z.object({ id: z.string().meta({ description: 'The object id (UUID).' }) });

export const PAGE_LIMIT_DEFAULT = 25;
export const PAGE_LIMIT_MAX = 100;

export const ZPaginationQuery = z.object({
  // Typed as the number the OpenAPI document names; coerced because a query string carries it as text.
  limit: z.coerce
    .number<number>({ message: 'must be a whole number from 1 to 100' })
    .int('must be a whole number from 1 to 100')
    .min(1, 'must be a whole number from 1 to 100')
    .max(PAGE_LIMIT_MAX, 'must be a whole number from 1 to 100')
    .default(PAGE_LIMIT_DEFAULT)
    .meta({ description: 'Page size, 1–100 (default 25).' }),
  cursor: z.string().min(1).optional().meta({ description: 'Opaque cursor: `meta.next_cursor` of the previous page.' }),
});

export const SORTS = ['created_at', '-created_at', 'updated_at', '-updated_at'] as const;
export const ZSort = z
  .enum(SORTS)
  .default('-created_at')
  .meta({ description: 'Sort order; a leading `-` means descending (default `-created_at`).' });

export const ZListMeta = z.object({
  has_more: z.boolean(),
  next_cursor: z
    .string()
    .nullable()
    .meta({ description: 'Pass as `cursor` to get the next page; null on the last page.' }),
});

/** `{data: [...], meta: {has_more, next_cursor}}` for a list of `item`. */
export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: ZListMeta });
}

/** `{data: item}`. */
export function dataResponse<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}

/** A `search` query parameter: part of the fields `description` names, case-insensitive. */
export function zSearchQuery(description: string) {
  return z.string().trim().min(1).max(200).optional().meta({ description });
}

/** A comma-separated list of values in a query string, split, trimmed and de-duplicated. */
export const ZCsvQuery = z.string().transform((value) => [
  ...new Set(
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  ),
]);

/**
 * A country as a client sends it in v1: free-form, a name or a code (`Germany`, `UK`, `DE`), any non-empty text. It
 * is kept and returned as sent; the code Loadout recognises in it is returned beside it in `country_code`.
 */
export const ZCountryInput = z
  .string()
  .trim()
  .min(1, 'must not be empty: give the country name or code, such as Germany or DE')
  .max(100)
  .meta({
    description:
      'Free-form country name or code (`Germany`, `UK`, `DE`), returned as sent. Loadout adds the ISO 3166-1 alpha-2 code it recognises as the read-only `country_code`.',
  });

/** A country as the client sent it (v1's free-form field). */
export const ZCountry = z.string().meta({ description: 'The country as sent (free-form name or code).' });

/** The read-only ISO code beside a free-form `country`: recognised from the code, the name or a common alias. */
export const ZCountryCode = z.string().nullable().meta({
  description:
    'Read-only. The ISO 3166-1 alpha-2 code Loadout recognises in `country` (`GB` for `UK` or `United Kingdom`, `DE` for `Germany`); null when it recognises none.',
  readOnly: true,
  example: 'DE',
});

/** A field that only ever holds an ISO 3166-1 alpha-2 code (an equipment policy's countries). */
export const ZIsoCountryCode = z.string().meta({ description: 'ISO 3166-1 alpha-2 country code, e.g. `DE`.' });

/** A country that must be recognised (code or name), turned into its ISO 3166-1 alpha-2 code. */
export const ZIsoCountryCodeInput = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(100)
  .transform((value, context) => {
    const code = toCountryCode(value);
    if (!code) context.addIssue({ code: 'custom', message: COUNTRY_INPUT_HINT });
    return code ?? value;
  })
  .meta({
    description:
      'Country: an ISO 3166-1 alpha-2 code (`DE`) or its name (`Germany`, `Deutschland`); stored and returned as the code.',
  });

/** The company an object belongs to, in the operator's views across companies. */
export const ZCompanyRef = z.object({ id: z.uuid(), name: z.string() });

/** The operator's filter on requests for input (`action_required`). */
export const ZActionRequiredState = z.enum(['open', 'waiting', 'answered']).meta({
  description:
    '`open`: a request for input is open; `waiting`: open, and the client has not commented since it was raised; `answered`: open, and the client has commented since.',
});
export type TActionRequiredState = z.infer<typeof ZActionRequiredState>;

/** A comment on a quote or device action, from the client, Loadout's operators or the system. */
export const ZComment = z.object({
  id: z.uuid(),
  author: z.string(),
  message: z.string(),
  source: z.enum(['operator', 'client', 'system']),
  created_at: ZTimestamp,
});

export const ZAddCommentRequest = z.strictObject({
  message: z.string().trim().min(1, 'must not be empty').max(5000),
  author: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(200)
    .optional()
    .meta({ description: 'Who writes, as Loadout staff will see it; defaults to the name of the API key.' }),
});

/** Countries in a query string (`de,Germany`), comma-separated; the service matches each against `country` and `country_code`. */
export const ZCountryCsvQuery = ZCsvQuery.meta({
  description:
    'Country as sent, or a country code or name (`DE`, `Germany`, `UK`), case-insensitive: matches `country` whole or the `country_code` recognised in the value; comma-separated values mean OR.',
});
