import { ROLES, can, type Permission, type TRole } from '@/lib/auth/roles';

// Who may call each BFF route: every route handler under app/api/ and each method it exports, with the permission
// (lib/auth/roles.ts) a session's role needs. companyRoute and operatorRoute (lib/bff/route.ts) take their entry
// from here, so a route's rights are written once; tests/e2e/bff-access.spec.ts calls every route file's methods as
// each role and checks the answers against this table. `public` needs no session: next-auth's own endpoints, and
// the demo's test receiver, which the API's worker calls with a signature instead, and a new hire's one-time choice
// link, where the token in the path is the credential.

export const BFF_ACCESS = {
  'GET /api/approval-rules': 'policies',
  'POST /api/approval-rules': 'write',
  'GET /api/approval-rules/[id]': 'policies',
  'PATCH /api/approval-rules/[id]': 'write',
  'DELETE /api/approval-rules/[id]': 'write',
  'GET /api/assets': 'read',
  'GET /api/auth/[...nextauth]': 'public',
  'POST /api/auth/[...nextauth]': 'public',
  'GET /api/device-actions': 'read',
  'POST /api/device-actions': 'write',
  'GET /api/device-actions/[id]': 'read',
  'POST /api/device-actions/[id]/cancel': 'write',
  'POST /api/device-actions/[id]/comments': 'write',
  'POST /api/device-actions/external': 'write',
  'POST /api/devices': 'write',
  'GET /api/employees': 'read',
  'GET /api/employees/[id]': 'read',
  'GET /api/equipment-policies': 'policies',
  'POST /api/equipment-policies': 'write',
  'POST /api/equipment-policies/preview': 'write',
  'GET /api/equipment-policies/[id]': 'policies',
  'PATCH /api/equipment-policies/[id]': 'write',
  'DELETE /api/equipment-policies/[id]': 'write',
  'GET /api/equipment-policies/[id]/matches': 'policies',
  'GET /api/kits': 'read',
  'GET /api/kits/[id]': 'read',
  'DELETE /api/operator/api-keys/[id]': 'operate',
  'GET /api/offboarding-cases': 'read',
  'GET /api/offboarding-cases/[id]': 'read',
  'POST /api/offboarding-cases/[id]/retrieve': 'write',
  'POST /api/offboarding-cases/[id]/devices': 'write',
  'DELETE /api/offboarding-cases/[id]/devices/[deviceId]': 'write',
  'POST /api/offboarding-cases/[id]/close': 'write',
  'GET /api/onboarding-cases': 'read',
  'GET /api/onboarding-cases/[id]': 'read',
  'POST /api/onboarding-cases/[id]/submit': 'write',
  'GET /api/operator/companies': 'operate',
  'POST /api/operator/companies': 'operate',
  'GET /api/operator/companies/[id]': 'operate',
  'PATCH /api/operator/companies/[id]': 'operate',
  'GET /api/operator/companies/[id]/api-keys': 'operate',
  'POST /api/operator/companies/[id]/api-keys': 'operate',
  'POST /api/operator/companies/[id]/employees/import': 'operate',
  'GET /api/operator/companies/[id]/kits': 'operate',
  'POST /api/operator/companies/[id]/kits': 'operate',
  'GET /api/operator/companies/[id]/scim-tokens': 'operate',
  'POST /api/operator/companies/[id]/scim-tokens': 'operate',
  'GET /api/operator/device-actions': 'operate',
  'GET /api/operator/device-actions/[id]': 'operate',
  'POST /api/operator/device-actions/[id]/action-required': 'operate',
  'DELETE /api/operator/device-actions/[id]/action-required': 'operate',
  'POST /api/operator/device-actions/[id]/cancel': 'operate',
  'POST /api/operator/device-actions/[id]/comments': 'operate',
  'POST /api/operator/device-actions/[id]/complete': 'operate',
  'POST /api/operator/device-actions/[id]/tracking': 'operate',
  'PATCH /api/operator/kits/[id]': 'operate',
  'DELETE /api/operator/kits/[id]': 'operate',
  'GET /api/operator/outbox': 'operate',
  'GET /api/operator/products': 'operate',
  'POST /api/operator/products': 'operate',
  'GET /api/operator/products/[id]': 'operate',
  'PATCH /api/operator/products/[id]': 'operate',
  'POST /api/operator/products/import': 'operate',
  'GET /api/operator/quotes': 'operate',
  'GET /api/operator/quotes/[id]': 'operate',
  'POST /api/operator/quotes/[id]/action-required': 'operate',
  'DELETE /api/operator/quotes/[id]/action-required': 'operate',
  'POST /api/operator/quotes/[id]/comments': 'operate',
  'POST /api/operator/quotes/[id]/items/[itemId]/alternatives': 'operate',
  'PUT /api/operator/quotes/[id]/items/[itemId]/price': 'operate',
  'POST /api/operator/quotes/[id]/recipients/[recipientId]/delivered': 'operate',
  'POST /api/operator/quotes/[id]/recipients/[recipientId]/tracking': 'operate',
  'DELETE /api/operator/scim-tokens/[id]': 'operate',
  'GET /api/operator/webhook-health': 'operate',
  'GET /api/onboarding-choices/[token]': 'public',
  'POST /api/onboarding-choices/[token]': 'public',
  'GET /api/overview': 'read',
  'GET /api/products': 'read',
  'GET /api/products/[id]': 'read',
  'GET /api/quotes': 'read',
  'POST /api/quotes': 'write',
  'GET /api/quotes/[id]': 'read',
  'POST /api/quotes/[id]/comments': 'comment_on_quotes',
  'PATCH /api/quotes/[id]/items/[itemId]': 'decide_quote_items',
  'GET /api/scim-tokens': 'write',
  'POST /api/scim-tokens': 'write',
  'DELETE /api/scim-tokens/[id]': 'write',
  'GET /api/shipments': 'read',
  'GET /api/webhooks': 'webhooks',
  'POST /api/webhooks': 'webhooks',
  'GET /api/webhooks/[id]': 'webhooks',
  'PATCH /api/webhooks/[id]': 'webhooks',
  'DELETE /api/webhooks/[id]': 'webhooks',
  'POST /api/webhooks/[id]/deliveries/[deliveryId]/retry': 'webhooks',
  'POST /api/webhooks/[id]/test': 'webhooks',
  'GET /api/webhooks/test-receiver': 'webhooks',
  'POST /api/webhooks/test-receiver': 'webhooks',
  'POST /api/webhooks/test-receiver/[receiverId]': 'public',
} as const satisfies Record<`${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /api/${string}`, Permission | 'public'>;

export type BffRoute = keyof typeof BFF_ACCESS;

/** The routes that need `permission` (or one of several). */
export type RoutesNeeding<P extends Permission> = {
  [Route in BffRoute]: (typeof BFF_ACCESS)[Route] extends P ? Route : never;
}[BffRoute];

/** The roles that may call `route` (every role for a public one). */
export function rolesFor(route: BffRoute): TRole[] {
  const needed = BFF_ACCESS[route];
  return needed === 'public' ? [...ROLES] : ROLES.filter((role) => can(role, needed));
}
