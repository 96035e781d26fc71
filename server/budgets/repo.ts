import { and, asc, eq, exists, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  approvalRequests,
  budgets,
  employees,
  quoteAlternatives,
  quoteItems,
  quoteRecipients,
  quotes,
  type StoredConversion,
} from '../db/schema';
import { findDatabaseError, UNIQUE_VIOLATION } from '../db/errors';
import { keysetPage, type PageRequest } from '../db/pagination';
import { scopeWhere } from '../db/scope';
import type { CompanyScope, Scope } from '../core/scope';
import * as clock from '../core/clock';

export type BudgetRow = typeof budgets.$inferSelect;
export type BudgetValues = Omit<typeof budgets.$inferInsert, 'id' | 'companyId' | 'livemode'>;

/** A page of the scope's budgets, newest first. */
export async function listBudgets(db: Db, scope: Scope, page: PageRequest): Promise<BudgetRow[]> {
  const keyset = keysetPage({ ...page, sort: '-created_at' }, { created_at: budgets.createdAt }, budgets.id);
  return db
    .select()
    .from(budgets)
    .where(and(scopeWhere(budgets, scope), keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(keyset.limit);
}

/** Every budget of the scope (a company holds one per department and period length). */
export async function listAllBudgets(db: Db, scope: Scope): Promise<BudgetRow[]> {
  return db.select().from(budgets).where(scopeWhere(budgets, scope)).orderBy(asc(budgets.createdAt), asc(budgets.id));
}

export async function findBudget(db: Db, scope: Scope, id: string): Promise<BudgetRow | undefined> {
  const [row] = await db
    .select()
    .from(budgets)
    .where(and(scopeWhere(budgets, scope), eq(budgets.id, id)));
  return row;
}

/** The scope's budget for this department (null: company-wide, any case) and period length, as budgets_scope_uq keys it. */
export async function findBudgetByKey(
  db: Db,
  scope: Scope,
  key: { department: string | null; period: BudgetRow['period'] },
): Promise<BudgetRow | undefined> {
  const [row] = await db
    .select()
    .from(budgets)
    .where(
      and(
        scopeWhere(budgets, scope),
        sql`coalesce(lower(${budgets.department}), '') = coalesce(lower(${key.department}::text), '')`,
        eq(budgets.period, key.period),
      ),
    );
  return row;
}

/** Whether the database refused a second budget for the same department and period length. */
export const isDuplicateBudget = (error: unknown) => {
  const found = findDatabaseError(error);
  return found?.code === UNIQUE_VIOLATION && (found.constraint ?? 'budgets_scope_uq') === 'budgets_scope_uq';
};

/**
 * Inserts a budget; undefined when the scope has one for that department and period length already (budgets_scope_uq),
 * or a concurrent request made it first: the statement waits for that one and writes nothing.
 */
export async function insertBudget(db: Db, scope: CompanyScope, values: BudgetValues): Promise<BudgetRow | undefined> {
  const [row] = await db
    .insert(budgets)
    .values({ ...values, companyId: scope.companyId, livemode: scope.livemode })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateBudget(
  db: Db,
  scope: Scope,
  id: string,
  values: Partial<BudgetValues>,
): Promise<BudgetRow | undefined> {
  const [row] = await db
    .update(budgets)
    .set({ ...values, updatedAt: clock.now() })
    .where(and(scopeWhere(budgets, scope), eq(budgets.id, id)))
    .returning();
  return row;
}

export async function deleteBudget(db: Db, scope: Scope, id: string): Promise<BudgetRow | undefined> {
  const [row] = await db
    .delete(budgets)
    .where(and(scopeWhere(budgets, scope), eq(budgets.id, id)))
    .returning();
  return row;
}

// The read model over the quotes: budgets own no money rows, they count what the quotes hold.

/** One recipient of an item with an accepted option (`id` is the recipient's). */
export type AcceptedRecipientRow = {
  id: string;
  companyId: string;
  livemode: boolean;
  quoteId: string;
  number: string;
  status: string;
  currency: string;
  approvedAt: string | null;
  deliveredAt: string | null;
  itemId: string;
  itemQuantity: number;
  unitPrice: number;
  email: string | null;
  quantity: number | null;
  committedConversion: StoredConversion | null;
  spentConversion: StoredConversion | null;
};

/** Which quotes' money to read: those in these currencies, or in `any` (a budget in the reporting currency). */
export type CurrencyFilter = string[] | 'any';

const inCurrencies = (currencies: string[] | 'any') =>
  currencies === 'any' ? undefined : inArray(quotes.currency, currencies);

const approvedAt = sql<string | null>`${quotes.statusTimestamps}->>'Approved'`;
const deliveredAt = sql<string | null>`${quoteRecipients.statusTimestamps}->>'Delivered'`;

/**
 * Every recipient of every item with an accepted option, of the quotes in `currencies` that entered `Approved`, or
 * had a recipient delivered, in [from, to): all recipients of such an item, so that shares can be worked out.
 */
export async function listAcceptedRecipients(
  db: Db,
  scope: Scope,
  filter: { currencies: CurrencyFilter; from: Date; to: Date },
): Promise<AcceptedRecipientRow[]> {
  if (filter.currencies.length === 0) return [];
  const from = filter.from.toISOString();
  const to = filter.to.toISOString();
  const delivered = db
    .select({ one: sql`1` })
    .from(quoteRecipients)
    .where(
      and(
        eq(quoteRecipients.quoteId, quotes.id),
        sql`(${quoteRecipients.statusTimestamps}->>'Delivered')::timestamptz >= ${from}::timestamptz`,
        sql`(${quoteRecipients.statusTimestamps}->>'Delivered')::timestamptz < ${to}::timestamptz`,
      ),
    );
  const rows = await db
    .select({
      id: quoteRecipients.id,
      companyId: quotes.companyId,
      livemode: quotes.livemode,
      quoteId: quotes.id,
      number: quotes.number,
      status: quotes.status,
      currency: quotes.currency,
      approvedAt,
      deliveredAt,
      itemId: quoteItems.id,
      itemQuantity: quoteItems.quantity,
      itemPrice: quoteItems.price,
      selectedType: quoteItems.selectedType,
      alternativePrice: quoteAlternatives.price,
      email: quoteRecipients.email,
      quantity: quoteRecipients.quantity,
      committedConversion: quotes.committedConversion,
      spentConversion: quoteRecipients.spentConversion,
    })
    .from(quoteRecipients)
    .innerJoin(quoteItems, eq(quoteItems.id, quoteRecipients.itemId))
    .innerJoin(quotes, eq(quotes.id, quoteRecipients.quoteId))
    .leftJoin(
      quoteAlternatives,
      and(eq(quoteItems.selectedType, 'alternative'), eq(quoteAlternatives.id, quoteItems.selectedId)),
    )
    .where(
      and(
        scopeWhere(quotes, scope),
        inCurrencies(filter.currencies),
        isNotNull(quoteItems.selectedType),
        or(
          and(
            sql`(${approvedAt})::timestamptz >= ${from}::timestamptz`,
            sql`(${approvedAt})::timestamptz < ${to}::timestamptz`,
          ),
          exists(delivered),
        ),
      ),
    )
    .orderBy(asc(quoteItems.id), asc(quoteRecipients.position));
  return rows.map(({ itemPrice, selectedType, alternativePrice, ...row }) => ({
    ...row,
    unitPrice: (selectedType === 'alternative' ? alternativePrice : itemPrice) ?? 0,
  }));
}

/** The currencies of the scope's quotes, in order. */
export async function listQuoteCurrencies(
  db: Db,
  scope: Scope,
): Promise<{ companyId: string; livemode: boolean; currency: string }[]> {
  return db
    .selectDistinct({ companyId: quotes.companyId, livemode: quotes.livemode, currency: quotes.currency })
    .from(quotes)
    .where(scopeWhere(quotes, scope))
    .orderBy(asc(quotes.currency));
}

/** An accept of an option waiting for approval (`id` is the approval request's). */
export type RequestedDecisionRow = {
  id: string;
  companyId: string;
  livemode: boolean;
  quoteId: string;
  currency: string;
  itemId: string;
  itemQuantity: number;
  unitPrice: number;
  /** The request's total in the reporting currency when it was planned. */
  conversion: StoredConversion | null;
  /** The decision's replacement recipients, or the item's own. */
  recipients: { email?: unknown; quantity?: unknown }[];
};

/** The accept decisions of the scope's pending approval requests on quotes in `currencies`, priced. */
export async function listRequestedDecisions(
  db: Db,
  scope: Scope,
  filter: { currencies: CurrencyFilter },
): Promise<RequestedDecisionRow[]> {
  if (filter.currencies.length === 0) return [];
  const decision = sql`decision`;
  const rows = await db
    .select({
      id: approvalRequests.id,
      companyId: approvalRequests.companyId,
      livemode: approvalRequests.livemode,
      quoteId: approvalRequests.quoteId,
      currency: quotes.currency,
      conversion: approvalRequests.conversion,
      itemId: quoteItems.id,
      itemQuantity: quoteItems.quantity,
      itemPrice: quoteItems.price,
      alternativePrice: quoteAlternatives.price,
      alternativeId: sql<string | null>`${decision}->>'alternative_id'`,
      decided: sql<unknown>`${decision}->'recipients'`,
      existing: sql<unknown>`(
        select coalesce(jsonb_agg(jsonb_build_object('email', r.email, 'quantity', r.quantity) order by r.position), '[]'::jsonb)
        from quote_recipients r where r.item_id = ${quoteItems.id})`,
    })
    .from(approvalRequests)
    .innerJoin(quotes, eq(quotes.id, approvalRequests.quoteId))
    .innerJoin(sql`jsonb_array_elements(${approvalRequests.decisions}) as decision`, sql`true`)
    .innerJoin(
      quoteItems,
      and(eq(quoteItems.quoteId, quotes.id), sql`${quoteItems.id}::text = ${decision}->>'item_id'`),
    )
    .leftJoin(
      quoteAlternatives,
      and(
        eq(quoteAlternatives.itemId, quoteItems.id),
        sql`${quoteAlternatives.id}::text = ${decision}->>'alternative_id'`,
      ),
    )
    .where(
      and(
        scopeWhere(approvalRequests, scope),
        eq(approvalRequests.status, 'pending'),
        inCurrencies(filter.currencies),
        sql`${decision}->>'action' = 'accept'`,
      ),
    )
    .orderBy(asc(approvalRequests.id), asc(quoteItems.position));
  return rows.map(({ itemPrice, alternativePrice, alternativeId, decided, existing, ...row }) => ({
    ...row,
    unitPrice: Number((alternativeId ? alternativePrice : itemPrice) ?? 0),
    recipients: (Array.isArray(decided) && decided.length ? decided : Array.isArray(existing) ? existing : []) as {
      email?: unknown;
      quantity?: unknown;
    }[],
  }));
}

export type EmployeeDepartmentRow = {
  id: string;
  companyId: string;
  livemode: boolean;
  email: string;
  department: string | null;
};

/** The directory's department of each of `emails` (case-insensitive) that belongs to an employee of the scope. */
export async function listEmployeeDepartments(
  db: Db,
  scope: Scope,
  emails: string[],
): Promise<EmployeeDepartmentRow[]> {
  const wanted = [...new Set(emails.map((email) => email.trim().toLowerCase()).filter(Boolean))];
  if (wanted.length === 0) return [];
  return db
    .select({
      id: employees.id,
      companyId: employees.companyId,
      livemode: employees.livemode,
      email: employees.email,
      department: employees.department,
    })
    .from(employees)
    .where(and(scopeWhere(employees, scope), inArray(sql`lower(${employees.email})`, wanted)));
}
