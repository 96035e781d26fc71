import type { TOperatorQuote, TQuote } from '@/lib/contract/quotes';
import { findCompanyNames } from '../access/service';
import { listConfigurationsOf } from '../catalog/service';
import type { Db } from '../db/client';

type Estimate = TOperatorQuote['items'][number]['catalog_estimate'];

/**
 * Quotes as the operator works on them: with the company's name, and each catalog or kit item with the catalog's
 * price estimate beside it. `companyIds[i]` is the company of `quotes[i]`.
 */
export async function toOperatorQuotes(db: Db, quotes: TQuote[], companyIds: string[]): Promise<TOperatorQuote[]> {
  const items = quotes.flatMap((quote) => quote.items);
  const names = await findCompanyNames(db, companyIds);
  const configurations = await listConfigurationsOf(
    db,
    items.flatMap((item) => (item.product_id ? [item.product_id] : [])),
  );
  const estimateOf = (item: TQuote['items'][number]): Estimate => {
    if (!item.product_id) return null;
    const requested = item.configuration_id
      ? configurations.find((row) => row.id === item.configuration_id)
      : undefined;
    if (requested?.priceEstimate != null)
      return { price: requested.priceEstimate, currency: requested.currency, basis: 'configuration' };
    const lowest = configurations
      .filter((row) => row.productId === item.product_id && row.active && row.priceEstimate != null)
      .sort((a, b) => a.priceEstimate! - b.priceEstimate!)[0];
    return lowest ? { price: lowest.priceEstimate!, currency: lowest.currency, basis: 'lowest_configuration' } : null;
  };
  return quotes.map((quote, index) => ({
    ...quote,
    company: { id: companyIds[index]!, name: names.get(companyIds[index]!) ?? 'Unknown company' },
    items: quote.items.map((item) => ({ ...item, catalog_estimate: estimateOf(item) })),
  }));
}
