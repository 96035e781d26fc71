import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { callApi } from './support/api';
import {
  addDemoItemsFromCatalog,
  addFreeformMonitor,
  buildDemoQuote,
  builderItem,
  DEMO,
  pickEmployee,
} from './support/demo-quote';
import { signInOverHttp } from './support/session';

// The quote builder and the catalog on the demo data: one recipient for everything, the running estimate, countries
// chosen by name, and what the catalog and the quote say about kits, names, specifications and countries.

const money = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

type Product = { id: string; configurations: { id: string; ram: string | null; price_estimate: number }[] };

/** The catalog's estimates of the demo items: the laptop's 32 GB configuration, the webcam, and one kit. */
async function demoEstimates(request: APIRequestContext) {
  const product = async (id: string) => (await callApi(request, 'GET', `/api/v1/products/${id}`)).body.data as Product;
  const search = async (text: string) =>
    (await callApi(request, 'GET', `/api/v1/products?search=${encodeURIComponent(text)}`)).body.data[0] as Product;
  const laptop = (await search('Latitude 7450')).configurations.find(
    (configuration) => configuration.ram === '32 GB',
  )!.price_estimate;
  const webcam = (await search('Brio')).configurations[0]!.price_estimate;
  const kits = await callApi(request, 'GET', `/api/v1/kits?search=${encodeURIComponent(DEMO.kit)}`);
  const kit = kits.body.data[0] as { items: { product_id: string; configuration_id: string; quantity: number }[] };
  let kitTotal = 0;
  for (const item of kit.items) {
    const configuration = (await product(item.product_id)).configurations.find(
      (candidate) => candidate.id === item.configuration_id,
    )!;
    kitTotal += configuration.price_estimate * item.quantity;
  }
  return { laptop, webcam, kit: Math.round(kitTotal * 100) / 100 };
}

test.describe('Quote builder on the demo data', () => {
  test('IT staff ship everything to one person from the directory and watch the estimate follow the quantities', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signInOverHttp(page, 'it_staff');
    const prices = await demoEstimates(page.request);
    await addDemoItemsFromCatalog(page);
    await page.goto('/quotes/new');

    const estimate = page.getByRole('region', { name: 'Estimated total' });
    await expect(estimate.getByTestId('estimated-total')).toHaveText(money(prices.laptop + prices.webcam + prices.kit));
    await builderItem(page, 1).getByLabel('Quantity', { exact: true }).fill('3');
    await expect(builderItem(page, 1)).toContainText(
      `Estimate: ${money(prices.laptop)} × 3 = ${money(prices.laptop * 3)}`,
    );
    await builderItem(page, 3).getByLabel('Number of kits').fill('2');
    await expect(builderItem(page, 3)).toContainText(`Estimate: ${money(prices.kit)} × 2 = ${money(prices.kit * 2)}`);
    const total = prices.laptop * 3 + prices.webcam + prices.kit * 2;
    await expect(estimate.getByTestId('estimated-total')).toHaveText(money(total));
    await addFreeformMonitor(page, 4);
    await expect(builderItem(page, 4)).toContainText('To be priced by Loadout');
    await expect(estimate).toContainText('1 freeform item to be priced by Loadout');
    await expect(estimate.getByTestId('estimated-total')).toHaveText(money(total));

    await page.getByRole('radio', { name: 'Ship everything to one recipient' }).check();
    const shipTo = page.getByRole('group', { name: 'The one recipient' });
    await page.getByRole('button', { name: 'Submit quote request' }).click();
    await expect(shipTo.getByLabel('Name', { exact: true })).toHaveAccessibleDescription('must not be empty');
    await pickEmployee(shipTo, 'Lukas Beck', 'Lukas Becker');
    await expect(shipTo.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'false');
    await expect(shipTo.getByRole('combobox', { name: 'Country' })).toHaveValue('DE');
    await expect(builderItem(page, 1).getByRole('group', { name: 'Recipient 1', exact: true })).toHaveCount(0);
    await expect(builderItem(page, 1)).toContainText('Ships to Lukas Becker: all 3 units');
    await expect(builderItem(page, 3)).toContainText('Ships to Lukas Becker: every device of the 2 kits');
    await expect(builderItem(page, 4)).toContainText('Ships to Lukas Becker: 1 unit');
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({
        path: `test-results/screenshots/quote-builder-one-recipient-${scheme}.png`,
        fullPage: true,
      });
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(
        violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => violation.id),
      ).toEqual([]);
    }

    await page.getByRole('button', { name: 'Submit quote request' }).click();
    await expect(page).toHaveURL(/\/quotes\/(?!new)[^/]+$/);
    const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    const { body } = await callApi(page.request, 'GET', `/api/v1/quotes/${id}`);
    expect(body.data.items).toHaveLength(9);
    for (const item of body.data.items) {
      expect(
        item.recipients.map(({ name, email, country, quantity }: Record<string, unknown>) => ({
          name,
          email,
          country,
          quantity,
        })),
      ).toEqual([{ name: 'Lukas Becker', email: 'lukas.becker@acme.example', country: 'DE', quantity: null }]);
    }
  });

  test('a recipient typed by hand chooses the country by name; the quote shows it by name', async ({ page }) => {
    test.setTimeout(120_000);
    await signInOverHttp(page, 'it_staff');
    await page.goto('/quotes/new');
    const freeform = await addFreeformMonitor(page, 1);
    const recipient = freeform.getByRole('group', { name: 'Recipient 1', exact: true });
    const country = recipient.getByRole('combobox', { name: 'Country' });
    await expect(country.getByRole('option', { name: 'Freedonia' })).toHaveCount(0);
    await country.selectOption({ label: 'Netherlands' });
    await recipient.getByLabel('Name', { exact: true }).fill('Grace Hopper');
    await recipient.getByLabel('Address', { exact: true }).fill('Keizersgracht 1, Amsterdam');
    await page.getByRole('button', { name: 'Submit quote request' }).click();
    await expect(page).toHaveURL(/\/quotes\/(?!new)[^/]+$/);
    const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    const { body } = await callApi(page.request, 'GET', `/api/v1/quotes/${id}`);
    expect(body.data.items[0].recipients[0].country).toBe('NL');
    await expect(page.getByRole('region', { name: 'Summary' })).toContainText('Netherlands');
    await expect(page.getByRole('table', { name: 'Recipients of item 1' })).toContainText('Netherlands');
  });

  test('the catalog counts a kit as it lists it, and the quote prints no null, no doubled names and countries by name', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signInOverHttp(page, 'it_staff');
    await page.goto('/catalog?view=kits');
    const kit = page.getByRole('article', { name: DEMO.kit });
    await expect(kit).toContainText('6 products, 7 devices');
    await expect(kit).not.toContainText('kit of');
    const devices = kit.getByRole('table', { name: `Devices in ${DEMO.kit}` });
    await expect(devices.getByRole('row')).toHaveCount(7);
    await expect(devices.getByRole('row').filter({ hasText: 'U2723QE' })).toContainText('2');
    await kit.getByRole('button', { name: /^Add to quote/ }).click();
    await expect(
      page.getByTestId('toast').filter({ hasText: `Added ${DEMO.kit} (6 products, 7 devices)` }),
    ).toBeVisible();
    await page.goto('/quotes/new');
    await expect(builderItem(page, 1)).toContainText('6 products, 7 devices');
    await page.getByRole('button', { name: 'Discard draft' }).click();
    await page
      .getByRole('dialog', { name: 'Discard this quote draft?' })
      .getByRole('button', { name: 'Discard draft' })
      .click();

    const quote = await buildDemoQuote(page);
    await page.goto(`/quotes/${quote.id}`);
    for (const name of [DEMO.laptop, 'CalDigit TS4 Thunderbolt 4 Dock']) {
      await page
        .getByRole('table', { name: /^Items of / })
        .getByRole('button', { name: new RegExp(`^${name}`) })
        .click();
    }
    const laptop = page.getByRole('region', { name: `Item 1: ${DEMO.laptop}` });
    await expect(laptop).toContainText(DEMO.laptop);
    await expect(laptop).not.toContainText(`(${DEMO.laptop})`);
    await expect(laptop.getByRole('table', { name: 'Recipients of item 1' })).toContainText('United States');
    await expect(page.getByRole('main')).not.toContainText(/\bnull\b/);
    await expect(page.getByRole('region', { name: 'Summary' })).toContainText('Germany');
    await expect(page.getByRole('region', { name: 'Summary' })).not.toContainText(/\b(DE|US)\b/);

    await page.goto(`/quotes?search=${quote.number}`);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: quote.number, exact: true }) });
    await expect(row).toContainText('Germany');
    await expect(row).toContainText('United States');
  });
});
