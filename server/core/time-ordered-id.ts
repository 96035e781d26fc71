import { randomUUID } from 'node:crypto';

// Time-ordered UUIDs (version 7, RFC 9562): the first 48 bits are the time in milliseconds since the epoch, so an id
// tells when it was made. The request log finds an entry, or a request by its id, among the batches of that moment
// instead of keeping an index per entry (server/request-log/repo.ts).

const V7 = /^[0-9a-f]{8}-?[0-9a-f]{4}-?7[0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}$/i;

function timeHex(ms: number): string {
  return ms.toString(16).padStart(12, '0');
}

/** A request id (`X-Request-Id`): `req_` and a UUIDv7 of the moment the request arrived, as 32 hex digits. */
export function newRequestId(ms = Date.now()): string {
  const random = randomUUID();
  return `req_${timeHex(ms)}7${random.slice(15, 18)}${random.slice(19, 23)}${random.slice(24)}`;
}

/**
 * The last 16 hex digits of a UUIDv7 (the variant and 62 random bits): the request log gives a batch of entries one,
 * and makes each entry's id of its time, its position in the batch and this (server/request-log/repo.ts).
 */
export function newIdTail(): string {
  const random = randomUUID();
  return `${random.slice(19, 23)}${random.slice(24)}`;
}

/** A UUIDv7 (with or without dashes, or a request id `req_…` made by newRequestId) as its 32 hex digits; null for any other id. */
function v7Hex(id: string): string | null {
  const hex = id.startsWith('req_') ? id.slice(4) : id;
  return V7.test(hex) ? hex.replaceAll('-', '').toLowerCase() : null;
}

/** The millisecond a UUIDv7 or a request id of newRequestId was made at; null for any other id. */
export function timeOfId(id: string): number | null {
  const hex = v7Hex(id);
  return hex === null ? null : Number.parseInt(hex.slice(0, 12), 16);
}

/** A UUIDv7's parts: its time, the 12 bits after the version (a position in a batch) and its last 16 hex digits. */
export function partsOfId(id: string): { ms: number; position: number; tail: string } | null {
  const hex = v7Hex(id);
  if (hex === null) return null;
  return {
    ms: Number.parseInt(hex.slice(0, 12), 16),
    position: Number.parseInt(hex.slice(13, 16), 16),
    tail: hex.slice(16),
  };
}
