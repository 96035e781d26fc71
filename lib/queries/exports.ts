import { queryOptions } from '@tanstack/react-query';
import type { TExport } from '@/lib/contract/exports';
import { bffCall } from './bff-call';
import type { ListPage } from './list';

const ACTIVE = new Set(['queued', 'running']);

/** Whether an export is still being written (its queries poll until it is not). */
export const isActive = (item: Pick<TExport, 'status'>) => ACTIVE.has(item.status);

// Recent exports and one export, polled every second while one is still being written. Mutations invalidate `root`.
export const exportQueries = {
  root: ['exports'] as const,
  recent: () =>
    queryOptions({
      queryKey: [...exportQueries.root, 'recent'],
      queryFn: ({ client }) =>
        bffCall<ListPage<TExport>>('GET /api/exports', { query: { limit: '50' }, client }).then((page) => page.data),
      refetchInterval: (query) => (query.state.data?.some(isActive) ? 1_000 : false),
    }),
  one: (id: string) =>
    queryOptions({
      queryKey: [...exportQueries.root, 'one', id],
      queryFn: ({ client }) =>
        bffCall<{ data: TExport }>('GET /api/exports/[id]', { params: { id }, client }).then((body) => body.data),
      refetchInterval: (query) => (query.state.data && !isActive(query.state.data) ? false : 1_000),
    }),
};

/** The dashboard's link that streams the file (app/api/exports/[id]/download). */
export const downloadPath = (id: string) => `/api/exports/${encodeURIComponent(id)}/download`;
