import 'server-only';
import { can, ROLE_LABELS, type Permission, type TRole } from '@/lib/auth/roles';
import type { TExportKind } from '@/lib/contract/exports';
import { errorResponse } from './responses';

/**
 * What a role needs to export, or download, a kind's file: the permission that shows its list in the dashboard. The
 * company key may read everything, so the BFF checks this before it asks the API for an export of the audit log.
 */
const EXPORT_PERMISSION: Record<TExportKind, Permission> = {
  quotes: 'read',
  inventory: 'read',
  device_actions: 'read',
  employees: 'read',
  spend: 'read',
  audit_events: 'audit',
};

export const mayExport = (role: TRole, kind: string) => can(role, EXPORT_PERMISSION[kind as TExportKind] ?? 'read');

export function exportRefused(role: TRole): Response {
  return errorResponse(
    403,
    'FORBIDDEN',
    `The ${ROLE_LABELS[role]} role cannot export or download the audit log; ask IT staff or a manager.`,
  );
}
