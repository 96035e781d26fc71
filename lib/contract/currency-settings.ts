import { z } from 'zod';
import { CURRENCIES, currencyProblem } from '../money';
import { dataResponse, ZCurrency, ZDay } from './common';

// The company's reporting currency: what budgets and approval amounts count quotes of every currency in.

/** An ISO 4217 code whose money Loadout keeps (its minor unit fits); the message says why not. */
export const ZSupportedCurrency = ZCurrency.superRefine((code, context) => {
  const problem = currencyProblem(code);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

export const ZCurrencySettings = z
  .object({
    reporting_currency: ZCurrency.nullable().meta({
      description:
        'The currency budgets and approval rules in it count quotes of every currency in, each at the rate of its commitment day (stored with it, so later rates never move past figures). Null (the default): nothing is converted, and a budget or rule counts only quotes in its own currency.',
    }),
    currencies: z.array(ZCurrency).meta({
      description: 'Every currency Loadout prices, budgets and converts in (ISO 4217, minor unit of at most 2 digits).',
    }),
  })
  .meta({ id: 'CurrencySettings' });
export type TCurrencySettings = z.infer<typeof ZCurrencySettings>;
export const ZCurrencySettingsResponse = dataResponse(ZCurrencySettings);

export const ZUpdateCurrencySettingsRequest = z.strictObject({
  reporting_currency: ZSupportedCurrency.nullable().meta({
    description: `One of \`currencies\` (${CURRENCIES.length} ISO 4217 codes), or null to convert nothing.`,
  }),
});
export type TUpdateCurrencySettingsRequest = z.infer<typeof ZUpdateCurrencySettingsRequest>;

/** How money was counted in the company's reporting currency at the moment that fixed it (stored with it). */
export const ZConversion = z
  .object({
    currency: ZCurrency.meta({ description: "The company's reporting currency at that moment." }),
    rate: z.string().meta({
      description:
        'Units of `currency` per unit of the money’s own currency, as exact decimal text (e.g. `1.2626`); `1` in the same currency.',
    }),
    day: ZDay.meta({
      description: 'The day whose reference rates gave `rate` (the latest published on or before it).',
    }),
  })
  .meta({
    id: 'Conversion',
    description:
      "How this money counts in the company's reporting currency (`/currency-settings`): stored when it was committed, so rates imported later never move it. Null when the company had no reporting currency then, or no reference rate held for that day.",
  });
