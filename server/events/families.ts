import type { TScope } from '@/lib/contract/access';
import { EVENT_TYPES, type TEventType } from '@/lib/contract/webhooks';
import { hasScope } from '../access/scopes';
import { ApiError, validationError } from '../core/errors';

/** The scope that reads the objects of each event family: a key sees the events of what it may read. */
const FAMILY_SCOPES: Record<string, TScope> = {
  quote: 'quotes:read',
  logistics: 'device_actions:read',
  employee: 'employees:read',
  offboarding: 'employees:read',
  onboarding: 'employees:read',
  asset: 'assets:read',
  webhook: 'webhooks:manage',
};

const familyOf = (type: string) => type.split('.')[0]!;

export function scopeOfEventType(type: string): TScope {
  return FAMILY_SCOPES[familyOf(type)]!;
}

/** The event types a `type` filter names (`quote.pending,logistics.*`, `*`), each checked; all types without one. */
function namedTypes(filter: string | undefined): TEventType[] {
  if (!filter) return [...EVENT_TYPES];
  const named = new Set<TEventType>();
  for (const name of filter.split(',').map((part) => part.trim())) {
    const matches =
      name === '*'
        ? EVENT_TYPES
        : name.endsWith('.*')
          ? EVENT_TYPES.filter((type) => familyOf(type) === name.slice(0, -2))
          : EVENT_TYPES.filter((type) => type === name);
    if (matches.length === 0) {
      throw validationError(
        'type',
        `\`${name}\` is not an event type; use a type such as quote.pending, a family wildcard such as quote.*, or *`,
      );
    }
    for (const type of matches) named.add(type);
  }
  return [...named];
}

/**
 * The event types a key may see among those a `type` filter names. Naming only families the key cannot read is a 403
 * naming the scopes that would: an integrator who asks for quote events with a key that cannot read quotes gets told
 * why, rather than an empty list that looks like "nothing happened". A filter that names readable and unreadable
 * families (or `*`) gets the readable ones.
 */
export function readableEventTypes(granted: readonly string[], filter: string | undefined): TEventType[] {
  const named = namedTypes(filter);
  const readable = named.filter((type) => hasScope(granted, scopeOfEventType(type)));
  if (readable.length === 0) {
    const required = [...new Set(named.map(scopeOfEventType))];
    throw new ApiError(
      'FORBIDDEN',
      `This API key may read none of the events asked for: they need one of the scopes ${required.join(', ')}. Use a key with one of them, or ask for the events of objects the key reads.`,
      { required_scopes: required, granted_scopes: [...granted] },
    );
  }
  return readable;
}
