import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './CalendarDate.tsx';

describe('formatCalendarDate', () => {
  it('writes the date out in each language', () => {
    expect(formatCalendarDate('2026-11-21', 'en')).toBe('21 November 2026');
    expect(formatCalendarDate('2026-11-21', 'de')).toBe('21. November 2026');
    expect(formatCalendarDate('2026-11-21', 'tr')).toBe('21 Kasım 2026');
  });

  it('writes Albanian dates numerically, identical on the server and in every browser', () => {
    expect(formatCalendarDate('2026-11-21', 'sq')).toBe('21.11.2026');
  });

  it('keeps the calendar day whatever the time zone (first and last day of a year)', () => {
    expect(formatCalendarDate('2027-01-01', 'en')).toBe('1 January 2027');
    expect(formatCalendarDate('2026-12-31', 'en')).toBe('31 December 2026');
  });

  it('falls back to day.month.year when the runtime lacks the language', () => {
    expect(formatCalendarDate('2026-03-05', 'zz')).toBe('05.03.2026');
  });
});
