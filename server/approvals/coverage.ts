import { describeMoney, multiplyMoney, sumMoney } from '@/lib/money';
import type { Db } from '../db/client';
import type { CompanyScope } from '../core/scope';
import type { RequestActor, StoredApprover, StoredBudgetImpact } from '../db/schema';
import { budgetImpact } from '../budgets/impact';
import { findEmployeeByEmail, findEmployees } from '../employees/service';
import { policyFor } from '../policies/matches';
import * as rulesRepo from './rules-repo';

// Whether a quote's complete set of requested decisions needs approval, and whose: the first active rule, by
// position, that covers it decides the steps.

/** An accepted option of the draft, with who gets how many units. */
export type DraftLine = {
  mode: 'catalog' | 'kit' | 'freeform';
  productId: string | null;
  kitId: string | null;
  /** The accepted option is an alternative that differs from what was asked for. */
  inexactAlternative: boolean;
  unitPrice: number;
  recipients: { email: string | null; units: number }[];
};

/** What the requested decisions would order. */
export type Draft = { currency: string; lines: DraftLine[] };

export type StepPlan = { approver: StoredApprover; approverEmails: string[]; openToManagers: boolean; reason: string };

export type ApprovalPlan = {
  rule: rulesRepo.RuleRow;
  reasons: string[];
  steps: StepPlan[];
};

export const totalOf = (draft: Draft) =>
  sumMoney(
    draft.lines.map((line) =>
      multiplyMoney(
        line.unitPrice,
        line.recipients.reduce((units, r) => units + r.units, 0),
        draft.currency,
      ),
    ),
    draft.currency,
  );

type Person = {
  email: string;
  department: string | null;
  managerEmail: string | null;
  inPolicy: (line: DraftLine) => boolean;
};

/** The directory's view of each recipient: department, manager and equipment policy. */
async function peopleOf(db: Db, tenant: CompanyScope, draft: Draft): Promise<Map<string, Person>> {
  const emails = [
    ...new Set(draft.lines.flatMap((line) => line.recipients.flatMap((r) => (r.email ? [r.email.toLowerCase()] : [])))),
  ];
  const people = new Map<string, Person>();
  for (const email of emails) {
    const employee = await findEmployeeByEmail(db, tenant, email);
    if (!employee) continue;
    // The directory links a manager it holds by id (SCIM), one it does not by e-mail (CSV imports).
    const manager = employee.managerId
      ? (await findEmployees(db, tenant, [employee.managerId])).get(employee.managerId)
      : undefined;
    const managerEmail = (manager?.email ?? employee.managerEmail)?.toLowerCase() ?? null;
    const policy = await policyFor(db, tenant, employee);
    const products = new Set([
      ...(policy?.products.map((product) => product.product_id) ?? []),
      ...(policy?.choices.flatMap((choice) => choice.options.map((option) => option.product_id)) ?? []),
    ]);
    const kits = new Set(policy?.kit_ids ?? []);
    people.set(email, {
      email,
      department: employee.department,
      managerEmail,
      inPolicy: (line) =>
        !line.inexactAlternative &&
        ((line.mode === 'catalog' && line.productId !== null && products.has(line.productId)) ||
          (line.mode === 'kit' && line.kitId !== null && kits.has(line.kitId))),
    });
  }
  return people;
}

const recipientsOf = (draft: Draft) => draft.lines.flatMap((line) => line.recipients.map((r) => ({ line, ...r })));

/** Why the rule covers the draft (empty: it does not). */
function reasonsOf(rule: rulesRepo.RuleRow, draft: Draft, total: number, people: Map<string, Person>): string[] {
  const condition = rule.condition;
  switch (condition.type) {
    case 'amount_over':
      // Amounts are not converted: a rule covers quotes in its own currency (a company adds one per currency).
      return draft.currency === rule.currency && total > condition.amount
        ? [
            `Accepted total ${describeMoney(total, draft.currency)} is over ${describeMoney(condition.amount, rule.currency)}`,
          ]
        : [];
    case 'freeform_items':
      return draft.lines.some((line) => line.mode === 'freeform') ? ['Holds a freeform item'] : [];
    case 'outside_policy': {
      const outside = recipientsOf(draft).filter((r) => {
        const person = r.email ? people.get(r.email.toLowerCase()) : undefined;
        return !person || !person.inPolicy(r.line);
      });
      return outside.length > 0 ? ["Holds equipment outside the recipient's equipment policy"] : [];
    }
    case 'departments': {
      const wanted = new Set(condition.departments.map((department) => department.trim().toLowerCase()));
      const departments = new Set(
        recipientsOf(draft).flatMap((r) => {
          const department = r.email ? people.get(r.email.toLowerCase())?.department : null;
          return department && wanted.has(department.trim().toLowerCase()) ? [department] : [];
        }),
      );
      return departments.size > 0 ? [`For ${[...departments].sort().join(', ')}`] : [];
    }
  }
}

/** Who may decide a step of `approver`; never the requester. Nobody found: anyone with the manager role. */
function stepOf(
  approver: StoredApprover,
  reason: string,
  draft: Draft,
  people: Map<string, Person>,
  requester: RequestActor,
): StepPlan {
  const requesterEmail = requester.email?.toLowerCase() ?? null;
  const named =
    approver.type === 'person'
      ? [approver.email.toLowerCase()]
      : approver.type === 'recipient_manager'
        ? recipientsOf(draft).flatMap((r) => {
            const manager = r.email ? people.get(r.email.toLowerCase())?.managerEmail : null;
            return manager ? [manager] : [];
          })
        : [];
  const approverEmails = [...new Set(named)].filter((email) => email !== requesterEmail).sort();
  return { approver, approverEmails, openToManagers: approverEmails.length === 0, reason };
}

/** The budgets the draft draws on, as they stand with it. */
export async function impactOf(db: Db, tenant: CompanyScope, draft: Draft): Promise<StoredBudgetImpact[]> {
  const lines = recipientsOf(draft).map((r) => ({ email: r.email, amount: r.line.unitPrice * r.units }));
  if (lines.length === 0) return [];
  return (await budgetImpact(db, tenant, { currency: draft.currency, lines })).map((line) => ({
    budget_id: line.budget_id,
    department: line.department,
    period_start: line.period_start,
    currency: line.currency,
    amount: line.amount,
    remaining: line.remaining,
    this_quote: line.this_quote,
    after: line.after,
  }));
}

/** The approval the draft needs, or null when no active rule covers it (or it accepts nothing). */
export async function planApproval(
  db: Db,
  tenant: CompanyScope,
  draft: Draft,
  requester: RequestActor,
  overBudget: boolean,
): Promise<ApprovalPlan | null> {
  if (draft.lines.length === 0) return null;
  const rules = (await rulesRepo.listAllRules(db, tenant)).filter((rule) => rule.active);
  if (rules.length === 0) return null;
  const people = await peopleOf(db, tenant, draft);
  const total = totalOf(draft);
  for (const rule of rules) {
    const reasons = reasonsOf(rule, draft, total, people);
    if (reasons.length === 0) continue;
    const steps = [stepOf(rule.approver, reasons.join('; '), draft, people, requester)];
    const second = rule.secondStep;
    if (second) {
      const why: string[] = [];
      if (second.above_amount !== null && draft.currency === rule.currency && total > second.above_amount)
        why.push(
          `Accepted total ${describeMoney(total, draft.currency)} is over ${describeMoney(second.above_amount, rule.currency)}`,
        );
      if (second.when_over_budget && overBudget) why.push('The quote would take a budget below zero');
      if (why.length > 0) steps.push(stepOf(second.approver, why.join('; '), draft, people, requester));
    }
    return { rule, reasons, steps };
  }
  return null;
}
