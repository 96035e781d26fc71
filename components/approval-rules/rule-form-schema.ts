import { z } from 'zod';
import {
  ZCreateApprovalRuleRequest,
  type TApprovalCondition,
  type TApprovalRule,
  type TApprover,
} from '@/lib/contract/approvals';

// The form's variant of the approval-rule contract: amounts and departments as the text inputs hold them, every
// field of every kind kept while the user switches between kinds. `toRequest` turns it into the body of POST (PATCH
// takes the same fields) and the form is checked against the contract itself, so its messages are the API's; the
// API's own checks (a second step above the rule's amount) come back as field details on the same paths.

export type TConditionType = TApprovalCondition['type'];
export type TApproverType = TApprover['type'];

export const CONDITION_LABELS: Record<TConditionType, string> = {
  amount_over: 'The accepted total is over an amount',
  freeform_items: 'A freeform item is accepted',
  outside_policy: 'An item outside the equipment policy',
  departments: 'A recipient is in certain departments',
};
const CONDITION_TYPES = Object.keys(CONDITION_LABELS) as [TConditionType, ...TConditionType[]];

export const APPROVER_LABELS: Record<TApproverType, string> = {
  recipient_manager: "The recipient's manager",
  person: 'A named person',
  any_manager: 'Anyone with the manager role',
};
const APPROVER_TYPES = Object.keys(APPROVER_LABELS) as [TApproverType, ...TApproverType[]];

const AMOUNT = /^\d+(\.\d{1,2})?$/;
const AMOUNT_MESSAGE = 'must be an amount such as 5000 or 5000.50';

const ZApproverForm = z.object({ type: z.enum(APPROVER_TYPES), email: z.string(), name: z.string() });

const ZRuleFormShape = z.object({
  name: z.string(),
  active: z.boolean(),
  condition: z.object({ type: z.enum(CONDITION_TYPES), amount: z.string(), departments: z.string() }),
  currency: z.string(),
  approver: ZApproverForm,
  second_step: z.object({
    enabled: z.boolean(),
    above_amount: z.string(),
    when_over_budget: z.boolean(),
    approver: ZApproverForm,
  }),
  fallback_approver: z.object({ email: z.string(), name: z.string() }),
});
export type TRuleForm = z.infer<typeof ZRuleFormShape>;

const splitList = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** The departments typed so far, as a list. */
export const departmentsOf = splitList;

/** A number for a well-formed amount; anything else is left to the form's own message (0 keeps the contract quiet). */
const amountOf = (text: string) => (AMOUNT.test(text.trim()) ? Number(text.trim()) : 0);

function approverOf(values: TRuleForm['approver']): TApprover {
  return values.type === 'person'
    ? { type: 'person', email: values.email.trim(), name: values.name.trim() || null }
    : { type: values.type };
}

/** The body of POST /approval-rules (PATCH takes the same fields). */
export function toRequest(values: TRuleForm): z.input<typeof ZCreateApprovalRuleRequest> {
  const { condition, second_step: step, fallback_approver: fallback } = values;
  return {
    name: values.name,
    active: values.active,
    condition:
      condition.type === 'amount_over'
        ? { type: 'amount_over', amount: amountOf(condition.amount) }
        : condition.type === 'departments'
          ? { type: 'departments', departments: splitList(condition.departments) }
          : { type: condition.type },
    currency: values.currency.trim().toUpperCase(),
    approver: approverOf(values.approver),
    second_step: step.enabled
      ? {
          above_amount: step.above_amount.trim() ? amountOf(step.above_amount) : null,
          when_over_budget: step.when_over_budget,
          approver: approverOf(step.approver),
        }
      : null,
    fallback_approver: fallback.email.trim()
      ? { email: fallback.email.trim(), name: fallback.name.trim() || null }
      : null,
  };
}

/** The form's checks: the amounts as typed, a second step that can happen, then the contract itself. */
export const ZRuleForm = ZRuleFormShape.superRefine((values, ctx) => {
  const own: string[] = [];
  const fail = (path: (string | number)[], message: string) => {
    own.push(path.join('.'));
    ctx.addIssue({ code: 'custom', path, message });
  };
  if (values.condition.type === 'amount_over' && !AMOUNT.test(values.condition.amount.trim()))
    fail(['condition', 'amount'], values.condition.amount.trim() ? AMOUNT_MESSAGE : 'give the amount');
  const step = values.second_step;
  if (step.enabled && step.above_amount.trim() && !AMOUNT.test(step.above_amount.trim()))
    fail(['second_step', 'above_amount'], AMOUNT_MESSAGE);
  if (step.enabled && !step.above_amount.trim() && !step.when_over_budget)
    fail(['second_step', 'above_amount'], 'give an amount, or choose “when the quote is over budget”');
  const parsed = ZCreateApprovalRuleRequest.safeParse(toRequest(values));
  if (parsed.success) return;
  for (const issue of parsed.error.issues) {
    const path = issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part));
    if (!own.some((taken) => path.join('.').startsWith(taken)))
      ctx.addIssue({ code: 'custom', path, message: issue.message });
  }
});

const approverValues = (approver?: TApprover): TRuleForm['approver'] => ({
  type: approver?.type ?? 'recipient_manager',
  email: approver?.type === 'person' ? approver.email : '',
  name: approver?.type === 'person' ? (approver.name ?? '') : '',
});

/** The form's values for a rule (or a new one: over an amount, the recipient's manager, active). */
export function toFormValues(rule?: TApprovalRule): TRuleForm {
  const condition = rule?.condition;
  const step = rule?.second_step;
  return {
    name: rule?.name ?? '',
    active: rule?.active ?? true,
    condition: {
      type: condition?.type ?? 'amount_over',
      amount: condition?.type === 'amount_over' ? String(condition.amount) : '',
      departments: condition?.type === 'departments' ? condition.departments.join(', ') : '',
    },
    currency: rule?.currency ?? 'USD',
    approver: approverValues(rule?.approver),
    second_step: {
      enabled: Boolean(step),
      above_amount: step?.above_amount == null ? '' : String(step.above_amount),
      when_over_budget: step?.when_over_budget ?? false,
      approver: approverValues(step?.approver ?? { type: 'person', email: '', name: null }),
    },
    fallback_approver: {
      email: rule?.fallback_approver?.email ?? '',
      name: rule?.fallback_approver?.name ?? '',
    },
  };
}
