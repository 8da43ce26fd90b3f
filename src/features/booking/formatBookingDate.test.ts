import { describe, expect, it } from 'vitest';
import { formatBookingDate } from './formatBookingDate.ts';

describe('formatBookingDate', () => {
  it('writes the calendar day in the visitor language', () => {
    expect(formatBookingDate('2026-11-23', 'en')).toBe('November 23, 2026');
    expect(formatBookingDate('2026-11-23', 'de')).toBe('23. November 2026');
    expect(formatBookingDate('2026-11-23', 'tr')).toBe('23 Kasım 2026');
  });

  it('never shifts the day, whatever the device time zone', () => {
    expect(formatBookingDate('2026-01-01', 'en')).toBe('January 1, 2026');
    expect(formatBookingDate('2026-12-31', 'en')).toBe('December 31, 2026');
  });

  it('leaves something that is not a date as it is', () => {
    expect(formatBookingDate('soon', 'en')).toBe('soon');
  });
});
