import 'server-only';
import { getToken } from 'next-auth/jwt';
import { cookies, headers } from 'next/headers';
import type { NextRequest } from 'next/server';
import { forbidden, redirect } from 'next/navigation';
import { dashboardEnv } from '@/lib/env';
import { canSeePage } from './roles';
import { liveUser, type SignedInUser } from './sessions';

export type { SignedInUser } from './sessions';

/**
 * The signed-in user of the page being rendered, or null (no session, an expired or ended one, or one without a
 * valid role). The session cookie is only decrypted (getServerSession would also encode a renewed one, which a page
 * cannot send), then checked against the session's record (lib/auth/sessions.ts).
 */
export async function currentUser(): Promise<SignedInUser | null> {
  // getToken reads cookies through getAll(), which the cookies of next/headers have.
  const request = { cookies: await cookies(), headers: await headers() } as unknown as NextRequest;
  return liveUser(await getToken({ req: request, secret: dashboardEnv().NEXTAUTH_SECRET }));
}

/** currentUser for BFF routes. */
export async function requestUser(request: NextRequest): Promise<SignedInUser | null> {
  return liveUser(await getToken({ req: request, secret: dashboardEnv().NEXTAUTH_SECRET }));
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
