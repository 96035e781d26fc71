import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Scope } from '../core/scope';

/** A table whose rows belong to a company, in one mode. */
type CompanyOwned = { companyId: PgColumn; livemode: PgColumn };

/** The WHERE fragment that keeps a query inside its scope; undefined (no condition) for operators. */
export function scopeWhere(table: CompanyOwned, scope: Scope): SQL | undefined {
  switch (scope.kind) {
    case 'company':
      return and(eq(table.companyId, scope.companyId), eq(table.livemode, scope.livemode));
    case 'operator':
      return undefined;
    default:
      return unknownScope(scope);
  }
}

function unknownScope(scope: never): never {
  throw new Error(`Unknown scope ${JSON.stringify(scope)}`);
}
