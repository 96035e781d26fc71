import { randomUUID } from 'node:crypto';
import type { TQuote } from '@/lib/contract/quotes';
import type { Db } from '../db/client';
import type { Comment } from '../db/schema';
import { companyScope, type Scope } from '../core/scope';
import { withLockedQuote } from './locked-quote';
import { notifyQuoteComment } from './notifications';
import { reconcileQuote } from './reconcile';
import * as repo from './repo';
import * as clock from '../core/clock';

/**
 * Adds a message to the quote's thread: a client's (a reply to a request for input, say) reaches Loadout's desk by
 * e-mail, an operator's reaches the requester. `scope` is the client's tenant, or null for operators.
 */
export async function addQuoteComment(
  db: Db,
  scope: Scope,
  quoteId: string,
  input: { message: string; author: string; source: Comment['source'] },
): Promise<TQuote> {
  return withLockedQuote(db, scope, quoteId, async (tx, quote, parts) => {
    const comment: Comment = {
      id: randomUUID(),
      author: input.author,
      message: input.message,
      source: input.source,
      created_at: clock.now().toISOString(),
    };
    const comments = [...quote.comments, comment];
    await repo.updateQuote(tx, quote.id, { comments });
    const view = await reconcileQuote(tx, { ...quote, comments }, [], parts);
    await notifyQuoteComment(tx, companyScope(quote.companyId, quote.livemode), view, comment);
    return view;
  });
}
