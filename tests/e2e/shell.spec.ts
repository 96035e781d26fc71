import { expect, test, type Page } from '@playwright/test';
import { callApi, createQuote } from './support/api';
import { signInOverHttp } from './support/session';
import { uniqueSerial } from './support/inventory';

// The frame around every page: toasts (where they appear, how they go away, how they are announced) and the icon.

/** The visible fields, buttons and links that a toast's box overlaps (its own Dismiss button aside). */
async function controlsUnderToast(page: Page) {
  return page
    .getByTestId('toast')
    .first()
    .evaluate((toast) => {
      const area = toast.getBoundingClientRect();
      return [...document.querySelectorAll('input, select, textarea, button, a[href], summary')]
        .filter((control) => !toast.contains(control) && control.checkVisibility())
        .filter((control) => {
          const box = control.getBoundingClientRect();
          return (
            box.width > 0 &&
            box.right > area.left &&
            box.left < area.right &&
            box.bottom > area.top &&
            box.top < area.bottom
          );
        })
        .map(
          (control) =>
            `${control.tagName.toLowerCase()} “${(control.textContent || control.getAttribute('aria-label') || control.getAttribute('name') || '').trim().slice(0, 40)}”`,
        );
    });
}

test.describe('toasts', () => {
  test('a toast goes away when the user follows a link or moves through the history, is announced and can be dismissed', async ({
    page,
  }) => {
    await signInOverHttp(page, 'it_staff');
    await page.goto('/catalog');
    const addButtons = page.getByRole('article').first().getByRole('button', { name: /^Add/ });
    const toast = page.getByTestId('toast');

    await addButtons.first().click();
    await expect(toast).toContainText('to the quote draft.');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quotes', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
    await expect(toast).toHaveCount(0, { timeout: 500 });

    await page.goBack();
    await addButtons.first().click();
    await expect(toast).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
    await expect(toast).toHaveCount(0, { timeout: 500 });

    // Announced: the toast is inside a polite live region that was on the page before it. Dismiss removes it.
    await page.goBack();
    await addButtons.first().click();
    await expect(page.getByRole('status').filter({ has: toast })).toHaveAttribute('aria-live', 'polite');
    await toast.getByRole('button', { name: 'Dismiss' }).click();
    await expect(toast).toHaveCount(0);
  });

  test('on a wide screen a toast appears under the header, over no field or button (catalog)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await signInOverHttp(page, 'it_staff');
    await page.goto('/catalog');
    await page.getByRole('article').first().getByRole('button', { name: /^Add/ }).first().click();
    await expect(page.getByTestId('toast')).toBeVisible();
    expect(await controlsUnderToast(page)).toEqual([]);
    const [toast, header] = [
      await page.getByTestId('toast').boundingBox(),
      await page.getByRole('banner').boundingBox(),
    ];
    expect(toast!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await page.screenshot({ path: 'test-results/screenshots/toast-wide.png' });
  });

  test('on a phone a toast appears under the header, over no field or button (inventory)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInOverHttp(page, 'it_staff');
    await page.goto('/inventory');
    await page.getByRole('button', { name: 'Add device' }).click();
    const form = page.getByRole('region', { name: 'Add a device' });
    const serial = uniqueSerial('TOAST');
    await form.getByLabel('Serial number', { exact: true }).fill(serial);
    await form.getByLabel('Device type').fill('Laptop');
    await form.getByLabel('Model').fill('ThinkPad X1 Carbon');
    await form.getByLabel('Country').selectOption('DE');
    await form.getByRole('button', { name: 'Add to inventory' }).click();
    await expect(
      page.getByTestId('toast').filter({ hasText: `Device ${serial} added to the inventory` }),
    ).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await controlsUnderToast(page)).toEqual([]);
    const [toast, header] = [
      await page.getByTestId('toast').boundingBox(),
      await page.getByRole('banner').boundingBox(),
    ];
    expect(toast!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await page.screenshot({ path: 'test-results/screenshots/toast-phone.png' });
  });

  test('the same confirmation again replaces the earlier one instead of piling up', async ({ page }) => {
    const { quoteId } = await createQuote(page.request);
    await signInOverHttp(page, 'operator');
    await page.goto(`/operator/quotes/${quoteId}`);
    const price = page.getByRole('form', { name: 'Price' });
    const saved = page.getByTestId('toast').filter({ hasText: 'Price saved.' });
    await price.getByLabel(/^Unit price/).fill('499');
    await price.getByRole('button', { name: 'Set price' }).click();
    await expect(saved).toHaveCount(1);
    for (const amount of ['489', '479']) {
      await price.getByLabel(/^Unit price/).fill(amount);
      await price.getByRole('button', { name: 'Change price' }).click();
      await expect
        .poll(async () => (await callApi(page.request, 'GET', `/api/v1/quotes/${quoteId}`)).body.data.items[0].price)
        .toBe(Number(amount));
      await expect(saved).toHaveCount(1);
    }
    // Another confirmation shows beside it.
    await page
      .getByRole('region', { name: 'Messages with the client' })
      .getByLabel('Write to the client')
      .fill('The courier comes on Thursday.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Message sent to the client.' })).toHaveCount(1);
  });
});

test('every page has an icon, so no page asks for a missing favicon', async ({ page }) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  const expectIcon = async () => {
    const link = page.locator('link[rel="icon"]').first();
    await expect(link, `${page.url()} names no icon`).toHaveAttribute('href', /.+/);
    const href = await link.getAttribute('href');
    const icon = await page.request.get(href!);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/^image\//);
  };
  await page.goto('/sign-in');
  await expectIcon();
  const favicon = await page.request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/^image\//);

  await signInOverHttp(page, 'it_staff');
  for (const path of ['/', '/quotes', '/webhooks']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectIcon();
  }
  await signInOverHttp(page, 'operator');
  await page.goto('/operator');
  await page.waitForLoadState('networkidle');
  await expectIcon();
  expect(missing).toEqual([]);
});
