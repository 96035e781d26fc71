import { randomBytes } from 'node:crypto';
import { signWebhook } from '../src/webhook-verify';
import { VERSION } from '../src/version';

// `loadout listen` hands each event to a local server exactly as a webhook endpoint receives it: the same JSON body,
// the Standard Webhooks headers and X-Loadout-Event, signed with a secret of the developer's machine.

/** A new `whsec_` secret: 32 random bytes, as the API makes for an endpoint. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

export type Forwarded = { status: number | null; ms: number; error: string | null };

export async function forwardEvent(
  url: string,
  secret: string,
  event: { id: string; type: string },
  body: string,
  timeoutMs = 10_000,
): Promise<Forwarded> {
  const timestamp = Math.floor(Date.now() / 1000);
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': `loadout-cli/${VERSION}`,
        'webhook-id': event.id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': `v1,${await signWebhook(secret, event.id, timestamp, body)}`,
        'x-loadout-event': event.type,
      },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.arrayBuffer();
    return { status: response.status, ms: ms(), error: null };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { status: null, ms: ms(), error: cause ?? (error instanceof Error ? error.message : String(error)) };
  }
}
