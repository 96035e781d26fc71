import { expect, test, type Page } from '@playwright/test';
import { addAlternative, callApi, createQuote, priceQuote } from './support/api';
import { signInOverHttp } from './support/session';

// Alternatives' images are https links to the supplier's or a CDN's host, which cannot be reached here: the browser's
// requests to it are answered by the test (page.route) and never leave the machine.
const IMAGE_HOST = 'https://images.loadout.test';
const IMAGE = `${IMAGE_HOST}/lg-27up850n-w.svg`;
const IMAGE_SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' width='160' height='100'><rect width='160' height='100' fill='#cbd5e1'/><text x='80' y='56' font-size='16' text-anchor='middle' fill='#0f172a'>LG 27UP850N</text></svg>";

const EXACT = {
  brand: 'LG',
  model: '27UP850N-W',
  price: 450,
  description: '27" 4K IPS monitor with USB-C, in stock now.',
  is_exact_match: true,
  image_url: IMAGE,
};
const CLOSE = {
  brand: 'Samsung',
  model: 'ViewFinity S8',
  price: 560,
  description: '27" 4K, no USB-C hub.',
  is_exact_match: false,
};

/** A priced Dell monitor quote ($500) with two alternatives: an exact match at $450 and a close one at $560. */
async function seedQuoteWithAlternatives(page: Page) {
  const { quoteId, itemId, quote } = await createQuote(page.request, { comments: 'For the design team' });
  await priceQuote(page.request, quoteId, 500);
  const exact = await addAlternative(page.request, quoteId, itemId, EXACT);
  const close = await addAlternative(page.request, quoteId, itemId, CLOSE);
  return { quoteId, itemId, exact, close, number: quote.number as string };
}

const originalCard = (page: Page) => page.getByRole('article', { name: 'Original offer: Dell U2723QE' });
const exactCard = (page: Page) => page.getByRole('article', { name: 'Alternative 1: LG 27UP850N-W' });
const closeCard = (page: Page) => page.getByRole('article', { name: 'Alternative 2: Samsung ViewFinity S8' });

test.describe('Quote decisions', () => {
  test.beforeEach(async ({ page }) => {
    await page.route(`${IMAGE_HOST}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'image/svg+xml', body: IMAGE_SVG }),
    );
  });

  test('a manager compares the original with its alternatives and accepts the exact match', async ({ page }) => {
    const { quoteId, itemId, exact, number } = await seedQuoteWithAlternatives(page);
    await signInOverHttp(page, 'manager');
    await page.goto(`/quotes/${quoteId}`);

    await expect(page.getByRole('heading', { level: 1, name: `Quote ${number}` })).toBeVisible();
    const item = page.getByRole('region', { name: 'Item 1: Dell U2723QE' });
    await expect(item).toContainText('Freeform request');
    await expect(item).toContainText('For the design team');
    await expect(
      page.getByRole('region', { name: 'Status timeline' }).getByRole('listitem').filter({ hasText: 'Quoted' }),
    ).toHaveAttribute('aria-current', 'step');

    await expect(originalCard(page)).toContainText('$500.00');
    await expect(originalCard(page)).toContainText('Quoted');
    await expect(exactCard(page)).toContainText('$450.00');
    await expect(exactCard(page).getByTestId('price-difference')).toHaveText('-$50.00 (-10%)');
    await expect(exactCard(page).getByText('Exact match', { exact: true })).toBeVisible();
    const image = exactCard(page).getByRole('img', { name: 'LG 27UP850N-W' });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    await expect(closeCard(page).getByTestId('price-difference')).toHaveText('+$60.00 (+12%)');
    await expect(closeCard(page).getByText('Exact match', { exact: true })).toHaveCount(0);
    await expect(closeCard(page).getByText('No image')).toBeVisible();

    // Side by side: the cards share a row, the original first.
    const [original, alternative] = [await originalCard(page).boundingBox(), await exactCard(page).boundingBox()];
    expect(original && alternative).toBeTruthy();
    expect(Math.abs(original!.y - alternative!.y)).toBeLessThan(2);
    expect(original!.x).toBeLessThan(alternative!.x);
    await page.screenshot({ path: 'test-results/screenshots/quote-detail.png', fullPage: true });

    await exactCard(page)
      .getByRole('button', { name: /^Accept/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Accept LG 27UP850N-W?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/Keep the current recipients \(Ada Lovelace\)/)).toBeChecked();
    await dialog.getByRole('button', { name: 'Accept option' }).click();

    await expect(page.getByTestId('toast')).toContainText('Accepted LG 27UP850N-W');
    await expect(dialog).toBeHidden();
    await expect(exactCard(page)).toContainText('Accepted');
    await expect(exactCard(page)).toContainText('Selected');
    await expect(originalCard(page)).toContainText('Rejected');
    await expect(closeCard(page)).toContainText('Rejected');
    await expect(page.getByRole('button', { name: /^(Accept|Reject)/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Summary' })).toContainText('Approved');
    await expect(item.getByRole('table', { name: 'Recipients of item 1' })).toContainText('Ordered');
    await page.screenshot({ path: 'test-results/screenshots/quote-detail-after-decision.png', fullPage: true });

    const { status, body } = await callApi(page.request, 'GET', `/api/v1/quotes/${quoteId}`);
    expect(status).toBe(200);
    expect(body.data.status).toBe('Approved');
    const saved = body.data.items.find((candidate: any) => candidate.id === itemId);
    expect(saved.status).toBe('Rejected');
    expect(saved.selected_option).toEqual({ type: 'alternative', id: exact.id });
    expect(saved.alternatives.map((alternative: any) => [alternative.brand, alternative.status])).toEqual([
      ['LG', 'accepted'],
      ['Samsung', 'rejected'],
    ]);
    expect(saved.recipients).toEqual([
      expect.objectContaining({ name: 'Ada Lovelace', country: 'GB', status: 'Ordered' }),
    ]);
  });

  test('accepting the original with replacement recipients; the form checks them with the contract first', async ({
    page,
  }) => {
    const { quoteId, itemId } = await seedQuoteWithAlternatives(page);
    await signInOverHttp(page, 'it_staff');
    await page.goto(`/quotes/${quoteId}`);

    await originalCard(page)
      .getByRole('button', { name: /^Accept/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Accept Dell U2723QE?' });
    await dialog.getByLabel('Give replacement recipients').check();
    await expect(dialog.getByLabel('Name')).toHaveValue('Ada Lovelace');
    await dialog.getByLabel('Name').fill('');
    await dialog.getByRole('button', { name: 'Accept option' }).click();
    await expect(dialog.getByText('must not be empty')).toBeVisible();

    await dialog.getByLabel('Name').fill('Grace Hopper');
    await dialog.getByLabel('E-mail (optional)').fill('grace@acme.example');
    await dialog.getByLabel('Country').selectOption({ label: 'United States' });
    await dialog.getByLabel('Address').fill('1 Compiler Way, Arlington');
    await dialog.getByLabel('Quantity (optional)').fill('1');
    await dialog.getByRole('button', { name: 'Accept option' }).click();

    await expect(page.getByTestId('toast')).toContainText('Accepted Dell U2723QE');
    await expect(originalCard(page)).toContainText('Accepted');
    await expect(exactCard(page)).toContainText('Rejected');
    const recipients = page.getByRole('table', { name: 'Recipients of item 1' });
    await expect(recipients).toContainText('Grace Hopper');
    await expect(recipients).not.toContainText('Ada Lovelace');

    const { body } = await callApi(page.request, 'GET', `/api/v1/quotes/${quoteId}`);
    const saved = body.data.items.find((candidate: any) => candidate.id === itemId);
    expect(saved.selected_option).toEqual({ type: 'item', id: itemId });
    expect(saved.recipients).toEqual([
      expect.objectContaining({
        name: 'Grace Hopper',
        email: 'grace@acme.example',
        country: 'US',
        address: '1 Compiler Way, Arlington',
        quantity: 1,
        status: 'Ordered',
      }),
    ]);
  });

  test('support sees the options and their prices but no decision buttons', async ({ page }) => {
    const { quoteId } = await seedQuoteWithAlternatives(page);
    await signInOverHttp(page, 'support');
    await page.goto(`/quotes/${quoteId}`);

    await expect(exactCard(page).getByTestId('price-difference')).toHaveText('-$50.00 (-10%)');
    await expect(exactCard(page).getByText('Exact match', { exact: true })).toBeVisible();
    await expect(originalCard(page)).toContainText('$500.00');
    await expect(page.getByRole('button', { name: /^(Accept|Reject)/ })).toHaveCount(0);
  });

  test('an unpriced quote shows no decision buttons; the operator’s request for input shows as a banner', async ({
    page,
  }) => {
    const { quoteId } = await createQuote(page.request);
    const asked = await callApi(page.request, 'POST', `/operator/v1/quotes/${quoteId}/action-required`, {
      operator: true,
      body: { message: 'Which keyboard layout does Ada need?' },
    });
    expect(asked.status).toBe(200);
    await signInOverHttp(page, 'manager');
    await page.goto(`/quotes/${quoteId}`);

    await expect(page.getByRole('region', { name: 'Action required' })).toContainText(
      'Which keyboard layout does Ada need?',
    );
    await expect(originalCard(page)).toContainText('Pending Review');
    await expect(page.getByText('Loadout is pricing this item')).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Accept|Reject)/ })).toHaveCount(0);
  });

  test('an unknown quote id is a friendly state, not a crash', async ({ page }) => {
    await signInOverHttp(page, 'manager');
    await page.goto('/quotes/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('No quote with this id')).toBeVisible();
    await page.goto('/quotes/not-a-quote');
    await expect(page.getByText('No quote with this id')).toBeVisible();
    await page.getByRole('link', { name: 'Back to all quotes' }).click();
    await expect(page).toHaveURL(/\/quotes$/);
  });

  test('the quotes list filters by status, country and created date, kept in the URL', async ({ page }) => {
    // Countries are real ones now (the API refuses "Freedonia"); a unique recipient name keeps these two quotes apart.
    const person = `Rufus Firefly ${Date.now()}`;
    const recipients = [{ name: person, country: 'LU', address: '1 Palace Square, Luxembourg' }];
    const pending = await createQuote(page.request, { recipients });
    const quoted = await createQuote(page.request, { recipients });
    await priceQuote(page.request, quoted.quoteId, 300);
    const pendingLink = page.getByRole('link', { name: pending.quote.number, exact: true });
    const quotedLink = page.getByRole('link', { name: quoted.quote.number, exact: true });

    await signInOverHttp(page, 'manager');
    await page.goto('/quotes');
    await expect(page.getByRole('link', { name: 'New quote' })).toHaveCount(0);
    const filters = page.getByRole('search', { name: 'Filter quotes' });
    await filters.getByLabel('Search').fill(person);
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/search=Rufus/);
    // Choosing a status applies it at once.
    await filters.getByLabel('Status').selectOption('Pending Review');
    await expect(page).toHaveURL(/status=pending_review/);
    await expect(pendingLink).toBeVisible();
    await expect(quotedLink).toHaveCount(0);

    await filters.getByLabel('Status').selectOption('Quoted');
    await expect(page).toHaveURL(/status=quoted/);
    await expect(quotedLink).toBeVisible();
    await expect(pendingLink).toHaveCount(0);

    // Country (chosen by name) and today's date: both of ours, whatever their status.
    await filters.getByLabel('Status').selectOption('Any status');
    await expect(page).toHaveURL(/\/quotes\?search=/);
    await filters.getByLabel('Country').selectOption({ label: 'Luxembourg' });
    await expect(page).toHaveURL(/country=LU/);
    const today = new Date().toISOString().slice(0, 10);
    await filters.getByLabel('Created from').fill(today);
    await filters.getByLabel('Created until').fill(today);
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(new RegExp(`created_after=${today}`));
    await expect(pendingLink).toBeVisible();
    await expect(quotedLink).toBeVisible();
    await expect(page.getByRole('table', { name: 'Quotes' }).getByRole('row')).toHaveCount(3);
    await page.screenshot({ path: 'test-results/screenshots/quotes-list.png', fullPage: true });

    // The URL alone restores the filters; a day range that ends yesterday holds none of ours.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await page.goto(`/quotes?search=${encodeURIComponent(person)}&country=Luxembourg&created_before=${yesterday}`);
    await expect(filters.getByLabel('Country')).toHaveValue('LU');
    await expect(page.getByText('No quotes match these filters.')).toBeVisible();

    await filters.getByRole('button', { name: 'Clear' }).click();
    await expect(page).toHaveURL(/\/quotes$/);
    await expect(filters.getByLabel('Country')).toHaveValue('');

    // A row leads to its quote.
    await page.goto(`/quotes?search=${encodeURIComponent(person)}`);
    await quotedLink.click();
    await expect(page.getByRole('heading', { level: 1, name: `Quote ${quoted.quote.number}` })).toBeVisible();
  });

  test('a bad filter URL is ignored rather than crashing; several statuses are OR-ed; IT staff get the New quote button', async ({
    page,
  }) => {
    const pending = await createQuote(page.request);
    const quoted = await createQuote(page.request);
    await priceQuote(page.request, quoted.quoteId);
    await signInOverHttp(page, 'it_staff');

    await page.goto(
      '/quotes?status=bogus,,Quoted,pending_review&created_after=2026-02-31&created_before=yesterday&country=',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
    const filters = page.getByRole('search', { name: 'Filter quotes' });
    await expect(filters.getByLabel('Status')).toHaveValue('quoted,pending_review');
    await expect(filters.getByLabel('Status').locator('option:checked')).toHaveText('Quoted or Pending Review');
    await expect(filters.getByLabel('Created from')).toHaveValue('');
    await expect(page.getByRole('link', { name: pending.quote.number, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: quoted.quote.number, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New quote' })).toHaveAttribute('href', '/quotes/new');
  });
});
