import { count } from 'drizzle-orm';
import type { TCreateKitRequest } from '@/lib/contract/catalog';
import * as access from '../access/service';
import { createKit } from '../catalog/kits';
import * as catalog from '../catalog/repo';
import type { Db } from '../db/client';
import { companies, fxRates, products } from '../db/schema';
import { addDays } from '@/lib/dates';
import { todayUtc } from '../core/clock';
import { writeRates } from '../fx/rates-repo';
import { demoFxRates } from './demo-fx-rates';
import { importEmployees } from '../employees/import-employees';
import { companyScope } from '../core/scope';
import { readSeedCatalog, readSeedEmployees, readSeedKits } from './seed-data';

export const DEMO_COMPANY_NAME = 'Acme';

/** Days of reference rates the demo holds before today: its six months of history, and a margin. */
const DEMO_FX_DAYS = 200;

/**
 * Loads the catalog when it is empty, the demo's reference exchange rates when there are none, and the demo company
 * "Acme" (kits, employees; live and sandbox) when there is no company.
 */
export async function seedDemoData(db: Db): Promise<{ catalog: boolean; companyId: string | null }> {
  return db.transaction(async (tx) => {
    const [{ value: rateCount }] = (await tx.select({ value: count() }).from(fxRates)) as [{ value: number }];
    if (rateCount === 0) {
      const today = todayUtc();
      await writeRates(tx, demoFxRates(addDays(today, -DEMO_FX_DAYS), today));
    }
    const [{ value: productCount }] = (await tx.select({ value: count() }).from(products)) as [{ value: number }];
    const productIds = new Map<string, { id: string; configurations: Map<string, string> }>();
    if (productCount === 0) {
      for (const seed of readSeedCatalog()) {
        const product = await catalog.insertProduct(tx, {
          name: seed.name,
          brand: seed.brand,
          model: seed.model,
          productType: seed.product_type,
          imageUrl: seed.image_url ?? null,
          active: seed.isActive,
        });
        const configurations = await catalog.insertConfigurations(
          tx,
          seed.configurations.map((configuration, position) => ({
            productId: product.id,
            cpu: configuration.cpu ?? null,
            ram: configuration.ram ?? null,
            storage: configuration.storage ?? null,
            screenSize: configuration.screen_size ?? null,
            priceEstimate: configuration.price_estimate ?? null,
            currency: configuration.currency,
            active: configuration.active,
            position,
          })),
        );
        productIds.set(seed.key, {
          id: product.id,
          configurations: new Map(
            seed.configurations.map((configuration, index) => [configuration.key, configurations[index]!.id]),
          ),
        });
      }
    }

    const [{ value: companyCount }] = (await tx.select({ value: count() }).from(companies)) as [{ value: number }];
    if (companyCount > 0 || productIds.size === 0) return { catalog: productIds.size > 0, companyId: null };

    const company = await access.createCompany(tx, { name: DEMO_COMPANY_NAME });
    const seedKits = readSeedKits();
    const seedEmployees = readSeedEmployees();
    for (const mode of ['live', 'test'] as const) {
      for (const kit of seedKits) {
        const items: TCreateKitRequest['items'] = kit.items.map((item) => {
          const product = productIds.get(item.product);
          const configurationId = item.configuration ? product?.configurations.get(item.configuration) : undefined;
          if (!product || (item.configuration && !configurationId)) {
            throw new Error(
              `kits.json: kit "${kit.name}" names ${item.product} ${item.configuration ?? ''}, which catalog.csv does not hold`,
            );
          }
          return {
            product_id: product.id,
            ...(configurationId ? { configuration_id: configurationId } : {}),
            quantity: item.quantity,
          };
        });
        await createKit(tx, company.id, {
          mode,
          name: kit.name,
          description: kit.description,
          region: kit.region,
          tags: kit.tags,
          items,
        });
      }
      const imported = await importEmployees(tx, companyScope(company.id, mode === 'live'), seedEmployees, {
        full: false,
      });
      if (imported.errors.length > 0) throw new Error(`employees.csv: ${JSON.stringify(imported.errors)}`);
    }
    return { catalog: true, companyId: company.id };
  });
}
