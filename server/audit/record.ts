import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { CompanyScope } from '../core/scope';
import { queryRows, type Db } from '../db/client';
import type { AuditSource } from './actor';
import { appendAuditEvent } from './chain';
import { foldCapturedRows, MAX_CHANGES_PER_EVENT, type CapturedRow } from './changes';

/** What an audited unit of work did: its action and main object, named by its writer. */
export type AuditSubject = {
  action: string;
  objectType: string | null;
  objectId: string | null;
  requestId: string | null;
};

/**
 * Starts capturing the rows this transaction changes (the trigger of migration 0018 copies them while
 * `loadout.audit_capture` holds the capture's id). Returns the id to finish with.
 */
export async function beginCapture(tx: Db): Promise<string> {
  const captureId = randomUUID();
  await tx.execute(sql`select set_config('loadout.audit_capture', ${captureId}, true)`);
  return captureId;
}

/** The operation of the one captured row in which a bulk writer counts the rows it changed with the capture paused. */
const UNCAPTURED = 'uncaptured';

/** What a bulk writer changed while the capture was paused, for `resumeCapture`: the ids of the rows, in order. */
export type PausedCapture = { captureId: string; table: string; tenant: CompanyScope; ids: string[] };

/**
 * Pauses the row capture for a bulk writer that knows each row it changes (an HRIS import): the trigger stops copying
 * its rows (their JSON, their insert and their reading back cost more than the writes), and the writer lists the ids
 * of the rows it changes in the returned `ids`, then calls `resumeCapture`. The event counts them as changes
 * (`changes_omitted`) and keeps them among its subjects, so pause only once MAX_CHANGES_PER_EVENT changes are captured:
 * the event then spells out the same ones. Null when this transaction captures nothing.
 */
export async function pauseCapture(tx: Db, table: string, tenant: CompanyScope): Promise<PausedCapture | null> {
  const [current] = await queryRows<{ captureId: string | null }>(
    tx,
    sql`select current_setting('loadout.audit_capture', true) as "captureId"`,
  );
  if (!current?.captureId) return null;
  await tx.execute(sql`select set_config('loadout.audit_capture', '', true)`);
  return { captureId: current.captureId, table, tenant, ids: [] };
}

/** Counts the rows changed while paused (one captured row holding their ids) and captures row by row again. */
export async function resumeCapture(tx: Db, paused: PausedCapture): Promise<void> {
  if (paused.ids.length > 0) {
    const counted = { company_id: paused.tenant.companyId, livemode: paused.tenant.livemode, ids: paused.ids };
    await tx.execute(
      sql`insert into audit_captured_changes (capture_id, table_name, operation, after)
          values (${paused.captureId}, ${paused.table}, ${UNCAPTURED}, ${JSON.stringify(counted)}::jsonb)`,
    );
  }
  await tx.execute(sql`select set_config('loadout.audit_capture', ${paused.captureId}, true)`);
}

/** The counts of `resumeCapture`, per company: how many changes, and the rows they touched. */
function takeUncaptured(captured: CapturedRow[]) {
  const byCompany = new Map<string, { livemode: boolean; count: number; ids: string[] }>();
  const rows = captured.filter((row) => {
    if (row.operation !== UNCAPTURED) return true;
    const counted = row.after as { company_id: string; livemode: boolean; ids: string[] };
    const part = byCompany.get(counted.company_id) ?? { livemode: counted.livemode, count: 0, ids: [] };
    part.count += counted.ids.length;
    part.ids.push(...counted.ids);
    byCompany.set(counted.company_id, part);
    return false;
  });
  return { rows, byCompany };
}

/**
 * Takes the captured rows and appends their audit events, in the same transaction: one for `tenant`
 * when the work had one (even if it changed no row: the action was taken), else one per company whose rows changed.
 */
export async function finishCapture(
  tx: Db,
  captureId: string,
  source: AuditSource,
  subject: AuditSubject,
  tenant: CompanyScope | null,
): Promise<void> {
  // Capturing may go on: nothing written from here (the event, the chain's head, an idempotent response) is audited.
  const captured = await queryRows<CapturedRow & { position: string | number }>(
    tx,
    sql`delete from audit_captured_changes where capture_id = ${captureId}
        returning position, table_name as "tableName", operation, before, after`,
  );
  captured.sort((a, b) => Number(a.position) - Number(b.position));
  const uncaptured = takeUncaptured(captured);
  const folded = foldCapturedRows(uncaptured.rows);
  const companies = new Map(folded.byCompany);
  // Rows changed while the capture was paused come after those it copied (it pauses only after the listed ones).
  for (const [companyId, counted] of uncaptured.byCompany) {
    const part = companies.get(companyId) ?? { livemode: counted.livemode, changes: [], subjects: new Set<string>() };
    for (const id of counted.ids) part.subjects.add(id);
    companies.set(companyId, part);
  }
  if (!tenant && companies.size === 0 && folded.orphans.changes.length > 0) {
    // Only parts changed (an operator's alternative for a quote item): the company is their parent's.
    const owner = await ownerOfParts(tx, uncaptured.rows);
    if (owner) companies.set(owner.companyId, { livemode: owner.livemode, changes: [], subjects: new Set() });
  }
  if (tenant && !companies.has(tenant.companyId)) {
    companies.set(tenant.companyId, { livemode: tenant.livemode, changes: [], subjects: new Set() });
  }
  let first = true;
  for (const [companyId, part] of companies) {
    // Rows of no company (a quote's items, an approval's steps) belong to the work's company.
    const changes = first ? [...part.changes, ...folded.orphans.changes] : part.changes;
    const subjects = new Set(first ? [...part.subjects, ...folded.orphans.subjects] : part.subjects);
    if (subject.objectId) subjects.add(subject.objectId);
    first = false;
    await appendAuditEvent(tx, companyId, {
      livemode: tenant?.companyId === companyId ? tenant.livemode : (part.livemode ?? true),
      actor: source.actor,
      action: subject.action,
      object_type: subject.objectType,
      object_id: subject.objectId,
      subjects: [...subjects],
      changes: changes.slice(0, MAX_CHANGES_PER_EVENT),
      changes_omitted:
        Math.max(0, changes.length - MAX_CHANGES_PER_EVENT) + (uncaptured.byCompany.get(companyId)?.count ?? 0),
      request_id: subject.requestId,
      ip_address: source.ipAddress,
      user_agent: source.userAgent,
    });
  }
}

/** Tables of parts (rows without a company) and the parent table whose row names their company. */
const PARENT_OF_PART: Record<string, { column: string; table: string }> = {
  quote_items: { column: 'quote_id', table: 'quotes' },
  quote_alternatives: { column: 'quote_id', table: 'quotes' },
  quote_recipients: { column: 'quote_id', table: 'quotes' },
  approval_steps: { column: 'request_id', table: 'approval_requests' },
};

async function ownerOfParts(tx: Db, captured: CapturedRow[]) {
  for (const row of captured) {
    const parent = PARENT_OF_PART[row.tableName];
    const parentId = parent && (row.after ?? row.before)?.[parent.column];
    if (!parent || typeof parentId !== 'string') continue;
    const [owner] = await queryRows<{ companyId: string; livemode: boolean }>(
      tx,
      sql`select company_id as "companyId", livemode from ${sql.identifier(parent.table)} where id = ${parentId}`,
    );
    if (owner) return owner;
  }
  return null;
}

/** Runs `work` in a transaction whose changes leave their audit events (a job's, a command's). */
export async function audited<T>(
  db: Db,
  source: AuditSource,
  subject: AuditSubject,
  tenant: CompanyScope | null,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const captureId = await beginCapture(tx);
    const result = await work(tx);
    await finishCapture(tx, captureId, source, subject, tenant);
    return result;
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SURFACE_PREFIX = /^\/(api\/v1|operator\/v1|scim\/v2)\/(test-helpers\/)?/;
/** Path segments whose objects are known by another name. */
const OBJECT_NAMES: Record<string, string> = { users: 'employee', webhooks: 'webhook_endpoint' };

/** The kind of object a route acts on, from its path: `/api/v1/device-actions/:id/cancel` acts on a `device_action`. */
export function objectTypeOf(routeUrl: string): string | null {
  const segment = routeUrl.replace(SURFACE_PREFIX, '').split('/')[0]?.toLowerCase();
  if (!segment || segment.startsWith(':')) return null;
  if (OBJECT_NAMES[segment]) return OBJECT_NAMES[segment];
  const singular = segment.endsWith('ies') ? `${segment.slice(0, -3)}y` : segment.replace(/s$/, '');
  return singular.replaceAll('-', '_');
}

/** The request's object: the `:id` it names, else the id of the object it answered with (a create). */
function objectIdOf(request: FastifyRequest, body: unknown): string | null {
  const named = (request.params as { id?: unknown } | undefined)?.id;
  const answer = body as { id?: unknown; data?: { id?: unknown } } | null | undefined;
  // Our answers wrap the object in `data`; SCIM's are the object itself.
  const answered = answer?.data?.id ?? answer?.id;
  if (typeof named === 'string' && UUID.test(named)) return named;
  if (typeof answered === 'string') return answered;
  return typeof named === 'string' ? named : null;
}

/** How a surface names the requests it audits: who, from where, and for which company. */
export type AuditedSurface = (request: FastifyRequest) => { source: AuditSource; tenant: CompanyScope | null };

/**
 * Wraps a route that changes data so that its writes and its audit event commit in one transaction: the handler runs
 * with `request.db` set to the transaction, then the event is appended with what it changed. A failed request rolls
 * back and leaves no event. Routes with `config.audit === false` (a POST that only calculates) run as they are.
 */
export function withAudit(handler: RouteHandlerMethod, surface: AuditedSurface): RouteHandlerMethod {
  return async function auditedHandler(this: unknown, request: FastifyRequest, reply: FastifyReply) {
    if (request.routeOptions.config.audit === false) return handler.call(this as never, request, reply);
    const rootDb = request.db;
    return rootDb.transaction(async (tx) => {
      const captureId = await beginCapture(tx);
      request.db = tx;
      try {
        const body = await handler.call(this as never, request, reply);
        const { source, tenant } = surface(request);
        const subject: AuditSubject = {
          action: request.routeOptions.schema?.operationId ?? `${request.method} ${request.routeOptions.url}`,
          objectType: objectTypeOf(request.routeOptions.url ?? ''),
          objectId: objectIdOf(request, body),
          requestId: request.id,
        };
        await finishCapture(tx, captureId, source, subject, tenant);
        return body;
      } finally {
        request.db = rootDb;
      }
    });
  };
}
