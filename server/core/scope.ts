// Whose data a call may see. Every repo function takes one, so that a dropped argument is a type error rather than
// a query across every company; server/db/scope.ts turns it into the WHERE clause.

/** A company-facing call: one company, in live or test mode. */
export type CompanyScope = { kind: 'company'; companyId: string; livemode: boolean };

/** A call of Loadout's own staff (the operator API): every company, both modes. */
export type OperatorScope = { kind: 'operator' };

export type Scope = CompanyScope | OperatorScope;

export const OPERATOR_SCOPE: OperatorScope = { kind: 'operator' };

export function companyScope(companyId: string, livemode: boolean): CompanyScope {
  return { kind: 'company', companyId, livemode };
}
