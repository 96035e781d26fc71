import type { IncomingMessage, ServerResponse } from 'node:http';
import { recordHttpRequest } from '../core/metrics';

// The dashboard's requests are counted by kind of path, a bounded set: Next.js's own routing is not exposed to the
// server around it, and the URL itself (ids, search params) would make a series per page ever seen.
const ROUTE_PREFIXES = [
  ['/api/auth/', '/api/auth/*'],
  ['/api/', '/api/*'],
  ['/_next/static/', '/_next/static/*'],
  ['/_next/', '/_next/*'],
  ['/operator/', '/operator/*'],
] as const;

/** The route label of a dashboard request: its kind of path (`/api/*`, `/_next/static/*`, a page…). */
export function dashboardRouteOf(url: string): string {
  for (const [prefix, route] of ROUTE_PREFIXES) if (url.startsWith(prefix)) return route;
  return url === '/operator' || url.startsWith('/operator?') ? '/operator/*' : 'page';
}

/** Counts and times a request of the dashboard's server (server/dashboard-main.ts) once its response is sent. */
export function countDashboardRequest(request: IncomingMessage, response: ServerResponse) {
  const startedAt = performance.now();
  response.once('finish', () =>
    recordHttpRequest(
      request.method ?? 'GET',
      dashboardRouteOf(request.url ?? '/'),
      response.statusCode,
      (performance.now() - startedAt) / 1000,
    ),
  );
}
