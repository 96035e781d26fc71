import { addDays } from '@/lib/dates';

// The demo's reference exchange rates: ECB-style rates (units per euro) for USD, GBP, JPY and CHF on every working day
// of a range, so that every conversion the demo makes finds the rate of its day. Each rate is a smooth function of
// its day alone (two slow waves around a realistic level), so every build makes the same rate for the same day.

type Curve = {
  /** The level the rate moves around, and its two waves: amplitude and period in days. */
  level: number;
  waves: [amplitude: number, periodDays: number][];
  /** Digits after the decimal point the ECB publishes for the currency. */
  digits: number;
};

// Inside EUR/USD 1.05–1.12, EUR/GBP 0.83–0.88, EUR/JPY 155–165, EUR/CHF 0.93–0.97 whatever the day.
const CURVES: Record<string, Curve> = {
  USD: {
    level: 1.085,
    waves: [
      [0.024, 173],
      [0.008, 41],
    ],
    digits: 4,
  },
  GBP: {
    level: 0.855,
    waves: [
      [0.017, 211],
      [0.006, 53],
    ],
    digits: 4,
  },
  JPY: {
    level: 160,
    waves: [
      [3.6, 157],
      [1.1, 37],
    ],
    digits: 2,
  },
  CHF: {
    level: 0.95,
    waves: [
      [0.013, 191],
      [0.005, 47],
    ],
    digits: 4,
  },
};

export const DEMO_FX_CURRENCIES = Object.keys(CURVES);

/** TARGET closing days with a fixed date, on which the ECB publishes no rates (Easter's move; it is left out). */
const CLOSED = new Set(['01-01', '05-01', '12-25', '12-26']);

const DAY_MS = 86_400_000;

/** Whether the ECB publishes rates on the day: Monday to Friday, except the fixed TARGET holidays. */
export function isPublishingDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !CLOSED.has(day.slice(5));
}

function rateOn(curve: Curve, day: string): string {
  const dayNumber = Date.parse(`${day}T00:00:00.000Z`) / DAY_MS;
  const value = curve.waves.reduce(
    (sum, [amplitude, period], index) => sum + amplitude * Math.sin((2 * Math.PI * dayNumber) / period + index),
    curve.level,
  );
  return value.toFixed(curve.digits);
}

/** The demo's rates for every publishing day from `from` to `to` (YYYY-MM-DD, both included). */
export function demoFxRates(from: string, to: string): { currency: string; day: string; perEur: string }[] {
  const rows = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (!isPublishingDay(day)) continue;
    for (const [currency, curve] of Object.entries(CURVES)) rows.push({ currency, day, perEur: rateOn(curve, day) });
  }
  return rows;
}
