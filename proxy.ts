import { withAuth } from 'next-auth/middleware';

// Pages need a session: without one, next-auth sends the browser to /sign-in?callbackUrl=<the page>. Role checks
// happen in the layouts and pages (lib/auth/session.ts) and in every BFF route (lib/bff/route.ts).
export default withAuth({ pages: { signIn: '/sign-in' } });

// The icons (app/favicon.ico, app/icon.svg) are public: the sign-in page shows them too.
export const config = { matcher: ['/((?!api/|_next/|sign-in|favicon.ico|icon.svg).*)'] };
