import { z } from 'zod';

// Who may do what in the dashboard. The BFF checks these before proxying; the UI hides what a role cannot do.
export const ROLES = ['it_staff', 'manager', 'support', 'operator'] as const;
export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

export const ROLE_LABELS: Record<TRole, string> = {
  it_staff: 'IT staff',
  manager: 'Manager',
  support: 'Support',
  operator: 'Operator',
};

export type Permission =
  /** Read quotes, device actions, inventory, employees, the catalog and webhooks. */
  | 'read'
  /** Accept or reject quote items and their alternatives. */
  | 'decide_quote_items'
  /** Everything else a company key can do: quotes, device actions, devices, webhooks. */
  | 'write'
  /** The operator console, with the operator token. */
  | 'operate';

const PERMISSIONS: Record<TRole, readonly Permission[]> = {
  it_staff: ['read', 'decide_quote_items', 'write'],
  manager: ['read', 'decide_quote_items'],
  support: ['read'],
  operator: ['operate'],
};

export function can(role: TRole, permission: Permission): boolean {
  return PERMISSIONS[role].includes(permission);
}

export type NavigationItem = { href: string; label: string; roles: readonly TRole[] };

const COMPANY: readonly TRole[] = ['it_staff', 'manager', 'support'];

/** Every page of the dashboard and the roles that see it; the sidebar and the page guards both read this list. */
export const NAVIGATION: readonly NavigationItem[] = [
  { href: '/', label: 'Overview', roles: COMPANY },
  { href: '/shipments', label: 'Shipments', roles: ['support'] },
  { href: '/catalog', label: 'Catalog', roles: ['it_staff', 'manager'] },
  { href: '/quotes', label: 'Quotes', roles: COMPANY },
  { href: '/device-actions', label: 'Device actions', roles: COMPANY },
  { href: '/inventory', label: 'Inventory', roles: COMPANY },
  { href: '/employees', label: 'Employees', roles: COMPANY },
  { href: '/webhooks', label: 'Webhooks', roles: ['it_staff'] },
  { href: '/operator', label: 'Review queue', roles: ['operator'] },
  { href: '/operator/fulfilment', label: 'Fulfilment', roles: ['operator'] },
  { href: '/operator/device-actions', label: 'Device queue', roles: ['operator'] },
  { href: '/operator/companies', label: 'Companies', roles: ['operator'] },
  { href: '/operator/catalog', label: 'Catalog', roles: ['operator'] },
  { href: '/operator/outbox', label: 'Outbox', roles: ['operator'] },
  { href: '/operator/webhook-health', label: 'Webhook health', roles: ['operator'] },
];

export function navigationFor(role: TRole): NavigationItem[] {
  return NAVIGATION.filter((item) => item.roles.includes(role));
}

/** The page a role lands on after signing in. */
export function homeFor(role: TRole): string {
  return role === 'operator' ? '/operator' : '/';
}
