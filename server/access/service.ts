import type { TApiKey, TCompany, TCreateApiKeyRequest } from '@/lib/contract/access';
import type { Db } from '../db/client';
import { notFound } from '../core/errors';
import { pageOf, timestampSortValue, type PageRequest } from '../db/pagination';
import { displayKey, generateApiKey, generateOperatorToken, hashSecret } from './credentials';
import * as repo from './repo';

export function toCompany(row: repo.CompanyRow): TCompany {
  return {
    id: row.id,
    name: row.name,
    api_access_enabled: row.apiAccessEnabled,
    audit_retention_days: row.auditRetentionDays,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toApiKey(row: repo.ApiKeyRow, defaultRateLimit: number): TApiKey {
  const mode = row.livemode ? 'live' : 'test';
  return {
    id: row.id,
    company_id: row.companyId,
    name: row.name,
    mode,
    livemode: row.livemode,
    scopes: row.scopes as TApiKey['scopes'],
    display: displayKey(`lo_${mode}_`, row.keySuffix),
    rate_limit_per_minute: row.rateLimitPerMinute ?? defaultRateLimit,
    autopilot: row.autopilot,
    requires_approval: row.requiresApproval,
    expires_at: row.expiresAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function createCompany(db: Db, input: { name: string }) {
  return repo.insertCompany(db, { name: input.name });
}

export async function getCompanyOrThrow(db: Db, id: string) {
  const company = await repo.findCompany(db, id);
  if (!company) throw notFound('company', id);
  return company;
}

/** Company id → name, for views across companies. */
export async function findCompanyNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  const rows = await repo.findCompanies(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function updateCompanyOrThrow(
  db: Db,
  id: string,
  patch: { name?: string; api_access_enabled?: boolean; audit_retention_days?: number },
) {
  const company = await repo.updateCompany(db, id, {
    name: patch.name,
    apiAccessEnabled: patch.api_access_enabled,
    auditRetentionDays: patch.audit_retention_days,
  });
  if (!company) throw notFound('company', id);
  return company;
}

export async function listCompanies(db: Db, page: PageRequest) {
  return pageOf(await repo.listCompanies(db, page), page, timestampSortValue(page.sort));
}

/** Creates a key for the company; the returned `key` is the only time the secret exists outside the caller. */
export async function createApiKey(
  db: Db,
  companyId: string,
  input: Omit<TCreateApiKeyRequest, 'requires_approval'> & { requires_approval?: boolean },
) {
  await getCompanyOrThrow(db, companyId);
  const livemode = input.mode === 'live';
  const key = generateApiKey(livemode);
  const row = await repo.insertApiKey(db, {
    companyId,
    name: input.name,
    livemode,
    keyHash: hashSecret(key),
    keySuffix: key.slice(-4),
    scopes: input.scopes,
    expiresAt: input.expires_at ? new Date(input.expires_at) : null,
    rateLimitPerMinute: input.rate_limit_per_minute ?? null,
    autopilot: input.autopilot,
    requiresApproval: input.requires_approval ?? false,
  });
  return { row, key };
}

/** The key a request was authenticated with (it exists: authentication just found it). */
export async function getApiKeyOrThrow(db: Db, id: string) {
  const row = await repo.findApiKey(db, id);
  if (!row) throw notFound('API key', id);
  return row;
}

export async function listApiKeys(db: Db, companyId: string) {
  await getCompanyOrThrow(db, companyId);
  return repo.listApiKeys(db, companyId);
}

export async function revokeApiKeyOrThrow(db: Db, id: string) {
  const row = await repo.revokeApiKey(db, id);
  if (!row) throw notFound('API key', id);
  return row;
}

/** Issues an operator token for a member of staff (command line: `npm run operator -- create-token`). */
export async function createOperatorToken(db: Db, name: string) {
  const token = generateOperatorToken();
  const row = await repo.insertOperatorToken(db, { name, tokenHash: hashSecret(token), tokenSuffix: token.slice(-4) });
  return { row, token };
}

/** How the company's onboarding cases run: lead days before a start date, and whether drafts submit themselves. */
export async function getOnboardingSettings(db: Db, companyId: string) {
  const company = await getCompanyOrThrow(db, companyId);
  return { lead_days: company.onboardingLeadDays, auto_submit: company.onboardingAutoSubmit };
}

export async function updateOnboardingSettings(
  db: Db,
  companyId: string,
  patch: { lead_days?: number; auto_submit?: boolean },
) {
  const row = await repo.updateCompany(db, companyId, {
    ...(patch.lead_days === undefined ? {} : { onboardingLeadDays: patch.lead_days }),
    ...(patch.auto_submit === undefined ? {} : { onboardingAutoSubmit: patch.auto_submit }),
  });
  if (!row) throw notFound('company', companyId);
  return { lead_days: row.onboardingLeadDays, auto_submit: row.onboardingAutoSubmit };
}
