import { z } from 'zod';
import { dataResponse, listResponse, ZCurrency, ZLivemode, ZPaginationQuery, ZSort, ZTimestamp } from './common';

// Exports: a file (CSV or XLSX) of one list's rows with the list's filters, written in the background.

/** What can be exported; each is one file of server/exports/kinds/ and one line of its registry. */
export const EXPORT_KINDS = ['quotes', 'inventory', 'device_actions', 'employees', 'spend', 'audit_events'] as const;
export const ZExportKind = z.enum(EXPORT_KINDS);
export type TExportKind = (typeof EXPORT_KINDS)[number];

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const ZExportFormat = z.enum(EXPORT_FORMATS);
export type TExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;

/** Days a finished export (and its file) is kept. */
export const EXPORT_RETENTION_DAYS = 7;

export const ZExport = z
  .object({
    id: z.uuid(),
    kind: ZExportKind,
    format: ZExportFormat,
    filters: z.record(z.string(), z.string()).meta({
      description: 'The list\'s filters, as the list endpoint\'s query parameters (e.g. `{"status": "in_use"}`).',
    }),
    status: z.enum(EXPORT_STATUSES),
    rows_written: z.number().int().meta({ description: 'Rows written so far; the progress while `running`.' }),
    row_count: z.number().int().nullable().meta({ description: 'Rows in the file; null until `succeeded`.' }),
    file_name: z.string().nullable(),
    file_bytes: z.number().int().nullable(),
    error: z.string().nullable().meta({ description: 'What went wrong, when `failed`.' }),
    download_url: z.string().nullable().meta({
      description:
        'Signed URL of the file, needing no API key; valid until `download_url_expires_at`. Read the export again for a fresh one. Null until `succeeded`.',
    }),
    download_url_expires_at: ZTimestamp.nullable(),
    requested_by: z.object({
      type: z.enum(['user', 'api_key']),
      email: z.string().nullable(),
      name: z.string().nullable(),
    }),
    livemode: ZLivemode,
    created_at: ZTimestamp,
    completed_at: ZTimestamp.nullable(),
    expires_at: ZTimestamp.meta({
      description: `When the export and its file are deleted (${EXPORT_RETENTION_DAYS} days after it was requested).`,
    }),
  })
  .meta({ id: 'Export' });
export type TExport = z.infer<typeof ZExport>;

export const ZCreateExportRequest = z.strictObject({
  kind: ZExportKind,
  format: ZExportFormat,
  filters: z.record(z.string(), z.string()).optional().meta({
    description:
      "The list endpoint's query parameters, without `cursor` and `limit` (`spend`: `from` and `to` months YYYY-MM from 2000-01 to 2999-12, at most 120 months apart, `currency`, `department`). Checked as the list endpoint checks them.",
  }),
});
export type TCreateExportRequest = z.infer<typeof ZCreateExportRequest>;

export const ZExportResponse = dataResponse(ZExport);
export const ZListExportsQuery = ZPaginationQuery.extend({ sort: ZSort });
export type TListExportsQuery = z.infer<typeof ZListExportsQuery>;
export const ZListExportsResponse = listResponse(ZExport);

export const ZExportDownloadQuery = z.object({
  expires: z.string().meta({ description: 'Unix time (seconds) the URL expires at.' }),
  signature: z.string().meta({ description: 'HMAC of the export id and `expires`.' }),
});

/** The months a spend export may cover, and how many at most in one file. */
export const SPEND_EXPORT_MONTHS = { first: '2000-01', last: '2999-12', most: 120 } as const;

const isWithinMonths = (month: string) => month >= SPEND_EXPORT_MONTHS.first && month <= SPEND_EXPORT_MONTHS.last;

const ZMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month, YYYY-MM')
  .refine(isWithinMonths, `must be a month from ${SPEND_EXPORT_MONTHS.first} to ${SPEND_EXPORT_MONTHS.last} (YYYY-MM)`);

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const thisMonth = () => new Date().toISOString().slice(0, 7);

/** The filters of the `spend` export: approved and delivered money by month and department, over a bounded period. */
export const ZSpendExportFilters = z
  .object({
    from: ZMonth.optional().meta({
      description: `First month (default: 11 months before \`to\`); the period covers at most ${SPEND_EXPORT_MONTHS.most} months.`,
    }),
    to: ZMonth.optional().meta({ description: 'Last month (default: this month).' }),
    currency: ZCurrency.optional(),
    department: z.string().trim().min(1).optional().meta({ description: 'Department, case-insensitive.' }),
  })
  .superRefine((filters, context) => {
    const to = filters.to ?? thisMonth();
    // A month out of range is named on its own field already.
    if (!filters.from || !isWithinMonths(filters.from) || !isWithinMonths(to)) return;
    const months = monthIndex(to) - monthIndex(filters.from) + 1;
    if (months < 1) {
      context.addIssue({ code: 'custom', path: ['from'], message: `must not be after to (${to})` });
    } else if (months > SPEND_EXPORT_MONTHS.most) {
      context.addIssue({
        code: 'custom',
        path: ['from'],
        message: `the period from ${filters.from} to ${to} is ${months} months; an export covers at most ${SPEND_EXPORT_MONTHS.most}: narrow from or to`,
      });
    }
  });
export type TSpendExportFilters = z.infer<typeof ZSpendExportFilters>;
