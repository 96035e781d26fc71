import type { TListAuditEventsQuery } from '@/lib/contract/audit';
import type { CompanyScope } from '../core/scope';
import type { Db } from '../db/client';
import { pageOf } from '../db/pagination';
import { presentAuditCheckpoint } from './checkpoints';
import { presentAuditEvent } from './present';
import * as repo from './repo';

/** A page of the tenant's audit events, newest first, as GET /api/v1/audit-events answers it (and exports read it). */
export async function listAuditEvents(db: Db, tenant: CompanyScope, query: TListAuditEventsQuery) {
  const { limit, cursor, ...filters } = query;
  const page = { limit, cursor, sort: '-occurred_at' };
  const rows = await repo.listAuditEvents(db, tenant, filters, page);
  const { data, meta } = pageOf(rows, page, (row) => row.occurredAt);
  return { data: data.map(presentAuditEvent), meta };
}

/** A page of the tenant's chain checkpoints, newest first. */
export async function listAuditCheckpoints(db: Db, tenant: CompanyScope, query: { limit: number; cursor?: string }) {
  const page = { limit: query.limit, cursor: query.cursor, sort: '-signed_at' };
  const rows = await repo.listAuditCheckpoints(db, tenant, page);
  const { data, meta } = pageOf(rows, page, (row) => row.signedAt);
  return { data: data.map(presentAuditCheckpoint), meta };
}
