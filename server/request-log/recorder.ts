import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Gauge } from 'prom-client';
import { registry, requestLogDropped } from '../core/metrics';
import type { Db } from '../db/client';
import { PendingBatches } from './pending-batches';
import { insertRequestLogBatches } from './repo';
import { SentBodies } from './sent-bodies';

export type RecorderOptions = {
  /** A batch is written this long after its first entry arrived (or at once when `maxBatch` entries wait). */
  flushDelayMs?: number;
  /** Entries written by one INSERT, about (whole batches go together). */
  maxBatch?: number;
  /** The buffer's bounds: beyond them the oldest entries are dropped (and counted) rather than memory growing. */
  maxEntries?: number;
  maxBytes?: number;
};

/** The recorders of this process (one per API surface that records), read by the metrics at scrape time. */
const recorders = new Set<RequestLogRecorder>();

new Gauge({
  name: 'loadout_request_log_pending_entries',
  help: 'Request log entries waiting in memory for their batch to be written.',
  registers: [registry],
  collect() {
    this.set(sumOf(recorders, (recorder) => recorder.pendingEntries));
  },
});

new Gauge({
  name: 'loadout_request_log_pending_bytes',
  help: 'What the request log entries waiting to be written are reckoned to hold in memory, in bytes.',
  registers: [registry],
  collect() {
    this.set(sumOf(recorders, (recorder) => recorder.pendingBytes));
  },
});

function sumOf<T>(items: Iterable<T>, valueOf: (item: T) => number): number {
  let sum = 0;
  for (const item of items) sum += valueOf(item);
  return sum;
}

/**
 * The request log's writer. The hook only adds references to what the request already holds to its key's pending
 * batch; redaction and the entries' JSON wait for the write, which takes whole batches, `maxBatch` entries or so per
 * INSERT, never on a response's path. When the database is slower than the traffic, the buffer stays within its
 * bounds by dropping the oldest entries, with a warning that counts them.
 */
export class RequestLogRecorder {
  private readonly pending = new PendingBatches();
  private readonly sentBodies = new SentBodies();
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

  /** Entries waiting to be written, for the metrics. */
  get pendingEntries() {
    return this.pending.entries;
  }

  get pendingBytes() {
    return this.pending.bytes;
  }

  /**
   * One hook on an API surface (registered inside its prefix): onSend, where the response body is at hand as the text
   * about to be written. One callback hook, not an async one, nor a second hook at onResponse: no promise and no
   * further hook run per request on the hot path. The latency is thus measured up to the start of the write.
   */
  attach(scope: FastifyInstance) {
    recorders.add(this);
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
    this.pending.add({
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
    });
    while (this.pending.entries > this.maxEntries || (this.pending.bytes > this.maxBytes && this.pending.entries > 1)) {
      this.pending.dropOldest();
      this.dropped += 1;
      requestLogDropped.inc();
    }
    if (this.pending.entries >= this.maxBatch) this.schedule(0);
    else if (!this.timer) this.schedule(this.flushDelayMs);
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
   * Writes the entries pending when called, batch after batch; resolves when they are written (or a write failed).
   * Entries that arrive meanwhile wait for `maxBatch` entries or their timer, so that a busy API writes full batches
   * rather than whatever came during the last write.
   */
  flush(): Promise<void> {
    if (this.flushing) return this.flushing;
    this.flushing = (async () => {
      try {
        for (let left = this.pending.entries; left > 0 && this.pending.entries > 0;) {
          const { batches, bodies } = this.pending.take(Math.min(this.maxBatch, left));
          const entries = batches.reduce((sum, batch) => sum + batch.entryCount, 0);
          left -= entries;
          this.reportDropped();
          try {
            const now = Date.now();
            const toSend = this.sentBodies.toSend(bodies, now);
            await insertRequestLogBatches(this.db, batches, toSend);
            this.sentBodies.written(toSend, now);
          } catch (error) {
            this.log.warn({ err: error, entries }, 'could not write request log entries; they are lost');
            break;
          }
        }
      } finally {
        this.flushing = null;
        this.reportDropped();
        if (this.pending.entries > 0) {
          this.schedule(this.pending.entries >= this.maxBatch ? 0 : this.flushDelayMs);
        }
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
    while (this.pending.entries > 0) await this.flush();
  }
}

/** Registers the recorder on an API surface, and its last flush on the app's close; a no-op when turned off. */
export function registerRequestLog(scope: FastifyInstance, db: Db, enabled: boolean) {
  if (!enabled) return;
  const recorder = new RequestLogRecorder(db, scope.log);
  recorder.attach(scope);
  scope.addHook('onClose', () => {
    recorders.delete(recorder);
    return recorder.close();
  });
}
