import type { TRequestedDecision } from '@/lib/contract/approvals';
import {
  parseQuoteStatus,
  QUOTE_STATUSES,
  type TListQuotesQuery,
  type TQuote,
  type TRecipientInput,
} from '@/lib/contract/quotes';
import type { Db } from '../db/client';
import { OPERATOR_SCOPE, type CompanyScope, type Scope } from '../core/scope';
import { notFound, validationError } from '../core/errors';
import { pageOf, timestampSortValue, type PageRequest } from '../db/pagination';
import { enterStatus } from '../db/status-timestamps';
import { applyOption, checkDecidable } from './apply-option';
import { notifyOptionAccepted } from './notifications';
import { reconcileQuote } from './reconcile';
import { toOperatorQuotes } from './operator-view';
import { presentQuotes } from './present';
import * as repo from './repo';
import * as clock from '../core/clock';

/** `quoted,In Progress` → the Title Case statuses; 400 naming the valid values otherwise. */
export function parseStatusFilter(value: string | undefined): string[] | undefined {
  if (!value) return undefined;
  return value.split(',').map((part) => {
    const status = parseQuoteStatus(part);
    if (!status)
      throw validationError(
        'status',
        `'${part.trim()}' is not a quote status; use one of ${QUOTE_STATUSES.join(', ')} (or snake_case)`,
      );
    return status;
  });
}

export async function listQuotes(db: Db, tenant: Scope, filters: repo.QuoteFilters, page: PageRequest) {
  const rows = await repo.listQuotes(db, tenant, filters, page);
  const paged = pageOf(rows, page, timestampSortValue(page.sort));
  return { data: await presentQuotes(db, paged.data), meta: paged.meta };
}

export function filtersOf(query: TListQuotesQuery): repo.QuoteFilters {
  return {
    statuses: parseStatusFilter(query.status),
    country: query.country,
    search: query.search,
    createdAfter: query.created_after,
    createdBefore: query.created_before,
  };
}

/** The stored quote with its items, alternatives and recipients, for code that steps it as staff would (the sandbox). */
export async function findQuoteWithParts(db: Db, scope: Scope, id: string) {
  const quote = await repo.findQuote(db, scope, id);
  if (!quote) return undefined;
  return { quote, ...(await repo.loadQuoteParts(db, [quote.id])) };
}

/** The quote in the scope (any company's for operators). */
export async function getQuoteOrThrow(db: Db, tenant: Scope, id: string) {
  const row = await repo.findQuote(db, tenant, id);
  if (!row) throw notFound('quote', id);
  const [quote] = await presentQuotes(db, [row]);
  return quote!;
}

/** The operator's list: quotes of every company, with company names and catalog estimates. */
export async function listOperatorQuotes(db: Db, filters: repo.QuoteFilters, page: PageRequest) {
  const rows = await repo.listQuotes(db, OPERATOR_SCOPE, filters, page);
  const paged = pageOf(rows, page, timestampSortValue(page.sort));
  const quotes = await presentQuotes(db, paged.data);
  return {
    data: await toOperatorQuotes(
      db,
      quotes,
      paged.data.map((row) => row.companyId),
    ),
    meta: paged.meta,
  };
}

/** Any company's quote, as the operator sees it. */
export async function getOperatorQuoteOrThrow(db: Db, id: string) {
  const row = await repo.findQuote(db, OPERATOR_SCOPE, id);
  if (!row) throw notFound('quote', id);
  const [quote] = await toOperatorQuotes(db, await presentQuotes(db, [row]), [row.companyId]);
  return quote!;
}

// What the approval engine (server/approvals/) uses of a quote: it reads the quote's rows, checks a decision against
// them, and hands back the decisions it releases. Every call runs in the caller's transaction, under the quote's lock.

export type { AlternativeRow, ItemRow, QuoteParts, QuoteRow } from './repo';
export { checkDecidable } from './apply-option';
export { reconcileQuote } from './reconcile';
export { isDecided } from './status';

/** The quote, locked for the rest of the transaction (decisions on one quote run one at a time), or 404. */
export async function lockQuoteOrThrow(tx: Db, tenant: CompanyScope, id: string) {
  const quote = await repo.findQuote(tx, tenant, id, { lock: true });
  if (!quote) throw notFound('quote', id);
  return quote;
}

/** The items, alternatives and recipients of one quote. */
export const loadQuoteParts = (db: Db, quoteId: string) => repo.loadQuoteParts(db, [quoteId]);

/** The numbers of the scope's quotes, by id. */
export const quoteNumbers = (db: Db, scope: Scope, ids: string[]) => repo.quoteNumbers(db, scope, ids);

/**
 * Writes decisions released by the approval engine (approved, or needing no approval): the orders, the quote's new
 * status and its events, then the acceptance e-mails. Each decision is checked against the quote again first.
 */
export async function applyReleasedDecisions(
  tx: Db,
  tenant: CompanyScope,
  quote: repo.QuoteRow,
  decisions: TRequestedDecision[],
  knownParts?: repo.QuoteParts,
): Promise<TQuote> {
  const parts = knownParts ?? (await repo.loadQuoteParts(tx, [quote.id]));
  for (const decision of decisions) {
    const { item, alternative } = checkDecidable(parts, {
      itemId: decision.item_id,
      alternativeId: decision.alternative_id,
    });
    const recipients = (decision.recipients as TRecipientInput[] | null) ?? undefined;
    await applyOption(tx, parts, item, alternative, decision.action, recipients);
  }
  const view = await reconcileQuote(tx, quote);
  for (const decision of decisions.filter((held) => held.action === 'accept'))
    await notifyOptionAccepted(tx, tenant, view, decision.item_id);
  return view;
}

/** The quote waits for its approvers: status Awaiting Approval, event `quote.approval_requested`. */
export async function markAwaitingApproval(tx: Db, quote: repo.QuoteRow): Promise<TQuote> {
  const statusTimestamps = enterStatus(quote.statusTimestamps, 'Awaiting Approval', clock.now());
  await repo.updateQuote(tx, quote.id, { status: 'Awaiting Approval', statusTimestamps });
  return reconcileQuote(tx, { ...quote, status: 'Awaiting Approval', statusTimestamps }, ['quote.approval_requested']);
}

/** An approver declined: the quote is Quoted again with its items open, event `quote.approval_declined`. */
export async function reopenDeclinedQuote(tx: Db, quote: repo.QuoteRow): Promise<TQuote> {
  await repo.updateQuote(tx, quote.id, { status: 'Quoted' });
  return reconcileQuote(tx, { ...quote, status: 'Quoted' }, ['quote.approval_declined']);
}
