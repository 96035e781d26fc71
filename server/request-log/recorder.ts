import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { newIdTail } from '../core/time-ordered-id';
import type { Db } from '../db/client';
import { redactBody, redactPath } from './redact';
import {
  BATCH_MAX_ENTRIES,
  BATCH_MAX_SPAN_MS,
  insertRequestLogBatches,
  type NewRequestLogBatch,
  type NewRequestLogBody,
} from './repo';

/** What the response path keeps of a request: references only; redaction and serialisation wait for the flush. */
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
  /** Milliseconds since the epoch (a Date is made only when the batch is written). */
  createdAt: number;
  /** Roughly what the entry holds in memory, for the buffer's byte bound. */
  size: number;
};

export type RecorderOptions = {
  /** A batch is written this long after its first entry arrived (or at once when full). */
  flushDelayMs?: number;
  maxBatch?: number;
  /** The buffer's bounds: beyond them the oldest entries are dropped (and counted) rather than memory growing. */
  maxEntries?: number;
  maxBytes?: number;
};

/** `{"error":{"code":"VALIDATION_ERROR",…` → VALIDATION_ERROR; read without parsing the body. */
const ERROR_CODE = /^\{"error":\{"code":"([A-Z_]+)"/;

/**
 * The request log's writer. The hooks only take references to what the request already holds; a batch is redacted
 * and written with one INSERT after the response left, never on its path. When the database is slower than the
 * traffic, the buffer stays within its bounds by dropping the oldest entries, with a warning that counts them.
 */
export class RequestLogRecorder {
  private buffer: Captured[] = [];
  private bytes = 0;
  private timer: NodeJS.Timeout | null = null;
  private timerDelayMs = 0;
  private flushing: Promise<void> | null = null;
  private dropped = 0;
  private readonly flushDelayMs: number;
  private readonly maxBatch: number;
  private readonly maxEntries: number;
  private readonly maxBytes: number;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    options: RecorderOptions = {},
  ) {
    this.flushDelayMs = options.flushDelayMs ?? 200;
    this.maxBatch = options.maxBatch ?? 500;
    this.maxEntries = options.maxEntries ?? 20_000;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  }

  /**
   * One hook on an API surface (registered inside its prefix): onSend, where the response body is at hand as the text
   * about to be written. One callback hook, not an async one, nor a second hook at onResponse: no promise and no
   * further hook run per request on the hot path. The latency is thus measured up to the start of the write.
   */
  attach(scope: FastifyInstance) {
    scope.addHook('onSend', (request, reply, payload, done) => {
      this.capture(request, reply, typeof payload === 'string' ? payload : null);
      done(null, payload);
    });
  }

  private capture(request: FastifyRequest, reply: FastifyReply, responseBody: string | null) {
    const principal = request.principal;
    if (principal?.kind !== 'api_key') return;
    // A getter that builds a new object on each call: read once.
    const route = request.routeOptions;
    if (route.config?.requestLog === false) return;
    const idempotencyKey = request.headers['idempotency-key'];
    const entry: Captured = {
      companyId: principal.companyId,
      livemode: principal.livemode,
      apiKeyId: principal.id,
      method: request.method,
      url: request.url,
      route: route.url ?? null,
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime),
      idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey.slice(0, 255) : null,
      requestId: request.id,
      requestBody: request.rawJsonBody ?? request.body,
      responseBody,
      createdAt: Date.now(),
      size: 512 + (responseBody?.length ?? 0) + Number(request.headers['content-length'] ?? 0),
    };
    this.buffer.push(entry);
    this.bytes += entry.size;
    while (this.buffer.length > this.maxEntries || (this.bytes > this.maxBytes && this.buffer.length > 1)) {
      this.bytes -= this.buffer.shift()!.size;
      this.dropped += 1;
    }
    if (this.buffer.length >= this.maxBatch) this.schedule(0);
    else this.schedule(this.flushDelayMs);
  }

  private schedule(delayMs: number) {
    if (this.flushing) return;
    if (this.timer && (delayMs > 0 || this.timerDelayMs === 0)) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerDelayMs = delayMs;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, delayMs);
    this.timer.unref();
  }

  /**
   * Writes the entries the buffer holds when called, batch after batch; resolves when they are written (or a write
   * failed). Entries that arrive meanwhile wait for a full batch or their timer, so that a busy API writes full batches
   * rather than whatever came during the last write.
   */
  flush(): Promise<void> {
    if (this.flushing) return this.flushing;
    this.flushing = (async () => {
      try {
        for (let left = this.buffer.length; left > 0 && this.buffer.length > 0;) {
          const batch = this.buffer.splice(0, Math.min(this.maxBatch, left));
          left -= batch.length;
          for (const entry of batch) this.bytes -= entry.size;
          this.reportDropped();
          try {
            const { batches, bodies } = toBatches(batch);
            await insertRequestLogBatches(this.db, batches, bodies);
          } catch (error) {
            this.log.warn({ err: error, entries: batch.length }, 'could not write request log entries; they are lost');
            break;
          }
        }
      } finally {
        this.flushing = null;
        this.reportDropped();
        if (this.buffer.length > 0) this.schedule(this.buffer.length >= this.maxBatch ? 0 : this.flushDelayMs);
      }
    })();
    return this.flushing;
  }

  private reportDropped() {
    if (this.dropped === 0) return;
    this.log.warn(
      { dropped: this.dropped },
      'request log buffer full (the database writes slower than requests arrive): dropped the oldest entries',
    );
    this.dropped = 0;
  }

  /** Writes what is left; for the app's close. */
  async close() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.buffer.length > 0) await this.flush();
  }
}

function bodyText(body: unknown): string | null {
  if (body === undefined || body === null) return null;
  if (typeof body === 'string') return body;
  if (Buffer.isBuffer(body)) return body.toString('utf8');
  return JSON.stringify(body);
}

type Redacted = { text: string; hash: string };

function hashed(text: string): Redacted {
  return { text, hash: createHash('sha256').update(text).digest('hex') };
}

/**
 * Redacted texts (with the SHA-256 of a body, its key in api_request_log_bodies) by the text they redact, for those
 * that come back again and again: a quote read from the quote cache is the same string every time, whose lookup then
 * costs neither redaction nor hashing. Oldest out first.
 */
class Redactions {
  private readonly done = new Map<string, Redacted>();

  constructor(
    private readonly redact: (text: string) => string,
    private readonly max = 256,
  ) {}

  of(text: string): Redacted {
    // Only short texts are kept, so that the memory held stays small (at most 256 × 16 Ki characters).
    if (text.length > MEMO_MAX_CHARS) return this.compute(text);
    let redacted = this.done.get(text);
    if (redacted === undefined) {
      redacted = this.compute(text);
      if (this.done.size >= this.max) this.done.delete(this.done.keys().next().value!);
      this.done.set(text, redacted);
    }
    return redacted;
  }

  private compute(text: string): Redacted {
    return hashed(this.redact(text));
  }
}

const MEMO_MAX_CHARS = 16 * 1024;
const responseBodies = new Redactions(redactBody);
const paths = new Redactions(redactPath);

/**
 * The entries of a flush as rows of api_request_log_batches: one per key (and its company and mode), cut where it would
 * span more than BATCH_MAX_SPAN_MS; and the bodies they name, once per company.
 */
export function toBatches(captured: Captured[]): { batches: NewRequestLogBatch[]; bodies: NewRequestLogBody[] } {
  const batches: NewRequestLogBatch[] = [];
  const open = new Map<string, NewRequestLogBatch>();
  const bodies = new Map<string, Map<string, NewRequestLogBody>>();
  const bodyHash = (companyId: string, redacted: Redacted | null, seenAt: number) => {
    if (redacted === null) return null;
    let ofCompany = bodies.get(companyId);
    if (!ofCompany) bodies.set(companyId, (ofCompany = new Map()));
    const known = ofCompany.get(redacted.hash);
    if (!known) ofCompany.set(redacted.hash, { companyId, hash: redacted.hash, body: redacted.text, seenAt });
    else if (known.seenAt < seenAt) known.seenAt = seenAt;
    return redacted.hash;
  };
  for (const entry of captured) {
    const at = entry.createdAt;
    let batch = open.get(entry.apiKeyId);
    if (
      !batch ||
      batch.entries.length === BATCH_MAX_ENTRIES ||
      Math.max(batch.lastAt, at) - Math.min(batch.firstAt, at) > BATCH_MAX_SPAN_MS
    ) {
      batch = {
        companyId: entry.companyId,
        livemode: entry.livemode,
        apiKeyId: entry.apiKeyId,
        idTail: newIdTail(),
        firstAt: at,
        lastAt: at,
        entries: [],
      };
      open.set(entry.apiKeyId, batch);
      batches.push(batch);
    }
    if (at < batch.firstAt) batch.firstAt = at;
    if (at > batch.lastAt) batch.lastAt = at;
    const requestBody = bodyText(entry.requestBody);
    const responseBody = entry.responseBody === null || entry.responseBody === '' ? null : entry.responseBody;
    batch.entries.push([
      entry.requestId,
      entry.method,
      paths.of(entry.url).text,
      entry.route,
      entry.status,
      entry.durationMs,
      entry.idempotencyKey,
      entry.status >= 400 && responseBody ? (ERROR_CODE.exec(responseBody)?.[1] ?? null) : null,
      bodyHash(entry.companyId, requestBody === null ? null : hashed(redactBody(requestBody)), at),
      bodyHash(entry.companyId, responseBody === null ? null : responseBodies.of(responseBody), at),
      at,
    ]);
  }
  return { batches, bodies: [...bodies.values()].flatMap((ofCompany) => [...ofCompany.values()]) };
}

/** Registers the recorder on an API surface, and its last flush on the app's close; a no-op when turned off. */
export function registerRequestLog(scope: FastifyInstance, db: Db, enabled: boolean) {
  if (!enabled) return;
  const recorder = new RequestLogRecorder(db, scope.log);
  recorder.attach(scope);
  scope.addHook('onClose', () => recorder.close());
}
