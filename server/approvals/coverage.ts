import { describeMoney, multiplyMoney, sumMoney } from '@/lib/money';
import type { Db } from '../db/client';
import type { CompanyScope } from '../core/scope';
import type { RequestActor, StoredApprover, StoredBudgetImpact, StoredConversion } from '../db/schema';
import { amountIn, conversionOn } from '../fx/convert';
import * as clock from '../core/clock';
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

/** A draft's total and budget impact (quote-draft.ts works them out), as its request stores them. */
export type Figures = {
  total: number;
  /** The total in the reporting currency at today's rates, stored with the request. */
  conversion: StoredConversion | null;
  overBudget: boolean;
  budgetImpact: StoredBudgetImpact[];
};

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

/**
 * The draft's total in the company's reporting currency at today's reference rates (stored with the request, and
 * what rules in that currency compare); null without a reporting currency or a rate.
 */
export async function conversionOf(db: Db, tenant: CompanyScope, draft: Draft): Promise<StoredConversion | null> {
  return conversionOn(db, tenant.companyId, draft.currency, clock.todayUtc());
}

/**
 * The total as a rule's amounts compare it: in the rule's currency as it is; converted when the rule is in the
 * reporting currency the total was converted into; else null (the rule's amounts do not apply to it).
 */
function totalFor(rule: rulesRepo.RuleRow, draft: Draft, total: number, conversion: StoredConversion | null) {
  const amount = amountIn(total, draft.currency, rule.currency, conversion);
  if (amount === null) return null;
  const shown = describeMoney(total, draft.currency);
  return {
    amount,
    text: rule.currency === draft.currency ? shown : `${shown} (${describeMoney(amount, rule.currency)})`,
  };
}

/** `Accepted total 7,000.00 GBP (8,160.00 EUR) is over 5,000.00 EUR`, when it is. */
function overAmount(rule: rulesRepo.RuleRow, counted: ReturnType<typeof totalFor>, limit: number): string[] {
  return counted && counted.amount > limit
    ? [`Accepted total ${counted.text} is over ${describeMoney(limit, rule.currency)}`]
    : [];
}

/** Why the rule covers the draft (empty: it does not). */
function reasonsOf(
  rule: rulesRepo.RuleRow,
  draft: Draft,
  counted: ReturnType<typeof totalFor>,
  people: Map<string, Person>,
): string[] {
  const condition = rule.condition;
  switch (condition.type) {
    case 'amount_over':
      // A rule in the reporting currency counts quotes of every currency converted; any other, those in its own.
      return overAmount(rule, counted, condition.amount);
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
  const conversion = await conversionOf(db, tenant, draft);
  for (const rule of rules) {
    const counted = totalFor(rule, draft, total, conversion);
    const reasons = reasonsOf(rule, draft, counted, people);
    if (reasons.length === 0) continue;
    const steps = [stepOf(rule.approver, reasons.join('; '), draft, people, requester)];
    const second = rule.secondStep;
    if (second) {
      const why = second.above_amount === null ? [] : overAmount(rule, counted, second.above_amount);
      if (second.when_over_budget && overBudget) why.push('The quote would take a budget below zero');
      if (why.length > 0) steps.push(stepOf(second.approver, why.join('; '), draft, people, requester));
    }
    return { rule, reasons, steps };
  }
  return null;
}
