// Which rule an employee gets: the first, in the order of evaluation, whose criteria they meet. Pure logic, shared by
// `policyFor`, the list of a rule's matches and the preview of a draft.

import { toCountryCode } from '@/lib/countries';

/** A rule's criteria (countries as ISO codes): each non-empty list must hold the employee's value (case-insensitive); empty means any. */
export type Criteria = { departments: string[]; countries: string[]; jobTitles: string[] };

/** What an employee is matched on; `country` as the directory holds it (free-form), matched by its recognised code. */
export type MatchSubject = { department: string | null; country: string | null; jobTitle: string | null };

/** A rule in the order of evaluation; the default rule is evaluated after every other one. */
export type OrderedRule = Criteria & { id: string; position: number; isDefault: boolean };

const normalise = (value: string) => value.trim().toLowerCase();

function holds(list: string[], value: string | null): boolean {
  if (list.length === 0) return true;
  if (value === null) return false;
  const wanted = normalise(value);
  return list.some((entry) => normalise(entry) === wanted);
}

export function meetsCriteria(criteria: Criteria, subject: MatchSubject): boolean {
  return (
    holds(criteria.departments, subject.department) &&
    holds(criteria.countries, subject.country === null ? null : toCountryCode(subject.country)) &&
    holds(criteria.jobTitles, subject.jobTitle)
  );
}

/** The rules in the order they are evaluated: by position, the default rule last whatever its position. */
export function inEvaluationOrder<Rule extends OrderedRule>(rules: readonly Rule[]): Rule[] {
  return [...rules].sort(
    (a, b) => Number(a.isDefault) - Number(b.isDefault) || a.position - b.position || a.id.localeCompare(b.id),
  );
}

/** The first rule the subject matches (first match wins; the default rule matches everyone), or null. */
export function firstMatch<Rule extends OrderedRule>(rules: readonly Rule[], subject: MatchSubject): Rule | null {
  return inEvaluationOrder(rules).find((rule) => rule.isDefault || meetsCriteria(rule, subject)) ?? null;
}
