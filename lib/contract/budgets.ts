import { z } from 'zod';
import {
  dataResponse,
  listResponse,
  ZCurrency,
  ZDay,
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
  "Figures of the calendar period (UTC) that contains `at`, counting quotes in the budget's currency, and when the budget is in the company's reporting currency (`/currency-settings`) quotes of every currency, each at the rate stored with its money: a quote's commitment at the reference rate of the day it entered `Approved`, a recipient's delivery at that of its delivery day, a request waiting for approval at that of the day it was planned. " +
  "A quote's money is the accepted option's unit price (the item's `price`, or the accepted alternative's) × the item's `quantity`, " +
  "shared among the item's recipients by their units: a recipient's `quantity` when given, the units no recipient claims shared equally among those without one (scaled so that the item counts exactly once). " +
  "A recipient's share counts for the department of the employee in the directory with that e-mail address (case-insensitive); a recipient who is not in the directory counts only for company-wide budgets. " +
  '`committed`: accepted options of quotes that entered `Approved` in the period; `spent`: shares of recipients delivered in the period; ' +
  '`requested`: what quotes awaiting approval would add (only in the period that contains today); `remaining` = `amount` − `committed`.';

const ZCurrencyFigures = z
  .object({
    currency: ZCurrency,
    committed: z.number().meta({ description: 'Committed in the period, in `currency`.' }),
    spent: z.number().meta({ description: 'Delivered in the period, in `currency`.' }),
  })
  .meta({ id: 'BudgetCurrencyFigures' });

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
    by_currency: z.array(ZCurrencyFigures).meta({
      description:
        "The original amounts behind `committed` and `spent`, per quote currency, as the quotes hold them (before conversion); one entry in the budget's currency when only its quotes count. Currencies in alphabetical order; empty without money.",
    }),
    not_converted: z.array(ZCurrencyFigures).meta({
      description:
        'Money of quotes in other currencies that a budget in the reporting currency does not count, since no conversion into it is stored with it: committed or delivered before the reporting currency was set, or on a day with no reference rate. Always empty for a budget in another currency, which counts only quotes in its own.',
    }),
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
  at: ZDay.optional().meta({
    description: 'A day (YYYY-MM-DD, UTC) in the period to work out the figures for; default today.',
  }),
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
    original: z
      .object({
        currency: ZCurrency,
        committed: z.number(),
        spent: z.number(),
      })
      .meta({
        description:
          "`committed` and `spent` in the quote's own currency, before conversion (the same figures when the quote is in the budget's currency).",
      }),
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
    this_quote: z
      .number()
      .meta({ description: "What the lines would commit against this budget, in the budget's currency." }),
    after: z.number().meta({ description: '`remaining` − `this_quote`.' }),
    over_budget: z.boolean().meta({ description: '`after` is below zero.' }),
    conversion: z
      .object({
        currency: ZCurrency.meta({ description: "The quote's currency." }),
        amount: z.number().meta({ description: 'What the lines would commit, in the quote’s currency.' }),
        rate: z.string().meta({
          description: "Units of the budget's currency per unit of the quote's: exact decimal text, e.g. `1.2626`.",
        }),
        day: ZDay.meta({ description: 'The day whose reference rates gave `rate`.' }),
      })
      .nullable()
      .meta({
        description:
          "For a quote in another currency than a budget in the company's reporting currency: how its money was converted (at today's reference rates, as its approval would count it). Null in the budget's own currency.",
      }),
  })
  .meta({ id: 'BudgetImpactLine' });
export type TBudgetImpactLine = z.infer<typeof ZBudgetImpactLine>;

export const ZBudgetImpactResponse = z.object({ data: z.array(ZBudgetImpactLine) });

// Spend by month: what the budgets count, month by month

/** The months spend may be counted for, and how many at most at once. */
export const SPEND_PERIOD_BOUNDS = { first: '2000-01', last: '2999-12', most: 120 } as const;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const isWithinBounds = (month: string) => month >= SPEND_PERIOD_BOUNDS.first && month <= SPEND_PERIOD_BOUNDS.last;
const zMonthValue = z.string().regex(MONTH, 'must be a month, YYYY-MM');
const zMonth = zMonthValue.refine(
  isWithinBounds,
  `must be a month from ${SPEND_PERIOD_BOUNDS.first} to ${SPEND_PERIOD_BOUNDS.last} (YYYY-MM)`,
);

/** `from` and `to` of a spend period, YYYY-MM. */
export const SPEND_PERIOD_MONTHS = {
  from: zMonth.optional().meta({
    description: `First month (default: 11 months before \`to\`); the period covers at most ${SPEND_PERIOD_BOUNDS.most} months.`,
  }),
  to: zMonth.optional().meta({ description: 'Last month (default: this month).' }),
};

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const thisMonth = () => new Date().toISOString().slice(0, 7);

/** Refuses a spend period whose `from` is after `to`, or that is longer than the bound; `covers` names what asks. */
export const checkSpendPeriod =
  (covers: string) => (filters: { from?: string; to?: string }, context: z.RefinementCtx) => {
    const to = filters.to ?? thisMonth();
    // A month that is not one, or out of range, is named on its own field already.
    const isUsable = (month: string) => MONTH.test(month) && isWithinBounds(month);
    if (!filters.from || !isUsable(filters.from) || !isUsable(to)) return;
    const months = monthIndex(to) - monthIndex(filters.from) + 1;
    if (months < 1) {
      context.addIssue({ code: 'custom', path: ['from'], message: `must not be after to (${to})` });
    } else if (months > SPEND_PERIOD_BOUNDS.most) {
      context.addIssue({
        code: 'custom',
        path: ['from'],
        message: `the period from ${filters.from} to ${to} is ${months} months; ${covers} covers at most ${SPEND_PERIOD_BOUNDS.most}: narrow from or to`,
      });
    }
  };

/** How GET /budgets/spend counts, for the OpenAPI document. */
export const BUDGET_SPEND_DESCRIPTION =
  'Money by calendar month (UTC), counted exactly as the budgets count it (see Budgets): `committed` is the shares of the accepted options of quotes that entered `Approved` in the month, `spent` the shares of recipients delivered in the month, ' +
  "so a month's `committed` and `spent` equal the `figures` of a company-wide monthly budget in that currency for that month (of a department's monthly budget, with `department`). " +
  '`months` has one entry per month from `from` to `to` and per currency, oldest first, zeros included: for `currency` if given, else for each currency in which a quote was approved or a recipient delivered in the period (none: an empty list). ' +
  "Each entry also splits its money by the recipients' departments in the directory (`department: null`: recipients not in the directory); each figure is rounded to cents after adding, so the departments can differ from the month by a cent. " +
  'The same figures as the `spend` export, one file row per month, department and currency with money.';

export const ZBudgetSpendQuery = z
  .object({
    ...SPEND_PERIOD_MONTHS,
    currency: ZCurrency.optional().meta({ description: 'Only this currency (default: every currency with money).' }),
    department: z
      .string()
      .trim()
      .min(1, 'must not be empty: leave department out to count every department')
      .max(200)
      .optional()
      .meta({
        description:
          "Only the recipients of this department of the directory (case-insensitive), as a department's budget counts; default: everyone.",
      }),
  })
  .superRefine(checkSpendPeriod('a request'));
export type TBudgetSpendQuery = z.infer<typeof ZBudgetSpendQuery>;

export const ZSpendDepartment = z
  .object({
    department: z.string().nullable().meta({
      description:
        "The recipients' department in the directory; null: recipients not in the directory (or without an e-mail address).",
    }),
    committed: z.number(),
    spent: z.number(),
  })
  .meta({ id: 'SpendDepartment' });
export type TSpendDepartment = z.infer<typeof ZSpendDepartment>;

export const ZSpendMonth = z
  .object({
    month: zMonthValue.meta({ description: 'A calendar month, YYYY-MM (UTC).' }),
    currency: ZCurrency,
    committed: z.number().meta({ description: 'What accepted options of quotes approved in the month cost.' }),
    spent: z.number().meta({ description: 'What was delivered in the month.' }),
    departments: z.array(ZSpendDepartment).meta({
      description: 'The same money by department: the departments with money in the month, by name (null first).',
    }),
  })
  .meta({ id: 'SpendMonth' });
export type TSpendMonth = z.infer<typeof ZSpendMonth>;

export const ZBudgetSpend = z
  .object({
    from: zMonthValue.meta({ description: 'The first month counted, YYYY-MM.' }),
    to: zMonthValue.meta({ description: 'The last month counted, YYYY-MM.' }),
    months: z.array(ZSpendMonth),
  })
  .meta({ id: 'BudgetSpend', description: BUDGET_SPEND_DESCRIPTION });
export type TBudgetSpend = z.infer<typeof ZBudgetSpend>;

export const ZBudgetSpendResponse = dataResponse(ZBudgetSpend);
