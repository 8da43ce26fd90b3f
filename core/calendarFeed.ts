/**
 * A calendar feed: the confirmed appointments of one lane or one house as one .ics file that a
 * phone's calendar subscribes to and fetches again now and then. Written by ical-generator with
 * the zone's rules, as the single-appointment files are (calendarFile.ts), and with the same UIDs,
 * so a booking that moves is the same event at its new hour.
 */
import ical, { ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import { CALENDAR_TIME_ZONE, wallClock, ZONE_RULES } from './calendarFile.ts';

export interface FeedEvent {
  /** Stable for the booking (calendarUid). */
  uid: string;
  /** YYYY-MM-DD and HH:MM, wall-clock time in the business's zone. */
  date: string;
  time: string;
  minutes: number;
  summary: string;
  description: string;
  /** Raised each time the booking changes, so a calendar takes the newer version. */
  sequence: number;
}

export interface CalendarFeed {
  /** The name a calendar app shows for the subscription. */
  name: string;
  events: readonly FeedEvent[];
  /** When the feed was written (each event's DTSTAMP). */
  writtenAt: Date;
  /** How often a calendar should fetch it again, in minutes. */
  refreshMinutes: number;
}

/** The feed's .ics text; every content line ends in CRLF, the last one too. */
export function calendarFeed(feed: CalendarFeed): string {
  const calendar = ical({
    prodId: { company: 'Aurum Atelier', product: 'Front desk', language: 'EN' },
    name: feed.name,
    ttl: feed.refreshMinutes * 60,
    timezone: ZONE_RULES,
  });
  for (const event of feed.events) {
    calendar.createEvent({
      id: event.uid,
      stamp: feed.writtenAt,
      timezone: CALENDAR_TIME_ZONE,
      start: wallClock(event.date, event.time),
      end: wallClock(event.date, event.time, event.minutes),
      summary: event.summary,
      description: event.description,
      sequence: event.sequence,
      status: ICalEventStatus.CONFIRMED,
      transparency: ICalEventTransparency.OPAQUE,
    });
  }
  return `${calendar.toString()}\r\n`;
}
