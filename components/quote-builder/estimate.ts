import { useQueries } from '@tanstack/react-query';
import type { TKit, TProduct } from '@/lib/contract/catalog';
import { kitQueries, productQueries } from '@/lib/queries/resources';

// The catalog's price estimates of what the builder holds. Loadout's quote sets the real prices; this only informs.

export type UnitEstimate = { price: number; currency: string; isLowest: boolean };
export type ItemEstimate =
  | { state: 'estimate'; unit: UnitEstimate }
  | { state: 'freeform' }
  | { state: 'loading' }
  /** A product or kit device without an estimate in the catalog. */
  | { state: 'none' };

type EstimableItem = {
  kind: 'catalog' | 'kit' | 'freeform';
  product_id?: string;
  configuration_id?: string;
  kit_id?: string;
};

/** A product's unit estimate: the chosen configuration's, or the lowest of its configurations when none was chosen. */
export function productEstimate(product: TProduct, configurationId: string | null | undefined): UnitEstimate | null {
  if (configurationId) {
    const configuration = product.configurations.find((candidate) => candidate.id === configurationId);
    return configuration?.price_estimate == null
      ? null
      : { price: configuration.price_estimate, currency: configuration.currency, isLowest: false };
  }
  const priced = product.configurations.filter((configuration) => configuration.price_estimate !== null);
  const lowest = priced.sort((a, b) => a.price_estimate! - b.price_estimate!)[0];
  return lowest ? { price: lowest.price_estimate!, currency: lowest.currency, isLowest: priced.length > 1 } : null;
}

/** One kit's estimate: each device's estimate × its quantity in the kit; null when a device has none. */
export function kitEstimate(kit: TKit, products: ReadonlyMap<string, TProduct>): ItemEstimate {
  let price = 0;
  let currency: string | null = null;
  for (const device of kit.items) {
    if (!device.product_id) return { state: 'none' };
    const product = products.get(device.product_id);
    if (!product) return { state: 'loading' };
    const unit = productEstimate(product, device.configuration_id);
    if (!unit || (currency !== null && unit.currency !== currency)) return { state: 'none' };
    currency = unit.currency;
    price += unit.price * device.quantity;
  }
  return currency === null ? { state: 'none' } : { state: 'estimate', unit: { price, currency, isLowest: false } };
}

function byId<T extends { id: string }>(results: { data?: T }[]): Map<string, T> {
  return new Map(results.flatMap((result) => (result.data ? [[result.data.id, result.data] as const] : [])));
}

/** The unit estimate of each item, in order; the products and kits come from the catalog's (cached) reads. */
export function useItemEstimates(items: readonly EstimableItem[]): ItemEstimate[] {
  const kitIds = [...new Set(items.flatMap((item) => (item.kind === 'kit' && item.kit_id ? [item.kit_id] : [])))];
  const kits = byId<TKit>(useQueries({ queries: kitIds.map((id) => kitQueries.detail(id)) }));
  const productIds = new Set(
    items.flatMap((item) => (item.kind === 'catalog' && item.product_id ? [item.product_id] : [])),
  );
  for (const kit of kits.values())
    for (const device of kit.items) if (device.product_id) productIds.add(device.product_id);
  const products = byId<TProduct>(useQueries({ queries: [...productIds].map((id) => productQueries.detail(id)) }));

  return items.map((item): ItemEstimate => {
    if (item.kind === 'freeform') return { state: 'freeform' };
    if (item.kind === 'kit') {
      const kit = item.kit_id ? kits.get(item.kit_id) : undefined;
      return kit ? kitEstimate(kit, products) : { state: 'loading' };
    }
    const product = item.product_id ? products.get(item.product_id) : undefined;
    if (!product) return { state: 'loading' };
    const unit = productEstimate(product, item.configuration_id);
    return unit ? { state: 'estimate', unit } : { state: 'none' };
  });
}

/** A quantity as typed: a positive whole number, else 0. */
export function toQuantity(value: unknown): number {
  const quantity = Number(value);
  return Number.isInteger(quantity) && quantity > 0 ? quantity : 0;
}
