import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TListEmployeesQuery } from '@/lib/contract/employees';
import type { Db } from '../db/client';
import { scopeWhere } from '../db/scope';
import { containsText, countryIn, inLowercase } from '../db/filters';
import { employees } from '../db/schema';
import { insertRows } from '../db/insert-rows';
import type { Scope } from '../core/scope';
import { keysetPage } from '../db/pagination';
import { stageWhere } from './lifecycle';
import { withCountryCode } from '../db/country-code';
import * as clock from '../core/clock';

export type EmployeeRow = typeof employees.$inferSelect;

export async function listEmployees(db: Db, scope: Scope, query: TListEmployeesQuery) {
  const filters: (SQL | undefined)[] = [scopeWhere(employees, scope)];
  if (query.search) {
    filters.push(or(containsText(employees.name, query.search), containsText(employees.email, query.search)));
  }
  if (query.status !== 'all') filters.push(eq(employees.status, query.status));
  if (query.department?.length) filters.push(inLowercase(employees.department, query.department));
  if (query.country?.length) filters.push(countryIn(employees, query.country));
  if (query.stage) filters.push(stageWhere(query.stage));
  const page = keysetPage(query, { name: employees.name, created_at: employees.createdAt }, employees.id);
  return db
    .select()
    .from(employees)
    .where(and(...filters, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
}

export async function findEmployee(db: Db, scope: Scope, id: string): Promise<EmployeeRow | undefined> {
  const [row] = await db
    .select()
    .from(employees)
    .where(and(scopeWhere(employees, scope), eq(employees.id, id)));
  return row;
}

export async function findEmployeeByEmail(db: Db, scope: Scope, email: string): Promise<EmployeeRow | undefined> {
  const [row] = await db
    .select()
    .from(employees)
    .where(and(scopeWhere(employees, scope), eq(sql`lower(${employees.email})`, email.toLowerCase())));
  return row;
}

/** The employee with this HRIS id (a SCIM client's externalId), a SCIM-deleted one included. */
export async function findEmployeeByHrisId(db: Db, scope: Scope, hrisId: string): Promise<EmployeeRow | undefined> {
  const [row] = await db
    .select()
    .from(employees)
    .where(and(scopeWhere(employees, scope), eq(employees.hrisId, hrisId)));
  return row;
}

export async function listAllEmployees(db: Db, scope: Scope): Promise<EmployeeRow[]> {
  return db.select().from(employees).where(scopeWhere(employees, scope));
}

export async function insertEmployee(db: Db, values: typeof employees.$inferInsert): Promise<EmployeeRow> {
  const [row] = await db.insert(employees).values(withCountryCode(values)).returning();
  return row!;
}

/** Writes `patch`, bumps the version (the SCIM ETag) and `updated_at`; returns the row as it now reads. */
export async function updateEmployee(
  db: Db,
  id: string,
  patch: Partial<typeof employees.$inferInsert>,
): Promise<EmployeeRow> {
  const [row] = await db
    .update(employees)
    .set({ ...withCountryCode(patch), version: sql`${employees.version} + 1`, updatedAt: clock.now() })
    .where(eq(employees.id, id))
    .returning();
  return row!;
}

/**
 * The values as a set to match with `in`, in one JSON parameter however many there are (a parameter per value stops
 * at 65,535; `= any(array)` compares every row with every value, `in (select …)` hashes them).
 */
const listed = (values: string[], type: 'text' | 'uuid' = 'text') =>
  sql`(select value::${sql.raw(type)} from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

/** The employees of the scope with one of these HRIS ids or (lower-case) e-mail addresses: an import's matches. */
export async function findEmployeesByKeys(
  db: Db,
  scope: Scope,
  keys: { hrisIds: string[]; emails: string[] },
): Promise<EmployeeRow[]> {
  return db
    .select()
    .from(employees)
    .where(
      and(
        scopeWhere(employees, scope),
        or(
          sql`${employees.hrisId} in ${listed(keys.hrisIds)}`,
          sql`lower(${employees.email}) in ${listed(keys.emails)}`,
        ),
      ),
    );
}

/** insertEmployee for many rows, in one statement; the rows come back in the given order. */
export async function insertEmployees(db: Db, rows: (typeof employees.$inferInsert)[]): Promise<EmployeeRow[]> {
  return insertRows(db, employees, rows.map(withCountryCode));
}

/** The fields an import writes. */
export type ImportedFields = Pick<
  EmployeeRow,
  | 'hrisId'
  | 'name'
  | 'email'
  | 'status'
  | 'department'
  | 'jobTitle'
  | 'country'
  | 'address'
  | 'hireDate'
  | 'endDate'
  | 'employeeNumber'
  | 'managerEmail'
>;

/** updateEmployee of these fields for many employees, in one statement; the rows as they now read, in no order. */
export async function updateImportedEmployees(
  db: Db,
  updates: { id: string; fields: ImportedFields }[],
  syncedAt: Date,
): Promise<EmployeeRow[]> {
  if (updates.length === 0) return [];
  const given = updates.map(({ id, fields }) => {
    const values = withCountryCode<ImportedFields & { countryCode?: string | null }>(fields);
    return {
      id,
      hris_id: values.hrisId,
      name: values.name,
      email: values.email,
      status: values.status,
      department: values.department,
      job_title: values.jobTitle,
      country: values.country,
      country_code: values.countryCode ?? null,
      address: values.address,
      hire_date: values.hireDate,
      end_date: values.endDate,
      employee_number: values.employeeNumber,
      manager_email: values.managerEmail,
    };
  });
  return db
    .update(employees)
    .set({
      hrisId: sql`given.hris_id`,
      name: sql`given.name`,
      email: sql`given.email`,
      status: sql`given.status`,
      department: sql`given.department`,
      jobTitle: sql`given.job_title`,
      country: sql`given.country`,
      countryCode: sql`given.country_code`,
      address: sql`given.address`,
      hireDate: sql`given.hire_date`,
      endDate: sql`given.end_date`,
      employeeNumber: sql`given.employee_number`,
      managerEmail: sql`given.manager_email`,
      syncedAt,
      version: sql`${employees.version} + 1`,
      updatedAt: clock.now(),
    })
    .from(
      sql`jsonb_to_recordset(${JSON.stringify(given)}::jsonb) as given(id uuid, hris_id text, name text, email text,
        status text, department text, job_title text, country text, country_code text, address text, hire_date text,
        end_date text, employee_number text, manager_email text)`,
    )
    .where(sql`${employees.id} = given.id`)
    .returning();
}

/** Up to `limit` active employees of the scope whose ids are not in `mentioned`: those a full HRIS export left out. */
export async function findActiveNotIn(
  db: Db,
  scope: Scope,
  mentioned: string[],
  limit: number,
): Promise<EmployeeRow[]> {
  return db
    .select()
    .from(employees)
    .where(
      and(
        scopeWhere(employees, scope),
        eq(employees.status, 'active'),
        // An anti-join (hashed), where `not in` falls back to comparing every pair once the list outgrows work_mem.
        sql`not exists (select 1 from jsonb_array_elements_text(${JSON.stringify(mentioned)}::jsonb) as mentioned
                        where mentioned.value::uuid = ${employees.id})`,
      ),
    )
    .orderBy(employees.id)
    .limit(limit);
}

/** Those left out of a full HRIS export: inactive, leaving today unless an end date is set. */
export async function markLeaving(db: Db, ids: string[], at: Date, today: string): Promise<EmployeeRow[]> {
  if (ids.length === 0) return [];
  return db
    .update(employees)
    .set({
      status: 'inactive',
      endDate: sql`coalesce(${employees.endDate}, ${today})`,
      syncedAt: at,
      version: sql`${employees.version} + 1`,
      updatedAt: at,
    })
    .where(sql`${employees.id} in ${listed(ids, 'uuid')}`)
    .returning();
}

/** What a SCIM list filter compares (lookups by one value; every comparison must hold). */
export type ScimLookup = { attribute: 'id' | 'userName' | 'externalId' | 'email' | 'displayName'; value: string };

function scimWhere(scope: Scope, lookups: ScimLookup[]): SQL {
  const conditions: (SQL | undefined)[] = [scopeWhere(employees, scope), isNull(employees.scimDeletedAt)];
  for (const { attribute, value } of lookups) {
    const lower = value.toLowerCase();
    if (attribute === 'id') conditions.push(/^[0-9a-f-]{36}$/i.test(value) ? eq(employees.id, value) : sql`false`);
    if (attribute === 'externalId') conditions.push(eq(employees.hrisId, value));
    if (attribute === 'email') conditions.push(eq(sql`lower(${employees.email})`, lower));
    if (attribute === 'displayName') conditions.push(eq(sql`lower(${employees.name})`, lower));
    if (attribute === 'userName') {
      conditions.push(
        or(
          eq(sql`lower(${employees.scimUserName})`, lower),
          and(isNull(employees.scimUserName), eq(sql`lower(${employees.email})`, lower)),
        )!,
      );
    }
  }
  return and(...conditions)!;
}

/** A page of the users SCIM shows (every employee of the scope but those a SCIM client deleted), oldest first. */
export async function listScimEmployees(
  db: Db,
  scope: Scope,
  lookups: ScimLookup[],
  page: { offset: number; limit: number },
): Promise<{ rows: EmployeeRow[]; total: number }> {
  const where = scimWhere(scope, lookups);
  const [totals, rows] = await Promise.all([
    db.select({ total: count() }).from(employees).where(where),
    page.limit === 0
      ? Promise.resolve([] as EmployeeRow[])
      : db
          .select()
          .from(employees)
          .where(where)
          .orderBy(asc(employees.createdAt), asc(employees.id))
          .offset(page.offset)
          .limit(page.limit),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}

/** The employees of the scope with these ids (managers of the users shown). */
export async function findEmployeesByIds(db: Db, scope: Scope, ids: string[]): Promise<EmployeeRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(employees)
    .where(and(scopeWhere(employees, scope), inArray(employees.id, ids)));
}
