import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { callApi } from './support/api';
import { signInOverHttp } from './support/session';

const SCREENSHOTS = 'test-results/screenshots';
const PRODUCT_NAME = 'MacBook Air 13" (M4, 2025)';
const KIT_NAME = 'Remote worker — Europe';

function item(page: Page, position: number): Locator {
  return page.getByRole('region', { name: new RegExp(`^Item ${position} ·`) });
}

function recipient(scope: Locator, position: number): Locator {
  return scope.getByRole('group', { name: `Recipient ${position}`, exact: true });
}

async function expectNoSeriousA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) }))).toEqual([]);
}

async function pickEmployee(scope: Locator, search: string, name: string) {
  await scope.getByLabel('Find in the employee directory').fill(search);
  await scope.getByRole('button', { name: new RegExp(`^${name} ·`) }).click();
  await expect(scope.getByLabel('Name', { exact: true })).toHaveValue(name);
}

async function typeRecipient(
  scope: Locator,
  values: { name: string; email?: string; country: string; address: string },
) {
  await scope.getByLabel('Name', { exact: true }).fill(values.name);
  if (values.email) await scope.getByLabel('E-mail', { exact: true }).fill(values.email);
  // Countries are chosen by name from a list; the value is the code.
  await scope.getByLabel('Country', { exact: true }).selectOption(values.country);
  await scope.getByLabel('Address', { exact: true }).fill(values.address);
}

test.describe('Catalog and quote builder', () => {
  test('IT staff build a quote from a configuration, a kit and a freeform item, split between two recipients', async ({
    page,
  }) => {
    // Catalog, kits, builder and three axe scans: past the default minute when the machine is busy.
    test.setTimeout(120_000);
    const products = await callApi(page.request, 'GET', '/api/v1/products?brand=Apple&limit=100');
    const product = products.body.data.find((candidate: any) => candidate.name === PRODUCT_NAME);
    const configuration = product.configurations.find(
      (candidate: any) => candidate.ram === '16 GB' && candidate.storage === '512 GB',
    );
    const kits = await callApi(page.request, 'GET', `/api/v1/kits?search=${encodeURIComponent(KIT_NAME)}`);
    const kit = kits.body.data.find((candidate: any) => candidate.name === KIT_NAME);
    const poNumber = `PO-E2E-${randomUUID().slice(0, 8)}`;

    await signInOverHttp(page, 'it_staff');
    await page.goto('/catalog');
    await expect(page.getByRole('heading', { name: 'Catalog', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Quote draft (0)' })).toBeVisible();

    // Filters come from the API's available_filters and live in the URL.
    await page.getByRole('group', { name: 'Brand' }).getByRole('checkbox', { name: 'Apple', exact: true }).check();
    await expect(page).toHaveURL(/[?&]brand=Apple(&|$)/);
    const card = page.getByRole('article', { name: PRODUCT_NAME });
    await expect(card).toBeVisible();
    await expect(page.getByRole('article', { name: 'Dell Latitude 7450' })).toHaveCount(0);
    await expect(card.getByRole('table', { name: `Configurations of ${PRODUCT_NAME}` })).toContainText('$1,199.00');
    await page.screenshot({ path: `${SCREENSHOTS}/catalog.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page);

    const row = card.getByRole('row').filter({ hasText: '16 GB' }).filter({ hasText: '512 GB' });
    await row.getByRole('button', { name: /^Add to quote/ }).click();
    await expect(page.getByTestId('toast').filter({ hasText: `Added ${PRODUCT_NAME}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Quote draft (1)' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Catalog sections' }).getByRole('link', { name: 'Kits' }).click();
    await expect(page).toHaveURL(/[?&]view=kits(&|$)/);
    const kitCard = page.getByRole('article', { name: KIT_NAME });
    await expect(kitCard.getByRole('table', { name: `Devices in ${KIT_NAME}` }).getByRole('row')).toHaveCount(
      kit.items.length + 1,
    );
    await kitCard.getByRole('button', { name: /^Add to quote/ }).click();
    await expect(page.getByTestId('toast').filter({ hasText: `Added ${KIT_NAME}` })).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/catalog-kits.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Quote draft (2)' }).click();
    await expect(page).toHaveURL(/\/quotes\/new$/);
    await expect(page.getByRole('heading', { name: 'New quote', level: 1 })).toBeVisible();
    await expect(item(page, 1)).toContainText(PRODUCT_NAME);
    await expect(item(page, 2)).toContainText(KIT_NAME);

    await page.getByLabel('PO number').fill(poNumber);
    await page.getByLabel('Notification e-mails').fill('finance@acme.example');

    // The configuration: 3 units, 2 for an employee from the directory and 1 for someone typed by hand.
    const laptop = item(page, 1);
    await laptop.getByLabel('Quantity', { exact: true }).fill('3');
    await pickEmployee(recipient(laptop, 1), 'Sarah Mitch', 'Sarah Mitchell');
    await recipient(laptop, 1).getByLabel('Units for this recipient').fill('2');
    await expect(laptop.getByTestId('quantity-split')).toHaveText(
      '2 of 3 units assigned; 1 not assigned to a recipient.',
    );
    await laptop.getByRole('button', { name: 'Add recipient' }).click();
    await typeRecipient(recipient(laptop, 2), {
      name: 'Ada Lovelace',
      email: 'ada@acme.example',
      country: 'GB',
      address: '1 Analytical Row, London',
    });
    await recipient(laptop, 2).getByLabel('Units for this recipient').fill('1');
    await expect(laptop.getByTestId('quantity-split')).toHaveText('All 3 units are assigned to recipients.');

    await pickEmployee(recipient(item(page, 2), 1), 'Lukas Beck', 'Lukas Becker');

    // A trip back to the catalog keeps what was typed.
    await page.getByRole('link', { name: 'Add from the catalog' }).click();
    await expect(page).toHaveURL(/\/catalog$/);
    await page.getByRole('link', { name: 'Quote draft (2)' }).click();
    await expect(recipient(laptop, 2).getByLabel('Name', { exact: true })).toHaveValue('Ada Lovelace');
    await expect(laptop.getByTestId('quantity-split')).toHaveText('All 3 units are assigned to recipients.');
    await expect(page.getByLabel('PO number')).toHaveValue(poNumber);

    await page.getByRole('button', { name: 'Add freeform item' }).click();
    const freeform = item(page, 3);
    await freeform.getByLabel('Product type').fill('Monitor');
    await freeform.getByLabel('Specification 1 value').fill('Dell');
    await freeform.getByLabel('Specification 2 value').fill('P2425H');
    await freeform.getByRole('button', { name: 'Add specification' }).click();
    await freeform.getByLabel('Specification 3 name').fill('panel');
    await freeform.getByLabel('Specification 3 value').fill('IPS');
    await freeform.getByLabel('Comments').fill('For the Berlin office');
    await typeRecipient(recipient(freeform, 1), {
      name: 'Grace Hopper',
      country: 'DE',
      address: 'Friedrichstraße 68, 10117 Berlin',
    });
    await page.screenshot({ path: `${SCREENSHOTS}/quote-builder.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Submit quote request' }).click();
    await expect(page).toHaveURL(/\/quotes\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('toast').filter({ hasText: 'sent to Loadout for pricing' })).toBeVisible();
    const quoteId = new URL(page.url()).pathname.split('/').pop()!;

    const { status, body } = await callApi(page.request, 'GET', `/api/v1/quotes/${quoteId}`);
    expect(status).toBe(200);
    const quote = body.data;
    expect(quote).toMatchObject({
      requester_email: 'it@acme.example',
      po_number: poNumber,
      notification_emails: ['finance@acme.example'],
    });
    const catalogItems = quote.items.filter((candidate: any) => candidate.mode === 'catalog');
    const kitItems = quote.items.filter((candidate: any) => candidate.mode === 'kit');
    const freeformItems = quote.items.filter((candidate: any) => candidate.mode === 'freeform');
    expect(catalogItems).toHaveLength(1);
    expect(catalogItems[0]).toMatchObject({ product_id: product.id, configuration_id: configuration.id, quantity: 3 });
    expect(
      catalogItems[0].recipients.map(({ name, email, country, quantity }: any) => ({ name, email, country, quantity })),
    ).toEqual([
      { name: 'Sarah Mitchell', email: 'sarah.mitchell@acme.example', country: 'US', quantity: 2 },
      { name: 'Ada Lovelace', email: 'ada@acme.example', country: 'GB', quantity: 1 },
    ]);
    expect(kitItems).toHaveLength(kit.items.length);
    for (const kitItem of kitItems) {
      expect(kitItem.kit_id).toBe(kit.id);
      expect(kitItem.recipients.map((person: any) => person.name)).toEqual(['Lukas Becker']);
    }
    expect(freeformItems).toHaveLength(1);
    expect(freeformItems[0]).toMatchObject({
      product_type: 'Monitor',
      specification: { brand: 'Dell', model: 'P2425H', panel: 'IPS' },
      comments: 'For the Berlin office',
      recipients: [expect.objectContaining({ name: 'Grace Hopper', email: null, country: 'DE', quantity: null })],
    });

    // The draft was sent with the quote.
    await page.goto('/catalog');
    await expect(page.getByRole('link', { name: 'Quote draft (0)' })).toBeVisible();
  });

  test("a missing required field shows the schema's message; the API's own refusals land on their fields", async ({
    page,
  }) => {
    await signInOverHttp(page, 'it_staff');
    await page.goto('/quotes/new');
    await page.getByRole('button', { name: 'Submit quote request' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'give at least one item' })).toBeVisible();

    await page.getByRole('button', { name: 'Add freeform item' }).click();
    await page.getByLabel('Requester e-mail').fill('');
    await page.getByRole('button', { name: 'Submit quote request' }).click();
    const requester = page.getByLabel('Requester e-mail');
    await expect(requester).toHaveAttribute('aria-invalid', 'true');
    await expect(requester).toHaveAccessibleDescription('must be an e-mail address');
    const freeform = item(page, 1);
    await expect(recipient(freeform, 1).getByLabel('Name', { exact: true })).toHaveAccessibleDescription(
      'must not be empty',
    );
    await expect(freeform.getByText('needs at least `brand` and `model`')).toBeVisible();
    await expect(page).toHaveURL(/\/quotes\/new$/);

    // A product the catalog does not have passes the schema; the API names the field and the builder shows it there.
    const missingProduct = randomUUID();
    await page.evaluate((productId) => {
      const draft = [
        {
          kind: 'catalog',
          key: 'missing',
          product_id: productId,
          label: 'Discontinued laptop',
          details: 'any configuration',
        },
      ];
      window.localStorage.setItem('loadout.quote-draft', JSON.stringify(draft));
      window.localStorage.removeItem('loadout.quote-draft-form');
    }, missingProduct);
    await page.reload();
    const stale = item(page, 1);
    await expect(stale).toContainText('Discontinued laptop');
    await typeRecipient(recipient(stale, 1), {
      name: 'Ada Lovelace',
      country: 'GB',
      address: '1 Analytical Row, London',
    });
    await page.getByRole('button', { name: 'Submit quote request' }).click();
    await expect(stale.getByRole('alert')).toContainText(`no product with id '${missingProduct}' is in the catalog`);
    await expect(page).toHaveURL(/\/quotes\/new$/);

    await page.getByRole('button', { name: 'Discard draft' }).click();
    await page
      .getByRole('dialog', { name: 'Discard this quote draft?' })
      .getByRole('button', { name: 'Discard draft' })
      .click();
    await expect(page.getByRole('heading', { name: 'Items (0)' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Items (0)' })).toBeVisible();
  });

  test('a manager browses the catalog without "Add to quote" and cannot open the quote builder', async ({ page }) => {
    await signInOverHttp(page, 'manager');
    await page.goto('/catalog?search=MacBook');
    await expect(page.getByRole('article', { name: PRODUCT_NAME })).toBeVisible();
    await expect(page.getByRole('button', { name: /Add to quote|^Add / })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Quote draft/ })).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Catalog sections' }).getByRole('link', { name: 'Kits' }).click();
    await expect(page.getByRole('article', { name: KIT_NAME })).toBeVisible();
    await expect(page.getByRole('button', { name: /Add to quote/ })).toHaveCount(0);

    // The builder is IT staff's: a manager is told so on the page (403) instead of being sent elsewhere.
    await page.goto('/quotes/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New quote is not open to your role' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit quote request' })).toHaveCount(0);
  });
});
