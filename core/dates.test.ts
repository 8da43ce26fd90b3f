import { describe, expect, it } from 'vitest';
import { instantAt, isoDateAfter, isoDateBefore, wallClockIn } from './dates.ts';

describe('isoDateBefore', () => {
  it('goes back whole months and days across year ends', () => {
    expect(isoDateBefore('2026-11-22', { months: 24 })).toBe('2024-11-22');
    expect(isoDateBefore('2026-01-15', { months: 1 })).toBe('2025-12-15');
    expect(isoDateBefore('2026-03-01', { days: 90 })).toBe('2025-12-01');
  });

  it('rolls a day past the end of a shorter month back to its last day', () => {
    expect(isoDateBefore('2026-03-31', { months: 1 })).toBe('2026-02-28');
    expect(isoDateBefore('2024-02-29', { months: 12 })).toBe('2023-02-28');
  });
});

describe('wallClockIn', () => {
  it('follows the clock minute by minute and across a change to summer time, asked again and again', () => {
    // Tirana moves from 02:00 CET to 03:00 CEST at 01:00 UTC on 29 March 2026.
    const seen = ['2026-03-29T00:59:00Z', '2026-03-29T00:59:59Z', '2026-03-29T01:00:00Z', '2026-03-29T01:00:30Z', '2026-03-29T00:59:30Z'].map((at) =>
      wallClockIn('Europe/Tirane', new Date(at)),
    );
    expect(seen).toEqual([
      { date: '2026-03-29', minutes: 1 * 60 + 59 },
      { date: '2026-03-29', minutes: 1 * 60 + 59 },
      { date: '2026-03-29', minutes: 3 * 60 },
      { date: '2026-03-29', minutes: 3 * 60 },
      { date: '2026-03-29', minutes: 1 * 60 + 59 },
    ]);
  });

  it('answers each time zone for itself, and a caller changing an answer changes no later one', () => {
    const at = new Date('2026-06-15T22:30:00Z');
    const tirana = wallClockIn('Europe/Tirane', at);
    expect(tirana).toEqual({ date: '2026-06-16', minutes: 30 });
    expect(wallClockIn('America/New_York', at)).toEqual({ date: '2026-06-15', minutes: 18 * 60 + 30 });
    tirana.date = 'changed';
    expect(wallClockIn('Europe/Tirane', at)).toEqual({ date: '2026-06-16', minutes: 30 });
  });
});

describe('isoDateAfter', () => {
  it('goes forward across month and year ends', () => {
    expect(isoDateAfter('2026-06-15', 1)).toBe('2026-06-16');
    expect(isoDateAfter('2026-12-31', 1)).toBe('2027-01-01');
    expect(isoDateAfter('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('instantAt', () => {
  it('is the moment Tirana’s clocks show the date and time, summer and winter', () => {
    expect(instantAt('2026-06-16', '10:00', 'Europe/Tirane').toISOString()).toBe('2026-06-16T08:00:00.000Z');
    expect(instantAt('2026-12-16', '10:00', 'Europe/Tirane').toISOString()).toBe('2026-12-16T09:00:00.000Z');
  });

  it('holds on the days the clocks change', () => {
    expect(instantAt('2026-03-29', '09:00', 'Europe/Tirane').toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(instantAt('2026-10-25', '09:00', 'Europe/Tirane').toISOString()).toBe('2026-10-25T08:00:00.000Z');
  });
});
