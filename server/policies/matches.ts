import { ZListEmployeesQuery, type TEmployee } from '@/lib/contract/employees';
import type {
  TEquipmentPolicy,
  TEquipmentPolicyPreview,
  TListEquipmentPolicyMatchesQuery,
  TPreviewEquipmentPolicyRequest,
} from '@/lib/contract/equipment-policies';
import type { Db } from '../db/client';
import type { CompanyScope } from '../core/scope';
import { decodeCursor, encodeCursor } from '../db/pagination';
import { listEmployees, toEmployee } from '../employees/service';
import { firstMatch, inEvaluationOrder, meetsCriteria, type MatchSubject, type OrderedRule } from './match';
import { invalid } from './references';
import * as repo from './repo';
import { getPolicyOrThrow, secondDefault, slotOf, toPolicy } from './service';

// Who gets which rule. Rules are matched against the people a rule is for: employees who have not started yet
// (`pre_hire`) and those at work (`active`); people leaving or gone get no new equipment.

const MATCHED_STAGES: readonly TEmployee['stage'][] = ['pre_hire', 'active'];
const DRAFT_ID = 'draft';

const subjectOf = (employee: TEmployee): MatchSubject => ({
  department: employee.department,
  country: employee.country,
  jobTitle: employee.job_title,
});

/** The equipment policy that applies to this person (first match wins; the default rule last), or null. */
export async function policyFor(
  db: Db,
  scope: CompanyScope,
  employee: { department: string | null; country: string | null; jobTitle: string | null },
): Promise<TEquipmentPolicy | null> {
  const row = firstMatch(await repo.listAllPolicies(db, scope), employee);
  return row ? toPolicy(row) : null;
}

/** The people rules are matched against, by name. */
async function listMatchedEmployees(db: Db, scope: CompanyScope): Promise<TEmployee[]> {
  const people: TEmployee[] = [];
  let cursor: string | undefined;
  do {
    const page = await listEmployees(db, scope, ZListEmployeesQuery.parse({ limit: 100, status: 'active', cursor }));
    people.push(...page.data.map(toEmployee).filter((employee) => MATCHED_STAGES.includes(employee.stage)));
    cursor = page.meta.next_cursor ?? undefined;
  } while (cursor);
  return people;
}

/** The employees whose first matching rule is `ruleId`, among `rules`, and those who meet its criteria but go to an earlier one. */
function partition(rules: OrderedRule[], ruleId: string, people: TEmployee[]) {
  const rule = rules.find((candidate) => candidate.id === ruleId)!;
  const matched: TEmployee[] = [];
  let shadowed = 0;
  for (const employee of people) {
    const subject = subjectOf(employee);
    if (firstMatch(rules, subject)?.id === ruleId) matched.push(employee);
    else if (rule.isDefault || meetsCriteria(rule, subject)) shadowed += 1;
  }
  return { matched, shadowed };
}

const MATCHES_SORT = 'name';

/** A page of the employees this policy is the first match of, by name; `meta.total` counts them all. */
export async function listPolicyMatches(
  db: Db,
  scope: CompanyScope,
  id: string,
  query: TListEquipmentPolicyMatchesQuery,
) {
  await getPolicyOrThrow(db, scope, id);
  const [rules, people] = await Promise.all([repo.listAllPolicies(db, scope), listMatchedEmployees(db, scope)]);
  const { matched } = partition(rules, id, people);
  let start = 0;
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor, MATCHES_SORT);
    const index = matched.findIndex((employee) => employee.id === cursor.id);
    // The last one seen may have left the list since: go on from where its name would be.
    start = index >= 0 ? index + 1 : matched.findIndex((employee) => employee.name > cursor.v);
    if (start < 0) start = matched.length;
  }
  const data = matched.slice(start, start + query.limit);
  const hasMore = start + query.limit < matched.length;
  const last = data.at(-1);
  return {
    data,
    meta: {
      has_more: hasMore,
      next_cursor: hasMore && last ? encodeCursor({ s: MATCHES_SORT, v: last.name, id: last.id }) : null,
      total: matched.length,
    },
  };
}

/** Who a draft rule would match, in the place it would take among the company's rules (or in place of `policy_id`). */
export async function previewPolicy(
  db: Db,
  scope: CompanyScope,
  draft: TPreviewEquipmentPolicyRequest,
  limit: number,
): Promise<TEquipmentPolicyPreview> {
  const rules = inEvaluationOrder(await repo.listAllPolicies(db, scope));
  const current = draft.policy_id ? rules.find((rule) => rule.id === draft.policy_id) : undefined;
  if (draft.policy_id && !current)
    throw invalid([
      { path: 'policy_id', message: 'is not one of your equipment policies; leave it out for a new rule' },
    ]);
  const others = rules.filter((rule) => rule !== current);
  const fallback = others.find((rule) => rule.isDefault);
  const ordinary: OrderedRule[] = others.filter((rule) => !rule.isDefault);
  if (draft.is_default && fallback) throw secondDefault(fallback);
  const slot = draft.is_default
    ? ordinary.length
    : draft.position !== undefined
      ? slotOf(draft.position, ordinary.length, fallback !== undefined)
      : current && !current.isDefault
        ? rules.filter((rule) => !rule.isDefault).indexOf(current)
        : ordinary.length;
  const rule: OrderedRule = {
    id: DRAFT_ID,
    position: 0,
    isDefault: draft.is_default,
    departments: draft.match.departments,
    countries: draft.match.countries,
    jobTitles: draft.match.job_titles,
  };
  const ordered = [...ordinary.slice(0, slot), rule, ...ordinary.slice(slot), ...(fallback ? [fallback] : [])].map(
    (entry, index) => ({ ...entry, position: index + 1 }),
  );
  const { matched, shadowed } = partition(ordered, DRAFT_ID, await listMatchedEmployees(db, scope));
  return { total: matched.length, shadowed, position: slot + 1, employees: matched.slice(0, limit) };
}
