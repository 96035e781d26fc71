import { and, eq, getTableColumns, gte, like, lte, lt, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { keysetPage, type PageRequest } from '../db/pagination';
import { apiKeys, apiRequestLogs } from '../db/schema';
import { scopeWhere } from '../db/scope';
import type { Scope } from '../core/scope';

export type RequestLogRow = typeof apiRequestLogs.$inferSelect & { apiKeyName: string | null };
export type NewRequestLog = Omit<typeof apiRequestLogs.$inferSelect, 'id'>;

/** An entry with the name of the key that sent it (the key row is the same company's). */
const SELECTED = { ...getTableColumns(apiRequestLogs), apiKeyName: apiKeys.name };

export type RequestLogFilters = {
  apiKeyId?: string;
  /** An exact status (`404`) or a class (`4xx`). */
  status?: string;
  method?: string;
  pathPrefix?: string;
  requestId?: string;
  createdAfter?: string;
  createdBefore?: string;
};

/** Columns given per row; the bodies travel apart (see insertRequestLogs). */
const COLUMNS = [
  ['company_id', 'uuid', 'companyId'],
  ['livemode', 'boolean', 'livemode'],
  ['api_key_id', 'uuid', 'apiKeyId'],
  ['method', 'text', 'method'],
  ['path', 'text', 'path'],
  ['route', 'text', 'route'],
  ['status', 'integer', 'status'],
  ['duration_ms', 'integer', 'durationMs'],
  ['idempotency_key', 'text', 'idempotencyKey'],
  ['request_id', 'text', 'requestId'],
  ['error_code', 'text', 'errorCode'],
  // Milliseconds since the epoch: a number costs less to write than an ISO string, and the statement converts it.
  ['created_at', 'bigint', 'createdAt'],
] as const satisfies readonly (readonly [string, string, keyof NewRequestLog])[];

const NAMES = COLUMNS.map(([name]) => name).join(', ');
const DEFINITIONS = COLUMNS.map(([name, type]) => `${name} ${type}`).join(', ');
const INSERT = {
  head: `insert into api_request_logs (${NAMES}, request_body, response_body)
    select ${COLUMNS.map(([name]) => (name === 'created_at' ? 'to_timestamp(given.created_at / 1000.0)' : `given.${name}`)).join(', ')},
      bodies.list ->> given.request_body, bodies.list ->> given.response_body
    from (select `,
  middle: `::jsonb as list) as bodies, jsonb_to_recordset(`,
  tail: `::jsonb) as given(${DEFINITIONS}, request_body integer, response_body integer)`,
};

/**
 * Writes a batch of entries in one statement with two parameters: the rows as JSON, and their bodies, each distinct
 * body once (the rows name theirs by position). Hundreds of reads of one quote carry one copy of its body: a batch
 * costs one round trip, no per-value binding, and little more JSON than its distinct bodies. Each entry is already
 * tenant-stamped by the recorder.
 */
export async function insertRequestLogs(db: Db, entries: NewRequestLog[]): Promise<void> {
  if (entries.length === 0) return;
  const bodies: string[] = [];
  const positions = new Map<string, number>();
  const positionOf = (body: string | null) => {
    if (body === null) return null;
    let position = positions.get(body);
    if (position === undefined) {
      position = bodies.push(body) - 1;
      positions.set(body, position);
    }
    return position;
  };
  const records = entries.map((entry) => {
    const record: Record<string, unknown> = {
      request_body: positionOf(entry.requestBody),
      response_body: positionOf(entry.responseBody),
    };
    for (const [name, , key] of COLUMNS) {
      const value = entry[key];
      record[name] = value instanceof Date ? value.getTime() : value;
    }
    return record;
  });
  await db.execute(
    sql`${sql.raw(INSERT.head)}${JSON.stringify(bodies)}${sql.raw(INSERT.middle)}${JSON.stringify(records)}${sql.raw(INSERT.tail)}`,
  );
}

function statusWhere(status: string): SQL {
  if (status.endsWith('xx')) {
    const low = Number(status[0]) * 100;
    return and(gte(apiRequestLogs.status, low), lt(apiRequestLogs.status, low + 100))!;
  }
  return eq(apiRequestLogs.status, Number(status));
}

/** A page of the scope's requests, newest first, with the filters given. */
export async function listRequestLogs(
  db: Db,
  scope: Scope,
  filters: RequestLogFilters,
  page: PageRequest,
): Promise<RequestLogRow[]> {
  const keyset = keysetPage(
    { ...page, sort: '-created_at' },
    { created_at: apiRequestLogs.createdAt },
    apiRequestLogs.id,
  );
  const escaped = filters.pathPrefix?.replace(/[\\%_]/g, (character) => `\\${character}`);
  return db
    .select(SELECTED)
    .from(apiRequestLogs)
    .leftJoin(apiKeys, eq(apiKeys.id, apiRequestLogs.apiKeyId))
    .where(
      and(
        scopeWhere(apiRequestLogs, scope),
        filters.apiKeyId ? eq(apiRequestLogs.apiKeyId, filters.apiKeyId) : undefined,
        filters.status ? statusWhere(filters.status) : undefined,
        filters.method ? eq(apiRequestLogs.method, filters.method) : undefined,
        escaped ? like(apiRequestLogs.path, `${escaped}%`) : undefined,
        filters.requestId ? eq(apiRequestLogs.requestId, filters.requestId) : undefined,
        filters.createdAfter ? gte(apiRequestLogs.createdAt, new Date(filters.createdAfter)) : undefined,
        filters.createdBefore ? lte(apiRequestLogs.createdAt, new Date(filters.createdBefore)) : undefined,
        keyset.where,
      ),
    )
    .orderBy(...keyset.orderBy)
    .limit(keyset.limit);
}

/** One entry of the scope by its id, or by its request id (the newest, should a client have sent one id twice). */
export async function findRequestLog(
  db: Db,
  scope: Scope,
  ref: { id: string } | { requestId: string },
): Promise<RequestLogRow | undefined> {
  const [row] = await db
    .select(SELECTED)
    .from(apiRequestLogs)
    .leftJoin(apiKeys, eq(apiKeys.id, apiRequestLogs.apiKeyId))
    .where(
      and(
        scopeWhere(apiRequestLogs, scope),
        'id' in ref ? eq(apiRequestLogs.id, ref.id) : eq(apiRequestLogs.requestId, ref.requestId),
      ),
    )
    .orderBy(sql`${apiRequestLogs.createdAt} desc`)
    .limit(1);
  return row;
}

/** Deletes entries created before `cutoff`, at most `limit` of them; how many went. */
export async function deleteRequestLogsBefore(db: Db, cutoff: Date, limit: number): Promise<number> {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`with gone as (
      delete from api_request_logs where id in (
        select id from api_request_logs where created_at < ${cutoff.toISOString()}::timestamptz limit ${limit}
      ) returning 1
    ) select count(*)::int as count from gone`,
  );
  return rows[0]?.count ?? 0;
}
