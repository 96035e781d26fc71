import {
  MAX_APPROVAL_RULES,
  type TApprovalRule,
  type TCreateApprovalRuleRequest,
  type TUpdateApprovalRuleRequest,
} from '@/lib/contract/approvals';
import type { PageRequest } from '../db/pagination';
import type { Db } from '../db/client';
import type { CompanyScope } from '../core/scope';
import { ApiError, notFound, validationError } from '../core/errors';
import { pageOf } from '../db/pagination';
import * as repo from './rules-repo';

// A company's approval rules: which quotes need whose approval. Ordered: the first active rule that covers a quote
// decides its approval steps (server/approvals/coverage.ts).

export function toRule(row: repo.RuleRow): TApprovalRule {
  return {
    id: row.id,
    name: row.name,
    position: row.position,
    active: row.active,
    condition: row.condition,
    currency: row.currency,
    approver: row.approver,
    second_step: row.secondStep,
    fallback_approver: row.fallbackEmail ? { email: row.fallbackEmail, name: row.fallbackName } : null,
    livemode: row.livemode,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listRules(db: Db, scope: CompanyScope, page: PageRequest) {
  const rows = await repo.listRules(db, scope, page);
  return pageOf(rows, { ...page, sort: 'position' }, (row) => String(row.position));
}

export async function getRuleOrThrow(db: Db, scope: CompanyScope, id: string) {
  const row = await repo.findRule(db, scope, id);
  if (!row) throw notFound('approval rule', id);
  return row;
}

type Input = TCreateApprovalRuleRequest | TUpdateApprovalRuleRequest;

/** The columns a body sets (those it leaves out stay as they are). */
function valuesOf(input: Input): Partial<repo.RuleValues> {
  return {
    name: input.name,
    active: input.active,
    condition: input.condition,
    currency: input.currency,
    approver: input.approver,
    secondStep: input.second_step,
    ...(input.fallback_approver === undefined
      ? {}
      : { fallbackEmail: input.fallback_approver?.email ?? null, fallbackName: input.fallback_approver?.name ?? null }),
  };
}

/** A second step must be able to happen: above an amount higher than the rule's own, or when over budget. */
function checkSecondStep(rule: Pick<repo.RuleRow, 'condition' | 'secondStep'>) {
  const step = rule.secondStep;
  if (!step) return;
  if (step.above_amount === null && !step.when_over_budget)
    throw validationError(
      'second_step',
      'give above_amount, or set when_over_budget to true, or leave second_step out',
    );
  if (step.above_amount !== null && rule.condition.type === 'amount_over' && step.above_amount <= rule.condition.amount)
    throw validationError(
      'second_step.above_amount',
      `must be higher than the rule's own amount (${rule.condition.amount}); the first step already covers up to there`,
    );
}

function slotOf(position: number | undefined, count: number): number {
  if (position === undefined) return count;
  if (position > count + 1) throw validationError('position', `must be from 1 to ${count + 1}`);
  return position - 1;
}

/** Writes positions 1…n in the given order, for the rows whose position changes. */
async function renumber(db: Db, scope: CompanyScope, ordered: repo.RuleRow[]) {
  for (const [index, row] of ordered.entries()) {
    if (row.position !== index + 1) await repo.setPosition(db, scope, row.id, index + 1);
  }
}

export async function createRule(db: Db, scope: CompanyScope, input: TCreateApprovalRuleRequest) {
  return db.transaction(async (tx) => {
    await repo.lockRules(tx, scope);
    const rules = await repo.listAllRules(tx, scope);
    if (rules.length >= MAX_APPROVAL_RULES)
      throw new ApiError(
        'CONFLICT',
        `A company has at most ${MAX_APPROVAL_RULES} approval rules in each mode; delete or merge rules first.`,
        { limit: MAX_APPROVAL_RULES },
      );
    const slot = slotOf(input.position, rules.length);
    const values = { ...valuesOf(input), name: input.name, condition: input.condition, approver: input.approver };
    checkSecondStep({ condition: values.condition, secondStep: values.secondStep ?? null });
    const row = await repo.insertRule(tx, scope, { ...values, position: slot + 1 });
    await renumber(tx, scope, [...rules.slice(0, slot), row, ...rules.slice(slot)]);
    return getRuleOrThrow(tx, scope, row.id);
  });
}

export async function updateRuleOrThrow(db: Db, scope: CompanyScope, id: string, input: TUpdateApprovalRuleRequest) {
  return db.transaction(async (tx) => {
    await repo.lockRules(tx, scope);
    const rules = await repo.listAllRules(tx, scope);
    const current = rules.find((rule) => rule.id === id);
    if (!current) throw notFound('approval rule', id);
    const others = rules.filter((rule) => rule.id !== id);
    const slot = input.position === undefined ? rules.indexOf(current) : slotOf(input.position, others.length);
    const values = valuesOf(input);
    checkSecondStep({
      condition: values.condition ?? current.condition,
      secondStep: values.secondStep === undefined ? current.secondStep : values.secondStep,
    });
    const row = (await repo.updateRule(tx, scope, id, values))!;
    await renumber(tx, scope, [...others.slice(0, slot), row, ...others.slice(slot)]);
    return getRuleOrThrow(tx, scope, id);
  });
}

export async function deleteRuleOrThrow(db: Db, scope: CompanyScope, id: string) {
  await db.transaction(async (tx) => {
    await repo.lockRules(tx, scope);
    if (!(await repo.deleteRule(tx, scope, id))) throw notFound('approval rule', id);
    await renumber(tx, scope, await repo.listAllRules(tx, scope));
  });
}
