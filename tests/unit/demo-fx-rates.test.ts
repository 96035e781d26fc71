import { describe, expect, it } from 'vitest';
import { isRate } from '@/lib/money';
import { demoFxRates, isPublishingDay } from '@/server/seed/demo-fx-rates';

const RANGES: Record<string, [number, number]> = {
  USD: [1.05, 1.12],
  GBP: [0.83, 0.88],
  JPY: [155, 165],
  CHF: [0.93, 0.97],
};

describe('demoFxRates', () => {
  // Five years, so that every phase of the waves is seen.
  const rows = demoFxRates('2024-01-01', '2028-12-31');

  it('gives USD, GBP, JPY and CHF on every working day, none on weekends and fixed TARGET holidays', () => {
    const days = [...new Set(rows.map((row) => row.day))];
    expect(days).toContain('2026-12-04'); // a Friday
    expect(days).not.toContain('2026-12-05'); // a Saturday
    expect(days).not.toContain('2026-12-06'); // a Sunday
    expect(days).not.toContain('2026-12-25');
    expect(days).not.toContain('2027-01-01');
    for (const day of days)
      expect(
        rows
          .filter((row) => row.day === day)
          .map((row) => row.currency)
          .sort(),
      ).toEqual(['CHF', 'GBP', 'JPY', 'USD']);
    expect(isPublishingDay('2026-12-07')).toBe(true);
  });

  it('stays inside realistic ranges, as decimal text the import accepts', () => {
    for (const row of rows) {
      expect(isRate(row.perEur)).toBe(true);
      const [low, high] = RANGES[row.currency]!;
      expect(Number(row.perEur), `${row.currency} ${row.day}`).toBeGreaterThanOrEqual(low);
      expect(Number(row.perEur), `${row.currency} ${row.day}`).toBeLessThanOrEqual(high);
    }
  });

  it('moves smoothly from one working day to the next and is the same for the same day on every build', () => {
    for (const currency of Object.keys(RANGES)) {
      const series = rows.filter((row) => row.currency === currency);
      const [low, high] = RANGES[currency]!;
      for (let index = 1; index < series.length; index++) {
        const [before, after] = [series[index - 1]!, series[index]!];
        const days = (Date.parse(after.day) - Date.parse(before.day)) / 86_400_000;
        // Less than a twentieth of the range per calendar day, across weekends and holidays alike.
        expect(Math.abs(Number(after.perEur) - Number(before.perEur)) / days).toBeLessThan((high - low) / 20);
      }
    }
    expect(demoFxRates('2026-11-30', '2026-12-04')).toEqual(
      rows.filter((row) => row.day >= '2026-11-30' && row.day <= '2026-12-04'),
    );
  });
});
