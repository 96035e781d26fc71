import type { TApiKey, TCompany } from '@/lib/contract/access';
import type { TKit, ZOperatorProduct } from '@/lib/contract/catalog';
import type { TScimToken } from '@/lib/contract/scim-tokens';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { bffCall } from './bff-call';
import { detailQueryOptions } from './detail';
import { listQueryOptions, type ListFilters, type ListPage } from './list';

// The operator console's companies, API keys, kits and catalog, through the operator BFF routes (app/api/operator/**).
export type TOperatorProduct = z.infer<typeof ZOperatorProduct>;
export type TKitMode = 'live' | 'test';

export const operatorCompanyQueries = {
  root: ['operator', 'companies'] as const,
  list: (filters?: ListFilters) =>
    listQueryOptions<TCompany>(operatorCompanyQueries.root, '/api/operator/companies', filters),
  detail: (id: string) =>
    detailQueryOptions<TCompany>(operatorCompanyQueries.root, 'GET /api/operator/companies/[id]', id),
};

export const operatorApiKeyQueries = {
  root: ['operator', 'api-keys'] as const,
  list: (companyId: string) =>
    queryOptions({
      queryKey: [...operatorApiKeyQueries.root, 'list', companyId],
      queryFn: ({ client }) =>
        bffCall<ListPage<TApiKey>>('GET /api/operator/companies/[id]/api-keys', {
          params: { id: companyId },
          client,
        }).then((body) => body.data),
    }),
};

export const operatorScimTokenQueries = {
  root: ['operator', 'scim-tokens'] as const,
  list: (companyId: string) =>
    queryOptions({
      queryKey: [...operatorScimTokenQueries.root, 'list', companyId],
      queryFn: ({ client }) =>
        bffCall<ListPage<TScimToken>>('GET /api/operator/companies/[id]/scim-tokens', {
          params: { id: companyId },
          client,
        }).then((body) => body.data),
    }),
};

export const operatorKitQueries = {
  root: ['operator', 'kits'] as const,
  list: (companyId: string, mode: TKitMode) =>
    queryOptions({
      queryKey: [...operatorKitQueries.root, 'list', companyId, mode],
      queryFn: ({ client }) =>
        bffCall<ListPage<TKit>>('GET /api/operator/companies/[id]/kits', {
          params: { id: companyId },
          query: { mode },
          client,
        }).then((body) => body.data),
    }),
};

export const operatorProductQueries = {
  root: ['operator', 'products'] as const,
  list: (filters?: ListFilters) =>
    listQueryOptions<TOperatorProduct>(operatorProductQueries.root, '/api/operator/products', filters),
  detail: (id: string) =>
    detailQueryOptions<TOperatorProduct>(operatorProductQueries.root, 'GET /api/operator/products/[id]', id),
};
