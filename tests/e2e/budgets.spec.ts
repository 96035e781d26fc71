import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { callApi } from './support/api';
import { builderItem, pickEmployee } from './support/demo-quote';
import { signInOverHttp } from './support/session';
import { stackCredentials, type E2ERole } from './support/stack';

// Budgets on the demo stack: IT staff create a budget for a department of their own (so that no other test's quotes
// count for it), a quote for a person of that department is priced by the operator and accepted, and the budget's
// committed bar moves; the operator ships and delivers it and spent moves; the drill-down lists the quote. Everyone
// of the company reads the page; only IT staff change budgets. Then axe-core and a phone's width.

const run = Date.now();
const DEPARTMENT = `Budget Lab ${run}`;
const PERSON = { name: `Bea Budget ${run}`, email: `bea.budget.${run}@acme.example` };

async function signedIn(browser: Browser, role: E2ERole): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInOverHttp(page, role);
  return page;
}

/** A person of DEPARTMENT in the directory, provisioned as an identity provider would. */
async function hire(request: APIRequestContext) {
  const token = await callApi(request, 'POST', '/api/v1/scim-tokens', { body: { name: `Okta budgets ${run}` } });
  expect(token.status).toBe(201);
  const created = await request.post(`${stackCredentials().apiUrl}/scim/v2/Users`, {
    headers: { authorization: `Bearer ${token.body.data.token}`, 'content-type': 'application/scim+json' },
    data: {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: PERSON.email,
      name: { givenName: 'Bea', familyName: `Budget ${run}` },
      emails: [{ value: PERSON.email, type: 'work', primary: true }],
      active: true,
      'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User': { department: DEPARTMENT },
    },
  });
  expect(created.status()).toBe(201);
}

/** A freeform laptop for PERSON, priced by the operator at `price`: the quote as the company sees it. */
async function pricedQuote(request: APIRequestContext, price: number) {
  const created = await callApi(request, 'POST', '/api/v1/quotes', {
    body: {
      requester_email: 'it@acme.example',
      items: [
        {
          product_type: 'Laptop',
          specification: { brand: 'Framework', model: `Laptop 13 (${run})` },
          recipients: [{ ...PERSON, country: 'GB', address: '1 Ledger Lane, London' }],
        },
      ],
    },
  });
  expect(created.status).toBe(202);
  const quote = created.body.data;
  const priced = await callApi(request, 'PUT', `/operator/v1/quotes/${quote.id}/items/${quote.items[0].id}/price`, {
    operator: true,
    body: { price },
  });
  expect(priced.status).toBe(200);
  return (await callApi(request, 'GET', `/api/v1/quotes/${quote.id}`)).body.data;
}

function budgetRow(page: Page) {
  return page.getByTestId('budget-row').filter({ has: page.getByRole('heading', { name: DEPARTMENT }) });
}

async function expectFigure(page: Page, label: string, value: string) {
  await expect(async () => {
    await page.reload();
    await expect(
      budgetRow(page).getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd'),
    ).toHaveText(value, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

test('budgets move as a quote is accepted and delivered, with the quotes behind them', async ({ browser, request }) => {
  test.setTimeout(120_000);
  await hire(request);

  const itStaff = await signedIn(browser, 'it_staff');
  await itStaff.goto('/budgets');
  await expect(itStaff.getByRole('heading', { name: 'Budgets', level: 1 })).toBeVisible();
  await itStaff.getByRole('button', { name: 'New budget' }).click();
  const form = itStaff.getByRole('form', { name: 'New budget' });
  await form.getByLabel('Department').fill(DEPARTMENT);
  await form.getByLabel('Period').selectOption('month');
  await form.getByLabel('Amount').fill('3000');
  await form.getByRole('button', { name: 'Create budget' }).click();
  await expect(itStaff.getByTestId('toast').filter({ hasText: `${DEPARTMENT}, monthly` })).toBeVisible();
  await expect(budgetRow(itStaff)).toContainText('$3,000.00 a month');
  await expectFigure(itStaff, 'Committed', '$0.00');

  // The operator prices a quote for Bea; the quote page shows what it would leave of her department's budget.
  const quote = await pricedQuote(request, 1200);
  await itStaff.goto(`/quotes/${quote.id}`);
  const impact = itStaff.getByRole('region', { name: 'What this quote would leave of the budgets' });
  await expect(impact.getByTestId('budget-impact-row').filter({ hasText: DEPARTMENT })).toContainText('$1,800.00');
  await impact.screenshot({ path: 'test-results/screenshots/budgets-quote-impact.png' });

  // Accepted: the quote is approved and the money is committed.
  await itStaff.getByRole('button', { name: 'Accept all as quoted' }).click();
  await itStaff.getByRole('dialog').getByRole('button', { name: 'Accept 1 item' }).click();
  await expect(itStaff.getByTestId('toast').filter({ hasText: 'Accepted 1 item as quoted' })).toBeVisible();
  await itStaff.goto('/budgets');
  await expectFigure(itStaff, 'Committed', '$1,200.00');
  await expectFigure(itStaff, 'Spent', '$0.00');
  await expectFigure(itStaff, 'Remaining', '$1,800.00');
  await itStaff.screenshot({ path: 'test-results/screenshots/budgets-committed-1280.png', fullPage: true });

  // The operator ships and delivers it: spent moves.
  // (Accepting may give the item its recipients anew: read them back.)
  const accepted = (await callApi(request, 'GET', `/api/v1/quotes/${quote.id}`)).body.data;
  expect(accepted.status).toBe('Approved');
  const recipient = accepted.items[0].recipients[0];
  const shipped = await callApi(
    request,
    'POST',
    `/operator/v1/quotes/${quote.id}/recipients/${recipient.id}/tracking`,
    {
      operator: true,
      body: { tracking_code: `BUD-${run}`, tracking_link: `https://track.example/BUD-${run}` },
    },
  );
  expect(shipped.status).toBe(200);
  const delivered = await callApi(
    request,
    'POST',
    `/operator/v1/quotes/${quote.id}/recipients/${recipient.id}/delivered`,
    { operator: true },
  );
  expect(delivered.status).toBe(200);
  await expectFigure(itStaff, 'Spent', '$1,200.00');

  // The drill-down lists the quote and opens it.
  await budgetRow(itStaff)
    .getByRole('button', { name: `Show the quotes of ${DEPARTMENT}` })
    .click();
  const quotes = budgetRow(itStaff).getByRole('list', { name: `Quotes of ${DEPARTMENT}, monthly` });
  await expect(quotes.getByRole('listitem')).toHaveCount(1);
  await expect(quotes).toContainText('Committed $1,200.00');
  await expect(quotes).toContainText('Spent $1,200.00');

  // Axe-core on the page with the drill-down open.
  await expectNoSeriousViolations(itStaff, '/budgets');
  await itStaff.screenshot({ path: 'test-results/screenshots/budgets-1280.png', fullPage: true });

  await quotes.getByRole('link', { name: quote.number }).click();
  await expect(itStaff).toHaveURL(new RegExp(`/quotes/${quote.id}$`));
  await expect(itStaff.getByRole('heading', { name: `Quote ${quote.number}` })).toBeVisible();

  // The next month has nothing of it; the previous button comes back.
  await itStaff.goto('/budgets');
  const label = await itStaff.getByTestId('budget-period').textContent();
  await itStaff.getByRole('link', { name: 'Next month' }).click();
  await expect(itStaff.getByTestId('budget-period')).not.toHaveText(label!);
  await expect(
    budgetRow(itStaff).getByRole('term').filter({ hasText: 'Committed' }).locator('xpath=following-sibling::dd'),
  ).toHaveText('$0.00');
  await itStaff.getByRole('link', { name: 'Previous month' }).click();
  await expect(itStaff.getByTestId('budget-period')).toHaveText(label!);

  // Lowered below what is committed, the budget is marked over budget.
  await budgetRow(itStaff).getByRole('button', { name: /^Edit/ }).click();
  const edit = itStaff.getByRole('form', { name: `Edit “${DEPARTMENT}, monthly”` });
  await edit.getByLabel('Amount').fill('1000');
  await edit.getByRole('button', { name: 'Save budget' }).click();
  await expect(budgetRow(itStaff)).toContainText('Over budget by $200.00');

  // Support staff read the same figures and cannot change them.
  const support = await signedIn(browser, 'support');
  await support.goto('/budgets');
  await expect(budgetRow(support)).toContainText('Over budget by $200.00');
  await expect(support.getByRole('button', { name: 'New budget' })).toHaveCount(0);
  await expect(budgetRow(support).getByRole('button', { name: /^Edit/ })).toHaveCount(0);

  // The builder shows the budget at the catalog's estimates: already over, this laptop takes it further.
  await itStaff.goto(`/catalog?search=${encodeURIComponent('Latitude 7450')}`);
  await itStaff
    .getByRole('article', { name: 'Dell Latitude 7450' })
    .getByRole('row')
    .filter({ hasText: '32 GB' })
    .getByRole('button', { name: /^Add/ })
    .click();
  await expect(itStaff.getByRole('link', { name: 'Quote draft (1)' })).toBeVisible();
  await itStaff.goto('/quotes/new');
  await pickEmployee(
    builderItem(itStaff, 1).getByRole('group', { name: 'Recipient 1', exact: true }),
    `Bea Budget ${run}`,
    PERSON.name,
  );
  const estimate = itStaff
    .getByRole('region', { name: 'Budgets, at these estimates' })
    .getByTestId('budget-impact-row')
    .filter({ hasText: DEPARTMENT });
  await expect(estimate).toContainText('over budget by');

  // On a phone: nothing scrolls sideways.
  await itStaff.setViewportSize({ width: 390, height: 844 });
  await itStaff.goto('/budgets');
  await expect(budgetRow(itStaff)).toBeVisible();
  expect(await itStaff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await itStaff.screenshot({ path: 'test-results/screenshots/budgets-390.png', fullPage: true });

  const budgets = await callApi(request, 'GET', '/api/v1/budgets?limit=100');
  for (const budget of budgets.body.data.filter(
    (entry: { department: string | null }) => entry.department === DEPARTMENT,
  ))
    await callApi(request, 'DELETE', `/api/v1/budgets/${budget.id}`);
});
