import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES } from '@/lib/contract/access';
import { createCompanyWithKey, type CompanyWithKey } from '../../support/fixtures';
import { startReceiver, type Receiver } from '../../support/receiver';
import { startTestServer, type TestServer } from '../../support/server';
import { startMailServer, type MailServer } from '../../support/smtp';

// Two ways round an approval's second step, closed (issue 35): an approver changing a held decision re-plans the
// request (a step the changed set needs is added and its approvers e-mailed when it begins; one it no longer needs is
// dropped; a change that would need other approvers for a step already under way is refused), and one person decides
// at most one step of a request. IT staff decide through a desk key marked `requires_approval`, as the dashboard's.

let server: TestServer;
let acme: CompanyWithKey;
let desk: string;
let smtp: MailServer;
let fulfilment: Receiver;
let laptop: { id: string };

type Actor = { email: string; name?: string; role?: string };
const IT: Actor = { email: 'ines@acme.example', name: 'Ines Torres', role: 'it_staff' };
const MAYA: Actor = { email: 'maya@acme.example', name: 'Maya Lind', role: 'manager' };
const SOL: Actor = { email: 'sol@acme.example', name: 'Sol Reyes', role: 'manager' };
const MARCUS: Actor = { email: 'marcus@acme.example', name: 'Marcus Hale', role: 'manager' };
const CFO: Actor = { email: 'cfo@acme.example', name: 'Cleo Fox', role: 'it_staff' };

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

const DIRECTORY = [
  'hris_id,name,email,status,department,job_title,country,address,hire_date,manager_email',
  'A-1,Maya Lind,maya@acme.example,active,Engineering,Engineering Manager,DE,"Alexanderplatz 1, 10178 Berlin",2019-01-07,',
  'A-2,Eli Stone,eli@acme.example,active,Engineering,Engineer,DE,"Torstrasse 5, 10119 Berlin",2022-03-01,maya@acme.example',
].join('\n');

type Quote = { id: string; number: string; items: { id: string }[] };

/** A quote of one laptop for Eli priced at `price`, with an alternative at `alternative` (exact match unless said). */
async function quoteWithAlternative(price: number, alternative: number, isExactMatch = true) {
  const created = await api('POST', '/quotes', {
    requester_email: IT.email,
    items: [
      {
        product_id: laptop.id,
        quantity: 1,
        recipients: [
          { name: 'Eli Stone', email: 'eli@acme.example', country: 'DE', address: 'Torstrasse 5, 10119 Berlin' },
        ],
      },
    ],
  });
  expect(created.status, created.text).toBe(202);
  const quote = created.body.data as Quote;
  const item = quote.items[0]!.id;
  await operator('PUT', `/quotes/${quote.id}/items/${item}/price`, { price });
  await operator('POST', `/quotes/${quote.id}/items/${item}/alternatives`, {
    brand: 'Lenovo',
    model: 'ThinkPad X1 Carbon Gen 12 (64 GB)',
    price: alternative,
    is_exact_match: isExactMatch,
  });
  const read = (await api('GET', `/quotes/${quote.id}`)).body.data;
  return { quote: read as Quote, item, alternativeId: read.items[0].alternatives[0].id as string };
}

/** IT staff accept the item's option (the original offer, or the alternative) through the desk key. */
async function acceptThroughDesk(quote: Quote, item: string, alternativeId: string | null, actor: Actor = IT) {
  const accepted = await api(
    'POST',
    `/quotes/${quote.id}/items/${alternativeId ?? item}/action`,
    { action: 'accept' },
    desk,
    actor,
  );
  expect(accepted.status, accepted.text).toBe(200);
  expect(accepted.body.data.quote.status).toBe('Awaiting Approval');
  return accepted.body.data.quote.approval as { id: string; steps: unknown[] };
}

const changeDecision = (requestId: string, item: string, alternativeId: string | null, actor: Actor) =>
  api(
    'PATCH',
    `/approval-requests/${requestId}/decisions/${item}`,
    { action: 'accept', alternative_id: alternativeId },
    acme.key,
    actor,
  );
const approve = (id: string, actor: Actor) => api('POST', `/approval-requests/${id}/approve`, {}, acme.key, actor);
const decline = (id: string, actor: Actor, comment: string) =>
  api('POST', `/approval-requests/${id}/decline`, { comment }, acme.key, actor);
const ordersFor = (quoteId: string) => fulfilment.received.filter((order) => order.json?.quote_id === quoteId);
const mailedTo = (email: string, quote: Quote) =>
  smtp.mails.some((mail) => mail.to.includes(email) && mail.subject.includes(`Approval needed: quote ${quote.number}`));
const inboxOf = async (actor: Actor) =>
  (await api('GET', `/approval-requests?approver=${actor.email}&approver_role=${actor.role}`)).body.data.map(
    (request: { id: string }) => request.id,
  );

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

/** The rule of the issue: any manager above 1 USD, and the CFO too above 3,000 USD. */
const CFO_ABOVE_3000 = {
  name: 'Managers approve; the CFO too above 3,000',
  condition: { type: 'amount_over', amount: 1 },
  currency: 'USD',
  approver: { type: 'any_manager' },
  second_step: { above_amount: 3000, approver: { type: 'person', email: CFO.email, name: CFO.name } },
};

beforeAll(async () => {
  smtp = await startMailServer();
  fulfilment = await startReceiver();
  server = await startTestServer({
    env: {
      WORKER_IN_PROCESS: 'true',
      SMTP_URL: smtp.url,
      EMAIL_FROM: 'Loadout <no-reply@loadout.test>',
      FULFILMENT_URL: `${fulfilment.url}/orders`,
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
  await api('POST', '/equipment-policies', {
    name: 'Engineering',
    match: { departments: ['Engineering'] },
    products: [{ product_id: laptop.id, configuration_id: null, quantity: 1 }],
  });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
  await fulfilment?.close();
});

describe('PATCH /api/v1/approval-requests/:id/decisions/:itemId re-plans the request', () => {
  it("adds the CFO's step when the manager switches a 2,000 option to a 9,000 alternative, and e-mails the CFO", async () => {
    await withRules([CFO_ABOVE_3000], async () => {
      const { quote, item, alternativeId } = await quoteWithAlternative(2000, 9000);
      const request = await acceptThroughDesk(quote, item, null);
      expect(request.steps).toHaveLength(1);

      const switched = await changeDecision(request.id, item, alternativeId, MAYA);
      expect(switched.status, switched.text).toBe(200);
      expect(switched.body.data).toMatchObject({
        status: 'pending',
        total: 9000,
        reasons: ['Accepted total 9,000.00 USD is over 1.00 USD'],
        steps: [
          { position: 1, status: 'pending', open_to_managers: true },
          {
            position: 2,
            status: 'waiting',
            approvers: [CFO.email],
            reason: 'Accepted total 9,000.00 USD is over 3,000.00 USD',
          },
        ],
      });

      const first = await approve(request.id, MAYA);
      expect(first.status, first.text).toBe(200);
      expect(first.body.data).toMatchObject({
        status: 'pending',
        steps: [{ status: 'approved' }, { status: 'pending' }],
      });
      const waiting = (await api('GET', `/quotes/${quote.id}`)).body.data;
      expect(waiting.status).toBe('Awaiting Approval');
      expect(waiting.items[0].selected_option).toBeNull();
      await smtp.waitFor(() => mailedTo(CFO.email, quote));
      expect(ordersFor(quote.id)).toEqual([]);

      const done = await approve(request.id, CFO);
      expect(done.status, done.text).toBe(200);
      expect(done.body.data.status).toBe('approved');
      const approved = (await api('GET', `/quotes/${quote.id}`)).body.data;
      expect(approved).toMatchObject({
        status: 'Approved',
        accepted_total: 9000,
        items: [{ selected_option: { type: 'alternative', id: alternativeId } }],
      });
      await fulfilment.waitFor(() => ordersFor(quote.id).length === 1);
    });
  });

  it('drops the second step when the change brings the total back under 3,000', async () => {
    await withRules([CFO_ABOVE_3000], async () => {
      const { quote, item, alternativeId } = await quoteWithAlternative(2000, 9000);
      const request = await acceptThroughDesk(quote, item, alternativeId);
      expect(request.steps).toHaveLength(2);

      const switched = await changeDecision(request.id, item, null, MAYA);
      expect(switched.status, switched.text).toBe(200);
      expect(switched.body.data).toMatchObject({ total: 2000, steps: [{ position: 1, status: 'pending' }] });
      expect(switched.body.data.steps).toHaveLength(1);

      expect((await approve(request.id, MAYA)).body.data.status).toBe('approved');
      const approved = (await api('GET', `/quotes/${quote.id}`)).body.data;
      expect(approved).toMatchObject({ status: 'Approved', accepted_total: 2000 });
      await fulfilment.waitFor(() => ordersFor(quote.id).length === 1);
    });
  });

  it('adds the over-budget second step when the change takes the budget below zero, and e-mails the CFO', async () => {
    const budget = await api('POST', '/budgets', {
      name: 'Engineering',
      department: 'Engineering',
      period: 'month',
      amount: 1000,
      currency: 'USD',
    });
    expect(budget.status, budget.text).toBe(201);
    // What the quotes above committed counts against it: 5,000 left this month.
    await api('PATCH', `/budgets/${budget.body.data.id}`, { amount: budget.body.data.figures.committed + 5000 });
    try {
      await withRules(
        [
          {
            name: 'Managers approve; the CFO too over budget',
            condition: { type: 'amount_over', amount: 1 },
            currency: 'USD',
            approver: { type: 'any_manager' },
            second_step: { when_over_budget: true, approver: { type: 'person', email: CFO.email } },
          },
        ],
        async () => {
          const { quote, item, alternativeId } = await quoteWithAlternative(2000, 9000);
          const request = await acceptThroughDesk(quote, item, null);
          expect(request).toMatchObject({ over_budget: false, steps: [{ position: 1 }] });

          const switched = await changeDecision(request.id, item, alternativeId, MAYA);
          expect(switched.status, switched.text).toBe(200);
          expect(switched.body.data).toMatchObject({
            total: 9000,
            over_budget: true,
            steps: [
              { position: 1, status: 'pending' },
              {
                position: 2,
                status: 'waiting',
                approvers: [CFO.email],
                reason: 'The quote would take a budget below zero',
              },
            ],
          });
          expect(switched.body.data.budget_impact[0]).toMatchObject({ this_quote: 9000 });

          expect((await approve(request.id, MAYA)).body.data.status).toBe('pending');
          await smtp.waitFor(() => mailedTo(CFO.email, quote));
          expect((await api('GET', `/quotes/${quote.id}`)).body.data.status).toBe('Awaiting Approval');
          expect(ordersFor(quote.id)).toEqual([]);
          expect((await approve(request.id, CFO)).body.data.status).toBe('approved');
          await fulfilment.waitFor(() => ordersFor(quote.id).length === 1);
        },
      );
    } finally {
      await api('DELETE', `/budgets/${budget.body.data.id}`);
    }
  });

  it('refuses with 409 a change that would need another approver for the step under way', async () => {
    await withRules(
      [
        {
          name: 'Outside the policy: the CFO',
          condition: { type: 'outside_policy' },
          approver: { type: 'person', email: CFO.email },
        },
        { name: 'Managers approve', condition: { type: 'amount_over', amount: 1 }, approver: { type: 'any_manager' } },
      ],
      async () => {
        // The laptop is in Eli's policy; an inexact alternative is not.
        const { quote, item, alternativeId } = await quoteWithAlternative(2000, 1900, false);
        const request = await acceptThroughDesk(quote, item, null);
        const switched = await changeDecision(request.id, item, alternativeId, MAYA);
        expect(switched.status, switched.text).toBe(409);
        expect(switched.body.error.message).toContain('Outside the policy: the CFO');
        expect(switched.body.error.message).toContain(CFO.email);
        const unchanged = (await api('GET', `/approval-requests/${request.id}`)).body.data;
        expect(unchanged).toMatchObject({ total: 2000, decisions: [{ item_id: item, alternative_id: null }] });
        expect((await decline(request.id, MAYA, 'Ask for the inexact alternative again')).status).toBe(200);
      },
    );
  });
});

describe('POST /api/v1/approval-requests/:id/approve: one person decides at most one step', () => {
  it('refuses the manager who approved step 1 at step 2 of an any_manager second step, and the requester at every step', async () => {
    await withRules(
      [
        {
          name: 'Two managers above 3,000',
          condition: { type: 'amount_over', amount: 1 },
          currency: 'USD',
          approver: { type: 'any_manager' },
          second_step: { above_amount: 3000, approver: { type: 'any_manager' } },
        },
      ],
      async () => {
        const { quote, item, alternativeId } = await quoteWithAlternative(2000, 9000);
        // Marcus, a manager, decides as IT staff: he requested the approval.
        const request = await acceptThroughDesk(quote, item, alternativeId, MARCUS);
        expect(request.steps).toMatchObject([{ open_to_managers: true }, { open_to_managers: true }]);
        expect((await approve(request.id, MARCUS)).status).toBe(403);

        const first = await approve(request.id, MAYA);
        expect(first.status, first.text).toBe(200);
        expect(first.body.data.steps).toMatchObject([{ status: 'approved' }, { status: 'pending' }]);

        const again = await approve(request.id, MAYA);
        expect(again.status, again.text).toBe(403);
        expect(again.body.error.message).toContain('Two managers above 3,000');
        expect(again.body.error.message).toContain('step 1');
        expect((await decline(request.id, MAYA, 'Changed my mind')).status).toBe(403);
        expect((await changeDecision(request.id, item, null, MAYA)).status).toBe(403);
        expect((await approve(request.id, MARCUS)).status).toBe(403);
        expect(await inboxOf(MAYA)).not.toContain(request.id);
        expect(await inboxOf(MARCUS)).not.toContain(request.id);
        expect(await inboxOf(SOL)).toContain(request.id);
        expect((await api('GET', `/quotes/${quote.id}`)).body.data.status).toBe('Awaiting Approval');

        const second = await approve(request.id, SOL);
        expect(second.status, second.text).toBe(200);
        expect(second.body.data).toMatchObject({
          status: 'approved',
          steps: [{ decided_by: { email: MAYA.email } }, { decided_by: { email: SOL.email } }],
        });
        await fulfilment.waitFor(() => ordersFor(quote.id).length === 1);
      },
    );
  });

  it("opens a step that named only the earlier step's approver to the other managers", async () => {
    await withRules(
      [
        {
          name: "The recipient's manager, twice above 3,000",
          condition: { type: 'amount_over', amount: 1 },
          currency: 'USD',
          approver: { type: 'recipient_manager' },
          second_step: { above_amount: 3000, approver: { type: 'recipient_manager' } },
        },
      ],
      async () => {
        const { item, quote, alternativeId } = await quoteWithAlternative(2000, 9000);
        const request = await acceptThroughDesk(quote, item, alternativeId);
        expect(request.steps).toMatchObject([{ approvers: [MAYA.email] }, { approvers: [MAYA.email] }]);
        expect((await approve(request.id, MAYA)).body.data.steps[1]).toMatchObject({
          status: 'pending',
          approvers: [],
          open_to_managers: true,
        });
        const again = await approve(request.id, MAYA);
        expect(again.status, again.text).toBe(403);
        expect(again.body.error.message).toContain("The recipient's manager, twice above 3,000");
        expect((await approve(request.id, SOL)).body.data.status).toBe('approved');
      },
    );
  });
});
