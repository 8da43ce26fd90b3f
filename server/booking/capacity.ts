/**
 * The capacity check a booking or a confirmation runs inside the store's transaction, built from
 * the house's data and the one availability rule of core/, so the service never takes a booking the
 * form would have shown as full.
 */
import { closedAllDay, nextAvailable, placementAt, type AvailabilityRequest } from '../../core/availability.ts';
import { isoDateAfter } from '../../core/dates.ts';
import type { Closure, House, PlacedBooking } from '../../core/house.ts';
import { SERVICE_IDS, type ServiceId } from '../../core/services.ts';
import type { CapacityCheck, ClosureStore } from '../store/types.ts';

export interface CapacitySettings {
  house: House;
  businessTimeZone: string;
  requestHoldHours: number;
  pendingRequestsPerAddress: number;
}

export interface PlaceWanted {
  service: ServiceId;
  date: string;
  time: string;
  guests: number | null;
  /** The specialist the visitor chose; null for whoever is free. */
  specialist: string | null;
  /** The booking itself, when it is already stored (a confirmation or a move). */
  bookingId?: string;
  /** A new request from this visitor address counts against their pending requests. */
  visitorKey?: string | null;
}

/** The services that take the same resource as `service`: their bookings compete for its places. */
export function sharingServices(house: House, service: ServiceId): ServiceId[] {
  const resource = house.services[service].resource;
  return SERVICE_IDS.filter((other) => house.services[other].resource === resource);
}

/** What the availability rule is asked for `wanted` on its date, under the service's settings. */
export function availabilityRequest(
  settings: Omit<CapacitySettings, 'pendingRequestsPerAddress'>,
  wanted: Pick<PlaceWanted, 'service' | 'date' | 'guests' | 'specialist' | 'bookingId'>,
  now: Date,
): AvailabilityRequest {
  return {
    service: wanted.service,
    date: wanted.date,
    guests: wanted.guests,
    specialist: wanted.specialist,
    now,
    timeZone: settings.businessTimeZone,
    requestHoldHours: settings.requestHoldHours,
    ...(wanted.bookingId ? { excludeBookingId: wanted.bookingId } : {}),
  };
}

/** The bookings that compete with `service` for its place, and the closures, from `fromDate` through `toDate`. */
export async function calendarBetween(
  store: ClosureStore,
  house: House,
  service: ServiceId,
  fromDate: string,
  toDate: string,
): Promise<{ placed: PlacedBooking[]; closures: Closure[] }> {
  const placed = await store.placedBookings(sharingServices(house, service), fromDate, toDate);
  const closures = await store.closuresBetween(fromDate, toDate);
  return { placed, closures };
}

export function capacityCheck(settings: CapacitySettings, wanted: PlaceWanted, now: Date): CapacityCheck {
  const { house } = settings;
  const holdMs = settings.requestHoldHours * 3_600_000;
  return {
    lockKey: `capacity:${house.services[wanted.service].resource}`,
    services: sharingServices(house, wanted.service),
    date: wanted.date,
    ...(wanted.visitorKey ? { pendingOf: { visitorKey: wanted.visitorKey, since: new Date(now.getTime() - holdMs) } } : {}),
    decide(placed, closures, pending) {
      if (wanted.visitorKey && pending >= settings.pendingRequestsPerAddress) return { ok: false, reason: 'too_many_pending' };
      if (closedAllDay(closures, wanted.service, wanted.date)) return { ok: false, reason: 'closed' };
      const placement = placementAt(house, placed, closures, { ...availabilityRequest(settings, wanted, now), time: wanted.time });
      if (placement.status === 'available') return { ok: true, specialist: placement.specialist };
      return { ok: false, reason: placement.status === 'full' ? 'full' : 'closed' };
    },
  };
}

/** How far ahead, in days, the answer to a full hour looks for the next free one. */
const NEXT_FREE_DAYS = 14;

/** The first free hour after the one asked for, for the same service, guests and specialist. */
export async function nextFreeHour(
  store: ClosureStore,
  settings: Omit<CapacitySettings, 'pendingRequestsPerAddress'>,
  wanted: { service: ServiceId; date: string; time: string | null; guests: number | null; specialist: string | null },
  now: Date,
): Promise<{ date: string; time: string } | null> {
  const { placed, closures } = await calendarBetween(store, settings.house, wanted.service, wanted.date, isoDateAfter(wanted.date, NEXT_FREE_DAYS - 1));
  return nextAvailable(settings.house, placed, closures, availabilityRequest(settings, wanted, now), wanted.time, NEXT_FREE_DAYS);
}
