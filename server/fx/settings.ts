import type { TCurrencySettings, TUpdateCurrencySettingsRequest } from '@/lib/contract/currency-settings';
import { CURRENCIES } from '@/lib/money';
import type { Db } from '../db/client';
import { getCompanyOrThrow } from '../access/service';
import * as companies from '../access/repo';
import { notFound } from '../core/errors';

const toSettings = (reportingCurrency: string | null): TCurrencySettings => ({
  reporting_currency: reportingCurrency,
  currencies: [...CURRENCIES],
});

/** The company's reporting currency (null: nothing is converted), for both modes. */
export async function reportingCurrencyOf(db: Db, companyId: string): Promise<string | null> {
  return (await getCompanyOrThrow(db, companyId)).reportingCurrency;
}

export async function getCurrencySettings(db: Db, companyId: string) {
  return toSettings(await reportingCurrencyOf(db, companyId));
}

/**
 * Sets the reporting currency. Commitments made from then on store their conversion into it; those stored before
 * keep the currency they were converted into.
 */
export async function updateCurrencySettings(db: Db, companyId: string, patch: TUpdateCurrencySettingsRequest) {
  const row = await companies.updateCompany(db, companyId, { reportingCurrency: patch.reporting_currency });
  if (!row) throw notFound('company', companyId);
  return toSettings(row.reportingCurrency);
}
