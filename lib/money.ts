// Money, in one place. The API writes an amount as a decimal number in the currency's major unit (`9000`, `12.5`),
// exact to the currency's minor unit (ISO 4217: cents for USD, none for JPY). Arithmetic goes through integers (bigint
// minor units, or exact decimals for rates), never through binary fractions, and rounds half away from zero, as
// PostgreSQL's numeric does, once, at the end. Formatting for people is by locale; the API's own English texts
// (approval reasons, error messages) write `9,000.00 USD`.

/** ISO 4217: each active currency's minor unit (digits after the decimal point). */
const MINOR_UNITS: Record<string, number> = {
  ...Object.fromEntries(
    'BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF'.split(' ').map((code) => [code, 0]),
  ),
  ...Object.fromEntries('BHD IQD JOD KWD LYD OMR TND'.split(' ').map((code) => [code, 3])),
  CLF: 4,
  UYW: 4,
  ...Object.fromEntries(
    (
      'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BMD BND BOB BRL BSD BTN BWP BYN BZD CAD CDF CHF CNY ' +
      'COP CRC CUP CVE CZK DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GTQ GYD HKD HNL HTG HUF IDR ILS ' +
      'INR IRR JMD KES KGS KHR KPW KYD KZT LAK LBP LKR LRD LSL MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR ' +
      'MZN NAD NGN NIO NOK NPR NZD PAB PEN PGK PHP PKR PLN QAR RON RSD RUB SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD ' +
      'SSP STN SVC SYP SZL THB TJS TMT TOP TRY TTD TWD TZS UAH USD UYU UZS VES WST XCD YER ZAR ZMW ZWG'
    )
      .split(' ')
      .map((code) => [code, 2]),
  ),
};

/** The most digits after the decimal point that Loadout stores (its money columns are numeric(12,2)). */
const STORED_DIGITS = 2;

/** The currencies Loadout prices, budgets and converts in: ISO 4217 codes whose minor unit it stores. */
export const CURRENCIES: readonly string[] = Object.keys(MINOR_UNITS)
  .filter((code) => MINOR_UNITS[code]! <= STORED_DIGITS)
  .sort();

/** Digits after the decimal point of the currency (USD 2, JPY 0); 2 for a code ISO 4217 does not list. */
export function minorUnitOf(currency: string): number {
  return MINOR_UNITS[currency] ?? 2;
}

/** Why Loadout cannot hold money in `code`, for a person to act on; null when it can. */
export function currencyProblem(code: string): string | null {
  const digits = MINOR_UNITS[code];
  if (digits === undefined) return `${code} is not an active ISO 4217 currency code; use one such as USD, EUR or GBP`;
  if (digits > STORED_DIGITS)
    return `${code} has ${digits} digits after the decimal point, and Loadout keeps ${STORED_DIGITS}; price in another currency`;
  return null;
}

// Exact decimals: value = units / 10^scale.
type Decimal = { units: bigint; scale: number };

const TEN = 10n;
const pow10 = (digits: number) => TEN ** BigInt(digits);

/** A number or decimal text as the exact decimal it writes (`0.1` is one tenth, not the binary fraction nearest it). */
function parseDecimal(value: number | string): Decimal {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) throw new RangeError(`${text} is not a decimal number`);
  const [, sign, whole = '', fraction = '', exponent = '0'] = match;
  let units = BigInt(`${whole}${fraction}` || '0');
  let scale = fraction.length - Number(exponent);
  if (scale < 0) {
    units *= pow10(-scale);
    scale = 0;
  }
  return { units: sign === '-' ? -units : units, scale };
}

/** numerator / denominator, rounded half away from zero (denominator > 0). */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return negative ? -rounded : rounded;
}

/** The decimal at `digits` places, as an integer count of 10^-digits. */
function atScale(value: Decimal, digits: number): bigint {
  return digits >= value.scale
    ? value.units * pow10(digits - value.scale)
    : divideRounded(value.units, pow10(value.scale - digits));
}

/** The amount in the currency's minor units (cents), rounded half away from zero: `toMinor(12.345, 'USD')` is 1235n. */
export function toMinor(amount: number | string, currency: string): bigint {
  return atScale(parseDecimal(amount), minorUnitOf(currency));
}

/** Minor units back to the API's decimal number: `fromMinor(1235n, 'USD')` is 12.35. */
export function fromMinor(minor: bigint, currency: string): number {
  const digits = minorUnitOf(currency);
  return digits === 0 ? Number(minor) : Number(decimalText({ units: minor, scale: digits }));
}

/** The amount rounded to the currency's minor unit: `roundMoney(0.1 + 0.2, 'USD')` is 0.3, `roundMoney(1.5, 'JPY')` 2. */
export function roundMoney(amount: number, currency: string): number {
  return fromMinor(toMinor(amount, currency), currency);
}

/** Whether the amount is written with no more digits than the currency's minor unit (`1500.5` JPY is not). */
export function fitsMinorUnit(amount: number, currency: string): boolean {
  const value = parseDecimal(amount);
  const digits = minorUnitOf(currency);
  return value.scale <= digits || value.units % pow10(value.scale - digits) === 0n;
}

/** The exact sum, rounded once to the currency's minor unit. */
export function sumMoney(amounts: Iterable<number>, currency: string): number {
  let total: Decimal = { units: 0n, scale: 0 };
  for (const amount of amounts) {
    const next = parseDecimal(amount);
    const scale = Math.max(total.scale, next.scale);
    total = { units: atScale(total, scale) + atScale(next, scale), scale };
  }
  return fromMinor(atScale(total, minorUnitOf(currency)), currency);
}

/** `amount` × `factor` (a quantity, a share, a fraction of a life), rounded once to the currency's minor unit. */
export function multiplyMoney(amount: number, factor: number | string, currency: string): number {
  const a = parseDecimal(amount);
  const b = parseDecimal(factor);
  return fromMinor(atScale({ units: a.units * b.units, scale: a.scale + b.scale }, minorUnitOf(currency)), currency);
}

/** The places a stored rate keeps (numeric(20,10)). */
export const RATE_DIGITS = 10;

/** Whether the text is a positive decimal a rate can be (`1.0823`, `157.3`). */
export function isRate(text: string): boolean {
  if (!/^\d+(\.\d+)?$/.test(text.trim())) return false;
  return parseDecimal(text).units > 0n;
}

/** A decimal as plain text with at least `minDigits` after the point: `decimalText({ units: 1235n, scale: 2 })` is 12.35. */
function decimalText(value: Decimal, minDigits = 0): string {
  const digits = Math.max(value.scale, minDigits);
  const units = atScale(value, digits);
  const negative = units < 0n;
  const text = (negative ? -units : units).toString().padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const fraction = text.slice(text.length - digits);
  return `${negative ? '-' : ''}${whole}${digits > 0 ? `.${fraction}` : ''}`;
}

/** A rate as the database and the API keep it: decimal text without trailing zeros (`1.0823`). */
export function rateText(rate: string): string {
  const text = decimalText({ units: atScale(parseDecimal(rate), RATE_DIGITS), scale: RATE_DIGITS });
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/**
 * Units of the target currency per unit of the source currency, from their reference rates against the euro (units
 * per euro, as the ECB publishes them): `crossRate('0.85', '1.08')` converts GBP to USD. 10 decimal places.
 */
export function crossRate(perEurFrom: string, perEurTo: string): string {
  const from = parseDecimal(perEurFrom);
  const to = parseDecimal(perEurTo);
  if (from.units <= 0n || to.units <= 0n) throw new RangeError('a rate against the euro must be positive');
  // (to.units / 10^to.scale) / (from.units / 10^from.scale), at RATE_DIGITS places.
  const units = divideRounded(to.units * pow10(from.scale + RATE_DIGITS), from.units * pow10(to.scale));
  return rateText(decimalText({ units, scale: RATE_DIGITS }));
}

/** `amount` at `rate` (units of `toCurrency` per unit of the amount's currency), rounded to `toCurrency`'s minor unit. */
export function convertMoney(amount: number, rate: string, toCurrency: string): number {
  return multiplyMoney(amount, rate, toCurrency);
}

// Formatting.

/** The API's English text for an amount, in its errors and reasons: `9,000.00 USD`, `150,000 JPY`. */
export function describeMoney(amount: number, currency: string): string {
  const digits = minorUnitOf(currency);
  const figure = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return `${figure.format(amount)} ${currency}`;
}

export type MoneyFormat = {
  /** `+$50.00` and `-$50.00` (zero unsigned): a difference. */
  signed?: boolean;
  /** As few digits as the amount needs, at most one after the point (`$1.5`): an axis label. */
  short?: boolean;
};

/** An amount for people, in their locale: `$5,000.00` (en-US), `5.000,00 $` (de-DE), `¥150,000`; `—` for none. */
export function formatMoney(amount: number | null, currency: string, locale = 'en-US', format: MoneyFormat = {}) {
  if (amount === null) return '—';
  const digits = minorUnitOf(currency);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: format.short ? 0 : digits,
    maximumFractionDigits: format.short ? Math.min(1, digits) : digits,
    ...(format.signed ? { signDisplay: 'exceptZero' as const } : {}),
  }).format(amount);
}
