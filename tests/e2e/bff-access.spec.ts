import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { navigationFor, ROLES, type TRole } from '@/lib/auth/roles';
import { BFF_ACCESS, rolesFor, type BffRoute } from '@/lib/bff/access';
import { requestFrom, sessionOf } from './support/from-address';
import { E2E_PORTS, TEST_ACCOUNTS } from './support/stack';

// Every BFF route, as the files under app/api/ declare them, against the one table that says who may call it
// (lib/bff/access.ts): each of the four roles gets 403 exactly where the table says so.

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** `METHOD /api/…` for every method each app/api/**\/route.ts exports. */
function declaredRoutes(): string[] {
  const files = fs
    .readdirSync('app/api', { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'route.ts');
  return files.flatMap((file) => {
    const source = fs.readFileSync(path.join('app/api', file), 'utf8');
    const route = `/api/${path.dirname(file).split(path.sep).join('/')}`;
    const exported = METHODS.filter((method) =>
      new RegExp(
        `export (const|async function|function) ${method}\\b|export \\{[^}]*\\b(as )?${method}\\b[^}]*\\}`,
      ).test(source),
    );
    return exported.map((method) => `${method} ${route}`);
  });
}

/** A URL for the route: every parameter is an id nothing has; next-auth's catch-all is one of its harmless actions. */
function urlOf(route: BffRoute): { method: string; url: string } {
  const [method, pattern] = route.split(' ') as [string, string];
  const url = pattern.replace('[...nextauth]', method === 'GET' ? 'providers' : '_log').replace(/\[\w+\]/g, 'none');
  return { method, url };
}

const ACCOUNTS: Record<TRole, (typeof TEST_ACCOUNTS)[keyof typeof TEST_ACCOUNTS]> = {
  it_staff: TEST_ACCOUNTS.access_it_staff,
  manager: TEST_ACCOUNTS.access_manager,
  support: TEST_ACCOUNTS.access_support,
  operator: TEST_ACCOUNTS.access_operator,
};

/**
 * Calls a route as the browser would (same origin). A change carries a body that is not JSON, so a call the role may
 * make stops at 400 and changes nothing; a DELETE is of a made-up id (404). next-auth's log endpoint gets a form.
 */
async function call(route: BffRoute, cookie?: string) {
  const { method, url } = urlOf(route);
  const headers: Record<string, string> = {
    origin: `http://127.0.0.1:${E2E_PORTS.dashboard}`,
    ...(cookie ? { cookie } : {}),
  };
  if (method === 'GET' || method === 'DELETE') return requestFrom('127.0.0.1', url, { method, headers });
  const isNextAuth = route.includes('[...nextauth]');
  headers['content-type'] = isNextAuth ? 'application/x-www-form-urlencoded' : 'application/json';
  return requestFrom('127.0.0.1', url, { method, headers, body: isNextAuth ? '' : '{' });
}

const routes = Object.keys(BFF_ACCESS) as BffRoute[];

test.describe('who may call each BFF route (lib/bff/access.ts)', () => {
  test('the table names every method of every route file, and nothing else', () => {
    expect([...declaredRoutes()].sort()).toEqual([...routes].sort());
  });

  for (const role of ROLES) {
    test(`${role}: 403 exactly where the table says`, async () => {
      const cookie = await sessionOf(ACCOUNTS[role]);
      const answers: string[] = [];
      for (const route of routes) {
        const { status } = await call(route, cookie);
        answers.push(`${route} → ${status === 403 ? 'refused' : status === 401 ? 'signed out' : 'allowed'}`);
      }
      expect(answers).toEqual(
        routes.map((route) => `${route} → ${rolesFor(route).includes(role) ? 'allowed' : 'refused'}`),
      );
    });
  }

  test('without a session, 401 everywhere but the public routes', async () => {
    for (const route of routes) {
      const { status } = await call(route);
      if (BFF_ACCESS[route] === 'public') expect([401, 403], route).not.toContain(status);
      else expect(status, route).toBe(401);
    }
  });

  test('support does not read webhooks; the navigation agrees', () => {
    expect(rolesFor('GET /api/webhooks')).toEqual(['it_staff']);
    for (const role of ROLES)
      expect(
        navigationFor(role).some((item) => item.href === '/webhooks'),
        role,
      ).toBe(rolesFor('GET /api/webhooks').includes(role));
  });
});
