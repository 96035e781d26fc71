import { parseQuoteStatus, QUOTE_STATUSES, type TListQuotesQuery } from '@/lib/contract/quotes';
import type { Db } from '../db/client';
import { OPERATOR_SCOPE, type Scope } from '../core/scope';
import { notFound, validationError } from '../core/errors';
import { pageOf, timestampSortValue, type PageRequest } from '../db/pagination';
import { toOperatorQuotes } from './operator-view';
import { presentQuotes } from './present';
import * as repo from './repo';

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
