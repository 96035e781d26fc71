import 'server-only';
import { dashboardEnv } from '@/lib/env';
import { MAX_TEST_ARRIVALS, testReceiverIdOf, type TTestArrival, type TTestReceiver } from './test-receiver';

// The demo dashboard's one test receiver, in this process's memory (the route bundles of `next start` share this
// module; the e2e test writes through one route and reads through the other): its endpoint's signing secret never
// leaves the server. After a restart `npm start` names the endpoint and its current secret
// (LOADOUT_DEMO_RECEIVER_ENDPOINT), so receiving goes on; without it, the next "Use the built-in test receiver"
// adopts the endpoint with a new secret.

type Receiver = {
  id: string;
  endpointId: string;
  url: string;
  secret: string;
  createdAt: string;
  arrivals: TTestArrival[];
};

let current: Receiver | null | undefined;

/** The receiver this dashboard runs: the one set up here, else the one `npm start` named, else null. */
export function currentTestReceiver(): Receiver | null {
  if (current !== undefined) return current;
  const { LOADOUT_DEMO_RECEIVER_URL: baseUrl, LOADOUT_DEMO_RECEIVER_ENDPOINT: named } = dashboardEnv();
  const id = baseUrl && named ? testReceiverIdOf(baseUrl, named.url) : null;
  current = id && named ? setTestReceiver({ id, endpointId: named.id, url: named.url, secret: named.secret }) : null;
  return current;
}

/** Starts receiving for an endpoint (a new one, or one this dashboard made before it restarted). */
export function setTestReceiver(receiver: Pick<Receiver, 'id' | 'endpointId' | 'url' | 'secret'>): Receiver {
  current = { ...receiver, createdAt: new Date().toISOString(), arrivals: [] };
  return current;
}

export function forgetTestReceiver() {
  current = null;
}

const arrivalListeners = new Set<() => void>();

/** Keeps an arrival, newest first, up to MAX_TEST_ARRIVALS, and tells the live channels (app/api/live). */
export function recordTestArrival(receiver: Receiver, arrival: TTestArrival) {
  receiver.arrivals = [arrival, ...receiver.arrivals].slice(0, MAX_TEST_ARRIVALS);
  for (const listener of arrivalListeners) listener();
}

/** Calls `listener` after every arrival; returns the function that stops it. */
export function onTestArrival(listener: () => void): () => void {
  arrivalListeners.add(listener);
  return () => arrivalListeners.delete(listener);
}

/** What the page shows: everything but the secret. */
export function showTestReceiver(receiver: Receiver): TTestReceiver {
  return {
    endpoint_id: receiver.endpointId,
    url: receiver.url,
    created_at: receiver.createdAt,
    arrivals: receiver.arrivals,
  };
}
