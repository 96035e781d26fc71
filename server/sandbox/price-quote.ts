import type { TQuote } from '@/lib/contract/quotes';
import { listConfigurationsOf } from '../catalog/service';
import type { Db } from '../db/client';
import type { CompanyScope } from '../core/scope';
import { notFound, validationError } from '../core/errors';
import { priceItem } from '../quotes/fulfil';
import { findQuoteWithParts, getQuoteOrThrow } from '../quotes/service';

type QuoteItem = NonNullable<Awaited<ReturnType<typeof findQuoteWithParts>>>['items'][number];

/** Price of an item that no catalog estimate covers (freeform items). */
const FALLBACK_PRICE = 250;

async function estimate(db: Db, item: QuoteItem): Promise<number> {
  if (!item.productId) return FALLBACK_PRICE;
  const configurations = await listConfigurationsOf(db, [item.productId]);
  const chosen = configurations.find((configuration) => configuration.id === item.configurationId) ?? configurations[0];
  return chosen?.priceEstimate ?? FALLBACK_PRICE;
}

/** Prices every unpriced item of a sandbox quote, from `prices` or the catalog estimate, as staff would. */
export async function priceQuote(
  db: Db,
  tenant: CompanyScope,
  quoteId: string,
  prices: Record<string, number> = {},
): Promise<TQuote> {
  return db.transaction(async (tx) => {
    const found = await findQuoteWithParts(tx, tenant, quoteId);
    if (!found) throw notFound('quote', quoteId);
    const { quote, items } = found;
    for (const id of Object.keys(prices)) {
      if (!items.some((item) => item.id === id))
        throw validationError(`prices.${id}`, `is not an item of quote ${quote.id}`);
    }
    let view: TQuote | undefined;
    for (const item of items.filter((candidate) => candidate.price === null)) {
      view = await priceItem(
        tx,
        { scope: tenant, quoteId: quote.id, itemId: item.id },
        { price: prices[item.id] ?? (await estimate(tx, item)) },
      );
    }
    return view ?? getQuoteOrThrow(tx, tenant, quote.id);
  });
}
