import { instantAt } from '../../core/dates.ts';
import type { BookingForMail } from '../store/types.ts';

/** The visitor may change or cancel online until this long before the appointment. */
export const CANCEL_NOTICE_MS = 24 * 60 * 60_000;

/** The moment a booking's appointment begins. */
export function appointmentStart(booking: Pick<BookingForMail, 'appointmentDate' | 'appointmentTime'>, timeZone: string): Date {
  return instantAt(booking.appointmentDate, booking.appointmentTime, timeZone);
}
