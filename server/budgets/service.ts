import type {
  TBudget,
  TBudgetCommitment,
  TBudgetPeriod,
  TCreateBudgetRequest,
  TListBudgetCommitmentsQuery,
  TListBudgetsQuery,
  TUpdateBudgetRequest,
} from '@/lib/contract/budgets';
import { sumMoney } from '@/lib/money';
import type { Db } from '../db/client';
import type { CompanyScope } from '../core/scope';
import { ApiError, notFound } from '../core/errors';
import { decodeCursor, encodeCursor, pageOf } from '../db/pagination';
import { dayToDate, isWithin, periodOf } from './figures';
import { countedIn, figuresOf, isForBudget, loadSpend, type Spend } from './spend';

type Tally = { committed: number[]; spent: number[] };
import * as repo from './repo';

const PERIOD_NAMES: Record<TBudgetPeriod, string> = { month: 'monthly', quarter: 'quarterly', year: 'yearly' };

export function toBudget(row: repo.BudgetRow, spend: Spend, at: Date): TBudget {
  return {
    id: row.id,
    name: row.name,
    department: row.department,
    period: row.period,
    amount: row.amount,
    currency: row.currency,
    figures: figuresOf(row, spend, at),
    livemode: row.livemode,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Budgets with their figures for the period containing `at`. */
export async function presentBudgets(db: Db, scope: CompanyScope, rows: repo.BudgetRow[], at: Date) {
  const spend = await loadSpend(db, scope, rows, at);
  return rows.map((row) => toBudget(row, spend, at));
}

export async function listBudgets(db: Db, scope: CompanyScope, query: TListBudgetsQuery) {
  const at = dayToDate(query.at);
  const rows = await repo.listBudgets(db, scope, query);
  const page = pageOf(rows, { ...query, sort: '-created_at' }, (row) => row.createdAt);
  return { data: await presentBudgets(db, scope, page.data, at), meta: page.meta };
}

export async function getBudgetOrThrow(db: Db, scope: CompanyScope, id: string) {
  const row = await repo.findBudget(db, scope, id);
  if (!row) throw notFound('budget', id);
  return row;
}

export async function presentBudget(db: Db, scope: CompanyScope, row: repo.BudgetRow, day?: string) {
  const [budget] = await presentBudgets(db, scope, [row], dayToDate(day));
  return budget!;
}

const duplicate = (existing: repo.BudgetRow) =>
  new ApiError(
    'CONFLICT',
    `There is already a ${existing.period}ly budget for ${existing.department ?? 'the whole company'} ('${existing.name}'); change that one instead.`,
    { budget_id: existing.id },
  );

/** Runs an update; a second budget for the same department and period length is a 409 naming the first. */
async function refusingDuplicates(
  db: Db,
  scope: CompanyScope,
  key: { department: string | null; period: TBudgetPeriod; id?: string },
  write: () => Promise<repo.BudgetRow | undefined>,
) {
  const clash = async () => {
    const found = await repo.findBudgetByKey(db, scope, key);
    return found && found.id !== key.id ? found : undefined;
  };
  const before = await clash();
  if (before) throw duplicate(before);
  try {
    return await write();
  } catch (error) {
    if (!repo.isDuplicateBudget(error)) throw error;
    const after = await clash();
    if (after) throw duplicate(after);
    throw error;
  }
}

export async function createBudget(db: Db, scope: CompanyScope, input: TCreateBudgetRequest) {
  const department = input.department ?? null;
  const name = input.name ?? `${department ?? 'Company-wide'}, ${PERIOD_NAMES[input.period]}`;
  const row = await repo.insertBudget(db, scope, {
    name,
    department,
    period: input.period,
    amount: input.amount,
    currency: input.currency,
  });
  if (row) return row;
  // Nothing written: the budget exists. Looked up only then, so that a create costs one statement.
  const existing = await repo.findBudgetByKey(db, scope, { department, period: input.period });
  if (!existing)
    throw new Error(`budgets: the insert of ${department ?? 'company-wide'}/${input.period} conflicted with no budget`);
  throw duplicate(existing);
}

export async function updateBudgetOrThrow(db: Db, scope: CompanyScope, id: string, input: TUpdateBudgetRequest) {
  const current = await getBudgetOrThrow(db, scope, id);
  const department = input.department === undefined ? current.department : input.department;
  const period = input.period ?? current.period;
  const row = await refusingDuplicates(db, scope, { department, period, id }, () =>
    repo.updateBudget(db, scope, id, {
      name: input.name,
      department: input.department,
      period: input.period,
      amount: input.amount,
      currency: input.currency,
    }),
  );
  if (!row) throw notFound('budget', id);
  return row;
}

export async function deleteBudgetOrThrow(db: Db, scope: CompanyScope, id: string) {
  if (!(await repo.deleteBudget(db, scope, id))) throw notFound('budget', id);
}

const COMMITMENTS_SORT = '-number';

/** The quotes that committed or spent the budget's money in the period containing `at`, newest number first. */
export async function listCommitments(db: Db, scope: CompanyScope, id: string, query: TListBudgetCommitmentsQuery) {
  const budget = await getBudgetOrThrow(db, scope, id);
  const at = dayToDate(query.at);
  const period = periodOf(budget.period, at);
  const spend = await loadSpend(db, scope, [budget], at);
  type Entry = { view: TBudgetCommitment; counted: Tally; original: Tally };
  const byQuote = new Map<string, Entry>();
  for (const share of spend.shares) {
    if (!isForBudget(budget, share)) continue;
    const committed = isWithin(share.approvedAt, period)
      ? countedIn(budget, spend, share, share.committedConversion)
      : undefined;
    const spent = isWithin(share.deliveredAt, period)
      ? countedIn(budget, spend, share, share.spentConversion)
      : undefined;
    if (typeof committed !== 'number' && typeof spent !== 'number') continue;
    const entry = byQuote.get(share.quoteId) ?? {
      view: {
        quote_id: share.quoteId,
        number: share.number,
        status: share.status as TBudgetCommitment['status'],
        committed: 0,
        spent: 0,
        original: { currency: share.currency, committed: 0, spent: 0 },
        approved_at: share.approvedAt ? new Date(share.approvedAt).toISOString() : null,
        delivered_at: null,
      },
      counted: { committed: [], spent: [] },
      original: { committed: [], spent: [] },
    };
    if (typeof committed === 'number') {
      entry.counted.committed.push(committed);
      entry.original.committed.push(share.amount);
    }
    if (typeof spent === 'number') {
      entry.counted.spent.push(spent);
      entry.original.spent.push(share.amount);
      const delivered = new Date(share.deliveredAt!).toISOString();
      if (!entry.view.delivered_at || delivered > entry.view.delivered_at) entry.view.delivered_at = delivered;
    }
    byQuote.set(share.quoteId, entry);
  }
  const sorted = [...byQuote.values()]
    .map(({ view, counted, original }) => ({
      ...view,
      committed: sumMoney(counted.committed, budget.currency),
      spent: sumMoney(counted.spent, budget.currency),
      original: {
        currency: view.original.currency,
        committed: sumMoney(original.committed, view.original.currency),
        spent: sumMoney(original.spent, view.original.currency),
      },
    }))
    .sort((a, b) => b.number.localeCompare(a.number) || b.quote_id.localeCompare(a.quote_id));
  let from = 0;
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor, COMMITMENTS_SORT);
    from = sorted.findIndex(
      (entry) => entry.number < cursor.v || (entry.number === cursor.v && entry.quote_id < cursor.id),
    );
    if (from < 0) from = sorted.length;
  }
  const data = sorted.slice(from, from + query.limit);
  const hasMore = from + query.limit < sorted.length;
  const last = data.at(-1);
  return {
    data,
    meta: {
      has_more: hasMore,
      next_cursor: hasMore && last ? encodeCursor({ s: COMMITMENTS_SORT, v: last.number, id: last.quote_id }) : null,
      period_start: period.startDay,
      period_end: period.endDay,
    },
  };
}
