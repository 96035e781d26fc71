import type { TCreateQuoteRequest } from '@/lib/contract/quotes';
import type { TEmployee } from '@/lib/contract/employees';
import type { TEquipmentPolicy } from '@/lib/contract/equipment-policies';
import type { TOnboardingDraft } from '@/lib/contract/onboarding';
import type { TProduct } from '@/lib/contract/catalog';
import { multiplyMoney, sumMoney } from '@/lib/money';
import type { Db } from '../db/client';
import type { CompanyScope } from '../core/scope';
import type { StoredChoicePick } from '../db/schema';
import { findProductsByIds } from '../catalog/service';
import { findKit } from '../catalog/kits';
import { policyFor } from '../policies/matches';

// A hire's draft quote, drawn from the equipment policy they match now, the options picked for its choices (the
// default where none was), and the catalog's estimates for the budget check. Nothing of it is stored before the
// quote is submitted, so a new policy, address or job title re-plans it.

type Line = TOnboardingDraft['items'][number];
type Estimate = { amount: number; currency: string } | null;

function estimateOf(
  products: Map<string, TProduct>,
  productId: string,
  configurationId: string | null,
  quantity: number,
): Estimate {
  const product = products.get(productId);
  if (!product) return null;
  const priced = product.configurations.filter((configuration) => configuration.price_estimate !== null);
  const configuration =
    priced.find((candidate) => candidate.id === configurationId) ??
    [...priced].sort((a, b) => a.price_estimate! - b.price_estimate!)[0];
  return configuration
    ? {
        amount: multiplyMoney(configuration.price_estimate!, quantity, configuration.currency),
        currency: configuration.currency,
      }
    : null;
}

/** A draft as the API answers it: without the quote request it would submit. */
export function draftView(draft: TOnboardingDraft & { request?: unknown }): TOnboardingDraft {
  const { request: _request, ...view } = draft;
  return view;
}

/** The label of the option taken for a choice: the one picked (any letter case), else the default. */
export function optionTaken(choice: TEquipmentPolicy['choices'][number], picked: string | undefined) {
  const byLabel = (label: string | undefined) =>
    choice.options.find((option) => option.label.toLowerCase() === label?.toLowerCase());
  return { option: byLabel(picked) ?? byLabel(choice.default_option)!, isPicked: Boolean(byLabel(picked)) };
}

/** The option's label, with the product's name when it says more (`UK layout (Magic Keyboard)`). */
const nameOfOption = (label: string, product: string | undefined) =>
  !product
    ? `${label} (removed product)`
    : product.toLowerCase() === label.toLowerCase()
      ? label
      : `${label} (${product})`;

/**
 * `picks` says who picked each choice (shown on the draft's choices); `who` names the hire in the blockers (their
 * name by default; "The hire" for a caller that may not read the directory).
 */
export async function draftFor(
  db: Db,
  tenant: CompanyScope,
  employee: TEmployee,
  picked: Record<string, string>,
  options: { picks?: Record<string, StoredChoicePick>; who?: string } = {},
): Promise<TOnboardingDraft & { request: Omit<TCreateQuoteRequest, 'requester_email'> | null }> {
  const who = options.who ?? employee.name;
  const policy = await policyFor(db, tenant, {
    department: employee.department,
    country: employee.country,
    jobTitle: employee.job_title,
  });
  const blockers: string[] = [];
  if (!employee.address)
    blockers.push(`${who} has no address in the directory: add it in the HRIS or the identity provider.`);
  if (!employee.country)
    blockers.push(`${who} has no country in the directory: add it in the HRIS or the identity provider.`);
  if (!policy) {
    blockers.push('No equipment policy matches this person: add a rule for them, or a default rule.');
    return {
      policy: null,
      items: [],
      choices: [],
      budget: null,
      estimated_total: null,
      currency: null,
      over_budget: false,
      blockers,
      request: null,
    };
  }
  const kits = await Promise.all(policy.kit_ids.map((id) => findKit(db, tenant, id)));
  const productIds = [
    ...policy.products.map((product) => product.product_id),
    ...policy.choices.flatMap((choice) => choice.options.map((option) => option.product_id)),
    ...kits.flatMap((kit) => kit?.items.flatMap((item) => (item.product_id ? [item.product_id] : [])) ?? []),
  ];
  const products = await findProductsByIds(db, [...new Set(productIds)]);
  const estimates: Estimate[] = [];
  const items: Line[] = [];
  kits.forEach((kit, index) => {
    if (!kit) {
      blockers.push(`The policy names a kit that no longer exists (${policy.kit_ids[index]}): edit the policy.`);
      return;
    }
    const parts = kit.items.map((item) =>
      item.product_id ? estimateOf(products, item.product_id, item.configuration_id, item.quantity) : null,
    );
    const complete = parts.every(Boolean) && new Set(parts.map((part) => part!.currency)).size === 1;
    const estimate =
      complete && parts.length > 0
        ? {
            amount: sumMoney(
              parts.map((part) => part!.amount),
              parts[0]!.currency,
            ),
            currency: parts[0]!.currency,
          }
        : null;
    estimates.push(estimate);
    items.push({
      kind: 'kit',
      name: kit.name,
      kit_id: kit.id,
      product_id: null,
      configuration_id: null,
      quantity: 1,
      estimate: estimate?.amount ?? null,
      choice: null,
    });
  });
  for (const line of policy.products) {
    const estimate = estimateOf(products, line.product_id, line.configuration_id, line.quantity);
    estimates.push(estimate);
    items.push({
      kind: 'product',
      name: products.get(line.product_id)?.name ?? 'Removed product',
      kit_id: null,
      product_id: line.product_id,
      configuration_id: line.configuration_id,
      quantity: line.quantity,
      estimate: estimate?.amount ?? null,
      choice: null,
    });
  }
  const choices = policy.choices.map((choice) => {
    const { option, isPicked } = optionTaken(choice, picked[choice.name]);
    const estimate = estimateOf(products, option.product_id, option.configuration_id, option.quantity);
    estimates.push(estimate);
    items.push({
      kind: 'choice',
      name: nameOfOption(option.label, products.get(option.product_id)?.name),
      kit_id: null,
      product_id: option.product_id,
      configuration_id: option.configuration_id,
      quantity: option.quantity,
      estimate: estimate?.amount ?? null,
      choice: choice.name,
    });
    return {
      name: choice.name,
      options: choice.options.map(({ label, product_id, quantity }) => ({ label, product_id, quantity })),
      default_option: choice.default_option,
      chosen: isPicked ? option.label : null,
      chosen_by: isPicked ? (options.picks?.[choice.name]?.by ?? null) : null,
      chosen_at: isPicked ? (options.picks?.[choice.name]?.at ?? null) : null,
    };
  });
  if (items.length === 0)
    blockers.push(`The policy "${policy.name}" gives nothing to order: add kits or products to it.`);
  const currency = policy.budget?.currency ?? estimates.find(Boolean)?.currency ?? null;
  const counted = estimates.filter((estimate) => estimate && estimate.currency === currency);
  const total =
    counted.length > 0 && currency
      ? sumMoney(
          counted.map((estimate) => estimate!.amount),
          currency,
        )
      : null;
  const recipient =
    employee.address && employee.country
      ? { name: employee.name, email: employee.email, country: employee.country, address: employee.address }
      : null;
  return {
    policy: { id: policy.id, name: policy.name },
    items,
    choices,
    budget: policy.budget,
    estimated_total: total,
    currency,
    over_budget: Boolean(policy.budget && total !== null && total > policy.budget.amount),
    blockers,
    request:
      recipient && blockers.length === 0
        ? {
            notification_emails: [],
            items: items.map((item) =>
              item.kit_id
                ? { kit_id: item.kit_id, quantity: item.quantity, recipients: [recipient] }
                : {
                    product_id: item.product_id!,
                    ...(item.configuration_id ? { configuration_id: item.configuration_id } : {}),
                    quantity: item.quantity,
                    recipients: [recipient],
                  },
            ),
          }
        : null,
  };
}
