import { queryOptions } from '@tanstack/react-query';
import type { TKit, TProduct } from '@/lib/contract/catalog';
import type { TEmployee } from '@/lib/contract/employees';
import type {
  TEquipmentPolicy,
  TEquipmentPolicyPreview,
  TPreviewEquipmentPolicyInput,
} from '@/lib/contract/equipment-policies';
import { bffCall } from './bff-call';
import { detailQueryOptions } from './detail';
import { allPages, type ListPage } from './list';
import { kitQueries, productQueries } from './resources';

// The company's equipment policies: the whole ordered list (reordering needs all of it), each one's matches, and the
// live preview of a draft. Mutations invalidate `root`; a change of one rule changes who the others match.
export const equipmentPolicyQueries = {
  root: ['equipment-policies'] as const,
  list: () =>
    queryOptions({
      queryKey: [...equipmentPolicyQueries.root, 'list'],
      queryFn: ({ client }) => allPages<TEquipmentPolicy>('GET /api/equipment-policies', client),
    }),
  detail: (id: string) =>
    detailQueryOptions<TEquipmentPolicy>(equipmentPolicyQueries.root, 'GET /api/equipment-policies/[id]', id),
  matches: (id: string, limit: number) =>
    queryOptions({
      queryKey: [...equipmentPolicyQueries.root, 'matches', id, limit],
      queryFn: ({ client }) =>
        bffCall<ListPage<TEmployee> & { meta: { total: number } }>('GET /api/equipment-policies/[id]/matches', {
          params: { id },
          query: { limit },
          client,
        }),
    }),
  preview: (draft: TPreviewEquipmentPolicyInput, limit: number) =>
    queryOptions({
      queryKey: [...equipmentPolicyQueries.root, 'preview', draft, limit],
      queryFn: ({ client }) =>
        bffCall<{ data: TEquipmentPolicyPreview }>('POST /api/equipment-policies/preview', {
          body: draft,
          query: { limit },
          client,
        }).then((body) => body.data),
    }),
};

/** What a policy can give: the company's kits and the whole catalog, for the form's pickers. */
export const policyChoiceQueries = {
  kits: () =>
    queryOptions({
      queryKey: [...kitQueries.root, 'all'],
      queryFn: ({ client }) => allPages<TKit>('GET /api/kits', client, { sort: 'name' }),
    }),
  products: () =>
    queryOptions({
      queryKey: [...productQueries.root, 'all'],
      queryFn: ({ client }) => allPages<TProduct>('GET /api/products', client),
    }),
};
