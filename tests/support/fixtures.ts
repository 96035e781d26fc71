import type { TScope } from '@/lib/contract/access';
import { SCOPES } from '@/lib/contract/access';
import type { TestServer } from './server';

export type CompanyWithKey = { companyId: string; key: string; keyId: string };

/** Creates a company and an API key through the operator API, as staff would. */
export async function createCompanyWithKey(
  server: TestServer,
  options: {
    name?: string;
    scopes?: readonly TScope[];
    mode?: 'live' | 'test';
    rateLimitPerMinute?: number;
    expiresAt?: string;
  } = {},
): Promise<CompanyWithKey> {
  const company = await server.request('POST', '/operator/v1/companies', {
    token: server.operatorToken,
    body: { name: options.name ?? 'Acme' },
  });
  if (company.status !== 201) throw new Error(`company: ${company.status} ${company.text}`);
  const companyId = company.body.data.id as string;
  const key = await createKey(server, companyId, options);
  return { companyId, ...key };
}

export async function createKey(
  server: TestServer,
  companyId: string,
  options: { scopes?: readonly TScope[]; mode?: 'live' | 'test'; rateLimitPerMinute?: number; expiresAt?: string } = {},
) {
  const response = await server.request('POST', `/operator/v1/companies/${companyId}/api-keys`, {
    token: server.operatorToken,
    body: {
      name: 'test key',
      mode: options.mode ?? 'live',
      scopes: options.scopes ?? SCOPES,
      ...(options.rateLimitPerMinute ? { rate_limit_per_minute: options.rateLimitPerMinute } : {}),
      ...(options.expiresAt ? { expires_at: options.expiresAt } : {}),
    },
  });
  if (response.status !== 201) throw new Error(`api key: ${response.status} ${response.text}`);
  return { key: response.body.data.key as string, keyId: response.body.data.id as string };
}

/** A quote of one freeform laptop for one recipient, through the public API; its id, item id and recipient id. */
export async function createFreeformQuote(server: TestServer, company: CompanyWithKey) {
  const response = await server.request('POST', '/api/v1/quotes', {
    token: company.key,
    body: {
      requester_email: 'it@acme.example',
      items: [
        {
          product_type: 'Laptop',
          specification: { brand: 'Apple', model: 'MacBook Air' },
          recipients: [{ name: 'Ada', country: 'GB', address: '1 Main St, London' }],
        },
      ],
    },
  });
  if (response.status !== 202) throw new Error(`quote: ${response.status} ${response.text}`);
  const quote = response.body.data;
  return {
    id: quote.id as string,
    itemId: quote.items[0].id as string,
    recipientId: quote.items[0].recipients[0].id as string,
  };
}
