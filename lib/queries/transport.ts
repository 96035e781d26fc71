import type { QueryClient } from '@tanstack/react-query';

/**
 * How a query's request reaches its BFF route: in the browser, `fetch`; on the server, while a page prefetches
 * (prefetch.ts), the route's handler called in-process with the page request's cookies. A query function finds
 * its transport through the QueryClient it runs for, so the same query options serve both.
 */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

const transports = new WeakMap<QueryClient, Transport>();

/** Sends the requests of the queries `client` runs through `transport` instead of `fetch`. */
export function setTransport(client: QueryClient, transport: Transport) {
  transports.set(client, transport);
}

export function transportOf(client: QueryClient | undefined): Transport {
  return (client && transports.get(client)) ?? fetch;
}
