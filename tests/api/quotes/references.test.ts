import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithKey, type CompanyWithKey } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/server';

// Human references: quotes are `Q-<year>-<number>` and device actions `DA-<year>-<number>`, each read by its
// reference wherever the id is accepted; a create that fails gives its number back, so references have no gaps.

let server: TestServer;
let acme: CompanyWithKey;
let globex: CompanyWithKey;

const api = (method: string, path: string, body?: unknown, token = acme.key) =>
  server.request(method, `/api/v1${path}`, { token, body });
const operator = (method: string, path: string, body?: unknown) =>
  server.request(method, `/operator/v1${path}`, { token: server.operatorToken, body });

const freeformItem = {
  product_type: 'Monitor',
  specification: { brand: 'Dell', model: 'U2723QE' },
  recipients: [{ name: 'Ada', country: 'GB', address: '1 Main St' }],
};
const YEAR = new Date().getUTCFullYear();
const numberOf = (reference: string) => Number(reference.split('-')[2]);

beforeAll(async () => {
  server = await startTestServer();
  acme = await createCompanyWithKey(server);
  globex = await createCompanyWithKey(server, { name: 'Globex' });
});
afterAll(async () => {
  await server?.close();
});

describe('quote numbers', () => {
  it('numbers quotes Q-<year>-<6 digits> in order, across companies, without a gap after a failed create', async () => {
    const first = (await api('POST', '/quotes', { requester_email: 'it@acme.example', items: [freeformItem] })).body
      .data;
    expect(first.number).toMatch(new RegExp(`^Q-${YEAR}-\\d{6}$`));

    // Refused inside the creating transaction (the kit lookup), after the request passed validation.
    const failed = await api('POST', '/quotes', {
      requester_email: 'it@acme.example',
      items: [freeformItem, { kit_id: '5b0f7f0e-6a6c-4c7e-8f0a-2f4b8b6d1e11', recipients: freeformItem.recipients }],
    });
    expect(failed.status).toBe(400);

    const second = (
      await api('POST', '/quotes', { requester_email: 'it@globex.example', items: [freeformItem] }, globex.key)
    ).body.data;
    expect(numberOf(second.number)).toBe(numberOf(first.number) + 1);
  });

  it('reads a quote by its number, in any letter case, only for its own company', async () => {
    const quote = (await api('POST', '/quotes', { requester_email: 'it@acme.example', items: [freeformItem] })).body
      .data;
    const byNumber = await api('GET', `/quotes/${quote.number.toLowerCase()}`);
    expect(byNumber.status).toBe(200);
    expect(byNumber.body.data).toMatchObject({ id: quote.id, number: quote.number });
    expect((await api('GET', `/quotes/${quote.number}`, undefined, globex.key)).status).toBe(404);
    expect((await operator('GET', `/quotes/${quote.number}`)).body.data).toMatchObject({
      id: quote.id,
      company: { id: acme.companyId, name: 'Acme' },
    });
    expect((await api('GET', `/quotes/Q-${YEAR}-999999`)).status).toBe(404);
  });

  it('decides and comments through the number as well as the id', async () => {
    const quote = (await api('POST', '/quotes', { requester_email: 'it@acme.example', items: [freeformItem] })).body
      .data;
    await operator('PUT', `/quotes/${quote.number}/items/${quote.items[0].id}/price`, { price: 450 });
    const decided = await api('POST', `/quotes/${quote.number}/items/${quote.items[0].id}/action`, {
      action: 'accept',
    });
    expect(decided.status).toBe(200);
    expect(decided.body.data.quote).toMatchObject({ number: quote.number, status: 'Approved' });
  });
});

describe('device action references', () => {
  it('gives a refused create (409, active action) its number back', async () => {
    for (const serial of ['REF-1', 'REF-2']) {
      expect(
        (
          await api('POST', '/devices', {
            serial_number: serial,
            device_type: 'Laptop',
            model: 'ThinkPad T14',
            country: 'DE',
          })
        ).status,
      ).toBe(201);
    }
    const first = (await api('POST', '/device-actions', { action_type: 'Store', serial_number: 'REF-1' })).body.data;
    expect(first.action_id).toMatch(new RegExp(`^DA-${YEAR}-\\d{6}$`));
    const refused = await api('POST', '/device-actions', { action_type: 'Store', serial_number: 'REF-1' });
    expect(refused.status).toBe(409);
    const notInInventory = await api('POST', '/device-actions', { action_type: 'Store', serial_number: 'NOT-OURS' });
    expect(notInInventory.status).toBe(404);
    const second = (await api('POST', '/device-actions', { action_type: 'Store', serial_number: 'REF-2' })).body.data;
    expect(numberOf(second.action_id)).toBe(numberOf(first.action_id) + 1);
  });

  it('hands out distinct, gapless numbers to concurrent creates', async () => {
    const serials = Array.from({ length: 12 }, (_, index) => `CONC-${index}`);
    for (const serial of serials)
      await api('POST', '/devices', { serial_number: serial, device_type: 'Phone', model: 'Pixel 9', country: 'US' });
    // Every serial twice at once: 12 creates succeed, 12 are refused.
    const responses = await Promise.all(
      [...serials, ...serials].map((serial) =>
        api('POST', '/device-actions', { action_type: 'Store', serial_number: serial }),
      ),
    );
    const numbers = responses
      .filter((response) => response.status === 201)
      .map((response) => numberOf(response.body.data.action_id))
      .sort((a, b) => a - b);
    expect(numbers).toHaveLength(12);
    expect(numbers.at(-1)! - numbers[0]!).toBe(11);
  });
});

// Last: it moves the counters past six digits for the tests after it.
describe('references past six digits', () => {
  it('keeps every digit once the counter passes 999999, for the quote and its device actions alike', async () => {
    const db = server.running.database.db;
    await db.execute(sql`update reference_counters set value = 999999 where name in ('quote', 'device_action')`);
    const quote = (await api('POST', '/quotes', { requester_email: 'it@acme.example', items: [freeformItem] })).body
      .data;
    expect(quote.number).toBe(`Q-${YEAR}-1000000`);
    expect((await api('GET', `/quotes/${quote.number}`)).body.data.id).toBe(quote.id);
    await api('POST', '/devices', { serial_number: 'DIGITS-1', device_type: 'Laptop', model: 'T14', country: 'DE' });
    const action = (await api('POST', '/device-actions', { action_type: 'Store', serial_number: 'DIGITS-1' })).body
      .data;
    expect(action.action_id).toBe(`DA-${YEAR}-1000000`);
  });
});
