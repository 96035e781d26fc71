import { randomBytes } from 'node:crypto';
import { errorResponse, passThrough } from '@/lib/bff/responses';
import { companyRoute } from '@/lib/bff/route';
import { dashboardEnv } from '@/lib/env';
import {
  NOT_IN_DEMO_MESSAGE,
  TEST_RECEIVER_DESCRIPTION,
  testReceiverIdOf,
  testReceiverUrl,
} from '@/lib/webhooks/test-receiver';
import {
  currentTestReceiver,
  forgetTestReceiver,
  setTestReceiver,
  showTestReceiver,
} from '@/lib/webhooks/test-receiver-store';

// The demo's built-in webhook test receiver (lib/webhooks/test-receiver.ts), for IT staff: what arrived, and setting
// it up. Outside the demo (`npm start`) it does not exist.

const notInDemo = () => errorResponse(404, 'NOT_FOUND', NOT_IN_DEMO_MESSAGE);

// The receiver and its arrivals while its endpoint exists; null before it is set up or once the endpoint is deleted.
export const GET = companyRoute('GET /api/webhooks/test-receiver', async ({ api, headers }) => {
  if (!dashboardEnv().LOADOUT_DEMO_RECEIVER_URL) return notInDemo();
  const receiver = currentTestReceiver();
  if (!receiver) return Response.json({ data: null });
  const endpoint = await api.GET('/api/v1/webhooks/{id}', { params: { path: { id: receiver.endpointId } }, headers });
  if (endpoint.response.status === 404) {
    forgetTestReceiver();
    return Response.json({ data: null });
  }
  if (!endpoint.data) return passThrough(endpoint);
  return Response.json({ data: showTestReceiver(receiver) });
});

// Registers an endpoint for every event whose URL is the receiver, or takes over the one this dashboard registered
// before a restart (a new secret, since the old one was only in memory; the API keeps signing with both for 24 h).
export const POST = companyRoute('POST /api/webhooks/test-receiver', async ({ api, headers }) => {
  const baseUrl = dashboardEnv().LOADOUT_DEMO_RECEIVER_URL;
  if (!baseUrl) return notInDemo();
  const listed = await api.GET('/api/v1/webhooks', { headers });
  if (!listed.data) return passThrough(listed);
  const earlier = listed.data.data.find((endpoint) => testReceiverIdOf(baseUrl, endpoint.url));
  const current = currentTestReceiver();
  if (earlier && current?.endpointId === earlier.id) return Response.json({ data: showTestReceiver(current) });
  if (earlier) {
    const rotated = await api.PATCH('/api/v1/webhooks/{id}', {
      params: { path: { id: earlier.id } },
      body: { rotate_secret: true, is_active: true },
      headers,
    });
    if (!rotated.data?.data.secret) return passThrough(rotated);
    const receiver = setTestReceiver({
      id: testReceiverIdOf(baseUrl, earlier.url)!,
      endpointId: earlier.id,
      url: earlier.url,
      secret: rotated.data.data.secret,
    });
    return Response.json({ data: showTestReceiver(receiver) });
  }
  const id = randomBytes(16).toString('hex');
  const url = testReceiverUrl(baseUrl, id);
  const created = await api.POST('/api/v1/webhooks', {
    body: { url, events: ['*'], description: TEST_RECEIVER_DESCRIPTION },
    headers,
  });
  if (created.response.status === 400) {
    const { error } = created.error as { error: { message: string; details?: { message?: string }[] | null } };
    const reason = error.details?.[0]?.message ?? error.message;
    return errorResponse(
      400,
      'VALIDATION_ERROR',
      `The API refused the receiver's URL ${url}: ${reason}. Start the demo without WEBHOOK_ALLOWED_HOSTS (it then allows loopback receivers), or add ${new URL(baseUrl).hostname} to it.`,
    );
  }
  if (!created.data) return passThrough(created);
  const receiver = setTestReceiver({ id, endpointId: created.data.data.id, url, secret: created.data.data.secret });
  return Response.json({ data: showTestReceiver(receiver) }, { status: 201 });
});
