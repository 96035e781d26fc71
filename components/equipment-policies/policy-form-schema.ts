import { z } from 'zod';
import {
  ZCreateEquipmentPolicyRequest,
  type TCreateEquipmentPolicyInput,
  type TEquipmentPolicy,
  type TPreviewEquipmentPolicyInput,
} from '@/lib/contract/equipment-policies';
import { countryName } from '@/lib/countries';

// The form's variant of the equipment-policy contract: criteria typed as comma-separated text, ids and amounts as
// the strings selects and inputs hold. `toRequest` turns it into the body the API validates against the contract
// itself (kit, product and configuration ids, countries, the default option); its field errors come back by path.

const zPicked = (what: string) => z.string().min(1, `choose ${what}`);
const zQuantity = z
  .number({ message: 'must be a whole number from 1 to 100' })
  .int('must be a whole number from 1 to 100')
  .min(1, 'must be at least 1')
  .max(100, 'must be at most 100');

const ZProductForm = z.object({ product_id: zPicked('a product'), configuration_id: z.string(), quantity: zQuantity });

export const ZPolicyForm = z.object({
  name: ZCreateEquipmentPolicyRequest.shape.name,
  description: z.string().max(2000),
  is_default: z.boolean(),
  match: z.object({ departments: z.string(), countries: z.string(), job_titles: z.string() }),
  kit_ids: z.array(z.string()),
  products: z.array(ZProductForm),
  choices: z.array(
    z.object({
      name: z.string().trim().min(1, 'name the choice, e.g. Laptop'),
      options: z
        .array(ZProductForm.omit({ quantity: true }).extend({ label: z.string().trim().min(1, 'give a label') }))
        .min(2, 'give at least two options'),
      default_option: zPicked('the default option'),
    }),
  ),
  budget: z.object({
    amount: z.string().regex(/^(\d+(\.\d{1,2})?)?$/, 'must be an amount such as 2500 or 2500.50'),
    currency: z.string().regex(/^[A-Za-z]{3}$/, 'must be a currency code such as USD'),
  }),
});
export type TPolicyForm = z.infer<typeof ZPolicyForm>;

export const EMPTY_PRODUCT = { product_id: '', configuration_id: '', quantity: 1 };
export const EMPTY_OPTION = { label: '', product_id: '', configuration_id: '' };
export const EMPTY_CHOICE = { name: '', options: [EMPTY_OPTION, EMPTY_OPTION], default_option: '' };

const splitList = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** The form's values for a policy (or a new one). */
export function toFormValues(policy?: TEquipmentPolicy): TPolicyForm {
  return {
    name: policy?.name ?? '',
    description: policy?.description ?? '',
    is_default: policy?.is_default ?? false,
    match: {
      departments: policy?.match.departments.join(', ') ?? '',
      countries: policy?.match.countries.map(countryName).join(', ') ?? '',
      job_titles: policy?.match.job_titles.join(', ') ?? '',
    },
    kit_ids: policy?.kit_ids ?? [],
    products: (policy?.products ?? []).map((item) => ({ ...item, configuration_id: item.configuration_id ?? '' })),
    choices: (policy?.choices ?? []).map((choice) => ({
      ...choice,
      options: choice.options.map(({ label, product_id, configuration_id }) => ({
        label,
        product_id,
        configuration_id: configuration_id ?? '',
      })),
    })),
    budget: {
      amount: policy?.budget ? String(policy.budget.amount) : '',
      currency: policy?.budget?.currency ?? 'USD',
    },
  };
}

/** The criteria a preview needs: a default rule matches everyone. */
export function toMatch(values: Pick<TPolicyForm, 'is_default' | 'match'>) {
  return values.is_default
    ? { departments: [], countries: [], job_titles: [] }
    : {
        departments: splitList(values.match.departments),
        countries: splitList(values.match.countries),
        job_titles: splitList(values.match.job_titles),
      };
}

export function toPreview(
  values: Pick<TPolicyForm, 'is_default' | 'match'>,
  policyId?: string,
): TPreviewEquipmentPolicyInput {
  return { ...(policyId ? { policy_id: policyId } : {}), is_default: values.is_default, match: toMatch(values) };
}

/** The body of POST /equipment-policies (PATCH takes the same fields). */
export function toRequest(values: TPolicyForm): TCreateEquipmentPolicyInput {
  const product = ({ product_id, configuration_id }: { product_id: string; configuration_id: string }) => ({
    product_id,
    configuration_id: configuration_id || null,
  });
  return {
    name: values.name,
    description: values.description.trim() || null,
    is_default: values.is_default,
    match: toMatch(values),
    kit_ids: values.kit_ids,
    products: values.products.map((item) => ({ ...product(item), quantity: item.quantity })),
    choices: values.choices.map((choice) => ({
      name: choice.name,
      options: choice.options.map((option) => ({ label: option.label, ...product(option) })),
      default_option: choice.default_option,
    })),
    budget: values.budget.amount
      ? { amount: Number(values.budget.amount), currency: values.budget.currency.toUpperCase() }
      : null,
  };
}
