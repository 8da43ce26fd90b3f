import { describe, expect, it } from 'vitest';
import type { House, PlacedBooking } from './house.ts';
import { acceptDetail, parseAcceptDetail, parseSlotKey, proposableSlots, slotKey } from './proposals.ts';

// Monday 15 June 2026, 10:30 in Tirana.
const now = new Date('2026-06-15T08:30:00Z');
const timeZone = 'Europe/Tirane';

const house = {
  resources: { rooms: { capacity: 1, unit: 'booking' }, covers: { capacity: 10, unit: 'guest' } },
  services: new Proxy({} as House['services'], {
    get: (_target, service) =>
      service === 'table-reservation'
        ? { resource: 'covers', minutes: 120, hold: { minutes: 120 }, guests: { min: 1, max: 10 }, confirmation: 'instant' }
        : { resource: 'rooms', minutes: 60, hold: { minutes: 60 }, confirmation: 'request' },
  }),
} satisfies House;

const booked = (date: string, time: string): PlacedBooking => ({
  id: `${date}-${time}`,
  service: 'consultation',
  date,
  time,
  status: 'confirmed',
  receivedAt: now,
  guests: null,
  specialist: null,
});

describe('accept links\' detail', () => {
  it('carries the slot and the proposal\'s round, and reads links without a round as the first', () => {
    expect(parseAcceptDetail(acceptDetail('2026-06-17', '10:00', 3))).toEqual({ date: '2026-06-17', time: '10:00', round: 3 });
    expect(parseAcceptDetail('2026-06-17 10:00')).toEqual({ date: '2026-06-17', time: '10:00', round: 0 });
    expect(parseAcceptDetail('2026-06-17 10:00#x')).toBeNull();
    expect(parseAcceptDetail('2026-06-17 10:00#1#2')).toBeNull();
  });
});

describe('proposableSlots', () => {
  it('offers hours near the one asked for on the next seven open days, from the next full hour today, without Sunday', () => {
    const days = proposableSlots(house, [], [], { service: 'consultation', now, timeZone }, '10:00');
    expect(days.map((d) => d.date)).toEqual(['2026-06-15', '2026-06-16', '2026-06-17', '2026-06-18', '2026-06-19', '2026-06-20', '2026-06-22']);
    expect(days[0]!.slots).toEqual(['11:00', '12:00']);
    expect(days[1]!.slots).toEqual(['09:00', '10:00', '11:00', '12:00']);
  });

  it('leaves out hours without room', () => {
    const days = proposableSlots(house, [booked('2026-06-16', '10:00')], [], { service: 'consultation', now, timeZone }, '10:00');
    expect(days[1]!.slots).toEqual(['09:00', '11:00', '12:00']);
  });

  it('never proposes a dinner at breakfast', () => {
    const days = proposableSlots(house, [], [], { service: 'table-reservation', guests: 4, now, timeZone }, '19:00');
    expect(days[1]!.slots).toEqual(['17:00', '18:00', '19:00']);
  });
});

describe('slot keys', () => {
  it('read back what they write, and nothing else', () => {
    expect(parseSlotKey(slotKey('2026-06-16', '10:00'))).toEqual({ date: '2026-06-16', time: '10:00' });
    expect(parseSlotKey('2026-06-16T10:00')).toBeNull();
    expect(parseSlotKey('2026-06-16 10:00; drop')).toBeNull();
  });
});
