import type { NextConfig } from 'next';

// The dashboard (app/, components/). The procurement API in server/ is a separate process; the dashboard reaches
// it through its BFF route handlers.
const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  typedRoutes: true,
};

export default nextConfig;
