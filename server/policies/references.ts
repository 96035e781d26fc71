import type { TCreateEquipmentPolicyRequest } from '@/lib/contract/equipment-policies';
import type { Db } from '../db/client';
import type { CompanyScope } from '../core/scope';
import { ApiError, type ErrorDetail } from '../core/errors';
import { findKit } from '../catalog/kits';
import { findProductsByIds } from '../catalog/service';

type References = Partial<Pick<TCreateEquipmentPolicyRequest, 'kit_ids' | 'products' | 'choices'>>;
type ProductRef = { product_id: string; configuration_id?: string | null };

/** Every problem of the body's kits and products at once, as one 400 naming each path. */
export async function checkReferences(db: Db, scope: CompanyScope, input: References): Promise<void> {
  const problems: ErrorDetail[] = [];
  for (const [index, id] of (input.kit_ids ?? []).entries()) {
    if (input.kit_ids!.indexOf(id) !== index) {
      problems.push({ path: `kit_ids[${index}]`, message: 'is listed twice; give each kit once' });
    } else if (!(await findKit(db, scope, id))) {
      const where = scope.livemode ? '' : ' in the sandbox';
      problems.push({
        path: `kit_ids[${index}]`,
        message: `no kit with id '${id}' is one of your company's kits${where}; list them with GET /api/v1/kits`,
      });
    }
  }
  const named: { path: string; ref: ProductRef }[] = [
    ...(input.products ?? []).map((ref, index) => ({ path: `products[${index}]`, ref })),
    ...(input.choices ?? []).flatMap((choice, index) =>
      choice.options.map((ref, option) => ({ path: `choices[${index}].options[${option}]`, ref })),
    ),
  ];
  const products = await findProductsByIds(
    db,
    named.map(({ ref }) => ref.product_id),
  );
  for (const { path, ref } of named) {
    const product = products.get(ref.product_id);
    if (!product) {
      problems.push({
        path: `${path}.product_id`,
        message: `no product with id '${ref.product_id}' is in the catalog; find one with GET /api/v1/products`,
      });
      continue;
    }
    if (!product.active) {
      problems.push({
        path: `${path}.product_id`,
        message: `${product.name} is no longer offered (inactive in the catalog); pick an active product`,
      });
      continue;
    }
    if (!ref.configuration_id) continue;
    const configuration = product.configurations.find((candidate) => candidate.id === ref.configuration_id);
    if (!configuration) {
      problems.push({
        path: `${path}.configuration_id`,
        message: `is not a configuration of ${product.name}; GET /api/v1/products/${product.id} lists its configurations`,
      });
    } else if (!configuration.active) {
      problems.push({
        path: `${path}.configuration_id`,
        message: `this configuration of ${product.name} is no longer offered; pick an active one`,
      });
    }
  }
  if (problems.length) throw invalid(problems);
}

/** A 400 in the form the request validation gives: the first three problems in the message, all in `details`. */
export function invalid(problems: ErrorDetail[]): ApiError {
  const shown = problems.slice(0, 3).map((problem) => `${problem.path}: ${problem.message}`);
  const more = problems.length > 3 ? `; and ${problems.length - 3} more` : '';
  return new ApiError('VALIDATION_ERROR', `Invalid request. ${shown.join('; ')}${more}.`, problems);
}
