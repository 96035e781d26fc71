import { describe, expect, it } from 'vitest';
import { addDays, dayOf, daysBetween, formatDate, formatDateTime, isCalendarDay, ZDay, zDay } from '@/lib/dates';
import { ZDayParam } from '@/lib/queries/url-filters';
import { ZEmployeeImportRow } from '@/lib/contract/employees';

describe('the day schema: one, calendar-checked', () => {
  it('takes days of the calendar and refuses the others, saying which rule failed', () => {
    expect(ZDay.safeParse('2026-02-28').success).toBe(true);
    expect(ZDay.safeParse('2028-02-29').success).toBe(true);
    for (const wrong of ['2026-02-29', '2026-02-30', '2026-04-31', '2026-13-01', '2026-00-10']) {
      const parsed = ZDay.safeParse(wrong);
      expect(parsed.success, wrong).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('must be a day of the calendar, YYYY-MM-DD');
    }
    expect(ZDay.safeParse('2026-2-3').error?.issues[0]?.message).toBe('must be YYYY-MM-DD');
    expect(zDay('start_date').safeParse('tomorrow').error?.issues[0]?.message).toBe('start_date must be YYYY-MM-DD');
    expect(isCalendarDay('2026-02-30')).toBe(false);
  });

  it('is the one the URL filters and the employee import use', () => {
    expect(ZDayParam.parse('2026-02-30')).toBeUndefined();
    expect(ZDayParam.parse('2026-02-27')).toBe('2026-02-27');
    const row = ZEmployeeImportRow.safeParse({ name: 'Ada', email: 'ada@acme.example', start_date: '2026-02-30' });
    expect(row.success).toBe(false);
  });
});

describe('days in UTC', () => {
  it('says which day an instant falls on, and counts days', () => {
    expect(dayOf(new Date('2026-12-07T23:59:59.999Z'))).toBe('2026-12-07');
    expect(dayOf(new Date('2026-12-08T00:00:00.000+01:00'))).toBe('2026-12-07');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2026-03-29', '2026-03-28')).toBe(-1);
  });

  it('writes dates for people in their locale, in UTC', () => {
    expect(formatDate('2026-11-21', 'en-GB')).toBe('21 Nov 2026');
    expect(formatDate('2026-11-21T23:30:00.000Z', 'en-US')).toBe('Nov 21, 2026');
    expect(formatDate('2026-11-21', 'de-DE')).toBe('21. Nov. 2026');
    expect(formatDate('2026-11-21', 'fr-FR')).toBe('21 nov. 2026');
    expect(formatDateTime('2026-11-21T10:15:00.000Z', 'en-GB')).toBe('21 Nov 2026, 10:15 UTC');
    expect(formatDateTime('2026-11-21T10:15:00.000Z', 'de-DE')).toBe('21.11.2026, 10:15 UTC');
  });
});
