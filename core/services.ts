/**
 * The bookable services of the booking form (docs/booking-form.md), with stable ids.
 * Labels live in the locale files under `services.<id>`; the ids are what the form sends
 * and what the server stores.
 */
export const SERVICE_GROUPS = ['barbershop', 'hairClinic', 'aesthetic', 'restaurant'] as const;
export type ServiceGroup = (typeof SERVICE_GROUPS)[number];

export const SERVICES = [
  { id: 'classic-cut', group: 'barbershop' },
  { id: 'beard-styling', group: 'barbershop' },
  { id: 'hot-towel-shave', group: 'barbershop' },
  { id: 'complete-grooming', group: 'barbershop' },
  { id: 'consultation', group: 'hairClinic' },
  { id: 'hair-transplant', group: 'hairClinic' },
  { id: 'beard-transplant', group: 'hairClinic' },
  { id: 'scalp-treatment', group: 'hairClinic' },
  { id: 'prp-therapy', group: 'hairClinic' },
  // The eyebrow transplant is a transplant, so it books on the hair clinic's hours.
  { id: 'eyebrow-transplant', group: 'hairClinic' },
  { id: 'prp-facial', group: 'aesthetic' },
  { id: 'hydro-facial', group: 'aesthetic' },
  { id: 'filler-treatment', group: 'aesthetic' },
  { id: 'table-reservation', group: 'restaurant' },
  { id: 'private-dining', group: 'restaurant' },
  { id: 'special-events', group: 'restaurant' },
] as const satisfies readonly { id: string; group: ServiceGroup }[];

export type ServiceId = (typeof SERVICES)[number]['id'];
export const SERVICE_IDS = SERVICES.map((s) => s.id) as [ServiceId, ...ServiceId[]];

export function isServiceId(value: unknown): value is ServiceId {
  return typeof value === 'string' && (SERVICE_IDS as readonly string[]).includes(value);
}

export function isServiceGroup(value: unknown): value is ServiceGroup {
  return typeof value === 'string' && (SERVICE_GROUPS as readonly string[]).includes(value);
}

export function serviceGroup(id: ServiceId): ServiceGroup {
  // SERVICES holds every ServiceId, so the lookup cannot miss.
  return SERVICES.find((s) => s.id === id)!.group;
}

/** A restaurant booking reserves a table, so its words speak of a table, not an appointment. */
export function reservesTable(id: ServiceId): boolean {
  return serviceGroup(id) === 'restaurant';
}

export function servicesInGroup(group: ServiceGroup): ServiceId[] {
  return SERVICES.filter((s) => s.group === group).map((s) => s.id);
}
