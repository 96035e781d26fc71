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
  }
}
