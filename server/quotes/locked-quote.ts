import type { Db } from '../db/client';
import type { Scope } from '../core/scope';
import { notFound } from '../core/errors';
import * as repo from './repo';

/**
 * Runs `change` in a transaction on the quote row locked for update, with its parts. `scope` is the tenant (a client,
 * or a sandbox test helper acting for one), or null for operators (any company).
 */
export async function withLockedQuote<T>(
  db: Db,
  scope: Scope,
  quoteId: string,
  change: (tx: Db, quote: repo.QuoteRow, parts: repo.QuoteParts) => Promise<T>,
) {
  return db.transaction(async (tx) => {
    const quote = await repo.findQuote(tx, scope, quoteId, { lock: true });
    if (!quote) throw notFound('quote', quoteId);
    return change(tx, quote, await repo.loadQuoteParts(tx, [quote.id]));
  });
}
