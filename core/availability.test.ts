import { describe, expect, it } from 'vitest';
import { availability, closedAllDay, nextAvailable, placementAt } from './availability.ts';
import type { Closure, House, PlacedBooking } from './house.ts';
import type { ServiceId } from './services.ts';

/** A small house with every kind of place: two barbers, two treatment rooms, one operating room, ten covers. */
const house: House = {
  resources: {
    barbers: { capacity: 1, unit: 'booking', specialists: ['ana', 'ben'] },
    rooms: { capacity: 2, unit: 'booking' },
    theatre: { capacity: 1, unit: 'booking' },
    covers: { capacity: 10, unit: 'guest' },
    salon: { capacity: 1, unit: 'booking' },
    hall: { capacity: 1, unit: 'booking' },
  },
  services: {
    'classic-cut': { resource: 'barbers', minutes: 45, hold: { minutes: 45 }, confirmation: 'instant' },
    'beard-styling': { resource: 'barbers', minutes: 30, hold: { minutes: 30 }, confirmation: 'instant' },
    'hot-towel-shave': { resource: 'barbers', minutes: 45, hold: { minutes: 45 }, confirmation: 'instant' },
    'complete-grooming': { resource: 'barbers', minutes: 90, hold: { minutes: 90 }, confirmation: 'instant' },
    consultation: { resource: 'rooms', minutes: 30, hold: { minutes: 30 }, confirmation: 'request' },
    'scalp-treatment': { resource: 'rooms', minutes: 120, hold: { minutes: 120 }, confirmation: 'request' },
    'prp-therapy': { resource: 'rooms', minutes: 60, hold: { minutes: 60 }, confirmation: 'request' },
    'hair-transplant': { resource: 'theatre', minutes: 480, hold: 'untilClose', startTimes: ['09:00', '10:00'], confirmation: 'request' },
    'beard-transplant': { resource: 'theatre', minutes: 480, hold: 'untilClose', startTimes: ['09:00', '10:00'], confirmation: 'request' },
    'eyebrow-transplant': { resource: 'theatre', minutes: 480, hold: 'untilClose', startTimes: ['09:00', '10:00'], confirmation: 'request' },
    'prp-facial': { resource: 'rooms', minutes: 60, hold: { minutes: 60 }, confirmation: 'request' },
    'hydro-facial': { resource: 'rooms', minutes: 60, hold: { minutes: 60 }, confirmation: 'request' },
    'filler-treatment': { resource: 'rooms', minutes: 60, hold: { minutes: 60 }, confirmation: 'request' },
    'table-reservation': { resource: 'covers', minutes: 120, hold: { minutes: 120 }, guests: { min: 1, max: 10 }, confirmation: 'instant' },
    'private-dining': { resource: 'salon', minutes: 120, hold: 'untilClose', earliestStart: '18:00', guests: { min: 2, max: 16 }, confirmation: 'request' },
    'special-events': { resource: 'hall', minutes: 180, hold: 'allDay', guests: { min: 10, max: 60 }, confirmation: 'request' },
  },
};

const MONDAY = '2026-11-30';
const FRIDAY = '2026-12-04';
const SATURDAY = '2026-12-05';
/** Monday 30 November 2026, 07:00 in Tirana: every hour of the week ahead is still to come. */
const now = new Date('2026-11-30T06:00:00Z');
const timeZone = 'Europe/Tirane';

let serial = 0;
function booked(service: ServiceId, date: string, time: string, extra: Partial<PlacedBooking> = {}): PlacedBooking {
  return { id: `b${++serial}`, service, date, time, status: 'confirmed', receivedAt: now, guests: null, specialist: null, ...extra };
}

const statusAt = (slots: { time: string; status: string }[], time: string) => slots.find((slot) => slot.time === time)?.status;
const ask = (service: ServiceId, date: string, extra: object = {}) => ({ service, date, now, timeZone, ...extra });

describe('availability', () => {
  it('offers every published hour of an empty day', () => {
    const slots = availability(house, [], [], ask('consultation', MONDAY));
    expect(slots.map((slot) => slot.time)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00']);
    expect(slots.every((slot) => slot.status === 'available')).toBe(true);
  });

  it('never runs past closing: a two-hour treatment does not start in the last hour, nor at 16:00 on a Saturday', () => {
    const weekday = availability(house, [], [], ask('scalp-treatment', MONDAY));
    expect(statusAt(weekday, '16:00')).toBe('available');
    expect(statusAt(weekday, '17:00')).toBe('closed');
    const saturday = availability(house, [], [], ask('scalp-treatment', SATURDAY));
    expect(statusAt(saturday, '15:00')).toBe('available');
    expect(statusAt(saturday, '16:00')).toBe('closed');
  });

  it('fills a pool of two rooms with two bookings, and keeps a two-hour one in both of its hours', () => {
    const bookings = [booked('scalp-treatment', MONDAY, '10:00'), booked('consultation', MONDAY, '11:00')];
    const slots = availability(house, bookings, [], ask('prp-therapy', MONDAY));
    expect(statusAt(slots, '10:00')).toBe('available');
    expect(statusAt(slots, '11:00')).toBe('full');
    expect(statusAt(slots, '12:00')).toBe('available');
  });

  it('rolls a table\'s covers over its two hours', () => {
    const bookings = [booked('table-reservation', FRIDAY, '18:00', { guests: 6 })];
    const forFour = availability(house, bookings, [], ask('table-reservation', FRIDAY, { guests: 4 }));
    expect(statusAt(forFour, '17:00')).toBe('available');
    expect(statusAt(forFour, '19:00')).toBe('available');
    const forFive = availability(house, bookings, [], ask('table-reservation', FRIDAY, { guests: 5 }));
    expect(statusAt(forFive, '17:00')).toBe('full');
    expect(statusAt(forFive, '18:00')).toBe('full');
    expect(statusAt(forFive, '19:00')).toBe('full');
    expect(statusAt(forFive, '16:00')).toBe('available');
  });

  it('gives a transplant the room for the day: 09:00 or 10:00 only, one a day, while consultations stay open', () => {
    const empty = availability(house, [], [], ask('hair-transplant', MONDAY));
    expect(empty.filter((slot) => slot.status === 'available').map((slot) => slot.time)).toEqual(['09:00', '10:00']);
    const bookings = [booked('beard-transplant', MONDAY, '09:00')];
    expect(availability(house, bookings, [], ask('hair-transplant', MONDAY)).some((slot) => slot.status === 'available')).toBe(false);
    expect(availability(house, bookings, [], ask('consultation', MONDAY)).every((slot) => slot.status === 'available')).toBe(true);
  });

  it('lets a transplant start only at 09:00 on a Saturday, when eight hours still end by closing', () => {
    const slots = availability(house, [], [], ask('hair-transplant', SATURDAY));
    expect(slots.filter((slot) => slot.status === 'available').map((slot) => slot.time)).toEqual(['09:00']);
  });

  it('opens private dining from 18:00, one booking an evening', () => {
    const empty = availability(house, [], [], ask('private-dining', FRIDAY, { guests: 8 }));
    expect(empty.filter((slot) => slot.status === 'available').map((slot) => slot.time)).toEqual(['18:00', '19:00']);
    const taken = availability(house, [booked('private-dining', FRIDAY, '19:00', { guests: 8 })], [], ask('private-dining', FRIDAY, { guests: 8 }));
    expect(taken.some((slot) => slot.status === 'available')).toBe(false);
  });

  it('holds one special event a day', () => {
    const taken = availability(house, [booked('special-events', FRIDAY, '12:00', { guests: 30 })], [], ask('special-events', FRIDAY, { guests: 20 }));
    expect(taken.some((slot) => slot.status === 'available')).toBe(false);
  });

  it('tells "any barber" from a chosen one', () => {
    const bookings = [booked('classic-cut', MONDAY, '10:00', { specialist: 'ana' })];
    expect(statusAt(availability(house, bookings, [], ask('classic-cut', MONDAY)), '10:00')).toBe('available');
    expect(statusAt(availability(house, bookings, [], ask('classic-cut', MONDAY, { specialist: 'ana' })), '10:00')).toBe('full');
    expect(statusAt(availability(house, bookings, [], ask('classic-cut', MONDAY, { specialist: 'ben' })), '10:00')).toBe('available');
    const both = [...bookings, booked('beard-styling', MONDAY, '10:00', { specialist: 'ben' })];
    expect(statusAt(availability(house, both, [], ask('classic-cut', MONDAY)), '10:00')).toBe('full');
  });

  it('assigns whoever is free for the whole service to "any barber"', () => {
    const bookings = [booked('classic-cut', MONDAY, '11:00', { specialist: 'ana' })];
    expect(placementAt(house, bookings, [], { ...ask('complete-grooming', MONDAY), time: '10:00' })).toEqual({ status: 'available', specialist: 'ben' });
    expect(placementAt(house, bookings, [], { ...ask('classic-cut', MONDAY), time: '10:00' })).toEqual({ status: 'available', specialist: 'ana' });
  });

  it('lets a request keep its place until its hold runs out, and never a declined, cancelled or proposed booking', () => {
    const request = booked('prp-facial', MONDAY, '10:00', { status: 'received', receivedAt: new Date(now.getTime() - 23 * 3_600_000) });
    const other = booked('hydro-facial', MONDAY, '10:00', { status: 'received', receivedAt: now });
    expect(statusAt(availability(house, [request, other], [], ask('filler-treatment', MONDAY)), '10:00')).toBe('full');
    const expired = { ...request, receivedAt: new Date(now.getTime() - 25 * 3_600_000) };
    expect(statusAt(availability(house, [expired, other], [], ask('filler-treatment', MONDAY)), '10:00')).toBe('available');
    const shortHold = availability(house, [request, other], [], ask('filler-treatment', MONDAY, { requestHoldHours: 2 }));
    expect(statusAt(shortHold, '10:00')).toBe('available');
    for (const status of ['declined', 'cancelled', 'proposed'] as const) {
      const gone = [booked('prp-facial', MONDAY, '10:00', { status }), other];
      expect(statusAt(availability(house, gone, [], ask('filler-treatment', MONDAY)), '10:00')).toBe('available');
    }
  });

  it('does not count the booking being confirmed against itself', () => {
    const own = booked('prp-facial', MONDAY, '10:00', { status: 'received' });
    const other = booked('hydro-facial', MONDAY, '10:00');
    expect(placementAt(house, [own, other], [], { ...ask('prp-facial', MONDAY), time: '10:00' }).status).toBe('full');
    expect(placementAt(house, [own, other], [], { ...ask('prp-facial', MONDAY), time: '10:00', excludeBookingId: own.id }).status).toBe('available');
  });

  it('closes whole days and some hours, for the house or one group', () => {
    const holiday: Closure = { id: 'c1', fromDate: MONDAY, untilDate: MONDAY, group: null, fromTime: null, toTime: null, reason: 'Holiday' };
    expect(availability(house, [], [holiday], ask('classic-cut', MONDAY)).every((slot) => slot.status === 'closed')).toBe(true);
    expect(closedAllDay([holiday], 'classic-cut', MONDAY)).toBe(true);
    expect(closedAllDay([holiday], 'classic-cut', FRIDAY)).toBe(false);

    const afternoon: Closure = { id: 'c2', fromDate: MONDAY, untilDate: FRIDAY, group: 'hairClinic', fromTime: '14:00', toTime: '16:00', reason: null };
    const clinic = availability(house, [], [afternoon], ask('consultation', FRIDAY));
    expect(['13:00', '14:00', '15:00', '16:00'].map((time) => statusAt(clinic, time))).toEqual(['available', 'closed', 'closed', 'available']);
    // A two-hour treatment at 13:00 would run into the closed hours.
    expect(statusAt(availability(house, [], [afternoon], ask('scalp-treatment', FRIDAY)), '13:00')).toBe('closed');
    expect(closedAllDay([afternoon], 'consultation', FRIDAY)).toBe(false);
    expect(availability(house, [], [afternoon], ask('classic-cut', FRIDAY)).every((slot) => slot.status === 'available')).toBe(true);
  });

  it('marks today\'s hours already begun in the business\'s time zone as past', () => {
    // 10:30 in Tirana is 09:30 UTC.
    const midMorning = new Date('2026-11-30T09:30:00Z');
    const slots = availability(house, [], [], { ...ask('classic-cut', MONDAY), now: midMorning });
    expect(['09:00', '10:00', '11:00'].map((time) => statusAt(slots, time))).toEqual(['past', 'past', 'available']);
    expect(availability(house, [], [], { ...ask('classic-cut', '2026-11-27'), now: midMorning }).every((slot) => slot.status === 'past')).toBe(true);
  });

  it('finds the next available hour after a full one, on later days too', () => {
    const bookings = [booked('hair-transplant', MONDAY, '09:00')];
    expect(nextAvailable(house, bookings, [], ask('hair-transplant', MONDAY))).toEqual({ date: '2026-12-01', time: '09:00' });
    const tables = [booked('table-reservation', FRIDAY, '18:00', { guests: 10 })];
    // 17:00 and 19:00 would share an hour with the full table; 20:00 would run past closing.
    expect(nextAvailable(house, tables, [], ask('table-reservation', FRIDAY, { guests: 2 }), '15:00')).toEqual({ date: FRIDAY, time: '16:00' });
    expect(nextAvailable(house, tables, [], ask('table-reservation', FRIDAY, { guests: 2 }), '16:00')).toEqual({ date: SATURDAY, time: '09:00' });
  });

  it('returns nothing on a Sunday and for a date that is not a date', () => {
    expect(availability(house, [], [], ask('classic-cut', '2026-12-06'))).toEqual([]);
    expect(availability(house, [], [], ask('classic-cut', '2026-02-30'))).toEqual([]);
  });
});
