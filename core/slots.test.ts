import { describe, expect, it } from 'vitest';
import { todayIn, wallClockIn } from './dates.ts';
import { BOOKING_HOURS } from './hours.ts';
import { SERVICE_GROUPS, servicesInGroup } from './services.ts';
import { allowedSlots, bookableSlots, bookingSpan, DEFAULT_BUSINESS_TIMEZONE } from './slots.ts';

const TZ = DEFAULT_BUSINESS_TIMEZONE;

// Fixed calendar days of 2026 (Europe/Tirane is UTC+1 in winter, UTC+2 from 29 March to 25 October).
const MONDAY = '2026-06-15';
const FRIDAY = '2026-06-19';
const SATURDAY = '2026-06-20';
const SUNDAY = '2026-06-21';

const hours = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `${String(from + i).padStart(2, '0')}:00`);

describe('allowedSlots: a slot at every full hour of the published hours', () => {
  for (const group of SERVICE_GROUPS) {
    const { weekdays, saturday } = BOOKING_HOURS[group];
    for (const service of servicesInGroup(group)) {
      it(`${service} (${group}): Mon-Fri and Saturday from opening through the closing hour itself; Sunday none`, () => {
        for (const weekday of [MONDAY, '2026-06-16', '2026-06-17', '2026-06-18', FRIDAY]) {
          expect(allowedSlots(service, weekday)).toEqual(hours(weekdays.open, weekdays.close));
        }
        expect(allowedSlots(service, SATURDAY)).toEqual(hours(saturday.open, saturday.close));
        expect(allowedSlots(service, SUNDAY)).toEqual([]);
      });
    }
  }

  it('books the eyebrow transplant on the hair clinic hours, not the aesthetic ones', () => {
    expect(allowedSlots('eyebrow-transplant', MONDAY)).toEqual(allowedSlots('hair-transplant', MONDAY));
  });

  it('offers a service in every group', () => {
    for (const group of SERVICE_GROUPS) expect(servicesInGroup(group)).not.toEqual([]);
  });

  it('has no slots for an impossible or malformed date', () => {
    expect(allowedSlots('classic-cut', '2026-02-30')).toEqual([]);
    expect(allowedSlots('classic-cut', '2026-6-15')).toEqual([]);
    expect(allowedSlots('classic-cut', '')).toEqual([]);
  });

  it('knows the weekday of dates across a year and a leap day', () => {
    expect(allowedSlots('classic-cut', '2028-02-29')).toEqual(allowedSlots('classic-cut', MONDAY)); // Tuesday 29 February 2028
    expect(allowedSlots('classic-cut', '2027-02-29')).toEqual([]); // no such day
    expect(bookingSpan('classic-cut', '2027-01-03')).toBeNull(); // Sunday
    expect(bookingSpan('classic-cut', '2027-01-02')).toEqual(BOOKING_HOURS.barbershop.saturday); // Saturday
  });
});

describe('bookableSlots: slots already begun are gone, in the business time zone', () => {
  const at = (iso: string) => new Date(iso);

  it('offers every slot of a future day, and none of a past day', () => {
    const now = at('2026-06-15T10:30:00Z');
    expect(bookableSlots('classic-cut', '2026-06-16', now, TZ)).toEqual(hours(9, 20));
    expect(bookableSlots('classic-cut', '2026-06-14', now, TZ)).toEqual([]);
  });

  it('drops the slots of today that have begun: a slot is gone from its first minute', () => {
    // 10:30 UTC is 12:30 in Tirana in June (UTC+2).
    expect(bookableSlots('classic-cut', MONDAY, at('2026-06-15T10:30:00Z'), TZ)).toEqual(hours(13, 20));
    // 11:00 UTC is exactly 13:00: the 13:00 slot has begun.
    expect(bookableSlots('classic-cut', MONDAY, at('2026-06-15T11:00:00Z'), TZ)).toEqual(hours(14, 20));
    // One minute before the last slot, only it remains; at its start, nothing does.
    expect(bookableSlots('classic-cut', MONDAY, at('2026-06-15T17:59:00Z'), TZ)).toEqual(['20:00']);
    expect(bookableSlots('classic-cut', MONDAY, at('2026-06-15T18:00:00Z'), TZ)).toEqual([]);
  });

  it('uses Tirana’s date around midnight, not UTC’s', () => {
    // 22:30 UTC on Monday 15 June is already 00:30 on Tuesday 16 June in Tirana.
    const now = at('2026-06-15T22:30:00Z');
    expect(todayIn(TZ, now)).toBe('2026-06-16');
    expect(bookableSlots('classic-cut', '2026-06-15', now, TZ)).toEqual([]);
    expect(bookableSlots('classic-cut', '2026-06-16', now, TZ)).toEqual(hours(9, 20));
    // 21:59 UTC is 23:59 on Monday in Tirana: Monday is still today, and all its slots are gone.
    const lastMinute = at('2026-06-15T21:59:00Z');
    expect(todayIn(TZ, lastMinute)).toBe('2026-06-15');
    expect(bookableSlots('classic-cut', '2026-06-15', lastMinute, TZ)).toEqual([]);
    expect(bookableSlots('classic-cut', '2026-06-16', lastMinute, TZ)).toEqual(hours(9, 20));
  });

  it('follows the change to summer time (29 March 2026): 07:00 UTC is 09:00 on the Monday after, 08:00 the Friday before', () => {
    const fridayBefore = at('2026-03-27T07:59:00Z'); // 08:59 CET
    expect(wallClockIn(TZ, fridayBefore)).toEqual({ date: '2026-03-27', minutes: 8 * 60 + 59 });
    expect(bookableSlots('consultation', '2026-03-27', fridayBefore, TZ)).toEqual(hours(9, 17));

    const mondayAfter = at('2026-03-30T07:00:00Z'); // 09:00 CEST
    expect(bookableSlots('consultation', '2026-03-30', mondayAfter, TZ)).toEqual(hours(10, 17));
    expect(bookableSlots('consultation', '2026-03-30', at('2026-03-30T06:59:00Z'), TZ)).toEqual(hours(9, 17));
  });

  it('follows the change back to winter time (25 October 2026)', () => {
    // Saturday 24 October is still summer time: 13:00 UTC is 15:00, so only 16:00 is left.
    expect(bookableSlots('prp-facial', '2026-10-24', at('2026-10-24T13:00:00Z'), TZ)).toEqual(['16:00']);
    // Monday 26 October is winter time: 13:00 UTC is 14:00, so 15:00 to 18:00 are left.
    expect(bookableSlots('prp-facial', '2026-10-26', at('2026-10-26T13:00:00Z'), TZ)).toEqual(hours(15, 18));
  });

  it('reads the clock in the configured time zone', () => {
    // 10:30 UTC is 13:30 in Istanbul (UTC+3 all year) and 06:30 in New York (UTC-4 in June).
    expect(bookableSlots('classic-cut', MONDAY, at('2026-06-15T10:30:00Z'), 'Europe/Istanbul')).toEqual(hours(14, 20));
    expect(bookableSlots('classic-cut', MONDAY, at('2026-06-15T10:30:00Z'), 'America/New_York')).toEqual(hours(9, 20));
  });

  it('offers nothing on a Sunday, today or later', () => {
    expect(bookableSlots('classic-cut', SUNDAY, at('2026-06-21T05:00:00Z'), TZ)).toEqual([]);
    expect(bookableSlots('classic-cut', SUNDAY, at('2026-06-15T05:00:00Z'), TZ)).toEqual([]);
  });
});
