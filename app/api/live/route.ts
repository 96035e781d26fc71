import { can } from '@/lib/auth/roles';
import { listenToCompanyEvents } from '@/lib/live/company-events';
import { onTestArrival } from '@/lib/webhooks/test-receiver-store';
import { liveChangeFor } from '@/lib/live/changes';
import { companyRoute } from '@/lib/bff/route';

// The dashboard's live channel: Server-Sent Events telling the signed-in user's pages what changed in the company
// (lib/live/changes.ts), from the API's event stream, without the objects themselves. Pages read what changed again
// through the other routes. A browser that reads too slowly is dropped (EventSource reconnects, and its pages read
// everything again) rather than buffered without bound.

const HEARTBEAT_MS = 25_000;
/** Messages queued for a browser that does not read, past which it is dropped. */
const MAX_QUEUED = 256;

export const dynamic = 'force-dynamic';

export const GET = companyRoute('GET /api/live', async ({ user }) => {
  const encoder = new TextEncoder();
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const send = (text: string) => {
          if ((controller.desiredSize ?? 0) < -MAX_QUEUED) return stop();
          controller.enqueue(encoder.encode(text));
        };
        const heartbeat = setInterval(() => send(': heartbeat\n\n'), HEARTBEAT_MS);
        const unlisten = listenToCompanyEvents({
          event(event) {
            const change = liveChangeFor(user.role, event);
            if (change) send(`event: change\ndata: ${JSON.stringify(change)}\n\n`);
          },
          reconnected: () => send('event: reconnected\ndata: {}\n\n'),
        });
        // The demo's built-in webhook test receiver lives in this process: its arrivals are news for the webhook pages.
        const unlistenArrivals = can(user.role, 'webhooks')
          ? onTestArrival(() => send('event: test-receiver\ndata: {}\n\n'))
          : () => {};
        stop = () => {
          stop = () => {};
          clearInterval(heartbeat);
          unlisten();
          unlistenArrivals();
          try {
            controller.close();
          } catch {
            // already closed by the browser going away
          }
        };
        send('retry: 2000\nevent: ready\ndata: {}\n\n');
      },
      // The browser went away (the dashboard's server cancels the stream then).
      cancel: () => stop(),
    },
    new CountQueuingStrategy({ highWaterMark: 16 }),
  );
  return new Response(body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    },
  });
});
