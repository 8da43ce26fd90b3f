import { isIsoDate, wallClockIn, weekdayOf } from './dates.ts';
import { BOOKING_HOURS, formatHour, type HourSpan } from './hours.ts';
import { serviceGroup, type ServiceId } from './services.ts';

/** The time zone the business books in, unless the server is configured otherwise. */
export const DEFAULT_BUSINESS_TIMEZONE = 'Europe/Tirane';

/** The opening span that applies to a service on a date, or null when closed (Sunday). */
export function bookingSpan(service: ServiceId, isoDate: string): HourSpan | null {
  const hours = BOOKING_HOURS[serviceGroup(service)];
  const weekday = weekdayOf(isoDate);
  if (weekday === 0) return hours.sunday;
  if (weekday === 6) return hours.saturday;
  return hours.weekdays;
}

/**
 * The hourly slots ("HH:MM") a service can be booked at on a date: one at every full hour from
 * opening through the closing hour itself, so 09:00 to 20:00 gives 12 slots. None on Sunday or for
 * an invalid date.
 */
export function allowedSlots(service: ServiceId, isoDate: string): string[] {
  if (!isIsoDate(isoDate)) return [];
  const span = bookingSpan(service, isoDate);
  if (!span) return [];
  const slots: string[] = [];
  for (let hour = span.open; hour <= span.close; hour++) slots.push(formatHour(hour));
  return slots;
}

/**
 * The slots still open to a visitor at `now`: `allowedSlots`, minus those already begun when the
 * date is today in the business's time zone, and none at all for a date already past.
 */
export function bookableSlots(service: ServiceId, isoDate: string, now: Date, timeZone: string): string[] {
  const clock = wallClockIn(timeZone, now);
  if (isoDate < clock.date) return [];
  const slots = allowedSlots(service, isoDate);
  if (isoDate > clock.date) return slots;
  return slots.filter((slot) => slotMinutes(slot) > clock.minutes);
}

function slotMinutes(slot: string): number {
  const [h, m] = slot.split(':').map(Number) as [number, number];
  return h * 60 + m;
}
