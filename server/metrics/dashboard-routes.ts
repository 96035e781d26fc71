// The dashboard's requests are counted by kind of path, a bounded set: Next.js's own routing is not exposed to the
// server around it, and the URL itself (ids, search params) would make a series per page ever seen.
const ROUTE_PREFIXES = [
  ['/api/auth/', '/api/auth/*'],
  ['/api/', '/api/*'],
  ['/_next/static/', '/_next/static/*'],
  ['/_next/', '/_next/*'],
  ['/operator', '/operator/*'],
] as const;

/** The route label of a dashboard request: its kind of path (`/api/*`, `/_next/static/*`, a page…). */
export function dashboardRouteOf(url: string): string {
  for (const [prefix, route] of ROUTE_PREFIXES) if (url.startsWith(prefix)) return route;
  return 'page';
}
