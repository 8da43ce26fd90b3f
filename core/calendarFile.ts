/**
 * An iCalendar file (RFC 5545) for an appointment: one event in the business's time zone. The
 * site builds it in the browser for a request (tentative), the service attaches it to a
 * confirmation (confirmed), with the same UID so that importing the second updates the first.
 * Written by hand because the `ics` package brings a schema library several times the size of this
 * file, and the format needs only escaping and folding.
 */

export interface CalendarRequest {
  /** Unique and stable for the request, so that importing the file twice updates one event. */
  uid: string;
  /** YYYY-MM-DD and HH:MM, wall-clock time in `timeZone`. */
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
const CALENDAR_TIME_ZONE = 'Europe/Tirane';

const TIME_ZONE_BLOCK = [
  'BEGIN:VTIMEZONE',
  `TZID:${CALENDAR_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** A TEXT value escaped as RFC 5545 section 3.3.11 asks: backslash, semicolon, comma and line breaks. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** A content line folded at 75 octets (section 3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; continuation lines start with a space, so hold 74 more.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A wall-clock date and time plus `minutes`, as an iCalendar local DATE-TIME (20261130T143000). */
function localDateTime(date: string, time: string, minutes = 0): string {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  // Arithmetic on the wall clock in UTC fields: the zone's rules are the calendar's business.
  const at = new Date(Date.UTC(y, mo - 1, d, h, mi + minutes));
  return `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}T${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}00`;
}

function utcDateTime(at: Date): string {
  return `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}T${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}Z`;
}

/** The .ics text: CRLF line ends, folded lines, the event tentative unless `status` says otherwise. */
export function calendarFile(request: CalendarRequest): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Aurum Atelier//Booking request//EN',
    'CALSCALE:GREGORIAN',
    // A cancelled event is sent as a cancellation, so calendars remove it rather than keep a copy.
    `METHOD:${request.status === 'CANCELLED' ? 'CANCEL' : 'PUBLISH'}`,
    ...TIME_ZONE_BLOCK,
    'BEGIN:VEVENT',
    `UID:${escapeText(request.uid)}`,
    `DTSTAMP:${utcDateTime(request.createdAt)}`,
    `DTSTART;TZID=${CALENDAR_TIME_ZONE}:${localDateTime(request.date, request.time)}`,
    `DTEND;TZID=${CALENDAR_TIME_ZONE}:${localDateTime(request.date, request.time, request.minutes)}`,
    `SUMMARY:${escapeText(request.summary)}`,
    `DESCRIPTION:${escapeText(request.description)}`,
    `LOCATION:${escapeText(request.location)}`,
    ...(request.organizer ? [`ORGANIZER;CN="${request.organizer.name.replace(/["\r\n]/g, '')}":mailto:${request.organizer.email}`] : []),
    `SEQUENCE:${request.sequence ?? 0}`,
    `STATUS:${request.status ?? 'TENTATIVE'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
