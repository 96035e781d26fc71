import type { TKit, TProduct } from '@/lib/contract/catalog';
import { formatMoney } from '@/lib/money';

type TConfiguration = TProduct['configurations'][number];

/** `Apple M4 10-core · 16 GB · 512 GB · 13.6"`; empty specification values are left out. */
export function describeConfiguration(
  configuration: Pick<TConfiguration, 'cpu' | 'ram' | 'storage' | 'screen_size'>,
): string {
  return [configuration.cpu, configuration.ram, configuration.storage, configuration.screen_size]
    .filter(Boolean)
    .join(' · ');
}

export function describePrice(configuration: Pick<TConfiguration, 'price_estimate' | 'currency'>): string {
  return configuration.price_estimate === null
    ? 'No estimate'
    : formatMoney(configuration.price_estimate, configuration.currency);
}

/** One device of a kit as `Apple MacBook Pro 14 · Apple M4 Pro 14-core · 48 GB · 1 TB`. */
export function describeKitItem(item: TKit['items'][number]): string {
  const { brand, model, name, cpu, ram, storage, screen_size } = item.specification;
  const product = [brand, model].filter(Boolean).join(' ') || name || item.product_type;
  return [
    product,
    describeConfiguration({
      cpu: cpu ?? null,
      ram: ram ?? null,
      storage: storage ?? null,
      screen_size: screen_size ?? null,
    }),
  ]
    .filter(Boolean)
    .join(' · ');
}

const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Whether a product's name already says its brand and model (`Dell Latitude 7450` for Dell, Latitude 7450). */
function nameSaysBrandAndModel(product: Pick<TProduct, 'name' | 'brand' | 'model'>): boolean {
  const name = ` ${normalize(product.name)} `;
  return name.includes(` ${normalize(product.brand)} `) && name.includes(` ${normalize(product.model)} `);
}

/** `Dell Latitude 7450`, or `MacBook Air 13" (M4, 2025) · Apple MacBook Air 13` when the name does not say them. */
export function describeProduct(product: Pick<TProduct, 'name' | 'brand' | 'model'>): string {
  return nameSaysBrandAndModel(product) ? product.name : `${product.name} · ${product.brand} ${product.model}`;
}

/** What a product card says under the name: the type, with brand and model when the name does not say them. */
export function describeProductLine(product: Pick<TProduct, 'name' | 'brand' | 'model' | 'product_type'>): string {
  return nameSaysBrandAndModel(product)
    ? product.product_type
    : `${product.brand} ${product.model} · ${product.product_type}`;
}

/** `6 products, 7 devices` (a kit's rows and their quantities), or `6 devices` when each row is one device. */
export function describeKitSize(kit: Pick<TKit, 'items'>): string {
  const products = kit.items.length;
  const devices = kit.items.reduce((sum, item) => sum + item.quantity, 0);
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  return devices === products
    ? plural(devices, 'device')
    : `${plural(products, 'product')}, ${plural(devices, 'device')}`;
}
