import 'server-only';
import { MAX_TEST_ARRIVALS, type TTestArrival, type TTestReceiver } from './test-receiver';

// The demo dashboard's one test receiver, in this process's memory (the route bundles of `next start` share this
// module; the e2e test writes through one route and reads through the other): its endpoint's signing secret never
// leaves the server, and a restart forgets it (the next "Use the built-in test receiver" adopts the endpoint with a
// new secret).

type Receiver = {
  id: string;
  endpointId: string;
  url: string;
  secret: string;
  createdAt: string;
  arrivals: TTestArrival[];
};

let current: Receiver | null = null;

export function currentTestReceiver(): Receiver | null {
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

/** Keeps an arrival, newest first, up to MAX_TEST_ARRIVALS. */
export function recordTestArrival(receiver: Receiver, arrival: TTestArrival) {
  receiver.arrivals = [arrival, ...receiver.arrivals].slice(0, MAX_TEST_ARRIVALS);
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
