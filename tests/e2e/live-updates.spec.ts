import { expect, test, type Page } from '@playwright/test';
import { callApi, createDeviceAction, createQuote } from './support/api';
import { signInOverHttp } from './support/session';

// Two people at once, each in a browser of their own: what one does shows up on the other's open page within two
// seconds, without a reload (the dashboard's live channel, GET /api/live, from the API's event stream).

const usd = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

/** Marks the page's document: a reload or a navigation replaces it, and the mark is gone. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { liveMark: 'the same document' }));
}
async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { liveMark?: string }).liveMark)).toBe('the same document');
}

test.describe('live updates', () => {
  test('the operator prices a quote in the console; the manager’s open quote shows the prices and a notice within 2 s, without a reload', async ({
    browser,
    request,
  }) => {
    const { quoteId, quote } = await createQuote(request);
    const manager = await (await browser.newContext()).newPage();
    const operator = await (await browser.newContext()).newPage();
    await signInOverHttp(manager, 'manager');
    await signInOverHttp(operator, 'operator');

    await manager.goto(`/quotes/${quoteId}`);
    await expect(manager.getByRole('heading', { level: 1, name: `Quote ${quote.number}` })).toBeVisible();
    await expect(manager.getByRole('main')).toContainText('Pending Review');
    await expect(manager.getByRole('main')).not.toContainText(usd(612));
    await markDocument(manager);

    await operator.goto(`/operator/quotes/${quoteId}`);
    const item = operator.getByRole('region', { name: /^Item 1:/ });
    await item.getByLabel('Unit price (USD)').fill('612');
    await item.getByRole('button', { name: 'Set price' }).click();
    await expect(item.getByRole('button', { name: 'Change price' })).toBeVisible();

    await expect(manager.getByTestId('toast').filter({ hasText: 'Loadout priced this quote.' })).toBeVisible({
      timeout: 2_000,
    });
    await expect(manager.getByRole('main')).toContainText(usd(612), { timeout: 2_000 });
    await expect(manager.getByRole('main')).toContainText('Quoted');
    await expectSameDocument(manager);
    await manager.screenshot({ path: 'test-results/screenshots/live-quote-priced.png', fullPage: true });
    await manager.context().close();
    await operator.context().close();
  });

  test('a device action ships and completes: IT staff’s open page and support’s overview update without a reload', async ({
    browser,
    request,
  }) => {
    const id = await createDeviceAction(request);
    const itStaff = await (await browser.newContext()).newPage();
    const support = await (await browser.newContext()).newPage();
    await signInOverHttp(itStaff, 'it_staff');
    await signInOverHttp(support, 'support');
    await itStaff.goto(`/device-actions/${id}`);
    await expect(itStaff.getByRole('main')).toContainText('No tracking yet');
    const reference = (await itStaff.getByRole('heading', { level: 1 }).textContent())!.trim();
    await markDocument(itStaff);
    await support.goto('/');
    const activity = support.getByRole('region', { name: 'Recent activity' });
    await expect(activity.getByRole('link', { name: reference }).first()).toBeVisible();
    await expect(
      activity.getByRole('listitem').filter({ hasText: reference }).filter({ hasText: 'Completed' }),
    ).toHaveCount(0);
    await markDocument(support);

    const tracking = `DHL-LIVE-${Date.now()}`;
    const operatorCall = (step: string, body: object) =>
      callApi(request, 'POST', `/operator/v1/device-actions/${id}/${step}`, { operator: true, body });
    const shipped = await operatorCall('tracking', {
      tracking_code: tracking,
      tracking_link: `https://tracking.example/${tracking}`,
    });
    expect(shipped.status).toBe(200);
    await expect(itStaff.getByRole('main')).toContainText(tracking, { timeout: 2_000 });
    await expect(
      itStaff.getByTestId('toast').filter({ hasText: 'This device action shipped: it now has tracking.' }),
    ).toBeVisible();
    await expectSameDocument(itStaff);

    expect((await operatorCall('complete', {})).status).toBe(200);
    await expect(itStaff.getByTestId('toast').filter({ hasText: 'This device action is complete.' })).toBeVisible({
      timeout: 2_000,
    });
    // Support's overview: the action's completion is in the recent activity, without a reload. A page reads what is
    // not its own object at most every 5 s (components/layout/live-updates.tsx), so this may take up to that.
    await expect(
      activity.getByRole('listitem').filter({ hasText: reference }).filter({ hasText: 'Completed' }),
    ).toHaveCount(1, { timeout: 7_000 });
    await expectSameDocument(support);
    await expectSameDocument(itStaff);
    await itStaff.context().close();
    await support.context().close();
  });
});
