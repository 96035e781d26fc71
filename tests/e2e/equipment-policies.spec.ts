import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { callApi } from './support/api';
import { signInOverHttp } from './support/session';

// IT staff write the company's equipment policies on the demo data: a rule for a group of employees with a live
// preview of who it matches, what it gives, its place in the order (first match wins), edited and deleted again.
// Managers read the rules; support staff do not see them.

// Both tests change the company's one ordered list of rules: one at a time.
test.describe.configure({ mode: 'serial' });

/** How many of the demo company's people (not started yet, or at work) are in `department`, in `country` if given. */
async function countPeople(request: APIRequestContext, department: string, country?: string) {
  const query = new URLSearchParams({ department, limit: '100', status: 'active' });
  if (country) query.set('country', country);
  const response = await callApi(request, 'GET', `/api/v1/employees?${query}`);
  expect(response.status).toBe(200);
  return response.body.data.filter((employee: { stage: string }) => ['pre_hire', 'active'].includes(employee.stage))
    .length as number;
}

/** The policies' names in the order the list shows them. */
async function listedNames(page: Page) {
  return page
    .getByRole('list', { name: 'Equipment policies, in the order they are evaluated' })
    .locator('h2')
    .allTextContents();
}

async function removePolicies(request: APIRequestContext, prefix: string) {
  const response = await callApi(request, 'GET', '/api/v1/equipment-policies?limit=100');
  for (const policy of response.body.data.filter((entry: { name: string }) => entry.name.startsWith(prefix)))
    await callApi(request, 'DELETE', `/api/v1/equipment-policies/${policy.id}`);
}

test('IT staff create a policy with a live preview, move it in the order, edit it and delete it', async ({ page }) => {
  test.setTimeout(120_000);
  const prefix = `E2E ${Date.now()}`;
  const engineers = await countPeople(page.request, 'Engineering');
  const germanEngineers = await countPeople(page.request, 'Engineering', 'DE');
  expect(germanEngineers).toBeGreaterThan(0);
  expect(engineers).toBeGreaterThan(germanEngineers);
  // A rule of its own, first in the order, to test first-match-wins against.
  const sales = await callApi(page.request, 'POST', '/api/v1/equipment-policies', {
    body: { name: `${prefix} Sales`, match: { departments: ['Sales'] }, position: 1 },
  });
  expect(sales.status).toBe(201);
  try {
    await signInOverHttp(page, 'it_staff');
    await page.goto('/equipment-policies');
    await page.getByRole('link', { name: 'New policy' }).click();
    await expect(page.getByRole('heading', { name: 'New equipment policy' })).toBeVisible();

    const form = page.getByRole('form', { name: 'New equipment policy' });
    await form.getByLabel('Name', { exact: true }).fill(`${prefix} Engineering`);
    const count = page.getByTestId('policy-preview-count');
    await form.getByLabel('Departments').fill('engineering');
    await expect(count).toHaveText(new RegExp(`^${engineers} employees match this rule`));
    await form.getByLabel('Countries').fill('Germany');
    await expect(count).toHaveText(new RegExp(`^${germanEngineers} employees? match`));
    await expect(
      page.getByRole('region', { name: 'Who this rule applies to' }).getByRole('listitem').first(),
    ).toContainText('Engineering');

    await form.getByRole('checkbox').nth(1).check();
    await form.getByRole('button', { name: 'Add a product' }).click();
    const productSelect = form.getByLabel('Product 1', { exact: true });
    await productSelect.selectOption({ index: 1 });
    await form.getByLabel('Product 1 quantity').fill('2');
    await form.getByRole('button', { name: 'Add a choice' }).click();
    await form.getByLabel('Choice 1 name').fill('Laptop');
    await form.getByLabel('Option 1 label').fill('Small');
    await form.getByLabel('Option 1 product', { exact: true }).selectOption({ index: 1 });
    await form.getByLabel('Option 2 label').fill('Large');
    await form.getByLabel('Option 2 product', { exact: true }).selectOption({ index: 2 });
    await form.getByLabel('Choice 1 default').selectOption('Large');
    await form.getByLabel('Amount').fill('2500');
    await form.getByLabel('Currency').fill('EUR');
    await form.getByRole('button', { name: 'Create policy' }).click();

    await expect(page).toHaveURL(/\/equipment-policies$/);
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: `${prefix} Engineering` }) });
    await expect(card).toContainText('Germany');
    await expect(card).toContainText('Laptop: Small or Large (default Large)');
    await expect(card).toContainText('Budget €2,500.00 a person');
    await expect(card).toContainText(`${germanEngineers} employee`);
    const names = await listedNames(page);
    expect(names.indexOf(`${prefix} Sales`)).toBeLessThan(names.indexOf(`${prefix} Engineering`));

    // Move the new rule above the Sales rule, one place at a time.
    const gap = names.indexOf(`${prefix} Engineering`) - names.indexOf(`${prefix} Sales`);
    for (let step = 1; step <= gap; step++) {
      await card.getByRole('button', { name: `Move “${prefix} Engineering” up` }).click();
      await expect
        .poll(async () => (await listedNames(page)).indexOf(`${prefix} Engineering`))
        .toBe(names.indexOf(`${prefix} Engineering`) - step);
    }
    const moved = await listedNames(page);
    expect(moved.indexOf(`${prefix} Engineering`)).toBe(moved.indexOf(`${prefix} Sales`) - 1);

    await card.getByRole('link', { name: `Edit “${prefix} Engineering”` }).click();
    const edit = page.getByRole('form', { name: `Edit ${prefix} Engineering` });
    await expect(edit.getByLabel('Countries')).toHaveValue('Germany');
    await expect(count).toHaveText(new RegExp(`^${germanEngineers} employees? match`));
    await edit.getByLabel('Countries').fill('');
    await expect(count).toHaveText(new RegExp(`^${engineers} employees match`));
    await edit.getByLabel('Name', { exact: true }).fill(`${prefix} Engineering everywhere`);
    await edit.getByRole('button', { name: 'Save policy' }).click();
    await expect(page).toHaveURL(/\/equipment-policies$/);
    const edited = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: `${prefix} Engineering everywhere` }) });
    await expect(edited).toContainText(`${engineers} employees`);

    await edited.getByRole('button', { name: `Delete “${prefix} Engineering everywhere”` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete policy' }).click();
    await expect(edited).toHaveCount(0);
    await expect(page.getByRole('heading', { name: `${prefix} Sales` })).toBeVisible();
  } finally {
    await removePolicies(page.request, prefix);
  }
});

test('managers read the policies, served complete with whom each applies to; support staff do not see them', async ({
  browser,
}) => {
  const manager = await browser.newPage();
  const prefix = `E2E manager ${Date.now()}`;
  const designers = await countPeople(manager.request, 'Design');
  const created = await callApi(manager.request, 'POST', '/api/v1/equipment-policies', {
    body: { name: `${prefix} Design`, match: { departments: ['Design'] }, position: 1 },
  });
  expect(created.status).toBe(201);
  try {
    await signInOverHttp(manager, 'manager');
    // Every browser request to the BFF fails: what the page shows was rendered on the server.
    await manager.route(/\/api\/(?!auth\/)/, (route) => route.abort());
    await manager.goto('/equipment-policies');
    await expect(manager.getByRole('heading', { name: 'Equipment policies' })).toBeVisible();
    const card = manager
      .getByRole('listitem')
      .filter({ has: manager.getByRole('heading', { name: `${prefix} Design` }) });
    await expect(card).toContainText(`${designers} employees`);
    await expect(manager.getByRole('link', { name: 'New policy' })).toHaveCount(0);
    await expect(card.getByRole('button')).toHaveCount(0);
    await manager.unroute(/\/api\/(?!auth\/)/);
    expect((await manager.request.get('/api/equipment-policies')).status()).toBe(200);
    const refused = await manager.request.post('/api/equipment-policies', {
      data: { name: 'Not allowed' },
      headers: { origin: new URL(manager.url()).origin },
    });
    expect(refused.status()).toBe(403);
  } finally {
    await removePolicies(manager.request, prefix);
  }

  const support = await browser.newPage();
  await signInOverHttp(support, 'support');
  await support.goto('/');
  await expect(
    support.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Equipment policies' }),
  ).toHaveCount(0);
  expect((await support.request.get('/api/equipment-policies')).status()).toBe(403);
});
