import { z } from 'zod';
import type { TListRequestLogsQuery, TRequestLog } from '@/lib/contract/request-logs';
import { notFound } from '../core/errors';
import type { CompanyScope } from '../core/scope';
import type { Db } from '../db/client';
import { decodeCursor, pageOf } from '../db/pagination';
import * as repo from './repo';

const zUuid = z.uuid();

/** Who reads the log: whether their key may see the bodies of a request to `method route` (null) or why not. */
export type LogReader = { bodiesHiddenReason(method: string, route: string | null): string | null };

export function presentRequestLog(row: repo.RequestLogRow, reader: LogReader): TRequestLog {
  const hidden = reader.bodiesHiddenReason(row.method, row.route);
  return {
    id: row.id,
    request_id: row.requestId,
    api_key_id: row.apiKeyId,
    api_key_name: row.apiKeyName,
    method: row.method,
    path: row.path,
    route: row.route,
    status: row.status,
    duration_ms: row.durationMs,
    idempotency_key: row.idempotencyKey,
    error_code: row.errorCode,
    request_body: hidden ? null : row.requestBody,
    response_body: hidden ? null : row.responseBody,
    bodies_hidden: hidden,
    livemode: row.livemode,
    created_at: row.createdAt.toISOString(),
  };
}

const SORT = '-created_at';

export async function listRequestLogs(db: Db, scope: CompanyScope, query: TListRequestLogsQuery, reader: LogReader) {
  const cursor = query.cursor ? decodeCursor(query.cursor, SORT) : undefined;
  const rows = await repo.listRequestLogs(
    db,
    scope,
    {
      apiKeyId: query.api_key_id,
      status: query.status,
      method: query.method,
      pathPrefix: query.path,
      requestId: query.request_id,
      createdAfter: query.created_after,
      createdBefore: query.created_before,
    },
    { take: query.limit + 1, before: cursor && { createdAt: new Date(cursor.v), id: cursor.id } },
  );
  const page = pageOf(rows, { ...query, sort: SORT }, (row) => row.createdAt);
  return { data: page.data.map((row) => presentRequestLog(row, reader)), meta: page.meta };
}

/** An entry by its id (UUID) or its request id (`req_…`); 404 when the scope has none. */
export async function getRequestLogOrThrow(db: Db, scope: CompanyScope, ref: string) {
  const row = zUuid.safeParse(ref).success
    ? await repo.findRequestLog(db, scope, { id: ref.toLowerCase() })
    : await repo.findRequestLog(db, scope, { requestId: ref });
  if (!row) throw notFound('request log entry', ref);
  return row;
}
