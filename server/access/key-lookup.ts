import type { Db } from '../db/client';
import { findActiveOperatorToken, findApiKeyWithCompany, touchApiKey } from './repo';
import { hashSecret } from './credentials';

/** How long a looked-up key is trusted before the database is asked again; keeps revocation within 5 s. */
export const KEY_CACHE_TTL_MS = 2_000;
/** `last_used_at` is written at most once a minute per key. */
const TOUCH_INTERVAL_MS = 60_000;

export type ApiKeyRecord = {
  id: string;
  name: string;
  suffix: string;
  companyId: string;
  livemode: boolean;
  scopes: string[];
  rateLimitPerMinute: number | null;
  autopilot: boolean;
  requiresApproval: boolean;
  expiresAt: Date | null;
  revokedAt: Date | null;
  apiAccessEnabled: boolean;
};

export function isUsable(record: ApiKeyRecord, now = Date.now()) {
  return !record.revokedAt && (!record.expiresAt || record.expiresAt.getTime() > now);
}

type CacheEntry = { record: ApiKeyRecord | null; fetchedAt: number; touchedAt: number };

/** Finds API keys by their hash with a short cache, and records when each key was last used. */
export class KeyLookup {
  private readonly cache = new Map<string, CacheEntry>();

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
  ) {}

  async findApiKey(key: string, now = Date.now()): Promise<ApiKeyRecord | null> {
    const hash = hashSecret(key);
    let entry = this.cache.get(hash);
    if (!entry || now - entry.fetchedAt > KEY_CACHE_TTL_MS) {
      const row = await findApiKeyWithCompany(this.db, hash);
      const record: ApiKeyRecord | null = row
        ? {
            id: row.key.id,
            name: row.key.name,
            suffix: row.key.keySuffix,
            companyId: row.key.companyId,
            livemode: row.key.livemode,
            scopes: row.key.scopes,
            rateLimitPerMinute: row.key.rateLimitPerMinute,
            autopilot: row.key.autopilot,
            requiresApproval: row.key.requiresApproval,
            expiresAt: row.key.expiresAt,
            revokedAt: row.key.revokedAt,
            apiAccessEnabled: row.apiAccessEnabled,
          }
        : null;
      entry = { record, fetchedAt: now, touchedAt: entry?.touchedAt ?? row?.key.lastUsedAt?.getTime() ?? 0 };
      if (this.cache.size > 10_000) this.cache.clear();
      this.cache.set(hash, entry);
    }
    const record = entry.record;
    if (record && isUsable(record, now) && now - entry.touchedAt >= TOUCH_INTERVAL_MS) {
      entry.touchedAt = now;
      touchApiKey(this.db, record.id, new Date(now)).catch(this.onError);
    }
    return record;
  }

  /** Forgets cached keys so a change made on this instance applies at once. */
  forget() {
    this.cache.clear();
  }

  async findOperatorToken(token: string) {
    return findActiveOperatorToken(this.db, hashSecret(token));
  }
}
