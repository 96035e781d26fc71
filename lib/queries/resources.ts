import type { TAuditEvent } from '@/lib/contract/audit';
import type { TApprovalRequest } from '@/lib/contract/approvals';
import type { TAsset } from '@/lib/contract/assets';
import type { TKit, TProduct } from '@/lib/contract/catalog';
import type { TDeviceAction } from '@/lib/contract/device-actions';
import type { TEmployee } from '@/lib/contract/employees';
import type { TInventorySettings } from '@/lib/contract/inventory-settings';
import type { TLocation } from '@/lib/contract/locations';
import type { TEmployeeProfile } from '@/lib/contract/employee-profile';
import type { TOffboardingCase } from '@/lib/contract/offboarding';
import type { TOnboardingCase } from '@/lib/contract/onboarding';
import type { TQuote } from '@/lib/contract/quotes';
import type { TRefresh } from '@/lib/contract/refreshes';
import type { TRequestLog } from '@/lib/contract/request-logs';
import type { TScimToken } from '@/lib/contract/scim-tokens';
import type { TWebhookDelivery, TWebhookEndpoint, TWebhookEndpointDetail } from '@/lib/contract/webhooks';
import type { TOverview } from '@/lib/overview/summary';
import type { TShipmentSearchResponse } from '@/lib/shipments/search';
import type { TTestReceiverResponse } from '@/lib/webhooks/test-receiver';
import { queryOptions } from '@tanstack/react-query';
import { bffCall } from './bff-call';
import { detailQueryOptions } from './detail';
import { allPages, listQueryOptions, type ListFilters, type ListPage } from './list';

// One query-options factory per resource the dashboard lists; mutations invalidate through the `root` keys.
export const quoteQueries = {
  root: ['quotes'] as const,
  list: (filters?: ListFilters) => listQueryOptions<TQuote>(quoteQueries.root, '/api/quotes', filters),
  detail: (id: string) => detailQueryOptions<TQuote>(quoteQueries.root, 'GET /api/quotes/[id]', id),
};

export const approvalQueries = {
  root: ['approval-requests'] as const,
  list: (filters?: ListFilters) =>
    listQueryOptions<TApprovalRequest>(approvalQueries.root, '/api/approval-requests', filters),
  /** What the signed-in user may decide now, oldest first: their inbox. */
  inbox: () => approvalQueries.list({ mine: '1', limit: '100' }),
  /**
   * The same requests, counted beside "Approvals" in the navigation, under a key of their own. The count is on every
   * page and renders before it: sharing the inbox's key, it made the Approvals page's first render in the browser
   * depend on whether the count's own request had come back before the page hydrated (the inbox then showed rows
   * where the server had rendered a skeleton, React error #418), and kept the server from rendering the inbox at all.
   */
  badge: () =>
    listQueryOptions<TApprovalRequest>([...approvalQueries.root, 'badge'], '/api/approval-requests', {
      mine: '1',
      limit: '100',
    }),
  detail: (id: string) =>
    detailQueryOptions<TApprovalRequest>(approvalQueries.root, 'GET /api/approval-requests/[id]', id),
};

export const deviceActionQueries = {
  root: ['device-actions'] as const,
  list: (filters?: ListFilters) =>
    listQueryOptions<TDeviceAction>(deviceActionQueries.root, '/api/device-actions', filters),
  detail: (id: string) =>
    detailQueryOptions<TDeviceAction>(deviceActionQueries.root, 'GET /api/device-actions/[id]', id),
};

export const assetQueries = {
  root: ['assets'] as const,
  list: (filters?: ListFilters) => listQueryOptions<TAsset>(assetQueries.root, '/api/assets', filters),
  /**
   * The device with this serial number (any case), active or cleared, or null: the device's page. The API reads one
   * asset through its list (GET /assets/:id was removed); a cleared device is listed only when asked for.
   */
  bySerial: (serial: string) =>
    queryOptions({
      queryKey: [...assetQueries.root, 'serial', serial.toLowerCase()],
      queryFn: async ({ client }) => {
        for (const status of ['all', 'cleared']) {
          const page = await bffCall<ListPage<TAsset>>('GET /api/assets', {
            query: { serial_number: serial, status },
            client,
          });
          if (page.data[0]) return page.data[0];
        }
        return null;
      },
    }),
  /** Devices due for refresh before `before` (YYYY-MM-DD), overdue ones included: the overview's and the inventory's. */
  dueForRefresh: (before: string) => assetQueries.list({ refresh_due_before: before, limit: '100' }),
};

export const refreshQueries = {
  root: ['refreshes'] as const,
  list: (filters?: ListFilters) => listQueryOptions<TRefresh>(refreshQueries.root, '/api/refreshes', filters),
  detail: (id: string) => detailQueryOptions<TRefresh>(refreshQueries.root, 'GET /api/refreshes/[id]', id),
};

// The company's warehouses and offices: few, so the pickers read them all (a page of 100 at a time).
export const locationQueries = {
  root: ['locations'] as const,
  list: (filters?: ListFilters) => listQueryOptions<TLocation>(locationQueries.root, '/api/locations', filters),
  all: () =>
    queryOptions({
      queryKey: [...locationQueries.root, 'all'],
      queryFn: ({ client }) => allPages<TLocation>('GET /api/locations', client),
    }),
  /** Where a Store goes unless told otherwise; under the locations root, as it names one. */
  settings: () =>
    queryOptions({
      queryKey: [...locationQueries.root, 'settings'],
      queryFn: ({ client }) =>
        bffCall<{ data: TInventorySettings }>('GET /api/inventory-settings', { client }).then((body) => body.data),
    }),
};

export const employeeQueries = {
  root: ['employees'] as const,
  list: (filters?: ListFilters) => listQueryOptions<TEmployee>(employeeQueries.root, '/api/employees', filters),
  detail: (id: string) => detailQueryOptions<TEmployeeProfile>(employeeQueries.root, 'GET /api/employees/[id]', id),
};

export const offboardingQueries = {
  root: ['offboarding-cases'] as const,
  list: (filters?: ListFilters) =>
    listQueryOptions<TOffboardingCase>(offboardingQueries.root, '/api/offboarding-cases', filters),
  detail: (id: string) =>
    detailQueryOptions<TOffboardingCase>(offboardingQueries.root, 'GET /api/offboarding-cases/[id]', id),
  /** One person's cases, newest first (their page shows the latest). */
  ofEmployee: (employeeId: string) => offboardingQueries.list({ employee_id: employeeId, limit: '5' }),
  /** The open cases, soonest last day first (the Employees page's leavers). */
  open: () => offboardingQueries.list({ status: 'open', sort: 'end_date' }),
};

export const onboardingQueries = {
  root: ['onboarding-cases'] as const,
  list: (filters?: ListFilters) =>
    listQueryOptions<TOnboardingCase>(onboardingQueries.root, '/api/onboarding-cases', filters),
  /** One hire's cases, newest first (their page shows the latest). */
  ofEmployee: (employeeId: string) => onboardingQueries.list({ employee_id: employeeId, limit: '5' }),
  /** The cases under way, soonest start first (the Employees page's starters). */
  upcoming: () => onboardingQueries.list({ sort: 'start_date', limit: '100' }),
};

export const productQueries = {
  root: ['products'] as const,
  list: (filters?: ListFilters) => listQueryOptions<TProduct>(productQueries.root, '/api/products', filters),
  detail: (id: string) => detailQueryOptions<TProduct>(productQueries.root, 'GET /api/products/[id]', id),
};

export const kitQueries = {
  root: ['kits'] as const,
  list: (filters?: ListFilters) => listQueryOptions<TKit>(kitQueries.root, '/api/kits', filters),
  detail: (id: string) => detailQueryOptions<TKit>(kitQueries.root, 'GET /api/kits/[id]', id),
};

// The company's own SCIM tokens (IT staff); the operator's view of any company's is in operator.ts.
export const scimTokenQueries = {
  root: ['scim-tokens'] as const,
  list: () =>
    queryOptions({
      queryKey: [...scimTokenQueries.root, 'list'],
      queryFn: ({ client }) =>
        bffCall<ListPage<TScimToken>>('GET /api/scim-tokens', { client }).then((body) => body.data),
    }),
};

export const webhookQueries = {
  root: ['webhooks'] as const,
  list: () => listQueryOptions<TWebhookEndpoint>(webhookQueries.root, '/api/webhooks'),
  detail: (id: string) => detailQueryOptions<TWebhookEndpointDetail>(webhookQueries.root, 'GET /api/webhooks/[id]', id),
  /** The recent deliveries of every endpoint of the company (at most 10 endpoints × 20), newest first. */
  deliveries: () =>
    queryOptions({
      queryKey: [...webhookQueries.root, 'deliveries'],
      queryFn: async ({ client }) => {
        const endpoints = await allPages<TWebhookEndpoint>('GET /api/webhooks', client);
        const details = await Promise.all(
          endpoints.map((endpoint) =>
            bffCall<{ data: TWebhookEndpointDetail }>('GET /api/webhooks/[id]', {
              params: { id: endpoint.id },
              client,
            }),
          ),
        );
        return details
          .flatMap(({ data }) =>
            data.recent_deliveries.map((delivery): TWebhookDelivery & { endpoint_url: string } => ({
              ...delivery,
              endpoint_url: data.url,
            })),
          )
          .sort((a, b) => b.created_at.localeCompare(a.created_at));
      },
    }),
};

// The company's API requests (the Developers page); an entry is read by its id or its request id.
export const requestLogQueries = {
  root: ['request-logs'] as const,
  list: (filters?: ListFilters) => listQueryOptions<TRequestLog>(requestLogQueries.root, '/api/request-logs', filters),
  detail: (id: string) => detailQueryOptions<TRequestLog>(requestLogQueries.root, 'GET /api/request-logs/[id]', id),
};

// Computed by the BFF from the quote and device-action lists (the API has no resource of their own).
export const shipmentQueries = {
  root: ['shipments'] as const,
  search: (query: string) =>
    queryOptions({
      queryKey: [...shipmentQueries.root, 'search', query],
      queryFn: ({ client }) => bffCall<TShipmentSearchResponse>('GET /api/shipments', { query: { q: query }, client }),
    }),
};

export const overviewQueries = {
  root: ['overview'] as const,
  summary: () =>
    queryOptions({
      queryKey: [...overviewQueries.root, 'summary'],
      queryFn: ({ client }) => bffCall<{ data: TOverview }>('GET /api/overview', { client }).then((body) => body.data),
    }),
};

// The demo's built-in webhook test receiver (`npm start` only), read again on each arrival (the live channel says so,
// components/layout/live-updates.tsx); under the webhooks root, so a test event sent from any webhook page refreshes it.
export const testReceiverQueries = {
  current: () =>
    queryOptions({
      queryKey: [...webhookQueries.root, 'test-receiver'],
      queryFn: ({ client }) =>
        bffCall<TTestReceiverResponse>('GET /api/webhooks/test-receiver', { client }).then((body) => body.data),
    }),
};

export const auditQueries = {
  root: ['audit-events'] as const,
  list: (filters?: ListFilters) => listQueryOptions<TAuditEvent>(auditQueries.root, '/api/audit-events', filters),
};
