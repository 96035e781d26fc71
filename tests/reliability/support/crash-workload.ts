import net from 'node:net';

/** One write of the crash-recovery workload; `marker` is unique per write and lands in a field the API returns. */
export type Write =
  | { kind: 'quote'; key: string; marker: string }
  | { kind: 'external-action'; key: string; marker: string }
  | { kind: 'device'; key: string; marker: string }
  | { kind: 'webhook-create'; key: string; marker: string }
  | { kind: 'webhook-patch'; key: string; marker: string; webhookId: string };

export type Acknowledged = { write: Write; status: number; id: string; replayed: boolean };

/**
 * A free port below the kernel's ephemeral range (32768 and up), so that a restarted API comes back where the clients
 * already point, without another process's outgoing connection or `listen(0)` taking it while the API is down.
 */
export async function findFreePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const server = net.createServer();
    const isFree = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (isFree) {
      await new Promise((resolve) => server.close(resolve));
      return port;
    }
  }
}

export function requestOf(write: Write, receiverUrl: string): { method: string; path: string; body: object } {
  switch (write.kind) {
    case 'quote':
      return {
        method: 'POST',
        path: '/api/v1/quotes',
        body: {
          requester_email: 'ada@acme.example',
          po_number: write.marker,
          items: [
            {
              product_type: 'Laptop',
              specification: { brand: 'Lenovo', model: 'ThinkPad T14' },
              recipients: [{ name: 'Ada', country: 'DE', address: 'Hauptstraße 1, Berlin' }],
            },
          ],
        },
      };
    case 'external-action':
      return {
        method: 'POST',
        path: '/api/v1/device-actions/external',
        body: {
          action_type: 'Store',
          serial_number: write.marker,
          model: 'ThinkPad T14',
          type: 'Laptop',
          country: 'DE',
        },
      };
    case 'device':
      return {
        method: 'POST',
        path: '/api/v1/devices',
        body: { serial_number: write.marker, device_type: 'Laptop', model: 'ThinkPad T14', country: 'DE' },
      };
    case 'webhook-create':
      return {
        method: 'POST',
        path: '/api/v1/webhooks',
        body: {
          url: `${receiverUrl}/extra/${write.marker}`,
          events: ['quote.created', 'logistics.*'],
          description: write.marker,
        },
      };
    case 'webhook-patch':
      return { method: 'PATCH', path: `/api/v1/webhooks/${write.webhookId}`, body: { description: write.marker } };
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends one write until the API acknowledges it: a connection error, a timeout, a 5xx or a 429 (the API was killed,
 * is restarting, or shed the request) is retried with the same Idempotency-Key and body. Any other status is returned.
 * `abortFirstAttemptAfterMs` gives up on the first attempt early, like an impatient client: the server usually commits
 * it anyway, so the retry must get the stored response rather than a second write.
 */
export async function sendUntilAcknowledged(
  baseUrl: () => string,
  token: string,
  write: Write,
  receiverUrl: string,
  options: { deadline: number; onRetry?: () => void; abortFirstAttemptAfterMs?: number },
): Promise<{ status: number; body: any; replayed: boolean }> {
  const { method, path, body } = requestOf(write, receiverUrl);
  for (let attempt = 0; ; attempt++) {
    try {
      const abortAfterMs =
        attempt === 0 && options.abortFirstAttemptAfterMs !== undefined ? options.abortFirstAttemptAfterMs : 15_000;
      const response = await fetch(`${baseUrl()}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': write.key },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(abortAfterMs),
      });
      const text = await response.text();
      if (response.status < 500 && response.status !== 429) {
        return {
          status: response.status,
          body: JSON.parse(text),
          replayed: response.headers.get('idempotent-replayed') === 'true',
        };
      }
    } catch {
      // Refused, reset or timed out: the API is down, was killed mid-request, or the client gave up on it.
    }
    if (Date.now() > options.deadline) throw new Error(`write ${write.kind} ${write.marker} was never acknowledged`);
    options.onRetry?.();
    await sleep(50 + Math.random() * 150);
  }
}
