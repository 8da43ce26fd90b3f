import { describe, expect, it } from 'vitest';
import { availability, placementAt } from '../core/availability.ts';
import { BOOKING_HOURS } from '../core/hours.ts';
import { bookableOnWeekdaysOnly, type PlacedBooking } from '../core/house.ts';
import { SERVICE_IDS, type ServiceId } from '../core/services.ts';
import { HOUSE } from './house.ts';
import { barbershopTeam } from './team.ts';

const now = new Date('2026-11-30T06:00:00Z');
const timeZone = 'Europe/Tirane';
const MONDAY = '2026-11-30';
const FRIDAY = '2026-12-04';
let serial = 0;
const booked = (service: ServiceId, date: string, time: string, extra: Partial<PlacedBooking> = {}): PlacedBooking => ({
  id: `b${++serial}`,
  service,
  date,
  time,
  status: 'confirmed',
  receivedAt: now,
  guests: null,
  specialist: null,
  ...extra,
});
const at = (service: ServiceId, date: string, time: string, bookings: PlacedBooking[], extra: object = {}) =>
  availability(HOUSE, bookings, [], { service, date, now, timeZone, ...extra }).find((slot) => slot.time === time)?.status;

describe('the house', () => {
  it('places every service', () => {
    for (const service of SERVICE_IDS) expect(HOUSE.resources[HOUSE.services[service].resource]).toBeDefined();
  });

  it('has the barbershop page\'s people as its barbers', () => {
    expect(HOUSE.resources.barbers!.specialists).toEqual(barbershopTeam.map((member) => member.id));
  });

  it('seats tables until its covers are taken', () => {
    // Tables of four up to the last four covers; one more table at the hour before still sits there.
    const tables = Array.from({ length: Math.floor(HOUSE.resources.covers!.capacity / 4) - 1 }, () => booked('table-reservation', FRIDAY, '19:00', { guests: 4 }));
    expect(at('table-reservation', FRIDAY, '19:00', tables, { guests: 4 })).toBe('available');
    expect(at('table-reservation', FRIDAY, '19:00', [...tables, booked('table-reservation', FRIDAY, '18:00', { guests: 4 })], { guests: 4 })).toBe('full');
  });

  it('serves one client per barber at once in the barbershop, and Dritan one', () => {
    const last = barbershopTeam.at(-1)!.id;
    const others = barbershopTeam.slice(0, -1).map((member) => booked('classic-cut', MONDAY, '10:00', { specialist: member.id }));
    expect(at('classic-cut', MONDAY, '10:00', others)).toBe('available');
    expect(placementAt(HOUSE, others, [], { service: 'classic-cut', date: MONDAY, time: '10:00', now, timeZone }).specialist).toBe(last);
    expect(at('classic-cut', MONDAY, '10:00', [...others, booked('classic-cut', MONDAY, '10:00', { specialist: last })])).toBe('full');
    const dritan = [booked('classic-cut', MONDAY, '10:00', { specialist: 'dritan-berisha' })];
    expect(at('classic-cut', MONDAY, '10:00', dritan, { specialist: 'dritan-berisha' })).toBe('full');
    expect(at('classic-cut', MONDAY, '10:00', dritan)).toBe('available');
  });

  it('confirms the barbershop and tables at once, and keeps everything else a request', () => {
    const instant = SERVICE_IDS.filter((service) => HOUSE.services[service].confirmation === 'instant');
    expect(instant).toEqual(['classic-cut', 'beard-styling', 'hot-towel-shave', 'complete-grooming', 'table-reservation']);
  });

  it('asks for guests exactly at the restaurant', () => {
    const asking = SERVICE_IDS.filter((service) => HOUSE.services[service].guests);
    expect(asking).toEqual(['table-reservation', 'private-dining', 'special-events']);
  });
});

describe('the days a service can be booked, as its page states them', () => {
  it('private dining, from 18:00, only Monday to Friday, since the restaurant stops taking bookings earlier on Saturday', () => {
    expect(bookableOnWeekdaysOnly(HOUSE.services['private-dining'], BOOKING_HOURS.restaurant)).toBe(true);
  });

  it('a service without an earliest start, or one that starts within Saturday’s hours, on Saturdays too', () => {
    expect(bookableOnWeekdaysOnly(HOUSE.services['table-reservation'], BOOKING_HOURS.restaurant)).toBe(false);
    expect(bookableOnWeekdaysOnly({ ...HOUSE.services['private-dining'], earliestStart: '12:00' }, BOOKING_HOURS.restaurant)).toBe(false);
  });
});
