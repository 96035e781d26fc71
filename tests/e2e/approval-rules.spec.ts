import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { callApi } from './support/api';
import { signInOverHttp } from './support/session';

// IT staff write the company's approval rules: a rule over an amount with a second step, read back in plain words,
// edited, moved in the order, switched off and deleted. Managers read the rules; support staff do not see them.
//
// An active rule holds the dashboard's decisions on the quotes it might cover, and the other specs decide quotes in
// parallel: rules here are created inactive, and the one switched on is for a department nobody works in.

// The tests change the company's one ordered list of rules: one at a time.
test.describe.configure({ mode: 'serial' });

const LIST = 'Approval rules, in the order they are evaluated';

/** The rules' names in the order the list shows them. */
async function listedNames(page: Page) {
  return page.getByRole('list', { name: LIST }).locator('h2').allTextContents();
}

function cardOf(page: Page, name: string) {
  return page
    .getByRole('list', { name: LIST })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) });
}

async function createRule(request: APIRequestContext, body: Record<string, unknown>) {
  const response = await callApi(request, 'POST', '/api/v1/approval-rules', { body: { active: false, ...body } });
  expect(response.status).toBe(201);
  return response.body.data as { id: string; name: string };
}

async function removeRules(request: APIRequestContext, prefix: string) {
  const response = await callApi(request, 'GET', '/api/v1/approval-rules?limit=100');
  for (const rule of response.body.data.filter((entry: { name: string }) => entry.name.startsWith(prefix)))
    await callApi(request, 'DELETE', `/api/v1/approval-rules/${rule.id}`);
}

test('IT staff create a two-step rule, read it in words, edit it, move it, switch it off and delete it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const prefix = `E2E ${Date.now()}`;
  try {
    await signInOverHttp(page, 'it_staff');
    await page.goto('/approval-rules');
    await expect(page.getByRole('heading', { level: 1, name: 'Approval rules' })).toBeVisible();
    // The page arrives rendered: empty, unless another spec running beside this one has a rule at the moment.
    const empty = page.getByRole('region', { name: 'No approval rules yet' });
    if ((await empty.count()) > 0) {
      await expect(empty).toContainText('Without approval rules, decisions in the dashboard take effect at once');
      await expect(empty).toContainText('held until every item is decided');
      await page.screenshot({ path: 'test-results/screenshots/approval-rules-empty.png', fullPage: true });
      await empty.getByRole('link', { name: 'Create the first rule' }).click();
    } else {
      await page.getByRole('link', { name: 'New rule' }).click();
    }
    await expect(page.getByRole('heading', { name: 'New approval rule' })).toBeVisible();

    const form = page.getByRole('form', { name: 'New approval rule' });
    await form.getByLabel('Name', { exact: true }).fill(`${prefix} Large orders`);
    await form.getByLabel('Active: quotes are checked against this rule').uncheck();
    await expect(form.getByLabel('A quote needs approval when')).toHaveValue('amount_over');
    await form.getByLabel('Amount', { exact: true }).fill('5000');
    await expect(form.getByLabel('Approver', { exact: true })).toHaveValue('recipient_manager');
    await form.getByLabel('A second approval for larger or over-budget quotes').check();
    await form.getByLabel('Above amount').fill('3000');
    await form.getByLabel('Second approver e-mail').fill('cfo@acme.example');
    await expect(page.getByTestId('rule-in-words')).toHaveText(
      "Quotes over 5,000.00 USD need the recipient's manager; above 3,000.00 USD also cfo@acme.example",
    );
    // The API refuses a second step below the first one's amount; its detail lands on the field.
    await form.getByRole('button', { name: 'Create rule' }).click();
    await expect(form.getByText("must be higher than the rule's own amount (5000)")).toBeVisible();
    await expect(form.getByLabel('Above amount')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Above amount').fill('20000');
    await form.getByRole('button', { name: 'Create rule' }).click();

    await expect(page).toHaveURL(/\/approval-rules$/);
    const card = cardOf(page, `${prefix} Large orders`);
    await expect(card).toContainText(
      "Quotes over 5,000.00 USD need the recipient's manager; above 20,000.00 USD also cfo@acme.example",
    );
    await expect(card).toContainText('goes to anyone with the manager role');
    await expect(card.getByRole('switch', { name: `“${prefix} Large orders” active` })).not.toBeChecked();

    // Edit: departments from the directory's suggestions, euros, a fallback approver.
    await card.getByRole('link', { name: `Edit “${prefix} Large orders”` }).click();
    const edit = page.getByRole('form', { name: `Edit ${prefix} Large orders` });
    await expect(edit.getByLabel('Amount', { exact: true })).toHaveValue('5000');
    await expect(edit.getByLabel('Second approver e-mail')).toHaveValue('cfo@acme.example');
    await edit.getByLabel('Name', { exact: true }).fill(`${prefix} Engineering`);
    await edit.getByLabel('A quote needs approval when').selectOption('departments');
    await edit.getByRole('button', { name: 'Add Engineering' }).click();
    await edit.getByRole('button', { name: 'Add Design' }).click();
    await expect(edit.getByLabel('Departments')).toHaveValue('Engineering, Design');
    await expect(edit.getByRole('button', { name: 'Add Engineering' })).toHaveCount(0);
    await edit.getByLabel('Currency').fill('EUR');
    await edit.getByLabel('Fallback approver e-mail').fill('not-an-address');
    await edit.getByRole('button', { name: 'Save rule' }).click();
    await expect(edit.getByText('must be an e-mail address')).toBeVisible();
    await edit.getByLabel('Fallback approver e-mail').fill('it-lead@acme.example');
    await edit.getByLabel('Fallback approver name (optional)').fill('Ivy Lead');
    await edit.getByRole('button', { name: 'Save rule' }).click();
    await expect(page).toHaveURL(/\/approval-rules$/);
    const edited = cardOf(page, `${prefix} Engineering`);
    await expect(edited).toContainText(
      "Quotes for someone in Engineering or Design need the recipient's manager; above 20,000.00 EUR also cfo@acme.example",
    );
    await expect(edited).toContainText('goes to Ivy Lead (it-lead@acme.example)');

    // A second rule right after it (other specs may add rules at the end meanwhile); moved above it.
    const rules = await callApi(page.request, 'GET', '/api/v1/approval-rules?limit=100');
    const engineering = rules.body.data.find((rule: { name: string }) => rule.name === `${prefix} Engineering`);
    await createRule(page.request, {
      position: engineering.position + 1,
      name: `${prefix} Freeform`,
      condition: { type: 'freeform_items' },
      approver: { type: 'any_manager' },
    });
    await page.reload();
    await expect(cardOf(page, `${prefix} Freeform`)).toBeVisible();
    const before = await listedNames(page);
    expect(before.indexOf(`${prefix} Freeform`)).toBe(before.indexOf(`${prefix} Engineering`) + 1);
    await expect(cardOf(page, `${prefix} Freeform`)).toContainText('Quotes with a freeform item need any manager');
    await cardOf(page, `${prefix} Freeform`)
      .getByRole('button', { name: `Move “${prefix} Freeform” up` })
      .click();
    await expect
      .poll(async () => {
        const names = await listedNames(page);
        return names.indexOf(`${prefix} Freeform`) - names.indexOf(`${prefix} Engineering`);
      })
      .toBe(-1);
    await expect(page.getByRole('status').filter({ hasText: `“${prefix} Freeform” is now rule` })).toBeVisible();

    // On for a moment, then off again: a rule for a department nobody works in, so that the quotes the other specs
    // decide meanwhile stay out of its reach.
    await createRule(page.request, {
      name: `${prefix} Switch`,
      condition: { type: 'departments', departments: [`${prefix} nobody`] },
      approver: { type: 'any_manager' },
    });
    await page.reload();
    const toggle = cardOf(page, `${prefix} Switch`).getByRole('switch', { name: `“${prefix} Switch” active` });
    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect(toggle).toBeEnabled();
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    const stored = await callApi(page.request, 'GET', '/api/v1/approval-rules?limit=100');
    expect(stored.body.data.find((rule: { name: string }) => rule.name === `${prefix} Switch`).active).toBe(false);

    await edited.getByRole('button', { name: `Delete “${prefix} Engineering”` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete rule' }).click();
    await expect(edited).toHaveCount(0);
    await expect(cardOf(page, `${prefix} Freeform`)).toBeVisible();
  } finally {
    await removeRules(page.request, prefix);
  }
});

test('managers read the rules, served complete; support staff are told the page is not theirs', async ({ browser }) => {
  const manager = await browser.newPage();
  const prefix = `E2E manager ${Date.now()}`;
  await createRule(manager.request, {
    name: `${prefix} Design`,
    condition: { type: 'departments', departments: ['Design'] },
    approver: { type: 'person', email: 'lead@acme.example', name: 'Lena Lead' },
  });
  try {
    await signInOverHttp(manager, 'manager');
    // Every browser request to the BFF fails: what the page shows was rendered on the server.
    await manager.route(/\/api\/(?!auth\/)/, (route) => route.abort());
    await manager.goto('/approval-rules');
    await expect(manager.getByRole('heading', { name: 'Approval rules', level: 1 })).toBeVisible();
    const card = cardOf(manager, `${prefix} Design`);
    await expect(card).toContainText('Quotes for someone in Design need Lena Lead (lead@acme.example)');
    await expect(card).toContainText('inactive');
    await expect(manager.getByRole('link', { name: 'New rule' })).toHaveCount(0);
    await expect(card.getByRole('button')).toHaveCount(0);
    await expect(card.getByRole('switch')).toHaveCount(0);
    await expect(card.getByRole('link')).toHaveCount(0);
    await manager.screenshot({ path: 'test-results/screenshots/approval-rules-manager.png', fullPage: true });
    await manager.unroute(/\/api\/(?!auth\/)/);
    expect((await manager.request.get('/api/approval-rules')).status()).toBe(200);
    const refused = await manager.request.post('/api/approval-rules', {
      data: { name: 'Not allowed' },
      headers: { origin: new URL(manager.url()).origin },
    });
    expect(refused.status()).toBe(403);
    await manager.goto('/approval-rules/new');
    await expect(
      manager.getByRole('region', { name: 'New approval rule is not open to your role' }).getByRole('heading', {
        level: 1,
      }),
    ).toBeVisible();
  } finally {
    await removeRules(manager.request, prefix);
  }

  const support = await browser.newPage();
  await signInOverHttp(support, 'support');
  await support.goto('/');
  await expect(
    support.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Approval rules' }),
  ).toHaveCount(0);
  await support.goto('/approval-rules');
  const notice = support.getByRole('region', { name: 'Approval rules is not open to your role' });
  await expect(notice.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice).toContainText('IT staff or managers');
  await expect(support.getByRole('list', { name: LIST })).toHaveCount(0);
  expect((await support.request.get('/api/approval-rules')).status()).toBe(403);
});

test('the list and the form pass axe in both schemes and fit a 390 px screen', async ({ page }) => {
  test.setTimeout(120_000);
  const prefix = `E2E layout ${Date.now()}`;
  await createRule(page.request, {
    name: `${prefix} Large orders`,
    condition: { type: 'amount_over', amount: 5000 },
    approver: { type: 'recipient_manager' },
    second_step: { above_amount: 20000, approver: { type: 'person', email: 'cfo@acme.example' } },
    fallback_approver: { email: 'it-lead@acme.example', name: 'Ivy Lead' },
  });
  await createRule(page.request, {
    name: `${prefix} Outside the policy, for the whole of the Engineering department's hardware`,
    condition: { type: 'outside_policy' },
    approver: { type: 'any_manager' },
  });
  try {
    await signInOverHttp(page, 'it_staff');
    for (const [width, height] of [
      [1280, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await page.goto('/approval-rules');
        await expect(cardOf(page, `${prefix} Large orders`)).toBeVisible();
        await checkPage(page, `approval-rules-${width}-${colorScheme}`, width);

        await page.goto('/approval-rules/new');
        const form = page.getByRole('form', { name: 'New approval rule' });
        await form.getByLabel('A quote needs approval when').selectOption('departments');
        await form.getByRole('button', { name: 'Add Engineering' }).click();
        await form.getByLabel('Approver', { exact: true }).selectOption('person');
        await form.getByLabel('A second approval for larger or over-budget quotes').check();
        await form.getByRole('button', { name: 'Create rule' }).click();
        await expect(form.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
        await checkPage(page, `approval-rule-new-${width}-${colorScheme}`, width);
      }
    }
  } finally {
    await removeRules(page.request, prefix);
  }
});

/** No serious or critical axe violation, nothing scrolls sideways, and a screenshot of the whole page. */
async function checkPage(page: Page, name: string, width: number) {
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${name} scrolls sideways`,
  ).toBeLessThanOrEqual(width);
  await expectNoSeriousViolations(page, name);
}
