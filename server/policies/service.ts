import {
  MAX_EQUIPMENT_POLICIES,
  type TCreateEquipmentPolicyRequest,
  type TEquipmentPolicy,
  type TListEquipmentPoliciesQuery,
  type TUpdateEquipmentPolicyRequest,
} from '@/lib/contract/equipment-policies';
import type { Db } from '../db/client';
import type { CompanyScope } from '../core/scope';
import { ApiError, notFound } from '../core/errors';
import { pageOf } from '../db/pagination';
import { inEvaluationOrder } from './match';
import { checkReferences, invalid } from './references';
import * as repo from './repo';

export function toPolicy(row: repo.PolicyRow): TEquipmentPolicy {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    position: row.position,
    is_default: row.isDefault,
    match: { departments: row.departments, countries: row.countries, job_titles: row.jobTitles },
    kit_ids: row.kitIds,
    products: row.products,
    choices: row.choices,
    budget: row.budgetAmount === null ? null : { amount: row.budgetAmount, currency: row.budgetCurrency ?? 'USD' },
    livemode: row.livemode,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listPolicies(db: Db, scope: CompanyScope, query: TListEquipmentPoliciesQuery) {
  const rows = await repo.listPolicies(db, scope, query);
  return pageOf(rows, { ...query, sort: 'position' }, (row) => String(row.position));
}

export async function getPolicyOrThrow(db: Db, scope: CompanyScope, id: string) {
  const row = await repo.findPolicy(db, scope, id);
  if (!row) throw notFound('equipment policy', id);
  return row;
}

type Input = TCreateEquipmentPolicyRequest | TUpdateEquipmentPolicyRequest;

/** The columns a body sets (those it leaves out stay as they are). */
function valuesOf(input: Input): Partial<repo.PolicyValues> {
  return {
    name: input.name,
    description: input.description,
    isDefault: input.is_default,
    departments: input.match?.departments,
    countries: input.match?.countries,
    jobTitles: input.match?.job_titles,
    kitIds: input.kit_ids,
    products: input.products?.map(({ product_id, configuration_id, quantity }) => ({
      product_id,
      configuration_id: configuration_id ?? null,
      quantity,
    })),
    choices: input.choices?.map((choice) => {
      const options = choice.options.map(({ label, product_id, configuration_id, quantity }) => ({
        label,
        product_id,
        configuration_id: configuration_id ?? null,
        quantity,
      }));
      // The default is stored as its option's label, in that option's spelling.
      const fallback = options.find((option) => option.label.toLowerCase() === choice.default_option.toLowerCase());
      return { name: choice.name, options, default_option: fallback!.label };
    }),
    ...(input.budget === undefined
      ? {}
      : { budgetAmount: input.budget?.amount ?? null, budgetCurrency: input.budget?.currency ?? null }),
  };
}

const tooMany = () =>
  new ApiError(
    'CONFLICT',
    `A company has at most ${MAX_EQUIPMENT_POLICIES} equipment policies in each mode; delete or merge rules first.`,
    { limit: MAX_EQUIPMENT_POLICIES },
  );

export const secondDefault = (existing: { id: string; name: string }) =>
  new ApiError(
    'CONFLICT',
    `There is already a default rule ('${existing.name}'); change that one, or set is_default to false on it first.`,
    { default_policy_id: existing.id },
  );

/** The index a rule goes to among the `count` other rules before the default, from a 1-based `position`. */
export function slotOf(position: number, count: number, hasDefault: boolean): number {
  if (position > count + 1) {
    const last = hasDefault ? '; the default rule stays after them' : '';
    throw invalid([{ path: 'position', message: `must be from 1 to ${count + 1}${last}` }]);
  }
  return position - 1;
}

/** Writes positions 1…n in the given order, for the rows whose position changes. */
async function renumber(db: Db, scope: CompanyScope, ordered: repo.PolicyRow[]) {
  for (const [index, row] of ordered.entries()) {
    if (row.position !== index + 1) await repo.setPosition(db, scope, row.id, index + 1);
  }
}

export async function createPolicy(db: Db, scope: CompanyScope, input: TCreateEquipmentPolicyRequest) {
  return db.transaction(async (tx) => {
    await repo.lockPolicies(tx, scope);
    const rules = inEvaluationOrder(await repo.listAllPolicies(tx, scope));
    if (rules.length >= MAX_EQUIPMENT_POLICIES) throw tooMany();
    const fallback = rules.find((rule) => rule.isDefault);
    const ordinary = rules.filter((rule) => !rule.isDefault);
    if (input.is_default && fallback) throw secondDefault(fallback);
    const slot = input.is_default
      ? ordinary.length
      : input.position === undefined
        ? ordinary.length
        : slotOf(input.position, ordinary.length, fallback !== undefined);
    await checkReferences(tx, scope, input);
    const values = valuesOf(input);
    const row = await repo.insertPolicy(tx, scope, {
      ...values,
      name: input.name,
      position: slot + 1,
    });
    await renumber(tx, scope, [
      ...ordinary.slice(0, slot),
      row,
      ...ordinary.slice(slot),
      ...(fallback ? [fallback] : []),
    ]);
    return getPolicyOrThrow(tx, scope, row.id);
  });
}

export async function updatePolicyOrThrow(
  db: Db,
  scope: CompanyScope,
  id: string,
  input: TUpdateEquipmentPolicyRequest,
) {
  return db.transaction(async (tx) => {
    await repo.lockPolicies(tx, scope);
    const rules = inEvaluationOrder(await repo.listAllPolicies(tx, scope));
    const current = rules.find((rule) => rule.id === id);
    if (!current) throw notFound('equipment policy', id);
    const isDefault = input.is_default ?? current.isDefault;
    const others = rules.filter((rule) => rule.id !== id);
    const fallback = others.find((rule) => rule.isDefault);
    const ordinary = others.filter((rule) => !rule.isDefault);
    if (isDefault) {
      if (fallback) throw secondDefault(fallback);
      if (input.position !== undefined)
        throw invalid([{ path: 'position', message: 'the default rule is always evaluated last: leave position out' }]);
      const match = input.match ?? {
        departments: current.departments,
        countries: current.countries,
        job_titles: current.jobTitles,
      };
      if (match.departments.length || match.countries.length || match.job_titles.length)
        throw invalid([
          {
            path: 'match',
            message:
              'a default rule matches everyone: set departments, countries and job titles to [] in the same request',
          },
        ]);
    }
    const slot = isDefault
      ? ordinary.length
      : input.position !== undefined
        ? slotOf(input.position, ordinary.length, fallback !== undefined)
        : current.isDefault
          ? ordinary.length
          : rules.filter((rule) => !rule.isDefault).indexOf(current);
    await checkReferences(tx, scope, input);
    const row = (await repo.updatePolicy(tx, scope, id, valuesOf(input)))!;
    await renumber(tx, scope, [
      ...ordinary.slice(0, slot),
      row,
      ...ordinary.slice(slot),
      ...(fallback ? [fallback] : []),
    ]);
    return getPolicyOrThrow(tx, scope, id);
  });
}

export async function deletePolicyOrThrow(db: Db, scope: CompanyScope, id: string) {
  await db.transaction(async (tx) => {
    await repo.lockPolicies(tx, scope);
    if (!(await repo.deletePolicy(tx, scope, id))) throw notFound('equipment policy', id);
    await renumber(tx, scope, inEvaluationOrder(await repo.listAllPolicies(tx, scope)));
  });
}
