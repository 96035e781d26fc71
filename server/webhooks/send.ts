import http from 'node:http';
import https from 'node:https';
import type { EndpointRow, EventRow } from './repo';
import type { WebhookRuntime } from './runtime';
import { webhookHeaders } from './signing';
import { checkWebhookUrl, pinnedLookup } from './ssrf';

export type SendResult = {
  ok: boolean;
  status: number | null;
  latencyMs: number;
  error: string | null;
  /** The start of the response body. */
  responseBody: string | null;
};

const RESPONSE_BODY_LIMIT = 2_048;

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
 * One signed POST of the event to the endpoint. The URL is checked against SSRF again and the connection goes to
 * the address that was checked; redirects are not followed; the request times out after `runtime.timeoutMs`.
 */
export async function sendEvent(runtime: WebhookRuntime, endpoint: EndpointRow, event: EventRow): Promise<SendResult> {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  const check = await checkWebhookUrl(endpoint.url, { allowList: runtime.allowList, lookup: runtime.lookup });
  if (!check.ok) return { ok: false, status: null, latencyMs: latency(), error: `refused: ${check.reason}`, responseBody: null };

  const body = eventBody(event);
  const headers = webhookHeaders({
    id: event.id,
    timestamp: Math.floor(Date.now() / 1000),
    body,
    secrets: signingSecrets(runtime, endpoint),
    eventType: event.type,
  });
  const transport = check.url.protocol === 'https:' ? https : http;
  return new Promise<SendResult>((resolve) => {
    const request = transport.request(
      check.url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        lookup: pinnedLookup(check.address, check.family),
        timeout: runtime.timeoutMs,
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let received = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (received.length < RESPONSE_BODY_LIMIT) received += chunk;
        });
        response.on('end', () => {
          const ok = status >= 200 && status < 300;
          resolve({
            ok,
            status,
            latencyMs: latency(),
            error: ok ? null : status >= 300 && status < 400 ? `redirect to ${response.headers.location ?? '?'} not followed` : `HTTP ${status}`,
            responseBody: received.slice(0, RESPONSE_BODY_LIMIT) || null,
          });
        });
        response.on('error', (error) => resolve({ ok: false, status, latencyMs: latency(), error: error.message, responseBody: null }));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`timed out after ${runtime.timeoutMs} ms`)));
    request.on('error', (error) => resolve({ ok: false, status: null, latencyMs: latency(), error: error.message, responseBody: null }));
    request.end(body);
  });
}
