import { describe, expect, it } from 'vitest';
import { datesFrom, minutesWaited, oldestFirst, telUrl, waitParts, waitsTooLong, whatsAppUrl } from './deskDay.ts';

describe('how long a request has waited', () => {
  const now = new Date('2026-06-16T12:00:00Z');

  it('counts whole minutes since it arrived, never below zero', () => {
    expect(minutesWaited('2026-06-16T10:30:30Z', now)).toBe(89);
    expect(minutesWaited('2026-06-16T12:05:00Z', now)).toBe(0);
    expect(minutesWaited('not a date', now)).toBe(0);
  });

  it('stands out only past two hours', () => {
    expect(waitsTooLong(minutesWaited('2026-06-16T10:00:00Z', now))).toBe(false);
    expect(waitsTooLong(minutesWaited('2026-06-16T09:59:00Z', now))).toBe(true);
  });

  it('splits into days, hours and minutes for the words', () => {
    expect(waitParts(2 * 1440 + 4 * 60 + 7)).toEqual({ days: 2, hours: 4, minutes: 7 });
    expect(waitParts(59)).toEqual({ days: 0, hours: 0, minutes: 59 });
  });

  it('lists the request that arrived first, first', () => {
    const listed = oldestFirst([{ receivedAt: '2026-06-16T11:00:00Z', id: 'b' }, { receivedAt: '2026-06-15T18:00:00Z', id: 'a' }]);
    expect(listed.map((r) => r.id)).toEqual(['a', 'b']);
  });
});

describe('the agenda’s week', () => {
  it('runs seven days from the first, across a month’s end', () => {
    expect(datesFrom('2026-06-28', 7)).toEqual(['2026-06-28', '2026-06-29', '2026-06-30', '2026-07-01', '2026-07-02', '2026-07-03', '2026-07-04']);
  });
});

describe('calling or messaging a visitor', () => {
  it('calls the number as written, spaces and dashes left out', () => {
    expect(telUrl('+355 69 200-4500')).toBe('tel:+355692004500');
    expect(telUrl('069 200 4500')).toBe('tel:0692004500');
  });

  it('opens WhatsApp with the international number', () => {
    expect(whatsAppUrl('+49 170 1234567', '355')).toBe('https://wa.me/491701234567');
    expect(whatsAppUrl('0049 170 1234567', '355')).toBe('https://wa.me/491701234567');
    expect(whatsAppUrl('069 200 4500', '355')).toBe('https://wa.me/355692004500');
  });

  it('offers no WhatsApp link for something too short to be a number', () => {
    expect(whatsAppUrl('12 34', '355')).toBeNull();
  });
});
