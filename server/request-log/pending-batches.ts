import { newIdTail } from '../core/time-ordered-id';
import {
  errorCodeOf,
  redactedPathOf,
  redactRequestBody,
  redactResponseBody,
  type Captured,
  type RedactedBody,
} from './entry';
import {
  BATCH_MAX_ENTRIES,
  BATCH_MAX_SPAN_MS,
  type NewRequestLogBatch,
  type NewRequestLogBody,
  type StoredEntries,
} from './repo';

/** What an entry is reckoned to hold in memory besides its bodies. */
const ENTRY_BYTES = 256;

/** The values an entry is held as, in this order (PendingBatch.values). */
const REQUEST_ID = 0;
const METHOD = 1;
const URL = 2;
const ROUTE = 3;
const STATUS = 4;
const DURATION = 5;
const IDEMPOTENCY_KEY = 6;
const REQUEST_BODY = 7;
const RESPONSE_BODY = 8;
const OFFSET = 9;
const FIELDS = 10;

/**
 * A key's requests waiting to be written: one row of api_request_log_batches. Held as the references and numbers the
 * requests already hold (their strings, a cached response's one string), one entry after the other in one array, so
 * that adding one allocates nothing and touches one place in memory; redaction waits for the write (`toRow`), which
 * stores them as columns (StoredEntries) with one JSON.stringify.
 */
class PendingBatch {
  readonly idTail = newIdTail();
  lastAt: number;
  size = 0;
  bytes = 0;
  private readonly values: unknown[] = [];
  /** Where the oldest entry not dropped starts in `values`. */
  private start = 0;

  constructor(
    readonly companyId: string,
    readonly livemode: boolean,
    readonly apiKeyId: string,
    readonly firstAt: number,
  ) {
    this.lastAt = firstAt;
  }

  /** Whether a request of this moment belongs to a later batch: this one is full, or would span too long. */
  isClosedTo(at: number) {
    return this.size === BATCH_MAX_ENTRIES || at - this.firstAt > BATCH_MAX_SPAN_MS;
  }

  /** Adds a request; a time before the first entry's (a clock set back meanwhile) is taken as that time. Its bytes. */
  add(captured: Captured): number {
    const at = Math.max(captured.createdAt, this.firstAt);
    if (at > this.lastAt) this.lastAt = at;
    this.values.push(
      captured.requestId,
      captured.method,
      captured.url,
      captured.route,
      captured.status,
      captured.durationMs,
      captured.idempotencyKey,
      captured.requestBody,
      captured.responseBody,
      at - this.firstAt,
    );
    this.size += 1;
    const bytes = bytesOf(captured.requestBody, captured.responseBody);
    this.bytes += bytes;
    return bytes;
  }

  /** Drops the oldest entry; its bytes. The batch keeps its first time, which its later entries count from. */
  dropFirst(): number {
    const at = this.start;
    const bytes = bytesOf(this.values[at + REQUEST_BODY], this.values[at + RESPONSE_BODY] as string | null);
    // Its references are let go at once; the slots themselves stay until the batch is written.
    this.values.fill(undefined, at, at + FIELDS);
    this.start += FIELDS;
    this.size -= 1;
    this.bytes -= bytes;
    return bytes;
  }

  /** The values of one field of every entry, in order. */
  private column<T>(field: number): T[] {
    const column: T[] = new Array(this.size);
    for (let index = 0, at = this.start + field; index < this.size; index += 1, at += FIELDS) {
      column[index] = this.values[at] as T;
    }
    return column;
  }

  /** The row to write, its entries redacted and as JSON; and the bodies they name, each once, seen at their last use. */
  toRow(): { batch: NewRequestLogBatch; bodies: NewRequestLogBody[] } {
    const bodyHashes: string[] = [];
    const bodies = new Map<string, NewRequestLogBody & { position: number }>();
    const positionOf = (body: RedactedBody | null, seenAt: number) => {
      if (body === null) return null;
      const known = bodies.get(body.hash);
      if (known) {
        known.seenAt = Math.max(known.seenAt, seenAt);
        return known.position;
      }
      const position = bodyHashes.push(body.hash) - 1;
      bodies.set(body.hash, { companyId: this.companyId, hash: body.hash, body: body.text, seenAt, position });
      return position;
    };
    const size = this.size;
    const values = this.values;
    const paths: string[] = new Array(size);
    const errorCodes: (string | null)[] = new Array(size);
    const requestBodies: (number | null)[] = new Array(size);
    const responseBodies: (number | null)[] = new Array(size);
    let lastUrl: string | null = null;
    let lastPath = '';
    for (let index = 0, at = this.start; index < size; index += 1, at += FIELDS) {
      const url = values[at + URL] as string;
      // Requests in a row to one path (a quote polled) are redacted once.
      if (url !== lastUrl) {
        lastUrl = url;
        lastPath = redactedPathOf(url);
      }
      paths[index] = lastPath;
      const responseBody = values[at + RESPONSE_BODY] as string | null;
      const seenAt = this.firstAt + (values[at + OFFSET] as number);
      errorCodes[index] = errorCodeOf(values[at + STATUS] as number, responseBody);
      requestBodies[index] = positionOf(redactRequestBody(values[at + REQUEST_BODY]), seenAt);
      responseBodies[index] = positionOf(redactResponseBody(responseBody), seenAt);
    }
    const entries: StoredEntries = {
      request_id: this.column(REQUEST_ID),
      method: this.column(METHOD),
      path: paths,
      route: this.column(ROUTE),
      status: this.column(STATUS),
      duration_ms: this.column(DURATION),
      idempotency_key: withoutTrailingNulls(this.column(IDEMPOTENCY_KEY)),
      error_code: withoutTrailingNulls(errorCodes),
      request_body: withoutTrailingNulls(requestBodies),
      response_body: withoutTrailingNulls(responseBodies),
      at: this.column(OFFSET),
    };
    return {
      batch: {
        companyId: this.companyId,
        livemode: this.livemode,
        apiKeyId: this.apiKeyId,
        idTail: this.idTail,
        firstAt: this.firstAt,
        lastAt: this.lastAt,
        bodyHashes,
        entryCount: size,
        entries: JSON.stringify(entries),
      },
      bodies: [...bodies.values()].map(({ position: _position, ...body }) => body),
    };
  }
}

/** A column without its trailing nulls, which a read takes as null (StoredEntries): mostly an empty one, written for free. */
function withoutTrailingNulls<T>(column: (T | null)[]): (T | null)[] {
  let end = column.length;
  while (end > 0 && column[end - 1] === null) end -= 1;
  return end === column.length ? column : column.slice(0, end);
}

/** Roughly what an entry holds in memory: its references, numbers and the strings they name, and its bodies. */
function bytesOf(requestBody: unknown, responseBody: string | null): number {
  const request =
    requestBody === undefined || requestBody === null ? 0 : typeof requestBody === 'string' ? requestBody.length : 512;
  return ENTRY_BYTES + 2 * (request + (responseBody?.length ?? 0));
}

/**
 * The requests not yet written, already grouped as they will be stored: one batch per key (and its company and mode),
 * a new one where a batch would span more than BATCH_MAX_SPAN_MS or hold more than BATCH_MAX_ENTRIES. Batches are
 * kept oldest first; the recorder takes them from the front to write them, and drops the oldest entries when over its
 * bounds.
 */
export class PendingBatches {
  private readonly queue: PendingBatch[] = [];
  /** The batch each key's next request may join (the newest of the key's batches in `queue`). */
  private readonly open = new Map<string, PendingBatch>();
  entries = 0;
  /** Roughly what the requests held take in memory. */
  bytes = 0;

  add(captured: Captured) {
    let batch = this.open.get(captured.apiKeyId);
    if (!batch || batch.isClosedTo(captured.createdAt)) {
      batch = new PendingBatch(captured.companyId, captured.livemode, captured.apiKeyId, captured.createdAt);
      this.open.set(captured.apiKeyId, batch);
      this.queue.push(batch);
    }
    this.bytes += batch.add(captured);
    this.entries += 1;
  }

  /** Drops the oldest entry (for the recorder's bounds); an emptied batch goes. */
  dropOldest() {
    const oldest = this.queue[0];
    if (!oldest) return;
    this.bytes -= oldest.dropFirst();
    this.entries -= 1;
    if (oldest.size === 0) this.remove(1);
  }

  /**
   * The oldest batches, whole, up to about `maxEntries` entries (at least one batch), as the rows to write and the
   * bodies they name, once per company; they leave the pending set, and later requests of their keys start new batches.
   */
  take(maxEntries: number): { batches: NewRequestLogBatch[]; bodies: NewRequestLogBody[] } {
    let count = 0;
    let taken = 0;
    while (taken < this.queue.length && (taken === 0 || count + this.queue[taken]!.size <= maxEntries)) {
      count += this.queue[taken]!.size;
      taken += 1;
    }
    const batches: NewRequestLogBatch[] = [];
    const bodies = new Map<string, NewRequestLogBody>();
    for (const pending of this.remove(taken)) {
      const row = pending.toRow();
      batches.push(row.batch);
      for (const body of row.bodies) {
        const key = `${body.companyId} ${body.hash}`;
        const known = bodies.get(key);
        if (!known) bodies.set(key, body);
        else if (known.seenAt < body.seenAt) known.seenAt = body.seenAt;
      }
    }
    return { batches, bodies: [...bodies.values()] };
  }

  /** Removes the oldest `count` batches from the pending set, and returns them. */
  private remove(count: number): PendingBatch[] {
    const removed = this.queue.splice(0, count);
    for (const batch of removed) {
      if (this.open.get(batch.apiKeyId) === batch) this.open.delete(batch.apiKeyId);
      this.entries -= batch.size;
      this.bytes -= batch.bytes;
    }
    return removed;
  }
}
