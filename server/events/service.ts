import type { TListEventsQuery } from '@/lib/contract/events';
import { EVENT_RETENTION_DAYS } from '@/lib/contract/events';
import { missingScopes } from '../access/scopes';
import { ApiError, notFound, validationError } from '../core/errors';
import type { CompanyScope } from '../core/scope';
import type { Db } from '../db/client';
import { pageOf } from '../db/pagination';
import { readableEventTypes, scopeOfEventType } from './families';
import { presentEvent } from './present';
import * as repo from './repo';

/** The tenant's events of the last 30 days that the key may read, filtered, one page. */
export async function listEvents(db: Db, tenant: CompanyScope, granted: readonly string[], query: TListEventsQuery) {
  const types = readableEventTypes(granted, query.type);
  const page = { limit: query.limit, cursor: query.cursor, sort: query.sort };
  const rows = await repo.listEvents(
    db,
    tenant,
    {
      types,
      objectId: query.object_id,
      createdAfter: query.created_after,
      createdBefore: query.created_before,
    },
    page,
  );
  const { data, meta } = pageOf(rows, page, (row) => row.createdAt);
  return { data: data.map(presentEvent), meta };
}

/** One event of the tenant kept 30 days; 404 otherwise, 403 when the key may not read its object. */
export async function getEventOrThrow(db: Db, tenant: CompanyScope, granted: readonly string[], id: string) {
  const row = await repo.findEvent(db, tenant, id);
  if (!row) throw notFound('event', id);
  const missing = missingScopes(granted, [scopeOfEventType(row.type)]);
  if (missing.length > 0) {
    throw new ApiError(
      'FORBIDDEN',
      `Event '${id}' is about an object this API key may not read: it needs the scope ${missing[0]}. Use a key with that scope.`,
      { required_scopes: missing, granted_scopes: [...granted] },
    );
  }
  return presentEvent(row);
}

/** The position to resume a stream after, from its Last-Event-ID: an event of the tenant still kept. */
export async function resumePointOrThrow(db: Db, tenant: CompanyScope, lastEventId: string): Promise<number> {
  const row = /^[0-9a-f-]{36}$/i.test(lastEventId) ? await repo.findEvent(db, tenant, lastEventId.toLowerCase()) : null;
  if (!row) {
    throw validationError(
      'Last-Event-ID',
      `\`${lastEventId}\` is not an event of this key's company and mode kept for the last ${EVENT_RETENTION_DAYS} days, so the stream cannot resume after it. List what you missed with GET /api/v1/events (created_after), then reconnect without Last-Event-ID.`,
    );
  }
  return row.seq;
}
