import { expect, type APIRequestContext } from '@playwright/test';
import { stackCredentials } from './stack';

// Seeding and the operator's side, straight through the API (not the dashboard), for e2e tests.

/** Calls the public API with the dashboard's company key, or the operator API with `operator: true`. */
export async function callApi(
  request: APIRequestContext,
  method: string,
  path: string,
  options: { body?: unknown; operator?: boolean } = {},
) {
  const { apiUrl, apiKey, operatorToken } = stackCredentials();
  const response = await request.fetch(`${apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${options.operator ? operatorToken : apiKey}` },
    data: options.body,
  });
  const text = await response.text();
  return { status: response.status(), body: text ? JSON.parse(text) : undefined };
}

/**
 * Waits until the API lists something at `path`: for what the worker makes a moment after a change, such as the
 * onboarding or offboarding case the directory's change opens. A test then opens the page once, instead of reloading
 * it until the case shows, which on a busy machine spent its whole budget on page loads.
 */
export async function awaitListed(request: APIRequestContext, path: string) {
  await expect
    .poll(async () => ((await callApi(request, 'GET', path)).body?.data ?? []).length, { timeout: 30_000 })
    .toBeGreaterThan(0);
}

/** Waits until the first case the API lists at `path` has `status` (the worker closes cases a moment after the last step). */
export async function awaitCaseStatus(request: APIRequestContext, path: string, status: string) {
  await expect
    .poll(async () => (await callApi(request, 'GET', path)).body?.data?.[0]?.status, { timeout: 30_000 })
    .toBe(status);
}

const RECIPIENT = {
  name: 'Ada Lovelace',
  email: 'ada@acme.example',
  country: 'GB',
  address: '1 Analytical Row, London',
};

/** A freeform quote of the demo company with one item and one recipient. */
export async function createQuote(request: APIRequestContext, item: Record<string, unknown> = {}) {
  const response = await callApi(request, 'POST', '/api/v1/quotes', {
    body: {
      requester_email: 'it@acme.example',
      items: [
        {
          product_type: 'Monitor',
          specification: { brand: 'Dell', model: 'U2723QE' },
          quantity: 1,
          recipients: [RECIPIENT],
          ...item,
        },
      ],
    },
  });
  expect(response.status).toBe(202);
  return {
    quoteId: response.body.data.id as string,
    itemId: response.body.data.items[0].id as string,
    quote: response.body.data,
  };
}

/** The operator offers an alternative for an item (body as ZAddAlternativeRequest); returns the alternative. */
export async function addAlternative(
  request: APIRequestContext,
  quoteId: string,
  itemId: string,
  alternative: Record<string, unknown>,
) {
  const response = await callApi(request, 'POST', `/operator/v1/quotes/${quoteId}/items/${itemId}/alternatives`, {
    operator: true,
    body: alternative,
  });
  expect(response.status).toBe(201);
  const item = response.body.data.items.find((candidate: { id: string }) => candidate.id === itemId);
  return item.alternatives.at(-1) as { id: string; brand: string; model: string; price: number; status: string };
}

/** The operator prices every item of a quote (and may add alternatives first). */
export async function priceQuote(request: APIRequestContext, quoteId: string, price = 499) {
  const { body } = await callApi(request, 'GET', `/operator/v1/quotes/${quoteId}`, { operator: true });
  let quote = body.data;
  for (const item of quote.items) {
    const priced = await callApi(request, 'PUT', `/operator/v1/quotes/${quoteId}/items/${item.id}/price`, {
      body: { price },
      operator: true,
    });
    expect(priced.status).toBe(200);
    quote = priced.body.data;
  }
  return quote;
}

type DemoEmployee = { name: string; email: string; country: string; address: string | null };

/** Demo employees as quote recipients. */
async function demoRecipients(request: APIRequestContext, count: number) {
  const employees = await callApi(request, 'GET', `/api/v1/employees?limit=${count}`);
  return (employees.body.data as DemoEmployee[]).map(({ name, email, country, address }) => ({
    name,
    email,
    country,
    address: address ?? 'Main Street 1',
  }));
}

/** The operator ships a recipient with a long tracking code and a serial number; returns the tracking code. */
async function shipRecipient(request: APIRequestContext, quoteId: string, recipientId: string) {
  const trackingCode = `1Z999AA1${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const tracking = {
    tracking_code: trackingCode,
    tracking_link: `https://tracking.example/parcels/${trackingCode}`,
    serial_number: `SN-${trackingCode}`,
  };
  const shipped = await callApi(request, 'POST', `/operator/v1/quotes/${quoteId}/recipients/${recipientId}/tracking`, {
    body: tracking,
    operator: true,
  });
  expect(shipped.status).toBe(200);
  return trackingCode;
}

/**
 * A quote built from the demo data set as IT staff would: a kit, a catalog product for two employees and a freeform
 * item; the operator prices it and offers an alternative for the catalog item; the freeform item is accepted and its
 * recipient shipped, while the rest waits for a decision.
 */
export async function createDemoQuote(request: APIRequestContext) {
  const [products, kits, people] = await Promise.all([
    callApi(request, 'GET', '/api/v1/products?limit=20'),
    callApi(request, 'GET', '/api/v1/kits?limit=1'),
    demoRecipients(request, 3),
  ]);
  const product = products.body.data.find(
    (candidate: { configurations: unknown[] }) => candidate.configurations.length > 0,
  );
  const created = await callApi(request, 'POST', '/api/v1/quotes', {
    body: {
      requester_email: 'it@acme.example',
      items: [
        { kit_id: kits.body.data[0].id, quantity: 1, recipients: [people[0]] },
        {
          product_id: product.id,
          configuration_id: product.configurations[0].id,
          quantity: 2,
          recipients: [people[1], people[2]],
        },
        {
          product_type: 'Monitor',
          specification: { brand: 'Dell', model: 'U2723QE' },
          quantity: 1,
          recipients: [people[0]],
          comments: 'For the design team',
        },
      ],
    },
  });
  expect(created.status).toBe(202);
  const quoteId: string = created.body.data.id;
  const priced = await priceQuote(request, quoteId, 899);
  const catalogItem = priced.items.find((item: { mode: string }) => item.mode === 'catalog');
  await addAlternative(request, quoteId, catalogItem.id, {
    brand: product.brand,
    model: `${product.model} (refurbished)`,
    price: 799,
    description: 'Same configuration, refurbished, in stock.',
    is_exact_match: false,
  });
  const freeform = priced.items.find((item: { mode: string }) => item.mode === 'freeform');
  const accepted = await callApi(request, 'PATCH', `/api/v1/quotes/${quoteId}/items/${freeform.id}`, {
    body: { action: 'accept', recipients: [people[0]] },
  });
  expect(accepted.status).toBe(200);
  const recipient = accepted.body.data.quote.items.find((item: { id: string }) => item.id === freeform.id)
    .recipients[0];
  await shipRecipient(request, quoteId, recipient.id);
  return { quoteId, quoteNumber: created.body.data.number as string, productId: product.id as string };
}

/** A one-item quote for a demo employee, accepted and shipped; returns its tracking code, which finds the shipment. */
export async function createShippedQuote(request: APIRequestContext) {
  const [recipient] = await demoRecipients(request, 1);
  const { quoteId, itemId } = await createQuote(request, { recipients: [recipient] });
  await priceQuote(request, quoteId, 349);
  const accepted = await callApi(request, 'PATCH', `/api/v1/quotes/${quoteId}/items/${itemId}`, {
    body: { action: 'accept', recipients: [recipient] },
  });
  expect(accepted.status).toBe(200);
  return {
    quoteId,
    trackingCode: await shipRecipient(request, quoteId, accepted.body.data.quote.items[0].recipients[0].id),
  };
}

/** An external Store action for a device of a demo employee; returns its id. */
export async function createDeviceAction(request: APIRequestContext) {
  const [person] = await demoRecipients(request, 1);
  const { name, email, country } = person!;
  const serial = `E2E-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const action = await callApi(request, 'POST', '/api/v1/device-actions/external', {
    body: {
      action_type: 'Store',
      serial_number: serial,
      model: 'ThinkPad T14 Gen 5',
      type: 'Laptop',
      country,
      current_user: { name, email },
    },
  });
  expect(action.status).toBe(201);
  return action.body.data.id as string;
}
