import type { TAsset } from '@/lib/contract/assets';
import type { TKit, TProduct } from '@/lib/contract/catalog';
import type { TDeviceAction } from '@/lib/contract/device-actions';
import type { TEmployee } from '@/lib/contract/employees';
import type { TQuote } from '@/lib/contract/quotes';
import type { TWebhookEndpoint } from '@/lib/contract/webhooks';
import { listQueryOptions, type ListFilters } from './list';

// One query-options factory per resource the dashboard lists; mutations invalidate through the `root` keys.
export const quoteQueries = { root: ['quotes'] as const, list: (filters?: ListFilters) => listQueryOptions<TQuote>(quoteQueries.root, '/api/quotes', filters) };

export const deviceActionQueries = {
  root: ['device-actions'] as const,
  list: (filters?: ListFilters) => listQueryOptions<TDeviceAction>(deviceActionQueries.root, '/api/device-actions', filters),
};

export const assetQueries = { root: ['assets'] as const, list: (filters?: ListFilters) => listQueryOptions<TAsset>(assetQueries.root, '/api/assets', filters) };

export const employeeQueries = {
  root: ['employees'] as const,
  list: (filters?: ListFilters) => listQueryOptions<TEmployee>(employeeQueries.root, '/api/employees', filters),
};

export const productQueries = { root: ['products'] as const, list: (filters?: ListFilters) => listQueryOptions<TProduct>(productQueries.root, '/api/products', filters) };

export const kitQueries = { root: ['kits'] as const, list: (filters?: ListFilters) => listQueryOptions<TKit>(kitQueries.root, '/api/kits', filters) };

export const webhookQueries = {
  root: ['webhooks'] as const,
  list: () => listQueryOptions<TWebhookEndpoint>(webhookQueries.root, '/api/webhooks'),
};

export const operatorQuoteQueries = {
  root: ['operator', 'quotes'] as const,
  list: (filters?: ListFilters) => listQueryOptions<TQuote>(operatorQuoteQueries.root, '/api/operator/quotes', filters),
};
