import { z } from 'zod';
import { dataResponse, listResponse, ZCurrency, ZLivemode, ZPaginationQuery, ZSort, ZTimestamp } from './common';
import { checkSpendPeriod, SPEND_PERIOD_MONTHS } from './budgets';

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

/** The filters of the `spend` export: approved and delivered money by month and department, over a bounded period. */
export const ZSpendExportFilters = z
  .object({
    ...SPEND_PERIOD_MONTHS,
    currency: ZCurrency.optional(),
    department: z.string().trim().min(1).optional().meta({ description: 'Department, case-insensitive.' }),
  })
  .superRefine(checkSpendPeriod('an export'));
export type TSpendExportFilters = z.infer<typeof ZSpendExportFilters>;
