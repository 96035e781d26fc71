import { z } from 'zod';
import { ApiError } from '../core/errors';
import { companyScope, type CompanyScope } from '../core/scope';
import type { Db } from '../db/client';
import { defineJob } from '../jobs/define';
import { enqueueJob } from '../jobs/queue';
import { queueMessages } from '../integrations/messages';
import type { Cell } from './columns';
import { csvChunks } from './csv';
import { removeFiles, writeFileAtomically } from './files';
import { kindOf, parseFilters } from './registry';
import * as repo from './repo';
import { xlsxChunks } from './xlsx';

// The background half of exports: `export.run` writes the file and tells the requester, `export.prune` deletes an
// export and its file when its retention ends.

/** The composition root gives the directory of the files and the dashboard's page of exports (for the e-mail). */
export type ExportJobDeps = { exports: { dir: string; pageUrl: string } };

/** rows_written is saved every this many rows while an export runs. */
export const PROGRESS_EVERY_ROWS = 5_000;
const RUN_ATTEMPTS = 3;

const zTenant = { companyId: z.uuid(), livemode: z.boolean() };
const zRunPayload = z.object({ ...zTenant, exportId: z.uuid() });

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The rows of the export as cells, batch by batch, saving the progress as they pass. */
async function* cellBatches(
  db: Db,
  tenant: CompanyScope,
  row: repo.ExportRow,
  counted: { rows: number },
): AsyncGenerator<Cell[][]> {
  const kind = kindOf(row.kind);
  const filters = parseFilters(row.kind, row.filters);
  let reported = 0;
  for await (const batch of kind.rows(db, tenant, filters)) {
    counted.rows += batch.length;
    yield batch.map((item) => kind.columns.map((column) => column.value(item)));
    if (counted.rows - reported >= PROGRESS_EVERY_ROWS) {
      reported = counted.rows;
      await repo.updateExport(db, row.id, { rowsWritten: counted.rows });
    }
  }
}

async function email(db: Db, tenant: CompanyScope, row: repo.ExportRow, subject: string, text: string) {
  if (!row.requestedBy.email) return;
  await queueMessages(db, tenant, [
    { kind: 'email', subject: `export:${row.id}`, payload: { to: [row.requestedBy.email], subject, text } },
  ]);
}

export const exportRunJob = defineJob<z.infer<typeof zRunPayload>, ExportJobDeps>({
  type: 'export.run',
  payload: zRunPayload,
  maxAttempts: RUN_ATTEMPTS,
  timeoutMs: 30 * 60_000,
  async handle({ companyId, livemode, exportId }, { db, deps, attempt, signal, log }) {
    const tenant = companyScope(companyId, livemode);
    const row = await repo.findExport(db, tenant, exportId);
    // Pruned already, or finished by an earlier run of this job.
    if (!row || row.status === 'succeeded' || row.status === 'failed') return;
    // A rerun starts over: the file is written anew under its temporary name.
    await repo.updateExport(db, row.id, { status: 'running', rowsWritten: 0, error: null });
    const kind = kindOf(row.kind);
    const counted = { rows: 0 };
    const headers = kind.columns.map((column) => column.header);
    try {
      const batches = cellBatches(db, tenant, row, counted);
      const chunks = row.format === 'csv' ? csvChunks(headers, batches) : xlsxChunks(kind.title, headers, batches);
      const bytes = await writeFileAtomically(deps.exports.dir, row.id, row.format, chunks, signal);
      const fileName = `${kind.title}-${day(row.createdAt)}.${row.format}`;
      await db.transaction(async (tx) => {
        await repo.updateExport(tx, row.id, {
          status: 'succeeded',
          rowsWritten: counted.rows,
          rowCount: counted.rows,
          fileName,
          fileBytes: bytes,
          completedAt: new Date(),
        });
        await email(
          tx,
          tenant,
          row,
          `Your ${kind.title} export is ready`,
          `Your export of ${kind.title} (${row.format.toUpperCase()}, ${counted.rows.toLocaleString('en-US')} rows) is ready.\n\nDownload it from the Exports page (sign in first if asked): ${deps.exports.pageUrl}\n\nIt is kept until ${row.expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.\n`,
        );
      });
    } catch (error) {
      // The technical cause (an SQL statement, a file path) is for the server's log; the export and the e-mail say in
      // plain words what failed and what to do.
      log.warn({ err: error, exportId: row.id, attempt }, 'export failed');
      await removeFiles(deps.exports.dir, row.id, row.format).catch((cleanup: unknown) =>
        log.warn({ err: cleanup, exportId: row.id }, 'could not remove the files of a failed export'),
      );
      const permanent = error instanceof ApiError;
      if (!permanent && attempt < RUN_ATTEMPTS) {
        await repo.updateExport(db, row.id, {
          status: 'queued',
          rowsWritten: 0,
          error: `Attempt ${attempt} of ${RUN_ATTEMPTS} stopped on an unexpected error; it is tried again shortly.`,
        });
        throw error;
      }
      const reason = permanent ? error.message : 'an unexpected error stopped it';
      const whatToDo = permanent
        ? 'Request it again; if it fails again, tell support the export id.'
        : `Request it again; if it fails again, tell support the export id ${row.id}.`;
      await db.transaction(async (tx) => {
        await repo.updateExport(tx, row.id, {
          status: 'failed',
          error: `The export failed after ${counted.rows} rows: ${reason.replace(/\.$/, '')}. ${whatToDo}`,
          completedAt: new Date(),
        });
        await email(
          tx,
          tenant,
          row,
          `Your ${kind.title} export failed`,
          `Your export of ${kind.title} failed: ${reason.replace(/\.$/, '')}.\n\n${whatToDo}\nRequest it again from the dashboard: ${deps.exports.pageUrl}\n`,
        );
      });
    }
  },
});

const zPrunePayload = z.object({ ...zTenant, exportId: z.uuid() });

/** Exports past their retention deleted per run besides the one the job is for (a sweep for any left behind). */
const SWEEP = 100;

async function prune(db: Db, dir: string, row: repo.ExportRow) {
  await removeFiles(dir, row.id, row.format);
  await repo.deleteExport(db, row.id);
}

/** Deletes an export and its file once `expires_at` passed; due at that time, enqueued with the export. */
export const exportPruneJob = defineJob<z.infer<typeof zPrunePayload>, ExportJobDeps>({
  type: 'export.prune',
  payload: zPrunePayload,
  async handle({ companyId, livemode, exportId }, { db, deps }) {
    const now = new Date();
    const row = await repo.findExport(db, companyScope(companyId, livemode), exportId);
    if (row && row.expiresAt > now) {
      // The retention was extended: come back then.
      await enqueueJob(db, exportPruneJob, { companyId, livemode, exportId }, { runAt: row.expiresAt });
      return;
    }
    if (row) await prune(db, deps.exports.dir, row);
    for (const expired of await repo.listExpired(db, now, SWEEP)) await prune(db, deps.exports.dir, expired);
  },
});
