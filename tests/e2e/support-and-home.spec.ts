import { expect, test, type APIRequestContext } from '@playwright/test';
import { callApi, createQuote, priceQuote } from './support/api';
import { expectOverviewSpendAsApi, thisMonthOf } from './support/overview-spend';
import { signInOverHttp } from './support/session';

/** A quote for one new recipient, priced by the operator and accepted through the public API. */
async function createAcceptedQuote(request: APIRequestContext, tag: string, price: number) {
  const recipient = {
    name: `Grace Hopper ${tag}`,
    email: `grace.${tag}@acme.example`,
    country: 'US',
    address: '1 Compiler Way, Arlington',
  };
  const { quoteId, itemId, quote } = await createQuote(request, { recipients: [recipient] });
  await priceQuote(request, quoteId, price);
  const accepted = await callApi(request, 'PATCH', `/api/v1/quotes/${quoteId}/items/${itemId}`, {
    body: { action: 'accept', recipients: [recipient] },
  });
  expect(accepted.status).toBe(200);
  const recipientId: string = accepted.body.data.quote.items[0].recipients[0].id;
  return { quoteId, recipientId, recipient, number: quote.number as string };
}

test.describe('support and home', () => {
  test('support finds a shipment by tracking code, e-mail and serial number, with its tracking link', async ({
    page,
  }) => {
    const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const { quoteId, recipientId, recipient, number } = await createAcceptedQuote(page.request, tag, 320);
    const tracking = {
      tracking_code: `1Z${tag}`,
      tracking_link: `https://track.example/parcels/1Z${tag}`,
      serial_number: `SN-${tag}`,
    };
    const shipped = await callApi(
      page.request,
      'POST',
      `/operator/v1/quotes/${quoteId}/recipients/${recipientId}/tracking`,
      { body: tracking, operator: true },
    );
    expect(shipped.status).toBe(200);
    expect(shipped.body.data.status).toBe('In Progress');

    await signInOverHttp(page, 'support');
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shipments' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shipments' })).toBeVisible();

    const search = page.getByRole('search', { name: 'Find a shipment' });
    const field = search.getByLabel('Recipient, e-mail, serial number or tracking code');
    await field.fill(tracking.tracking_code.toLowerCase());
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`/shipments\\?q=${tracking.tracking_code.toLowerCase()}$`));
    const results = page.getByRole('table', { name: `Shipments matching “${tracking.tracking_code.toLowerCase()}”` });
    const row = results.getByRole('row').filter({ hasText: recipient.name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(recipient.email);
    await expect(row).toContainText('Shipped');
    await expect(row).toContainText(tracking.serial_number);
    await expect(row.getByRole('link', { name: new RegExp(`^${tracking.tracking_code}`) })).toHaveAttribute(
      'href',
      tracking.tracking_link,
    );
    await expect(row.getByRole('link', { name: number })).toHaveAttribute('href', `/quotes/${quoteId}`);
    await page.screenshot({ path: 'test-results/screenshots/shipments.png', fullPage: true });

    // By the recipient's e-mail, in other capitals, and by serial number: the same shipment.
    await field.fill(recipient.email.toUpperCase());
    await search.getByRole('button', { name: 'Search' }).click();
    const byEmail = page.getByRole('table', { name: `Shipments matching “${recipient.email.toUpperCase()}”` });
    await expect(
      byEmail
        .getByRole('row')
        .filter({ hasText: recipient.name })
        .getByRole('link', { name: new RegExp(`^${tracking.tracking_code}`) }),
    ).toHaveAttribute('href', tracking.tracking_link);
    await page.goto(`/shipments?q=${tracking.serial_number}`);
    await expect(
      page
        .getByRole('table', { name: `Shipments matching “${tracking.serial_number}”` })
        .getByRole('row')
        .filter({ hasText: recipient.name }),
    ).toHaveCount(1);

    // Nothing else matches an unknown code; a one-letter query asks for more.
    await page.goto(`/shipments?q=no-such-parcel-${tag}`);
    await expect(page.getByText('No shipment matches.')).toBeVisible();
    await page.goto('/shipments?q=x');
    await expect(page.getByText('Type at least 2 characters.')).toBeVisible();

    // The BFF answers for any company role, and the support role has no decision queue on the home page.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Quotes by status' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Waiting for your decision' })).toHaveCount(0);
  });

  test('home shows counts by status, quotes waiting for a decision, spend by month and recent activity', async ({
    page,
  }) => {
    const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const price = 1234.5;
    const { number: acceptedNumber } = await createAcceptedQuote(page.request, tag, price);
    const { quoteId: waitingId, quote: waitingQuote } = await createQuote(page.request);
    await priceQuote(page.request, waitingId, 99);

    await signInOverHttp(page, 'it_staff');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

    // Counts: at least our quotes, in their statuses (other tests add more in parallel).
    const quoteCounts = page.getByRole('region', { name: 'Quotes by status' });
    for (const status of ['Approved', 'Quoted']) {
      const link = quoteCounts.getByRole('link', { name: new RegExp(`^${status} \\d+$`) });
      await expect(link).toHaveAttribute('href', `/quotes?status=${status.toLowerCase()}`);
      expect(Number(await link.getByTestId('status-count').textContent())).toBeGreaterThanOrEqual(1);
    }
    await expect(
      page.getByRole('region', { name: 'Device actions by status' }).getByRole('link', { name: /^In Progress \d+$/ }),
    ).toBeVisible();

    // The priced quote waits for a decision. The table shows the 10 longest waiting (other tests add priced quotes in
    // parallel), so ours is either there or behind the link to all of them.
    const waiting = page.getByRole('table', {
      name: 'Quotes priced and waiting for your decision, longest waiting first',
    });
    await expect(page.getByRole('link', { name: /^All \d+ quoted quotes?$/ })).toHaveAttribute(
      'href',
      '/quotes?status=quoted',
    );
    const shown = (await waiting.getByRole('row').count()) - 1;
    expect(shown).toBeGreaterThanOrEqual(1);
    expect(shown).toBeLessThanOrEqual(10);
    if (shown < 10)
      await expect(waiting.getByRole('link', { name: waitingQuote.number })).toHaveAttribute(
        'href',
        `/quotes/${waitingId}`,
      );

    // Spend: a labelled chart, and the same figures as a table: committed and spent month by month, the API's budget
    // figures (what the Budgets page counts); this month has committed at least the quote accepted, so approved, today.
    const chart = page.getByRole('img', { name: /^Spend by month in USD, last 12 months$/ });
    await expect(chart).toBeVisible();
    const spend = await expectOverviewSpendAsApi(page);
    const thisMonth = new Date().toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    expect(thisMonthOf(spend).month).toBe(thisMonth);
    expect(thisMonthOf(spend).committed).toBeGreaterThanOrEqual(price);

    // Recent activity, newest first, names our quotes.
    const activity = page.getByRole('region', { name: 'Recent activity' });
    await expect(activity.getByRole('link', { name: `Quote ${acceptedNumber}` }).first()).toBeVisible();
    await expect(
      activity
        .getByRole('listitem')
        .filter({ hasText: `Quote ${waitingQuote.number}` })
        .first(),
    ).toContainText('Priced, waiting for a decision');
    const times = await activity
      .locator('time')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''));
    expect(times).toEqual([...times].sort().reverse());
    await page.screenshot({ path: 'test-results/screenshots/home.png', fullPage: true });
  });
});
