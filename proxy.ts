import { withAuth, type NextRequestWithAuth } from 'next-auth/middleware';
import { NextResponse, type NextFetchEvent, type NextRequest } from 'next/server';
import { responseSecurityOf, setResponseSecurity } from '@/lib/http/response-security';

// Every page gets a Content-Security-Policy with a fresh nonce: Next.js reads it from the request headers and puts the
// nonce on each script it renders (every page renders on request, app/layout.tsx). Behind an https proxy, HSTS too.
// The fixed security headers come from next.config.ts. The BFF routes (/api/* but /api/auth/*) are served by the
// dashboard's own server, which sets the same headers (server/dashboard/api-router.ts).

function passOn(request: NextRequest): NextResponse {
  const security = responseSecurityOf(request);
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', security.policy);
  const response = NextResponse.next({ request: { headers } });
  setResponseSecurity(response.headers, security);
  return response;
}

// Pages need a session: without one, next-auth sends the browser to /sign-in?callbackUrl=<the page>. Role checks
// happen in the layouts and pages (lib/auth/session.ts) and in every BFF route (lib/bff/route.ts), which answer
// 401 themselves.
const requireSession = withAuth(passOn, { pages: { signIn: '/sign-in' } });

// /choose/<token>: a new hire's one-time equipment link, where the token is the credential (no dashboard account).
const isPublic = (pathname: string) =>
  pathname.startsWith('/api/') || pathname === '/sign-in' || pathname.startsWith('/choose/');

export default async function proxy(request: NextRequestWithAuth, event: NextFetchEvent) {
  if (isPublic(request.nextUrl.pathname)) return passOn(request);
  const response = await requireSession(request, event);
  // withAuth's own answer (the redirect to /sign-in) carries the headers too.
  if (response instanceof Response && !response.headers.has('content-security-policy'))
    setResponseSecurity(response.headers, responseSecurityOf(request));
  return response;
}

// Static files and the icons (public; the sign-in page shows them too) need no nonce.
export const config = { matcher: ['/((?!_next/static/|_next/image|favicon.ico|icon.svg).*)'] };
