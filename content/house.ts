/**
 * The house's capacity: who or what serves each service, how long a booking keeps its place, and
 * which services are confirmed at once. The form, the pages, the booking service and the tests read
 * it; change the house here and nowhere else (the README says how).
 */
import type { House, ServicePlace } from '../core/house.ts';
import type { ServiceId } from '../core/services.ts';
import { appointmentMinutes } from './durations.ts';
import { barbershopTeam } from './team.ts';

/** A booking that keeps its place for as long as the service takes. */
const forItsDuration = (service: ServiceId, rest: Omit<ServicePlace, 'minutes' | 'hold'>): ServicePlace => {
  const minutes = appointmentMinutes(service);
  return { minutes, hold: { minutes }, ...rest };
};

/** Transplants: the doctor and the operating room, one a day, starting early, until closing. */
const transplant = (service: ServiceId): ServicePlace => ({
  resource: 'operatingRoom',
  minutes: appointmentMinutes(service),
  hold: 'untilClose',
  startTimes: ['09:00', '10:00'],
  confirmation: 'request',
});

export const HOUSE: House = {
  resources: {
    barbers: { capacity: 1, unit: 'booking', specialists: barbershopTeam.map((member) => member.id) },
    operatingRoom: { capacity: 1, unit: 'booking' },
    clinicRooms: { capacity: 2, unit: 'booking' },
    esthetician: { capacity: 1, unit: 'booking' },
    covers: { capacity: 40, unit: 'guest' },
    privateRoom: { capacity: 1, unit: 'booking' },
    eventSpace: { capacity: 1, unit: 'booking' },
  },
  services: {
    'classic-cut': forItsDuration('classic-cut', { resource: 'barbers', confirmation: 'instant' }),
    'beard-styling': forItsDuration('beard-styling', { resource: 'barbers', confirmation: 'instant' }),
    'hot-towel-shave': forItsDuration('hot-towel-shave', { resource: 'barbers', confirmation: 'instant' }),
    'complete-grooming': forItsDuration('complete-grooming', { resource: 'barbers', confirmation: 'instant' }),
    consultation: forItsDuration('consultation', { resource: 'clinicRooms', confirmation: 'request' }),
    'scalp-treatment': forItsDuration('scalp-treatment', { resource: 'clinicRooms', confirmation: 'request' }),
    'prp-therapy': forItsDuration('prp-therapy', { resource: 'clinicRooms', confirmation: 'request' }),
    'hair-transplant': transplant('hair-transplant'),
    'beard-transplant': transplant('beard-transplant'),
    'eyebrow-transplant': transplant('eyebrow-transplant'),
    'prp-facial': forItsDuration('prp-facial', { resource: 'esthetician', confirmation: 'request' }),
    'hydro-facial': forItsDuration('hydro-facial', { resource: 'esthetician', confirmation: 'request' }),
    'filler-treatment': forItsDuration('filler-treatment', { resource: 'esthetician', confirmation: 'request' }),
    'table-reservation': forItsDuration('table-reservation', { resource: 'covers', guests: { min: 1, max: 10 }, confirmation: 'instant' }),
    'private-dining': { resource: 'privateRoom', minutes: 120, hold: 'untilClose', earliestStart: '18:00', guests: { min: 2, max: 16 }, confirmation: 'request' },
    'special-events': { resource: 'eventSpace', minutes: 180, hold: 'allDay', guests: { min: 10, max: 60 }, confirmation: 'request' },
  },
};
