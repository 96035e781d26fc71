import { describe, expect, it } from 'vitest';
import { describeFallback, describeRule } from '@/components/approval-rules/describe';
import { toFormValues, toRequest, ZRuleForm } from '@/components/approval-rules/rule-form-schema';
import { canSeePage } from '@/lib/auth/roles';
import { rolesFor } from '@/lib/bff/access';
import type { TApprovalRule } from '@/lib/contract/approvals';

const RULE: TApprovalRule = {
  id: '0b6f3c1e-0000-4000-8000-000000000000',
  name: 'Large orders',
  position: 1,
  active: true,
  condition: { type: 'amount_over', amount: 5000 },
  currency: 'USD',
  approver: { type: 'recipient_manager' },
  second_step: {
    above_amount: 20000,
    when_over_budget: false,
    approver: { type: 'person', email: 'cfo@acme.example', name: null },
  },
  fallback_approver: null,
  livemode: true,
  created_at: '2026-11-24T00:00:00.000Z',
  updated_at: '2026-11-24T00:00:00.000Z',
};

describe('describeRule', () => {
  it('words each kind of condition, approver and second step', () => {
    expect(describeRule(RULE)).toBe(
      "Quotes over 5,000.00 USD need the recipient's manager; above 20,000.00 USD also cfo@acme.example",
    );
    expect(
      describeRule({
        ...RULE,
        condition: { type: 'departments', departments: ['Sales', 'Design', 'Legal'] },
        approver: { type: 'person', email: 'lena@acme.example', name: 'Lena Lead' },
        second_step: { above_amount: null, when_over_budget: true, approver: { type: 'any_manager' } },
      }),
    ).toBe(
      'Quotes for someone in Sales, Design or Legal need Lena Lead (lena@acme.example); over budget also any manager',
    );
    expect(describeRule({ ...RULE, condition: { type: 'freeform_items' }, second_step: null })).toBe(
      "Quotes with a freeform item need the recipient's manager",
    );
    expect(describeFallback(RULE)).toBe('anyone with the manager role');
    expect(describeFallback({ fallback_approver: { email: 'ivy@acme.example', name: 'Ivy' } })).toBe(
      'Ivy (ivy@acme.example)',
    );
  });
});

describe('the rule form', () => {
  it('gives back the rule it was filled from', () => {
    const request = toRequest(toFormValues(RULE));
    expect(request).toEqual({
      name: 'Large orders',
      active: true,
      condition: RULE.condition,
      currency: 'USD',
      approver: RULE.approver,
      second_step: RULE.second_step,
      fallback_approver: null,
    });
  });

  it('checks amounts as typed, a second step that can happen, and the contract, on the API paths', () => {
    const values = toFormValues();
    values.condition.amount = '5,000';
    values.second_step.enabled = true;
    values.approver = { type: 'person', email: 'nobody', name: '' };
    const result = ZRuleForm.safeParse(values);
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(issues).toMatchObject({
      name: 'must not be empty',
      'condition.amount': 'must be an amount such as 5000 or 5000.50',
      'approver.email': 'must be an e-mail address',
      'second_step.above_amount': 'give an amount, or choose “when the quote is over budget”',
      'second_step.approver.email': 'must be an e-mail address',
    });
  });

  it('is for IT staff to write and managers to read', () => {
    expect(canSeePage('manager', '/approval-rules')).toBe(true);
    expect(canSeePage('manager', '/approval-rules/new')).toBe(false);
    expect(canSeePage('manager', '/approval-rules/edit/0b6f3c1e-0000-4000-8000-000000000000')).toBe(false);
    expect(canSeePage('support', '/approval-rules')).toBe(false);
    expect(rolesFor('GET /api/approval-rules')).toEqual(['it_staff', 'manager']);
    expect(rolesFor('DELETE /api/approval-rules/[id]')).toEqual(['it_staff']);
  });
});
