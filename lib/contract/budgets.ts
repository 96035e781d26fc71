import { z } from 'zod';
import {
  dataResponse,
  listResponse,
  ZCurrency,
  ZListMeta,
  ZLivemode,
  ZMoneyAmount,
  ZPaginationQuery,
  ZTimestamp,
} from './common';
import { QUOTE_STATUSES } from './quotes';

// Budgets: money a department (or, with no department, the whole company) may commit in each calendar month,
// quarter or year (UTC), in one currency. The figures are worked out from the quotes whenever they are read.

export const BUDGET_PERIODS = ['month', 'quarter', 'year'] as const;
export type TBudgetPeriod = (typeof BUDGET_PERIODS)[number];

/** How the figures are counted, for the OpenAPI document and the guide. */
export const BUDGET_FIGURES_DESCRIPTION =
  "Figures of the calendar period (UTC) that contains `at`, counting only quotes in the budget's currency. " +
  "A quote's money is the accepted option's unit price (the item's `price`, or the accepted alternative's) × the item's `quantity`, " +
  "shared among the item's recipients by their units: a recipient's `quantity` when given, the units no recipient claims shared equally among those without one (scaled so that the item counts exactly once). " +
  "A recipient's share counts for the department of the employee in the directory with that e-mail address (case-insensitive); a recipient who is not in the directory counts only for company-wide budgets. " +
  '`committed`: accepted options of quotes that entered `Approved` in the period; `spent`: shares of recipients delivered in the period; ' +
  '`requested`: what quotes awaiting approval would add (only in the period that contains today); `remaining` = `amount` − `committed`.';

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD');

/** `2026-02-28` yes, `2026-02-30` no. */
function isCalendarDay(value: string) {
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const ZBudgetFigures = z
  .object({
    period_start: ZDay.meta({ description: 'First day of the period, YYYY-MM-DD (UTC).' }),
    period_end: ZDay.meta({ description: 'Last day of the period, YYYY-MM-DD (UTC).' }),
    committed: z.number().meta({ description: 'What accepted options of quotes approved in the period cost.' }),
    spent: z.number().meta({ description: 'What was delivered in the period.' }),
    requested: z.number().meta({
      description: 'What quotes awaiting approval would add if approved now; 0 outside the current period.',
    }),
    remaining: z.number().meta({ description: '`amount` − `committed`; negative when over budget.' }),
    over_budget: z.boolean().meta({ description: '`committed` is more than `amount`.' }),
  })
  .meta({ id: 'BudgetFigures', description: BUDGET_FIGURES_DESCRIPTION });
export type TBudgetFigures = z.infer<typeof ZBudgetFigures>;

export const ZBudget = z
  .object({
    id: z.uuid(),
    name: z.string(),
    department: z.string().nullable().meta({
      description: "The employees' department (case-insensitive); null: company-wide, every recipient counts.",
    }),
    period: z.enum(BUDGET_PERIODS).meta({ description: 'Calendar month, quarter or year (UTC).' }),
    amount: z.number().meta({ description: 'What may be committed in each period.' }),
    currency: ZCurrency,
    figures: ZBudgetFigures,
    livemode: ZLivemode,
    created_at: ZTimestamp,
    updated_at: ZTimestamp,
  })
  .meta({ id: 'Budget' });
export type TBudget = z.infer<typeof ZBudget>;

// Requests

const zName = z.string().trim().min(1, 'must not be empty').max(200);
const zDepartment = z
  .string()
  .trim()
  .min(1, 'must not be empty: use null for a company-wide budget')
  .max(200)
  .nullable()
  .meta({ description: 'A department of the directory (case-insensitive); null or left out: company-wide.' });
const zPeriod = z.enum(BUDGET_PERIODS, { message: 'must be month, quarter or year' });

export const ZCreateBudgetRequest = z.strictObject({
  name: zName.optional().meta({ description: 'Defaults to the department (or `Company-wide`) and the period.' }),
  department: zDepartment.default(null),
  period: zPeriod,
  amount: ZMoneyAmount,
  currency: ZCurrency.default('USD'),
});
export type TCreateBudgetRequest = z.infer<typeof ZCreateBudgetRequest>;
export type TCreateBudgetInput = z.input<typeof ZCreateBudgetRequest>;

export const ZUpdateBudgetRequest = z.strictObject({
  name: zName.optional(),
  department: zDepartment.optional(),
  period: zPeriod.optional(),
  amount: ZMoneyAmount.optional(),
  currency: ZCurrency.optional(),
});
export type TUpdateBudgetRequest = z.infer<typeof ZUpdateBudgetRequest>;
export type TUpdateBudgetInput = z.input<typeof ZUpdateBudgetRequest>;

export const ZBudgetAtQuery = z.object({
  at: ZDay.refine(isCalendarDay, 'must be a day of the calendar, YYYY-MM-DD')
    .optional()
    .meta({ description: 'A day (YYYY-MM-DD, UTC) in the period to work out the figures for; default today.' }),
});
export type TBudgetAtQuery = z.infer<typeof ZBudgetAtQuery>;

export const ZListBudgetsQuery = ZPaginationQuery.extend(ZBudgetAtQuery.shape);
export type TListBudgetsQuery = z.infer<typeof ZListBudgetsQuery>;
export const ZListBudgetsResponse = listResponse(ZBudget);
export const ZBudgetResponse = dataResponse(ZBudget);

// What committed or spent a budget's money

export const ZBudgetCommitment = z
  .object({
    quote_id: z.uuid(),
    number: z.string().meta({ description: 'The quote number, `Q-<year>-<number>`.' }),
    status: z.enum(QUOTE_STATUSES),
    committed: z.number().meta({ description: 'What this quote committed in the period (0 if approved in another).' }),
    spent: z.number().meta({ description: 'What of this quote was delivered in the period.' }),
    approved_at: ZTimestamp.nullable().meta({ description: 'When the quote entered `Approved`.' }),
    delivered_at: ZTimestamp.nullable().meta({
      description: 'The last delivery of the budget’s recipients of this quote in the period, if any.',
    }),
  })
  .meta({ id: 'BudgetCommitment' });
export type TBudgetCommitment = z.infer<typeof ZBudgetCommitment>;

export const ZListBudgetCommitmentsQuery = ZPaginationQuery.extend(ZBudgetAtQuery.shape);
export type TListBudgetCommitmentsQuery = z.infer<typeof ZListBudgetCommitmentsQuery>;
export const ZListBudgetCommitmentsResponse = z.object({
  data: z.array(ZBudgetCommitment),
  meta: ZListMeta.extend({
    period_start: ZDay,
    period_end: ZDay,
  }),
});

// Impact of a quote on the budgets

export const ZBudgetImpactLineInput = z.strictObject({
  email: z.string().trim().max(320).nullish().meta({
    description:
      "A recipient's e-mail address: the department comes from the directory, for a key with `employees:read`; without that scope the address is not looked up and the line counts only for company-wide budgets (unless it names a `department`).",
  }),
  department: z.string().trim().max(200).nullish().meta({
    description: 'The department to count the amount for, when there is no e-mail (or to override it).',
  }),
  amount: ZMoneyAmount.meta({ description: 'What this line would commit.' }),
});

export const ZBudgetImpactRequest = z.strictObject({
  currency: ZCurrency,
  lines: z.array(ZBudgetImpactLineInput).min(1, 'give at least one line').max(1000),
});
export type TBudgetImpactRequest = z.infer<typeof ZBudgetImpactRequest>;
export type TBudgetImpactInput = z.input<typeof ZBudgetImpactRequest>;

export const ZBudgetImpactLine = z
  .object({
    budget_id: z.uuid(),
    name: z.string(),
    department: z.string().nullable(),
    period: z.enum(BUDGET_PERIODS),
    period_start: ZDay,
    currency: ZCurrency,
    amount: z.number(),
    remaining: z.number().meta({ description: 'What the budget has left in the current period before this quote.' }),
    this_quote: z.number().meta({ description: 'What the lines would commit against this budget.' }),
    after: z.number().meta({ description: '`remaining` − `this_quote`.' }),
    over_budget: z.boolean().meta({ description: '`after` is below zero.' }),
  })
  .meta({ id: 'BudgetImpactLine' });
export type TBudgetImpactLine = z.infer<typeof ZBudgetImpactLine>;

export const ZBudgetImpactResponse = z.object({ data: z.array(ZBudgetImpactLine) });
