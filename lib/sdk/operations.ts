/**
 * Every operation of the public API (`/api/v1/openapi.json`) by its operationId: the resource methods build their
 * requests from this table, and a test compares it with the document the API serves.
 */
export const OPERATIONS = {
  'products.list': { method: 'GET', path: '/api/v1/products' },
  'products.retrieve': { method: 'GET', path: '/api/v1/products/{id}' },
  'kits.list': { method: 'GET', path: '/api/v1/kits' },
  'kits.retrieve': { method: 'GET', path: '/api/v1/kits/{id}' },
  'employees.list': { method: 'GET', path: '/api/v1/employees' },
  'employees.retrieve': { method: 'GET', path: '/api/v1/employees/{id}' },
  'assets.list': { method: 'GET', path: '/api/v1/assets' },
  'devices.create': { method: 'POST', path: '/api/v1/devices' },
  'quotes.list': { method: 'GET', path: '/api/v1/quotes' },
  'quotes.create': { method: 'POST', path: '/api/v1/quotes' },
  'quotes.retrieve': { method: 'GET', path: '/api/v1/quotes/{id}' },
  'quotes.updateItem': { method: 'PATCH', path: '/api/v1/quotes/{id}/items/{itemId}' },
  'quotes.itemAction': { method: 'POST', path: '/api/v1/quotes/{id}/items/{itemId}/action' },
  'quotes.addComment': { method: 'POST', path: '/api/v1/quotes/{id}/comments' },
  'deviceActions.list': { method: 'GET', path: '/api/v1/device-actions' },
  'deviceActions.create': { method: 'POST', path: '/api/v1/device-actions' },
  'deviceActions.retrieve': { method: 'GET', path: '/api/v1/device-actions/{id}' },
  'deviceActions.createExternal': { method: 'POST', path: '/api/v1/device-actions/external' },
  'deviceActions.addComment': { method: 'POST', path: '/api/v1/device-actions/{id}/comments' },
  'deviceActions.cancel': { method: 'POST', path: '/api/v1/device-actions/{id}/cancel' },
  'testHelpers.priceQuote': { method: 'POST', path: '/api/v1/test-helpers/quotes/{id}/price' },
  'testHelpers.offerAlternative': {
    method: 'POST',
    path: '/api/v1/test-helpers/quotes/{id}/items/{itemId}/alternatives',
  },
  'testHelpers.addQuoteTracking': {
    method: 'POST',
    path: '/api/v1/test-helpers/quotes/{id}/recipients/{recipientId}/tracking',
  },
  'testHelpers.deliverQuoteRecipient': {
    method: 'POST',
    path: '/api/v1/test-helpers/quotes/{id}/recipients/{recipientId}/delivered',
  },
  'testHelpers.requestQuoteInput': { method: 'POST', path: '/api/v1/test-helpers/quotes/{id}/action-required' },
  'testHelpers.addDeviceActionTracking': { method: 'POST', path: '/api/v1/test-helpers/device-actions/{id}/tracking' },
  'testHelpers.completeDeviceAction': { method: 'POST', path: '/api/v1/test-helpers/device-actions/{id}/complete' },
  'testHelpers.requestDeviceActionInput': {
    method: 'POST',
    path: '/api/v1/test-helpers/device-actions/{id}/action-required',
  },
  'webhooks.list': { method: 'GET', path: '/api/v1/webhooks' },
  'webhooks.create': { method: 'POST', path: '/api/v1/webhooks' },
  'webhooks.retrieve': { method: 'GET', path: '/api/v1/webhooks/{id}' },
  'webhooks.update': { method: 'PATCH', path: '/api/v1/webhooks/{id}' },
  'webhooks.delete': { method: 'DELETE', path: '/api/v1/webhooks/{id}' },
  'webhooks.sendTest': { method: 'POST', path: '/api/v1/webhooks/{id}/test' },
  'webhooks.retryDelivery': { method: 'POST', path: '/api/v1/webhooks/{id}/deliveries/{deliveryId}/retry' },
  'apiKeys.retrieveCurrent': { method: 'GET', path: '/api/v1/api-keys/current' },
  'scimTokens.list': { method: 'GET', path: '/api/v1/scim-tokens' },
  'scimTokens.create': { method: 'POST', path: '/api/v1/scim-tokens' },
  'scimTokens.revoke': { method: 'DELETE', path: '/api/v1/scim-tokens/{id}' },
} as const satisfies Record<string, { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; path: string }>;

export type OperationId = keyof typeof OPERATIONS;
