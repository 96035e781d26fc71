import 'server-only';
import { dashboardEnv } from '@/lib/env';
import { readServerSentEvents } from './sse-reader';

// The company's events as they happen, for the dashboard's live channel (app/api/live/route.ts): one stream from the
// API per dashboard process (GET /api/v1/events/stream with the dashboard's key), shared by every open page of the
// process. It opens with the first listener and closes after the last; when it drops, it reconnects with
// Last-Event-ID, so no event between the two connections is lost. The route bundles of `next start` share this module.

export type CompanyEvent = { id: string; type: string; data?: { id?: unknown; number?: unknown } | null };
type Listener = { event(event: CompanyEvent): void; reconnected(): void };

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
  let lastEventId: string | null = null;
  let failures = 0;
  while (!signal.aborted) {
    try {
      const response: Response = await fetch(`${LOADOUT_API_URL}/api/v1/events/stream`, {
        headers: {
          authorization: `Bearer ${LOADOUT_API_KEY}`,
          accept: 'text/event-stream',
          ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
        },
        signal,
      });
      if (!response.ok || !response.body) {
        // Say an event resumed from is older than the stream keeps: start afresh, and the pages read everything again.
        lastEventId = null;
        throw new Error(`the API answered ${response.status}`);
      }
      if (failures > 0) for (const listener of listeners) listener.reconnected();
      failures = 0;
      for await (const message of readServerSentEvents(response.body)) {
        if (message.event === 'error') throw new Error(`the API ended the stream: ${message.data}`);
        if (!message.id) continue;
        lastEventId = message.id;
        const event = JSON.parse(message.data) as CompanyEvent;
        for (const listener of listeners) listener.event(event);
      }
    } catch (error) {
      if (signal.aborted) return;
      if (failures === 0) console.warn(`The dashboard's live updates lost the API's event stream: ${String(error)}`);
    }
    if (signal.aborted) return;
    failures += 1;
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS[Math.min(failures, RETRY_MS.length) - 1]));
  }
}
