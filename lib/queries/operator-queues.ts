import type { TOperatorAsset } from '@/lib/contract/assets';
import type { TOperatorQuote } from '@/lib/contract/quotes';
import type { TOperatorDeviceAction } from '@/lib/contract/device-actions';
import type { TOutboxMessage, TWebhookHealth } from '@/lib/contract/operations';
import { detailQueryOptions } from './detail';
import { listQueryOptions, type ListFilters } from './list';

// The operator console's work queues, through the operator BFF routes (app/api/operator/**).
export const operatorQuoteQueries = {
  root: ['operator', 'quotes'] as const,
  list: (filters?: ListFilters) =>
    listQueryOptions<TOperatorQuote>(operatorQuoteQueries.root, '/api/operator/quotes', filters),
  detail: (id: string) =>
    detailQueryOptions<TOperatorQuote>(operatorQuoteQueries.root, 'GET /api/operator/quotes/[id]', id),
};

export const operatorActionQueries = {
  root: ['operator', 'device-actions'] as const,
  list: (filters?: ListFilters) =>
    listQueryOptions<TOperatorDeviceAction>(operatorActionQueries.root, '/api/operator/device-actions', filters),
  detail: (id: string) =>
    detailQueryOptions<TOperatorDeviceAction>(operatorActionQueries.root, 'GET /api/operator/device-actions/[id]', id),
};

export const clearanceQueries = {
  root: ['operator', 'clearance'] as const,
  list: (filters?: ListFilters) =>
    listQueryOptions<TOperatorAsset>(clearanceQueries.root, '/api/operator/clearance-queue', filters),
};

export const outboxQueries = {
  root: ['operator', 'outbox'] as const,
  list: (filters?: ListFilters) =>
    listQueryOptions<TOutboxMessage>(outboxQueries.root, '/api/operator/outbox', filters),
};

export const webhookHealthQueries = {
  root: ['operator', 'webhook-health'] as const,
  list: (filters?: ListFilters) =>
    listQueryOptions<TWebhookHealth>(webhookHealthQueries.root, '/api/operator/webhook-health', filters),
};
