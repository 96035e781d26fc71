import { expect, test } from '@playwright/test';
import { callApi, createQuote } from './support/api';
import { signInOverHttp, signInWithForm } from './support/session';
import { E2E_PORTS } from './support/stack';

// The demo's built-in webhook test receiver: webhooks tried without a server of one's own. The stack runs with the
// launcher's default WEBHOOK_ALLOWED_HOSTS (global-setup.ts), so the receiver's loopback URL is accepted only thanks to it.

const RECEIVER_URL = new RegExp(
  `^http://127\\.0\\.0\\.1:${E2E_PORTS.dashboard}/api/webhooks/test-receiver/[0-9a-f]{32}$`,
);

test.describe('the built-in webhook test receiver', () => {
  test('IT staff set it up, send a test event and see it arrive verified, then a new quote’s event', async ({
    page,
  }) => {
    const bodiesSeen: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/webhooks'))
        void response.text().then(
          (text) => bodiesSeen.push(text),
          () => undefined,
        );
    });
    await signInWithForm(page, 'it_staff');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/webhooks');
    const panel = page.getByRole('region', { name: 'Built-in test receiver' });
    await expect(panel.getByRole('button', { name: 'Use the built-in test receiver' })).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/webhook-test-receiver-offered.png', fullPage: true });
    await panel.getByRole('button', { name: 'Use the built-in test receiver' }).click();
    const link = panel.getByRole('link', { name: RECEIVER_URL });
    await expect(link).toBeVisible();
    await expect(panel).toContainText('Nothing arrived yet');
    await expect(page.getByRole('table', { name: 'Webhook endpoints' })).toContainText(
      'Built-in test receiver of the demo dashboard',
    );

    // A real endpoint of the API, for every event, at the dashboard's own loopback address.
    const listed = await callApi(page.request, 'GET', '/api/v1/webhooks');
    const endpoint = listed.body.data.find((candidate: { url: string }) => RECEIVER_URL.test(candidate.url));
    try {
      expect(endpoint).toMatchObject({ events: ['*'], is_active: true, livemode: true });

      await panel.getByRole('button', { name: 'Send test event' }).click();
      const arrivals = panel.getByRole('list', { name: 'Arrivals, newest first' });
      const testEvent = arrivals.getByRole('listitem').filter({ hasText: 'webhook.test' });
      await expect(testEvent).toHaveCount(1);
      await expect(testEvent).toContainText('✓ Signature verified');
      await expect(testEvent.locator('pre')).toContainText('"message": "This is a test event from Loadout."');
      await expect(testEvent.locator('pre')).toContainText(`"endpoint_id": "${endpoint.id}"`);

      // A real event: the page shows it without a reload.
      const { quoteId } = await createQuote(page.request);
      const quoteCreated = arrivals
        .getByRole('listitem')
        .filter({ hasText: 'quote.created' })
        .filter({ hasText: quoteId });
      await expect(quoteCreated).toContainText('✓ Signature verified', { timeout: 15_000 });
      await page.screenshot({ path: 'test-results/screenshots/webhook-test-receiver.png', fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: 'test-results/screenshots/webhook-test-receiver-mobile.png', fullPage: true });
      await page.setViewportSize({ width: 1280, height: 720 });

      // A delivery that is not signed with the endpoint's secret is shown, unverified, and refused.
      const forged = await page.request.post(endpoint.url, {
        headers: {
          'webhook-id': 'msg_forged',
          'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
          'webhook-signature': 'v1,AAAA',
        },
        data: { type: 'quote.created', data: { id: 'forged-quote' } },
      });
      expect(forged.status()).toBe(400);
      const unverified = arrivals.getByRole('listitem').filter({ hasText: 'forged-quote' });
      await expect(unverified).toContainText('✗ Signature not verified');
      await expect(unverified).toContainText('No webhook-signature matches');

      // The endpoint's own page shows the same arrivals.
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/webhooks/${endpoint.id}$`));
      await expect(page.getByRole('region', { name: 'Arrived at the built-in test receiver' })).toContainText(quoteId);

      // One such endpoint, and its secret never reached the browser.
      expect(
        (await callApi(page.request, 'GET', '/api/v1/webhooks')).body.data.filter((candidate: { url: string }) =>
          RECEIVER_URL.test(candidate.url),
        ),
      ).toHaveLength(1);
      expect(bodiesSeen.length).toBeGreaterThan(2);
      expect(bodiesSeen.join('\n')).not.toContain('whsec_');
    } finally {
      if (endpoint) await callApi(page.request, 'DELETE', `/api/v1/webhooks/${endpoint.id}`);
    }
    // Once the endpoint is gone, the page offers to set the receiver up again.
    await page.goto('/webhooks');
    await expect(page.getByRole('button', { name: 'Use the built-in test receiver' })).toBeVisible();
  });

  test('it receives only at a registered id, and only IT staff read what arrived', async ({ page }) => {
    const unknown = await page.request.post(`/api/webhooks/test-receiver/${'0'.repeat(32)}`, {
      data: { type: 'webhook.test' },
    });
    expect(unknown.status()).toBe(404);
    expect((await unknown.json()).error.message).toContain(
      'press "Use the built-in test receiver" on the Webhooks page',
    );
    expect((await page.request.get('/api/webhooks/test-receiver')).status()).toBe(401);
    await signInOverHttp(page, 'manager');
    expect((await page.request.get('/api/webhooks/test-receiver')).status()).toBe(403);
    expect((await page.request.post('/api/webhooks/test-receiver')).status()).toBe(403);
  });
});
