import { describe, expect, it } from 'vitest';
import { deskLanes, laneBookings, laneOf } from './deskLanes.ts';
import type { House, ServicePlace } from './house.ts';
import { SERVICE_IDS, serviceGroup, type ServiceId } from './services.ts';

const barbershopTeam = [
  { id: 'arben-hoxha', name: 'Arben Hoxha' },
  { id: 'luan-basha', name: 'Luan Basha' },
];
const nameOf = (id: string) => barbershopTeam.find((member) => member.id === id)?.name ?? id;

/** Where each service takes its place, as the house's data says. */
const RESOURCE_OF: Partial<Record<ServiceId, string>> = {
  'hair-transplant': 'operatingRoom',
  'beard-transplant': 'operatingRoom',
  'eyebrow-transplant': 'operatingRoom',
  'private-dining': 'privateRoom',
  'special-events': 'eventSpace',
};
const BY_GROUP = { barbershop: 'barbers', hairClinic: 'clinicRooms', aesthetic: 'esthetician', restaurant: 'covers' } as const;
const place = (service: ServiceId): ServicePlace => ({ resource: RESOURCE_OF[service] ?? BY_GROUP[serviceGroup(service)], minutes: 60, hold: { minutes: 60 }, confirmation: 'request' });

const HOUSE: House = {
  resources: {
    barbers: { capacity: 1, unit: 'booking', specialists: barbershopTeam.map((member) => member.id) },
    operatingRoom: { capacity: 1, unit: 'booking' },
    clinicRooms: { capacity: 2, unit: 'booking' },
    esthetician: { capacity: 1, unit: 'booking' },
    covers: { capacity: 40, unit: 'guest' },
    privateRoom: { capacity: 1, unit: 'booking' },
    eventSpace: { capacity: 1, unit: 'booking' },
  },
  services: Object.fromEntries(SERVICE_IDS.map((service) => [service, place(service)])) as Record<ServiceId, ServicePlace>,
};

describe('deskLanes', () => {
  const lanes = deskLanes(HOUSE, nameOf);

  it('gives each barber a lane of their own, by name, one client at a time', () => {
    const barbers = lanes.filter((lane) => lane.resource === 'barbers');
    expect(barbers.map((lane) => lane.label)).toEqual(barbershopTeam.map((member) => member.name));
    expect(barbers.every((lane) => lane.capacity === 1 && lane.unit === 'booking')).toBe(true);
    expect(barbers.map((lane) => lane.id)).toEqual(['specialist:arben-hoxha', 'specialist:luan-basha']);
  });

  it('gives every room, the esthetician and the restaurant’s covers a lane with the house’s capacity', () => {
    const rooms = lanes.filter((lane) => lane.resource !== 'barbers');
    expect(rooms.map((lane) => lane.id)).toEqual(['operatingRoom', 'clinicRooms', 'esthetician', 'covers', 'privateRoom', 'eventSpace']);
    expect(rooms.find((lane) => lane.id === 'covers')).toMatchObject({ capacity: HOUSE.resources.covers!.capacity, unit: 'guest' });
    expect(rooms.find((lane) => lane.id === 'clinicRooms')).toMatchObject({ capacity: 2, unit: 'booking' });
  });

  it('puts a booking in its barber’s lane, or in its room’s', () => {
    expect(laneOf(HOUSE, { service: 'classic-cut', specialist: 'luan-basha' })).toBe('specialist:luan-basha');
    expect(laneOf(HOUSE, { service: 'hair-transplant', specialist: null })).toBe('operatingRoom');
    expect(laneOf(HOUSE, { service: 'table-reservation', specialist: null })).toBe('covers');
    expect(lanes.map((lane) => lane.id)).toContain(laneOf(HOUSE, { service: 'prp-facial', specialist: null }));
  });

  it('tells which services and which person a lane’s bookings are', () => {
    expect(laneBookings(HOUSE, 'specialist:luan-basha')).toEqual({ services: ['classic-cut', 'beard-styling', 'hot-towel-shave', 'complete-grooming'], specialist: 'luan-basha' });
    expect(laneBookings(HOUSE, 'operatingRoom')).toEqual({ services: ['hair-transplant', 'beard-transplant', 'eyebrow-transplant'], specialist: null });
    expect(laneBookings(HOUSE, 'specialist:nobody')).toBeNull();
    expect(laneBookings(HOUSE, 'barbers')).toBeNull();
  });
});
