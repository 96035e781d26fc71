import { expect, type APIRequestContext } from '@playwright/test';
import { stackCredentials } from './stack';

// Seeding and the operator's side, straight through the API (not the dashboard), for e2e tests.

/** Calls the public API with the dashboard's company key, or the operator API with `operator: true`. */
export async function callApi(request: APIRequestContext, method: string, path: string, options: { body?: unknown; operator?: boolean } = {}) {
  const { apiUrl, apiKey, operatorToken } = stackCredentials();
  const response = await request.fetch(`${apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${options.operator ? operatorToken : apiKey}` },
    data: options.body,
  });
  const text = await response.text();
  return { status: response.status(), body: text ? JSON.parse(text) : undefined };
}

const RECIPIENT = { name: 'Ada Lovelace', email: 'ada@acme.example', country: 'GB', address: '1 Analytical Row, London' };

/** A freeform quote of the demo company with one item and one recipient. */
export async function createQuote(request: APIRequestContext, item: Record<string, unknown> = {}) {
  const response = await callApi(request, 'POST', '/api/v1/quotes', {
    body: {
      requester_email: 'it@acme.example',
      items: [{ product_type: 'Monitor', specification: { brand: 'Dell', model: 'U2723QE' }, quantity: 1, recipients: [RECIPIENT], ...item }],
    },
  });
  expect(response.status).toBe(202);
  return { quoteId: response.body.data.id as string, itemId: response.body.data.items[0].id as string, quote: response.body.data };
}

/** The operator offers an alternative for an item (body as ZAddAlternativeRequest); returns the alternative. */
export async function addAlternative(request: APIRequestContext, quoteId: string, itemId: string, alternative: Record<string, unknown>) {
  const response = await callApi(request, 'POST', `/operator/v1/quotes/${quoteId}/items/${itemId}/alternatives`, { operator: true, body: alternative });
  expect(response.status).toBe(201);
  const item = response.body.data.items.find((candidate: { id: string }) => candidate.id === itemId);
  return item.alternatives.at(-1) as { id: string; brand: string; model: string; price: number; status: string };
}

/** The operator prices every item of a quote (and may add alternatives first). */
export async function priceQuote(request: APIRequestContext, quoteId: string, price = 499) {
  const { body } = await callApi(request, 'GET', `/operator/v1/quotes/${quoteId}`, { operator: true });
  let quote = body.data;
  for (const item of quote.items) {
    const priced = await callApi(request, 'PUT', `/operator/v1/quotes/${quoteId}/items/${item.id}/price`, { body: { price }, operator: true });
    expect(priced.status).toBe(200);
    quote = priced.body.data;
  }
  return quote;
}
