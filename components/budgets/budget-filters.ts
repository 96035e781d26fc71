import { z } from 'zod';
import { BUDGET_PERIODS } from '@/lib/contract/budgets';
import { ZDay } from '@/lib/dates';
import { tolerantParam } from '@/lib/queries/url-filters';

/** The Budgets page's URL: which period length it shows (default month) and a day in the period (default today). */
export const ZBudgetView = z.object({
  period: tolerantParam(z.enum(BUDGET_PERIODS)),
  at: tolerantParam(ZDay),
});
