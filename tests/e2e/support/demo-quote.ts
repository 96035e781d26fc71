import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { addAlternative, callApi } from './api';

// A quote as IT staff build it in the dashboard from the demo data set: a catalog configuration, a catalog accessory,
// a demo kit (6 products, 7 devices) and a freeform item: 9 quote items. Then the operator's pricing, through the API.

export const DEMO = {
  laptop: 'Dell Latitude 7450',
  webcam: 'Logitech Brio 4K Webcam',
  kit: 'Engineering starter — North America',
  freeform: { type: 'Monitor', brand: 'Dell', model: 'P2425H' },
} as const;

export type ApiQuote = {
  id: string;
  number: string;
  total: number | null;
  accepted_total: number | null;
  items: {
    id: string;
    quantity: number;
    price: number | null;
    status: string;
    specification: Record<string, unknown>;
    selected_option: { type: string; id: string } | null;
    alternatives: { id: string; status: string }[];
    recipients: { name: string }[];
  }[];
};

export function builderItem(page: Page, position: number): Locator {
  return page.getByRole('region', { name: new RegExp(`^Item ${position} ·`) });
}

/** Picks a person from the employee directory into a recipient fieldset. */
export async function pickEmployee(scope: Locator, search: string, name: string) {
  await scope.getByLabel('Find in the employee directory').fill(search);
  await scope.getByRole('button', { name: new RegExp(`^${name} ·`) }).click();
  await expect(scope.getByLabel('Name', { exact: true })).toHaveValue(name);
}

/** Adds the demo laptop (one configuration), the webcam and the kit to the quote draft from the catalog page. */
export async function addDemoItemsFromCatalog(page: Page) {
  await page.goto(`/catalog?search=${encodeURIComponent('Latitude 7450')}`);
  const laptop = page.getByRole('article', { name: DEMO.laptop });
  await laptop.getByRole('row').filter({ hasText: '32 GB' }).getByRole('button', { name: /^Add/ }).click();
  await expect(page.getByRole('link', { name: 'Quote draft (1)' })).toBeVisible();

  await page.goto(`/catalog?search=${encodeURIComponent('Brio')}`);
  await page.getByRole('article', { name: DEMO.webcam }).getByRole('row').getByRole('button', { name: /^Add/ }).click();
  await expect(page.getByRole('link', { name: 'Quote draft (2)' })).toBeVisible();

  await page.goto('/catalog?view=kits');
  await page
    .getByRole('article', { name: DEMO.kit })
    .getByRole('button', { name: /^Add to quote/ })
    .click();
  await expect(page.getByRole('link', { name: 'Quote draft (3)' })).toBeVisible();
}

/** Adds the freeform monitor to the builder as the last item. */
export async function addFreeformMonitor(page: Page, position: number) {
  await page.getByRole('button', { name: 'Add freeform item' }).click();
  const freeform = builderItem(page, position);
  await freeform.getByLabel('Product type').fill(DEMO.freeform.type);
  await freeform.getByLabel('Specification 1 value').fill(DEMO.freeform.brand);
  await freeform.getByLabel('Specification 2 value').fill(DEMO.freeform.model);
  return freeform;
}

/**
 * IT staff (signed in on `page`) build the demo quote in the builder, each item to a person from the directory, and
 * submit it; returns the quote as the API has it.
 */
export async function buildDemoQuote(page: Page): Promise<ApiQuote & { toast: string }> {
  await addDemoItemsFromCatalog(page);
  await page.goto('/quotes/new');
  await builderItem(page, 1).getByLabel('Quantity', { exact: true }).fill('2');
  const people = [
    ['Sarah Mitch', 'Sarah Mitchell'],
    ['Lukas Beck', 'Lukas Becker'],
    ['Kevin Par', 'Kevin Park'],
  ] as const;
  for (const [index, [search, name]] of people.entries()) {
    await pickEmployee(
      builderItem(page, index + 1).getByRole('group', { name: 'Recipient 1', exact: true }),
      search,
      name,
    );
  }
  const freeform = await addFreeformMonitor(page, 4);
  await pickEmployee(freeform.getByRole('group', { name: 'Recipient 1', exact: true }), 'Lukas Beck', 'Lukas Becker');
  await page.getByRole('button', { name: 'Submit quote request' }).click();
  await expect(page).toHaveURL(/\/quotes\/(?!new)[^/]+$/);
  const toast =
    (await page.getByTestId('toast').filter({ hasText: 'sent to Loadout for pricing' }).textContent()) ?? '';
  const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  const { status, body } = await callApi(page.request, 'GET', `/api/v1/quotes/${id}`);
  expect(status).toBe(200);
  expect(body.data.items).toHaveLength(9);
  return { ...(body.data as ApiQuote), toast };
}

/** What an item asks for, by its catalog or freeform name: `Dell Latitude 7450`, `Dell P2425H`. */
export function itemName(item: ApiQuote['items'][number]): string {
  const { name, brand, model } = item.specification as Record<string, string | undefined>;
  return name ?? `${brand} ${model}`;
}

export function findItem(quote: ApiQuote, name: string) {
  const item = quote.items.find((candidate) => itemName(candidate) === name);
  if (!item) throw new Error(`no item ${name} in ${quote.number}`);
  return item;
}

export const LAPTOP_ALTERNATIVES = [
  {
    brand: 'Lenovo',
    model: 'ThinkPad T14s Gen 5',
    price: 1650,
    description: 'Same class, ships this week.',
    is_exact_match: false,
  },
  {
    brand: 'HP',
    model: 'EliteBook 840 G11',
    price: 1720,
    description: '32 GB, 512 GB, in stock.',
    is_exact_match: false,
  },
];

/**
 * The operator prices every item (item n of the quote at n × 100, the laptop at 1,900) and offers two alternatives
 * for the laptop and one for the webcam; returns the quote as the company sees it.
 */
export async function priceDemoQuote(request: APIRequestContext, quote: ApiQuote): Promise<ApiQuote> {
  const laptop = findItem(quote, DEMO.laptop);
  const webcam = findItem(quote, DEMO.webcam);
  for (const alternative of LAPTOP_ALTERNATIVES) await addAlternative(request, quote.id, laptop.id, alternative);
  await addAlternative(request, quote.id, webcam.id, {
    brand: 'Logitech',
    model: 'MX Brio',
    price: 150,
    description: 'Newer model.',
    is_exact_match: false,
  });
  for (const [index, item] of quote.items.entries()) {
    const price = item.id === laptop.id ? 1900 : (index + 1) * 100;
    const priced = await callApi(request, 'PUT', `/operator/v1/quotes/${quote.id}/items/${item.id}/price`, {
      operator: true,
      body: { price },
    });
    expect(priced.status).toBe(200);
  }
  const { body } = await callApi(request, 'GET', `/api/v1/quotes/${quote.id}`);
  expect(body.data.status).toBe('Quoted');
  return body.data as ApiQuote;
}
