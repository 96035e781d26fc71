import { describe, expect, it } from 'vitest';
import { recipientShares } from '@/lib/budget-shares';
import { countsFor, periodOf, shiftPeriod } from '@/server/budgets/figures';

describe('recipientShares', () => {
  it('gives each recipient their units of the item at the unit price', () => {
    expect(recipientShares(100, 3, [{ quantity: 2 }, { quantity: 1 }])).toEqual([200, 100]);
  });

  it('shares the units nobody claims equally among the recipients without a quantity', () => {
    expect(recipientShares(100, 4, [{ quantity: 2 }, { quantity: null }, {}])).toEqual([200, 100, 100]);
    expect(recipientShares(100, 2, [{}, {}])).toEqual([100, 100]);
  });

  it('scales the shares so that the item counts once when the quantities do not add up', () => {
    expect(recipientShares(100, 2, [{ quantity: 3 }, { quantity: 1 }])).toEqual([150, 50]);
    expect(recipientShares(100, 2, [{ quantity: 2 }, {}]).reduce((a, b) => a + b, 0)).toBe(200);
    expect(recipientShares(100, 1, [])).toEqual([]);
  });
});

describe('periodOf', () => {
  it('finds the calendar month, quarter and year in UTC', () => {
    const at = new Date('2026-05-31T23:59:59.999Z');
    expect(periodOf('month', at)).toMatchObject({ startDay: '2026-05-01', endDay: '2026-05-31' });
    expect(periodOf('quarter', at)).toMatchObject({ startDay: '2026-04-01', endDay: '2026-06-30' });
    expect(periodOf('year', at)).toMatchObject({ startDay: '2026-01-01', endDay: '2026-12-31' });
    expect(periodOf('month', new Date('2028-02-10T00:00:00Z')).endDay).toBe('2028-02-29');
    expect(periodOf('quarter', new Date('2026-12-31T00:00:00Z')).end.toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('steps to the previous and next period', () => {
    const at = new Date('2026-01-15T00:00:00Z');
    expect(shiftPeriod('month', at, -1).toISOString().slice(0, 10)).toBe('2025-12-01');
    expect(shiftPeriod('quarter', at, 1).toISOString().slice(0, 10)).toBe('2026-04-01');
    expect(shiftPeriod('year', at, -1).toISOString().slice(0, 10)).toBe('2025-01-01');
  });
});

describe('countsFor', () => {
  it('matches departments case-insensitively; company-wide budgets count everyone', () => {
    expect(countsFor('Engineering', ' engineering ')).toBe(true);
    expect(countsFor('Engineering', 'Sales')).toBe(false);
    expect(countsFor('Engineering', null)).toBe(false);
    expect(countsFor(null, null)).toBe(true);
  });
});
