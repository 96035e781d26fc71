import 'server-only';
import type { NextRequest } from 'next/server';
import { errorResponse } from '@/lib/bff/responses';
import { dashboardEnv } from '@/lib/env';
import { sourceOf } from '@/lib/http/source-of';
import { sharedStore } from '@/lib/shared-store';

// Sign-ins with e-mail and password, counted per account and per client address (lib/http/request-source.ts) in a
// window of 15 minutes that starts with the first attempt. Every attempt counts before the password is checked,
// so guesses sent in parallel count too; a successful sign-in clears its account's count and gives its address's
// back. Past DASHBOARD_SIGN_IN_FAILURES_PER_ACCOUNT (or _PER_ADDRESS) the answer is 429 with Retry-After until the
// window ends, whatever the password. In Redis when REDIS_URL is set, so every dashboard instance counts alike.

export const SIGN_IN_WINDOW_SECONDS = 15 * 60;

const accountKey = (email: string) => `sign-in:account:${email}`;
const addressKey = (address: string) => `sign-in:address:${address}`;

function refusal(who: 'for this account' | 'from your address', retryAfterSeconds: number): Response {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const response = errorResponse(
    429,
    'RATE_LIMITED',
    `Too many failed sign-ins ${who}; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
  response.headers.set('retry-after', String(retryAfterSeconds));
  return response;
}

/** The e-mail the sign-in is for, as next-auth reads the body (a form, or JSON). */
async function emailOf(request: NextRequest): Promise<string> {
  const copy = request.clone();
  const isJson = request.headers.get('content-type')?.includes('application/json');
  const email = isJson
    ? ((await copy.json().catch(() => null)) as { email?: unknown } | null)?.email
    : (await copy.formData().catch(() => null))?.get('email');
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

const setsSessionCookie = (response: Response) =>
  response.headers.getSetCookie().some((cookie) => /^(__Secure-)?next-auth\.session-token=[^;]/.test(cookie));

/** Runs next-auth's credentials sign-in (`signIn`) unless the account or the address has failed too often. */
export async function throttledSignIn(request: NextRequest, signIn: () => Promise<Response>): Promise<Response> {
  const env = dashboardEnv();
  const store = sharedStore();
  const email = await emailOf(request);
  const { address } = sourceOf(request);
  const account = await store.increment(accountKey(email), SIGN_IN_WINDOW_SECONDS);
  const fromAddress = await store.increment(addressKey(address), SIGN_IN_WINDOW_SECONDS);
  if (account.count > env.DASHBOARD_SIGN_IN_FAILURES_PER_ACCOUNT)
    return refusal('for this account', account.retryAfterSeconds);
  if (fromAddress.count > env.DASHBOARD_SIGN_IN_FAILURES_PER_ADDRESS)
    return refusal('from your address', fromAddress.retryAfterSeconds);
  const response = await signIn();
  if (response.status < 400 && setsSessionCookie(response)) {
    await store.remove(accountKey(email));
    await store.decrement(addressKey(address));
  }
  return response;
}
