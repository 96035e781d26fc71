import { ZEmployeeImportRow, type TEmployeeImportRow, type TEmployeeImportSummary } from '@/lib/contract/employees';
import type { Db } from '../db/client';
import type { CompanyScope } from '../core/scope';
import { describeIssues } from '../imports/records';
import { MAX_CHANGES_PER_EVENT } from '../audit/changes';
import { pauseCapture, resumeCapture, type PausedCapture } from '../audit/record';
import { recordEmployeeChanges } from './events';
import { todayUtc } from '../core/clock';
import * as repo from './repo';
import * as clock from '../core/clock';

type Fields = repo.ImportedFields;

/** An absent field keeps the stored value; null clears it. */
const keepOr = <T>(value: T | null | undefined, current: T | null | undefined): T | null =>
  value === undefined ? (current ?? null) : value;

function fieldsOf(row: TEmployeeImportRow, existing: repo.EmployeeRow | undefined): Fields {
  return {
    hrisId: row.hris_id ?? existing?.hrisId ?? null,
    name: row.name,
    email: row.email,
    status: row.status,
    department: keepOr(row.department, existing?.department),
    jobTitle: keepOr(row.job_title, existing?.jobTitle),
    country: keepOr(row.country, existing?.country),
    address: keepOr(row.address, existing?.address),
    // start_date is the new name of hire_date; a file may carry either.
    hireDate: keepOr(row.start_date !== undefined ? row.start_date : row.hire_date, existing?.hireDate),
    endDate: keepOr(row.end_date, existing?.endDate),
    employeeNumber: keepOr(row.employee_number, existing?.employeeNumber),
    managerEmail: keepOr(row.manager_email, existing?.managerEmail),
  };
}

const differs = (existing: repo.EmployeeRow, fields: Fields) =>
  (Object.keys(fields) as (keyof Fields)[]).some((key) => existing[key] !== fields[key]);

/** Identifies records of the file, valid or not, so that a full import never deactivates someone it mentions. */
function identityOf(record: Record<string, unknown>) {
  const hrisId = typeof record.hris_id === 'string' ? record.hris_id.trim() : undefined;
  const email = typeof record.email === 'string' ? record.email.trim().toLowerCase() : undefined;
  return { hrisId: hrisId || undefined, email: email || undefined };
}

/** How many rows each write of an import carries: big enough to amortise a statement, small enough to stay light. */
const CHUNK_ROWS = 2000;

/** The HRIS ids and e-mail addresses a file could match existing employees by, valid records or not. */
function keysOf(records: Record<string, unknown>[]) {
  const hrisIds = new Set<string>();
  const emails = new Set<string>();
  for (const record of records) {
    const identity = identityOf(record);
    if (identity.hrisId) hrisIds.add(identity.hrisId);
    if (identity.email) emails.add(identity.email);
    if (typeof record.email === 'string') emails.add(record.email.toLowerCase());
  }
  return { hrisIds: [...hrisIds], emails: [...emails] };
}

type PendingWrite = { fields: Fields; match: repo.EmployeeRow | undefined };

/**
 * HRIS sync: upserts each record by `hris_id`, else by e-mail. Bad records are reported and the good ones still
 * land. With `full`, active employees the export leaves out are leaving: inactive, their end date today unless
 * they have one (they are not deleted: their devices come back first). Running the same file twice changes nothing
 * the second time.
 *
 * Every record is decided in memory against the employees it can match (read in one statement), as if the records
 * were written one by one; the writes, their events and jobs then go out in chunks of set-based statements.
 */
export async function importEmployees(
  db: Db,
  tenant: CompanyScope,
  records: Record<string, unknown>[],
  options: { full: boolean },
): Promise<TEmployeeImportSummary> {
  const summary: TEmployeeImportSummary = { created: 0, updated: 0, unchanged: 0, deactivated: 0, errors: [] };
  const now = clock.now();
  await db.transaction(async (tx) => {
    const existing = await repo.findEmployeesByKeys(tx, tenant, keysOf(records));
    const byHrisId = new Map(existing.filter((row) => row.hrisId).map((row) => [row.hrisId!, row]));
    const byEmail = new Map(existing.map((row) => [row.email.toLowerCase(), row]));
    const mentioned = new Set<string>();
    const rowOfKey = new Map<string, number>();

    // The audit capture copies the rows of the first writes, as many as the request's audit event lists; then it
    // pauses and the import counts the rest itself (server/audit/record.ts).
    let written = 0;
    let paused: PausedCapture | null | undefined;
    const counted = async (ids: string[]) => {
      if (paused) paused.ids.push(...ids);
      written += ids.length;
      if (paused === undefined && written >= MAX_CHANGES_PER_EVENT)
        paused = await pauseCapture(tx, 'employees', tenant);
    };
    const chunkRows = () => (paused === undefined ? Math.min(CHUNK_ROWS, MAX_CHANGES_PER_EVENT - written) : CHUNK_ROWS);

    let pending: PendingWrite[] = [];
    const pendingUpdates = new Set<string>();
    const flush = async () => {
      const created = await repo.insertEmployees(
        tx,
        pending
          .filter((write) => !write.match)
          .map((write) => ({ ...write.fields, companyId: tenant.companyId, livemode: tenant.livemode, syncedAt: now })),
      );
      const updated = new Map(
        (
          await repo.updateImportedEmployees(
            tx,
            pending.flatMap((write) => (write.match ? [{ id: write.match.id, fields: write.fields }] : [])),
            now,
          )
        ).map((row) => [row.id, row]),
      );
      let nextCreated = 0;
      const changes = pending.map((write) =>
        write.match
          ? { before: write.match, after: updated.get(write.match.id)! }
          : { before: undefined, after: created[nextCreated++]! },
      );
      for (const row of created) mentioned.add(row.id);
      // In the order the capture would have copied them: the insert's rows, then the update's.
      await counted([...created.map((row) => row.id), ...updated.keys()]);
      await recordEmployeeChanges(tx, tenant, changes);
      pending = [];
      pendingUpdates.clear();
    };

    for (const [index, record] of records.entries()) {
      const rowNumber = index + 1;
      const identity = identityOf(record);
      for (const employee of [
        identity.hrisId && byHrisId.get(identity.hrisId),
        identity.email && byEmail.get(identity.email),
      ]) {
        if (employee) mentioned.add(employee.id);
      }
      const parsed = ZEmployeeImportRow.safeParse(record);
      if (!parsed.success) {
        summary.errors.push({ row: rowNumber, message: describeIssues(parsed.error.issues) });
        continue;
      }
      const row = parsed.data;
      const key = row.hris_id ? `hris:${row.hris_id}` : `email:${row.email}`;
      const duplicateOf = rowOfKey.get(key) ?? rowOfKey.get(`email:${row.email}`);
      if (duplicateOf !== undefined) {
        summary.errors.push({
          row: rowNumber,
          message: `the same employee as row ${duplicateOf} (${row.hris_id ?? row.email}); keep one row per employee`,
        });
        continue;
      }
      rowOfKey.set(key, rowNumber);
      rowOfKey.set(`email:${row.email}`, rowNumber);

      const match = (row.hris_id && byHrisId.get(row.hris_id)) || byEmail.get(row.email);
      const emailOwner = byEmail.get(row.email);
      if (match && emailOwner && emailOwner.id !== match.id) {
        summary.errors.push({
          row: rowNumber,
          message: `email ${row.email} already belongs to another employee (hris_id ${emailOwner.hrisId ?? 'none'})`,
        });
        continue;
      }
      if (match && row.hris_id && match.hrisId && match.hrisId !== row.hris_id) {
        summary.errors.push({
          row: rowNumber,
          message: `email ${row.email} belongs to the employee with hris_id ${match.hrisId}, not ${row.hris_id}`,
        });
        continue;
      }
      const fields = fieldsOf(row, match);
      if (!match) {
        summary.created++;
      } else if (differs(match, fields)) {
        // The same person twice in one file (by e-mail, then by HRIS id): the later write lands after the earlier.
        if (pendingUpdates.has(match.id)) await flush();
        pendingUpdates.add(match.id);
        summary.updated++;
      } else {
        summary.unchanged++;
        continue;
      }
      pending.push({ fields, match });
      if (pending.length >= chunkRows()) await flush();
    }
    await flush();

    if (options.full) {
      // Each round marks the ones it read inactive, so the next reads the following ones.
      for (;;) {
        const missing = await repo.findActiveNotIn(tx, tenant, [...mentioned], CHUNK_ROWS);
        if (missing.length === 0) break;
        const byId = new Map(missing.map((row) => [row.id, row]));
        const marked = await repo.markLeaving(tx, [...byId.keys()], now, todayUtc(now));
        await counted(marked.map((row) => row.id));
        await recordEmployeeChanges(
          tx,
          tenant,
          marked.map((row) => ({ before: byId.get(row.id), after: row })),
        );
        summary.deactivated += missing.length;
      }
    }
    if (paused) await resumeCapture(tx, paused);
  });
  return summary;
}
