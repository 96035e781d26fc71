import 'server-only';
import { getServerSession } from 'next-auth';
import { getToken } from 'next-auth/jwt';
import type { NextRequest } from 'next/server';
import { forbidden, redirect } from 'next/navigation';
import { dashboardEnv } from '@/lib/env';
import { authOptions } from './options';
import { canSeePage, ZRole, type TRole } from './roles';

export type SignedInUser = { email: string; name: string; role: TRole };

function signedInUser(user: { email?: string | null; name?: string | null; role?: unknown } | undefined): SignedInUser | null {
  const role = ZRole.safeParse(user?.role);
  if (!user || !role.success) return null;
  return { email: user.email ?? '', name: user.name ?? user.email ?? '', role: role.data };
}

/** The signed-in user, or null (no session, an expired one, or one without a valid role). */
export async function currentUser(): Promise<SignedInUser | null> {
  const session = await getServerSession(authOptions());
  return signedInUser(session?.user);
}

/**
 * currentUser for BFF routes, which the browser calls many times per page: the session cookie is only decrypted.
 * (getServerSession also encodes a renewed session that a route handler never sends, which doubled the cost.)
 */
export async function requestUser(request: NextRequest): Promise<SignedInUser | null> {
  const token = await getToken({ req: request, secret: dashboardEnv().NEXTAUTH_SECRET });
  return token ? signedInUser(token) : null;
}

/**
 * For pages: the signed-in user allowed on `href` (per NAVIGATION and the narrower pages in roles.ts). Without a
 * session, to the sign-in page; a role that may not open the page gets its section's forbidden.tsx, which says why.
 */
export async function requirePage(href: string): Promise<SignedInUser> {
  const user = await currentUser();
  if (!user) redirect(`/sign-in?callbackUrl=${encodeURIComponent(href)}`);
  if (!canSeePage(user.role, href)) forbidden();
  return user;
}
