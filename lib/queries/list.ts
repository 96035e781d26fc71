import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import type { BffRoute } from '@/lib/bff/access';
import { bffCall } from './bff-call';
import { bffFetch } from './bff-fetch';

export type ListPage<T> = { data: T[]; meta: { has_more: boolean; next_cursor: string | null } };
export type ListFilters = Record<string, string | undefined>;

/** A cursor-paginated list through a BFF route; the filters are part of the key, the cursor is the page param. */
export function listQueryOptions<T>(root: readonly string[], path: string, filters: ListFilters = {}) {
  return infiniteQueryOptions({
    queryKey: [...root, 'list', filters],
    queryFn: ({ pageParam, client }) =>
      bffFetch<ListPage<T>>(path, { query: { ...filters, cursor: pageParam }, client }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.meta.next_cursor ?? undefined,
  });
}

/**
 * Every page of a cursor list (a company's rules, kits, the catalog: at most a few hundred rows), or the first
 * `maxPages` of a list that can be long.
 */
export async function allPages<T>(
  route: BffRoute,
  client: QueryClient,
  query: Record<string, string> = {},
  maxPages = Infinity,
): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page: ListPage<T> = await bffCall<ListPage<T>>(route, { query: { ...query, limit: '100', cursor }, client });
    rows.push(...page.data);
    cursor = page.meta.next_cursor ?? undefined;
    pages += 1;
  } while (cursor && pages < maxPages);
  return rows;
}
