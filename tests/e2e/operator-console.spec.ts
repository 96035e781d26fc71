import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { callApi, createQuote } from './support/api';
import { signInOverHttp } from './support/session';

test.describe('operator console: outbox and webhook health', () => {
  test('the outbox shows the tracker task and e-mails a new quote produced', async ({ page }) => {
    const { quoteId, quote } = await createQuote(page.request);
    await signInOverHttp(page, 'operator');
    await page.goto('/operator/outbox');
    await page.getByRole('button', { name: 'Tracker tasks' }).click();
    await expect(page).toHaveURL(/kind=task/);
    // Messages are named by the quote's number (they showed `quote:<uuid>`), one kind per row.
    const row = page.getByRole('row').filter({ hasText: quote.number });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Tracker task');
    await row.getByText('Show').click();
    await expect(row.locator('pre')).toContainText(quoteId);
    await page.screenshot({ path: 'test-results/screenshots/operator-outbox.png', fullPage: true });

    await page.getByRole('button', { name: 'E-mails' }).click();
    await expect(page.getByRole('row').filter({ hasText: quote.number }).first()).toContainText('E-mail');
  });

  test('webhook health lists an endpoint whose deliveries fail, with the failure', async ({ page }) => {
    const server = http.createServer((_request, response) => response.writeHead(503).end('down for maintenance'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook-${Date.now()}`;
    try {
      const endpoint = await callApi(page.request, 'POST', '/api/v1/webhooks', {
        body: { url, events: ['quote.created'] },
      });
      expect(endpoint.status).toBe(201);
      await createQuote(page.request);
      await expect
        .poll(
          async () =>
            (await callApi(page.request, 'GET', '/operator/v1/webhook-health', { operator: true })).body.data.some(
              (entry: any) => entry.url === url && entry.recent_failures.length > 0,
            ),
          {
            timeout: 20_000,
          },
        )
        .toBe(true);

      await signInOverHttp(page, 'operator');
      await page.goto('/operator/webhook-health');
      const row = page.getByRole('row').filter({ hasText: url });
      await expect(row).toContainText('failing');
      await expect(row).toContainText('quote.created: HTTP 503');
      await page.screenshot({ path: 'test-results/screenshots/operator-webhook-health.png', fullPage: true });
      await callApi(page.request, 'DELETE', `/api/v1/webhooks/${endpoint.body.data.id}`);
    } finally {
      server.close();
    }
  });
});
