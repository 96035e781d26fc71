import type { BffRoute } from '@/lib/bff/access';
import { bffFetch, type BffFetchOptions } from './bff-fetch';

export type BffCallOptions = Omit<BffFetchOptions, 'method'> & { params?: Record<string, string> };

/** The URL of a BFF route (its name in lib/bff/access.ts), each `[param]` filled in and encoded. */
export function bffPath(route: BffRoute, params: Record<string, string> = {}): string {
  const path = route.slice(route.indexOf(' ') + 1);
  return path.replace(/\[([^\]]+)\]/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route} needs the parameter ${name}.`);
    return encodeURIComponent(value);
  });
}

/**
 * Calls a BFF route by its name in lib/bff/access.ts: the method and path come from the table the BFF checks access
 * with, so no component builds a URL or picks a method by hand.
 */
export function bffCall<T>(route: BffRoute, { params, ...options }: BffCallOptions = {}): Promise<T> {
  return bffFetch<T>(bffPath(route, params), { ...options, method: route.slice(0, route.indexOf(' ')) });
}
