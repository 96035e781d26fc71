import { describe, expect, it } from 'vitest';
import { addWorkingDays } from '@/server/approvals/working-days';

describe('addWorkingDays', () => {
  it('skips weekends and keeps the time of day', () => {
    // Thursday 26 November 2026, 15:00 UTC.
    expect(addWorkingDays(new Date('2026-11-26T15:00:00Z'), 2).toISOString()).toBe('2026-11-30T15:00:00.000Z');
    expect(addWorkingDays(new Date('2026-11-26T15:00:00Z'), 5).toISOString()).toBe('2026-12-03T15:00:00.000Z');
    // Monday + 2 = Wednesday.
    expect(addWorkingDays(new Date('2026-11-23T09:30:00Z'), 2).toISOString()).toBe('2026-11-25T09:30:00.000Z');
  });

  it('counts the working days after a weekend start: Monday and Tuesday', () => {
    expect(addWorkingDays(new Date('2026-11-28T10:00:00Z'), 2).toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });
});
