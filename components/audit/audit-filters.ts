import { z } from 'zod';
import { AUDIT_ACTOR_TYPES } from '@/lib/contract/audit';
import type { ListFilters } from '@/lib/queries/list';
import { tolerantParam, ZTextParam } from '@/lib/queries/url-filters';

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
  occurred_after: tolerantParam(z.iso.date()),
  occurred_before: tolerantParam(z.iso.date()),
});
export type TAuditFilters = z.infer<typeof ZAuditFilters>;

/** The API's query: the date range covers whole UTC days, both ends included. */
export function toAuditQuery(filters: TAuditFilters): ListFilters {
  return {
    ...filters,
    occurred_after: filters.occurred_after ? `${filters.occurred_after}T00:00:00.000Z` : undefined,
    occurred_before: filters.occurred_before ? `${filters.occurred_before}T23:59:59.999Z` : undefined,
  };
}
