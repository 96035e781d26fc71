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

export const SSO_ACCOUNTS = {
  withRole: { login: 'sam.sso', email: 'sam.sso@acme.example', name: 'Sam Single-Sign-On', role: 'manager' },
  withoutRole: { login: 'nora.norole', email: 'nora@acme.example', name: 'Nora No-Role' },
} as const;

/** Set by the global setup for the test workers. */
export function stackCredentials() {
  const apiKey = process.env.E2E_API_KEY;
  const operatorToken = process.env.E2E_OPERATOR_TOKEN;
  if (!apiKey || !operatorToken) throw new Error('The e2e stack is not running: run the tests with `npx playwright test`.');
  return {
    apiUrl: `http://127.0.0.1:${E2E_PORTS.api}`,
    apiKey,
    operatorToken,
    /** Encrypts session cookies, for tests that mint one. */
    nextAuthSecret: process.env.E2E_NEXTAUTH_SECRET ?? '',
    dashboardDir: process.env.NEXT_DIST_DIR ?? '.next',
  };
}
