import { z } from 'zod';
import { AUDIT_ACTOR_TYPES } from '@/lib/contract/audit';
import type { ListFilters } from '@/lib/queries/list';
import { tolerantParam, withDayRange, ZDayParam, ZTextParam } from '@/lib/queries/url-filters';

// The audit log's filters as the URL carries them; the server page parses, the list reads them.

export const AUDIT_OBJECT_TYPES = {
  quote: 'Quotes',
  device_action: 'Device actions',
  asset: 'Assets',
  device: 'Devices added',
  employee: 'Employees',
  webhook_endpoint: 'Webhooks',
  api_key: 'API keys',
  scim_token: 'SCIM tokens',
  equipment_policy: 'Equipment policies',
  approval_rule: 'Approval rules',
  approval_request: 'Approval requests',
  budget: 'Budgets',
  company: 'Company settings',
} as const;

export const ACTOR_TYPE_LABELS: Record<(typeof AUDIT_ACTOR_TYPES)[number], string> = {
  user: 'Dashboard users',
  api_key: 'API keys',
  operator: 'Loadout operations',
  scim: 'Identity provider (SCIM)',
  job: 'Automatic (jobs)',
  link: 'One-time links (new hires)',
};

export const ZAuditFilters = z.object({
  actor: ZTextParam,
  actor_type: tolerantParam(z.enum(AUDIT_ACTOR_TYPES)),
  action: ZTextParam,
  object_type: tolerantParam(z.string().trim().min(1).max(100)),
  object_id: ZTextParam,
  occurred_after: ZDayParam,
  occurred_before: ZDayParam,
});
export type TAuditFilters = z.infer<typeof ZAuditFilters>;

/** The API's query: the date range covers whole UTC days, both ends included. */
export function toAuditQuery(filters: TAuditFilters): ListFilters {
  return withDayRange(filters, 'occurred_after', 'occurred_before');
}
