import { verifyWebhook, type WebhookHeaders } from '@loadout/sdk';

// The demo's built-in webhook test receiver (`npm start` only): an endpoint whose URL is a route of the dashboard
// itself, on loopback, so that webhooks can be tried on a machine without a public receiver. The dashboard keeps the
// endpoint's signing secret, verifies each delivery as an integrator would, and shows what arrived.

/** The dashboard route that receives the deliveries; the receiver's id follows it. */
export const TEST_RECEIVER_PATH = '/api/webhooks/test-receiver';

/** The answer of every test-receiver route outside the demo. */
export const NOT_IN_DEMO_MESSAGE =
  'The built-in test receiver exists only in the demo started with `npm start`; add an endpoint of your own instead.';

/** The description of the receiver's endpoint, as the Webhooks page lists it. */
export const TEST_RECEIVER_DESCRIPTION = 'Built-in test receiver of the demo dashboard';

/** Arrivals kept per receiver, newest first. */
export const MAX_TEST_ARRIVALS = 50;

/** Bodies longer than this are kept cut (the API's events are far smaller). */
const MAX_KEPT_BODY = 64 * 1024;

export type TTestArrival = {
  /** The delivery's `webhook-id` (the event id; a redelivery repeats it). */
  webhook_id: string | null;
  event_type: string | null;
  received_at: string;
  is_verified: boolean;
  /** Why the signature did not verify. */
  problem: string | null;
  /** The body, pretty-printed when it is JSON. */
  body: string;
};

export type TTestReceiver = { endpoint_id: string; url: string; created_at: string; arrivals: TTestArrival[] };

/** GET /api/webhooks/test-receiver: the receiver this dashboard runs, or null before one was set up. */
export type TTestReceiverResponse = { data: TTestReceiver | null };

export function testReceiverUrl(baseUrl: string, receiverId: string): string {
  return `${baseUrl}${TEST_RECEIVER_PATH}/${receiverId}`;
}

/** The receiver id in an endpoint URL of this dashboard's test receiver, else null. */
export function testReceiverIdOf(baseUrl: string, endpointUrl: string): string | null {
  const prefix = `${baseUrl}${TEST_RECEIVER_PATH}/`;
  const id = endpointUrl.startsWith(prefix) ? endpointUrl.slice(prefix.length) : '';
  return /^[\w-]{16,64}$/.test(id) ? id : null;
}

function prettyPrint(body: string): string {
  if (body.length > MAX_KEPT_BODY) return `${body.slice(0, MAX_KEPT_BODY)}…`;
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

function header(headers: WebhookHeaders, name: string): string | null {
  return headers instanceof Headers ? headers.get(name) : ((headers[name] as string | undefined) ?? null);
}

/** One delivery as it arrived, its Standard Webhooks signature checked with the endpoint's secret. */
export async function readTestArrival(
  secret: string,
  headers: WebhookHeaders,
  body: string,
  now = new Date(),
): Promise<TTestArrival> {
  let event: unknown = null;
  let problem: string | null = null;
  try {
    event = await verifyWebhook(body, headers, secret, { now: Math.floor(now.getTime() / 1000) });
  } catch (error) {
    problem = (error as Error).message;
  }
  const signedType = (event as { type?: unknown } | null)?.type;
  return {
    webhook_id: header(headers, 'webhook-id'),
    event_type: typeof signedType === 'string' ? signedType : header(headers, 'x-loadout-event'),
    received_at: now.toISOString(),
    is_verified: problem === null,
    problem,
    body: prettyPrint(body),
  };
}
