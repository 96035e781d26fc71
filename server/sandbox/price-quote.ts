import type { TQuote } from '@/lib/contract/quotes';
import * as catalog from '../catalog/repo';
import type { Db } from '../db/client';
import type { Tenant } from '../http/authenticate';
import { notFound, validationError } from '../http/errors';
import { priceItem } from '../quotes/fulfil';
import * as quotes from '../quotes/repo';
import { getQuoteOrThrow } from '../quotes/service';

/** Price of an item that no catalog estimate covers (freeform items). */
const FALLBACK_PRICE = 250;

async function estimate(db: Db, item: quotes.ItemRow): Promise<number> {
  if (!item.productId) return FALLBACK_PRICE;
  const configurations = await catalog.listConfigurations(db, [item.productId], { activeOnly: false });
  const chosen = configurations.find((configuration) => configuration.id === item.configurationId) ?? configurations[0];
  return chosen?.priceEstimate ?? FALLBACK_PRICE;
}

/** Prices every unpriced item of a sandbox quote, from `prices` or the catalog estimate, as staff would. */
export async function priceQuote(db: Db, tenant: Tenant, quoteId: string, prices: Record<string, number> = {}): Promise<TQuote> {
  return db.transaction(async (tx) => {
    const quote = await quotes.findQuote(tx, tenant, quoteId);
    if (!quote) throw notFound('quote', quoteId);
    const { items } = await quotes.loadQuoteParts(tx, [quote.id]);
    for (const id of Object.keys(prices)) {
      if (!items.some((item) => item.id === id)) throw validationError(`prices.${id}`, `is not an item of quote ${quote.id}`);
    }
    let view: TQuote | undefined;
    for (const item of items.filter((candidate) => candidate.price === null)) {
      view = await priceItem(tx, tenant, quote.id, item.id, { price: prices[item.id] ?? (await estimate(tx, item)) });
    }
    return view ?? getQuoteOrThrow(tx, tenant, quote.id);
  });
}
