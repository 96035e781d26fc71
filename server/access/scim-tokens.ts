import type { TCreateScimTokenRequest, TScimToken } from '@/lib/contract/scim-tokens';
import type { Db } from '../db/client';
import { companyScope, OPERATOR_SCOPE, type CompanyScope, type Scope } from '../core/scope';
import { notFound } from '../core/errors';
import { displayKey, generateScimToken, hashSecret, SCIM_TOKEN_PATTERN } from './credentials';
import * as repo from './repo';
import { getCompanyOrThrow } from './service';

// The SCIM client's credentials: one token per client and mode, stored as a hash, revocable at once.

/** `last_used_at` is written at most once a minute per token. */
const TOUCH_INTERVAL_MS = 60_000;

export function toScimToken(row: repo.ScimTokenRow): TScimToken {
  const mode = row.livemode ? 'live' : 'test';
  return {
    id: row.id,
    company_id: row.companyId,
    name: row.name,
    mode,
    display: displayKey(`lo_scim_${mode}_`, row.tokenSuffix),
    revoked_at: row.revokedAt?.toISOString() ?? null,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function createScimToken(db: Db, companyId: string, input: TCreateScimTokenRequest) {
  await getCompanyOrThrow(db, companyId);
  const livemode = input.mode === 'live';
  const token = generateScimToken(livemode);
  const row = await repo.insertScimToken(db, {
    companyId,
    name: input.name,
    livemode,
    tokenHash: hashSecret(token),
    tokenSuffix: token.slice(-4),
  });
  return { row, token };
}

/** The company's tokens: all of them for the operator, those of its own mode for a company's key. */
export async function listScimTokens(db: Db, companyId: string, scope: Scope = OPERATOR_SCOPE) {
  await getCompanyOrThrow(db, companyId);
  return repo.listScimTokens(db, companyId, scope);
}

/** Revokes a token the scope may see (another company's or mode's is not found). */
export async function revokeScimTokenOrThrow(db: Db, id: string, scope: Scope = OPERATOR_SCOPE) {
  const row = await repo.revokeScimToken(db, id, scope);
  if (!row) throw notFound('SCIM token', id);
  return row;
}

export type ScimClient = { tokenId: string; tenant: CompanyScope; apiAccessEnabled: boolean };

/**
 * The company and mode a SCIM token provisions, or null for anything else (unknown, revoked, malformed). Read from
 * the database on every request, so a revocation takes effect at once.
 */
export async function findScimClient(db: Db, token: string, now = new Date()): Promise<ScimClient | null> {
  if (!SCIM_TOKEN_PATTERN.test(token)) return null;
  const row = await repo.findActiveScimToken(db, hashSecret(token));
  if (!row) return null;
  if (!row.token.lastUsedAt || now.getTime() - row.token.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await repo.touchScimToken(db, row.token.id, now);
  }
  return {
    tokenId: row.token.id,
    tenant: companyScope(row.token.companyId, row.token.livemode),
    apiAccessEnabled: row.apiAccessEnabled,
  };
}
