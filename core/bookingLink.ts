import { isServiceId, servicesInGroup, type ServiceGroup, type ServiceId } from './services.ts';

/** The query parameter of /booking that names the service to preselect. */
export const SERVICE_PARAM = 'service';

/** The booking form with `service` already chosen: what every "Book" button that names a service links to. */
export function bookingPathFor(service: ServiceId): string {
  return `/booking?${SERVICE_PARAM}=${encodeURIComponent(service)}`;
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
