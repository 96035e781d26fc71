import { and, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { TListOnboardingCasesQuery } from '@/lib/contract/onboarding';
import type { Db } from '../db/client';
import { keysetPage } from '../db/pagination';
import { onboardingCases } from '../db/schema';
import { scopeWhere } from '../db/scope';
import type { Scope } from '../core/scope';
import * as clock from '../core/clock';

export type CaseRow = typeof onboardingCases.$inferSelect;

const ACTIVE = ['scheduled', 'open', 'submitted'] as const;

export async function listCases(db: Db, scope: Scope, query: TListOnboardingCasesQuery): Promise<CaseRow[]> {
  const filters: (SQL | undefined)[] = [scopeWhere(onboardingCases, scope)];
  if (query.status) filters.push(eq(onboardingCases.status, query.status));
  if (query.employee_id) filters.push(eq(onboardingCases.employeeId, query.employee_id));
  if (query.late !== undefined)
    filters.push(query.late ? isNotNull(onboardingCases.lateAt) : sql`${onboardingCases.lateAt} is null`);
  const page = keysetPage(
    query,
    { created_at: onboardingCases.createdAt, start_date: onboardingCases.startDate },
    onboardingCases.id,
  );
  return db
    .select()
    .from(onboardingCases)
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
    .from(onboardingCases)
    .where(and(scopeWhere(onboardingCases, scope), eq(onboardingCases.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The hire's case under way (scheduled, open or submitted), locked when asked. */
export async function findActiveCase(
  db: Db,
  scope: Scope,
  employeeId: string,
  options: { lock?: boolean } = {},
): Promise<CaseRow | undefined> {
  const query = db
    .select()
    .from(onboardingCases)
    .where(
      and(
        scopeWhere(onboardingCases, scope),
        eq(onboardingCases.employeeId, employeeId),
        inArray(onboardingCases.status, [...ACTIVE]),
      ),
    );
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Of these employees, those with an active case (scheduled, open or submitted). */
export async function findEmployeesWithActiveCase(db: Db, scope: Scope, employeeIds: string[]): Promise<Set<string>> {
  if (employeeIds.length === 0) return new Set();
  const rows = await db
    .select({ employeeId: onboardingCases.employeeId })
    .from(onboardingCases)
    .where(
      and(
        scopeWhere(onboardingCases, scope),
        inArray(onboardingCases.employeeId, employeeIds),
        inArray(onboardingCases.status, [...ACTIVE]),
      ),
    );
  return new Set(rows.map((row) => row.employeeId));
}

/** The hire's cases, newest first. */
export async function listEmployeeCases(db: Db, scope: Scope, employeeId: string): Promise<CaseRow[]> {
  return db
    .select()
    .from(onboardingCases)
    .where(and(scopeWhere(onboardingCases, scope), eq(onboardingCases.employeeId, employeeId)))
    .orderBy(sql`${onboardingCases.createdAt} desc`);
}

/** The hire's case for this start date that was not cancelled: the same hiring never opens a second one. */
export async function findCaseForStart(db: Db, scope: Scope, employeeId: string, startDate: string) {
  const [row] = await db
    .select()
    .from(onboardingCases)
    .where(
      and(
        scopeWhere(onboardingCases, scope),
        eq(onboardingCases.employeeId, employeeId),
        eq(onboardingCases.startDate, startDate),
        ne(onboardingCases.status, 'cancelled'),
      ),
    );
  return row;
}

/** The case a hire's one-time link opens (any company: the token is the credential), locked. */
export async function findCaseByTokenHash(db: Db, tokenHash: string): Promise<CaseRow | undefined> {
  const [row] = await db
    .select()
    .from(onboardingCases)
    .where(eq(onboardingCases.choiceTokenHash, tokenHash))
    .for('update');
  return row;
}

/** The submitted case that follows this quote, locked. */
export async function findCaseByQuote(db: Db, scope: Scope, quoteId: string): Promise<CaseRow | undefined> {
  const [row] = await db
    .select()
    .from(onboardingCases)
    .where(and(scopeWhere(onboardingCases, scope), eq(onboardingCases.quoteId, quoteId)))
    .for('update');
  return row;
}

/** Opens a case; undefined when the hire already has one under way (the partial unique index). */
export async function insertCase(db: Db, values: typeof onboardingCases.$inferInsert): Promise<CaseRow | undefined> {
  const [row] = await db.insert(onboardingCases).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateCase(db: Db, id: string, patch: Partial<typeof onboardingCases.$inferInsert>) {
  await db
    .update(onboardingCases)
    .set({ ...patch, updatedAt: clock.now() })
    .where(eq(onboardingCases.id, id));
}
