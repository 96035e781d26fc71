import type { TRole } from './roles';

// The role travels in the session JWT and in the session the pages read.
declare module 'next-auth' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface User {
    role?: TRole;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface Session {
    user: { name?: string | null; email?: string | null; image?: string | null; role?: TRole };
  }
}

declare module 'next-auth/jwt' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface JWT {
    role?: TRole;
    /** The session's record in the shared store (lib/auth/sessions.ts). */
    sid?: string;
    /** When the session began (ms since the epoch): sessions before a user's `signed_out_at` are over. */
    signed_in_at?: number;
    /** How the user signed in: `credentials` (the users file) or `oidc`. */
    provider?: string;
  }
}
