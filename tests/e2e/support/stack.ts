// What the e2e global setup starts and the tests reach: fixed loopback ports (override with E2E_API_PORT and
// E2E_DASHBOARD_PORT), the demo users with one known password, and the credentials the stack created.
export const E2E_PORTS = {
  api: Number(process.env.E2E_API_PORT ?? 4410),
  dashboard: Number(process.env.E2E_DASHBOARD_PORT ?? 3410),
};

export const E2E_PASSWORD = 'e2e-password-not-for-production';

export const SESSION_MAX_AGE_SECONDS = 3600;

export const USERS = {
  it_staff: { email: 'it@acme.example', name: 'Ines Torres', role: 'it_staff' },
  manager: { email: 'manager@acme.example', name: 'Marcus Hale', role: 'manager' },
  support: { email: 'support@acme.example', name: 'Sofia Berg', role: 'support' },
  operator: { email: 'operator@loadout.example', name: 'Omar Quist', role: 'operator' },
} as const;

export type E2ERole = keyof typeof USERS;

export type E2EAccount = { email: string; name: string; role: E2ERole };

/**
 * Accounts of the security tests, which lock them out, remove, demote or sign them out everywhere, or spend their
 * whole budget; no other test signs in with them.
 */
export const TEST_ACCOUNTS = {
  signOut: { email: 'sign-out@acme.example', name: 'Sid Signout', role: 'it_staff' },
  removed: { email: 'removed@acme.example', name: 'Rémy Removed', role: 'it_staff' },
  demoted: { email: 'demoted@acme.example', name: 'Dora Demoted', role: 'it_staff' },
  everywhere: { email: 'everywhere@acme.example', name: 'Eve Everywhere', role: 'manager' },
  lockedOut: { email: 'locked-out@acme.example', name: 'Lou Lockedout', role: 'support' },
  bystander: { email: 'bystander@acme.example', name: 'Bea Bystander', role: 'support' },
  formLockedOut: { email: 'form-locked@acme.example', name: 'Flo Formlocked', role: 'support' },
  addressVictim: { email: 'address-victim@acme.example', name: 'Ada Addressed', role: 'support' },
  resets: { email: 'resets@acme.example', name: 'Remi Reset', role: 'support' },
  budgetSpender: { email: 'budget-spender@acme.example', name: 'Bud Spender', role: 'support' },
  budgetBystander: { email: 'budget-bystander@acme.example', name: 'Bill Bystander', role: 'support' },
  access_it_staff: { email: 'access-it@acme.example', name: 'Access IT', role: 'it_staff' },
  access_manager: { email: 'access-manager@acme.example', name: 'Access Manager', role: 'manager' },
  access_support: { email: 'access-support@acme.example', name: 'Access Support', role: 'support' },
  access_operator: { email: 'access-operator@loadout.example', name: 'Access Operator', role: 'operator' },
} as const satisfies Record<string, E2EAccount>;

/**
 * The reverse proxy the stack trusts (DASHBOARD_TRUSTED_PROXY): tests play it by sending from this loopback address.
 * Every other address (127.0.0.1 of the browser, and the 127.0.0.x each throttling test uses) is a client.
 */
export const TRUSTED_PROXY_ADDRESS = '127.0.0.2';

/**
 * The stack's DASHBOARD_USER_RATE_LIMIT: twice the default of 300, which is one person's. The specs of both workers
 * share one IT staff account, and on a quick machine together they spend the default's 300 BFF requests in a minute
 * (measured 2026-12-02); the user-budget spec spends this budget with accounts of its own. Then the failed sign-in
 * limits (the defaults).
 */
export const USER_RATE_LIMIT = 600;
export const SIGN_IN_LIMITS = { perAccount: 5, perAddress: 20, windowMinutes: 15 };

export const SSO_ACCOUNTS = {
  withRole: { login: 'sam.sso', email: 'sam.sso@acme.example', name: 'Sam Single-Sign-On', role: 'manager' },
  withoutRole: { login: 'nora.norole', email: 'nora@acme.example', name: 'Nora No-Role' },
} as const;

/** Set by the global setup for the test workers. */
export function stackCredentials() {
  const apiKey = process.env.E2E_API_KEY;
  const operatorToken = process.env.E2E_OPERATOR_TOKEN;
  if (!apiKey || !operatorToken)
    throw new Error('The e2e stack is not running: run the tests with `npx playwright test`.');
  return {
    apiUrl: `http://127.0.0.1:${E2E_PORTS.api}`,
    apiKey,
    operatorToken,
    /** Encrypts session cookies, for tests that mint one. */
    nextAuthSecret: process.env.E2E_NEXTAUTH_SECRET ?? '',
    dashboardDir: process.env.NEXT_DIST_DIR ?? '.next',
    /** The stack's DASHBOARD_USERS_FILE, for tests that remove or demote their own accounts. */
    usersFile: process.env.E2E_USERS_FILE ?? '',
  };
}
