import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type APIRequestContext } from '@playwright/test';
import { verifyWebhook } from '@loadout/sdk';
import { callApi } from './api';

export type WebhookReceiver = { url: string; events: { type: string; data: any }[]; close(): Promise<void> };

/**
 * A real HTTP receiver on loopback, registered as the company's webhook endpoint for every event. It keeps each
 * event whose signature verifies with the endpoint's secret.
 */
export async function startWebhookReceiver(request: APIRequestContext): Promise<WebhookReceiver> {
  const events: WebhookReceiver['events'] = [];
  let secret = '';
  const server = http.createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk) => chunks.push(chunk));
    incoming.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const event = (await verifyWebhook(body, incoming.headers, secret)) as { type: string; data: any };
      events.push(event);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/loadout-events`;
  const endpoint = await callApi(request, 'POST', '/api/v1/webhooks', {
    body: { url, events: ['*'], description: 'e2e flow receiver' },
  });
  expect(endpoint.status).toBe(201);
  secret = endpoint.body.data.secret;
  return {
    url,
    events,
    async close() {
      await callApi(request, 'DELETE', `/api/v1/webhooks/${endpoint.body.data.id}`);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
