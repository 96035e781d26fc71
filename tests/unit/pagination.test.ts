import { describe, expect, it } from 'vitest';
import { ApiError } from '@/server/core/errors';
import { decodeCursor, encodeCursor, pageOf } from '@/server/db/pagination';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('cursor codec', () => {
  it('round-trips a cursor as opaque base64url', () => {
    const encoded = encodeCursor({ s: '-created_at', v: '2026-11-21T10:00:00.123Z', id: ID });
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(encoded, '-created_at')).toEqual({ s: '-created_at', v: '2026-11-21T10:00:00.123Z', id: ID });
  });

  it.each([
    ['garbage', '!!!'],
    ['not JSON', Buffer.from('hello').toString('base64url')],
    ['wrong shape', Buffer.from(JSON.stringify({ a: 1 })).toString('base64url')],
    ['id not a UUID', encodeCursor({ s: '-created_at', v: 'x', id: '1; drop table' })],
  ])('rejects %s with VALIDATION_ERROR on `cursor`', (_name, value) => {
    expect(() => decodeCursor(value, '-created_at')).toThrow(ApiError);
    try {
      decodeCursor(value, '-created_at');
    } catch (error) {
      expect((error as ApiError).code).toBe('VALIDATION_ERROR');
      expect((error as ApiError).details).toEqual([{ path: 'cursor', message: expect.any(String) }]);
    }
  });

  it('rejects a cursor issued for another sort', () => {
    const encoded = encodeCursor({ s: 'created_at', v: 'x', id: ID });
    expect(() => decodeCursor(encoded, '-updated_at')).toThrow(/keep the sort/);
  });
});

describe('pageOf', () => {
  const rows = Array.from({ length: 4 }, (_, i) => ({
    id: `${ID.slice(0, -1)}${i}`,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
  }));

  it('cuts the extra row and points the cursor at the last row of the page', () => {
    const page = pageOf(rows, { limit: 3, sort: 'created_at' }, (row) => row.createdAt);
    expect(page.data).toHaveLength(3);
    expect(page.meta.has_more).toBe(true);
    expect(decodeCursor(page.meta.next_cursor!, 'created_at')).toEqual({
      s: 'created_at',
      v: '2026-01-01T00:00:02.000Z',
      id: rows[2]!.id,
    });
  });

  it('has no cursor on the last page', () => {
    expect(pageOf(rows.slice(0, 2), { limit: 3 }, (row) => row.createdAt).meta).toEqual({
      has_more: false,
      next_cursor: null,
    });
  });
});
