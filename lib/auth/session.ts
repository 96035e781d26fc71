import 'server-only';
import { getToken, type JWT } from 'next-auth/jwt';
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

// Session cookies the BFF decrypted lately, by the Cookie header that carried them: next-auth derives its key (HKDF)
// and decrypts the JWE on every call, most of a BFF read's own CPU. A decoded cookie is used until its JWT expires;
// whether the session is still live is asked of its record on every request all the same (liveUser), so a sign-out
// or a removed user ends it at once. Bounded: the oldest entry goes first.
const DECODED_MAX = 2000;
const decoded = new Map<string, JWT & { exp: number }>();

async function decodedSession(request: NextRequest): Promise<JWT | null> {
  const cookie = request.headers.get('cookie') ?? '';
  const known = decoded.get(cookie);
  if (known && known.exp * 1000 > Date.now()) return known;
  if (known) decoded.delete(cookie);
  const token = await getToken({ req: request, secret: dashboardEnv().NEXTAUTH_SECRET });
  if (token && typeof token.exp === 'number') {
    if (decoded.size >= DECODED_MAX) decoded.delete(decoded.keys().next().value!);
    decoded.set(cookie, token as JWT & { exp: number });
  }
  return token;
}

/** currentUser for BFF routes. */
export async function requestUser(request: NextRequest): Promise<SignedInUser | null> {
  return liveUser(await decodedSession(request));
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
