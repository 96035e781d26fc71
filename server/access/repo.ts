import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { apiKeys, companies, operatorTokens, scimTokens } from '../db/schema';
import { keysetPage, type PageRequest } from '../db/pagination';
import { scopeWhere } from '../db/scope';
import type { Scope } from '../core/scope';
import * as clock from '../core/clock';

export type CompanyRow = typeof companies.$inferSelect;
export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type ScimTokenRow = typeof scimTokens.$inferSelect;

export async function insertCompany(db: Db, values: typeof companies.$inferInsert): Promise<CompanyRow> {
  const [row] = await db.insert(companies).values(values).returning();
  return row!;
}

export async function findCompany(db: Db, id: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row;
}

export async function findCompanies(db: Db, ids: string[]): Promise<CompanyRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(companies).where(inArray(companies.id, ids));
}

export async function updateCompany(
  db: Db,
  id: string,
  patch: Partial<
    Pick<
      CompanyRow,
      | 'name'
      | 'apiAccessEnabled'
      | 'onboardingLeadDays'
      | 'onboardingAutoSubmit'
      | 'auditRetentionDays'
      | 'reportingCurrency'
    >
  >,
): Promise<CompanyRow | undefined> {
  const [row] = await db
    .update(companies)
    .set({ ...patch, updatedAt: clock.now() })
    .where(eq(companies.id, id))
    .returning();
  return row;
}

export async function listCompanies(db: Db, page: PageRequest) {
  const { where, orderBy, limit } = keysetPage(
    page,
    { created_at: companies.createdAt, updated_at: companies.updatedAt },
    companies.id,
  );
  return db
    .select()
    .from(companies)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit);
}

export async function insertApiKey(db: Db, values: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  return row!;
}

export async function findApiKey(db: Db, id: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
  return row;
}

export async function listApiKeys(db: Db, companyId: string): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.companyId, companyId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/** Marks the key revoked; revoking twice keeps the first time. */
export async function revokeApiKey(db: Db, id: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
    .where(eq(apiKeys.id, id))
    .returning();
  return row;
}

export async function findApiKeyWithCompany(db: Db, keyHash: string) {
  const [row] = await db
    .select({ key: apiKeys, apiAccessEnabled: companies.apiAccessEnabled })
    .from(apiKeys)
    .innerJoin(companies, eq(companies.id, apiKeys.companyId))
    .where(eq(apiKeys.keyHash, keyHash));
  return row;
}

export async function touchApiKey(db: Db, id: string, at: Date) {
  await db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, id));
}

export async function insertOperatorToken(db: Db, values: typeof operatorTokens.$inferInsert) {
  const [row] = await db.insert(operatorTokens).values(values).returning();
  return row!;
}

export async function findActiveOperatorToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select()
    .from(operatorTokens)
    .where(and(eq(operatorTokens.tokenHash, tokenHash), isNull(operatorTokens.revokedAt)));
  return row;
}

export async function insertScimToken(db: Db, values: typeof scimTokens.$inferInsert): Promise<ScimTokenRow> {
  const [row] = await db.insert(scimTokens).values(values).returning();
  return row!;
}

/** A company's tokens, newest first: every mode's for the operator, the scope's mode for a company. */
export async function listScimTokens(db: Db, companyId: string, scope: Scope): Promise<ScimTokenRow[]> {
  return db
    .select()
    .from(scimTokens)
    .where(and(eq(scimTokens.companyId, companyId), scopeWhere(scimTokens, scope)))
    .orderBy(desc(scimTokens.createdAt), desc(scimTokens.id));
}

export async function revokeScimToken(db: Db, id: string, scope: Scope): Promise<ScimTokenRow | undefined> {
  const [row] = await db
    .update(scimTokens)
    .set({ revokedAt: sql`coalesce(${scimTokens.revokedAt}, now())`, updatedAt: clock.now() })
    .where(and(eq(scimTokens.id, id), scopeWhere(scimTokens, scope)))
    .returning();
  return row;
}

/** The unrevoked token with this hash, with whether its company may use the API. */
export async function findActiveScimToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ token: scimTokens, apiAccessEnabled: companies.apiAccessEnabled })
    .from(scimTokens)
    .innerJoin(companies, eq(companies.id, scimTokens.companyId))
    .where(and(eq(scimTokens.tokenHash, tokenHash), isNull(scimTokens.revokedAt)));
  return row;
}

export async function touchScimToken(db: Db, id: string, at: Date) {
  await db.update(scimTokens).set({ lastUsedAt: at }).where(eq(scimTokens.id, id));
}
