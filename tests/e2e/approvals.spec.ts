import { expect, test, type Browser, type Page } from '@playwright/test';
import { callApi } from './support/api';
import { expectNoSeriousViolations } from './support/axe';
import { receivedMails } from './support/mail';
import { revealInQueue } from './support/queues';
import { signInOverHttp, signInWithForm } from './support/session';
import { stackCredentials, type E2ERole } from './support/stack';

// Approvals end to end on the demo stack, whose SMTP server is real (global-setup.ts): IT staff accept a quote over
// the company's approval threshold in the dashboard; the recipient's manager gets the e-mail, follows its link
// through sign-in to the request, approves from the inbox, and the operator sees the order on the fulfilment board.
// A declined request goes back to IT staff with the approver's comment.
//
// The rule's amount (500,000 USD) is far above anything the other specs buy, so their quotes are decided at once.

const shot = (name: string) => ({ path: `test-results/screenshots/${name}.png`, fullPage: true });
const run = Date.now();
const department = `Approvals ${run}`;
const recipient = { name: `Rita Approve ${run}`, email: `rita.approve.${run}@acme.example` };
let ruleId: string;

async function signedIn(browser: Browser, role: E2ERole): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInOverHttp(page, role);
  return page;
}

/** A quote for Rita with one freeform item, priced by the operator at `price`. */
async function pricedQuote(page: Page, model: string, price: number) {
  const created = await callApi(page.request, 'POST', '/api/v1/quotes', {
    body: {
      requester_email: 'it@acme.example',
      items: [
        {
          product_type: 'Server',
          specification: { brand: 'Dell', model },
          quantity: 1,
          recipients: [{ ...recipient, country: 'DE', address: 'Torstrasse 5, 10119 Berlin' }],
        },
      ],
    },
  });
  expect(created.status).toBe(202);
  const quote = created.body.data;
  const priced = await callApi(
    page.request,
    'PUT',
    `/operator/v1/quotes/${quote.id}/items/${quote.items[0].id}/price`,
    {
      operator: true,
      body: { price },
    },
  );
  expect(priced.status).toBe(200);
  return quote as { id: string; number: string };
}

/** IT staff accept every item of the quote as quoted, from its page. */
async function acceptAsItStaff(page: Page, quote: { id: string; number: string }) {
  await page.goto(`/quotes/${quote.id}`);
  await page.getByRole('button', { name: 'Accept all as quoted' }).click();
  const dialog = page.getByRole('dialog', { name: /^Accept \d+ items? as quoted\?$/ });
  await dialog.getByRole('button', { name: /^Accept \d+ items?$/ }).click();
  await expect(page.getByTestId('toast').filter({ hasText: `Sent ${quote.number} for approval` })).toBeVisible();
}

test.beforeAll(async ({ request }) => {
  // Rita works in a department of her own; the demo's manager user (Marcus Hale) is her manager in the directory.
  const companies = await callApi(request, 'GET', '/operator/v1/companies?limit=100', { operator: true });
  const acme = companies.body.data.find((company: { name: string }) => company.name.startsWith('Acme'));
  const { apiUrl, operatorToken } = stackCredentials();
  const imported = await request.fetch(`${apiUrl}/operator/v1/companies/${acme.id}/employees/import?mode=live`, {
    method: 'POST',
    headers: { authorization: `Bearer ${operatorToken}`, 'content-type': 'text/csv' },
    data: `Name,Email,Status,Department,Country,Address,Manager email\n${recipient.name},${recipient.email},active,${department},DE,"Torstrasse 5, 10119 Berlin",manager@acme.example`,
  });
  expect(imported.status()).toBe(200);
  const rule = await callApi(request, 'POST', '/api/v1/approval-rules', {
    body: {
      name: `Over 500,000 (${run})`,
      condition: { type: 'amount_over', amount: 500_000 },
      currency: 'USD',
      approver: { type: 'recipient_manager' },
    },
  });
  expect(rule.status).toBe(201);
  ruleId = rule.body.data.id;
});

test.afterAll(async ({ request }) => {
  if (ruleId) await callApi(request, 'DELETE', `/api/v1/approval-rules/${ruleId}`);
});

test('IT staff accept an over-threshold quote; the manager approves it from the e-mail and the inbox; the operator sees the order', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const itStaff = await signedIn(browser, 'it_staff');
  const quote = await pricedQuote(itStaff, `PowerEdge R760 ${run}`, 612_000);
  await acceptAsItStaff(itStaff, quote);
  const approval = itStaff.getByRole('region', { name: 'Approval' });
  await expect(approval).toContainText('waiting for approval');
  await expect(approval).toContainText('Accepted total 612,000.00 USD is over 500,000.00 USD');
  await expect(approval).toContainText('manager@acme.example');
  await expect(itStaff.getByTestId('held-decision')).toContainText('Accept requested, held for approval');
  await expect(itStaff.getByRole('button', { name: 'Accept all as quoted' })).toHaveCount(0);
  await itStaff.screenshot(shot('approval-quote-waiting'));

  // The manager's e-mail arrives at the SMTP server, with a link to the request.
  let link = '';
  await expect
    .poll(
      () => {
        const mail = receivedMails().find(
          (candidate) => candidate.to.includes('manager@acme.example') && candidate.subject.includes(quote.number),
        );
        link = mail?.text.match(/https?:\/\/\S+\/approvals\/[0-9a-f-]{36}/)?.[0] ?? '';
        return link;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  expect(receivedMails().find((mail) => mail.text.includes(link))?.subject).toContain('Approval needed');

  // Following the link asks them to sign in first, then opens the request.
  const manager = await (await browser.newContext()).newPage();
  await manager.goto(link);
  await expect(manager).toHaveURL(/\/sign-in\?callbackUrl=/);
  await signInWithForm(manager, 'manager');
  await expect(manager).toHaveURL(new URL(link).pathname);
  await expect(manager.getByRole('heading', { level: 1, name: `Approval for ${quote.number}` })).toBeVisible();

  // Their inbox lists it (the navigation counts it), oldest first, with its total.
  await expect(manager.getByTestId('approvals-badge')).toBeVisible();
  await manager
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /Approvals/ })
    .click();
  const mine = manager.getByRole('table', { name: 'Approval requests you may decide, oldest first' });
  const row = mine.getByRole('row').filter({ hasText: quote.number });
  await expect(row).toContainText('612,000.00');
  await expect(row).toContainText('Ines Torres');
  await expectNoSeriousViolations(manager, '/approvals');
  await manager.screenshot(shot('approvals-inbox'));
  await row.getByRole('link', { name: quote.number }).click();
  await expect(manager.getByRole('region', { name: 'Steps' })).toContainText('Step 1: manager@acme.example');
  await expectNoSeriousViolations(manager, '/approvals/[id]');
  await manager.screenshot(shot('approval-request'));
  await manager.setViewportSize({ width: 390, height: 844 });
  await manager.screenshot(shot('approval-request-390'));
  await manager.setViewportSize({ width: 1280, height: 800 });

  await manager.getByLabel('Comment').fill('Fine for the new cluster.');
  await manager.getByRole('button', { name: 'Approve and order' }).click();
  await expect(manager.getByTestId('toast').filter({ hasText: `Approved ${quote.number}` })).toBeVisible();
  await expect(manager.getByRole('region', { name: 'Steps' })).toContainText('Approved by Marcus Hale');

  // IT staff see the quote approved, with who approved it.
  await itStaff.reload();
  await expect(itStaff.getByRole('region', { name: 'Approval' })).toContainText('Fine for the new cluster.');
  await expect(itStaff.getByText('Approved', { exact: true }).first()).toBeVisible();
  await expect
    .poll(() => receivedMails().some((mail) => mail.subject === `Quote ${quote.number} was approved`), {
      timeout: 30_000,
    })
    .toBe(true);

  // The operator's fulfilment board has the order.
  const operator = await signedIn(browser, 'operator');
  await operator.goto('/operator/fulfilment');
  const board = await revealInQueue(operator, operator.getByRole('region', { name: `Quote ${quote.number}` }));
  await expect(board).toContainText(recipient.name);
});

test('a declined request goes back to IT staff with the comment, and its items are open again', async ({ browser }) => {
  test.setTimeout(120_000);
  const itStaff = await signedIn(browser, 'it_staff');
  const quote = await pricedQuote(itStaff, `PowerEdge R960 ${run}`, 845_000);
  await acceptAsItStaff(itStaff, quote);

  const manager = await signedIn(browser, 'manager');
  await manager.goto('/approvals');
  await manager
    .getByRole('table', { name: 'Approval requests you may decide, oldest first' })
    .getByRole('link', { name: quote.number })
    .click();
  await manager.getByRole('button', { name: 'Decline' }).click();
  await expect(manager.getByText('Say why you decline')).toBeVisible();
  await manager.getByLabel('Comment').fill('Lease it instead; ask procurement.');
  await manager.getByRole('button', { name: 'Decline' }).click();
  await expect(manager.getByTestId('toast').filter({ hasText: `Declined ${quote.number}` })).toBeVisible();

  // IT staff's open quote page shows it without a reload (live updates).
  const approval = itStaff.getByRole('region', { name: 'Approval' });
  await expect(approval).toContainText('declined');
  await expect(approval).toContainText('Lease it instead; ask procurement.');
  await expect(itStaff.getByRole('button', { name: 'Accept all as quoted' })).toBeVisible();
  await itStaff.screenshot(shot('approval-declined'));
  await expect
    .poll(
      () =>
        receivedMails().some(
          (mail) =>
            mail.to.includes('it@acme.example') &&
            mail.subject === `Quote ${quote.number} was declined` &&
            mail.text.includes('Lease it instead'),
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
});

test('an approval that waits counts up on the approver’s open page at once, without a reload', async ({ browser }) => {
  const manager = await signedIn(browser, 'manager');
  await manager.goto('/quotes');
  await expect(manager.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
  await manager.evaluate(() => Object.assign(window, { liveMark: 'the same document' }));
  const itStaff = await signedIn(browser, 'it_staff');
  const quote = await pricedQuote(itStaff, `PowerEdge R660 ${run}`, 733_000);

  // The badge reads the manager's inbox again when the request is made, and it holds the new request.
  const inboxRead = manager.waitForResponse(
    async (response) =>
      response.url().includes('/api/approval-requests') &&
      response.url().includes('mine=1') &&
      (await response.text()).includes(quote.number),
    { timeout: 15_000 },
  );
  await acceptAsItStaff(itStaff, quote);
  await inboxRead;
  await expect(manager.getByTestId('approvals-badge')).toBeVisible({ timeout: 2_000 });
  expect(await manager.evaluate(() => (window as unknown as { liveMark?: string }).liveMark)).toBe('the same document');
});
