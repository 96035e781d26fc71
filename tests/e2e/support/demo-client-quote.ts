import { expect, type APIRequestContext } from '@playwright/test';
import { callApi } from './api';

// A quote as the client's integration sends it on the demo data: a kit of the demo catalog plus catalog items, for people of the
// demo employee directory; and the client's decisions, straight through the API.

type Employee = { name: string; email: string; country: string; address: string };
type Product = {
  id: string;
  name: string;
  brand: string;
  model: string;
  configurations: { id: string; price_estimate: number | null }[];
};

async function findProduct(
  request: APIRequestContext,
  query: string,
  match: (product: Product) => boolean,
): Promise<Product> {
  const { body } = await callApi(request, 'GET', `/api/v1/products?${query}&limit=100`);
  const product = (body.data as Product[]).find(match);
  expect(product, `demo catalog product for ${query}`).toBeDefined();
  return product!;
}

/** Three people of the demo directory in Germany. */
export async function demoEmployees(request: APIRequestContext): Promise<Employee[]> {
  const { body } = await callApi(request, 'GET', '/api/v1/employees?country=DE&status=active&limit=3');
  expect(body.data.length).toBe(3);
  return body.data.map(({ name, email, country, address }: Employee) => ({ name, email, country, address }));
}

/**
 * Acme's "Remote worker — Europe" kit (6 devices) for one person, and from the catalog a Dell XPS 13 in its first
 * configuration, two Dell U2724D monitors (no configuration asked for) and a headset for others: 9 items.
 */
export async function createDemoQuote(request: APIRequestContext) {
  const [kitHolder, laptopHolder, headsetHolder] = await demoEmployees(request);
  const kits = await callApi(request, 'GET', '/api/v1/kits?search=Remote%20worker&limit=10');
  const kit = kits.body.data.find((candidate: { name: string }) => candidate.name.startsWith('Remote worker — Europe'));
  expect(kit).toBeDefined();
  const laptop = await findProduct(request, 'search=XPS%2013', (product) => product.model.includes('XPS 13'));
  const monitor = await findProduct(request, 'product_type=monitor', (product) => product.model === 'U2724D');
  const headset = await findProduct(request, 'product_type=headset', (product) => product.name.startsWith('Bose'));
  const created = await callApi(request, 'POST', '/api/v1/quotes', {
    body: {
      requester_email: 'it@acme.example',
      requester_name: 'Ines Torres',
      items: [
        { kit_id: kit.id, recipients: [kitHolder] },
        { product_id: laptop.id, configuration_id: laptop.configurations[0]!.id, recipients: [laptopHolder] },
        { product_id: monitor.id, quantity: 2, recipients: [laptopHolder] },
        { product_id: headset.id, recipients: [headsetHolder] },
      ],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(202);
  return {
    quote: created.body.data as {
      id: string;
      number: string;
      items: { id: string; product_id: string; specification: Record<string, unknown> }[];
    },
    people: { kitHolder: kitHolder!, laptopHolder: laptopHolder!, headsetHolder: headsetHolder! },
    products: { laptop, monitor, headset },
  };
}

/**
 * The client decides every item but `undecidedItemId`: the latest alternative where the operator offered one, else the
 * original; the recipients stay as requested.
 */
export async function decideAllBut(request: APIRequestContext, quoteId: string, undecidedItemId: string) {
  const { body } = await callApi(request, 'GET', `/api/v1/quotes/${quoteId}`);
  for (const item of body.data.items) {
    if (item.id === undecidedItemId) continue;
    const alternative = item.alternatives.at(-1);
    const decided = alternative
      ? await callApi(request, 'PATCH', `/api/v1/quotes/${quoteId}/items/${item.id}`, {
          body: {
            action: 'accept',
            alternative_id: alternative.id,
            recipients: item.recipients.map(({ name, email, country, address }: Employee) => ({
              name,
              email,
              country,
              address,
            })),
          },
        })
      : await callApi(request, 'POST', `/api/v1/quotes/${quoteId}/items/${item.id}/action`, {
          body: { action: 'accept' },
        });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
  }
}
