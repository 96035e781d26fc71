import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES } from '@/lib/contract/access';
import { queryRows } from '@/server/db/client';
import { addWorkingDays } from '@/server/approvals/working-days';
import { createCompanyWithKey, type CompanyWithKey } from '../../support/fixtures';
import { startReceiver, type Receiver } from '../../support/receiver';
import { startTestServer, type TestServer } from '../../support/server';
import { startMailServer, type MailServer } from '../../support/smtp';
import { until } from '../../support/time';

// Approvals over HTTP. A desk key marked `requires_approval` (as the dashboard's is) decides quotes for IT staff;
// the company's rules decide which complete sets of decisions need whose approval; approvers named in the
// Loadout-Actor-* headers approve, decline or change decisions; the worker e-mails, reminds and escalates on the job
// queue's due times, which the tests move instead of waiting.

let server: TestServer;
let acme: CompanyWithKey;
let desk: string;
let smtp: MailServer;
let fulfilment: Receiver;
let hooks: Receiver;
let laptop: { id: string };
let dock: { id: string };

type Actor = { email: string; name?: string; role?: string };
const IT: Actor = { email: 'ines@acme.example', name: 'Ines Torres', role: 'it_staff' };
const MAYA: Actor = { email: 'maya@acme.example', name: 'Maya Lind', role: 'manager' };
const SOL: Actor = { email: 'sol@acme.example', name: 'Sol Reyes', role: 'manager' };
const CFO: Actor = { email: 'cfo@acme.example', name: 'Cleo Fox', role: 'it_staff' };
const OTHER_MANAGER: Actor = { email: 'marcus@acme.example', name: 'Marcus Hale', role: 'manager' };

const actorHeaders = (actor: Actor): Record<string, string> => ({
  'loadout-actor-email': actor.email,
  ...(actor.name ? { 'loadout-actor-name': actor.name } : {}),
  ...(actor.role ? { 'loadout-actor-role': actor.role } : {}),
});
const api = (method: string, path: string, body?: unknown, token = acme.key, actor?: Actor) =>
  server.request(method, `/api/v1${path}`, { token, body, headers: actor ? actorHeaders(actor) : {} });
const operator = async (method: string, path: string, body?: unknown) => {
  const response = await server.request(method, `/operator/v1${path}`, { token: server.operatorToken, body });
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${response.text}`);
  return response.body.data;
};
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(server.running.database.db, query);

const DIRECTORY = [
  'hris_id,name,email,status,department,job_title,country,address,hire_date,manager_email',
  'A-1,Maya Lind,maya@acme.example,active,Engineering,Engineering Manager,DE,"Alexanderplatz 1, 10178 Berlin",2019-01-07,',
  'A-2,Eli Stone,eli@acme.example,active,Engineering,Engineer,DE,"Torstrasse 5, 10119 Berlin",2022-03-01,maya@acme.example',
  'A-3,Sol Reyes,sol@acme.example,active,Sales,Sales Lead,ES,"Gran Via 1, 28013 Madrid",2020-05-04,',
  'A-4,Sam Ortiz,sam@acme.example,active,Sales,Account Executive,ES,"Calle Mayor 2, 28013 Madrid",2023-09-11,sol@acme.example',
].join('\n');

const recipient = (email: string) => ({
  name: email.split('@')[0],
  email,
  country: 'DE',
  address: 'Torstrasse 5, 10119 Berlin',
});

/** A quote for `email` with the items given (catalog product ids or freeform), priced by the operator. */
async function pricedQuote(
  email: string,
  items: { product?: string; freeform?: string; price: number; quantity?: number }[],
) {
  const created = await api('POST', '/quotes', {
    requester_email: 'ines@acme.example',
    items: items.map((item) =>
      item.product
        ? { product_id: item.product, quantity: item.quantity ?? 1, recipients: [recipient(email)] }
        : {
            product_type: 'Chair',
            specification: { brand: 'Herman Miller', model: item.freeform },
            quantity: item.quantity ?? 1,
            recipients: [recipient(email)],
          },
    ),
  });
  expect(created.status).toBe(202);
  const quote = created.body.data;
  for (const [index, item] of quote.items.entries())
    await operator('PUT', `/quotes/${quote.id}/items/${item.id}/price`, { price: items[index]!.price });
  return (await api('GET', `/quotes/${quote.id}`)).body.data;
}

/** IT staff accept every item of the quote through the desk key (the action endpoint); the last response. */
async function acceptAll(quote: { id: string; items: { id: string }[] }, actor: Actor = IT) {
  let last;
  for (const item of quote.items) {
    last = await api('POST', `/quotes/${quote.id}/items/${item.id}/action`, { action: 'accept' }, desk, actor);
    expect(last.status).toBe(200);
  }
  return last!.body.data;
}

const approve = (id: string, actor: Actor, comment?: string) =>
  api('POST', `/approval-requests/${id}/approve`, comment ? { comment } : {}, acme.key, actor);
const decline = (id: string, actor: Actor, comment: string) =>
  api('POST', `/approval-requests/${id}/decline`, { comment }, acme.key, actor);

async function withRules<T>(rules: object[], run: () => Promise<T>): Promise<T> {
  const ids: string[] = [];
  for (const rule of rules) {
    const created = await api('POST', '/approval-rules', rule);
    expect(created.status, created.text).toBe(201);
    ids.push(created.body.data.id);
  }
  try {
    return await run();
  } finally {
    for (const id of ids) await api('DELETE', `/approval-rules/${id}`);
  }
}

const ordersFor = (quoteId: string) => fulfilment.received.filter((order) => order.json?.quote_id === quoteId);
const eventsFor = (quoteId: string) =>
  hooks.received.filter((hook) => hook.json?.data?.id === quoteId).map((hook) => hook.json.type as string);

beforeAll(async () => {
  smtp = await startMailServer();
  fulfilment = await startReceiver();
  hooks = await startReceiver();
  server = await startTestServer({
    env: {
      WORKER_IN_PROCESS: 'true',
      SMTP_URL: smtp.url,
      EMAIL_FROM: 'Loadout <no-reply@loadout.test>',
      FULFILMENT_URL: `${fulfilment.url}/orders`,
      WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
      DASHBOARD_URL: 'http://127.0.0.1:3999',
    },
  });
  acme = await createCompanyWithKey(server, { scopes: SCOPES });
  desk = (
    await operator('POST', `/companies/${acme.companyId}/api-keys`, {
      name: 'IT desk',
      mode: 'live',
      scopes: SCOPES,
      requires_approval: true,
    })
  ).key;
  const imported = await server.request('POST', `/operator/v1/companies/${acme.companyId}/employees/import?mode=live`, {
    token: server.operatorToken,
    body: DIRECTORY,
    headers: { 'content-type': 'text/csv' },
  });
  expect(imported.body.data.errors).toEqual([]);
  laptop = await operator('POST', '/products', {
    name: 'ThinkPad T14',
    brand: 'Lenovo',
    model: 'ThinkPad T14 Gen 5',
    product_type: 'Laptop',
    configurations: [{ price_estimate: 1500, currency: 'USD' }],
  });
  dock = await operator('POST', '/products', {
    name: 'USB-C Dock',
    brand: 'Lenovo',
    model: 'ThinkPad Universal USB-C Dock',
    product_type: 'Dock',
    configurations: [{ price_estimate: 250, currency: 'USD' }],
  });
  await api('POST', '/equipment-policies', {
    name: 'Engineering',
    match: { departments: ['Engineering'] },
    products: [{ product_id: laptop.id, configuration_id: null, quantity: 1 }],
  });
  await api('POST', '/webhooks', { url: `${hooks.url}/hook`, events: ['quote.*'] });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
  await fulfilment?.close();
  await hooks?.close();
});

describe('without approval rules', () => {
  it('takes every decision at once, for the desk key too, exactly as the spec describes', async () => {
    const quote = await pricedQuote('eli@acme.example', [{ product: laptop.id, price: 9000 }]);
    const decided = await api(
      'POST',
      `/quotes/${quote.id}/items/${quote.items[0].id}/action`,
      { action: 'accept' },
      desk,
      IT,
    );
    expect(decided.body.data).toMatchObject({ status: 'accepted', quote: { status: 'Approved', approval: null } });
    await fulfilment.waitFor(() => ordersFor(quote.id).length === 1);
  });
});

describe('approval rules', () => {
  it('validates rules and keeps them in order', async () => {
    const bad = await api('POST', '/approval-rules', {
      name: 'Big',
      condition: { type: 'amount_over', amount: 5000 },
      approver: { type: 'any_manager' },
      second_step: { approver: { type: 'any_manager' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual([expect.objectContaining({ path: 'second_step' })]);
    const lower = await api('POST', '/approval-rules', {
      name: 'Big',
      condition: { type: 'amount_over', amount: 5000 },
      approver: { type: 'any_manager' },
      second_step: { above_amount: 1000, approver: { type: 'any_manager' } },
    });
    expect(lower.body.error.details).toEqual([expect.objectContaining({ path: 'second_step.above_amount' })]);
    const noPerson = await api('POST', '/approval-rules', {
      name: 'Named',
      condition: { type: 'freeform_items' },
      approver: { type: 'person', email: 'not an e-mail' },
    });
    expect(noPerson.body.error.details).toEqual([expect.objectContaining({ path: 'approver.email' })]);

    const first = (
      await api('POST', '/approval-rules', {
        name: 'A',
        condition: { type: 'freeform_items' },
        approver: { type: 'any_manager' },
      })
    ).body.data;
    const second = (
      await api('POST', '/approval-rules', {
        name: 'B',
        position: 1,
        condition: { type: 'outside_policy' },
        approver: { type: 'recipient_manager' },
      })
    ).body.data;
    const listed = (await api('GET', '/approval-rules')).body.data;
    expect(listed.map((rule: { name: string; position: number }) => [rule.name, rule.position])).toEqual([
      ['B', 1],
      ['A', 2],
    ]);
    expect(first.position).toBe(1);
    const moved = await api('PATCH', `/approval-rules/${second.id}`, { position: 2, active: false });
    expect(moved.body.data).toMatchObject({ position: 2, active: false });
    await api('DELETE', `/approval-rules/${first.id}`);
    await api('DELETE', `/approval-rules/${second.id}`);
    expect((await api('GET', '/approval-rules')).body.data).toEqual([]);
  });

  it("holds decisions over the amount until the recipient's manager approves; then orders, e-mails and fires quote.approved", async () => {
    await withRules(
      [
        {
          name: 'Over 5,000',
          condition: { type: 'amount_over', amount: 5000 },
          approver: { type: 'recipient_manager' },
        },
      ],
      async () => {
        const quote = await pricedQuote('eli@acme.example', [
          { product: laptop.id, price: 3000 },
          { product: dock.id, price: 2500 },
        ]);
        const first = await api(
          'POST',
          `/quotes/${quote.id}/items/${quote.items[0].id}/action`,
          { action: 'accept' },
          desk,
          IT,
        );
        expect(first.body.data).toMatchObject({
          status: 'requested',
          quote: { status: 'Quoted', approval: { status: 'collecting' } },
        });
        expect(first.body.data.quote.items[0]).toMatchObject({ status: 'Quoted', selected_option: null });
        const second = await api(
          'POST',
          `/quotes/${quote.id}/items/${quote.items[1].id}/action`,
          { action: 'accept' },
          desk,
          IT,
        );
        const held = second.body.data.quote;
        expect(second.body.data.status).toBe('requested');
        expect(held.status).toBe('Awaiting Approval');
        expect(held.approval).toMatchObject({
          status: 'pending',
          rule: { name: 'Over 5,000' },
          reasons: ['Accepted total 5,500.00 USD is over 5,000.00 USD'],
          total: 5500,
          requested_by: { type: 'user', email: 'ines@acme.example', name: 'Ines Torres', role: 'it_staff' },
          steps: [{ position: 1, status: 'pending', approvers: ['maya@acme.example'], open_to_managers: false }],
        });
        const requestId = held.approval.id;
        await until(
          async () => eventsFor(quote.id),
          (events) => events.includes('quote.approval_requested'),
          'quote.approval_requested',
        );
        await smtp.waitFor((mails) =>
          mails.some((mail) => mail.to.includes('maya@acme.example') && mail.subject.includes(quote.number)),
        );
        const mail = smtp.mails.find(
          (candidate) => candidate.to.includes('maya@acme.example') && candidate.subject.includes(quote.number),
        )!;
        expect(mail.text).toContain(`http://127.0.0.1:3999/approvals/${requestId}`);
        expect(ordersFor(quote.id)).toEqual([]);
        expect(
          smtp.mails.some(
            (candidate) => candidate.subject.includes('Order placed') && candidate.text.includes(quote.number),
          ),
        ).toBe(false);

        // The inbox: what waits for Maya, and nothing for Sol.
        const inbox = (await api('GET', '/approval-requests?approver=maya@acme.example&approver_role=manager')).body
          .data;
        expect(inbox.map((request: { id: string }) => request.id)).toContain(requestId);
        const solInbox = (await api('GET', '/approval-requests?approver=sol@acme.example&approver_role=manager')).body
          .data;
        expect(solInbox.map((request: { id: string }) => request.id)).not.toContain(requestId);

        expect((await approve(requestId, SOL)).status).toBe(403);
        const approved = await approve(requestId, MAYA, 'Fine for the new team lead');
        expect(approved.status).toBe(200);
        expect(approved.body.data).toMatchObject({
          status: 'approved',
          steps: [
            {
              status: 'approved',
              decided_by: { email: 'maya@acme.example', name: 'Maya Lind' },
              comment: 'Fine for the new team lead',
            },
          ],
        });
        const after = (await api('GET', `/quotes/${quote.id}`)).body.data;
        expect(after.status).toBe('Approved');
        expect(after.items.map((item: { status: string }) => item.status)).toEqual(['Accepted', 'Accepted']);
        expect(after.approval.status).toBe('approved');
        await fulfilment.waitFor(() => ordersFor(quote.id).length === 2);
        await until(
          async () => eventsFor(quote.id),
          (events) => events.includes('quote.approved'),
          'quote.approved',
        );
        await smtp.waitFor((mails) =>
          mails.some((m) => m.to.includes('ines@acme.example') && m.subject === `Quote ${quote.number} was approved`),
        );
        expect((await approve(requestId, MAYA)).status).toBe(409);
      },
    );
  });

  it('decides at once, as without rules, a quote no rule could cover; one a rule might cover waits for its last item', async () => {
    await withRules(
      [
        {
          name: 'Over 5,000',
          condition: { type: 'amount_over', amount: 5000 },
          approver: { type: 'recipient_manager' },
        },
      ],
      async () => {
        // Even with every option accepted the quote stays under 5,000: each decision takes effect at once.
        const small = await pricedQuote('eli@acme.example', [
          { product: laptop.id, price: 1200 },
          { product: dock.id, price: 200 },
        ]);
        const first = await api(
          'POST',
          `/quotes/${small.id}/items/${small.items[0].id}/action`,
          { action: 'accept' },
          desk,
          IT,
        );
        expect(first.body.data).toMatchObject({ status: 'accepted', quote: { status: 'Quoted', approval: null } });
        await fulfilment.waitFor(() => ordersFor(small.id).length === 1);

        // Accepting both could pass 5,000: the decisions are held together, and the set that stays under it is
        // written once complete, without an approver.
        const maybe = await pricedQuote('eli@acme.example', [
          { product: laptop.id, price: 4000 },
          { product: dock.id, price: 2000 },
        ]);
        const held = await api(
          'POST',
          `/quotes/${maybe.id}/items/${maybe.items[0].id}/action`,
          { action: 'accept' },
          desk,
          IT,
        );
        expect(held.body.data).toMatchObject({ status: 'requested', quote: { approval: { status: 'collecting' } } });
        const last = await api(
          'POST',
          `/quotes/${maybe.id}/items/${maybe.items[1].id}/action`,
          { action: 'reject' },
          desk,
          IT,
        );
        expect(last.body.data).toMatchObject({
          status: 'rejected',
          quote: { status: 'Approved', accepted_total: 4000, approval: { status: 'approved', steps: [] } },
        });
        await fulfilment.waitFor(() => ordersFor(maybe.id).length === 1);
      },
    );
  });

  it('applies an amount only to quotes in its currency', async () => {
    await withRules(
      [
        {
          name: 'Over 1,000 EUR',
          condition: { type: 'amount_over', amount: 1000 },
          currency: 'EUR',
          approver: { type: 'any_manager' },
        },
      ],
      async () => {
        const usd = await acceptAll(await pricedQuote('eli@acme.example', [{ product: laptop.id, price: 9000 }]));
        expect(usd).toMatchObject({ status: 'accepted', quote: { status: 'Approved', approval: null } });
      },
    );
  });

  it('covers freeform items (a named approver), equipment outside the policy and departments', async () => {
    await withRules(
      [
        {
          name: 'Freeform',
          condition: { type: 'freeform_items' },
          approver: { type: 'person', email: 'CFO@acme.example', name: 'Cleo Fox' },
        },
        { name: 'Off policy', condition: { type: 'outside_policy' }, approver: { type: 'recipient_manager' } },
        {
          name: 'Sales',
          condition: { type: 'departments', departments: ['sales'] },
          approver: { type: 'any_manager' },
        },
      ],
      async () => {
        const freeform = await acceptAll(await pricedQuote('eli@acme.example', [{ freeform: 'Aeron', price: 900 }]));
        expect(freeform.quote.approval).toMatchObject({
          rule: { name: 'Freeform' },
          reasons: ['Holds a freeform item'],
          steps: [{ approvers: ['cfo@acme.example'] }],
        });

        const inPolicy = await acceptAll(await pricedQuote('eli@acme.example', [{ product: laptop.id, price: 1500 }]));
        expect(inPolicy).toMatchObject({ status: 'accepted', quote: { status: 'Approved' } });

        const offPolicy = await acceptAll(await pricedQuote('eli@acme.example', [{ product: dock.id, price: 250 }]));
        expect(offPolicy.quote.approval).toMatchObject({
          rule: { name: 'Off policy' },
          reasons: ["Holds equipment outside the recipient's equipment policy"],
          steps: [{ approvers: ['maya@acme.example'] }],
        });

        // Sam is in Sales and has no equipment policy: the Off policy rule comes first.
        const sales = await acceptAll(await pricedQuote('sam@acme.example', [{ product: laptop.id, price: 1500 }]));
        expect(sales.quote.approval.rule.name).toBe('Off policy');
        await api('PATCH', `/approval-rules/${(await api('GET', '/approval-rules')).body.data[1].id}`, {
          active: false,
        });
        const salesAgain = await acceptAll(
          await pricedQuote('sam@acme.example', [{ product: laptop.id, price: 1500 }]),
        );
        expect(salesAgain.quote.approval).toMatchObject({
          rule: { name: 'Sales' },
          reasons: ['For Sales'],
          steps: [{ approvers: [], open_to_managers: true }],
        });
        expect(
          (await approve(salesAgain.quote.approval.id, { email: 'lee@acme.example', role: 'support' })).status,
        ).toBe(403);
        expect((await approve(salesAgain.quote.approval.id, OTHER_MANAGER)).status).toBe(200);
      },
    );
  });

  it('needs a second step above the higher amount, and orders only after it', async () => {
    await withRules(
      [
        {
          name: 'Over 1,000',
          condition: { type: 'amount_over', amount: 1000 },
          approver: { type: 'recipient_manager' },
          second_step: { above_amount: 5000, approver: { type: 'person', email: 'cfo@acme.example' } },
        },
      ],
      async () => {
        const small = await acceptAll(await pricedQuote('eli@acme.example', [{ product: laptop.id, price: 2000 }]));
        expect(small.quote.approval.steps).toHaveLength(1);
        await approve(small.quote.approval.id, MAYA);

        const big = await acceptAll(
          await pricedQuote('eli@acme.example', [{ product: laptop.id, price: 3000, quantity: 2 }]),
        );
        const id = big.quote.approval.id;
        expect(big.quote.approval.steps).toMatchObject([
          { position: 1, status: 'pending', approvers: ['maya@acme.example'] },
          {
            position: 2,
            status: 'waiting',
            approvers: ['cfo@acme.example'],
            reason: 'Accepted total 6,000.00 USD is over 5,000.00 USD',
          },
        ]);
        expect((await approve(id, CFO)).status).toBe(403);
        const halfway = await approve(id, MAYA);
        expect(halfway.body.data).toMatchObject({
          status: 'pending',
          steps: [{ status: 'approved' }, { status: 'pending' }],
        });
        expect((await api('GET', `/quotes/${big.quote.id}`)).body.data.status).toBe('Awaiting Approval');
        await smtp.waitFor((mails) =>
          mails.some((mail) => mail.to.includes('cfo@acme.example') && mail.subject.includes(big.quote.number)),
        );
        expect(ordersFor(big.quote.id)).toEqual([]);
        const done = await approve(id, CFO);
        expect(done.body.data.status).toBe('approved');
        await fulfilment.waitFor(() => ordersFor(big.quote.id).length === 1);
      },
    );
  });

  it("marks a quote that would take a budget below zero, and asks for the rule's second step for it", async () => {
    const budget = await api('POST', '/budgets', {
      name: 'Engineering',
      department: 'Engineering',
      period: 'month',
      amount: 1000,
      currency: 'USD',
    });
    expect(budget.status, budget.text).toBe(201);
    // The quotes approved above count against it: 1,000 left this month.
    const committed = budget.body.data.figures.committed;
    await api('PATCH', `/budgets/${budget.body.data.id}`, { amount: committed + 1000 });
    try {
      await withRules(
        [
          {
            name: 'Over 100',
            condition: { type: 'amount_over', amount: 100 },
            approver: { type: 'recipient_manager' },
            second_step: { when_over_budget: true, approver: { type: 'person', email: 'cfo@acme.example' } },
          },
        ],
        async () => {
          const within = await acceptAll(await pricedQuote('eli@acme.example', [{ product: laptop.id, price: 400 }]));
          expect(within.quote.approval).toMatchObject({ over_budget: false, steps: [{ position: 1 }] });
          expect(within.quote.approval.budget_impact).toEqual([
            expect.objectContaining({ budget_id: budget.body.data.id, department: 'Engineering', this_quote: 400 }),
          ]);
          const over = await acceptAll(await pricedQuote('eli@acme.example', [{ product: laptop.id, price: 1500 }]));
          expect(over.quote.approval).toMatchObject({
            over_budget: true,
            steps: [
              { position: 1, approvers: ['maya@acme.example'] },
              { position: 2, approvers: ['cfo@acme.example'], reason: 'The quote would take a budget below zero' },
            ],
          });
          const line = over.quote.approval.budget_impact[0];
          expect(line).toMatchObject({ department: 'Engineering', this_quote: 1500 });
          expect(line.after).toBe(line.remaining - 1500);
          expect(line.after).toBeLessThan(0);
          await approve(within.quote.approval.id, MAYA);
          await approve(over.quote.approval.id, MAYA);
          await approve(over.quote.approval.id, CFO);
        },
      );
    } finally {
      await api('DELETE', `/budgets/${budget.body.data.id}`);
    }
  });

  it('never lets the requester approve their own request', async () => {
    await withRules(
      [
        {
          name: 'Over 1,000',
          condition: { type: 'amount_over', amount: 1000 },
          approver: { type: 'recipient_manager' },
        },
      ],
      async () => {
        // Maya asks for Eli's laptop herself: she is Eli's manager, so anyone else with the manager role approves.
        const own = await acceptAll(await pricedQuote('eli@acme.example', [{ product: laptop.id, price: 2000 }]), MAYA);
        expect(own.quote.approval.steps[0]).toMatchObject({ approvers: [], open_to_managers: true });
        const refused = await approve(own.quote.approval.id, MAYA);
        expect(refused.status).toBe(403);
        expect(refused.body.error.message).toContain('You requested this approval');
        expect(
          (await api('GET', '/approval-requests?approver=maya@acme.example&approver_role=manager')).body.data.map(
            (r: { id: string }) => r.id,
          ),
        ).not.toContain(own.quote.approval.id);
        expect((await approve(own.quote.approval.id, OTHER_MANAGER)).status).toBe(200);
        // Without a person named, nobody approves.
        const anonymous = await acceptAll(await pricedQuote('eli@acme.example', [{ product: laptop.id, price: 2000 }]));
        const nobody = await api('POST', `/approval-requests/${anonymous.quote.approval.id}/approve`, {});
        expect(nobody.status).toBe(403);
        expect(nobody.body.error.message).toContain('Loadout-Actor-Email');
      },
    );
  });

  it('returns a declined request to IT staff with the comment; the items can be decided again', async () => {
    await withRules(
      [
        {
          name: 'Over 1,000',
          condition: { type: 'amount_over', amount: 1000 },
          approver: { type: 'recipient_manager' },
        },
      ],
      async () => {
        const quote = await pricedQuote('eli@acme.example', [{ product: laptop.id, price: 2400 }]);
        const held = await acceptAll(quote);
        const declined = await decline(held.quote.approval.id, MAYA, 'Take the 14" model instead');
        expect(declined.body.data).toMatchObject({
          status: 'declined',
          steps: [{ status: 'declined', comment: 'Take the 14" model instead' }],
        });
        const after = (await api('GET', `/quotes/${quote.id}`)).body.data;
        expect(after).toMatchObject({ status: 'Quoted', approval: { status: 'declined' } });
        expect(after.items[0]).toMatchObject({ status: 'Quoted', selected_option: null });
        await until(
          async () => eventsFor(quote.id),
          (events) => events.includes('quote.approval_declined'),
          'quote.approval_declined',
        );
        await smtp.waitFor((mails) =>
          mails.some(
            (m) => m.subject === `Quote ${quote.number} was declined` && m.text.includes('Take the 14" model instead'),
          ),
        );
        expect(ordersFor(quote.id)).toEqual([]);
        // IT staff reject it instead: a set that accepts nothing needs no approval.
        const rejected = await api(
          'POST',
          `/quotes/${quote.id}/items/${quote.items[0].id}/action`,
          { action: 'reject' },
          desk,
          IT,
        );
        expect(rejected.body.data).toMatchObject({ status: 'rejected', quote: { status: 'Rejected' } });
      },
    );
  });

  it('lets exactly one of two concurrent decisions win', async () => {
    await withRules(
      [{ name: 'Any', condition: { type: 'amount_over', amount: 10 }, approver: { type: 'any_manager' } }],
      async () => {
        for (let round = 0; round < 5; round += 1) {
          const held = await acceptAll(await pricedQuote('eli@acme.example', [{ product: laptop.id, price: 100 }]));
          const id = held.quote.approval.id;
          const results = await Promise.all([approve(id, MAYA), decline(id, SOL, 'No'), approve(id, OTHER_MANAGER)]);
          expect(results.map((result) => result.status).sort()).toEqual([200, 409, 409]);
          const final = (await api('GET', `/approval-requests/${id}`)).body.data;
          expect(final.steps[0].status).toBe(final.status === 'approved' ? 'approved' : 'declined');
          const quote = (await api('GET', `/quotes/${held.quote.id}`)).body.data;
          expect(quote.status).toBe(final.status === 'approved' ? 'Approved' : 'Quoted');
        }
      },
    );
  });

  it('lets an approver change a single decision before approving, and refuses other decisions meanwhile', async () => {
    await withRules(
      [
        {
          name: 'Over 1,000',
          condition: { type: 'amount_over', amount: 1000 },
          approver: { type: 'recipient_manager' },
        },
      ],
      async () => {
        const quote = await pricedQuote('eli@acme.example', [
          { product: laptop.id, price: 1800 },
          { product: dock.id, price: 300 },
        ]);
        const held = await acceptAll(quote);
        const id = held.quote.approval.id;
        const direct = await api('POST', `/quotes/${quote.id}/items/${quote.items[0].id}/action`, { action: 'reject' });
        expect(direct.status).toBe(409);
        expect(direct.body.error.details).toMatchObject({ approval_request_id: id });
        const changed = await api(
          'PATCH',
          `/approval-requests/${id}/decisions/${quote.items[1].id}`,
          { action: 'reject' },
          acme.key,
          MAYA,
        );
        expect(changed.status).toBe(200);
        expect(changed.body.data).toMatchObject({ status: 'pending', total: 1800 });
        expect(
          changed.body.data.decisions.find((d: { item_id: string }) => d.item_id === quote.items[1].id).action,
        ).toBe('reject');
        await approve(id, MAYA);
        const after = (await api('GET', `/quotes/${quote.id}`)).body.data;
        expect(after.items.map((item: { status: string }) => item.status)).toEqual(['Accepted', 'Rejected']);
        await fulfilment.waitFor(() => ordersFor(quote.id).length === 1);
      },
    );
  });

  it('leaves keys not marked requires_approval deciding at once', async () => {
    await withRules(
      [{ name: 'Over 10', condition: { type: 'amount_over', amount: 10 }, approver: { type: 'any_manager' } }],
      async () => {
        const quote = await pricedQuote('eli@acme.example', [{ product: laptop.id, price: 5000 }]);
        const decided = await api('POST', `/quotes/${quote.id}/items/${quote.items[0].id}/action`, {
          action: 'accept',
        });
        expect(decided.body.data).toMatchObject({ status: 'accepted', quote: { status: 'Approved', approval: null } });
      },
    );
  });
});

describe('reminders and escalation', () => {
  const jobOf = async (type: string, stepRequest: string) =>
    (
      await rows<{ id: string; run_at: string | Date }>(
        sql`select jobs.id, jobs.run_at from jobs join approval_steps on approval_steps.id::text = jobs.payload->>'stepId'
            where jobs.type = ${type} and approval_steps.request_id = ${stepRequest}`,
      )
    )[0]!;

  it('reminds the approvers when the request is due and escalates to the fallback approver after five working days', async () => {
    await withRules(
      [
        {
          name: 'Over 1,000',
          condition: { type: 'amount_over', amount: 1000 },
          approver: { type: 'recipient_manager' },
          fallback_approver: { email: 'cfo@acme.example', name: 'Cleo Fox' },
        },
      ],
      async () => {
        const held = await acceptAll(await pricedQuote('eli@acme.example', [{ product: laptop.id, price: 2000 }]));
        const request = held.quote.approval;
        const started = new Date(request.steps[0].started_at);
        expect(request.due_at).toBe(addWorkingDays(started, 2).toISOString());
        const reminder = await jobOf('approval.remind', request.id);
        const escalation = await jobOf('approval.escalate', request.id);
        expect(new Date(reminder.run_at).toISOString()).toBe(addWorkingDays(started, 2).toISOString());
        expect(new Date(escalation.run_at).toISOString()).toBe(addWorkingDays(started, 5).toISOString());

        // The due time comes: the job queue runs the reminder.
        await rows(sql`update jobs set run_at = now() where id = ${reminder.id}`);
        const reminded = await until(
          async () => (await api('GET', `/approval-requests/${request.id}`)).body.data,
          (current) => current.steps[0].reminded_at !== null,
          'the reminder',
        );
        expect(reminded.steps[0].escalated_at).toBeNull();
        await smtp.waitFor((mails) =>
          mails.some(
            (m) =>
              m.to.includes('maya@acme.example') &&
              m.subject.startsWith('Reminder:') &&
              m.subject.includes(held.quote.number),
          ),
        );
        expect((await approve(request.id, CFO)).status).toBe(403);

        await rows(sql`update jobs set run_at = now() where id = ${escalation.id}`);
        const escalated = await until(
          async () => (await api('GET', `/approval-requests/${request.id}`)).body.data,
          (current) => current.steps[0].escalated_at !== null,
          'the escalation',
        );
        expect(escalated.steps[0].approvers).toEqual(['maya@acme.example', 'cfo@acme.example']);
        await smtp.waitFor((mails) =>
          mails.some((m) => m.to.includes('cfo@acme.example') && m.subject.startsWith('Escalated to you')),
        );
        expect((await approve(request.id, CFO)).status).toBe(200);
      },
    );
  });

  it('does nothing when the step was decided before its due time', async () => {
    await withRules(
      [
        {
          name: 'Over 1,000',
          condition: { type: 'amount_over', amount: 1000 },
          approver: { type: 'recipient_manager' },
        },
      ],
      async () => {
        const held = await acceptAll(await pricedQuote('eli@acme.example', [{ product: laptop.id, price: 2000 }]));
        await approve(held.quote.approval.id, MAYA);
        await rows(
          sql`update jobs set run_at = now() where payload->>'stepId' = ${held.quote.approval.steps[0] ? (await rows<{ id: string }>(sql`select id from approval_steps where request_id = ${held.quote.approval.id}`))[0]!.id : ''}`,
        );
        await until(
          async () =>
            rows<{ n: number }>(
              sql`select count(*)::int as n from jobs where type in ('approval.remind', 'approval.escalate') and status = 'queued' and payload->>'quoteNumber' = ${held.quote.number}`,
            ),
          (result) => result[0]!.n === 0,
          'the jobs to run',
        );
        const after = (await api('GET', `/approval-requests/${held.quote.approval.id}`)).body.data;
        expect(after.steps[0]).toMatchObject({ reminded_at: null, escalated_at: null });
      },
    );
  });
});
