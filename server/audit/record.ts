import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { CompanyScope } from '../core/scope';
import pg from 'pg';
import { isTransaction, queryRows, transactionWithEnds, type Db } from '../db/client';
import { insertRows, literalInsert, type InsertReport } from '../db/insert-rows';
import { auditEvents } from '../db/schema';
import type { AuditSource } from './actor';
import { auditEventRow } from './chain';
import { foldCapturedRows, MAX_CHANGES_PER_EVENT, type CapturedRow } from './changes';

/** What an audited unit of work did: its action and main object, named by its writer. */
export type AuditSubject = {
  action: string;
  objectType: string | null;
  objectId: string | null;
  requestId: string | null;
};

/** One audited transaction's capture, by the transaction that began it. */
type Capture = {
  id: string;
  /**
   * A writer's report of its inserts (reportInserts): the rows taken and reported, in order; the declared ids not
   * reported yet; whether its statement ran (`sent`) and whether the trigger copies again since (`ended`).
   */
  report: { rows: CapturedRow[]; pending: Set<string>; sent: boolean; ended: boolean } | null;
};
const captures = new WeakMap<Db, Capture>();

const captureStart = (captureId: string) =>
  `select set_config('loadout.audit_capture', ${pg.escapeLiteral(captureId)}, true)`;

type TakenRow = CapturedRow & { position: string | number };
const TAKEN_COLUMNS = sql.raw(`position, table_name as "tableName", operation, before, after`);

/**
 * For a writer that holds a lock until its transaction commits (a quote's number) and reads back every row it
 * inserts with insertTogether: its rows go to the capture as `to_jsonb` gives them, the trigger's very copy, and the
 * capture adds no statement of its own. What returns rides along with the writer's insert (insertTogether's
 * `report`): it takes the rows captured so far and declares the ids of the rows being inserted, whose inserts the
 * trigger then skips; from that statement on, the trigger refuses any other audited change of the transaction
 * (migration 0029) until `endInsertReport`, so that nothing it did not see can go missing. Null when `tx` is not an
 * audited transaction's own (in a savepoint, or with no capture, the trigger does its work as always).
 */
export function reportInserts(tx: Db, ids: string[]): InsertReport | null {
  const capture = captures.get(tx);
  if (!capture || capture.report) return null;
  if (ids.some((id) => id.includes(','))) throw new Error('reportInserts: an id may not hold a comma');
  const report = { rows: [] as CapturedRow[], pending: new Set(ids), sent: false, ended: false };
  capture.report = report;
  return {
    ctes: [
      sql`audit_taken as (delete from audit_captured_changes where capture_id = ${capture.id} returning ${TAKEN_COLUMNS})`,
    ],
    columns: [
      sql`(select coalesce(jsonb_agg(to_jsonb(audit_taken) order by position), '[]'::jsonb) from audit_taken) as audit_taken`,
      sql`set_config('loadout.audit_reported', ${ids.join(',')}, true) as audit_reported`,
    ],
    receive(answer, parts) {
      report.sent = true;
      report.rows.push(...(answer.audit_taken as TakenRow[]).map(withoutPosition));
      for (const { table, rows } of parts) {
        for (const row of rows) {
          // A row that was not declared: the trigger refuses its insert, so the statement never got here.
          if (report.pending.delete(String(row.id)))
            report.rows.push({ tableName: table, operation: 'insert', before: null, after: row });
        }
      }
    },
  };
}

/** Ends reportInserts' mode: the trigger copies this transaction's changes again (one statement, if it was sent). */
export async function endInsertReport(tx: Db): Promise<void> {
  const capture = captures.get(tx);
  const report = capture?.report;
  if (!capture || !report || report.ended) return;
  if (!report.sent) {
    capture.report = null;
    return;
  }
  await tx.execute(sql`select set_config('loadout.audit_reported', '', true)`);
  report.ended = true;
}

function withoutPosition({ position: _position, ...row }: TakenRow): CapturedRow {
  return row;
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
 * The rows this transaction changed: the ones the trigger copied, in their order, and those a writer reported where
 * it reported them (reportInserts; while it does, the trigger copies nothing).
 */
async function takeCaptured(tx: Db, capture: Capture): Promise<CapturedRow[]> {
  const { report } = capture;
  if (report && report.pending.size > 0)
    throw new Error(
      `reportInserts: ${report.pending.size} declared rows were not reported (${[...report.pending][0]})`,
    );
  if (report && !report.ended) return report.rows;
  const copied = await queryRows<TakenRow>(
    tx,
    sql`delete from audit_captured_changes where capture_id = ${capture.id} returning ${TAKEN_COLUMNS}`,
  );
  copied.sort((a, b) => Number(a.position) - Number(b.position));
  return [...(report?.rows ?? []), ...copied.map(withoutPosition)];
}

/** What an audited transaction's work did, for its audit events: who, what, and for which company. */
export type AuditedWork<T> = { result: T; source: AuditSource; subject: AuditSubject; tenant: CompanyScope | null };

/**
 * The audit events of the captured rows: one for `tenant` when the work had one (even if it changed no row: the
 * action was taken), else one per company whose rows changed.
 */
async function eventsOf(tx: Db, capture: Capture, work: AuditedWork<unknown>) {
  const { source, subject, tenant } = work;
  const uncaptured = takeUncaptured(await takeCaptured(tx, capture));
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
  const events: (typeof auditEvents.$inferInsert)[] = [];
  for (const [companyId, part] of companies) {
    // Rows of no company (a quote's items, an approval's steps) belong to the work's company.
    const changes = first ? [...part.changes, ...folded.orphans.changes] : part.changes;
    const subjects = new Set(first ? [...part.subjects, ...folded.orphans.subjects] : part.subjects);
    if (subject.objectId) subjects.add(subject.objectId);
    first = false;
    const { row } = auditEventRow(companyId, {
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
    events.push(row);
  }
  return events;
}

/**
 * The most events sent with the COMMIT as a literal. A bulk write (an import's thousands of people) sends its events
 * as a statement of their own, with its rows as a parameter: one more round trip is nothing to it, and the message
 * does not hold its events twice over (JSON, then escaped).
 */
const COMMITTED_EVENTS_LIMIT = 100;

/**
 * Runs `work` in a transaction whose changes leave their audit events in it: the trigger of migration 0018 copies
 * each changed row while `loadout.audit_capture` holds the capture's id, and the events are folded from the copies
 * once the work is done (a failed work rolls back and leaves none). In the outermost transaction the capture's start
 * travels with the BEGIN and the events with the COMMIT (transactionWithEnds), so that the audit log adds no statement
 * to a write; inside another transaction (an idempotent POST's, whose stored response is written after) it runs in a
 * savepoint with statements of its own.
 */
async function inAuditedTransaction<T>(db: Db, work: (tx: Db) => Promise<AuditedWork<T>>): Promise<T> {
  const captureId = randomUUID();
  if (!isTransaction(db)) {
    return transactionWithEnds(db, captureStart(captureId), async (tx) => {
      const capture: Capture = { id: captureId, report: null };
      captures.set(tx, capture);
      const done = await work(tx);
      const events = await eventsOf(tx, capture, done);
      if (events.length === 0) return { result: done.result, closing: null };
      if (events.length <= COMMITTED_EVENTS_LIMIT)
        return { result: done.result, closing: literalInsert(auditEvents, events) };
      await insertRows(tx, auditEvents, events, ['id']);
      return { result: done.result, closing: null };
    });
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(captureStart(captureId)));
    const capture: Capture = { id: captureId, report: null };
    captures.set(tx, capture);
    const done = await work(tx);
    const events = await eventsOf(tx, capture, done);
    // The enclosing transaction goes on: the trigger copies its changes again (capturing may go on, but nothing
    // written from here, the events or an idempotent response, is audited).
    await endInsertReport(tx);
    await insertRows(tx, auditEvents, events, ['id']);
    return done.result;
  });
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
  return inAuditedTransaction(db, async (tx) => ({ result: await work(tx), source, subject, tenant }));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SURFACE_PREFIX = /^\/(api\/v1|operator\/v1|scim\/v2)\/(test-helpers\/)?/;
/** Path segments whose objects are known by another name. */
const OBJECT_NAMES: Record<string, string> = { users: 'employee', webhooks: 'webhook_endpoint', refreshes: 'refresh' };

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
    return inAuditedTransaction(rootDb, async (tx) => {
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
        return { result: body, source, subject, tenant };
      } finally {
        request.db = rootDb;
      }
    });
  };
}
