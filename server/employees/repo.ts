import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TListEmployeesQuery } from '@/lib/contract/employees';
import type { Db } from '../db/client';
import { scopeWhere } from '../db/scope';
import { containsText, inLowercase } from '../db/filters';
import { employees } from '../db/schema';
import type { Scope } from '../core/scope';
import { keysetPage } from '../db/pagination';

export type EmployeeRow = typeof employees.$inferSelect;

export async function listEmployees(db: Db, scope: Scope, query: TListEmployeesQuery) {
  const filters: (SQL | undefined)[] = [scopeWhere(employees, scope)];
  if (query.search) {
    filters.push(or(containsText(employees.name, query.search), containsText(employees.email, query.search)));
  }
  if (query.status !== 'all') filters.push(eq(employees.status, query.status));
  if (query.department?.length) filters.push(inLowercase(employees.department, query.department));
  if (query.country?.length) filters.push(inLowercase(employees.country, query.country));
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

export async function listAllEmployees(db: Db, scope: Scope): Promise<EmployeeRow[]> {
  return db.select().from(employees).where(scopeWhere(employees, scope));
}

export async function insertEmployee(db: Db, values: typeof employees.$inferInsert): Promise<EmployeeRow> {
  const [row] = await db.insert(employees).values(values).returning();
  return row!;
}

export async function updateEmployee(db: Db, id: string, patch: Partial<typeof employees.$inferInsert>) {
  await db.update(employees).set(patch).where(eq(employees.id, id));
}

export async function deactivateEmployees(db: Db, ids: string[], at: Date) {
  if (ids.length === 0) return;
  await db.update(employees).set({ status: 'inactive', syncedAt: at }).where(inArray(employees.id, ids));
}
