import { infiniteQueryOptions } from '@tanstack/react-query';
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
