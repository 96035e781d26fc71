import type { TBudget } from '@/lib/contract/budgets';

// The manager's overview shows the budgets as the Budgets page counts them (GET /api/budgets), the ones closest to
// running out first. Pure, for unit tests.

/** What is left of the amount in the current period, as a share of it: below 0 when over budget. */
const remainingShare = (budget: TBudget) => (budget.amount > 0 ? budget.figures.remaining / budget.amount : 0);

/**
 * Every period length's budgets, over budget or closest to it first (the least left of its amount); on a tie
 * departments by name, company-wide ones last, as the Budgets page orders them.
 */
export function orderBudgetsByRemaining(budgets: readonly TBudget[]): TBudget[] {
  return [...budgets].sort(
    (a, b) =>
      remainingShare(a) - remainingShare(b) ||
      Number(a.department === null) - Number(b.department === null) ||
      (a.department ?? a.name).localeCompare(b.department ?? b.name),
  );
}
