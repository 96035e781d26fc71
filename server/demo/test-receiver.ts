import { and, desc, eq, gt, like } from 'drizzle-orm';
import { TEST_RECEIVER_PATH } from '@/lib/webhooks/test-receiver';
import { hashSecret } from '../access/credentials';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { apiKeys, webhookDeliveries, webhookEndpoints } from '../db/schema';
import { createWebhookRuntime } from '../webhooks/runtime';
import { signingSecrets } from '../webhooks/send';
import { retryDelivery } from '../webhooks/service';
import { demoReceiverUrl } from './environment';

// The demo dashboard's built-in webhook test receiver (lib/webhooks/test-receiver.ts), seen from `npm start`: the
// dashboard keeps the endpoint's secret in memory only, so on every start it is told the endpoint it receives for
// and the secret that signs now. Deliveries that failed while the dashboard did not run are sent again once it
// answers.

/** What the dashboard needs to receive for an endpoint (LOADOUT_DEMO_RECEIVER_ENDPOINT). */
export type DemoReceiverEndpoint = { id: string; url: string; secret: string };

/**
 * The newest live endpoint of the dashboard key's company on this dashboard's test receiver, with its current
 * signing secret; null when there is none (or no key, or no loopback URL).
 */
export async function findTestReceiverEndpoint(
  db: Db,
  config: Config,
  dashboardKey: string | null,
): Promise<DemoReceiverEndpoint | null> {
  const receiverBase = demoReceiverUrl(config);
  if (!receiverBase || !dashboardKey) return null;
  const [endpoint] = await db
    .select({ endpoint: webhookEndpoints })
    .from(webhookEndpoints)
    .innerJoin(apiKeys, eq(apiKeys.companyId, webhookEndpoints.companyId))
    .where(
      and(
        eq(apiKeys.keyHash, hashSecret(dashboardKey)),
        eq(webhookEndpoints.livemode, true),
        like(webhookEndpoints.url, `${receiverBase}${TEST_RECEIVER_PATH}/%`),
      ),
    )
    .orderBy(desc(webhookEndpoints.createdAt))
    .limit(1);
  if (!endpoint) return null;
  const [secret] = signingSecrets(createWebhookRuntime(config), endpoint.endpoint);
  return { id: endpoint.endpoint.id, url: endpoint.endpoint.url, secret: secret! };
}

/**
 * Sends again, now, every delivery to the endpoint that failed and waits for its next attempt; resolves to how many.
 * (One not tried yet waits behind an earlier event of its object, and follows it.)
 */
export async function redeliverWaiting(db: Db, endpointId: string): Promise<number> {
  const [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
  if (!endpoint?.isActive) return 0;
  const waiting = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.status, 'pending'),
        gt(webhookDeliveries.attempts, 0),
      ),
    );
  const tenant = { kind: 'company', companyId: endpoint.companyId, livemode: endpoint.livemode } as const;
  for (const delivery of waiting) await retryDelivery(db, tenant, endpointId, delivery.id);
  return waiting.length;
}
