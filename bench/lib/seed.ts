import { SCOPES } from '@/lib/contract/access';
import { sendRequest } from '@/tests/support/server';
import type { LoadTarget } from './load';
import { startApi, type BenchApi } from './processes';

/** A rate-limit budget no benchmark reaches: the limiter still runs on every request, it just never says no. */
export const HIGH_RATE_LIMIT = '100000000';

/** One API call that must succeed; returns `data`. */
export async function call(api: BenchApi, method: string, path: string, token: string, body?: unknown) {
  const response = await sendRequest(api.url, method, path, { token, body });
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${response.text}`);
  return response.body.data;
}

export type Seeded = { key: string; companyId: string; productId: string; configurationId: string };

/** A company with a live key holding every scope, and one catalog laptop, created through the operator API. */
export async function seedCompany(api: BenchApi): Promise<Seeded> {
  const company = await call(api, 'POST', '/operator/v1/companies', api.operatorToken, { name: 'Bench Co' });
  const key = await call(api, 'POST', `/operator/v1/companies/${company.id}/api-keys`, api.operatorToken, {
    name: 'bench',
    mode: 'live',
    scopes: SCOPES,
  });
  const product = await call(api, 'POST', '/operator/v1/products', api.operatorToken, {
    name: 'Lenovo ThinkPad X1 Carbon Gen 12',
    brand: 'Lenovo',
    model: 'ThinkPad X1 Carbon Gen 12',
    product_type: 'Laptop',
    configurations: [
      { cpu: 'Intel Core Ultra 7 155U', ram: '32 GB', storage: '1 TB', screen_size: '14"', price_estimate: 2100 },
    ],
  });
  return { key: key.key, companyId: company.id, productId: product.id, configurationId: product.configurations[0].id };
}

/** Another company with a live key holding every scope, ordering the catalog laptop `seeded` found. */
export async function seedAnotherCompany(api: BenchApi, seeded: Seeded, name: string): Promise<Seeded> {
  const company = await call(api, 'POST', '/operator/v1/companies', api.operatorToken, { name });
  const key = await call(api, 'POST', `/operator/v1/companies/${company.id}/api-keys`, api.operatorToken, {
    name: 'bench',
    mode: 'live',
    scopes: SCOPES,
  });
  return { ...seeded, key: key.key, companyId: company.id };
}

const recipient = (name: string, country: string) => ({
  name,
  email: `${name.toLowerCase()}@bench.example`,
  country,
  address: `${name} Street 1, 10117 Berlin`,
});

/** The body of POST /api/v1/quotes: 3 catalog items with 2 recipients each. */
export function quoteBody(seeded: Seeded) {
  return {
    requester_email: 'it@bench.example',
    requester_name: 'IT Desk',
    po_number: 'PO-1',
    items: ['Ada', 'Grace', 'Hedy'].map((name, index) => ({
      product_id: seeded.productId,
      configuration_id: seeded.configurationId,
      quantity: 1 + index,
      recipients: [recipient(name, 'DE'), recipient(`${name}2`, 'US')],
    })),
  };
}

/** A quote of 3 items × 2 alternatives × 2 recipients; returns its id. */
export async function seedQuote(api: BenchApi, seeded: Seeded): Promise<string> {
  const quote = await call(api, 'POST', '/api/v1/quotes', seeded.key, quoteBody(seeded));
  for (const item of quote.items as { id: string }[]) {
    for (const model of ['Alternative A', 'Alternative B']) {
      await call(api, 'POST', `/operator/v1/quotes/${quote.id}/items/${item.id}/alternatives`, api.operatorToken, {
        brand: 'Dell',
        model,
        price: 1900,
        description: 'similar specification',
        is_exact_match: false,
      });
    }
  }
  return quote.id;
}

/** GET and POST quote on an API of its own with a seeded company and quote: the targets of the A/B benchmarks. */
export type QuoteApi = { api: BenchApi; get: LoadTarget; post: LoadTarget };

/** An API started with `env` (beside a rate limit out of reach), a company, a quote, and the loads on them. */
export async function startQuoteApi(env: Record<string, string> = {}): Promise<QuoteApi> {
  const api = await startApi({ env: { RATE_LIMIT_PER_MINUTE: HIGH_RATE_LIMIT, ...env } });
  const seeded = await seedCompany(api);
  const quoteId = await seedQuote(api, seeded);
  const headers = { authorization: `Bearer ${seeded.key}` };
  return {
    api,
    get: { url: `${api.url}/api/v1/quotes/${quoteId}`, headers },
    post: { url: `${api.url}/api/v1/quotes`, method: 'POST', headers, body: quoteBody(seeded) },
  };
}
