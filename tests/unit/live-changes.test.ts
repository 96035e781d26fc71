import { describe, expect, it } from 'vitest';
import { liveChangeFor, noticeFor } from '@/lib/live/changes';
import { isTouchedBy } from '@/lib/live/query-roots';
import { readServerSentEvents } from '@loadout/sdk';

const QUOTE_ID = '6f1c2a44-0000-4000-8000-000000000001';
const priced = { id: 'evt_1', type: 'quote.pending', data: { id: QUOTE_ID, number: 'Q-2026-000042', items: [] } };

describe('liveChangeFor', () => {
  it('tells company roles that an object changed, never the object itself', () => {
    for (const role of ['it_staff', 'manager', 'support'] as const) {
      expect(liveChangeFor(role, priced)).toEqual({
        id: 'evt_1',
        type: 'quote.pending',
        object_id: QUOTE_ID,
        reference: 'Q-2026-000042',
      });
    }
  });

  it('tells a role only of families whose pages it may read', () => {
    const test = { id: 'evt_2', type: 'webhook.test', data: { id: 'we_1' } };
    expect(liveChangeFor('it_staff', test)?.type).toBe('webhook.test');
    expect(liveChangeFor('manager', test)).toBeNull();
    expect(liveChangeFor('support', test)).toBeNull();
    expect(liveChangeFor('operator', priced)).toBeNull();
    expect(liveChangeFor('it_staff', { id: 'evt_3', type: 'unknown.thing', data: null })).toBeNull();
  });

  it('has no object id or reference when the event names none', () => {
    expect(liveChangeFor('support', { id: 'evt_4', type: 'employee.updated', data: {} })).toMatchObject({
      object_id: null,
      reference: null,
    });
  });
});

describe('noticeFor', () => {
  const change = liveChangeFor('manager', priced)!;

  it('notices on the page of the object, opened by its id or by its number', () => {
    expect(noticeFor(change, `/quotes/${QUOTE_ID}`)).toBe('Loadout priced this quote.');
    expect(noticeFor(change, '/quotes/Q-2026-000042')).toBe('Loadout priced this quote.');
  });

  it('says nothing elsewhere, on another object, or for what the user did themselves', () => {
    expect(noticeFor(change, '/quotes')).toBeNull();
    expect(noticeFor(change, '/quotes/Q-2026-000043')).toBeNull();
    expect(noticeFor(change, `/device-actions/${QUOTE_ID}`)).toBeNull();
    expect(noticeFor(change, `/quotes/${QUOTE_ID}/edit`)).toBeNull();
    expect(noticeFor({ ...change, type: 'quote.created' }, `/quotes/${QUOTE_ID}`)).toBeNull();
  });
});

describe('readServerSentEvents', () => {
  const streamOf = (...chunks: string[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });
  const read = async (body: ReadableStream<Uint8Array>) => {
    const messages = [];
    for await (const message of readServerSentEvents(body)) messages.push(message);
    return messages;
  };

  it('reads messages split anywhere across chunks, skipping comments', async () => {
    expect(
      await read(streamOf(': heartbeat\n\nid: evt_1\nevent: quote.pen', 'ding\ndata: {"a":', '1}\r\n\r\n: hb\n\n')),
    ).toEqual([{ id: 'evt_1', event: 'quote.pending', data: '{"a":1}' }]);
  });

  it('joins data lines, keeps the last id, and defaults the event to "message"', async () => {
    expect(await read(streamOf('id: 1\ndata: a\ndata:b\n\ndata: c\n\n'))).toEqual([
      { id: '1', event: 'message', data: 'a\nb' },
      { id: '1', event: 'message', data: 'c' },
    ]);
  });

  it('drops a message the stream ended before finishing', async () => {
    expect(await read(streamOf('id: 1\ndata: complete\n\nid: 2\ndata: cut'))).toEqual([
      { id: '1', event: 'message', data: 'complete' },
    ]);
  });
});

describe('isTouchedBy', () => {
  const priced = [
    liveChangeFor('manager', { id: 'evt_1', type: 'quote.pending', data: { id: QUOTE_ID, number: 'Q-1' } })!,
  ];

  it('reads again the quote itself, by id or number, the lists of its family and what every event changes', () => {
    expect(isTouchedBy(['quotes', 'detail', QUOTE_ID], priced)).toBe(true);
    expect(isTouchedBy(['quotes', 'detail', 'Q-1'], priced)).toBe(true);
    expect(isTouchedBy(['quotes', 'list', { status: 'quoted' }], priced)).toBe(true);
    expect(isTouchedBy(['approval-requests', 'badge', 'list', {}], priced)).toBe(true);
    expect(isTouchedBy(['overview', 'summary'], priced)).toBe(true);
  });

  it('leaves another quote on screen, other families, and a budget impact worked out from a form', () => {
    expect(isTouchedBy(['quotes', 'detail', 'another-quote'], priced)).toBe(false);
    expect(isTouchedBy(['device-actions', 'detail', QUOTE_ID], priced)).toBe(false);
    expect(isTouchedBy(['products', 'detail', 'p1'], priced)).toBe(false);
    expect(isTouchedBy(['budgets', 'impact', { lines: [] }], priced)).toBe(false);
    expect(isTouchedBy(['quotes', 'detail', QUOTE_ID], [])).toBe(false);
  });
});
