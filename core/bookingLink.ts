import { isServiceId, servicesInGroup, type ServiceGroup, type ServiceId } from './services.ts';

/** The query parameter of /booking that names the service to preselect. */
const SERVICE_PARAM = 'service';

/** The query parameter of /booking that names the specialist (a barber) to preselect with the service. */
const SPECIALIST_PARAM = 'specialist';

/** The booking form with `service` (and a specialist, for a barber's card) already chosen: what every "Book" button that names a service links to. */
export function bookingPathFor(service: ServiceId, specialist: string | null = null): string {
  const path = `/booking?${SERVICE_PARAM}=${encodeURIComponent(service)}`;
  return specialist ? `${path}&${SPECIALIST_PARAM}=${encodeURIComponent(specialist)}` : path;
}

/** The booking form with a group's first service chosen, for a button that names a house, not a treatment. */
export function bookingPathForGroup(group: ServiceGroup): string {
  // Every group lists at least one service.
  return bookingPathFor(servicesInGroup(group)[0]!);
}

/**
 * The service a /booking address asks to preselect (`?service=classic-cut`), or null when it names
 * none or one the form does not offer: an old or mistyped link still opens the empty form.
 */
export function serviceFromSearch(search: string): ServiceId | null {
  const value = new URLSearchParams(search).get(SERVICE_PARAM);
  return isServiceId(value) ? value : null;
}

/**
 * The specialist a /booking address asks to preselect (`&specialist=dritan-berisha`), or null when
 * it names none or not in the shape of an id; the form keeps it only when it serves the service.
 */
export function specialistFromSearch(search: string): string | null {
  const value = new URLSearchParams(search).get(SPECIALIST_PARAM);
  return value && /^[a-z0-9-]{1,64}$/.test(value) ? value : null;
}
