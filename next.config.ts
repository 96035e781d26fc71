import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { FIXED_SECURITY_HEADERS } from './lib/http/security-headers';

// The dashboard (app/, components/). The procurement API in server/ is a separate process; the dashboard reaches
// it through its BFF route handlers.
const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Several e2e stacks can be built side by side (NEXT_DIST_DIR=.next-e2e-2); the default is .next.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // `npm run typecheck` checks the whole repository (CI runs it); the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // forbidden() and the forbidden.tsx files: a page a role may not open says why, instead of redirecting.
    authInterrupts: true,
    // The server's bundles never reach a browser: left unminified they keep readable stack traces in the logs, and
    // `next build` (which `npm start` runs on a fresh clone) takes some 15% less CPU. Browser bundles stay minified.
    serverMinification: false,
  },
  // On every response, static files included; the Content-Security-Policy comes from proxy.ts (a nonce per request).
  headers: async () => [{ source: '/:path*', headers: [...FIXED_SECURITY_HEADERS] }],
};

// next-intl reads each request's language and catalog from lib/i18n/request.ts.
export default createNextIntlPlugin('./lib/i18n/request.ts')(nextConfig);
