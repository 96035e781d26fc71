import 'server-only';
import { dashboardEnv } from '@/lib/env';
import { Loadout, LoadoutError, type Event } from '@loadout/sdk';

// The company's events as they happen, for the dashboard's live channel (app/api/live/route.ts): one stream from the
// API per dashboard process (GET /api/v1/events/stream with the dashboard's key), shared by every open page of the
// process. It opens with the first listener and closes after the last; when it drops, it reconnects with
// Last-Event-ID, so no event between the two connections is lost. The route bundles of `next start` share this module.

type Listener = { event(event: Event): void; reconnected(): void };

const RETRY_MS = [500, 1_000, 2_000, 5_000, 10_000];

const listeners = new Set<Listener>();
let connection: AbortController | null = null;

/** Calls `listener` for every event from now on; returns the function that stops it. */
export function listenToCompanyEvents(listener: Listener): () => void {
  listeners.add(listener);
  if (!connection) connection = connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      connection?.abort();
      connection = null;
    }
  };
}

function connect(): AbortController {
  const controller = new AbortController();
  void follow(controller.signal);
  return controller;
}

async function follow(signal: AbortSignal) {
  const { LOADOUT_API_URL, LOADOUT_API_KEY } = dashboardEnv();
  if (!LOADOUT_API_KEY) return console.warn('No live updates: the dashboard has no company API key (LOADOUT_API_KEY).');
  const loadout = new Loadout({ apiKey: LOADOUT_API_KEY, baseUrl: LOADOUT_API_URL });
  let lastEventId: string | undefined;
  let failures = 0;
  while (!signal.aborted) {
    try {
      const events = loadout.events.stream({}, { signal, ...(lastEventId ? { lastEventId } : {}) });
      let isFirst = true;
      for await (const event of events) {
        if (isFirst && failures > 0) for (const listener of listeners) listener.reconnected();
        isFirst = false;
        failures = 0;
        lastEventId = event.id;
        for (const listener of listeners) listener.event(event);
      }
    } catch (error) {
      if (signal.aborted) return;
      // An event resumed from that is older than the stream keeps: start afresh, and the pages read everything again.
      if (error instanceof LoadoutError && error.status !== null && error.status < 500) lastEventId = undefined;
      if (failures === 0) console.warn(`The dashboard's live updates lost the API's event stream: ${String(error)}`);
    }
    if (signal.aborted) return;
    failures += 1;
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS[Math.min(failures, RETRY_MS.length) - 1]));
  }
}
