import NextAuth from 'next-auth';
import type { NextRequest } from 'next/server';
import { authOptions } from '@/lib/auth/options';
import { throttledSignIn } from '@/lib/auth/sign-in-throttle';

type Context = { params: Promise<{ nextauth: string[] }> };

// next-auth's endpoints: sign-in (credentials and company SSO), callbacks, session, sign-out, CSRF token.
function handler(request: NextRequest, context: Context) {
  return NextAuth(request, context, authOptions()) as Promise<Response>;
}

// Sign-ins with e-mail and password are throttled per account and per client address.
function POST(request: NextRequest, context: Context) {
  if (request.nextUrl.pathname.endsWith('/callback/credentials')) return throttledSignIn(request, () => handler(request, context));
  return handler(request, context);
}

export { handler as GET, POST };
