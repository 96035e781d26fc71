import crypto from 'node:crypto';
import { z } from 'zod';
import type { TCreateExportRequest, TExport, TExportKind, TListExportsQuery } from '@/lib/contract/exports';
import { EXPORT_RETENTION_DAYS } from '@/lib/contract/exports';
import { missingScopes } from '../access/scopes';
import { ApiError, notFound } from '../core/errors';
import type { CompanyScope } from '../core/scope';
import type { Db } from '../db/client';
import { pageOf, timestampSortValue } from '../db/pagination';
import type { RequestActor } from '../db/schema';
import { enqueueJob } from '../jobs/queue';
import type { SecretBox } from '../webhooks/secret-box';
import { exportPruneJob, exportRunJob } from './jobs';
import { kindOf, parseFilters } from './registry';
import * as repo from './repo';

const DAY_MS = 86_400_000;
/** How long a download URL stays valid; GET /api/v1/exports/:id gives a fresh one. */
export const DOWNLOAD_URL_TTL_MS = 15 * 60_000;
const SIGNING_PURPOSE = 'export-download';

/** The key must be able to read the data of the kind, not only exports: an export is that data. */
export function assertMayRead(granted: readonly string[] | null, kind: string) {
  if (granted === null) return;
  const { readScope } = kindOf(kind);
  const missing = missingScopes(granted, [readScope]);
  if (missing.length > 0) {
    throw new ApiError(
      'FORBIDDEN',
      `An export of ${kind} holds what ${readScope} reads, and this API key lacks that scope. Use a key with the scopes exports and ${readScope}.`,
      { required_scopes: missing, granted_scopes: [...granted] },
    );
  }
}

/** Keys the list's query would not know are refused, so a misspelt filter never exports everything. */
function assertKnownFilters(kind: string, filters: Record<string, string>) {
  const schema = kindOf(kind).filters;
  const shape = schema instanceof z.ZodObject ? Object.keys(schema.shape) : null;
  if (!shape) return;
  const unknown = Object.keys(filters).filter((key) => !shape.includes(key));
  if (unknown.length > 0) {
    throw new ApiError(
      'VALIDATION_ERROR',
      `The ${kind} list has no filter ${unknown.map((key) => `'${key}'`).join(', ')}; it takes ${shape.join(', ')}.`,
      unknown.map((key) => ({ path: `filters.${key}`, message: 'is not a filter of this list' })),
    );
  }
}

/** Refuses a new export while the company has `most` exports queued or running (EXPORTS_MAX_RUNNING_PER_COMPANY). */
async function assertRoomForExport(db: Db, tenant: CompanyScope, most: number) {
  await repo.lockNewExports(db, tenant);
  const inProgress = await repo.countInProgress(db, tenant);
  if (inProgress < most) return;
  throw new ApiError(
    'RATE_LIMITED',
    `This company has ${inProgress} exports queued or running, the most it may have at once (${most}). Wait until one has finished (GET /api/v1/exports shows their status), then request this one again.`,
    { in_progress: inProgress, limit: most },
  );
}

export async function createExport(
  db: Db,
  tenant: CompanyScope,
  input: TCreateExportRequest,
  requestedBy: RequestActor,
  options: { maxInProgress: number; now?: Date },
) {
  const now = options.now ?? new Date();
  const filters = input.filters ?? {};
  assertKnownFilters(input.kind, filters);
  parseFilters(input.kind, filters);
  return db.transaction(async (tx) => {
    await assertRoomForExport(tx, tenant, options.maxInProgress);
    const row = await repo.insertExport(tx, {
      companyId: tenant.companyId,
      livemode: tenant.livemode,
      kind: input.kind,
      format: input.format,
      filters,
      requestedBy,
      expiresAt: new Date(now.getTime() + EXPORT_RETENTION_DAYS * DAY_MS),
      createdAt: now,
      updatedAt: now,
    });
    const payload = { exportId: row.id, companyId: tenant.companyId, livemode: tenant.livemode };
    await enqueueJob(tx, exportRunJob, payload);
    await enqueueJob(tx, exportPruneJob, payload, { runAt: row.expiresAt });
    return row;
  });
}

export async function getExportOrThrow(db: Db, tenant: CompanyScope, id: string) {
  const row = await repo.findExport(db, tenant, id);
  if (!row) throw notFound('export', id);
  return row;
}

export async function listExports(db: Db, tenant: CompanyScope, query: TListExportsQuery) {
  return pageOf(await repo.listExports(db, tenant, query), query, timestampSortValue(query.sort));
}

/** The signed part of a download URL: `expires` (Unix seconds) and the signature of the id with it. */
export function signDownload(box: SecretBox, id: string, expiresAt: Date) {
  const expires = String(Math.floor(expiresAt.getTime() / 1000));
  return { expires, signature: box.sign(SIGNING_PURPOSE, `${id}.${expires}`) };
}

export function downloadUrl(box: SecretBox, baseUrl: string, id: string, expiresAt: Date) {
  const { expires, signature } = signDownload(box, id, expiresAt);
  return `${baseUrl.replace(/\/+$/, '')}/api/v1/exports/${id}/download?expires=${expires}&signature=${signature}`;
}

const FRESH_URL = 'Ask GET /api/v1/exports/:id (or the Exports page of the dashboard) for a fresh download URL.';

/** Refuses a download URL that was altered, or has expired. */
export function verifyDownload(
  box: SecretBox,
  id: string,
  query: { expires: string; signature: string },
  now = new Date(),
) {
  const expected = box.sign(SIGNING_PURPOSE, `${id}.${query.expires}`);
  const given = Buffer.from(query.signature);
  const same = given.length === Buffer.byteLength(expected) && crypto.timingSafeEqual(given, Buffer.from(expected));
  if (!same || !/^\d{1,12}$/.test(query.expires)) {
    throw new ApiError(
      'FORBIDDEN',
      `This download URL's signature is not valid (was the URL changed or cut?). ${FRESH_URL}`,
    );
  }
  if (Number(query.expires) * 1000 <= now.getTime()) {
    throw new ApiError(
      'FORBIDDEN',
      `This download URL expired at ${new Date(Number(query.expires) * 1000).toISOString()}. ${FRESH_URL}`,
    );
  }
}

/** The export as the API shows it; the download URL only when finished and the key may read the kind's data. */
export function toExport(
  row: repo.ExportRow,
  link: { box: SecretBox; baseUrl: string; granted: readonly string[] | null; now?: Date },
): TExport {
  const now = link.now ?? new Date();
  const readable = link.granted === null || missingScopes(link.granted, [kindOf(row.kind).readScope]).length === 0;
  const urlExpiresAt =
    row.status === 'succeeded' && readable
      ? new Date(Math.min(now.getTime() + DOWNLOAD_URL_TTL_MS, row.expiresAt.getTime()))
      : null;
  return {
    id: row.id,
    kind: row.kind as TExportKind,
    format: row.format,
    filters: row.filters,
    status: row.status,
    rows_written: row.rowsWritten,
    row_count: row.rowCount,
    file_name: row.fileName,
    file_bytes: row.fileBytes,
    error: row.error,
    download_url: urlExpiresAt ? downloadUrl(link.box, link.baseUrl, row.id, urlExpiresAt) : null,
    download_url_expires_at: urlExpiresAt?.toISOString() ?? null,
    requested_by: { type: row.requestedBy.type, email: row.requestedBy.email, name: row.requestedBy.name },
    livemode: row.livemode,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    expires_at: row.expiresAt.toISOString(),
  };
}
