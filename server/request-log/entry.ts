import { createHash } from 'node:crypto';
import { redactBody, redactPath } from './redact';

/** What the response path keeps of a request: references only; redaction and serialisation wait for the write. */
export type Captured = {
  companyId: string;
  livemode: boolean;
  apiKeyId: string;
  method: string;
  url: string;
  route: string | null;
  status: number;
  durationMs: number;
  idempotencyKey: string | null;
  requestId: string;
  requestBody: unknown;
  responseBody: string | null;
  /** Milliseconds since the epoch. */
  createdAt: number;
};

/** A redacted body and its SHA-256 (hex): its key in api_request_log_bodies. */
export type RedactedBody = { text: string; hash: string };

/** `{"error":{"code":"VALIDATION_ERROR",…` → VALIDATION_ERROR; read without parsing the body. */
const ERROR_CODE = /^\{"error":\{"code":"([A-Z_]+)"/;

function bodyText(body: unknown): string | null {
  if (body === undefined || body === null || body === '') return null;
  if (typeof body === 'string') return body;
  if (Buffer.isBuffer(body)) return body.toString('utf8');
  return JSON.stringify(body);
}

function hashed(text: string): RedactedBody {
  return { text, hash: createHash('sha256').update(text).digest('hex') };
}

/**
 * Results by the text they were computed from, for texts that come back again and again: a quote read from the quote
 * cache is the same string every time, whose lookup then costs neither redaction nor hashing. Oldest out first; only
 * short texts are kept, so that the memory held stays small (at most 256 × 16 Ki characters).
 */
class Memo<T> {
  private readonly done = new Map<string, T>();

  constructor(
    private readonly compute: (text: string) => T,
    private readonly max = 256,
  ) {}

  of(text: string): T {
    if (text.length > MEMO_MAX_CHARS) return this.compute(text);
    let result = this.done.get(text);
    if (result === undefined) {
      result = this.compute(text);
      if (this.done.size >= this.max) this.done.delete(this.done.keys().next().value!);
      this.done.set(text, result);
    }
    return result;
  }
}

const MEMO_MAX_CHARS = 16 * 1024;
const responseBodies = new Memo((text) => hashed(redactBody(text)));
const paths = new Memo(redactPath);

/** A request's path and query with their secrets and personal values redacted. */
export const redactedPathOf = (url: string): string => paths.of(url);

/** A request body as the log keeps it: redacted, with its hash; null for none. */
export function redactRequestBody(body: unknown): RedactedBody | null {
  const text = bodyText(body);
  return text === null ? null : hashed(redactBody(text));
}

/** A response body as the log keeps it: redacted, with its hash (both kept for texts that come back); null for none. */
export function redactResponseBody(body: string | null): RedactedBody | null {
  return body ? responseBodies.of(body) : null;
}

/** The error code an error response names (`{"error":{"code":"VALIDATION_ERROR",…`), read without parsing it. */
export function errorCodeOf(status: number, body: string | null): string | null {
  return status >= 400 && body ? (ERROR_CODE.exec(body)?.[1] ?? null) : null;
}
