import 'server-only';
import {
  dehydrate,
  QueryClient,
  type DehydratedState,
  type FetchInfiniteQueryOptions,
  type FetchQueryOptions,
} from '@tanstack/react-query';
import { headers } from 'next/headers';
import { NextRequest } from 'next/server';
import { setTransport } from './transport';

/** A BFF route's exported handler: the `GET` of an app/api/**\/route.ts. */
export type RouteHandler = (
  request: NextRequest,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;

// The options objects of lib/queries are typed by their data and key; here only their shape matters.
/* eslint-disable @typescript-eslint/no-explicit-any */
type AnyQuery = FetchQueryOptions<any, any, any, any>;
type AnyInfiniteQuery = FetchInfiniteQueryOptions<any, any, any, any, any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

export type Prefetch = {
  /** The query options the page's component reads with (lib/queries), so the key and the query function are its. */
  query: AnyQuery | AnyInfiniteQuery;
  /** The handler the query's BFF request reaches; for an infinite list, its first page is fetched. */
  route: RouteHandler;
  /** The route's `[param]` values. */
  params?: Record<string, string>;
};

/**
 * Runs a page's queries while the page renders on the server, for `<HydrationBoundary state={…}>`: the page then
 * arrives with its data instead of a skeleton. Each query runs its own query function; its BFF request is answered
 * by the route's handler in this process, with the page request's headers (the session cookie), so access rules,
 * the user's request budget and the answer are exactly those of the browser's request. A query that fails is left
 * out: the browser runs it again and shows the error as before.
 */
export async function prefetch(...entries: Prefetch[]): Promise<DehydratedState> {
  const incoming = await headers();
  const origin = `${incoming.get('x-forwarded-proto') ?? 'http'}://${incoming.get('host') ?? 'localhost'}`;
  const states = await Promise.all(
    entries.map(async ({ query, route, params = {} }) => {
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      setTransport(client, (url, init) =>
        route(new NextRequest(new URL(url, origin), { method: init.method, headers: new Headers(incoming) }), {
          params: Promise.resolve(params),
        }),
      );
      if ('getNextPageParam' in query) await client.prefetchInfiniteQuery(query);
      else await client.prefetchQuery(query);
      return dehydrate(client);
    }),
  );
  return { mutations: [], queries: states.flatMap((state) => state.queries) };
}
