import { z } from 'zod';
import { BUDGET_PERIODS } from '@/lib/contract/budgets';
import { tolerantParam } from '@/lib/queries/url-filters';

/** The Budgets page's URL: which period length it shows (default month) and a day in the period (default today). */
export const ZBudgetView = z.object({
  period: tolerantParam(z.enum(BUDGET_PERIODS)),
  at: tolerantParam(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .refine((value) => {
        const date = new Date(`${value}T00:00:00.000Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
      }),
  ),
});
