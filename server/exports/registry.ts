import type { TExportKind } from '@/lib/contract/exports';
import { ApiError } from '../core/errors';
import type { ExportKind } from './kind';
import { deviceActionsExport } from './kinds/device-actions';
import { employeesExport } from './kinds/employees';
import { inventoryExport } from './kinds/inventory';
import { quotesExport } from './kinds/quotes';
import { spendExport } from './kinds/spend';
import { auditEventsExport } from './kinds/audit-events';

/** Every kind of export, by name. A new kind: its file in kinds/, its line here, its name in EXPORT_KINDS. */
export const EXPORT_REGISTRY: Record<TExportKind, ExportKind> = {
  quotes: quotesExport,
  inventory: inventoryExport,
  device_actions: deviceActionsExport,
  employees: employeesExport,
  spend: spendExport,
  audit_events: auditEventsExport,
};

export function kindOf(kind: string) {
  const found = EXPORT_REGISTRY[kind as TExportKind];
  if (!found) throw new Error(`Unknown export kind '${kind}'`);
  return found;
}

/** The filters as the kind's list endpoint checks them; each problem is named at `filters.<parameter>`. */
export function parseFilters(kind: string, filters: Record<string, string>) {
  const parsed = kindOf(kind).filters.safeParse(filters);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) => ({
    path: ['filters', ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  throw new ApiError(
    'VALIDATION_ERROR',
    `The filters are not those of the ${kind} list: ${details.map((detail) => `${detail.path}: ${detail.message}`).join('; ')}. Send the list endpoint's query parameters.`,
    details,
  );
}
