import { describe, expect, it } from 'vitest';
import { buildAgenda } from './agenda.ts';
import { deskLanes } from './deskLanes.ts';
import type { DeskBookingSummary } from './deskApi.ts';
import type { Closure, House } from './house.ts';
import { serviceGroup, type ServiceId } from './services.ts';

/** Two barbers, two treatment rooms, an operating room and ten covers. */
const house: House = {
  resources: {
    barbers: { capacity: 1, unit: 'booking', specialists: ['ana', 'ben'] },
    rooms: { capacity: 2, unit: 'booking' },
    theatre: { capacity: 1, unit: 'booking' },
    covers: { capacity: 10, unit: 'guest' },
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
    'private-dining': { resource: 'rooms', minutes: 120, hold: 'untilClose', earliestStart: '18:00', guests: { min: 2, max: 16 }, confirmation: 'request' },
    'special-events': { resource: 'rooms', minutes: 180, hold: 'allDay', guests: { min: 10, max: 60 }, confirmation: 'request' },
  },
};
const names: Record<string, string> = { ana: 'Ana Leka', ben: 'Ben Hysa' };
const nameOf = (id: string) => names[id] ?? id;

const MONDAY = '2026-06-15';
const TUESDAY = '2026-06-16';

let count = 0;
function booking(service: ServiceId, date: string, time: string, extra: Partial<DeskBookingSummary> = {}): DeskBookingSummary {
  count++;
  const id = `0000000${count}-booking`;
  return {
    id,
    reference: id.slice(-8),
    status: 'confirmed',
    attendance: null,
    service,
    group: serviceGroup(service),
    date,
    time,
    minutes: house.services[service].minutes,
    guests: null,
    specialist: null,
    name: `Guest ${count}`,
    phone: '+355 69 000 0000',
    email: null,
    notes: null,
    photoCount: 0,
    receivedAt: `2026-06-01T10:${String(count).padStart(2, "0")}:00.000Z`,
    channel: 'site',
    language: 'en',
    ...extra,
  };
}

describe('the agenda', () => {
  it('gives each barber a lane under their name, and every room and the covers one of their own', () => {
    expect(deskLanes(house, nameOf)).toEqual([
      { id: 'specialist:ana', label: 'Ana Leka', resource: 'barbers', capacity: 1, unit: 'booking' },
      { id: 'specialist:ben', label: 'Ben Hysa', resource: 'barbers', capacity: 1, unit: 'booking' },
      { id: 'rooms', label: 'rooms', resource: 'rooms', capacity: 2, unit: 'booking' },
      { id: 'theatre', label: 'theatre', resource: 'theatre', capacity: 1, unit: 'booking' },
      { id: 'covers', label: 'covers', resource: 'covers', capacity: 10, unit: 'guest' },
    ]);
  });

  it("puts each booking on its barber's or room's lane that day, by time, and leaves out declined and cancelled ones", () => {
    const late = booking('classic-cut', MONDAY, '15:00', { specialist: 'ana' });
    const early = booking('classic-cut', MONDAY, '10:00', { specialist: 'ana' });
    const ben = booking('classic-cut', MONDAY, '10:00', { specialist: 'ben' });
    const request = booking('consultation', MONDAY, '11:00', { status: 'received' });
    const declined = booking('consultation', MONDAY, '12:00', { status: 'declined' });
    const cancelled = booking('classic-cut', MONDAY, '12:00', { specialist: 'ben', status: 'cancelled' });
    const transplant = booking('hair-transplant', TUESDAY, '09:00', { status: 'proposed' });
    const agenda = buildAgenda({ house, nameOf, from: MONDAY, days: 2, bookings: [late, early, ben, request, declined, cancelled, transplant], closures: [] });

    const lane = (day: number, id: string) => agenda.days[day]!.lanes.find((entry) => entry.lane === id)!.bookings.map((b) => b.id);
    expect(agenda.days.map((day) => day.date)).toEqual([MONDAY, TUESDAY]);
    expect(lane(0, 'specialist:ana')).toEqual([early.id, late.id]);
    expect(lane(0, 'specialist:ben')).toEqual([ben.id]);
    expect(lane(0, 'rooms')).toEqual([request.id]);
    expect(lane(0, 'theatre')).toEqual([]);
    expect(lane(1, 'theatre')).toEqual([transplant.id]);
  });

  it("counts the restaurant's guests in every hour their table keeps, and not a proposal's", () => {
    const six = booking('table-reservation', MONDAY, '18:00', { guests: 4 });
    const seven = booking('table-reservation', MONDAY, '19:00', { guests: 2, status: 'received' });
    const proposed = booking('table-reservation', MONDAY, '18:00', { guests: 6, status: 'proposed' });
    const agenda = buildAgenda({ house, nameOf, from: MONDAY, days: 1, bookings: [seven, six, proposed], closures: [] });
    expect(agenda.days[0]!.covers).toEqual({ '18:00': 4, '19:00': 6, '20:00': 2 });
    expect(agenda.days[0]!.lanes.find((entry) => entry.lane === 'covers')!.bookings.map((b) => b.id)).toEqual([six.id, proposed.id, seven.id]);
  });

  it('shows a barber booking stored without a barber on a shared lane, and each day its closures', () => {
    const anyone = booking('classic-cut', MONDAY, '10:00');
    const holiday: Closure = { id: 'c1', fromDate: TUESDAY, untilDate: TUESDAY, group: null, fromTime: null, toTime: null, reason: 'Holiday' };
    const agenda = buildAgenda({ house, nameOf, from: MONDAY, days: 2, bookings: [anyone], closures: [holiday] });
    expect(agenda.lanes.at(-1)).toEqual({ id: 'barbers', label: 'barbers', resource: 'barbers', capacity: 1, unit: 'booking' });
    expect(agenda.days[0]!.lanes.find((entry) => entry.lane === 'barbers')!.bookings.map((b) => b.id)).toEqual([anyone.id]);
    expect(agenda.days.map((day) => day.closures.map((closure) => closure.id))).toEqual([[], ['c1']]);
  });
});
