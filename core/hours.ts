import type { ServiceGroup } from './services.ts';

/** A span of opening hours in whole hours, 24-hour clock: `close` is the last bookable full hour. */
export interface HourSpan {
  open: number;
  close: number;
}

export interface WeeklyHours {
  weekdays: HourSpan; // Monday to Friday
  saturday: HourSpan;
  sunday: null; // closed
}

/** Saturday's hours, the same for every service group and the house. */
export const SATURDAY_HOURS: HourSpan = { open: 9, close: 16 };

/** Booking hours per service group (docs/booking-form.md). Sunday is closed for everyone. */
export const BOOKING_HOURS: Record<ServiceGroup, WeeklyHours> = {
  barbershop: { weekdays: { open: 9, close: 20 }, saturday: SATURDAY_HOURS, sunday: null },
  restaurant: { weekdays: { open: 9, close: 20 }, saturday: SATURDAY_HOURS, sunday: null },
  aesthetic: { weekdays: { open: 9, close: 18 }, saturday: SATURDAY_HOURS, sunday: null },
  hairClinic: { weekdays: { open: 9, close: 17 }, saturday: SATURDAY_HOURS, sunday: null },
};

/**
 * The business's general opening hours, as published in the footer. They open at 08:00 on
 * weekdays while the first appointment is at 09:00; pages say so in words.
 */
export const GENERAL_HOURS: WeeklyHours = {
  weekdays: { open: 8, close: 20 },
  saturday: SATURDAY_HOURS,
  sunday: null,
};

/** The hour of the day's first appointment, whatever the service. */
export const FIRST_APPOINTMENT_HOUR = Math.min(...Object.values(BOOKING_HOURS).map((hours) => hours.weekdays.open));

export function formatHour(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}
