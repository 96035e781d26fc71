import 'server-only';
import type { SignedInUser } from '@/lib/auth/sessions';
import { dashboardEnv } from '@/lib/env';
import { sharedStore, SharedStoreError } from '@/lib/shared-store';
import { errorResponse } from './responses';

// Every dashboard user spends a budget of their own, DASHBOARD_USER_RATE_LIMIT BFF requests in a minute that starts
// with their first, before the company key's (which all users share, and which the API limits per key): one busy
// user or a runaway script is stopped without throttling everyone else. In Redis when REDIS_URL is set, so the
// budget holds across dashboard instances.

const WINDOW_SECONDS = 60;

/** Counts one request of `user`; a 429 with Retry-After once their minute's budget is spent, else null. */
export async function spendUserBudget(user: SignedInUser): Promise<Response | null> {
  const limit = dashboardEnv().DASHBOARD_USER_RATE_LIMIT;
  let counter;
  try {
    counter = await sharedStore().increment(`budget:${user.id}`, WINDOW_SECONDS);
  } catch (error) {
    // As the API does with its rate limits: a counter store that is down does not take the dashboard down.
    if (!(error instanceof SharedStoreError)) throw error;
    console.warn(`${error.message}; the request is let through without counting it against the user's budget`);
    return null;
  }
  if (counter.count <= limit) return null;
  const seconds = counter.retryAfterSeconds;
  const response = errorResponse(
    429,
    'RATE_LIMITED',
    `You made ${limit} dashboard requests within a minute, the most one user may (DASHBOARD_USER_RATE_LIMIT); try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  );
  response.headers.set('retry-after', String(seconds));
  return response;
}
