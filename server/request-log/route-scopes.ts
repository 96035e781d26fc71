import type { FastifyInstance } from 'fastify';
import type { TScope } from '@/lib/contract/access';
import { missingScopes } from '../access/scopes';

/**
 * The scopes each route of an API surface declares (`config.logScopes`, else `config.scopes`), by method and route pattern: a request-log
 * entry shows its bodies only to a key that holds the scopes of the route that produced it.
 */
export class RouteScopes {
  readonly #byRoute = new Map<string, readonly TScope[]>();

  /** Records the scopes of every route registered on `surface` from now on. */
  collect(surface: FastifyInstance) {
    surface.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods)
        this.#byRoute.set(`${method} ${route.url}`, route.config?.logScopes ?? route.config?.scopes ?? []);
    });
  }

  /**
   * Why a key holding `granted` may not see the bodies of an entry of `method route` (`requires scope
   * employees:read`), or null when it may. An entry without a route (404) had no scope to pass.
   */
  bodiesHiddenReason(granted: readonly string[], method: string, route: string | null): string | null {
    if (route === null) return null;
    const required = this.#byRoute.get(`${method} ${route}`);
    if (!required)
      return `the route ${method} ${route} is no longer served, so the scope that guards its bodies is unknown`;
    const missing = missingScopes(granted, required);
    return missing.length === 0 ? null : `requires scope ${missing.join(' and ')}`;
  }
}
