import { createHash } from 'node:crypto';
import { and, eq, getTableColumns, gte, like, lte, lt, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { keysetPage, type PageRequest } from '../db/pagination';
import { alias } from 'drizzle-orm/pg-core';
import { apiKeys, apiRequestLogBodies, apiRequestLogs } from '../db/schema';
import { scopeWhere } from '../db/scope';
import type { Scope } from '../core/scope';

export type RequestLogRow = Omit<typeof apiRequestLogs.$inferSelect, 'requestBodyHash' | 'responseBodyHash'> & {
  apiKeyName: string | null;
  requestBody: string | null;
  responseBody: string | null;
};
/** An entry as the recorder gives it: its bodies as text, which the write stores apart (see insertRequestLogs). */
export type NewRequestLog = Omit<RequestLogRow, 'id' | 'apiKeyName'>;

const requestBodies = alias(apiRequestLogBodies, 'request_bodies');
const responseBodies = alias(apiRequestLogBodies, 'response_bodies');
const { requestBodyHash, responseBodyHash, ...entryColumns } = getTableColumns(apiRequestLogs);
/** An entry with its bodies and the name of the key that sent it (key and bodies are the same company's). */
const SELECTED = {
  ...entryColumns,
  apiKeyName: apiKeys.name,
  requestBody: requestBodies.body,
  responseBody: responseBodies.body,
};

/** The entries with their key and bodies, joined on the company too. */
function selectEntries(db: Db) {
  return db
    .select(SELECTED)
    .from(apiRequestLogs)
    .leftJoin(apiKeys, eq(apiKeys.id, apiRequestLogs.apiKeyId))
    .leftJoin(
      requestBodies,
      and(eq(requestBodies.companyId, apiRequestLogs.companyId), eq(requestBodies.hash, requestBodyHash)),
    )
    .leftJoin(
      responseBodies,
      and(eq(responseBodies.companyId, apiRequestLogs.companyId), eq(responseBodies.hash, responseBodyHash)),
    );
}

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

/**
 * A body's `last_seen_at` is moved only when it is older than this, so that a body read a thousand times a minute is
 * not rewritten with every batch; the prune keeps bodies this much longer than the entries (see deleteRequestLogsBefore).
 */
const SEEN_SLACK = '1 hour';

const NAMES = COLUMNS.map(([name]) => name).join(', ');
const DEFINITIONS = COLUMNS.map(([name, type]) => `${name} ${type}`).join(', ');
const INSERT = {
  head: `with stored as (
      insert into api_request_log_bodies as stored (company_id, hash, body, last_seen_at)
      select given.company_id, given.hash, given.body, to_timestamp(given.seen / 1000.0)
      from jsonb_to_recordset(`,
  middle: `::jsonb) as given(company_id uuid, hash text, body text, seen bigint)
      on conflict (company_id, hash) do update set last_seen_at = excluded.last_seen_at
      where stored.last_seen_at < excluded.last_seen_at - interval '${SEEN_SLACK}'
    )
    insert into api_request_logs (${NAMES}, request_body_hash, response_body_hash)
    select ${COLUMNS.map(([name]) => (name === 'created_at' ? 'to_timestamp(given.created_at / 1000.0)' : `given.${name}`)).join(', ')},
      given.request_body_hash, given.response_body_hash
    from jsonb_to_recordset(`,
  tail: `::jsonb) as given(${DEFINITIONS}, request_body_hash text, response_body_hash text)`,
};

/**
 * Writes a batch of entries in one statement with two parameters: the distinct bodies of the batch, each once per
 * company with its SHA-256 (stored unless the company has it already), and the rows as JSON, which name their bodies
 * by hash. Hundreds of reads of one quote store one copy of its body, in this batch and the ones after. Each entry
 * is already tenant-stamped by the recorder.
 */
export async function insertRequestLogs(db: Db, entries: NewRequestLog[]): Promise<void> {
  if (entries.length === 0) return;
  const bodies = new Map<string, { company_id: string; hash: string; body: string; seen: number }>();
  const hashes = new Map<string, string>();
  const hashOf = (entry: NewRequestLog, body: string | null) => {
    if (body === null) return null;
    let hash = hashes.get(body);
    if (hash === undefined) {
      hash = createHash('sha256').update(body).digest('hex');
      hashes.set(body, hash);
    }
    const key = `${entry.companyId}:${hash}`;
    const seen = entry.createdAt.getTime();
    const known = bodies.get(key);
    if (!known) bodies.set(key, { company_id: entry.companyId, hash, body, seen });
    else if (known.seen < seen) known.seen = seen;
    return hash;
  };
  const records = entries.map((entry) => {
    const record: Record<string, unknown> = {
      request_body_hash: hashOf(entry, entry.requestBody),
      response_body_hash: hashOf(entry, entry.responseBody),
    };
    for (const [name, , key] of COLUMNS) {
      const value = entry[key];
      record[name] = value instanceof Date ? value.getTime() : value;
    }
    return record;
  });
  await db.execute(
    sql`${sql.raw(INSERT.head)}${JSON.stringify([...bodies.values()])}${sql.raw(INSERT.middle)}${JSON.stringify(records)}${sql.raw(INSERT.tail)}`,
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
  return selectEntries(db)
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
  const [row] = await selectEntries(db)
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

/**
 * Deletes bodies no entry created at or after `cutoff` can name, at most `limit` of them; how many went. A body's
 * `last_seen_at` lags its newest entry by at most SEEN_SLACK, so the bodies kept are those seen since `cutoff` less
 * that slack.
 */
export async function deleteRequestLogBodiesBefore(db: Db, cutoff: Date, limit: number): Promise<number> {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`with gone as (
      delete from api_request_log_bodies where (company_id, hash) in (
        select company_id, hash from api_request_log_bodies
        where last_seen_at < ${cutoff.toISOString()}::timestamptz - ${sql.raw(`interval '${SEEN_SLACK}'`)}
        limit ${limit}
      ) returning 1
    ) select count(*)::int as count from gone`,
  );
  return rows[0]?.count ?? 0;
}
