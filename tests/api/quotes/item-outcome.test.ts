import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithKey, type CompanyWithKey } from '../../support/fixtures';
import { startReceiver, type Receiver } from '../../support/receiver';
import { startTestServer, type TestServer } from '../../support/server';

// An item's `outcome` walked through every state over the real routes, as the company (GET /quotes, GET /quotes/{id},
// the decision's answer, the webhook) and the operator (GET /operator/v1/quotes, …/{id}) read it.

let server: TestServer;
let acme: CompanyWithKey;
let receiver: Receiver;

const api = (method: string, path: string, body?: unknown) =>
  server.request(method, `/api/v1${path}`, { token: acme.key, body });
const operator = (method: string, path: string, body?: unknown) =>
  server.request(method, `/operator/v1${path}`, { token: server.operatorToken, body });

type Outcome = { state: string; is_decided: boolean; open_alternatives: number };
type Item = { id: string; outcome: Outcome; alternatives: { id: string }[] };
type Quote = { id: string; items: Item[] };

const outcome = (state: string, open_alternatives = 0): Outcome => ({
  state,
  is_decided: ['accepted', 'accepted_alternative', 'rejected'].includes(state),
  open_alternatives,
});

const freeform = (model: string) => ({
  product_type: 'Laptop',
  specification: { brand: 'Lenovo', model },
  recipients: [{ name: 'Ada', email: 'ada@acme.example', country: 'DE', address: 'Ada Straße 1, 10117 Berlin' }],
});

/** The outcome of every item of the quote, as each read answers it: they must all agree. */
async function outcomesEverywhere(quoteId: string): Promise<Outcome[]> {
  const detail = await api('GET', `/quotes/${quoteId}`);
  expect(detail.status, detail.text).toBe(200);
  const list = await api('GET', '/quotes?limit=100');
  const listed = list.body.data.find((quote: Quote) => quote.id === quoteId);
  const operatorDetail = await operator('GET', `/quotes/${quoteId}`);
  expect(operatorDetail.status, operatorDetail.text).toBe(200);
  const operatorList = await operator('GET', `/quotes?company_id=${acme.companyId}&limit=100`);
  const operatorListed = operatorList.body.data.find((quote: Quote) => quote.id === quoteId);
  const outcomes = (quote: Quote) => quote.items.map((item) => item.outcome);
  const expected = outcomes(detail.body.data);
  for (const other of [listed, operatorDetail.body.data, operatorListed]) expect(outcomes(other)).toEqual(expected);
  return expected;
}

async function decide(quoteId: string, optionId: string, action: 'accept' | 'reject'): Promise<Quote> {
  const response = await api('POST', `/quotes/${quoteId}/items/${optionId}/action`, { action });
  expect(response.status, response.text).toBe(200);
  return response.body.data.quote;
}

async function offerAlternative(quoteId: string, itemId: string, model: string) {
  const response = await operator('POST', `/quotes/${quoteId}/items/${itemId}/alternatives`, {
    brand: 'Dell',
    model,
    price: 900,
    is_exact_match: false,
  });
  expect(response.status, response.text).toBe(201);
}

beforeAll(async () => {
  receiver = await startReceiver();
  server = await startTestServer({ env: { WORKER_IN_PROCESS: 'true', WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' } });
  acme = await createCompanyWithKey(server, { scopes: ['quotes:write', 'webhooks:manage'] });
  await api('POST', '/webhooks', { url: `${receiver.url}/hook`, events: ['quote.*'] });
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

describe('GET /api/v1/quotes/:id', () => {
  it("answers each item's outcome through every state, the same on the public and the operator's reads", async () => {
    const created = await api('POST', '/quotes', {
      requester_email: 'it@acme.example',
      items: [freeform('T14s'), freeform('X1 Carbon'), freeform('P16')],
    });
    expect(created.status, created.text).toBe(202);
    const quote: Quote = created.body.data;
    const [original, switched, refused] = quote.items.map((item) => item.id) as [string, string, string];
    expect(quote.items.map((item) => item.outcome)).toEqual([
      outcome('pending_review'),
      outcome('pending_review'),
      outcome('pending_review'),
    ]);

    await offerAlternative(quote.id, switched, 'Latitude 7450');
    await offerAlternative(quote.id, refused, 'Precision 5690');
    await offerAlternative(quote.id, refused, 'Precision 3591');
    // Alternatives offered before the price: still being priced.
    expect(await outcomesEverywhere(quote.id)).toEqual([
      outcome('pending_review'),
      outcome('pending_review', 1),
      outcome('pending_review', 2),
    ]);
    for (const itemId of [original, switched, refused]) {
      const priced = await operator('PUT', `/quotes/${quote.id}/items/${itemId}/price`, { price: 1200 });
      expect(priced.status, priced.text).toBe(200);
    }
    expect(await outcomesEverywhere(quote.id)).toEqual([outcome('quoted'), outcome('quoted', 1), outcome('quoted', 2)]);

    // The original of an item with alternatives rejected: the item's status reads Rejected, the item is still open.
    let answered = await decide(quote.id, switched, 'reject');
    expect(answered.items[1]).toMatchObject({ status: 'Rejected', outcome: outcome('original_rejected', 1) });
    answered = await decide(quote.id, refused, 'reject');
    expect(answered.items[2]!.outcome).toEqual(outcome('original_rejected', 2));
    expect(await outcomesEverywhere(quote.id)).toEqual([
      outcome('quoted'),
      outcome('original_rejected', 1),
      outcome('original_rejected', 2),
    ]);

    const [latitude] = answered.items[1]!.alternatives;
    const [precision, precisionOther] = answered.items[2]!.alternatives;
    answered = await decide(quote.id, latitude!.id, 'accept');
    expect(answered.items[1]).toMatchObject({ status: 'Rejected', outcome: outcome('accepted_alternative') });
    answered = await decide(quote.id, precision!.id, 'reject');
    expect(answered.items[2]!.outcome).toEqual(outcome('original_rejected', 1));
    answered = await decide(quote.id, precisionOther!.id, 'reject');
    expect(answered.items[2]!.outcome).toEqual(outcome('rejected'));
    answered = await decide(quote.id, original, 'accept');
    expect(answered.items[0]!.outcome).toEqual(outcome('accepted'));
    expect(await outcomesEverywhere(quote.id)).toEqual([
      outcome('accepted'),
      outcome('accepted_alternative'),
      outcome('rejected'),
    ]);

    // The webhook of the last decision carries the same outcomes.
    const approvedEvent = () =>
      receiver.received.find((entry) => entry.json.type === 'quote.approved' && entry.json.data.id === quote.id);
    await receiver.waitFor(() => approvedEvent() !== undefined);
    expect(approvedEvent()!.json.data.items.map((item: Item) => item.outcome)).toEqual([
      outcome('accepted'),
      outcome('accepted_alternative'),
      outcome('rejected'),
    ]);
  });
});
