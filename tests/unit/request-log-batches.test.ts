import { describe, expect, it } from 'vitest';
import { errorCodeOf, type Captured } from '@/server/request-log/entry';
import { PendingBatches } from '@/server/request-log/pending-batches';
import { BATCH_MAX_SPAN_MS, BODY_RESEND_INTERVAL_MS, type StoredEntries } from '@/server/request-log/repo';
import { SentBodies } from '@/server/request-log/sent-bodies';

// How the recorder holds requests until it writes them: as columns per key and moment, redacted and numbered only when
// written (the API suites read them back through the API).

const captured = (overrides: Partial<Captured> = {}): Captured => ({
  companyId: '00000000-0000-4000-8000-000000000001',
  livemode: true,
  apiKeyId: '00000000-0000-4000-8000-000000000002',
  method: 'GET',
  url: '/api/v1/quotes/0193aaaa-bbbb-7ccc-8ddd-eeeeeeeeeeee',
  route: '/api/v1/quotes/:id',
  status: 200,
  durationMs: 3,
  idempotencyKey: null,
  requestId: 'req_0193aaaabbbb7ccc8ddd0123456789ab',
  requestBody: undefined,
  responseBody: '{"data":{"id":"q_1"}}',
  createdAt: Date.UTC(2026, 10, 27, 9, 0, 0, 250),
  ...overrides,
});

const columnsOf = (entries: string) => JSON.parse(entries) as StoredEntries;

describe('PendingBatches', () => {
  it('writes a batch as columns: paths redacted, bodies by position, times from the first entry', () => {
    const pending = new PendingBatches();
    const at = captured().createdAt;
    pending.add(captured());
    pending.add(
      captured({
        createdAt: at + 40,
        method: 'POST',
        url: '/api/v1/quotes?search=ada.lovelace@acme.example',
        route: '/api/v1/quotes',
        status: 400,
        requestBody: '{"requester_email":"ada.lovelace@acme.example","note":"quote \\"x\\""}',
        responseBody: '{"error":{"code":"VALIDATION_ERROR","message":"x"}}',
        idempotencyKey: 'key "with" quotes \\ and\nnewline, ünïcode',
        requestId: 'client "id"',
      }),
    );
    // A clock set back meanwhile: the entry is taken as of the batch's first time.
    pending.add(captured({ createdAt: at - 5, requestId: 'req-late' }));
    const { batches, bodies } = pending.take(Infinity);
    expect(batches).toHaveLength(1);
    const [batch] = batches;
    expect(batch).toMatchObject({ firstAt: at, lastAt: at + 40, entryCount: 3 });
    const columns = columnsOf(batch!.entries);
    expect(columns).toEqual({
      request_id: ['req_0193aaaabbbb7ccc8ddd0123456789ab', 'client "id"', 'req-late'],
      method: ['GET', 'POST', 'GET'],
      path: [captured().url, '/api/v1/quotes?search=[REDACTED]', captured().url],
      route: ['/api/v1/quotes/:id', '/api/v1/quotes', '/api/v1/quotes/:id'],
      status: [200, 400, 200],
      duration_ms: [3, 3, 3],
      // Nullable columns end at their last value.
      idempotency_key: [null, 'key "with" quotes \\ and\nnewline, ünïcode'],
      error_code: [null, 'VALIDATION_ERROR'],
      request_body: [null, 1],
      response_body: [0, 2, 0],
      at: [0, 40, 0],
    });
    expect(batch!.bodyHashes).toHaveLength(3);
    expect(bodies.map((body) => batch!.bodyHashes.indexOf(body.hash))).toEqual([0, 1, 2]);
    expect(bodies[1]!.body).toBe('{"requester_email":"[REDACTED]","note":"quote \\"x\\""}');
  });

  it('starts a new batch after a second, and names a body the batches share once, seen at its last use', () => {
    const pending = new PendingBatches();
    const at = captured().createdAt;
    pending.add(captured({ createdAt: at }));
    pending.add(captured({ createdAt: at + BATCH_MAX_SPAN_MS + 1 }));
    pending.add(captured({ createdAt: at + 1, apiKeyId: '00000000-0000-4000-8000-000000000003' }));
    const { batches, bodies } = pending.take(Infinity);
    expect(batches.map((batch) => [batch.apiKeyId.slice(-1), batch.firstAt - at])).toEqual([
      ['2', 0],
      ['2', BATCH_MAX_SPAN_MS + 1],
      ['3', 1],
    ]);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.seenAt).toBe(at + BATCH_MAX_SPAN_MS + 1);
  });

  it('takes whole batches up to a number of entries, oldest first', () => {
    const pending = new PendingBatches();
    const at = captured().createdAt;
    for (let n = 0; n < 3; n += 1) pending.add(captured({ createdAt: at + n * (BATCH_MAX_SPAN_MS + 1) }));
    pending.add(captured({ createdAt: at + 2 * (BATCH_MAX_SPAN_MS + 1) + 1 }));
    expect(pending.take(2).batches.map((batch) => batch.entryCount)).toEqual([1, 1]);
    expect(pending.take(1).batches.map((batch) => batch.entryCount)).toEqual([2]);
    expect(pending.entries).toBe(0);
  });

  it('drops the oldest entries first, and a batch it emptied', () => {
    const pending = new PendingBatches();
    const at = captured().createdAt;
    for (let n = 0; n < 3; n += 1) pending.add(captured({ createdAt: at + n, requestId: `req-${n}` }));
    pending.add(captured({ createdAt: at + BATCH_MAX_SPAN_MS + 10, requestId: 'req-3' }));
    pending.dropOldest();
    pending.dropOldest();
    expect(pending.entries).toBe(2);
    const { batches } = pending.take(Infinity);
    expect(batches.map((batch) => columnsOf(batch.entries).request_id)).toEqual([['req-2'], ['req-3']]);
    // The kept entry of the first batch still counts from the batch's first time.
    expect(columnsOf(batches[0]!.entries).at).toEqual([2]);
    expect(pending.bytes).toBe(0);
  });
});

describe('errorCodeOf', () => {
  it('reads the error code of a failure, and none of a success or of a body that is not ours', () => {
    expect(errorCodeOf(200, captured().responseBody)).toBeNull();
    expect(errorCodeOf(409, '{"error":{"code":"CONFLICT","message":"taken"}}')).toBe('CONFLICT');
    expect(errorCodeOf(502, 'Bad gateway')).toBeNull();
  });
});

describe('SentBodies', () => {
  it('sends a body again only once the resend interval has passed since it was written, and forgets the oldest', () => {
    const sent = new SentBodies(2);
    const body = (hash: string) => ({ companyId: 'c', hash, body: `{"${hash}":1}`, seenAt: 0 });
    const now = Date.UTC(2026, 10, 27);
    expect(sent.toSend([body('a'), body('b')], now)).toHaveLength(2);
    sent.written([body('a'), body('b')], now);
    expect(sent.toSend([body('a'), body('b'), body('c')], now + 1_000)).toEqual([body('c')]);
    expect(sent.toSend([body('a')], now + BODY_RESEND_INTERVAL_MS)).toEqual([body('a')]);
    // Another company's body of the same text is its own.
    expect(sent.toSend([{ ...body('a'), companyId: 'd' }], now + 1_000)).toHaveLength(1);
    sent.written([body('c')], now + 2_000);
    expect(sent.toSend([body('a'), body('b'), body('c')], now + 3_000)).toEqual([body('a')]);
  });
});
