import { sql, type SQL } from 'drizzle-orm';
import type { CompanyScope } from '../core/scope';
import { partsOfId, timeOfId } from '../core/time-ordered-id';
import { queryRows, type Db } from '../db/client';

// The request log is stored one row per batch the recorder wrote for a key (its company and mode) (api_request_log_batches),
// its entries as columns of one JSON object in the row: writing a row per request cost PostgreSQL more than the request
// itself on the hot GET paths, and columns are what one JSON.stringify writes fastest. Reads take the entries out of the
// batches of the moment they ask for (the columns side by side, ROWS FROM) and join their bodies
// (api_request_log_bodies) and key names on the few entries they return.

/**
 * A batch's entries as `entries` holds them: one JSON object of columns, the n-th entry made of each column's n-th
 * value; a nullable column may end early, its missing values null (as ROWS FROM reads it). The batch gives the rest:
 * company, mode and key, its bodies' hashes, the time its entries count from (`first_at`), and the ids (made of an
 * entry's time, its position and the batch's `id_tail`).
 */
export type StoredEntries = {
  request_id: string[];
  method: string[];
  path: string[];
  route: (string | null)[];
  status: number[];
  duration_ms: number[];
  idempotency_key: (string | null)[];
  error_code: (string | null)[];
  /** The bodies' positions (from 0) in the batch's `body_hashes`; null where there was none. */
  request_body: (number | null)[];
  response_body: (number | null)[];
  /** Milliseconds after the batch's `first_at`. */
  at: number[];
};

/** The columns of StoredEntries with their SQL types, in the order a read takes them out (ROWS FROM). */
const ENTRY_FIELDS = [
  ['request_id', 'text'],
  ['method', 'text'],
  ['path', 'text'],
  ['route', 'text'],
  ['status', 'integer'],
  ['duration_ms', 'integer'],
  ['idempotency_key', 'text'],
  ['error_code', 'text'],
  ['request_body', 'integer'],
  ['response_body', 'integer'],
  ['at', 'bigint'],
] as const satisfies readonly (readonly [keyof StoredEntries, string])[];
/** The entries of batch `b` (its columns as jsonb `b.entries`) as rows `e`, each with its position `e.n` (from 1). */
const ENTRY_ROWS = `rows from (${ENTRY_FIELDS.map(([name]) => `jsonb_array_elements_text(b.entries -> '${name}')`).join(', ')})
  with ordinality as e(${ENTRY_FIELDS.map(([name]) => name).join(', ')}, n)`;
/** An entry's time (ms since the epoch): its batch's `first_at` (`b.first_ms`) and its offset. */
const CREATED_AT = `(b.first_ms + e.at::bigint)`;
/** A body's hash: the entry names it by its position in its batch's `body_hashes` (`b.hashes`, jsonb). */
const bodyHash = (name: 'request_body' | 'response_body') => `(b.hashes ->> e.${name}::integer)`;
/** An entry's columns out of its row `e` of batch `b`, its id among them. */
const ENTRY_COLUMNS = [
  `(lpad(to_hex(${CREATED_AT}), 12, '0') || '7' || lpad(to_hex(e.n - 1), 3, '0') || b.id_tail)::uuid as id`,
  ...ENTRY_FIELDS.filter(([name]) => !['request_body', 'response_body', 'at'].includes(name)).map(
    ([name, type]) => `e.${name}::${type} as ${name}`,
  ),
  `${bodyHash('request_body')} as request_body_hash`,
  `${bodyHash('response_body')} as response_body_hash`,
  `${CREATED_AT} as created_at`,
].join(', ');

/** The most entries of a batch: an entry's position in it is 12 bits of its id. */
export const BATCH_MAX_ENTRIES = 4096;
/** A batch spans at most this long from its first entry to its last (the recorder cuts longer ones). */
export const BATCH_MAX_SPAN_MS = 1_000;

/**
 * A body's `last_seen_at` lags the newest entry that names it, so that a body read a thousand times a minute is
 * neither sent nor rewritten with every batch: a recorder sends a body it has written at most every
 * BODY_RESEND_INTERVAL_MS, and the database moves `last_seen_at` only when it is older than BODY_TOUCH_AFTER. The lag
 * stays below their sum, which BODY_PRUNE_MARGIN exceeds: the prune keeps bodies that much longer than the entries
 * (deleteRequestLogBodiesBefore).
 */
export const BODY_RESEND_INTERVAL_MS = 10 * 60_000;
const BODY_TOUCH_AFTER = "interval '30 minutes'";
const BODY_PRUNE_MARGIN = "interval '1 hour'";

export type NewRequestLogBatch = {
  companyId: string;
  livemode: boolean;
  apiKeyId: string;
  /** 16 hex digits, random (newIdTail): the end of its entries' ids. */
  idTail: string;
  /** The times (ms) of its first and last entries: at most BATCH_MAX_SPAN_MS apart. Entries count from `firstAt`. */
  firstAt: number;
  lastAt: number;
  /** The hashes of the bodies its entries name, in the order of the positions they name them by. */
  bodyHashes: string[];
  entryCount: number;
  /** The entries: StoredEntries as JSON. */
  entries: string;
};
/** A body an entry of the batches names by its hash; `seenAt` is the newest such entry's time (ms). */
export type NewRequestLogBody = { companyId: string; hash: string; body: string; seenAt: number };

/** A time given in milliseconds since the epoch, exactly (to_timestamp goes through a float and may be off by 1 µs). */
function timeOf(ms: number): SQL {
  return sql`(timestamptz 'epoch' + ${ms}::bigint * interval '1 millisecond')`;
}

/**
 * Writes batches and the bodies they name in one statement: each body once per company (kept when the company has it
 * already, its `last_seen_at` moved at most once per BODY_TOUCH_AFTER), then one row per batch, its entries as one text
 * parameter (sent as is, not escaped into another JSON).
 */
export async function insertRequestLogBatches(
  db: Db,
  batches: NewRequestLogBatch[],
  bodies: NewRequestLogBody[],
): Promise<void> {
  if (batches.length === 0) return;
  const stored = bodies.map((body) => ({
    company_id: body.companyId,
    hash: body.hash,
    body: body.body,
    seen: body.seenAt,
  }));
  const rows = batches.map(
    (batch) => sql`(${batch.companyId}::uuid, ${batch.livemode}::boolean, ${batch.apiKeyId}::uuid, ${batch.idTail},
      ${timeOf(batch.firstAt)}, ${timeOf(batch.lastAt)}, ${batch.entryCount}::integer,
      ${JSON.stringify(batch.bodyHashes)}::text, ${batch.entries}::text)`,
  );
  await db.execute(sql`with stored as (
      insert into api_request_log_bodies as stored (company_id, hash, body, last_seen_at)
      select given.company_id, given.hash, given.body, timestamptz 'epoch' + given.seen * interval '1 millisecond'
      from jsonb_to_recordset(${JSON.stringify(stored)}::jsonb) as given(company_id uuid, hash text, body text, seen bigint)
      on conflict (company_id, hash) do update set last_seen_at = excluded.last_seen_at
      where stored.last_seen_at < excluded.last_seen_at - ${sql.raw(BODY_TOUCH_AFTER)}
    )
    insert into api_request_log_batches
      (company_id, livemode, api_key_id, id_tail, first_at, last_at, entry_count, body_hashes, entries)
    values ${sql.join(rows, sql`, `)}`);
}

export type RequestLogRow = {
  id: string;
  companyId: string;
  livemode: boolean;
  requestId: string;
  apiKeyId: string;
  apiKeyName: string | null;
  method: string;
  path: string;
  route: string | null;
  status: number;
  durationMs: number;
  idempotencyKey: string | null;
  errorCode: string | null;
  requestBody: string | null;
  responseBody: string | null;
  createdAt: Date;
};

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

/** What a search keeps of the entries: the filters in milliseconds, an id, and a keyset position (newest first). */
type EntryQuery = {
  apiKeyId?: string;
  status?: string;
  method?: string;
  pathPrefix?: string;
  requestId?: string;
  /** An entry id, and its batch's id_tail. */
  id?: { id: string; tail: string };
  /** Entries at or after / at or before these times (ms). */
  from?: number;
  to?: number;
  /** Entries after this one in the order newest first (a cursor's last entry). */
  before?: { createdAt: number; id: string };
};

type Order = 'newest' | 'oldest';

function statusWhere(status: string): SQL {
  if (status.endsWith('xx')) {
    const low = Number(status[0]) * 100;
    return sql`e.status >= ${low} and e.status < ${low + 100}`;
  }
  return sql`e.status = ${Number(status)}`;
}

function entryWhere(query: EntryQuery): SQL {
  const escaped = query.pathPrefix?.replace(/[\\%_]/g, (character) => `\\${character}`);
  const conditions = [
    query.status ? statusWhere(query.status) : undefined,
    query.method ? sql`e.method = ${query.method}` : undefined,
    escaped ? sql`e.path like ${`${escaped}%`}` : undefined,
    query.requestId ? sql`e.request_id = ${query.requestId}` : undefined,
    query.id ? sql`e.id = ${query.id.id}::uuid` : undefined,
    query.from !== undefined ? sql`e.created_at >= ${query.from}::bigint` : undefined,
    query.to !== undefined ? sql`e.created_at <= ${query.to}::bigint` : undefined,
    query.before
      ? sql`(e.created_at, e.id) < (${query.before.createdAt}::bigint, ${query.before.id}::uuid)`
      : undefined,
  ].filter((condition) => condition !== undefined);
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}

/** The batches that can hold entries of [from, to]: by the (company, mode, last_at) index. */
function batchWhere(scope: CompanyScope, query: EntryQuery): SQL {
  const to = query.before ? Math.min(query.before.createdAt, query.to ?? Infinity) : query.to;
  return sql.join(
    [
      sql`company_id = ${scope.companyId}::uuid and livemode = ${scope.livemode}::boolean`,
      query.apiKeyId ? sql`api_key_id = ${query.apiKeyId}::uuid` : undefined,
      query.id ? sql`id_tail = ${query.id.tail}` : undefined,
      query.from !== undefined ? sql`last_at >= ${timeOf(query.from)}` : undefined,
      to !== undefined ? sql`last_at <= ${timeOf(to + BATCH_MAX_SPAN_MS)} and first_at <= ${timeOf(to)}` : undefined,
    ].filter((condition) => condition !== undefined),
    sql` and `,
  );
}

type FoundRow = {
  scanned: number;
  edge: number | null;
  company_id: string;
  livemode: boolean;
  id: string | null;
  request_id: string;
  api_key_id: string;
  api_key_name: string | null;
  method: string;
  path: string;
  route: string | null;
  status: number;
  duration_ms: number;
  idempotency_key: string | null;
  error_code: string | null;
  request_body: string | null;
  response_body: string | null;
  created_at: number;
};

/**
 * The first `take` entries in `order` among the next `batchLimit` batches in that order, with how many batches were
 * read and their edge: the oldest `last_at` (newest first), or the newest less a batch's span (oldest first). No
 * entry of a batch not read is beyond the edge.
 */
async function searchBatches(
  db: Db,
  scope: CompanyScope,
  query: EntryQuery,
  order: Order,
  take: number,
  batchLimit: number,
) {
  const direction = sql.raw(order === 'newest' ? 'desc' : 'asc');
  const edge =
    order === 'newest' ? sql`min(last_at)` : sql`max(last_at) - ${sql.raw(`interval '${BATCH_MAX_SPAN_MS} ms'`)}`;
  const rows = await queryRows<FoundRow>(
    db,
    sql`with batches as materialized (
      select company_id, livemode, api_key_id, id_tail, entries::jsonb as entries, last_at,
        (extract(epoch from first_at) * 1000)::bigint as first_ms, body_hashes::jsonb as hashes
      from api_request_log_batches
      where ${batchWhere(scope, query)}
      order by last_at ${direction}
      limit ${batchLimit}
    ), found as (
      select * from (
        select b.company_id, b.livemode, b.api_key_id, ${sql.raw(ENTRY_COLUMNS)}
        from batches b cross join lateral ${sql.raw(ENTRY_ROWS)}
      ) e
      where ${entryWhere(query)}
      order by e.created_at ${direction}, e.id ${direction}
      limit ${take}
    )
    select s.scanned, s.edge, f.company_id, f.livemode, f.id, f.request_id, f.api_key_id, k.name as api_key_name,
      f.method, f.path, f.route, f.status, f.duration_ms, f.idempotency_key, f.error_code,
      rb.body as request_body, sb.body as response_body, f.created_at::float8 as created_at
    from (
      select count(*)::int as scanned, (extract(epoch from ${edge}) * 1000)::float8 as edge from batches
    ) s
    left join found f on true
    left join api_keys k on k.id = f.api_key_id
    left join api_request_log_bodies rb on rb.company_id = ${scope.companyId}::uuid and rb.hash = f.request_body_hash
    left join api_request_log_bodies sb on sb.company_id = ${scope.companyId}::uuid and sb.hash = f.response_body_hash
    order by f.created_at ${direction}, f.id ${direction}`,
  );
  const summary = rows[0]!;
  const entries = rows.filter((row) => row.id !== null).map(toRequestLogRow);
  return { entries, scanned: Number(summary.scanned), edge: summary.edge === null ? null : Number(summary.edge) };
}

function toRequestLogRow(row: FoundRow): RequestLogRow {
  return {
    id: row.id!,
    companyId: row.company_id,
    livemode: row.livemode,
    requestId: row.request_id,
    apiKeyId: row.api_key_id,
    apiKeyName: row.api_key_name,
    method: row.method,
    path: row.path,
    route: row.route,
    status: row.status,
    durationMs: row.duration_ms,
    idempotencyKey: row.idempotency_key,
    errorCode: row.error_code,
    requestBody: row.request_body,
    responseBody: row.response_body,
    createdAt: new Date(Number(row.created_at)),
  };
}

/** Batches read by the first search; each further one reads this many times more, until the answer is whole. */
const FIRST_BATCHES = 8;
const GROWTH = 4;

/**
 * The first `take` entries of the scope in `order` that match: reads the batches nearest the start, then four times
 * as many, until the `take`-th entry found is beyond every batch not read (or none is left). A search that finds
 * little reads every batch of its range; the work over all rounds is at most 4/3 of one read of them.
 */
async function searchEntries(
  db: Db,
  scope: CompanyScope,
  query: EntryQuery,
  order: Order,
  take: number,
): Promise<RequestLogRow[]> {
  for (let batchLimit = FIRST_BATCHES; ; batchLimit *= GROWTH) {
    const { entries, scanned, edge } = await searchBatches(db, scope, query, order, take, batchLimit);
    if (scanned < batchLimit || edge === null) return entries;
    const last = entries[take - 1]?.createdAt.getTime();
    if (last !== undefined && (order === 'newest' ? last > edge : last < edge)) return entries;
  }
}

function millis(iso: string | undefined): number | undefined {
  return iso === undefined ? undefined : new Date(iso).getTime();
}

/** A page of the scope's requests, newest first, after the cursor's entry `before`: `take` of them at most. */
export async function listRequestLogs(
  db: Db,
  scope: CompanyScope,
  filters: RequestLogFilters,
  page: { take: number; before?: { createdAt: Date; id: string } },
): Promise<RequestLogRow[]> {
  const { createdAfter, createdBefore, ...exact } = filters;
  return searchEntries(
    db,
    scope,
    {
      ...exact,
      from: millis(createdAfter),
      to: millis(createdBefore),
      before: page.before && { createdAt: page.before.createdAt.getTime(), id: page.before.id },
    },
    'newest',
    page.take,
  );
}

/** How long after a request arrived its entry is looked for, when its id (made by Loadout) tells that time. */
const REQUEST_LOOKUP_HORIZON_MS = 3_600_000;

/**
 * One entry of the scope by its id (a UUIDv7: among the batches of its millisecond), or by its request id: one made by
 * Loadout tells when the request arrived, and the first entry with it in the hour after is the one; any other (a
 * client's own `X-Request-Id`) is looked for newest first.
 */
export async function findRequestLog(
  db: Db,
  scope: CompanyScope,
  ref: { id: string } | { requestId: string },
): Promise<RequestLogRow | undefined> {
  if ('id' in ref) {
    const parts = partsOfId(ref.id);
    if (parts === null) return undefined;
    const [row] = await searchEntries(
      db,
      scope,
      { id: { id: ref.id, tail: parts.tail }, from: parts.ms, to: parts.ms },
      'newest',
      1,
    );
    return row;
  }
  const arrived = timeOfId(ref.requestId);
  const [row] =
    arrived === null
      ? await searchEntries(db, scope, { requestId: ref.requestId }, 'newest', 1)
      : await searchEntries(
          db,
          scope,
          { requestId: ref.requestId, from: arrived, to: arrived + REQUEST_LOOKUP_HORIZON_MS },
          'oldest',
          1,
        );
  return row;
}

/** Deletes batches whose last entry is older than `cutoff`, at most `limit` of them; how many entries went. */
export async function deleteRequestLogsBefore(db: Db, cutoff: Date, limit: number) {
  const rows = await queryRows<{ batches: number; entries: number }>(
    db,
    sql`with gone as (
      delete from api_request_log_batches where id in (
        select id from api_request_log_batches where last_at < ${cutoff.toISOString()}::timestamptz limit ${limit}
      ) returning entry_count
    ) select count(*)::int as batches, coalesce(sum(entry_count), 0)::int as entries from gone`,
  );
  return { batches: rows[0]?.batches ?? 0, entries: rows[0]?.entries ?? 0 };
}

/**
 * Deletes bodies no entry created at or after `cutoff` can name, at most `limit` of them; how many went. A body's
 * `last_seen_at` lags its newest entry by less than BODY_PRUNE_MARGIN, so the bodies kept are those seen since `cutoff`
 * less that margin.
 */
export async function deleteRequestLogBodiesBefore(db: Db, cutoff: Date, limit: number): Promise<number> {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`with gone as (
      delete from api_request_log_bodies where (company_id, hash) in (
        select company_id, hash from api_request_log_bodies
        where last_seen_at < ${cutoff.toISOString()}::timestamptz - ${sql.raw(BODY_PRUNE_MARGIN)}
        limit ${limit}
      ) returning 1
    ) select count(*)::int as count from gone`,
  );
  return rows[0]?.count ?? 0;
}
