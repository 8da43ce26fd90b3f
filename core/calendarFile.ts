/**
 * An iCalendar file for an appointment: one event in the business's time zone, written by
 * ical-generator with the zone's rules from timezones-ical-library. The site builds it in the
 * browser for a request (tentative), the service attaches it to a confirmation (confirmed) or a
 * cancellation, with the same UID so that importing a later file updates the one event.
 */
import { TZDate } from '@date-fns/tz';
import ical, { ICalCalendarMethod, ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';

export interface CalendarRequest {
  /** Unique and stable for the request, so that importing the file twice updates one event. */
  uid: string;
  /** YYYY-MM-DD and HH:MM, wall-clock time in the business's zone. */
  date: string;
  time: string;
  minutes: number;
  summary: string;
  description: string;
  location: string;
  /** When the file was made (DTSTAMP). */
  createdAt: Date;
  /** A request still to be answered is tentative; a confirmed appointment is confirmed; a cancelled one is cancelled. */
  status?: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  /** Who keeps the event: a calendar applies a cancellation only from the event's organiser. */
  organizer?: { name: string; email: string };
  /** Raised each time the event changes, so calendars take the newer file over the older one. */
  sequence?: number;
}

/** One event per booking, whoever writes its file: the site for a request, the service once confirmed. */
export function calendarUid(bookingId: string, domain: string): string {
  return `${bookingId}@${domain}`;
}

/** The business's zone, with its rules, so every calendar shows the same local hour. */
export const CALENDAR_TIME_ZONE = 'Europe/Tirane';

/** A wall-clock date and time in the business's zone, `minutes` later, whatever zone this code runs in. */
export function wallClock(date: string, time: string, minutes = 0): TZDate {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  return new TZDate(y, mo - 1, d, h, mi + minutes, CALENDAR_TIME_ZONE);
}

/** Each event names its zone, whose VTIMEZONE (its rules, from timezones-ical-library) the file carries. */
export const ZONE_RULES = { name: null, generator: (zone: string) => (tzlib_get_ical_block(zone) as string[])[0] ?? null };

/** The .ics text: the event tentative unless `status` says otherwise, sent as a cancellation when cancelled. */
export function calendarFile(request: CalendarRequest): string {
  const calendar = ical({
    prodId: { company: 'Aurum Atelier', product: 'Booking request', language: 'EN' },
    // A cancelled event is sent as a cancellation, so calendars remove it rather than keep a copy.
    method: request.status === 'CANCELLED' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone (it would write DTSTAMP in local time): the event names its own.
    timezone: ZONE_RULES,
  });
  calendar.createEvent({
    id: request.uid,
    stamp: request.createdAt,
    timezone: CALENDAR_TIME_ZONE,
    start: wallClock(request.date, request.time),
    end: wallClock(request.date, request.time, request.minutes),
    summary: request.summary,
    description: request.description,
    location: request.location,
    organizer: request.organizer ?? null,
    sequence: request.sequence ?? 0,
    status: ICalEventStatus[request.status ?? 'TENTATIVE'],
    transparency: ICalEventTransparency.OPAQUE,
  });
  // Every content line ends in CRLF, the last one too.
  return `${calendar.toString()}\r\n`;
}
