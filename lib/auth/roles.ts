import { z } from 'zod';
import type { Messages } from '@/lib/i18n/messages';

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
  /** Read quotes, device actions, inventory, employees, the catalog and shipments. */
  | 'read'
  /** Accept or reject quote items and their alternatives. */
  | 'decide_quote_items'
  /** Write to Loadout about a quote (e.g. answer its request for input). */
  | 'comment_on_quotes'
  /** Everything else a company key can do: quotes, device actions, devices. */
  | 'write'
  /** Read and change the company's webhook endpoints (their URLs name the company's systems). */
  | 'webhooks'
  /** See the company's equipment policies (who gets what, and budgets) and approval rules; changing them is `write`. */
  | 'policies'
  /** Read the audit log: who changed what, from where (it names people and their addresses). */
  | 'audit'
  /** The company's API request log (the Developers page): its bodies show how the company's systems call the API. */
  | 'developers'
  /** The operator console, with the operator token. */
  | 'operate';

const PERMISSIONS: Record<TRole, readonly Permission[]> = {
  it_staff: ['read', 'decide_quote_items', 'comment_on_quotes', 'write', 'webhooks', 'policies', 'audit', 'developers'],
  manager: ['read', 'decide_quote_items', 'comment_on_quotes', 'policies', 'audit'],
  support: ['read'],
  operator: ['operate'],
};

export function can(role: TRole, permission: Permission): boolean {
  return PERMISSIONS[role].includes(permission);
}

export type NavigationItem = { href: string; label: string; roles: readonly TRole[] };

const COMPANY: readonly TRole[] = ['it_staff', 'manager', 'support'];
const rolesWith = (permission: Permission) => ROLES.filter((role) => can(role, permission));

/** Every page of the dashboard and the roles that see it; the sidebar and the page guards both read this list. */
export const NAVIGATION: readonly NavigationItem[] = [
  { href: '/', label: 'Overview', roles: COMPANY },
  { href: '/shipments', label: 'Shipments', roles: ['support'] },
  { href: '/catalog', label: 'Catalog', roles: ['it_staff', 'manager'] },
  { href: '/quotes', label: 'Quotes', roles: COMPANY },
  // Whoever may decide quote items may be an approver; the API checks who may decide each request.
  { href: '/approvals', label: 'Approvals', roles: rolesWith('decide_quote_items') },
  { href: '/device-actions', label: 'Device actions', roles: COMPANY },
  { href: '/inventory', label: 'Inventory', roles: COMPANY },
  // Where returned devices go and are kept: IT staff's, who send them there (the BFF lets every role read them).
  { href: '/locations', label: 'Locations', roles: rolesWith('write') },
  // Devices due for refresh being replaced: IT staff start and submit them.
  { href: '/refreshes', label: 'Refreshes', roles: rolesWith('write') },
  { href: '/employees', label: 'Employees', roles: COMPANY },
  // The BFF's webhook routes need the same permission (lib/bff/access.ts).
  { href: '/webhooks', label: 'Webhooks', roles: rolesWith('webhooks') },
  // Managers see the rules read-only; the BFF's equipment-policy routes check the same (lib/bff/access.ts).
  { href: '/equipment-policies', label: 'Equipment policies', roles: rolesWith('policies') },
  // The same for which quotes need whose approval.
  { href: '/approval-rules', label: 'Approval rules', roles: rolesWith('policies') },
  // A budget everyone can see; only IT staff (`write`) change it, as the BFF's budget routes check.
  { href: '/budgets', label: 'Budgets', roles: COMPANY },
  // Who changed what; the BFF's audit routes check the same permission.
  { href: '/audit-log', label: 'Audit log', roles: rolesWith('audit') },
  // The API request log beside the webhook deliveries; the BFF's request-log routes need the same permission.
  { href: '/developers', label: 'Developers', roles: rolesWith('developers') },
  // Files of the lists above, which every company role reads.
  { href: '/exports', label: 'Exports', roles: COMPANY },
  { href: '/operator', label: 'Review queue', roles: ['operator'] },
  { href: '/operator/fulfilment', label: 'Fulfilment', roles: ['operator'] },
  { href: '/operator/device-actions', label: 'Device queue', roles: ['operator'] },
  { href: '/operator/clearance', label: 'Clearance', roles: ['operator'] },
  { href: '/operator/companies', label: 'Companies', roles: ['operator'] },
  { href: '/operator/catalog', label: 'Catalog', roles: ['operator'] },
  { href: '/operator/outbox', label: 'Outbox', roles: ['operator'] },
  { href: '/operator/webhook-health', label: 'Webhook health', roles: ['operator'] },
  { href: '/operator/fx-rates', label: 'Exchange rates', roles: ['operator'] },
];

/** The key of a page's name in the catalogs' `Navigation` (lib/i18n/messages): `/operator/fx-rates` → `operator_fx-rates`. */
export function navigationKey(href: string): keyof Messages['Navigation'] {
  // Every page of NAVIGATION has its name in the catalogs: tests/unit/i18n-catalogs.test.ts checks it.
  return (href === '/' ? 'overview' : href.slice(1).replaceAll('/', '_')) as keyof Messages['Navigation'];
}

export function navigationFor(role: TRole): NavigationItem[] {
  return NAVIGATION.filter((item) => item.roles.includes(role));
}

/** Pages inside a section that fewer roles may open than the section itself. */
const NARROWER_PAGES: readonly NavigationItem[] = [
  { href: '/quotes/new', label: 'New quote', roles: rolesWith('write') },
  { href: '/device-actions/new', label: 'New device action', roles: rolesWith('write') },
  { href: '/webhooks/new', label: 'New webhook endpoint', roles: rolesWith('webhooks') },
  { href: '/equipment-policies/new', label: 'New equipment policy', roles: rolesWith('write') },
  { href: '/equipment-policies/edit', label: 'Editing equipment policies', roles: rolesWith('write') },
  { href: '/approval-rules/new', label: 'New approval rule', roles: rolesWith('write') },
  { href: '/approval-rules/edit', label: 'Editing approval rules', roles: rolesWith('write') },
];

/** The entry that decides who may open `path`: the longest page href that is the path itself or one of its parents. */
export function pageFor(path: string): NavigationItem | undefined {
  const pathname = path.split(/[?#]/)[0] ?? path;
  const covers = (href: string) => pathname === href || (href !== '/' && pathname.startsWith(`${href}/`));
  return [...NARROWER_PAGES, ...NAVIGATION]
    .filter((item) => covers(item.href))
    .sort((a, b) => b.href.length - a.href.length)[0];
}

export function canSeePage(role: TRole, path: string): boolean {
  return pageFor(path)?.roles.includes(role) ?? false;
}

/** The page a role lands on after signing in. */
export function homeFor(role: TRole): string {
  return role === 'operator' ? '/operator' : '/';
}

/** Where a role goes after signing in: the page it asked for when it may open it, else its home. */
export function landingFor(role: TRole, callbackUrl: string | undefined): string {
  return callbackUrl && canSeePage(role, callbackUrl) ? callbackUrl : homeFor(role);
}

/** What each role does, for pages that tell a user why they cannot open something. */
export const ROLE_SCOPES: Record<TRole, string> = {
  it_staff:
    'IT staff do everything for the company: quotes, device actions, inventory, employees, webhooks and the API request log.',
  manager:
    'Managers read everything of the company (the audit log too) but its webhooks and API request log, and accept or reject quote items; IT staff create quotes and device actions.',
  support:
    'Support reads quotes, device actions, inventory and employees and finds shipments; IT staff make the changes.',
  operator:
    'Operators work in the operator console, across companies; the company dashboard belongs to each company’s own staff.',
};
