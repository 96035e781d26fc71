import type { TApiKey, TCompany } from '@/lib/contract/access';
import type { TKit, ZOperatorProduct } from '@/lib/contract/catalog';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { bffFetch } from './bff-fetch';
import { listQueryOptions, type ListFilters, type ListPage } from './list';

// The operator console's companies, API keys, kits and catalog, through the operator BFF routes (app/api/operator/**).
export type TOperatorProduct = z.infer<typeof ZOperatorProduct>;
export type TKitMode = 'live' | 'test';

const companyPath = (id: string) => `/api/operator/companies/${encodeURIComponent(id)}`;

export const operatorCompanyQueries = {
  root: ['operator', 'companies'] as const,
  list: (filters?: ListFilters) => listQueryOptions<TCompany>(operatorCompanyQueries.root, '/api/operator/companies', filters),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...operatorCompanyQueries.root, 'detail', id],
      queryFn: () => bffFetch<{ data: TCompany }>(companyPath(id)).then((body) => body.data),
    }),
};

export const operatorApiKeyQueries = {
  root: ['operator', 'api-keys'] as const,
  list: (companyId: string) =>
    queryOptions({
      queryKey: [...operatorApiKeyQueries.root, 'list', companyId],
      queryFn: () => bffFetch<ListPage<TApiKey>>(`${companyPath(companyId)}/api-keys`).then((body) => body.data),
    }),
};

export const operatorKitQueries = {
  root: ['operator', 'kits'] as const,
  list: (companyId: string, mode: TKitMode) =>
    queryOptions({
      queryKey: [...operatorKitQueries.root, 'list', companyId, mode],
      queryFn: () => bffFetch<ListPage<TKit>>(`${companyPath(companyId)}/kits`, { query: { mode } }).then((body) => body.data),
    }),
};

export const operatorProductQueries = {
  root: ['operator', 'products'] as const,
  list: (filters?: ListFilters) => listQueryOptions<TOperatorProduct>(operatorProductQueries.root, '/api/operator/products', filters),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...operatorProductQueries.root, 'detail', id],
      queryFn: () => bffFetch<{ data: TOperatorProduct }>(`/api/operator/products/${encodeURIComponent(id)}`).then((body) => body.data),
    }),
};

/** The content type of an uploaded import file: JSON by its name or type, CSV otherwise. */
export function importContentType(file: File): string {
  return file.type === 'application/json' || file.name.toLowerCase().endsWith('.json') ? 'application/json' : 'text/csv';
}

/** Sends an import file's text to an operator import route as CSV or JSON; resolves to the API's summary. */
export async function uploadImport<T>(path: string, file: File, query: Record<string, string> = {}): Promise<T> {
  const body = await file.text();
  return bffFetch<{ data: T }>(path, { method: 'POST', query, body, contentType: importContentType(file) }).then((response) => response.data);
}
