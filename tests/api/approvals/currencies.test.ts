import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@/lib/dates';
import { createCompanyWithKey, type CompanyWithKey } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/server';

// A company that buys in USD and GBP and counts in EUR: budgets and approval rules in its reporting currency count
// quotes of every currency at the reference rate of the day the money was committed (delivered, requested), stored
// with it, so that rates imported or corrected later never move a past figure.

let server: TestServer;
let acme: CompanyWithKey;
let desk: string;

const today = new Date().toISOString().slice(0, 10);
const yesterday = addDays(today, -1);

const api = (method: string, path: string, body?: unknown, key = acme.key) =>
  server.request(method, `/api/v1${path}`, { token: key, body });
const operator = async (method: string, path: string, body?: unknown) => {
  const response = await server.request(method, `/operator/v1${path}`, { token: server.operatorToken, body });
  expect(response.status, `${method} ${path}: ${response.text}`).toBeLessThan(300);
  return response.body.data;
};
/** Reference rates against the euro for a day, imported by the operator as the ECB publishes them (CSV). */
async function publish(day: string, rates: Record<string, string>) {
  const csv = `Date, ${Object.keys(rates).join(', ')},\n${day}, ${Object.values(rates).join(', ')},\n`;
  const response = await server.request('POST', '/operator/v1/fx-rates/import', {
    token: server.operatorToken,
    body: csv,
    headers: { 'content-type': 'text/csv' },
  });
  expect(response.status, response.text).toBe(200);
  expect(response.body.data.errors).toEqual([]);
}

const recipient = { name: 'Ada Lovelace', email: 'ada@acme.example', country: 'GB', address: '1 Main St, London' };

/** A one-item quote priced at `price` in `currency`. */
async function pricedQuote(price: number, currency: string) {
  const created = await api('POST', '/quotes', {
    requester_email: 'it@acme.example',
    items: [
      { product_type: 'Laptop', specification: { brand: 'Apple', model: 'MacBook Air' }, recipients: [recipient] },
    ],
  });
  expect(created.status, created.text).toBe(202);
  const quote = created.body.data;
  await operator('PUT', `/quotes/${quote.id}/items/${quote.items[0].id}/price`, { price, currency });
  return quote;
}

async function acceptAll(quote: { id: string; items: { id: string }[] }, key = acme.key) {
  const response = await api(
    'POST',
    `/quotes/${quote.id}/items/${quote.items[0]!.id}/action`,
    { action: 'accept' },
    key,
  );
  expect(response.status, response.text).toBe(200);
  return response.body.data.quote;
}

async function deliver(quote: { id: string; items: { recipients: { id: string }[] }[] }) {
  const id = quote.items[0]!.recipients[0]!.id;
  await operator('POST', `/quotes/${quote.id}/recipients/${id}/tracking`, {
    tracking_code: `T-${id.slice(0, 6)}`,
    tracking_link: 'https://track.example/x',
  });
  await operator('POST', `/quotes/${quote.id}/recipients/${id}/delivered`);
}

const budgetFigures = async (id: string) => {
  const response = await api('GET', `/budgets/${id}`);
  expect(response.status, response.text).toBe(200);
  return response.body.data.figures;
};

beforeAll(async () => {
  server = await startTestServer();
  acme = await createCompanyWithKey(server, { name: 'Acme' });
  desk = (
    await operator('POST', `/companies/${acme.companyId}/api-keys`, {
      name: 'IT desk',
      mode: 'live',
      scopes: ['quotes:read', 'quotes:write', 'approvals:decide', 'policies:manage'],
      requires_approval: true,
    })
  ).key;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('/api/v1/currency-settings', () => {
  it('has no reporting currency at first, so that nothing is converted, and lists the supported currencies', async () => {
    const response = await api('GET', '/currency-settings');
    expect(response.status, response.text).toBe(200);
    expect(response.body.data.reporting_currency).toBeNull();
    expect(response.body.data.currencies).toEqual(expect.arrayContaining(['EUR', 'GBP', 'USD', 'JPY']));
    expect(response.body.data.currencies).not.toContain('KWD');
  });

  it('refuses a currency Loadout cannot keep, saying why', async () => {
    for (const [code, message] of [
      ['KWD', 'KWD has 3 digits after the decimal point'],
      ['XYZ', 'not an active ISO 4217 currency code'],
      ['eur', 'must be an ISO 4217 code'],
    ]) {
      const response = await api('PATCH', '/currency-settings', { reporting_currency: code });
      expect(response.status, response.text).toBe(400);
      expect(response.body.error.details[0]).toMatchObject({ path: 'reporting_currency' });
      expect(response.body.error.details[0].message).toContain(message);
    }
  });
});

describe('operator pricing in any supported currency', () => {
  it('takes each currency’s own minor unit: whole yen, euro cents', async () => {
    const created = await api('POST', '/quotes', {
      requester_email: 'it@acme.example',
      items: [{ product_type: 'Laptop', specification: { brand: 'Sony', model: 'VAIO' }, recipients: [recipient] }],
    });
    const quote = created.body.data;
    const path = `/operator/v1/quotes/${quote.id}/items/${quote.items[0].id}/price`;
    const send = (body: unknown) => server.request('PUT', path, { token: server.operatorToken, body });

    const fractionalYen = await send({ price: 150000.5, currency: 'JPY' });
    expect(fractionalYen.status, fractionalYen.text).toBe(400);
    expect(fractionalYen.body.error.details[0]).toEqual({
      path: 'price',
      message: 'JPY has no minor unit: give a whole amount, such as 150001',
    });
    const dinar = await send({ price: 100, currency: 'KWD' });
    expect(dinar.status).toBe(400);
    expect(dinar.body.error.details[0].path).toBe('currency');

    const yen = await send({ price: 150000, currency: 'JPY' });
    expect(yen.status, yen.text).toBe(200);
    expect(yen.body.data).toMatchObject({ currency: 'JPY', total: 150000 });
  });
});

describe('a EUR budget counting USD and GBP quotes', () => {
  let budgetId: string;
  let usdQuote: any;
  let gbpQuote: any;

  beforeAll(async () => {
    expect((await api('PATCH', '/currency-settings', { reporting_currency: 'EUR' })).body.data).toMatchObject({
      reporting_currency: 'EUR',
    });
    const budget = await api('POST', '/budgets', { period: 'month', amount: 10000, currency: 'EUR' });
    expect(budget.status, budget.text).toBe(201);
    budgetId = budget.body.data.id;
  });

  it('counts a USD quote at the rate that held on its commitment day, and stores that rate with the quote', async () => {
    // Nothing published today yet: yesterday's rates hold (1 EUR = 1.10 USD = 0.85 GBP).
    await publish(yesterday, { USD: '1.10', GBP: '0.85' });
    usdQuote = await acceptAll(await pricedQuote(1000, 'USD'));
    expect(usdQuote.status).toBe('Approved');
    expect(usdQuote.committed_conversion).toEqual({ currency: 'EUR', rate: '0.9090909091', day: today });

    expect(await budgetFigures(budgetId)).toMatchObject({
      committed: 909.09,
      spent: 0,
      remaining: 9090.91,
      by_currency: [{ currency: 'USD', committed: 1000, spent: 0 }],
      not_converted: [],
    });
  });

  it("counts a GBP quote committed after today's rates came out at today's rate, beside the USD one", async () => {
    await publish(today, { USD: '1.25', GBP: '0.80' });
    gbpQuote = await acceptAll(await pricedQuote(800, 'GBP'));
    expect(gbpQuote.committed_conversion).toEqual({ currency: 'EUR', rate: '1.25', day: today });

    expect(await budgetFigures(budgetId)).toMatchObject({
      committed: 1909.09,
      by_currency: [
        { currency: 'GBP', committed: 800, spent: 0 },
        { currency: 'USD', committed: 1000, spent: 0 },
      ],
    });
    const commitments = await api('GET', `/budgets/${budgetId}/commitments`);
    expect(commitments.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          quote_id: usdQuote.id,
          committed: 909.09,
          original: { currency: 'USD', committed: 1000, spent: 0 },
        }),
        expect.objectContaining({
          quote_id: gbpQuote.id,
          committed: 1000,
          original: { currency: 'GBP', committed: 800, spent: 0 },
        }),
      ]),
    );
  });

  it('does not move past figures when the rates change later', async () => {
    await publish(yesterday, { USD: '3.00', GBP: '0.50' });
    await publish(today, { USD: '2.00', GBP: '0.40' });
    expect(await budgetFigures(budgetId)).toMatchObject({ committed: 1909.09 });
    const read = await api('GET', `/quotes/${usdQuote.id}`);
    expect(read.body.data.committed_conversion).toEqual({ currency: 'EUR', rate: '0.9090909091', day: today });
  });

  it("spends a delivery at its delivery day's rate, stored with the recipient", async () => {
    await deliver(usdQuote);
    const delivered = (await api('GET', `/quotes/${usdQuote.id}`)).body.data;
    expect(delivered.items[0].recipients[0].spent_conversion).toEqual({ currency: 'EUR', rate: '0.5', day: today });
    expect(await budgetFigures(budgetId)).toMatchObject({
      committed: 1909.09,
      spent: 500,
      by_currency: [
        { currency: 'GBP', committed: 800, spent: 0 },
        { currency: 'USD', committed: 1000, spent: 1000 },
      ],
    });
  });

  it('answers the impact of a GBP quote on the EUR budget at today’s rate, with the original amount', async () => {
    const impact = await api('POST', '/budgets/impact', { currency: 'GBP', lines: [{ amount: 400 }] });
    expect(impact.status, impact.text).toBe(200);
    expect(impact.body.data).toEqual([
      expect.objectContaining({
        budget_id: budgetId,
        currency: 'EUR',
        this_quote: 1000,
        conversion: { currency: 'GBP', amount: 400, rate: '2.5', day: today },
      }),
    ]);
  });

  it('leaves money of a day without any rate out of the count, and says so', async () => {
    const yen = await acceptAll(await pricedQuote(150000, 'JPY'));
    expect(yen.committed_conversion).toBeNull();
    expect(await budgetFigures(budgetId)).toMatchObject({
      committed: 1909.09,
      not_converted: [{ currency: 'JPY', committed: 150000, spent: 0 }],
    });
  });

  it('counts only EUR quotes again once the company has no reporting currency', async () => {
    await api('PATCH', '/currency-settings', { reporting_currency: null });
    expect(await budgetFigures(budgetId)).toMatchObject({ committed: 0, by_currency: [], not_converted: [] });
    await api('PATCH', '/currency-settings', { reporting_currency: 'EUR' });
    expect(await budgetFigures(budgetId)).toMatchObject({ committed: 1909.09 });
  });
});

describe('an approval rule in EUR covering a quote in GBP', () => {
  it('compares the GBP total converted at the rate of the day it was requested, and stores that rate with the request', async () => {
    await publish(today, { USD: '1.20', GBP: '0.80' });
    const created = await api('POST', '/approval-rules', {
      name: 'Over 1,000 EUR',
      condition: { type: 'amount_over', amount: 1000 },
      currency: 'EUR',
      approver: { type: 'any_manager' },
    });
    expect(created.status, created.text).toBe(201);
    try {
      // 900 GBP is 1,125 EUR: over the rule's amount.
      const over = await pricedQuote(900, 'GBP');
      await acceptAll(over, desk);
      const held = (await api('GET', `/quotes/${over.id}`)).body.data;
      expect(held.status).toBe('Awaiting Approval');
      expect(held.approval).toMatchObject({
        status: 'pending',
        total: 900,
        currency: 'GBP',
        conversion: { currency: 'EUR', rate: '1.25', day: today },
        reasons: ['Accepted total 900.00 GBP (1,125.00 EUR) is over 1,000.00 EUR'],
      });

      // 700 GBP is 875 EUR: the rule does not cover it, and it is approved at once.
      const under = await pricedQuote(700, 'GBP');
      expect((await acceptAll(under, desk)).status).toBe('Approved');

      // A later rate does not re-plan or re-word the request.
      await publish(today, { GBP: '0.50' });
      const again = (await api('GET', `/approval-requests/${held.approval.id}`)).body.data;
      expect(again.conversion).toEqual({ currency: 'EUR', rate: '1.25', day: today });
      expect(again.reasons).toEqual(['Accepted total 900.00 GBP (1,125.00 EUR) is over 1,000.00 EUR']);
    } finally {
      await api('DELETE', `/approval-rules/${created.body.data.id}`);
    }
  });
});
