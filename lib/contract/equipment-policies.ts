import { z } from 'zod';
import {
  dataResponse,
  listResponse,
  ZIsoCountryCode,
  ZIsoCountryCodeInput,
  ZCurrency,
  ZListMeta,
  ZLivemode,
  ZMoneyAmount,
  ZPaginationQuery,
  ZTimestamp,
} from './common';
import { ZEmployee } from './employees';

// Equipment policies: a company's ordered rules of who gets what. An employee gets the first rule (by `position`)
// whose criteria they meet; the default rule, if any, matches everyone and is always evaluated last.

/** At most this many policies per company and mode. */
export const MAX_EQUIPMENT_POLICIES = 100;
/** Who a preview shows by default (its `limit`). */
export const PREVIEW_SAMPLE_DEFAULT = 10;

const zText = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);

export const ZEquipmentPolicyMatch = z
  .object({
    departments: z.array(z.string()).meta({ description: 'Any of these departments; empty: any department.' }),
    countries: z.array(ZIsoCountryCode).meta({ description: 'Any of these countries; empty: any country.' }),
    job_titles: z.array(z.string()).meta({ description: 'Any of these job titles; empty: any job title.' }),
  })
  .meta({
    id: 'EquipmentPolicyMatch',
    description:
      'Who the rule is for: an employee matches when each non-empty list holds their value (case-insensitive, whole value). An employee without a department, country or job title matches only the lists left empty.',
  });
export type TEquipmentPolicyMatch = z.infer<typeof ZEquipmentPolicyMatch>;

export const ZEquipmentPolicyProduct = z
  .object({
    product_id: z.uuid(),
    configuration_id: z.uuid().nullable().meta({ description: "One of the product's configurations, or null." }),
    quantity: z.number().int(),
  })
  .meta({ id: 'EquipmentPolicyProduct' });
export type TEquipmentPolicyProduct = z.infer<typeof ZEquipmentPolicyProduct>;

export const ZEquipmentPolicyChoiceOption = ZEquipmentPolicyProduct.extend({
  label: z.string().meta({ description: 'What the new hire picks, e.g. `MacBook Pro 14"` or `UK layout`.' }),
}).meta({ id: 'EquipmentPolicyChoiceOption' });

export const ZEquipmentPolicyChoice = z
  .object({
    name: z.string().meta({ description: 'What is chosen, e.g. `Laptop` or `Keyboard layout`.' }),
    options: z.array(ZEquipmentPolicyChoiceOption),
    default_option: z
      .string()
      .meta({ description: 'The label of the option taken when the new hire has not picked by the deadline.' }),
  })
  .meta({ id: 'EquipmentPolicyChoice' });
export type TEquipmentPolicyChoice = z.infer<typeof ZEquipmentPolicyChoice>;

export const ZEquipmentPolicyBudget = z
  .object({ amount: z.number(), currency: ZCurrency })
  .meta({ id: 'EquipmentPolicyBudget', description: 'What may be spent on one person under this rule.' });

export const ZEquipmentPolicy = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    position: z.number().int().meta({
      description:
        'Order of evaluation, from 1: the first rule an employee matches is theirs. The default rule is last.',
    }),
    is_default: z.boolean().meta({ description: 'The rule for everyone no other rule matches; at most one.' }),
    match: ZEquipmentPolicyMatch,
    kit_ids: z.array(z.uuid()).meta({ description: "The company's kits (GET /kits) everyone under this rule gets." }),
    products: z.array(ZEquipmentPolicyProduct).meta({ description: 'Catalog products given besides the kits.' }),
    choices: z.array(ZEquipmentPolicyChoice).meta({ description: 'Where the new hire picks one option of several.' }),
    budget: ZEquipmentPolicyBudget.nullable(),
    livemode: ZLivemode,
    created_at: ZTimestamp,
    updated_at: ZTimestamp,
  })
  .meta({ id: 'EquipmentPolicy' });
export type TEquipmentPolicy = z.infer<typeof ZEquipmentPolicy>;

// Requests

const zQuantity = z
  .number()
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(100, 'must be at most 100')
  .default(1);

export const ZEquipmentPolicyMatchInput = z.strictObject({
  departments: z.array(zText(100)).max(50).default([]),
  countries: z.array(ZIsoCountryCodeInput).max(250).default([]),
  job_titles: z.array(zText(200)).max(100).default([]),
});

export const ZEquipmentPolicyProductInput = z.strictObject({
  product_id: z.uuid('must be a product id (GET /products)'),
  configuration_id: z.uuid('must be a configuration id of the product').nullable().optional(),
  quantity: zQuantity,
});

export const ZEquipmentPolicyChoiceInput = z
  .strictObject({
    name: zText(100),
    options: z
      .array(ZEquipmentPolicyProductInput.extend({ label: zText(100) }))
      .min(2, 'give at least two options: a choice of one is no choice')
      .max(10),
    default_option: zText(100).meta({ description: 'The label of one of the options.' }),
  })
  .superRefine((choice, context) => {
    const labels = choice.options.map((option) => option.label.toLowerCase());
    labels.forEach((label, index) => {
      if (labels.indexOf(label) !== index)
        context.addIssue({ code: 'custom', path: ['options', index, 'label'], message: 'is used by another option' });
    });
    if (!labels.includes(choice.default_option.toLowerCase()))
      context.addIssue({
        code: 'custom',
        path: ['default_option'],
        message: `must be the label of one of the options (${choice.options.map((option) => option.label).join(', ')})`,
      });
  });

export const ZEquipmentPolicyBudgetInput = z.strictObject({
  amount: ZMoneyAmount,
  currency: ZCurrency.default('USD'),
});

const zPosition = z
  .number()
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .meta({ description: 'Where the rule goes in the order (from 1); the rules from there on move one down.' });

const policyFields = {
  name: zText(200),
  description: z.string().trim().max(2000).nullable(),
  position: zPosition,
  is_default: z.boolean(),
  match: ZEquipmentPolicyMatchInput,
  kit_ids: z.array(z.uuid('must be a kit id (GET /kits)')).max(20),
  products: z.array(ZEquipmentPolicyProductInput).max(50),
  choices: z.array(ZEquipmentPolicyChoiceInput).max(20),
  budget: ZEquipmentPolicyBudgetInput.nullable(),
};

type PolicyShape = {
  is_default?: boolean;
  match?: z.infer<typeof ZEquipmentPolicyMatchInput>;
  position?: number;
  choices?: { name: string }[];
};

/** What holds within one body: a default rule matches everyone and is last; choice names differ. */
function checkPolicy(policy: PolicyShape, context: z.RefinementCtx) {
  const { match } = policy;
  if (policy.is_default && match && (match.departments.length || match.countries.length || match.job_titles.length))
    context.addIssue({
      code: 'custom',
      path: ['match'],
      message:
        'a default rule matches everyone: leave departments, countries and job titles empty, or set is_default to false',
    });
  if (policy.is_default && policy.position !== undefined)
    context.addIssue({
      code: 'custom',
      path: ['position'],
      message: 'the default rule is always evaluated last: leave position out',
    });
  const names = (policy.choices ?? []).map((choice) => choice.name.toLowerCase());
  names.forEach((name, index) => {
    if (names.indexOf(name) !== index)
      context.addIssue({ code: 'custom', path: ['choices', index, 'name'], message: 'is used by another choice' });
  });
}

export const ZCreateEquipmentPolicyRequest = z
  .strictObject({
    ...policyFields,
    description: policyFields.description.optional(),
    position: policyFields.position.optional().meta({
      description: 'Where the rule goes in the order (from 1); default: after the last rule, before the default.',
    }),
    is_default: policyFields.is_default.default(false),
    match: ZEquipmentPolicyMatchInput.default({ departments: [], countries: [], job_titles: [] }),
    kit_ids: policyFields.kit_ids.default([]),
    products: policyFields.products.default([]),
    choices: policyFields.choices.default([]),
    budget: policyFields.budget.optional(),
  })
  .superRefine(checkPolicy);
export type TCreateEquipmentPolicyRequest = z.infer<typeof ZCreateEquipmentPolicyRequest>;
export type TCreateEquipmentPolicyInput = z.input<typeof ZCreateEquipmentPolicyRequest>;

export const ZUpdateEquipmentPolicyRequest = z
  .strictObject({
    name: policyFields.name.optional(),
    description: policyFields.description.optional(),
    position: policyFields.position.optional().meta({
      description: 'Moves the rule to this place in the order (from 1); the rules in between shift by one.',
    }),
    is_default: policyFields.is_default.optional(),
    match: ZEquipmentPolicyMatchInput.optional().meta({
      description: 'Replaces the criteria; a list left out of it matches anyone.',
    }),
    kit_ids: policyFields.kit_ids.optional(),
    products: policyFields.products.optional(),
    choices: policyFields.choices.optional(),
    budget: policyFields.budget.optional(),
  })
  .superRefine(checkPolicy);
export type TUpdateEquipmentPolicyRequest = z.infer<typeof ZUpdateEquipmentPolicyRequest>;

export const ZEquipmentPolicyResponse = dataResponse(ZEquipmentPolicy);
export const ZListEquipmentPoliciesQuery = ZPaginationQuery;
export type TListEquipmentPoliciesQuery = z.infer<typeof ZListEquipmentPoliciesQuery>;
export const ZListEquipmentPoliciesResponse = listResponse(ZEquipmentPolicy);

// Who a rule matches

const ZMatchesMeta = ZListMeta.extend({
  total: z.number().int().meta({ description: 'How many employees the rule is the first match of.' }),
});

export const ZListEquipmentPolicyMatchesQuery = ZPaginationQuery;
export type TListEquipmentPolicyMatchesQuery = z.infer<typeof ZListEquipmentPolicyMatchesQuery>;
export const ZListEquipmentPolicyMatchesResponse = z.object({ data: z.array(ZEmployee), meta: ZMatchesMeta });

export const ZPreviewEquipmentPolicyRequest = z
  .strictObject({
    policy_id: z.uuid('must be an equipment policy id').optional().meta({
      description: 'The policy being edited: the draft takes its place (and its position, unless one is given).',
    }),
    position: zPosition.optional(),
    is_default: z.boolean().default(false),
    match: ZEquipmentPolicyMatchInput.default({ departments: [], countries: [], job_titles: [] }),
  })
  .superRefine(checkPolicy);
export type TPreviewEquipmentPolicyRequest = z.infer<typeof ZPreviewEquipmentPolicyRequest>;
export type TPreviewEquipmentPolicyInput = z.input<typeof ZPreviewEquipmentPolicyRequest>;

export const ZPreviewEquipmentPolicyQuery = z.object({
  limit: ZPaginationQuery.shape.limit.default(PREVIEW_SAMPLE_DEFAULT).meta({
    description: `How many of the matching employees to return, 1–100 (default ${PREVIEW_SAMPLE_DEFAULT}).`,
  }),
});

export const ZEquipmentPolicyPreview = z
  .object({
    total: z.number().int().meta({ description: 'Employees the draft rule would be the first match of.' }),
    shadowed: z.number().int().meta({
      description: 'Employees who meet its criteria but whom an earlier rule takes (first match wins).',
    }),
    position: z.number().int().meta({ description: 'Where the draft would sit in the order.' }),
    employees: z.array(ZEmployee).meta({ description: 'The first `limit` of the matching employees, by name.' }),
  })
  .meta({ id: 'EquipmentPolicyPreview' });
export type TEquipmentPolicyPreview = z.infer<typeof ZEquipmentPolicyPreview>;
export const ZPreviewEquipmentPolicyResponse = dataResponse(ZEquipmentPolicyPreview);
