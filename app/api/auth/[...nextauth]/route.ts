import NextAuth from 'next-auth';
import type { NextRequest } from 'next/server';
import { authOptions } from '@/lib/auth/options';
import { throttledSignIn } from '@/lib/auth/sign-in-throttle';
import { errorResponse } from '@/lib/bff/responses';
import { SharedStoreError } from '@/lib/shared-store';

type Context = { params: Promise<{ nextauth: string[] }> };

// next-auth's endpoints: sign-in (credentials and company SSO), callbacks, session, sign-out, CSRF token.
function handler(request: NextRequest, context: Context) {
  return NextAuth(request, context, authOptions()) as Promise<Response>;
}

// Sign-ins with e-mail and password are throttled per account and per client address; while the shared store
// (Redis) cannot be reached, neither can be counted, and sign-ins wait (503) as the BFF routes do.
async function POST(request: NextRequest, context: Context) {
  if (!request.nextUrl.pathname.endsWith('/callback/credentials')) return handler(request, context);
  try {
    return await throttledSignIn(request, () => handler(request, context));
  } catch (error) {
    if (!(error instanceof SharedStoreError)) throw error;
    return errorResponse(
      503,
      'SERVICE_UNAVAILABLE',
      `${error.message}. Sign-ins cannot be counted; try again in a moment.`,
    );
  }
}

export { handler as GET, POST };
