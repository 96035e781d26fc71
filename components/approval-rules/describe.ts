import type { TApprovalCondition, TApprovalRule, TApprover } from '@/lib/contract/approvals';
import { describeMoney } from '@/lib/money';

// Approval rules in plain words, as the list shows them and as the API words a step's reason: amounts as
// `5,000.00 USD`.

/** `5,000.00 USD`, as the API words it. */
export const formatAmount = describeMoney;

/** `Sales or Design`, `Sales, Design or Legal`. */
function either(values: readonly string[]): string {
  return values.length < 2 ? (values[0] ?? '') : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
}

/** Which quotes: `Quotes over 5,000.00 USD`, `Quotes for someone in Sales or Design`. */
export function describeCondition(condition: TApprovalCondition, currency: string): string {
  switch (condition.type) {
    case 'amount_over':
      return `Quotes over ${formatAmount(condition.amount, currency)}`;
    case 'freeform_items':
      return 'Quotes with a freeform item';
    case 'outside_policy':
      return "Quotes with an item outside the recipient's equipment policy";
    case 'departments':
      return `Quotes for someone in ${either(condition.departments)}`;
  }
}

/** Who: `the recipient's manager`, `Chris Fo (cfo@acme.example)`, `any manager`. */
export function describeApprover(approver: TApprover): string {
  switch (approver.type) {
    case 'recipient_manager':
      return "the recipient's manager";
    case 'any_manager':
      return 'any manager';
    case 'person':
      return approver.name ? `${approver.name} (${approver.email})` : approver.email;
  }
}

/**
 * The whole rule in one sentence: `Quotes over 5,000.00 USD need the recipient's manager; above 20,000.00 USD also
 * cfo@acme.example`.
 */
export function describeRule(rule: Pick<TApprovalRule, 'condition' | 'currency' | 'approver' | 'second_step'>): string {
  const first = `${describeCondition(rule.condition, rule.currency)} need ${describeApprover(rule.approver)}`;
  const step = rule.second_step;
  if (!step) return first;
  const when = [
    step.above_amount === null ? null : `above ${formatAmount(step.above_amount, rule.currency)}`,
    step.when_over_budget ? 'over budget' : null,
  ].filter(Boolean);
  return `${first}; ${when.join(' or ')} also ${describeApprover(step.approver)}`;
}

/** Whom an undecided step goes to after five working days. */
export function describeFallback(rule: Pick<TApprovalRule, 'fallback_approver'>): string {
  const person = rule.fallback_approver;
  if (!person) return 'anyone with the manager role';
  return person.name ? `${person.name} (${person.email})` : person.email;
}
