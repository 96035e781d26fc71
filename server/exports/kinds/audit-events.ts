import { ZListAuditEventsQuery, type TAuditActor, type TAuditEvent } from '@/lib/contract/audit';
import { listAuditEvents } from '../../audit/service';
import { defineExportKind, everyPage } from '../kind';

/** Who the actor is, in one cell: a person's e-mail, a key's name, a token's or a job's. */
function actorOf(actor: TAuditActor): string {
  switch (actor.type) {
    case 'user':
      return actor.email;
    case 'api_key':
      return actor.api_key_name;
    case 'operator':
      return actor.email ?? `operator token ${actor.operator_token_id}`;
    case 'scim':
      return `SCIM token ${actor.scim_token_id}`;
    case 'job':
      return actor.job;
    case 'link':
      return 'one-time link';
  }
}

const text = (value: unknown) =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);

const fieldsOf = (row: Record<string, unknown> | null) =>
  Object.entries(row ?? {})
    .map(([field, value]) => `${field}=${text(value)}`)
    .join(', ');

/** `quotes.status: Quoted → Approved; budgets added: department=Sales, …`: what an event changed, in one cell. */
function changesOf(event: TAuditEvent): string {
  const parts = event.changes.map((change) => {
    if (change.operation === 'insert') return `${change.table} added: ${fieldsOf(change.after)}`;
    if (change.operation === 'delete') return `${change.table} removed: ${fieldsOf(change.before)}`;
    return Object.keys(change.after ?? {})
      .map((field) => `${change.table}.${field}: ${text(change.before?.[field])} → ${text(change.after?.[field])}`)
      .join('; ');
  });
  if (event.changes_omitted > 0) parts.push(`and ${event.changes_omitted} more rows`);
  return parts.join('; ');
}

/** The audit log, as GET /api/v1/audit-events lists it (newest first), one row per event. */
export const auditEventsExport = defineExportKind({
  kind: 'audit_events',
  title: 'audit-log',
  readScope: 'audit:read',
  filters: ZListAuditEventsQuery.omit({ cursor: true, limit: true }),
  columns: [
    { header: 'Time', value: (event: TAuditEvent) => event.occurred_at },
    { header: 'Sequence', value: (event) => event.seq },
    { header: 'Actor type', value: (event) => event.actor.type },
    { header: 'Actor', value: (event) => actorOf(event.actor) },
    { header: 'Role', value: (event) => (event.actor.type === 'user' ? event.actor.role : null) },
    { header: 'Action', value: (event) => event.action },
    { header: 'Object type', value: (event) => event.object_type },
    { header: 'Object id', value: (event) => event.object_id },
    { header: 'Changes', value: (event) => changesOf(event) },
    { header: 'Request id', value: (event) => event.request_id },
    { header: 'IP address', value: (event) => event.ip_address },
    { header: 'User agent', value: (event) => event.user_agent },
    { header: 'Previous hash', value: (event) => event.prev_hash },
    { header: 'Hash', value: (event) => event.hash },
  ],
  async *rows(db, tenant, filters) {
    yield* everyPage((page) => listAuditEvents(db, tenant, { ...filters, ...page }));
  },
});
