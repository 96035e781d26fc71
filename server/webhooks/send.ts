import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { inSpan, markSpanFailed } from '../core/tracing';
import type { EndpointRow, EventRow } from './repo';
import type { WebhookRuntime } from './runtime';
import { webhookHeaders } from './signing';
import { checkWebhookUrl } from './ssrf';

export type SendResult = {
  ok: boolean;
  status: number | null;
  latencyMs: number;
  error: string | null;
  /** The start of the response body. */
  responseBody: string | null;
};

const RESPONSE_BODY_LIMIT = 2_048;

/**
 * The start of a subscriber's answer as PostgreSQL can store it: at most RESPONSE_BODY_LIMIT characters, never
 * ending in half of a surrogate pair, NUL shown as U+FFFD. Null when empty.
 */
function storableBody(text: string): string | null {
  let start = text.slice(0, RESPONSE_BODY_LIMIT);
  if (/[\ud800-\udbff]$/.test(start)) start = start.slice(0, -1);
  return start.replaceAll('\u0000', '\ufffd') || null;
}

/** The body every subscriber receives for an event: these exact bytes are signed and sent. */
export function eventBody(event: EventRow): string {
  return JSON.stringify({
    id: event.id,
    type: event.type,
    created_at: event.createdAt.toISOString(),
    livemode: event.livemode,
    data: event.data,
  });
}

/** The secrets that sign now: the current one, and the previous one during the 24 h after a rotation. */
export function signingSecrets(runtime: WebhookRuntime, endpoint: EndpointRow, now = new Date()): string[] {
  const secrets = [runtime.secretBox.open(endpoint.secretSealed)];
  if (endpoint.previousSecretSealed && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now) {
    secrets.push(runtime.secretBox.open(endpoint.previousSecretSealed));
  }
  return secrets;
}

/**
 * Connections to subscribers are kept alive between deliveries (a burst to one endpoint would otherwise open a TCP
 * and TLS connection per event). Pools are keyed by the address the SSRF check approved, because requests connect to
 * that address: a socket is only ever reused for the address it was opened to. Idle sockets close after 4 s, before
 * the 5 s idle timeout of common servers, and sooner when the server announces a shorter `Keep-Alive: timeout`.
 */
const IDLE_SOCKET_MS = 4_000;
const agents = {
  'http:': new http.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
  'https:': new https.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
};

/** A reused connection the server closed as the request went out: the request never reached it, so it is sent again. */
const STALE_SOCKET_ERRORS = new Set(['ECONNRESET', 'EPIPE']);

/**
 * One signed POST of the event to the endpoint. The URL is checked against SSRF again and the connection goes to
 * the address that was checked; redirects are not followed. `runtime.timeoutMs` (WEBHOOK_TIMEOUT) bounds the whole
 * send, the second try on a stale connection included, so the delivery job's lease always outlives it; `signal`
 * (the job's) stops it sooner. A request that outlived its job would reach the subscriber after the delivery had
 * been given up, and again when it was retried.
 */
export async function sendEvent(
  runtime: WebhookRuntime,
  endpoint: EndpointRow,
  event: EventRow,
  signal?: AbortSignal,
): Promise<SendResult> {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  const check = await checkWebhookUrl(endpoint.url, { allowList: runtime.allowList, lookup: runtime.lookup });
  if (!check.ok)
    return { ok: false, status: null, latencyMs: latency(), error: `refused: ${check.reason}`, responseBody: null };

  const body = eventBody(event);
  const headers = webhookHeaders({
    id: event.id,
    timestamp: Math.floor(Date.now() / 1000),
    body,
    secrets: signingSecrets(runtime, endpoint),
    eventType: event.type,
  });
  const { url, address } = check;
  const hostName = url.hostname.replace(/^\[|\]$/g, '');
  const options: https.RequestOptions = {
    method: 'POST',
    protocol: url.protocol,
    host: address,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    path: `${url.pathname}${url.search}`,
    // The name the subscriber knows itself by, for virtual hosting and for its TLS certificate.
    headers: { ...headers, host: url.host, 'content-length': Buffer.byteLength(body) },
    ...(url.protocol === 'https:' && !isIP(hostName) ? { servername: hostName } : {}),
  };
  const transport = url.protocol === 'https:' ? https : http;
  const agent = agents[url.protocol as keyof typeof agents];
  // A client span while tracing is on (docs/traces.md). No traceparent goes to the subscriber: the trace's ids are
  // Loadout's own, and a subscriber correlates a delivery by its webhook-id header.
  const result = await inSpan(
    'POST webhook',
    {
      kind: 'client',
      attributes: {
        'http.request.method': 'POST',
        'server.address': hostName,
        'server.port': Number(options.port),
        'url.scheme': url.protocol.replace(':', ''),
        'loadout.webhook.endpoint_id': endpoint.id,
        'loadout.event.id': event.id,
        'loadout.event.type': event.type,
      },
    },
    async (span) => {
      const deadline = sendDeadline(runtime.timeoutMs, signal);
      const first = await post(transport, { ...options, agent }, body, deadline);
      const sent = first.staleSocket ? await post(transport, { ...options, agent: false }, body, deadline) : first;
      deadline.clear();
      if (span && sent.result.status !== null) span.setAttribute('http.response.status_code', sent.result.status);
      if (!sent.result.ok) markSpanFailed(span, new Error(sent.result.error ?? 'the delivery failed'));
      return sent;
    },
  );
  return { ...result.result, latencyMs: latency() };
}

type Attempt = { result: Omit<SendResult, 'latencyMs'>; staleSocket: boolean };

const failed = (status: number | null, error: string, staleSocket = false): Attempt => ({
  result: { ok: false, status, error, responseBody: null },
  staleSocket,
});

type Deadline = { signal: AbortSignal; reason(): string; clear(): void };

/** Aborts after `timeoutMs` in all, or when `outer` aborts; `reason` says which, for the delivery's log. */
function sendDeadline(timeoutMs: number, outer?: AbortSignal): Deadline {
  const controller = new AbortController();
  let reason = '';
  const stop = (why: string) => {
    reason ||= why;
    controller.abort();
  };
  const timer = setTimeout(() => stop(`timed out after ${timeoutMs} ms`), timeoutMs);
  const onOuter = () => stop('stopped: the delivery job ran out of time');
  if (outer?.aborted) onOuter();
  outer?.addEventListener('abort', onOuter, { once: true });
  return {
    signal: controller.signal,
    reason: () => reason,
    clear() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuter);
    },
  };
}

function post(
  transport: typeof http | typeof https,
  options: https.RequestOptions,
  body: string,
  deadline: Deadline,
): Promise<Attempt> {
  return new Promise<Attempt>((resolve) => {
    if (deadline.signal.aborted) {
      resolve(failed(null, deadline.reason()));
      return;
    }
    const request = transport.request({ ...options, signal: deadline.signal }, (response) => {
      const status = response.statusCode ?? 0;
      let received = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        if (received.length < RESPONSE_BODY_LIMIT) received += chunk;
      });
      response.on('end', () => {
        const ok = status >= 200 && status < 300;
        const error = ok
          ? null
          : status >= 300 && status < 400
            ? `redirect to ${response.headers.location ?? '?'} not followed`
            : `HTTP ${status}`;
        resolve({ result: { ok, status, error, responseBody: storableBody(received) }, staleSocket: false });
      });
      response.on('error', (error) =>
        resolve(failed(status, deadline.signal.aborted ? deadline.reason() : error.message)),
      );
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (deadline.signal.aborted) {
        resolve(failed(null, deadline.reason()));
        return;
      }
      resolve(failed(null, error.message, request.reusedSocket && STALE_SOCKET_ERRORS.has(error.code ?? '')));
    });
    request.end(body);
  });
}
