import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { verifyWebhook } from '@loadout/sdk';
import { callApi } from './support/api';
import { signInOverHttp } from './support/session';

type Received = { headers: IncomingHttpHeaders; body: string };

/** A webhook receiver on loopback that records every request and answers 204. */
async function startReceiver(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/loadout-hooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The webhook.test deliveries the receiver got (other events may arrive from other tests' quotes). */
const testDeliveries = (received: Received[]) =>
  received.filter((request) => request.headers['x-loadout-event'] === 'webhook.test');

test.describe('webhooks', () => {
  test('IT staff add an endpoint, see its secret once, test it, rotate the secret, pause it and delete it', async ({
    page,
  }) => {
    const receiver = await startReceiver();
    try {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await signInOverHttp(page, 'it_staff');
      const description = `ERP bridge ${Date.now()}`;

      await page.goto('/webhooks');
      await page.getByRole('link', { name: 'Add endpoint' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Add webhook endpoint' })).toBeVisible();

      // The form checks with the contract's schema before anything is sent.
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      await expect(page.getByText('subscribe to at least one event')).toBeVisible();

      await page.getByLabel('Endpoint URL').fill(receiver.url);
      await page.getByLabel('quote.created', { exact: true }).check();
      await page.getByLabel('webhook.test', { exact: true }).check();
      await page.getByLabel('Description (optional)').fill(description);
      await page.getByRole('button', { name: 'Add endpoint' }).click();

      // The secret, once, with a copy button.
      const panel = page.getByRole('region', { name: 'Save your signing secret' });
      await expect(panel).toBeVisible();
      await expect(panel).toContainText('You won’t see it again');
      const secret = await panel.getByLabel('Signing secret').inputValue();
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]+$/);
      await panel.getByRole('button', { name: 'Copy secret' }).click();
      await expect(panel.getByRole('button', { name: 'Copied' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
      await page.screenshot({ path: 'test-results/screenshots/webhook-created.png', fullPage: true });

      // The API holds it as entered.
      const listed = await callApi(page.request, 'GET', '/api/v1/webhooks');
      const endpoint = listed.body.data.find(
        (candidate: { description: string | null }) => candidate.description === description,
      );
      expect(endpoint).toMatchObject({ url: receiver.url, is_active: true });
      expect([...endpoint.events].sort()).toEqual(['quote.created', 'webhook.test']);
      expect(JSON.stringify(listed.body)).not.toContain(secret);

      // The list shows it, and links to its page.
      await page.getByRole('link', { name: 'Back to webhooks' }).click();
      const row = page
        .getByRole('table', { name: 'Webhook endpoints' })
        .getByRole('row')
        .filter({ hasText: description });
      await expect(row).toContainText('active');
      await page.screenshot({ path: 'test-results/screenshots/webhooks-list.png', fullPage: true });
      await row.getByRole('link', { name: receiver.url }).click();
      await expect(page).toHaveURL(new RegExp(`/webhooks/${endpoint.id}$`));
      await expect(page.getByTestId('endpoint-url')).toHaveText(receiver.url);
      // The secret is not shown again.
      await expect(page.getByLabel('Signing secret', { exact: true })).toHaveCount(0);

      // A test event: status and latency on the page, a signed request at the receiver.
      await page.getByRole('button', { name: 'Send test event' }).click();
      const outcome = page.getByTestId('test-result');
      await expect(outcome).toContainText('Test event delivered');
      await expect(outcome).toContainText(/HTTP 204 in \d+ ms/);
      expect(testDeliveries(receiver.received)).toHaveLength(1);
      const first = testDeliveries(receiver.received)[0]!;
      await expect(verifyWebhook(first.body, first.headers, secret)).resolves.toMatchObject({
        type: 'webhook.test',
      });

      // The delivery is listed; redelivering it sends the same event again.
      const deliveries = page.getByRole('table', { name: 'Recent deliveries, newest first' });
      await expect(deliveries.getByRole('row').filter({ hasText: 'webhook.test' })).toContainText('succeeded');
      await page.screenshot({ path: 'test-results/screenshots/webhook-detail.png', fullPage: true });
      await deliveries
        .getByRole('button', { name: /^Redeliver webhook\.test/ })
        .first()
        .click();
      await expect(page.getByTestId('toast').filter({ hasText: 'queued for delivery again' })).toBeVisible();
      await expect.poll(() => testDeliveries(receiver.received).length).toBe(2);
      expect(testDeliveries(receiver.received)[1]!.headers['webhook-id']).toBe(first.headers['webhook-id']);

      // Rotating needs a confirmation and shows the new secret once; deliveries are signed with it.
      await page.getByRole('button', { name: 'Rotate secret' }).click();
      const dialog = page.getByRole('dialog', { name: 'Rotate the signing secret?' });
      await dialog.getByRole('button', { name: 'Rotate secret' }).click();
      const rotated = page.getByRole('region', { name: 'Save your new signing secret' });
      await expect(rotated).toContainText('You won’t see it again');
      const newSecret = await rotated.getByLabel('Signing secret').inputValue();
      expect(newSecret).toMatch(/^whsec_/);
      expect(newSecret).not.toBe(secret);
      await page.getByRole('button', { name: 'Send test event' }).click();
      await expect.poll(() => testDeliveries(receiver.received).length).toBe(3);
      const third = testDeliveries(receiver.received)[2]!;
      await expect(verifyWebhook(third.body, third.headers, newSecret)).resolves.toMatchObject({
        type: 'webhook.test',
      });

      // Edit the events and the description.
      await page.getByLabel('quote.delivered', { exact: true }).check();
      await page.getByLabel('Description (optional)').fill(`${description} (edited)`);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByTestId('toast').filter({ hasText: 'Endpoint saved.' })).toBeVisible();
      const edited = await callApi(page.request, 'GET', `/api/v1/webhooks/${endpoint.id}`);
      expect(edited.body.data.description).toBe(`${description} (edited)`);
      expect([...edited.body.data.events].sort()).toEqual(['quote.created', 'quote.delivered', 'webhook.test']);

      // Pause and resume.
      await page.getByRole('button', { name: 'Disable endpoint' }).click();
      await expect(page.getByRole('button', { name: 'Enable endpoint' })).toBeVisible();
      expect((await callApi(page.request, 'GET', `/api/v1/webhooks/${endpoint.id}`)).body.data.is_active).toBe(false);
      await page.getByRole('button', { name: 'Enable endpoint' }).click();
      await expect(page.getByRole('button', { name: 'Disable endpoint' })).toBeVisible();
      expect((await callApi(page.request, 'GET', `/api/v1/webhooks/${endpoint.id}`)).body.data.is_active).toBe(true);

      // Delete, after confirming.
      await page.getByRole('button', { name: 'Delete endpoint' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this endpoint?' });
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
      expect((await callApi(page.request, 'GET', `/api/v1/webhooks/${endpoint.id}`)).status).toBe(200);
      await page.getByRole('button', { name: 'Delete endpoint' }).click();
      await confirm.getByRole('button', { name: 'Delete endpoint' }).click();
      await expect(page).toHaveURL(/\/webhooks$/);
      await expect(page.getByTestId('toast').filter({ hasText: 'Endpoint deleted.' })).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText(description);
      expect((await callApi(page.request, 'GET', `/api/v1/webhooks/${endpoint.id}`)).status).toBe(404);
    } finally {
      await receiver.close();
    }
  });

  test('an invalid URL is refused with the API’s message, and other roles cannot open webhooks', async ({ page }) => {
    await signInOverHttp(page, 'it_staff');
    await page.goto('/webhooks/new');
    await page.getByLabel('Endpoint URL').fill('http://example.com/hooks');
    await page.getByLabel('webhook.test', { exact: true }).check();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    // Plain http:// is only for allow-listed hosts: the API says so, under the field.
    await expect(
      page.getByText(/URL must use https:\/\/ \(plain http:\/\/ is accepted only for allow-listed hosts/),
    ).toBeVisible();
    await expect(page.getByLabel('Endpoint URL')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('region', { name: 'Save your signing secret' })).toHaveCount(0);

    await signInOverHttp(page, 'manager');
    await page.goto('/webhooks');
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks is not open to your role' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Webhooks' })).toHaveCount(0);
  });
});
