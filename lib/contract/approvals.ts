import { z } from 'zod';
import { ZConversion } from './currency-settings';
import { dataResponse, listResponse, ZCurrency, ZMoneyAmount, ZPaginationQuery, ZTimestamp } from './common';

// Approvals: a company's rules of which quotes need whose approval, and the requests that hold a quote's decisions
// until the approvers approve. Without rules (or for API keys not marked `requires_approval`) decisions take effect
// at once, as the spec describes.

/** At most this many approval rules per company and mode. */
export const MAX_APPROVAL_RULES = 50;

/** The headers the dashboard (or any system that signs its own users in) names the person acting with. */
export const ACTOR_HEADERS = {
  email: 'loadout-actor-email',
  name: 'loadout-actor-name',
  role: 'loadout-actor-role',
  /** Where the person acts from, as the dashboard saw them: recorded in the audit log. */
  ip: 'loadout-actor-ip',
  userAgent: 'loadout-actor-user-agent',
} as const;

const zEmail = z.email('must be an e-mail address').toLowerCase();
const zText = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);

const APPROVER_DESCRIPTION =
  'Who approves: `recipient_manager` (the manager the directory names for each recipient; any one of them may approve, and anyone with the manager role when no recipient has one), `person` (one named person, by e-mail), or `any_manager` (anyone with the manager role). The requester never approves their own request.';

// Request bodies and answers have schemas of their own where a request may leave out what the answer always has.

export const ZApprover = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('recipient_manager') }),
    z.object({ type: z.literal('person'), email: z.string(), name: z.string().nullable() }),
    z.object({ type: z.literal('any_manager') }),
  ])
  .meta({ id: 'Approver', description: APPROVER_DESCRIPTION });
export type TApprover = z.infer<typeof ZApprover>;

const ZApproverInput = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('recipient_manager') }),
    z.object({ type: z.literal('person'), email: zEmail, name: z.string().trim().max(200).nullable().default(null) }),
    z.object({ type: z.literal('any_manager') }),
  ])
  .meta({ description: APPROVER_DESCRIPTION });

export const ZApprovalCondition = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('amount_over'), amount: ZMoneyAmount }),
    z.object({ type: z.literal('freeform_items') }),
    z.object({ type: z.literal('outside_policy') }),
    z.object({
      type: z.literal('departments'),
      departments: z.array(zText(200)).min(1, 'name at least one department'),
    }),
  ])
  .meta({
    id: 'ApprovalCondition',
    description:
      "When the rule covers a quote's requested decisions: `amount_over` (the accepted total exceeds `amount`; only quotes in the rule's currency, since nothing is converted: add a rule per currency), `freeform_items` (an accepted option is a freeform item), `outside_policy` (an accepted option is not a product or kit of the recipient's equipment policy, or the recipient has none), or `departments` (a recipient works in one of them, per the directory; case-insensitive).",
  });
export type TApprovalCondition = z.infer<typeof ZApprovalCondition>;

const ABOVE_AMOUNT = 'A second approval when the accepted total exceeds this (in the rule currency); null: never.';
const WHEN_OVER_BUDGET = 'A second approval when the quote would take a budget (GET /budgets) below zero.';

export const ZApprovalSecondStep = z
  .object({
    above_amount: z.number().nullable().meta({ description: ABOVE_AMOUNT }),
    when_over_budget: z.boolean().meta({ description: WHEN_OVER_BUDGET }),
    approver: ZApprover,
  })
  .meta({ id: 'ApprovalSecondStep' });
export type TApprovalSecondStep = z.infer<typeof ZApprovalSecondStep>;

const ZApprovalSecondStepInput = z.object({
  above_amount: ZMoneyAmount.nullable().default(null).meta({ description: ABOVE_AMOUNT }),
  when_over_budget: z.boolean().default(false).meta({ description: WHEN_OVER_BUDGET }),
  approver: ZApproverInput,
});

export const ZApprovalPerson = z
  .object({ email: z.string(), name: z.string().nullable() })
  .meta({ id: 'ApprovalPerson' });

export const ZApprovalRule = z
  .object({
    id: z.uuid(),
    name: z.string(),
    position: z.number().int().meta({
      description: 'Order of evaluation, from 1: the first active rule that covers a quote decides its approval.',
    }),
    active: z.boolean(),
    condition: ZApprovalCondition,
    currency: ZCurrency.meta({
      description: "The currency of the rule's amounts; an amount applies to quotes in this currency only.",
    }),
    approver: ZApprover,
    second_step: ZApprovalSecondStep.nullable(),
    fallback_approver: ZApprovalPerson.nullable().meta({
      description:
        'Who a step escalates to when it is still undecided five working days after it began; null: anyone with the manager role.',
    }),
    livemode: z.boolean(),
    created_at: ZTimestamp,
    updated_at: ZTimestamp,
  })
  .meta({ id: 'ApprovalRule' });
export type TApprovalRule = z.infer<typeof ZApprovalRule>;

const ZFallbackInput = z.object({ email: zEmail, name: z.string().trim().max(200).nullable().default(null) });

export const ZCreateApprovalRuleRequest = z.strictObject({
  name: zText(200),
  position: z.number().int().min(1).optional().meta({
    description: 'Where the rule goes in the order (from 1); without it, after the others.',
  }),
  active: z.boolean().default(true),
  condition: ZApprovalCondition,
  currency: ZCurrency.default('USD'),
  approver: ZApproverInput,
  second_step: ZApprovalSecondStepInput.nullable().default(null),
  fallback_approver: ZFallbackInput.nullable().default(null),
});
export type TCreateApprovalRuleRequest = z.infer<typeof ZCreateApprovalRuleRequest>;

export const ZUpdateApprovalRuleRequest = z.strictObject({
  name: zText(200).optional(),
  position: z.number().int().min(1).optional(),
  active: z.boolean().optional(),
  condition: ZApprovalCondition.optional(),
  currency: ZCurrency.optional(),
  approver: ZApproverInput.optional(),
  second_step: ZApprovalSecondStepInput.nullable().optional(),
  fallback_approver: ZFallbackInput.nullable().optional(),
});
export type TUpdateApprovalRuleRequest = z.infer<typeof ZUpdateApprovalRuleRequest>;

export const ZListApprovalRulesQuery = ZPaginationQuery;
export const ZApprovalRuleResponse = dataResponse(ZApprovalRule);
export const ZListApprovalRulesResponse = listResponse(ZApprovalRule);

export const APPROVAL_REQUEST_STATUSES = ['collecting', 'pending', 'approved', 'declined', 'cancelled'] as const;
export const APPROVAL_STEP_STATUSES = ['waiting', 'pending', 'approved', 'declined', 'cancelled'] as const;

export const ZRequestedDecision = z
  .object({
    item_id: z.uuid(),
    alternative_id: z.uuid().nullable(),
    action: z.enum(['accept', 'reject']),
    recipients: z
      .array(z.record(z.string(), z.unknown()))
      .nullable()
      .meta({ description: 'The recipients given with the accept, which replace the item’s; null: the item’s own.' }),
  })
  .meta({ id: 'RequestedDecision' });
export type TRequestedDecision = z.infer<typeof ZRequestedDecision>;

export const ZApprovalActor = z
  .object({
    type: z.enum(['user', 'api_key']),
    email: z.string().nullable(),
    name: z.string().nullable(),
    role: z.string().nullable(),
    api_key_id: z.uuid().nullable(),
  })
  .meta({ id: 'ApprovalActor', description: 'A person signed in to the dashboard, or an API key.' });

export const ZApprovalStep = z
  .object({
    position: z.number().int(),
    status: z.enum(APPROVAL_STEP_STATUSES),
    reason: z.string().meta({ description: 'Why this step is needed, e.g. `Accepted total over 5,000.00 USD`.' }),
    approver: ZApprover,
    approvers: z.array(z.string()).meta({ description: 'The e-mails of the people who may decide the step.' }),
    open_to_managers: z.boolean().meta({
      description:
        'Anyone with the manager role may decide it too: the approver is `any_manager`, no named approver could be found, or it escalated without a fallback approver.',
    }),
    started_at: ZTimestamp.nullable(),
    due_at: ZTimestamp.nullable().meta({
      description: 'Two working days after the step began; a reminder goes out then.',
    }),
    reminded_at: ZTimestamp.nullable(),
    escalated_at: ZTimestamp.nullable(),
    decided_by: ZApprovalPerson.nullable(),
    decided_at: ZTimestamp.nullable(),
    comment: z.string().nullable(),
  })
  .meta({ id: 'ApprovalStep' });
export type TApprovalStep = z.infer<typeof ZApprovalStep>;

export const ZBudgetImpactLine = z
  .object({
    budget_id: z.uuid(),
    department: z.string().nullable(),
    period_start: z.string(),
    currency: ZCurrency,
    amount: z.number(),
    remaining: z.number(),
    this_quote: z.number(),
    after: z.number(),
  })
  .meta({ id: 'ApprovalBudgetImpact' });

export const ZApprovalRequest = z
  .object({
    id: z.uuid(),
    quote_id: z.uuid(),
    quote_number: z.string(),
    status: z.enum(APPROVAL_REQUEST_STATUSES).meta({
      description:
        '`collecting` while the quote still has undecided items (the decisions take effect together), `pending` while approvers decide, then `approved`, `declined` or `cancelled`.',
    }),
    rule: z.object({ id: z.uuid().nullable(), name: z.string().nullable() }),
    reasons: z.array(z.string()),
    decisions: z.array(ZRequestedDecision),
    requested_by: ZApprovalActor,
    total: z.number().nullable().meta({ description: 'What the requested accepts cost.' }),
    currency: ZCurrency,
    conversion: ZConversion.nullable().meta({
      description:
        "`total` in the company's reporting currency at the reference rates of the day the request was planned, as approval rules and budgets in that currency count it; `total` × `rate`.",
    }),
    over_budget: z.boolean(),
    budget_impact: z.array(ZBudgetImpactLine),
    steps: z.array(ZApprovalStep),
    requested_at: ZTimestamp.nullable(),
    due_at: ZTimestamp.nullable(),
    decided_at: ZTimestamp.nullable(),
    created_at: ZTimestamp,
    updated_at: ZTimestamp,
  })
  .meta({ id: 'ApprovalRequest' });
export type TApprovalRequest = z.infer<typeof ZApprovalRequest>;

export const ZListApprovalRequestsQuery = ZPaginationQuery.extend({
  status: z.enum(APPROVAL_REQUEST_STATUSES).optional().meta({ description: 'Only requests in this status.' }),
  approver: z.email().optional().meta({
    description:
      'Only pending requests this person may decide now (their step is pending, they are among its approvers or it is open to any manager, and they did not request it). Anyone-with-the-manager-role steps count only with `approver_role=manager`.',
  }),
  approver_role: z.string().optional(),
  quote_id: z.uuid().optional(),
});
export const ZApprovalRequestResponse = dataResponse(ZApprovalRequest);
export const ZListApprovalRequestsResponse = listResponse(ZApprovalRequest);

export const ZApproveRequest = z.strictObject({ comment: z.string().trim().max(2000).optional() });
export const ZDeclineRequest = z.strictObject({
  comment: zText(2000).meta({ description: 'Why; IT staff read it on the quote.' }),
});
export const ZChangeRequestedDecision = z.strictObject({
  action: z.enum(['accept', 'reject']),
  alternative_id: z.uuid().nullable().optional().meta({
    description: 'With `accept`: the alternative to take instead of the original offer.',
  }),
});
