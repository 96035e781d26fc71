import type { TKit, TProduct } from '@/lib/contract/catalog';
import { formatMoney } from '@/lib/format';

type TConfiguration = TProduct['configurations'][number];

/** `Apple M4 10-core · 16 GB · 512 GB · 13.6"`; empty specification values are left out. */
export function describeConfiguration(configuration: Pick<TConfiguration, 'cpu' | 'ram' | 'storage' | 'screen_size'>): string {
  return [configuration.cpu, configuration.ram, configuration.storage, configuration.screen_size].filter(Boolean).join(' · ');
}

export function describePrice(configuration: Pick<TConfiguration, 'price_estimate' | 'currency'>): string {
  return configuration.price_estimate === null ? 'No estimate' : formatMoney(configuration.price_estimate, configuration.currency);
}

/** One device of a kit as `Apple MacBook Pro 14 · Apple M4 Pro 14-core · 48 GB · 1 TB`. */
export function describeKitItem(item: TKit['items'][number]): string {
  const { brand, model, name, cpu, ram, storage, screen_size } = item.specification;
  const product = [brand, model].filter(Boolean).join(' ') || name || item.product_type;
  return [product, describeConfiguration({ cpu: cpu ?? null, ram: ram ?? null, storage: storage ?? null, screen_size: screen_size ?? null })].filter(Boolean).join(' · ');
}
