import { queryOptions } from '@tanstack/react-query';
import type { BffRoute } from '@/lib/bff/access';
import { bffCall } from './bff-call';

/** One object through a BFF route that answers `{ data }`, e.g. `GET /api/quotes/[id]`, under `[...root, 'detail', id]`. */
export function detailQueryOptions<T>(root: readonly string[], route: BffRoute, id: string) {
  return queryOptions({
    queryKey: [...root, 'detail', id],
    queryFn: ({ client }) => bffCall<{ data: T }>(route, { params: { id }, client }).then((body) => body.data),
  });
}
