import type { TScope } from '@/lib/contract/access';

/** A `:write` scope grants its `:read` twin. */
export function hasScope(granted: readonly string[], required: TScope): boolean {
  if (granted.includes(required)) return true;
  return required.endsWith(':read') && granted.includes(required.replace(/:read$/, ':write'));
}

export function missingScopes(granted: readonly string[], required: readonly TScope[]): TScope[] {
  return required.filter((scope) => !hasScope(granted, scope));
}
