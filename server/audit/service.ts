import type { TListAuditEventsQuery } from '@/lib/contract/audit';
import type { CompanyScope } from '../core/scope';
import type { Db } from '../db/client';
import { pageOf } from '../db/pagination';
import { presentAuditCheckpoint } from './checkpoints';
import { presentAuditEvent } from './present';
import * as repo from './repo';
import { sealChain } from './seal';

/**
 * A page of the tenant's audit events, newest first, as GET /api/v1/audit-events answers it (and exports read it).
 * The chain's pending events are sealed first, so that a change committed before the read is in it.
 */
export async function listAuditEvents(db: Db, tenant: CompanyScope, query: TListAuditEventsQuery) {
  const { limit, cursor, ...filters } = query;
  await sealChain(db, tenant.companyId, tenant.livemode);
  const page = { limit, cursor, sort: '-occurred_at' };
  const rows = await repo.listAuditEvents(db, tenant, filters, page);
  const { data, meta } = pageOf(rows, page, (row) => row.occurredAt);
  return { data: data.map(presentAuditEvent), meta };
}

/** One of the tenant's events, its chain's pending events sealed first (as listAuditEvents). */
export async function findAuditEvent(db: Db, tenant: CompanyScope, id: string) {
  await sealChain(db, tenant.companyId, tenant.livemode);
  const row = await repo.findAuditEvent(db, tenant, id);
  return row && presentAuditEvent(row);
}

/** A page of the tenant's chain checkpoints, newest first. */
export async function listAuditCheckpoints(db: Db, tenant: CompanyScope, query: { limit: number; cursor?: string }) {
  const page = { limit: query.limit, cursor: query.cursor, sort: '-signed_at' };
  const rows = await repo.listAuditCheckpoints(db, tenant, page);
  const { data, meta } = pageOf(rows, page, (row) => row.signedAt);
  return { data: data.map(presentAuditCheckpoint), meta };
}
