import 'server-only';
import { isIP } from 'node:net';
import { z } from 'zod';
import { normaliseAddress } from './http/request-source';

const emptyIsUnset = (value: unknown) => (value === '' ? undefined : value);

const zAddressList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .refine(
    (addresses) => addresses.every((address) => isIP(address) !== 0),
    'must be a comma list of IP addresses, e.g. 127.0.0.1,10.0.0.5',
  )
  .transform((addresses) => addresses.map(normaliseAddress));

const ZReceiverEndpoint = z.object({ id: z.uuid(), url: z.url(), secret: z.string().min(1) });

// The dashboard's configuration, parsed once on first use (not at build time: `next build` runs without secrets).
const ZDashboardEnv = z
  .object({
    LOADOUT_API_URL: z
      .url('must be the base URL of the Loadout API, e.g. http://127.0.0.1:4000')
      .default('http://127.0.0.1:4000'),
    LOADOUT_API_KEY: z
      .string()
      .regex(/^lo_(live|test)_\w+$/, 'must be a company API key (lo_live_… or lo_test_…)')
      .optional(),
    LOADOUT_OPERATOR_TOKEN: z.string().min(24, 'must be an operator token').optional(),
    LOADOUT_COMPANY_NAME: z.string().min(1).default('Your company'),
    /** Set by `npm start` only: the dashboard's own loopback URL, where the demo's built-in webhook test receiver listens. */
    LOADOUT_DEMO_RECEIVER_URL: z
      .url({
        protocol: /^http$/,
        message: "must be the dashboard's own http:// loopback URL, e.g. http://127.0.0.1:3000 (npm start sets it)",
      })
      .optional(),
    /**
     * Set by `npm start` only: the endpoint the built-in test receiver receives for after a restart, as JSON
     * `{ "id", "url", "secret" }` (server/demo/test-receiver.ts), since the receiver keeps its secret in memory.
     */
    LOADOUT_DEMO_RECEIVER_ENDPOINT: z.preprocess(
      emptyIsUnset,
      z
        .string()
        .transform((value, context) => {
          try {
            return ZReceiverEndpoint.parse(JSON.parse(value));
          } catch {
            context.addIssue({ code: 'custom', message: 'must be JSON {"id","url","secret"} (npm start sets it)' });
            return z.NEVER;
          }
        })
        .optional(),
    ),
    DASHBOARD_USERS_FILE: z.string().default('data/dashboard-users.json'),
    NEXTAUTH_SECRET: z.string().min(32, 'must be at least 32 random characters (e.g. `openssl rand -base64 32`)'),
    DASHBOARD_SESSION_MAX_AGE: z.coerce
      .number()
      .int()
      .positive()
      .default(8 * 60 * 60),
    OIDC_ISSUER: z.url().optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_ROLE_CLAIM: z.string().min(1).default('loadout_role'),
    OIDC_DISPLAY_NAME: z.string().min(1).default('Company SSO'),
    /** The reverse proxies in front of the dashboard: only requests from them may set X-Forwarded-For, -Host and -Proto. */
    DASHBOARD_TRUSTED_PROXY: zAddressList,
    /** Sessions and counters shared by every dashboard instance (lib/shared-store.ts); unset, this process's memory. */
    REDIS_URL: z.preprocess(
      emptyIsUnset,
      z
        .string()
        .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
        .optional(),
    ),
    /** Starts every Redis key, as for the API; by default one derived from NEXTAUTH_SECRET. */
    REDIS_PREFIX: z.preprocess(
      emptyIsUnset,
      z
        .string()
        .regex(/^[\w:.-]{1,100}$/, 'expected at most 100 letters, digits and : . _ - (e.g. loadout:production:)')
        .optional(),
    ),
    /** BFF requests one user may make per minute (lib/bff/user-budget.ts). */
    DASHBOARD_USER_RATE_LIMIT: z.coerce.number().int().positive().default(300),
    /** Failed sign-ins per account, and per client address, in 15 minutes before sign-ins are refused (429). */
    DASHBOARD_SIGN_IN_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
    DASHBOARD_SIGN_IN_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  })
  .refine(
    (env) =>
      Boolean(env.OIDC_ISSUER) === Boolean(env.OIDC_CLIENT_ID) &&
      Boolean(env.OIDC_CLIENT_ID) === Boolean(env.OIDC_CLIENT_SECRET),
    {
      message: 'set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together, or none of them',
      path: ['OIDC_ISSUER'],
    },
  );

export type DashboardEnv = z.infer<typeof ZDashboardEnv>;

let parsed: DashboardEnv | undefined;

export function dashboardEnv(): DashboardEnv {
  if (parsed) return parsed;
  const result = ZDashboardEnv.safeParse(process.env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`The dashboard's configuration is invalid:\n${problems}`);
  }
  parsed = result.data;
  return parsed;
}
