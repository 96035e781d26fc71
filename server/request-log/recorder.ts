import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { redactBody, redactPath } from './redact';
import { insertRequestLogs, type NewRequestLog } from './repo';

/** What the response path keeps of a request: references only; redaction and serialisation wait for the flush. */
type Captured = {
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
    if (principal?.kind !== 'api_key' || request.routeOptions.config?.requestLog === false) return;
    const idempotencyKey = request.headers['idempotency-key'];
    const entry: Captured = {
      companyId: principal.companyId,
      livemode: principal.livemode,
      apiKeyId: principal.id,
      method: request.method,
      url: request.url,
      route: request.routeOptions.url ?? null,
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

  /** Writes what the buffer holds, batch after batch; resolves when it is empty (or a write failed). */
  flush(): Promise<void> {
    if (this.flushing) return this.flushing;
    this.flushing = (async () => {
      try {
        while (this.buffer.length > 0) {
          const batch = this.buffer.splice(0, this.maxBatch);
          for (const entry of batch) this.bytes -= entry.size;
          this.reportDropped();
          try {
            await insertRequestLogs(this.db, batch.map(toRow));
          } catch (error) {
            this.log.warn({ err: error, entries: batch.length }, 'could not write request log entries; they are lost');
            break;
          }
        }
      } finally {
        this.flushing = null;
        this.reportDropped();
        if (this.buffer.length > 0) this.schedule(this.flushDelayMs);
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
    await this.flush();
    if (this.buffer.length > 0) await this.flush();
  }
}

function bodyText(body: unknown): string | null {
  if (body === undefined || body === null) return null;
  if (typeof body === 'string') return body;
  if (Buffer.isBuffer(body)) return body.toString('utf8');
  return JSON.stringify(body);
}

/**
 * Redacted bodies and paths by what they redact, for the bodies that come back again and again (a quote read from the
 * quote cache is the same string every time, whose lookup then costs no hashing); oldest out first.
 */
class Redactions {
  private readonly done = new Map<string, string>();

  constructor(
    private readonly redact: (text: string) => string,
    private readonly max = 256,
  ) {}

  of(text: string): string {
    // Only short texts are kept, so that the memory held stays small (at most 256 × 16 Ki characters).
    if (text.length > MEMO_MAX_CHARS) return this.redact(text);
    let redacted = this.done.get(text);
    if (redacted === undefined) {
      redacted = this.redact(text);
      if (this.done.size >= this.max) this.done.delete(this.done.keys().next().value!);
      this.done.set(text, redacted);
    }
    return redacted;
  }
}

const MEMO_MAX_CHARS = 16 * 1024;
const bodies = new Redactions(redactBody);
const paths = new Redactions(redactPath);

function toRow(entry: Captured): NewRequestLog {
  const requestBody = bodyText(entry.requestBody);
  const errorCode =
    entry.status >= 400 && entry.responseBody ? (ERROR_CODE.exec(entry.responseBody)?.[1] ?? null) : null;
  return {
    companyId: entry.companyId,
    livemode: entry.livemode,
    apiKeyId: entry.apiKeyId,
    method: entry.method,
    path: paths.of(entry.url),
    route: entry.route,
    status: entry.status,
    durationMs: entry.durationMs,
    idempotencyKey: entry.idempotencyKey,
    requestId: entry.requestId,
    errorCode,
    requestBody: requestBody === null ? null : redactBody(requestBody),
    responseBody: entry.responseBody === null || entry.responseBody === '' ? null : bodies.of(entry.responseBody),
    createdAt: new Date(entry.createdAt),
  };
}

/** Registers the recorder on an API surface, and its last flush on the app's close; a no-op when turned off. */
export function registerRequestLog(scope: FastifyInstance, db: Db, enabled: boolean) {
  if (!enabled) return;
  const recorder = new RequestLogRecorder(db, scope.log);
  recorder.attach(scope);
  scope.addHook('onClose', () => recorder.close());
}
