import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { addAlternative, callApi, createQuote, priceQuote } from './support/api';
import { expectOverviewSpendAsApi, thisMonthOf } from './support/overview-spend';
import { signInOverHttp } from './support/session';
import type { E2ERole } from './support/stack';

const SHOTS = 'test-results/screenshots';
const LAPTOP_PRICE = 43_210.98;

/**
 * A quote of the demo catalog for two demo employees: two laptops for Emma Chen and a monitor for Bram Visser, priced
 * by the operator. With `acceptLaptops`, the laptops are accepted and the monitor is still undecided (partly decided).
 */
async function catalogQuote(request: APIRequestContext, tag: string) {
  const laptop = (await callApi(request, 'GET', '/api/v1/products?product_type=laptop&brand=lenovo&limit=1')).body
    .data[0];
  const monitor = (await callApi(request, 'GET', '/api/v1/products?product_type=monitor&limit=1')).body.data[0];
  const emma = {
    name: 'Emma Chen',
    email: 'emma.chen@acme.example',
    country: 'CA',
    address: '415 10 Avenue SW, Calgary, AB T2R 0A5, Canada',
  };
  const bram = {
    name: 'Bram Visser',
    email: 'bram.visser@acme.example',
    country: 'NL',
    address: 'Witte de Withstraat 50, 3012 BR Rotterdam, Netherlands',
  };
  const created = await callApi(request, 'POST', '/api/v1/quotes', {
    body: {
      requester_email: 'it@acme.example',
      po_number: `PO-${tag}`,
      items: [
        { product_id: laptop.id, configuration_id: laptop.configurations[0].id, quantity: 2, recipients: [emma] },
        { product_id: monitor.id, quantity: 1, recipients: [bram] },
      ],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(202);
  const quote = created.body.data;
  const [laptopItem, monitorItem] = quote.items;
  for (const [item, price] of [
    [laptopItem, LAPTOP_PRICE],
    [monitorItem, 611.4],
  ] as const) {
    const priced = await callApi(request, 'PUT', `/operator/v1/quotes/${quote.id}/items/${item.id}/price`, {
      operator: true,
      body: { price },
    });
    expect(priced.status).toBe(200);
  }
  return {
    id: quote.id as string,
    number: quote.number as string,
    laptopItem: laptopItem.id as string,
    monitorItem: monitorItem.id as string,
    emmaId: laptopItem.recipients[0].id as string,
  };
}

async function acceptLaptops(request: APIRequestContext, quote: { id: string; laptopItem: string }) {
  const accepted = await callApi(request, 'POST', `/api/v1/quotes/${quote.id}/items/${quote.laptopItem}/action`, {
    body: { action: 'accept' },
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  expect(accepted.body.data.quote.status).toBe('Quoted');
  expect(accepted.body.data.quote.accepted_total).toBe(2 * LAPTOP_PRICE);
}

test.describe('A partly decided quote', () => {
  test('support finds its shipped recipient by name, tracking code, serial number and quote number', async ({
    page,
  }) => {
    const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const quote = await catalogQuote(page.request, tag);
    await acceptLaptops(page.request, quote);
    const tracking = {
      tracking_code: `1ZPD${tag}`,
      tracking_link: `https://track.example/parcels/1ZPD${tag}`,
      serial_number: `PF${tag}A, PF${tag}B`,
    };
    const shipped = await callApi(
      page.request,
      'POST',
      `/operator/v1/quotes/${quote.id}/recipients/${quote.emmaId}/tracking`,
      { operator: true, body: tracking },
    );
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.body.data.status).toBe('Quoted');

    await signInOverHttp(page, 'support');
    for (const query of [tracking.tracking_code, `PF${tag}B`.toLowerCase(), quote.number]) {
      await page.goto(`/shipments?q=${encodeURIComponent(query)}`);
      const table = page.getByRole('table', { name: `Shipments matching “${query}”` });
      const row = table.getByRole('row').filter({ hasText: 'Emma Chen' });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Shipped');
      await expect(row).toContainText('ThinkPad');
      await expect(row.getByRole('link', { name: quote.number })).toHaveAttribute('href', `/quotes/${quote.id}`);
      await expect(row.getByRole('link', { name: new RegExp(`^${tracking.tracking_code}`) })).toHaveAttribute(
        'href',
        tracking.tracking_link,
      );
      // The monitor is undecided: nothing of it ships, so its recipient is not a shipment.
      await expect(table.getByRole('row').filter({ hasText: 'Bram Visser' })).toHaveCount(0);
      await expect(page.getByText(/Searched 0 quotes/)).toHaveCount(0);
    }
    await page.screenshot({ path: `${SHOTS}/shipments-partly-decided.png`, fullPage: true });

    // By the recipient's name: every shipment to Emma Chen, ours among them.
    await page.goto('/shipments');
    const search = page.getByRole('search', { name: 'Find a shipment' });
    await search.getByLabel('Recipient, e-mail, serial number or tracking code').fill('emma chen');
    await search.getByRole('button', { name: 'Search' }).click();
    const byName = page
      .getByRole('table', { name: 'Shipments matching “emma chen”' })
      .getByRole('row')
      .filter({ hasText: tracking.tracking_code });
    await expect(byName).toContainText('Emma Chen');
    await expect(page.getByText(/whatever their status/)).toBeVisible();
  });

  test('the overview counts it as waiting for a decision, and its accepted items in the spend once it is approved', async ({
    page,
  }) => {
    const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const quote = await catalogQuote(page.request, tag);
    // IT staff's overview opens with what waits on the company (a manager's, with the approvals waiting on them).
    await signInOverHttp(page, 'it_staff');
    await acceptLaptops(page.request, quote);

    // The chart holds the API's budget figures: accepted options count once the quote is approved (as on the Budgets
    // page), so the partly decided quote adds nothing yet.
    const before = await expectOverviewSpendAsApi(page);
    await expect(page.getByRole('region', { name: 'Spend by month' })).toContainText(
      'Options accepted on a quote still partly decided count once the quote is approved.',
    );

    const waiting = page.getByRole('region', { name: 'Waiting on your company' });
    await expect(waiting.getByRole('link', { name: /Quotes to decide/ })).toContainText(/\d+ partly decided/);
    const table = page.getByRole('table', {
      name: 'Quotes priced and waiting for your decision, longest waiting first',
    });
    await expect(table).toBeVisible();
    // The table shows the ten longest waiting; other tests add priced quotes in parallel.
    const row = table.getByRole('row').filter({ hasText: quote.number });
    if ((await table.getByRole('row').count()) - 1 < 10) {
      await expect(row).toContainText('1 of 2');
      await expect(row).toContainText('$86,421.96');
      await expect(row.getByRole('link', { name: quote.number })).toHaveAttribute('href', `/quotes/${quote.id}`);
    }
    await expect(
      page
        .getByRole('region', { name: 'Recent activity' })
        .getByRole('link', { name: `Quote ${quote.number}` })
        .first(),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/home-partly-decided.png`, fullPage: true });

    // Rejecting the monitor decides the last item: the quote is approved, and this month commits the two laptops.
    const rejected = await callApi(
      page.request,
      'POST',
      `/api/v1/quotes/${quote.id}/items/${quote.monitorItem}/action`,
      {
        body: { action: 'reject' },
      },
    );
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.data.quote.status).toBe('Approved');
    const after = await expectOverviewSpendAsApi(page);
    const grown = Math.round((thisMonthOf(after).committed - thisMonthOf(before).committed) * 100);
    expect(grown).toBeGreaterThanOrEqual(Math.round(2 * LAPTOP_PRICE * 100));
  });
});

async function pageFor(browser: Browser, role: E2ERole): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInOverHttp(page, role);
  return page;
}

test.describe('An item whose original offer is rejected while its alternative is pending', () => {
  test("reads 'Original rejected · 1 alternative' on the company's quote page and the operator's, not 'Rejected'", async ({
    browser,
  }) => {
    const manager = await pageFor(browser, 'manager');
    const { quoteId, itemId, quote } = await createQuote(manager.request);
    await priceQuote(manager.request, quoteId, 500);
    await addAlternative(manager.request, quoteId, itemId, {
      brand: 'LG',
      model: '27UP850N-W',
      price: 450,
      is_exact_match: false,
    });

    // The manager rejects the original offer in the dashboard; the alternative stays open.
    await manager.goto(`/quotes/${quoteId}`);
    const row = manager
      .getByRole('table', { name: `Items of ${quote.number}` })
      .getByRole('row')
      .filter({ has: manager.getByRole('button', { name: /^Dell U2723QE/ }) });
    // Opened once the page answers clicks (a click before hydration is lost).
    const toggle = row.getByRole('button', { name: /^Dell U2723QE/ });
    await expect(async () => {
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
    }).toPass();
    const item = manager.getByRole('region', { name: 'Item 1: Dell U2723QE' });
    await item
      .getByRole('article', { name: /^Original offer:/ })
      .getByRole('button', { name: /^Reject/ })
      .click();
    const dialog = manager.getByRole('dialog', { name: /^Reject / });
    await dialog.getByRole('button', { name: 'Reject option' }).click();
    await expect(dialog).toBeHidden();

    await expect(row.getByText('Original rejected · 1 alternative', { exact: true })).toBeVisible();
    await expect(row.getByText('Rejected', { exact: true })).toHaveCount(0);
    await expect(
      item.getByRole('article', { name: /^Alternative 1:/ }).getByRole('button', { name: /^Accept/ }),
    ).toBeVisible();
    const { body } = await callApi(manager.request, 'GET', `/api/v1/quotes/${quoteId}`);
    expect(body.data.items[0]).toMatchObject({
      status: 'Rejected',
      outcome: { state: 'original_rejected', is_decided: false, open_alternatives: 1 },
    });
    await manager.screenshot({ path: `${SHOTS}/quote-original-rejected-company.png`, fullPage: true });

    // The operator's quote page says the same of the item, and counts it as undecided.
    const operator = await pageFor(browser, 'operator');
    await operator.goto(`/operator/quotes/${quoteId}`);
    const workspaceItem = operator.getByRole('region', { name: /^Item 1: Dell U2723QE/ });
    await expect(workspaceItem.getByText('Original rejected · 1 alternative', { exact: true })).toBeVisible();
    await expect(workspaceItem.getByText('Rejected', { exact: true })).toHaveCount(0);
    await expect(operator.getByText('0 of 1 item decided')).toBeVisible();
    await operator.screenshot({ path: `${SHOTS}/quote-original-rejected-operator.png`, fullPage: true });
  });
});
