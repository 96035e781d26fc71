import type { TAuditActor, TAuditEvent } from '@/lib/contract/audit';

// How the dashboard words an audit event: who, what, and where its object lives.

const ROLE_NAMES: Record<string, string> = { it_staff: 'IT staff', manager: 'Manager', support: 'Support' };

/** "Ines Torres (IT staff)", "API key “HR sync”", "Loadout operations", "SCIM", "Job employee.changed". */
export function describeActor(actor: TAuditActor): { name: string; detail: string | null } {
  switch (actor.type) {
    case 'user':
      return {
        name: actor.name ?? actor.email,
        detail: [actor.role ? (ROLE_NAMES[actor.role] ?? actor.role) : null, actor.name ? actor.email : null]
          .filter(Boolean)
          .join(' · '),
      };
    case 'api_key':
      return { name: `API key “${actor.api_key_name}”`, detail: null };
    case 'operator':
      return { name: actor.name ? `${actor.name} (Loadout)` : 'Loadout operations', detail: actor.email };
    case 'scim':
      return { name: 'Identity provider (SCIM)', detail: null };
    case 'job':
      return { name: 'Loadout, automatically', detail: actor.job };
    case 'link':
      return { name: 'Someone with a one-time link', detail: 'a new hire choosing their equipment' };
  }
}

const words = (text: string) =>
  text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replaceAll(/[_-]/g, ' ')
    .toLowerCase();

/** `quotes.itemAction` → "Quotes: item action"; a job's name stays as it is. */
export function describeAction(action: string): string {
  const [resource, verb] = action.split('.');
  if (!verb || action.includes(' ')) return action;
  const subject = words(resource!);
  return `${subject.charAt(0).toUpperCase()}${subject.slice(1)}: ${words(verb)}`;
}

/** Where the dashboard shows an object, if it has a page of its own. */
export function objectHref(type: string | null, id: string | null): string | null {
  if (!type || !id) return null;
  const pages: Record<string, string> = {
    quote: `/quotes/${id}`,
    device_action: `/device-actions/${id}`,
    employee: `/employees/${id}`,
    approval_request: `/approvals/${id}`,
    webhook_endpoint: `/webhooks/${id}`,
    equipment_policy: `/equipment-policies/edit/${id}`,
    approval_rule: `/approval-rules/edit/${id}`,
  };
  return pages[type] ?? null;
}

/** `quote_items` → "quote item". */
export function describeTable(table: string): string {
  return words(table.replace(/ies$/, 'y').replace(/s$/, ''));
}

/** A value as one short line. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

/** The fields a change shows: for an update each changed field, for an insert or delete the row's fields. */
export function changedFields(
  change: TAuditEvent['changes'][number],
): { field: string; before: unknown; after: unknown }[] {
  const fields = new Set([...Object.keys(change.before ?? {}), ...Object.keys(change.after ?? {})]);
  return [...fields].map((field) => ({ field, before: change.before?.[field], after: change.after?.[field] }));
}
