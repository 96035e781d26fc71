import 'server-only';
import type { NextAuthOptions, User } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import type { OAuthConfig } from 'next-auth/providers/oauth';
import { dashboardEnv, type DashboardEnv } from '@/lib/env';
import { ZRole } from './roles';
import { endSession, liveUser, startSession } from './sessions';
import { findUserByPassword } from './users-file';

type OidcProfile = Record<string, unknown> & { sub: string; email?: string; name?: string };

/** Company SSO: any OpenID Connect provider; the role comes from the claim `OIDC_ROLE_CLAIM` (ID token or userinfo). */
function oidcProvider(env: DashboardEnv): OAuthConfig<OidcProfile> {
  const issuer = env.OIDC_ISSUER!.replace(/\/$/, '');
  return {
    id: 'oidc',
    name: env.OIDC_DISPLAY_NAME,
    type: 'oauth',
    wellKnown: `${issuer}/.well-known/openid-configuration`,
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET,
    authorization: { params: { scope: 'openid email profile' } },
    idToken: true,
    checks: ['pkce', 'state'],
    userinfo: {
      async request({ client, tokens }) {
        const claims = (tokens as { claims(): Record<string, unknown> }).claims();
        const info = tokens.access_token ? await client.userinfo(tokens.access_token) : {};
        return { ...info, ...claims } as OidcProfile;
      },
    },
    profile(profile): User {
      const role = ZRole.safeParse(profile[env.OIDC_ROLE_CLAIM]);
      return {
        id: profile.sub,
        email: profile.email ?? null,
        name: profile.name ?? profile.email ?? profile.sub,
        role: role.success ? role.data : undefined,
      };
    },
  };
}

/** next-auth's configuration: the users file, company SSO when configured, JWT sessions that expire and can be ended. */
export function authOptions(): NextAuthOptions {
  const env = dashboardEnv();
  return {
    secret: env.NEXTAUTH_SECRET,
    session: { strategy: 'jwt', maxAge: env.DASHBOARD_SESSION_MAX_AGE },
    jwt: { maxAge: env.DASHBOARD_SESSION_MAX_AGE },
    pages: { signIn: '/sign-in', error: '/sign-in' },
    providers: [
      Credentials({
        id: 'credentials',
        name: 'E-mail and password',
        credentials: { email: { label: 'E-mail', type: 'email' }, password: { label: 'Password', type: 'password' } },
        async authorize(credentials) {
          if (!credentials?.email || !credentials.password) return null;
          const user = await findUserByPassword(env.DASHBOARD_USERS_FILE, credentials.email, credentials.password);
          return user ? { id: user.email, email: user.email, name: user.name, role: user.role } : null;
        },
      }),
      ...(env.OIDC_ISSUER ? [oidcProvider(env)] : []),
    ],
    callbacks: {
      // An SSO user whose role claim is missing or unknown is refused (the sign-in page says why).
      signIn: ({ user }) => ZRole.safeParse(user.role).success,
      // At sign-in (`user` and `account` are given then only): the role, and a session the server can end.
      async jwt({ token, user, account }) {
        if (!user) return token;
        const { sessionId, signedInAt } = await startSession(user.email ?? user.id);
        return { ...token, role: user.role, sid: sessionId, signed_in_at: signedInAt, provider: account?.provider };
      },
      // GET /api/auth/session: the user while the session is live, else none.
      async session({ session, token }) {
        const user = await liveUser(token);
        return user
          ? { ...session, user: { ...session.user, role: user.role } }
          : { expires: session.expires, user: {} };
      },
    },
    events: {
      async signOut({ token }) {
        if (token?.sid) await endSession(token.sid);
      },
    },
  };
}
