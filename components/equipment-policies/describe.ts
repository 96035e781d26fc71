import type { TKit, TProduct } from '@/lib/contract/catalog';
import type { TEquipmentPolicy, TEquipmentPolicyProduct } from '@/lib/contract/equipment-policies';
import { countryName } from '@/lib/countries';
import { formatMoney } from '@/lib/money';
import { describeConfiguration } from '@/components/catalog/describe';

/** How many names of the people a rule applies to the list shows. */
export const MATCH_SAMPLE = 3;

/** Who a rule is for, criterion by criterion: `Engineering`, `Germany or France`, `any job title`. */
export function describeMatch(policy: Pick<TEquipmentPolicy, 'is_default' | 'match'>): string[] {
  if (policy.is_default) return ['Everyone no rule above matches'];
  const { departments, countries, job_titles } = policy.match;
  const either = (values: string[], any: string) => (values.length ? values.join(' or ') : any);
  return [
    either(departments, 'any department'),
    either(countries.map(countryName), 'any country'),
    either(job_titles, 'any job title'),
  ];
}

/** `2 × Lenovo ThinkPad T14 Gen 5 (AMD Ryzen 7 · 32 GB)`, or the id when the product left the catalog. */
export function describeProduct(item: TEquipmentPolicyProduct, products: ReadonlyMap<string, TProduct>): string {
  const product = products.get(item.product_id);
  const configuration = product?.configurations.find((entry) => entry.id === item.configuration_id);
  const name = product ? product.name : `Product ${item.product_id.slice(0, 8)}`;
  const spec = configuration ? ` (${describeConfiguration(configuration)})` : '';
  return `${item.quantity > 1 ? `${item.quantity} × ` : ''}${name}${spec}`;
}

/** What a rule gives, one line each: kits, products, choices, budget. */
export function describeGives(
  policy: TEquipmentPolicy,
  kits: ReadonlyMap<string, TKit>,
  products: ReadonlyMap<string, TProduct>,
): string[] {
  const lines = [
    ...policy.kit_ids.map((id) => `Kit: ${kits.get(id)?.name ?? `(removed kit ${id.slice(0, 8)})`}`),
    ...policy.products.map((item) => describeProduct(item, products)),
    ...policy.choices.map(
      (choice) =>
        `${choice.name}: ${choice.options.map((option) => option.label).join(' or ')} (default ${choice.default_option})`,
    ),
  ];
  if (policy.budget) lines.push(`Budget ${formatMoney(policy.budget.amount, policy.budget.currency)} a person`);
  return lines.length ? lines : ['Nothing'];
}

/** `14 employees`, `1 employee`, `No employees`. */
export function countEmployees(total: number): string {
  return total === 0 ? 'No employees' : `${total} ${total === 1 ? 'employee' : 'employees'}`;
}
