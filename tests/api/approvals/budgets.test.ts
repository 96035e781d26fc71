import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { companyScope } from '@/server/core/scope';
import { budgetImpact } from '@/server/budgets/impact';
import { spendRows } from '@/server/budgets/spend-by-month';
import { approvalRequests } from '@/server/db/schema';
import { createCompanyWithKey, createKey, type CompanyWithKey } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/server';

// Budgets over HTTP: money a department (or the whole company) may commit per month, quarter or year, and figures
// that move as quotes go through their states: accepted options commit money in the period the quote was approved,
// deliveries spend it in the period of each recipient's delivery, pending approval requests are requested.

let server: TestServer;
let acme: CompanyWithKey;
let globex: CompanyWithKey;
let readOnly: string;
let managerOnly: string;

const api = (method: string, path: string, body?: unknown, key = acme.key) =>
  server.request(method, `/api/v1${path}`, { token: key, body });
const operator = async (method: string, path: string, body?: unknown) => {
  const response = await server.request(method, `/operator/v1${path}`, { token: server.operatorToken, body });
  expect(response.status, `${method} ${path}: ${response.text}`).toBeLessThan(300);
  return response.body.data;
};

const today = new Date().toISOString().slice(0, 10);
const person = (name: string, email: string, quantity?: number) => ({
  name,
  email,
  country: 'GB',
  address: '1 Main St, London',
  ...(quantity ? { quantity } : {}),
});
const ada = person('Ada Lovelace', 'Ada.Lovelace@acme.example');
const bob = person('Bob Seller', 'bob@acme.example');
const carl = person('Carl Contractor', 'carl@elsewhere.example');

async function importDirectory(company: CompanyWithKey) {
  const csv = [
    'HRIS ID,Name,Email,Status,Country,Department',
    'E-1,Ada Lovelace,ada.lovelace@acme.example,active,GB,Engineering',
    'E-2,Bob Seller,bob@acme.example,active,GB,Sales',
  ].join('\n');
  const imported = await server.request('POST', `/operator/v1/companies/${company.companyId}/employees/import`, {
    token: server.operatorToken,
    body: csv,
    headers: { 'content-type': 'text/csv' },
  });
  expect(imported.status, imported.text).toBe(200);
}

/** A freeform quote of `items` (each `{quantity, recipients}`), priced item by item at `prices`. */
async function pricedQuote(
  items: { quantity?: number; recipients: unknown[] }[],
  prices: number[],
  options: { key?: string; currency?: string } = {},
) {
  const created = await api(
    'POST',
    '/quotes',
    {
      requester_email: 'it@acme.example',
      items: items.map((item, index) => ({
        product_type: 'Laptop',
        specification: { brand: 'Apple', model: `MacBook ${index}` },
        ...item,
      })),
    },
    options.key,
  );
  expect(created.status, created.text).toBe(202);
  const quote = created.body.data;
  for (const [index, item] of quote.items.entries())
    await operator('PUT', `/quotes/${quote.id}/items/${item.id}/price`, {
      price: prices[index],
      ...(options.currency ? { currency: options.currency } : {}),
    });
  return quote;
}

async function accept(quote: any, itemIndexes: number[], key = acme.key) {
  let latest = quote;
  for (const index of itemIndexes) {
    const response = await api(
      'POST',
      `/quotes/${quote.id}/items/${quote.items[index].id}/action`,
      { action: 'accept' },
      key,
    );
    expect(response.status, response.text).toBe(200);
    latest = response.body.data.quote;
  }
  return latest;
}

async function deliver(quote: any, itemIndex: number, recipientIndex: number) {
  const recipient = quote.items[itemIndex].recipients[recipientIndex];
  await operator('POST', `/quotes/${quote.id}/recipients/${recipient.id}/tracking`, {
    tracking_code: `T-${recipient.id.slice(0, 6)}`,
    tracking_link: 'https://track.example/x',
  });
  await operator('POST', `/quotes/${quote.id}/recipients/${recipient.id}/delivered`);
}

const figures = async (id: string, at?: string, key = acme.key) => {
  const response = await api('GET', `/budgets/${id}${at ? `?at=${at}` : ''}`, undefined, key);
  expect(response.status, response.text).toBe(200);
  return response.body.data.figures;
};

beforeAll(async () => {
  server = await startTestServer();
  acme = await createCompanyWithKey(server, { name: 'Acme' });
  globex = await createCompanyWithKey(server, { name: 'Globex' });
  readOnly = (await createKey(server, acme.companyId, { scopes: ['quotes:read'] })).key;
  managerOnly = (await createKey(server, acme.companyId, { scopes: ['policies:manage'] })).key;
  await importDirectory(acme);
  await importDirectory(globex);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('POST /api/v1/budgets', () => {
  it('names every invalid field, and refuses unknown ones', async () => {
    const invalid = await api('POST', '/budgets', { period: 'week', amount: -5, currency: 'usd', departmnet: 'x' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.code).toBe('VALIDATION_ERROR');
    const paths = invalid.body.error.details.map((detail: { path: string }) => detail.path);
    expect(paths).toEqual(expect.arrayContaining(['period', 'amount', 'currency']));
    const empty = await api('POST', '/budgets', { department: ' ', period: 'month', amount: 10 });
    expect(empty.status).toBe(400);
    expect(empty.body.error.details[0].path).toBe('department');
  });

  it('creates a budget with a default name and zero figures, and refuses a second one for the same department and period', async () => {
    const created = await api('POST', '/budgets', { department: 'Engineering', period: 'month', amount: 5000 });
    expect(created.status, created.text).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Engineering, monthly',
      department: 'Engineering',
      period: 'month',
      amount: 5000,
      currency: 'USD',
      livemode: true,
      figures: { period_start: `${today.slice(0, 7)}-01`, committed: 0, spent: 0, requested: 0, remaining: 5000 },
    });
    const again = await api('POST', '/budgets', { department: 'engineering', period: 'month', amount: 1 });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('CONFLICT');
    expect(again.body.error.details).toEqual({ budget_id: created.body.data.id });
    expect(again.body.error.message).toContain('Engineering, monthly');
    // Another period length, or another company, is another budget.
    expect((await api('POST', '/budgets', { department: 'Engineering', period: 'year', amount: 1 })).status).toBe(201);
    // One company-wide budget per period length too.
    const companyWide = await api('POST', '/budgets', { period: 'year', amount: 10 });
    expect(companyWide.status, companyWide.text).toBe(201);
    const secondCompanyWide = await api('POST', '/budgets', { period: 'year', amount: 20 });
    expect(secondCompanyWide.status).toBe(409);
    expect(secondCompanyWide.body.error.details).toEqual({ budget_id: companyWide.body.data.id });
    expect(secondCompanyWide.body.error.message).toContain('the whole company');
    expect((await api('DELETE', `/budgets/${companyWide.body.data.id}`)).status).toBe(204);
    expect(
      (await api('POST', '/budgets', { department: 'Engineering', period: 'month', amount: 1 }, globex.key)).status,
    ).toBe(201);
  });

  it('needs policies:manage to write and quotes:read to read', async () => {
    const refused = await api('POST', '/budgets', { period: 'month', amount: 1 }, readOnly);
    expect(refused.status).toBe(403);
    expect(refused.body.error.details.required_scopes).toEqual(['policies:manage']);
    expect((await api('GET', '/budgets', undefined, readOnly)).status).toBe(200);
    expect((await api('GET', '/budgets', undefined, managerOnly)).status).toBe(403);
  });
});

describe('PATCH and DELETE /api/v1/budgets/:id', () => {
  it('updates fields, refuses a clash with another budget, and deletes', async () => {
    const sales = (await api('POST', '/budgets', { department: 'Sales', period: 'quarter', amount: 100 })).body.data;
    const renamed = await api('PATCH', `/budgets/${sales.id}`, { name: 'Sales Q', amount: 300 });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'Sales Q', amount: 300, department: 'Sales', period: 'quarter' });
    const clash = await api('PATCH', `/budgets/${sales.id}`, { department: 'ENGINEERING', period: 'month' });
    expect(clash.status).toBe(409);
    expect(clash.body.error.details.budget_id).toBeDefined();
    expect((await api('PATCH', `/budgets/${sales.id}`, { amount: 'lots' })).status).toBe(400);
    expect((await api('DELETE', `/budgets/${sales.id}`)).status).toBe(204);
    expect((await api('GET', `/budgets/${sales.id}`)).status).toBe(404);
    expect((await api('DELETE', `/budgets/${sales.id}`)).status).toBe(404);
  });
});

describe('figures as quotes move', () => {
  let engineering: string;
  let company: string;
  let euros: string;
  let quote: any;

  beforeAll(async () => {
    const list = (await api('GET', '/budgets')).body.data;
    engineering = list.find((budget: any) => budget.department === 'Engineering' && budget.period === 'month').id;
    company = (await api('POST', '/budgets', { name: 'Acme', period: 'quarter', amount: 20000 })).body.data.id;
    euros = (await api('POST', '/budgets', { department: 'Sales', period: 'month', amount: 800, currency: 'EUR' })).body
      .data.id;
  });

  it('commits accepted options once the quote is approved, attributed to the departments of the recipients', async () => {
    // Two laptops at 1000, one each to Ada (Engineering) and Bob (Sales); a monitor at 300 to a contractor who is
    // not in the directory.
    quote = await pricedQuote(
      [
        { quantity: 2, recipients: [ada, bob] },
        { quantity: 1, recipients: [carl] },
      ],
      [1000, 300],
    );
    expect(await figures(engineering)).toMatchObject({ committed: 0, spent: 0 });

    // Half decided: the quote is not approved yet, nothing is committed.
    await accept(quote, [0]);
    expect(await figures(engineering)).toMatchObject({ committed: 0 });

    const approved = await accept(quote, [1]);
    expect(approved.status).toBe('Approved');
    expect(await figures(engineering)).toMatchObject({
      committed: 1000,
      spent: 0,
      remaining: 4000,
      over_budget: false,
    });
    // Company-wide counts every recipient, in or out of the directory.
    expect(await figures(company)).toMatchObject({ committed: 2300, spent: 0, remaining: 17700 });
    // A budget in another currency does not count USD quotes.
    expect(await figures(euros)).toMatchObject({ committed: 0 });

    const list = await api('GET', '/budgets');
    expect(list.body.data.find((budget: any) => budget.id === engineering).figures.committed).toBe(1000);
  });

  it('spends what is delivered, recipient by recipient', async () => {
    await deliver(quote, 0, 0);
    expect(await figures(engineering)).toMatchObject({ committed: 1000, spent: 1000 });
    expect(await figures(company)).toMatchObject({ committed: 2300, spent: 1000 });
    await deliver(quote, 1, 0);
    expect(await figures(company)).toMatchObject({ spent: 1300 });
    expect(await figures(engineering)).toMatchObject({ spent: 1000 });
  });

  it('lists the quotes that committed the money in the period', async () => {
    const commitments = await api('GET', `/budgets/${engineering}/commitments`);
    expect(commitments.status, commitments.text).toBe(200);
    expect(commitments.body.data).toEqual([
      expect.objectContaining({
        quote_id: quote.id,
        number: quote.number,
        committed: 1000,
        spent: 1000,
        approved_at: expect.any(String),
        delivered_at: expect.any(String),
      }),
    ]);
    expect(commitments.body.meta).toMatchObject({ has_more: false, period_start: `${today.slice(0, 7)}-01` });
    const lastYear = `${Number(today.slice(0, 4)) - 1}-06-01`;
    expect((await api('GET', `/budgets/${engineering}/commitments?at=${lastYear}`)).body.data).toEqual([]);
    expect(await figures(engineering, lastYear)).toMatchObject({ committed: 0, spent: 0, period_start: `${lastYear}` });
    expect((await api('GET', `/budgets?at=2026-02-30`)).status).toBe(400);
  });

  it('counts a quote in another currency only for budgets in that currency', async () => {
    const euro = await pricedQuote([{ recipients: [bob] }], [700], { currency: 'EUR' });
    await accept(euro, [0]);
    expect(await figures(euros)).toMatchObject({ committed: 700, remaining: 100 });
    expect(await figures(company)).toMatchObject({ committed: 2300 });
  });

  it('shares an item among its recipients by their units, and the item counts once', async () => {
    // Three units: Ada asks for 2, Bob's unit is the one nobody claims.
    const split = await pricedQuote([{ quantity: 3, recipients: [{ ...ada, quantity: 2 }, bob] }], [100]);
    await accept(split, [0]);
    expect(await figures(engineering)).toMatchObject({ committed: 1200 });
    expect(await figures(company)).toMatchObject({ committed: 2600 });
  });

  it('pages through the quotes behind a budget with a cursor', async () => {
    const first = await api('GET', `/budgets/${engineering}/commitments?limit=1`);
    expect(first.body.data).toHaveLength(1);
    expect(first.body.meta.has_more).toBe(true);
    const second = await api(
      'GET',
      `/budgets/${engineering}/commitments?limit=1&cursor=${encodeURIComponent(first.body.meta.next_cursor)}`,
    );
    expect(second.body.data).toHaveLength(1);
    expect(second.body.meta).toMatchObject({ has_more: false, next_cursor: null });
    expect(second.body.data[0].number < first.body.data[0].number).toBe(true);
    expect(first.body.data[0].committed + second.body.data[0].committed).toBe(1200);
    const bad = await api('GET', `/budgets/${engineering}/commitments?cursor=nonsense`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].path).toBe('cursor');
  });

  it('shows what pending approval requests would add in the current period', async () => {
    const waiting = await pricedQuote([{ quantity: 1, recipients: [ada] }], [450]);
    await server.running.database.db.insert(approvalRequests).values({
      companyId: acme.companyId,
      livemode: true,
      quoteId: waiting.id,
      status: 'pending',
      decisions: [{ item_id: waiting.items[0].id, alternative_id: null, action: 'accept', recipients: null }],
      requestedBy: { type: 'api_key', email: null, name: null, role: null, api_key_id: acme.keyId },
      currency: 'USD',
    });
    expect(await figures(engineering)).toMatchObject({ committed: 1200, requested: 450 });
    expect(await figures(engineering, `${Number(today.slice(0, 4)) + 1}-01-15`)).toMatchObject({ requested: 0 });
  });
});

describe('POST /api/v1/budgets/impact', () => {
  it('answers per affected budget what the lines would leave, marking over budget', async () => {
    const response = await api('POST', '/budgets/impact', {
      currency: 'USD',
      lines: [
        { email: 'ADA.lovelace@acme.example', amount: 4500 },
        { department: 'Marketing', amount: 100 },
        { email: 'nobody@elsewhere.example', amount: 50 },
      ],
    });
    expect(response.status, response.text).toBe(200);
    const byName = Object.fromEntries(response.body.data.map((line: any) => [line.name, line]));
    expect(Object.keys(byName)).toEqual(['Engineering, monthly', 'Engineering, yearly', 'Acme']);
    expect(byName['Engineering, monthly']).toMatchObject({
      department: 'Engineering',
      period: 'month',
      period_start: `${today.slice(0, 7)}-01`,
      currency: 'USD',
      amount: 5000,
      remaining: 3800,
      this_quote: 4500,
      after: -700,
      over_budget: true,
    });
    expect(byName.Acme).toMatchObject({ department: null, this_quote: 4650, remaining: 17400, after: 12750 });
    expect(byName.Acme.over_budget).toBe(false);

    // The server function the approval engine calls answers the same.
    const direct = await budgetImpact(server.running.database.db, companyScope(acme.companyId, true), {
      currency: 'USD',
      lines: [{ email: 'ada.lovelace@acme.example', amount: 4500 }],
    });
    expect(direct.map((line) => [line.name, line.after])).toEqual([
      ['Engineering, monthly', -700],
      ['Engineering, yearly', expect.any(Number)],
      ['Acme', 12900],
    ]);

    expect((await api('POST', '/budgets/impact', { currency: 'GBP', lines: [{ amount: 1 }] })).body.data).toEqual([]);
    const invalid = await api('POST', '/budgets/impact', { currency: 'USD', lines: [] });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.details[0].path).toBe('lines');
    expect((await api('POST', '/budgets/impact', { currency: 'USD', lines: [{ amount: 1 }] }, readOnly)).status).toBe(
      200,
    );
  });
});

describe('POST /api/v1/budgets/impact without employees:read', () => {
  it('tells no directory facts: an e-mail counts only for company-wide budgets, in the directory or not', async () => {
    const withDirectory = (await createKey(server, acme.companyId, { scopes: ['quotes:read', 'employees:read'] })).key;
    const impactOf = async (email: string, key: string) => {
      const response = await api('POST', '/budgets/impact', { currency: 'USD', lines: [{ email, amount: 10 }] }, key);
      expect(response.status, response.text).toBe(200);
      return response.body.data.map((line: any) => line.name);
    };

    // With employees:read, the directory places Ada in Engineering.
    expect(await impactOf('ada.lovelace@acme.example', withDirectory)).toEqual([
      'Engineering, monthly',
      'Engineering, yearly',
      'Acme',
    ]);
    // Without it, a listed and an unknown address answer the same: no department, hence company-wide budgets only.
    const listed = await impactOf('ada.lovelace@acme.example', readOnly);
    expect(listed).toEqual(['Acme']);
    expect(await impactOf('nobody@elsewhere.example', readOnly)).toEqual(listed);
    // A department the caller names still counts: it is the caller's own fact, not the directory's.
    const named = await api(
      'POST',
      '/budgets/impact',
      { currency: 'USD', lines: [{ email: 'ada.lovelace@acme.example', department: 'Engineering', amount: 10 }] },
      readOnly,
    );
    expect(named.body.data.map((line: any) => line.name)).toEqual([
      'Engineering, monthly',
      'Engineering, yearly',
      'Acme',
    ]);
  });
});

describe('period boundaries', () => {
  it('counts by the UTC calendar month, quarter and year of approval and of each delivery', async () => {
    const month = (await api('POST', '/budgets', { period: 'month', amount: 1000 }, globex.key)).body.data.id;
    const quarter = (await api('POST', '/budgets', { period: 'quarter', amount: 1000 }, globex.key)).body.data.id;
    const year = (await api('POST', '/budgets', { period: 'year', amount: 1000 }, globex.key)).body.data.id;
    const quote = await pricedQuote([{ recipients: [ada] }], [250], { key: globex.key });
    const approved = await accept(quote, [0], globex.key);
    await deliver(approved, 0, 0);
    // Approved in the last millisecond of March, delivered in the first of April.
    const db = server.running.database.db;
    await db.execute(
      sql`update quotes set status_timestamps = status_timestamps || '{"Approved": "2026-03-31T23:59:59.999Z"}'::jsonb where id = ${quote.id}`,
    );
    await db.execute(
      sql`update quote_recipients set status_timestamps = status_timestamps || '{"Delivered": "2026-04-01T00:00:00.000Z"}'::jsonb where quote_id = ${quote.id}`,
    );
    const at = (id: string, day: string) => figures(id, day, globex.key);
    expect(await at(month, '2026-03-31')).toMatchObject({
      period_start: '2026-03-01',
      period_end: '2026-03-31',
      committed: 250,
      spent: 0,
    });
    expect(await at(month, '2026-04-01')).toMatchObject({ period_start: '2026-04-01', committed: 0, spent: 250 });
    expect(await at(quarter, '2026-02-10')).toMatchObject({
      period_start: '2026-01-01',
      period_end: '2026-03-31',
      committed: 250,
      spent: 0,
    });
    expect(await at(quarter, '2026-06-30')).toMatchObject({ period_start: '2026-04-01', committed: 0, spent: 250 });
    expect(await at(year, '2026-12-31')).toMatchObject({
      period_start: '2026-01-01',
      period_end: '2026-12-31',
      committed: 250,
      spent: 250,
    });
    expect(await at(year, '2025-12-31')).toMatchObject({ committed: 0, spent: 0 });
    // Acme's budgets never see Globex's quotes.
    const acmeCompany = (await api('GET', '/budgets')).body.data.find((budget: any) => budget.name === 'Acme');
    expect((await figures(acmeCompany.id)).committed).toBe(2600);
  });
});

describe('GET /api/v1/budgets/spend', () => {
  // Initech's own quotes, so that each month's figures are known: this month a quote of 2 × 1000 (Ada, Engineering;
  // Bob, Sales) and 300 (Carl, not in the directory), Ada's laptop delivered; two months ago a quote of 100 shared by
  // the three, approved in that month's last millisecond, Ada's share delivered in the first of last month; this month
  // 700 EUR for Bob.
  let initech: CompanyWithKey;
  const thisMonth = today.slice(0, 7);
  const monthsAgo = (count: number) => {
    const date = new Date(`${thisMonth}-01T00:00:00.000Z`);
    date.setUTCMonth(date.getUTCMonth() - count);
    return date.toISOString().slice(0, 7);
  };
  const spendOf = async (query: string, key = initech.key) => {
    const response = await api('GET', `/budgets/spend${query}`, undefined, key);
    expect(response.status, response.text).toBe(200);
    return response.body.data;
  };
  const monthOf = (data: any, month: string, currency = 'USD') =>
    data.months.find((entry: any) => entry.month === month && entry.currency === currency);

  beforeAll(async () => {
    initech = await createCompanyWithKey(server, { name: 'Initech' });
    await importDirectory(initech);
    const key = initech.key;
    const current = await pricedQuote(
      [
        { quantity: 2, recipients: [ada, bob] },
        { quantity: 1, recipients: [carl] },
      ],
      [1000, 300],
      { key },
    );
    await deliver(await accept(current, [0, 1], key), 0, 0);

    const shared = await pricedQuote([{ quantity: 1, recipients: [ada, bob, carl] }], [100], { key });
    await deliver(await accept(shared, [0], key), 0, 0);
    const db = server.running.database.db;
    const lastMoment = new Date(Date.parse(`${monthsAgo(1)}-01T00:00:00.000Z`) - 1).toISOString();
    await db.execute(
      sql`update quotes set status_timestamps = status_timestamps || jsonb_build_object('Approved', ${lastMoment}::text) where id = ${shared.id}`,
    );
    await db.execute(
      sql`update quote_recipients set status_timestamps = status_timestamps || jsonb_build_object('Delivered', ${`${monthsAgo(1)}-01T00:00:00.000Z`}::text) where id = ${shared.items[0].recipients[0].id}`,
    );

    await accept(await pricedQuote([{ recipients: [bob] }], [700], { key, currency: 'EUR' }), [0], key);
  }, 60_000);

  it("gives each month the figures of a monthly budget for that month, company-wide and a department's", async () => {
    const created = async (body: object) => {
      const response = await api('POST', '/budgets', { period: 'month', amount: 5000, ...body }, initech.key);
      expect(response.status, response.text).toBe(201);
      return response.body.data.id as string;
    };
    const company = await created({});
    const engineering = await created({ department: 'Engineering' });
    const period = `?from=${monthsAgo(3)}&to=${thisMonth}`;
    const all = await spendOf(`${period}&currency=USD`);
    const ofEngineering = await spendOf(`${period}&currency=USD&department=ENGINEERING`);
    expect(all.months.map((entry: any) => entry.month)).toEqual([monthsAgo(3), monthsAgo(2), monthsAgo(1), thisMonth]);
    for (const [data, budget] of [
      [all, company],
      [ofEngineering, engineering],
    ] as const) {
      for (const entry of data.months) {
        const { committed, spent } = await figures(budget, `${entry.month}-15`, initech.key);
        expect({ month: entry.month, committed: entry.committed, spent: entry.spent }).toEqual({
          month: entry.month,
          committed,
          spent,
        });
      }
    }

    expect(all.months.map((entry: any) => [entry.committed, entry.spent])).toEqual([
      [0, 0],
      [100, 0],
      [0, 33.33],
      [2300, 1000],
    ]);
    expect(ofEngineering.months.map((entry: any) => [entry.committed, entry.spent])).toEqual([
      [0, 0],
      [33.33, 0],
      [0, 33.33],
      [1000, 1000],
    ]);
    // By department: those with money in the month, recipients outside the directory first (null).
    expect(monthOf(all, thisMonth).departments).toEqual([
      { department: null, committed: 300, spent: 0 },
      { department: 'Engineering', committed: 1000, spent: 1000 },
      { department: 'Sales', committed: 1000, spent: 0 },
    ]);
    // Each figure is rounded after adding: three thirds of 100 are 33.33 each, the month 100.
    expect(monthOf(all, monthsAgo(2)).departments.map((part: any) => part.committed)).toEqual([33.33, 33.33, 33.33]);
    expect(monthOf(all, monthsAgo(3)).departments).toEqual([]);
    expect(monthOf(ofEngineering, thisMonth).departments).toEqual([
      { department: 'Engineering', committed: 1000, spent: 1000 },
    ]);
  });

  it('covers the last 12 months by default, one entry per month and currency with money, zeros included', async () => {
    const data = await spendOf('');
    expect(data).toMatchObject({ from: monthsAgo(11), to: thisMonth });
    expect(data.months).toHaveLength(24);
    expect(data.months.slice(0, 2).map((entry: any) => [entry.month, entry.currency])).toEqual([
      [monthsAgo(11), 'EUR'],
      [monthsAgo(11), 'USD'],
    ]);
    expect(monthOf(data, monthsAgo(11), 'EUR')).toEqual({
      month: monthsAgo(11),
      currency: 'EUR',
      committed: 0,
      spent: 0,
      departments: [],
    });
    expect(monthOf(data, thisMonth, 'EUR')).toMatchObject({ committed: 700, spent: 0 });

    // One currency: every month, with or without money in it.
    const euros = await spendOf('?currency=EUR');
    expect(euros.months.map((entry: any) => entry.currency)).toEqual(Array(12).fill('EUR'));
    const pounds = await spendOf(`?currency=GBP&from=${thisMonth}`);
    expect(pounds.months).toEqual([{ month: thisMonth, currency: 'GBP', committed: 0, spent: 0, departments: [] }]);
    // Without a currency, a period without money has no entries.
    expect(await spendOf('?from=2001-01&to=2001-03')).toEqual({ from: '2001-01', to: '2001-03', months: [] });
  });

  it('holds the same figures as the spend export, which reads the same function', async () => {
    const filters = { from: monthsAgo(3), to: thisMonth };
    const data = await spendOf(`?from=${filters.from}&to=${filters.to}`);
    const flattened = data.months.flatMap((entry: any) =>
      entry.departments.map((part: any) => ({ month: entry.month, currency: entry.currency, ...part })),
    );
    const rows = await spendRows(server.running.database.db, companyScope(initech.companyId, true), filters);
    const order = (a: any, b: any) =>
      a.month.localeCompare(b.month) ||
      (a.department ?? '').localeCompare(b.department ?? '') ||
      a.currency.localeCompare(b.currency);
    expect(flattened.sort(order)).toEqual([...rows].sort(order));
    expect(rows.length).toBeGreaterThanOrEqual(7);
  });

  it('refuses a bad filter with 400, naming the parameter and what to send', async () => {
    const refused = async (query: string) => {
      const response = await api('GET', `/budgets/spend${query}`, undefined, initech.key);
      expect(response.status, response.text).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_ERROR');
      return response.body.error;
    };
    const month = await refused('?from=2026-13');
    expect(month.details).toEqual([{ path: 'from', message: 'must be a month, YYYY-MM' }]);
    expect(month.message).toBe('Invalid request. from: must be a month, YYYY-MM.');
    expect((await refused('?to=0001-01')).details).toEqual([
      { path: 'to', message: 'must be a month from 2000-01 to 2999-12 (YYYY-MM)' },
    ]);
    expect((await refused('?from=2026-05&to=2026-01')).details).toEqual([
      { path: 'from', message: 'must not be after to (2026-01)' },
    ]);
    expect((await refused('?from=2001-01&to=2026-12')).details).toEqual([
      {
        path: 'from',
        message: 'the period from 2001-01 to 2026-12 is 312 months; a request covers at most 120: narrow from or to',
      },
    ]);
    expect((await refused('?currency=usd')).details).toEqual([
      { path: 'currency', message: 'must be an ISO 4217 code such as USD' },
    ]);
    expect((await refused('?department=%20')).details).toEqual([
      { path: 'department', message: 'must not be empty: leave department out to count every department' },
    ]);
  });

  it('needs quotes:read, as the other budget reads', async () => {
    const refused = await api('GET', '/budgets/spend', undefined, managerOnly);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('FORBIDDEN');
    expect(refused.body.error.details.required_scopes).toEqual(['quotes:read']);
    expect((await api('GET', '/budgets/spend', undefined, readOnly)).status).toBe(200);
    const anonymous = await server.request('GET', '/api/v1/budgets/spend');
    expect(anonymous.status).toBe(401);
  });

  it("counts only the key's company and mode: a test key sees the sandbox's quotes, a live key never does", async () => {
    const sandboxKey = (await createKey(server, initech.companyId, { mode: 'test' })).key;
    const usdThisMonth = async (key: string) =>
      monthOf(await spendOf(`?from=${thisMonth}&currency=USD`, key), thisMonth);
    expect(await usdThisMonth(sandboxKey)).toMatchObject({ committed: 0, spent: 0 });

    const created = await api(
      'POST',
      '/quotes',
      {
        requester_email: 'it@acme.example',
        items: [{ product_type: 'Laptop', specification: { brand: 'Apple', model: 'Sandbox' }, recipients: [ada] }],
      },
      sandboxKey,
    );
    expect(created.status, created.text).toBe(202);
    const quote = created.body.data;
    const priced = await api(
      'POST',
      `/test-helpers/quotes/${quote.id}/price`,
      { prices: { [quote.items[0].id]: 4321 } },
      sandboxKey,
    );
    expect(priced.status, priced.text).toBe(200);
    expect((await accept(quote, [0], sandboxKey)).status).toBe('Approved');

    expect(await usdThisMonth(sandboxKey)).toMatchObject({ committed: 4321, spent: 0 });
    expect(await usdThisMonth(initech.key)).toMatchObject({ committed: 2300, spent: 1000 });
    // Another company sees none of Initech's money.
    const hooli = await createCompanyWithKey(server, { name: 'Hooli' });
    expect((await spendOf('', hooli.key)).months).toEqual([]);
  });
});
