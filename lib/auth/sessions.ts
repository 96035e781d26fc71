import 'server-only';
import { randomBytes } from 'node:crypto';
import type { JWT } from 'next-auth/jwt';
import { dashboardEnv } from '@/lib/env';
import { sharedStore } from '@/lib/shared-store';
import { ZRole, type TRole } from './roles';
import { readUsersFileCached } from './users-file';

// Sessions the server can end. The session cookie (a JWT next-auth encrypts) carries a session id; the session is
// live while its record is in the shared store (lib/shared-store.ts) and, for users of the users file, while the
// file still holds the user with the same role and has not signed them out since. Signing out deletes the record;
// removing a user, changing their role or password, or `npm run operator -- sign-out-dashboard-user` ends their
// sessions at the next request. A cookie without a live record signs no one in, whatever its own expiry says.

/** `id` is how the session's provider names the user (`credentials:<e-mail>`, `oidc:<subject>`). */
export type SignedInUser = { id: string; email: string; name: string; role: TRole };

const recordKey = (sessionId: string) => `session:${sessionId}`;

/** Starts a session at sign-in: its id goes into the JWT. */
export async function startSession(email: string): Promise<{ sessionId: string; signedInAt: number }> {
  const sessionId = randomBytes(18).toString('base64url');
  await sharedStore().put(recordKey(sessionId), email, dashboardEnv().DASHBOARD_SESSION_MAX_AGE);
  return { sessionId, signedInAt: Date.now() };
}

export async function endSession(sessionId: string): Promise<void> {
  await sharedStore().remove(recordKey(sessionId));
}

/** Whether a user of the users file still may use a session begun at `signedInAt` with `role`. */
function isStillInUsersFile(email: string, role: TRole, signedInAt: number): boolean {
  const user = readUsersFileCached(dashboardEnv().DASHBOARD_USERS_FILE).find(
    (candidate) => candidate.email === email.toLowerCase(),
  );
  if (!user || user.role !== role) return false;
  return !user.signed_out_at || Date.parse(user.signed_out_at) < signedInAt;
}

/** The user of a decoded session cookie while their session is live, else null (and the session is ended). */
export async function liveUser(token: JWT | null): Promise<SignedInUser | null> {
  const role = ZRole.safeParse(token?.role);
  if (!token || !role.success || !token.sid) return null;
  if (!(await sharedStore().get(recordKey(token.sid)))) return null;
  if (token.provider === 'credentials' && !isStillInUsersFile(token.email ?? '', role.data, token.signed_in_at ?? 0)) {
    await endSession(token.sid);
    return null;
  }
  return {
    id: `${token.provider}:${token.sub ?? token.email}`,
    email: token.email ?? '',
    name: token.name ?? token.email ?? '',
    role: role.data,
  };
}
