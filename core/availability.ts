/**
 * Which hours have room: one pure rule over plain data, read by the form (through the service's
 * availability answer), the booking function, the business's pages and the store's check in the
 * transaction that books or confirms. `allowedSlots` stays the published hours; availability only
 * narrows them.
 */
import { isoDateAfter, wallClockIn } from './dates.ts';
import { DEFAULT_REQUEST_HOLD_HOURS, type Closure, type House, type PlacedBooking, type ServicePlace } from './house.ts';
import { serviceGroup, type ServiceId } from './services.ts';
import { allowedSlots } from './slots.ts';

export type SlotStatus = 'available' | 'full' | 'closed' | 'past';

export interface SlotAvailability {
  time: string;
  status: SlotStatus;
}

export interface AvailabilityRequest {
  service: ServiceId;
  date: string;
  /** For services that count guests; absent means the smallest party the service takes. */
  guests?: number | null;
  /** A specialist's id, or null/absent for whoever is free. */
  specialist?: string | null;
  now: Date;
  timeZone: string;
  requestHoldHours?: number;
  /** A booking that is being confirmed or moved does not stand in its own way. */
  excludeBookingId?: string;
}

/** The place one hour offers: its status and, where specialists serve, who would take it. */
export interface Placement {
  status: SlotStatus;
  specialist: string | null;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The hourly slots a booking of `service` at `time` keeps, or null when it would run past closing. */
function heldSlots(place: ServicePlace, service: ServiceId, date: string, time: string): string[] | null {
  const slots = allowedSlots(service, date);
  const start = slots.indexOf(time);
  if (start < 0) return null;
  const needed = Math.ceil(place.minutes / 60);
  if (start + needed > slots.length) return null;
  if (place.hold === 'allDay') return slots;
  if (place.hold === 'untilClose') return slots.slice(start);
  return slots.slice(start, start + Math.ceil(place.hold.minutes / 60));
}

/** The hourly slots a booking keeps (at least its own hour, for one stored before the house's rules changed). */
export function slotsKept(house: House, service: ServiceId, date: string, time: string): string[] {
  return heldSlots(house.services[service], service, date, time) ?? [time];
}

/** Whether a closure shuts `group` at `time` on `date`. */
export function closes(closure: Closure, group: string, date: string, time: string): boolean {
  if (date < closure.fromDate || date > closure.untilDate) return false;
  if (closure.group !== null && closure.group !== group) return false;
  if (closure.fromTime === null || closure.toTime === null) return true;
  return time >= closure.fromTime && time < closure.toTime;
}

/** Whether the whole day is closed for the service's group (not merely some of its hours). */
export function closedAllDay(closures: readonly Closure[], service: ServiceId, date: string): boolean {
  const group = serviceGroup(service);
  return closures.some((closure) => closure.fromTime === null && closes(closure, group, date, '00:00'));
}

/** Whether a stored booking still keeps its place at `now`: confirmed for good, a request until answered or its hold runs out. */
function holdsPlace(booking: PlacedBooking, now: Date, requestHoldHours: number): boolean {
  if (booking.status === 'confirmed') return true;
  if (booking.status !== 'received') return false;
  return now.getTime() < booking.receivedAt.getTime() + requestHoldHours * 3_600_000;
}

/** The units of a resource a booking takes: its guests for covers, otherwise one. */
function unitsOf(house: House, service: ServiceId, guests: number | null | undefined): number {
  const place = house.services[service];
  if (house.resources[place.resource]!.unit !== 'guest') return 1;
  return guests ?? place.guests?.min ?? 1;
}

interface Occupancy {
  /** Units taken per slot. */
  used: Map<string, number>;
  /** Specialists busy per slot. */
  busy: Map<string, Set<string>>;
}

function occupancy(house: House, resource: string, date: string, bookings: readonly PlacedBooking[], request: AvailabilityRequest): Occupancy {
  const hold = request.requestHoldHours ?? DEFAULT_REQUEST_HOLD_HOURS;
  const used = new Map<string, number>();
  const busy = new Map<string, Set<string>>();
  for (const booking of bookings) {
    if (booking.date !== date || booking.id === request.excludeBookingId) continue;
    const place = house.services[booking.service];
    if (place.resource !== resource || !holdsPlace(booking, request.now, hold)) continue;
    // A booking stored before the house's rules changed still keeps at least its own hour.
    const slots = heldSlots(place, booking.service, booking.date, booking.time) ?? [booking.time];
    const units = unitsOf(house, booking.service, booking.guests);
    for (const slot of slots) {
      used.set(slot, (used.get(slot) ?? 0) + units);
      if (booking.specialist) busy.set(slot, (busy.get(slot) ?? new Set()).add(booking.specialist));
    }
  }
  return { used, busy };
}

/**
 * Whether the service may start at `time` that day at all, whatever is booked: one of its start
 * hours, and ending by closing time.
 */
export function startsAt(house: House, service: ServiceId, date: string, time: string): boolean {
  const servicePlace = house.services[service];
  if (servicePlace.startTimes && !servicePlace.startTimes.includes(time)) return false;
  if (servicePlace.earliestStart && time < servicePlace.earliestStart) return false;
  return heldSlots(servicePlace, service, date, time) !== null;
}

function place(house: House, closures: readonly Closure[], request: AvailabilityRequest, time: string, taken: Occupancy): Placement {
  const { service, date } = request;
  const servicePlace = house.services[service];
  const resource = house.resources[servicePlace.resource]!;
  const none = (status: SlotStatus): Placement => ({ status, specialist: null });

  const clock = wallClockIn(request.timeZone, request.now);
  if (date < clock.date || (date === clock.date && minutesOf(time) <= clock.minutes)) return none('past');
  if (!startsAt(house, service, date, time)) return none('closed');
  const slots = heldSlots(servicePlace, service, date, time)!;
  const group = serviceGroup(service);
  if (slots.some((slot) => closures.some((closure) => closes(closure, group, date, slot)))) return none('closed');

  if (resource.specialists) {
    const candidates = request.specialist ? resource.specialists.filter((id) => id === request.specialist) : resource.specialists;
    const free = candidates.find((id) => slots.every((slot) => !taken.busy.get(slot)?.has(id)));
    return free ? { status: 'available', specialist: free } : none('full');
  }
  const units = unitsOf(house, service, request.guests);
  const fits = slots.every((slot) => (taken.used.get(slot) ?? 0) + units <= resource.capacity);
  return fits ? { status: 'available', specialist: null } : none('full');
}

/**
 * Every published hour of the service that day with its status: available, full (the house has no
 * room left: shown, not choosable), closed (a closure, or an hour the service never starts at or
 * would run past closing) or past. `bookings` may hold any bookings; those of other days, other
 * resources and expired requests are passed over.
 */
export function availability(house: House, bookings: readonly PlacedBooking[], closures: readonly Closure[], request: AvailabilityRequest): SlotAvailability[] {
  const taken = occupancy(house, house.services[request.service].resource, request.date, bookings, request);
  return allowedSlots(request.service, request.date).map((time) => ({ time, status: place(house, closures, request, time, taken).status }));
}

/** The place at one hour, with the specialist who would take it: what the store checks before it books. */
export function placementAt(house: House, bookings: readonly PlacedBooking[], closures: readonly Closure[], request: AvailabilityRequest & { time: string }): Placement {
  if (!allowedSlots(request.service, request.date).includes(request.time)) return { status: 'closed', specialist: null };
  const taken = occupancy(house, house.services[request.service].resource, request.date, bookings, request);
  return place(house, closures, request, request.time, taken);
}

/** How many days ahead the next available hour is looked for. */
const NEXT_AVAILABLE_DAYS = 60;

/**
 * The first available hour after `after` (that date's later hours, then the following days), or
 * from the start of `request.date` when `after` is absent; null when none within `days`.
 */
export function nextAvailable(
  house: House,
  bookings: readonly PlacedBooking[],
  closures: readonly Closure[],
  request: AvailabilityRequest,
  after: string | null = null,
  days = NEXT_AVAILABLE_DAYS,
): { date: string; time: string } | null {
  const byDate = new Map<string, PlacedBooking[]>();
  for (const booking of bookings) {
    const day = byDate.get(booking.date);
    if (day) day.push(booking);
    else byDate.set(booking.date, [booking]);
  }
  for (let offset = 0; offset < days; offset++) {
    const date = isoDateAfter(request.date, offset);
    const slot = availability(house, byDate.get(date) ?? [], closures, { ...request, date }).find(
      (candidate) => candidate.status === 'available' && (offset > 0 || after === null || candidate.time > after),
    );
    if (slot) return { date, time: slot.time };
  }
  return null;
}

/** A booking that counts guests (the restaurant's) carries no photos. */
export function takesPhotos(house: House, service: ServiceId): boolean {
  return house.services[service].guests === undefined;
}

export function specialistsOf(house: House, service: ServiceId): readonly string[] {
  return house.resources[house.services[service].resource]!.specialists ?? [];
}
