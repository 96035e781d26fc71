import { and, asc, eq, exists, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { OUTSTANDING_DEVICE_STATUSES, type TListOffboardingCasesQuery } from '@/lib/contract/offboarding';
import type { Db } from '../db/client';
import { keysetPage } from '../db/pagination';
import { offboardingCases, offboardingDevices } from '../db/schema';
import { scopeWhere } from '../db/scope';
import type { Scope } from '../core/scope';
import { withCountryCode } from '../db/country-code';
import * as clock from '../core/clock';

export type CaseRow = typeof offboardingCases.$inferSelect;
export type DeviceRow = typeof offboardingDevices.$inferSelect;

const outstanding = (caseId: SQL | typeof offboardingCases.id) =>
  exists(
    sql`(select 1 from ${offboardingDevices} where ${offboardingDevices.caseId} = ${caseId} and ${inArray(
      offboardingDevices.status,
      [...OUTSTANDING_DEVICE_STATUSES],
    )})`,
  );

export async function listCases(
  db: Db,
  scope: Scope,
  query: TListOffboardingCasesQuery & { today: string },
): Promise<CaseRow[]> {
  const filters: (SQL | undefined)[] = [scopeWhere(offboardingCases, scope)];
  if (query.status) filters.push(eq(offboardingCases.status, query.status));
  if (query.employee_id) filters.push(eq(offboardingCases.employeeId, query.employee_id));
  if (query.left_with_devices !== undefined) {
    const left = and(
      eq(offboardingCases.status, 'open'),
      lt(offboardingCases.endDate, query.today),
      outstanding(offboardingCases.id),
    )!;
    filters.push(query.left_with_devices ? left : sql`not (${left})`);
  }
  const page = keysetPage(
    query,
    { created_at: offboardingCases.createdAt, end_date: offboardingCases.endDate },
    offboardingCases.id,
  );
  return db
    .select()
    .from(offboardingCases)
    .where(and(...filters, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
}

export async function findCase(
  db: Db,
  scope: Scope,
  id: string,
  options: { lock?: boolean } = {},
): Promise<CaseRow | undefined> {
  const query = db
    .select()
    .from(offboardingCases)
    .where(and(scopeWhere(offboardingCases, scope), eq(offboardingCases.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The employee's open case, locked when asked (the change that may cancel or re-plan it). */
export async function findOpenCase(
  db: Db,
  scope: Scope,
  employeeId: string,
  options: { lock?: boolean } = {},
): Promise<CaseRow | undefined> {
  const query = db
    .select()
    .from(offboardingCases)
    .where(
      and(
        scopeWhere(offboardingCases, scope),
        eq(offboardingCases.employeeId, employeeId),
        eq(offboardingCases.status, 'open'),
      ),
    );
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Of these employees, those with an open case. */
export async function findEmployeesWithOpenCase(db: Db, scope: Scope, employeeIds: string[]): Promise<Set<string>> {
  if (employeeIds.length === 0) return new Set();
  const rows = await db
    .select({ employeeId: offboardingCases.employeeId })
    .from(offboardingCases)
    .where(
      and(
        scopeWhere(offboardingCases, scope),
        inArray(offboardingCases.employeeId, employeeIds),
        eq(offboardingCases.status, 'open'),
      ),
    );
  return new Set(rows.map((row) => row.employeeId));
}

/** The employee's cases, newest first (a profile shows them all). */
export async function listEmployeeCases(db: Db, scope: Scope, employeeId: string): Promise<CaseRow[]> {
  return db
    .select()
    .from(offboardingCases)
    .where(and(scopeWhere(offboardingCases, scope), eq(offboardingCases.employeeId, employeeId)))
    .orderBy(sql`${offboardingCases.createdAt} desc`);
}

/** The employee's open or completed case for this end date: the same leaving never opens a second one. */
export async function findCaseForEndDate(
  db: Db,
  scope: Scope,
  employeeId: string,
  endDate: string,
): Promise<CaseRow | undefined> {
  const [row] = await db
    .select()
    .from(offboardingCases)
    .where(
      and(
        scopeWhere(offboardingCases, scope),
        eq(offboardingCases.employeeId, employeeId),
        eq(offboardingCases.endDate, endDate),
        inArray(offboardingCases.status, ['open', 'completed']),
      ),
    );
  return row;
}

/** Opens a case; undefined when the employee already has an open one (the partial unique index). */
export async function insertCase(db: Db, values: typeof offboardingCases.$inferInsert): Promise<CaseRow | undefined> {
  const [row] = await db.insert(offboardingCases).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateCase(db: Db, id: string, patch: Partial<typeof offboardingCases.$inferInsert>) {
  await db
    .update(offboardingCases)
    .set({ ...patch, updatedAt: clock.now() })
    .where(eq(offboardingCases.id, id));
}

export async function listDevices(db: Db, caseIds: string[]): Promise<DeviceRow[]> {
  if (caseIds.length === 0) return [];
  return db
    .select()
    .from(offboardingDevices)
    .where(inArray(offboardingDevices.caseId, caseIds))
    .orderBy(asc(offboardingDevices.createdAt), asc(offboardingDevices.serialNumber));
}

/** Adds devices to a case; a serial number already on it is skipped. Returns the ones added. */
export async function insertDevices(db: Db, values: (typeof offboardingDevices.$inferInsert)[]): Promise<DeviceRow[]> {
  if (values.length === 0) return [];
  return db.insert(offboardingDevices).values(values.map(withCountryCode)).onConflictDoNothing().returning();
}

export async function updateDevice(db: Db, id: string, patch: Partial<typeof offboardingDevices.$inferInsert>) {
  await db
    .update(offboardingDevices)
    .set({ ...withCountryCode(patch), updatedAt: clock.now() })
    .where(eq(offboardingDevices.id, id));
}

/** The case's devices whose retrieval is due, locked, so that two workers never create the same action twice. */
export async function lockDueDevices(db: Db, caseId: string, today: string): Promise<DeviceRow[]> {
  return db
    .select()
    .from(offboardingDevices)
    .where(
      and(
        eq(offboardingDevices.caseId, caseId),
        eq(offboardingDevices.status, 'scheduled'),
        sql`${offboardingDevices.scheduledFor} <= ${today}`,
      ),
    )
    .for('update', { skipLocked: true });
}

/** The device of a case that this device action retrieves, locked. */
export async function findDeviceByAction(db: Db, scope: Scope, actionId: string): Promise<DeviceRow | undefined> {
  const [row] = await db
    .select()
    .from(offboardingDevices)
    .where(and(scopeWhere(offboardingDevices, scope), eq(offboardingDevices.actionId, actionId)))
    .for('update');
  return row;
}
