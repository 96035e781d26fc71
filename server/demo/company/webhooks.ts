import { randomBytes } from 'node:crypto';
import { TEST_RECEIVER_DESCRIPTION, testReceiverUrl } from '@/lib/webhooks/test-receiver';
import type { World } from './world';

// Three days ago IT staff tried webhooks on the dashboard's built-in test receiver: an endpoint for every event, and a
// test event. The dashboard does not run while the build does, so each delivery of these days fails at first; the
// test event stays failed (tests are never retried), and once the dashboard answers, `npm start` sends the others
// again (server/demo/test-receiver.ts), so the endpoint shows failed and successful deliveries.

export function webhooksOnTheTestReceiver(world: World) {
  const receiverBase = world.testReceiverBase;
  if (!receiverBase) return;
  world.timeline.at(3, 9.5, 'webhooks: the built-in test receiver', async () => {
    // Not from the seed: the receiver's id is what keeps others from posting to it.
    const url = testReceiverUrl(receiverBase, randomBytes(16).toString('hex'));
    const endpoint = await world.api.call(
      'live',
      'POST',
      '/api/v1/webhooks',
      { url, events: ['*'], description: TEST_RECEIVER_DESCRIPTION },
      world.people.it,
    );
    await world.api.call('live', 'POST', `/api/v1/webhooks/${endpoint.id}/test`, undefined, world.people.it);
  });
}
