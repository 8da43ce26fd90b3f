/**
 * A stored booking as the desk shows it: the summary its lists carry, and the detail with every
 * labelled field (in the person's desk language), its history and what may be done with it now.
 */
import { todayIn } from '../../core/dates.ts';
import type { DeskActionName, DeskBookingDetail, DeskBookingSummary, DeskHistoryEvent } from '../../core/deskApi.ts';
import type { House } from '../../core/house.ts';
import type { Language } from '../../core/languages.ts';
import { serviceGroup } from '../../core/services.ts';
import { shortReference } from '../../core/reference.ts';
import { OPEN } from '../answers/transitions.ts';
import type { BookingEvent, StoredBooking } from '../store/types.ts';
import { requestDetailRows } from '../views/detailRows.ts';

export function deskSummary(house: House, booking: StoredBooking): DeskBookingSummary {
  return {
    id: booking.id,
    reference: shortReference(booking.id),
    status: booking.status,
    attendance: booking.attendance,
    service: booking.service,
    group: serviceGroup(booking.service),
    date: booking.appointmentDate,
    time: booking.appointmentTime,
    minutes: house.services[booking.service].minutes,
    guests: booking.guests,
    specialist: booking.specialist,
    name: booking.name,
    phone: booking.phone ?? '',
    email: booking.email,
    notes: booking.notes,
    photoCount: booking.photoCount,
    receivedAt: booking.receivedAt.toISOString(),
    channel: booking.channel,
    language: booking.language,
  };
}

/** Whether the client's coming can be marked: a confirmed booking whose day has come. */
export function attendanceOpen(booking: StoredBooking, timeZone: string, now: Date): boolean {
  return booking.status === 'confirmed' && booking.appointmentDate <= todayIn(timeZone, now);
}

/** What the desk may do with the booking now: answer a request, or move, cancel and mark a confirmed booking. */
export function deskActions(booking: StoredBooking, timeZone: string, now: Date): DeskActionName[] {
  if (OPEN.includes(booking.status)) return ['confirm', 'decline', 'propose'];
  if (booking.status !== 'confirmed') return [];
  return attendanceOpen(booking, timeZone, now) ? ['move', 'cancel', 'attendance'] : ['move', 'cancel'];
}

export function deskHistory(events: readonly BookingEvent[]): DeskHistoryEvent[] {
  return events.map((event) => ({ at: event.at.toISOString(), type: event.type, status: event.status, detail: event.detail, actor: event.actor, staff: event.staff }));
}

export function deskDetail(
  house: House,
  booking: StoredBooking,
  events: readonly BookingEvent[],
  { language, timeZone, now }: { language: Language; timeZone: string; now: Date },
): DeskBookingDetail {
  return {
    ...deskSummary(house, booking),
    details: requestDetailRows(booking, { language, audience: 'business' }).map(({ label, value }) => ({ label, value })),
    history: deskHistory(events),
    actions: deskActions(booking, timeZone, now),
  };
}
