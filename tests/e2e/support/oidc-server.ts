import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type OidcAccount = { login: string; email: string; name: string; role?: string };
export type OidcServer = { issuer: string; clientId: string; clientSecret: string; close(): Promise<void> };

type OidcContext = {
  oidc: {
    provider: { Grant: new (init: { accountId: string; clientId: string }) => OidcGrant };
    client: { clientId: string };
    account: { accountId: string };
    requestParamClaims: Set<string>;
  };
};
type OidcGrant = {
  addOIDCScope(scope: string): void;
  addOIDCClaims(claims: string[]): void;
  save(): Promise<string>;
};

// Silences oidc-provider's load/setup warnings (Node 22 runtime check, dev keys, in-memory adapter, dev interactions).
async function quietly<T>(build: () => Promise<T>): Promise<T> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).startsWith('oidc-provider WARNING')) warn(...args);
  };
  try {
    return await build();
  } finally {
    console.warn = warn;
  }
}

export async function startOidcServer(options: {
  redirectUris: string[];
  accounts: OidcAccount[];
  roleClaim?: string;
}): Promise<OidcServer> {
  const roleClaim = options.roleClaim ?? 'loadout_role';
  const clientId = `loadout-e2e-${randomBytes(6).toString('hex')}`;
  const clientSecret = randomBytes(32).toString('base64url');

  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const provider = await quietly(async () => {
    // @ts-expect-error -- oidc-provider ships no type declarations
    const { default: Provider } = await import('oidc-provider');
    return new Provider(issuer, {
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: options.redirectUris,
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_basic',
        },
      ],
      // Explicit TTLs (seconds) avoid the default-ttl notices.
      ttl: { AccessToken: 3600, IdToken: 3600, Interaction: 600, Session: 86_400, Grant: 86_400 },
      cookies: { keys: [randomBytes(32).toString('base64url')] },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', roleClaim] },
      // Put the scope's claims in the ID token too, not only in userinfo.
      conformIdTokenClaims: false,
      async findAccount(_ctx: unknown, id: string) {
        const account = options.accounts.find((candidate) => candidate.login === id);
        if (!account) return undefined;
        return {
          accountId: account.login,
          async claims() {
            return {
              sub: account.login,
              email: account.email,
              email_verified: true,
              name: account.name,
              ...(account.role === undefined ? {} : { [roleClaim]: account.role }),
            };
          },
        };
      },
      // Skips the consent prompt: every authorization gets a fresh grant for the full scope.
      async loadExistingGrant(ctx: OidcContext) {
        const grant = new ctx.oidc.provider.Grant({
          accountId: ctx.oidc.account.accountId,
          clientId: ctx.oidc.client.clientId,
        });
        grant.addOIDCScope('openid email profile');
        grant.addOIDCClaims([...ctx.oidc.requestParamClaims]);
        await grant.save();
        return grant;
      },
    });
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
