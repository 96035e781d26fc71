import { describe, expect, it } from 'vitest';
import {
  convertMoney,
  crossRate,
  currencyProblem,
  CURRENCIES,
  describeMoney,
  fitsMinorUnit,
  formatMoney,
  fromMinor,
  minorUnitOf,
  multiplyMoney,
  rateText,
  roundMoney,
  sumMoney,
  toMinor,
} from '@/lib/money';

describe('minor units (ISO 4217)', () => {
  it('knows each currency’s digits after the point', () => {
    expect(minorUnitOf('USD')).toBe(2);
    expect(minorUnitOf('EUR')).toBe(2);
    expect(minorUnitOf('JPY')).toBe(0);
    expect(minorUnitOf('KRW')).toBe(0);
    expect(minorUnitOf('KWD')).toBe(3);
  });

  it('turns amounts into minor units and back, exactly', () => {
    expect(toMinor(12.34, 'USD')).toBe(1234n);
    expect(toMinor('0.07', 'USD')).toBe(7n);
    expect(toMinor(150_000, 'JPY')).toBe(150_000n);
    expect(fromMinor(1234n, 'USD')).toBe(12.34);
    expect(fromMinor(-5n, 'USD')).toBe(-0.05);
    expect(fromMinor(150_000n, 'JPY')).toBe(150_000);
    expect(toMinor(9_999_999_999.99, 'USD')).toBe(999_999_999_999n);
  });

  it('supports the currencies whose minor unit Loadout stores, and says why not the others', () => {
    expect(CURRENCIES).toEqual(expect.arrayContaining(['EUR', 'GBP', 'USD', 'JPY', 'CHF', 'NGN', 'KES']));
    expect(CURRENCIES).not.toContain('KWD');
    expect(currencyProblem('EUR')).toBeNull();
    expect(currencyProblem('KWD')).toMatch(/KWD has 3 digits after the decimal point/);
    expect(currencyProblem('ABC')).toMatch(/not an active ISO 4217 currency code/);
  });

  it('tells amounts that need more digits than the currency has', () => {
    expect(fitsMinorUnit(1500, 'JPY')).toBe(true);
    expect(fitsMinorUnit(1500.5, 'JPY')).toBe(false);
    expect(fitsMinorUnit(12.34, 'USD')).toBe(true);
    expect(fitsMinorUnit(12.345, 'USD')).toBe(false);
    expect(fitsMinorUnit(12.3, 'USD')).toBe(true);
  });
});

describe('rounding, in one place: half away from zero at the minor unit', () => {
  it('rounds what binary fractions would get wrong', () => {
    // 1.005 is 1.00499999999999989… as a double, and Math.round(1.005 * 100) / 100 gives 1.
    expect(roundMoney(1.005, 'USD')).toBe(1.01);
    expect(roundMoney(0.1 + 0.2, 'USD')).toBe(0.3);
    expect(roundMoney(2.675, 'USD')).toBe(2.68);
    expect(roundMoney(-2.675, 'USD')).toBe(-2.68);
    expect(roundMoney(1.5, 'JPY')).toBe(2);
    expect(roundMoney(2.5, 'JPY')).toBe(3);
    expect(roundMoney(1e-7, 'USD')).toBe(0);
  });

  it('sums and multiplies exactly, rounding once', () => {
    expect(sumMoney([0.1, 0.2, 0.3], 'USD')).toBe(0.6);
    expect(sumMoney([], 'USD')).toBe(0);
    expect(sumMoney([1999.99, 1999.99, 1999.99], 'USD')).toBe(5999.97);
    expect(multiplyMoney(19.99, 3, 'USD')).toBe(59.97);
    expect(multiplyMoney(1000, 1 / 3, 'USD')).toBe(333.33);
    expect(multiplyMoney(0.5, 0.01, 'USD')).toBe(0.01);
  });
});

describe('conversion at a stored rate', () => {
  it('derives the cross rate of two currencies from their rates against the euro', () => {
    // The ECB's rates of one day: 1 EUR = 1.0823 USD = 0.8572 GBP = 162.87 JPY.
    expect(crossRate('0.8572', '1.0823')).toBe('1.2625991601');
    expect(crossRate('1', '1.0823')).toBe('1.0823');
    expect(crossRate('1.0823', '1')).toBe('0.9239582371');
    expect(crossRate('1.0823', '162.87')).toBe('150.4850780745');
    expect(() => crossRate('0', '1.0823')).toThrow(RangeError);
  });

  it('converts at the rate and rounds to the target currency’s minor unit', () => {
    expect(convertMoney(1000, '1.2625991601', 'USD')).toBe(1262.6);
    expect(convertMoney(1000, '0.9239582371', 'EUR')).toBe(923.96);
    expect(convertMoney(999.99, '150.4850780745', 'JPY')).toBe(150_484);
    expect(convertMoney(1234.56, '1', 'EUR')).toBe(1234.56);
  });

  it('keeps rates as plain decimal text', () => {
    expect(rateText('1.08230')).toBe('1.0823');
    expect(rateText('162.8700000000')).toBe('162.87');
    expect(rateText('1')).toBe('1');
  });
});

describe('formatting, in one place', () => {
  it('writes money for people in their locale, with the currency’s own digits', () => {
    expect(formatMoney(5000, 'USD', 'en-US')).toBe('$5,000.00');
    expect(formatMoney(5000, 'EUR', 'de-DE')).toBe('5.000,00\u00a0€');
    expect(formatMoney(5000, 'EUR', 'fr-FR')).toBe('5\u202f000,00\u00a0€');
    expect(formatMoney(150_000, 'JPY', 'en-US')).toBe('¥150,000');
    expect(formatMoney(null, 'USD')).toBe('—');
    expect(formatMoney(50, 'USD', 'en-US', { signed: true })).toBe('+$50.00');
    expect(formatMoney(1500, 'USD', 'en-US', { short: true })).toBe('$1,500');
  });

  it('writes the API’s English texts with the code after the amount', () => {
    expect(describeMoney(9000, 'USD')).toBe('9,000.00 USD');
    expect(describeMoney(150_000, 'JPY')).toBe('150,000 JPY');
  });
});
