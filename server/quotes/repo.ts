import { and, asc, eq, gte, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TActionRequiredState } from '@/lib/contract/common';
import type { Db } from '../db/client';
import { scopeWhere } from '../db/scope';
import { actionRequiredMatch, containsText, countryContains } from '../db/filters';
import { insertRows, insertTogether, prepareInsert, type InsertReport } from '../db/insert-rows';
import { companies, quoteAlternatives, quoteItems, quoteRecipients, quotes } from '../db/schema';
import type { Scope } from '../core/scope';
import { keysetPage, type PageRequest } from '../db/pagination';
import { withCountryCode } from '../db/country-code';
import * as clock from '../core/clock';

export type QuoteRow = typeof quotes.$inferSelect;
export type ItemRow = typeof quoteItems.$inferSelect;
export type AlternativeRow = typeof quoteAlternatives.$inferSelect;
export type RecipientRow = typeof quoteRecipients.$inferSelect;

export type QuoteFilters = {
  statuses?: string[];
  /** Part of a recipient's country as sent, or a country (code or name) their recognised code must be. */
  country?: string;
  createdAfter?: string;
  createdBefore?: string;
  companyId?: string;
  /** Part of the number, requester, or a recipient's name, e-mail, serial or tracking code; for operators also the company's name. */
  search?: string;
  /** Only quotes with a recipient of an accepted option not delivered yet (operators' fulfilment). */
  openFulfilment?: boolean;
  /** Only quotes whose request for input is in this state (operators' review queue). */
  actionRequired?: TActionRequiredState;
};

const hasRecipient = (condition: SQL | undefined) =>
  sql`exists (select 1 from ${quoteRecipients} where ${quoteRecipients.quoteId} = ${quotes.id} and ${condition})`;

function searchMatch(text: string, acrossCompanies: boolean) {
  return or(
    containsText(quotes.number, text),
    containsText(quotes.requesterEmail, text),
    containsText(quotes.requesterName, text),
    hasRecipient(
      or(
        containsText(quoteRecipients.name, text),
        containsText(quoteRecipients.email, text),
        containsText(quoteRecipients.serialNumber, text),
        containsText(quoteRecipients.trackingCode, text),
      ),
    ),
    acrossCompanies
      ? sql`exists (select 1 from ${companies} where ${companies.id} = ${quotes.companyId} and ${containsText(companies.name, text)})`
      : undefined,
  );
}

const openFulfilment = sql`exists (select 1 from ${quoteRecipients} join ${quoteItems} on ${quoteItems.id} = ${quoteRecipients.itemId}
  where ${quoteRecipients.quoteId} = ${quotes.id} and ${quoteItems.selectedType} is not null and ${quoteRecipients.status} <> 'Delivered')`;

function filtersOf(filters: QuoteFilters, acrossCompanies: boolean): (SQL | undefined)[] {
  return [
    filters.statuses?.length ? inArray(quotes.status, filters.statuses) : undefined,
    filters.country ? hasRecipient(countryContains(quoteRecipients, filters.country)) : undefined,
    filters.search ? searchMatch(filters.search, acrossCompanies) : undefined,
    filters.openFulfilment ? openFulfilment : undefined,
    filters.actionRequired
      ? actionRequiredMatch(filters.actionRequired, { at: quotes.actionRequiredAt, comments: quotes.comments })
      : undefined,
    filters.createdAfter ? gte(quotes.createdAt, new Date(filters.createdAfter)) : undefined,
    filters.createdBefore ? lte(quotes.createdAt, new Date(filters.createdBefore)) : undefined,
    filters.companyId ? eq(quotes.companyId, filters.companyId) : undefined,
  ];
}

export async function listQuotes(db: Db, scope: Scope, filters: QuoteFilters, page: PageRequest) {
  const keyset = keysetPage(page, { created_at: quotes.createdAt, updated_at: quotes.updatedAt }, quotes.id);
  return db
    .select()
    .from(quotes)
    .where(and(scopeWhere(quotes, scope), ...filtersOf(filters, scope.kind === 'operator'), keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(keyset.limit);
}

/**
 * The quote in the scope (any company's for operators) by id or by `Q-…` number (as parsed by
 * `parseIdOrReference`), locked for update inside a transaction.
 */
export async function findQuote(db: Db, scope: Scope, idOrNumber: string, options: { lock?: boolean } = {}) {
  const match = idOrNumber.startsWith('Q-') ? eq(quotes.number, idOrNumber) : eq(quotes.id, idOrNumber);
  const query = db
    .select()
    .from(quotes)
    .where(and(scopeWhere(quotes, scope), match));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/**
 * Inserts a new quote with its items and recipients in one statement (their ids given, so that each names its
 * parent); returns them, the items and recipients in their `position` order.
 */
export async function insertNewQuote(
  db: Db,
  values: {
    quote: typeof quotes.$inferInsert;
    items: (typeof quoteItems.$inferInsert)[];
    recipients: (typeof quoteRecipients.$inferInsert)[];
    /** Where the rows go as the audit log's copies (reportInserts), if they are reported. */
    report?: InsertReport | null;
  },
): Promise<{ quote: QuoteRow; items: ItemRow[]; recipients: RecipientRow[] }> {
  const [[quote], items, recipients] = await insertTogether(
    db,
    [
      prepareInsert(quotes, [values.quote]),
      prepareInsert(quoteItems, values.items),
      prepareInsert(quoteRecipients, values.recipients.map(withCountryCode)),
    ],
    { report: values.report },
  );
  return {
    quote: quote!,
    items: items.sort((a, b) => a.position - b.position),
    recipients: recipients.sort((a, b) => a.position - b.position),
  };
}

/** Inserts recipients; returns them in their `position` order (per item). */
export async function insertRecipients(
  db: Db,
  values: (typeof quoteRecipients.$inferInsert)[],
): Promise<RecipientRow[]> {
  const rows = await insertRows(db, quoteRecipients, values.map(withCountryCode));
  return rows.sort((a, b) => a.position - b.position);
}

export async function insertAlternative(
  db: Db,
  values: typeof quoteAlternatives.$inferInsert,
): Promise<AlternativeRow> {
  const [row] = await db.insert(quoteAlternatives).values(values).returning();
  return row!;
}

export async function updateQuote(db: Db, id: string, patch: Partial<typeof quotes.$inferInsert>) {
  await db
    .update(quotes)
    .set({ ...patch, updatedAt: clock.now() })
    .where(eq(quotes.id, id));
}

export async function updateItem(db: Db, id: string, patch: Partial<typeof quoteItems.$inferInsert>) {
  await db
    .update(quoteItems)
    .set({ ...patch, updatedAt: clock.now() })
    .where(eq(quoteItems.id, id));
}

export async function updateAlternative(db: Db, id: string, patch: Partial<typeof quoteAlternatives.$inferInsert>) {
  await db
    .update(quoteAlternatives)
    .set({ ...patch, updatedAt: clock.now() })
    .where(eq(quoteAlternatives.id, id));
}

/** Rejects every pending alternative of the item except `exceptId`. */
export async function rejectPendingAlternatives(db: Db, itemId: string, exceptId: string | null) {
  await db
    .update(quoteAlternatives)
    .set({ status: 'rejected', updatedAt: clock.now() })
    .where(
      and(
        eq(quoteAlternatives.itemId, itemId),
        eq(quoteAlternatives.status, 'pending'),
        exceptId ? ne(quoteAlternatives.id, exceptId) : undefined,
      ),
    );
}

export async function updateRecipient(db: Db, id: string, patch: Partial<typeof quoteRecipients.$inferInsert>) {
  await db
    .update(quoteRecipients)
    .set({ ...withCountryCode(patch), updatedAt: clock.now() })
    .where(eq(quoteRecipients.id, id));
}

export async function deleteRecipientsOfItem(db: Db, itemId: string) {
  await db.delete(quoteRecipients).where(eq(quoteRecipients.itemId, itemId));
}

export type QuoteParts = { items: ItemRow[]; alternatives: AlternativeRow[]; recipients: RecipientRow[] };

/** Items, alternatives and recipients of the quotes, in their order. */
export async function loadQuoteParts(db: Db, quoteIds: string[]): Promise<QuoteParts> {
  if (quoteIds.length === 0) return { items: [], alternatives: [], recipients: [] };
  const [items, alternatives, recipients] = [
    await db.select().from(quoteItems).where(inArray(quoteItems.quoteId, quoteIds)).orderBy(asc(quoteItems.position)),
    await db
      .select()
      .from(quoteAlternatives)
      .where(inArray(quoteAlternatives.quoteId, quoteIds))
      .orderBy(asc(quoteAlternatives.createdAt), asc(quoteAlternatives.id)),
    await db
      .select()
      .from(quoteRecipients)
      .where(inArray(quoteRecipients.quoteId, quoteIds))
      .orderBy(asc(quoteRecipients.position)),
  ];
  return { items, alternatives, recipients };
}

/** Each quote's `Q-…` number, by id. */
export async function quoteNumbers(db: Db, scope: Scope, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: quotes.id, number: quotes.number })
    .from(quotes)
    .where(and(scopeWhere(quotes, scope), inArray(quotes.id, ids)));
  return new Map(rows.map((row) => [row.id, row.number]));
}
