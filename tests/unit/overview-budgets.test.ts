import { describe, expect, it } from 'vitest';
import type { TBudget } from '@/lib/contract/budgets';
import { orderBudgetsByRemaining } from '@/lib/overview/budgets';

let sequence = 0;

function budget(department: string | null, amount: number, committed: number): TBudget {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    name: `${department ?? 'Company-wide'} budget`,
    department,
    period: 'month',
    amount,
    currency: 'USD',
    figures: {
      period_start: '2026-11-01',
      period_end: '2026-11-30',
      committed,
      spent: 0,
      requested: 0,
      remaining: amount - committed,
      over_budget: committed > amount,
      by_currency: committed ? [{ currency: 'USD', committed, spent: 0 }] : [],
      not_converted: [],
    },
    livemode: true,
    created_at: '2026-06-01T00:00:00.000Z',
    updated_at: '2026-06-01T00:00:00.000Z',
  };
}

describe('orderBudgetsByRemaining', () => {
  it('puts the budgets over or closest to their amount first, by the share of it left', () => {
    const roomy = budget('Design', 12_000, 0);
    const tight = budget('Sales', 6_000, 5_067);
    const over = budget('Support', 1_000, 1_200);
    const large = budget(null, 90_000, 12_217);
    expect(orderBudgetsByRemaining([roomy, large, tight, over]).map((entry) => entry.department)).toEqual([
      'Support',
      'Sales',
      null,
      'Design',
    ]);
  });

  it('orders budgets with as much left by department, company-wide last, and leaves its input as it was', () => {
    const input = [budget(null, 100, 0), budget('Sales', 500, 0), budget('Engineering', 50, 0)];
    expect(orderBudgetsByRemaining(input).map((entry) => entry.department)).toEqual(['Engineering', 'Sales', null]);
    expect(input.map((entry) => entry.department)).toEqual([null, 'Sales', 'Engineering']);
    expect(orderBudgetsByRemaining([])).toEqual([]);
  });
});
