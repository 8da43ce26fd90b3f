/**
 * The staff's calendar feeds: one per lane of the agenda and one per house (service group), each
 * behind a secret URL that a phone's calendar subscribes to. The URL's secret is an HMAC of a
 * random seed kept in the database, so the desk can show the URL again while a copy of the
 * database alone reveals none; the database keeps the secret's hash to find the feed by.
 */
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { brand, contact } from '../../content/site.ts';
import { calendarFeed, type FeedEvent } from '../../core/calendarFeed.ts';
import { calendarUid } from '../../core/calendarFile.ts';
import type { DeskFeed } from '../../core/deskApi.ts';
import { deskLanes, laneBookings } from '../../core/deskLanes.ts';
import { shortReference } from '../../core/reference.ts';
import { isoDateAfter, isoDateBefore, todayIn } from '../../core/dates.ts';
import type { House } from '../../core/house.ts';
import type { Language } from '../../core/languages.ts';
import { isServiceGroup, SERVICE_GROUPS, servicesInGroup } from '../../core/services.ts';
import { fill, mailStrings, serviceGroupName, serviceName, specialistName } from '../mail/strings.ts';
import type { CalendarFeedSecret, FeedBooking, Store, StoredCalendarFeed } from '../store/types.ts';
import { deskBookingUrl } from './deskLinks.ts';

/** A feed shows the weeks just past (for what happened) and the months ahead, no more. */
export const FEED_DAYS_BACK = 28;
export const FEED_DAYS_AHEAD = 183;
/** The most events one feed holds: far beyond a lane's half year, a bound on one answer's work. */
export const FEED_MAX_EVENTS = 5000;
/** How often a calendar app is asked to fetch a feed again. */
const FEED_REFRESH_MINUTES = 15;

/** The path a feed is fetched at: its secret, as 43 base64url characters, then `.ics`. */
export const CALENDAR_PATH = '/calendar/:file';
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

export interface CalendarFeedDeps {
  store: Store;
  house: House;
  publicUrl: string;
  businessTimeZone: string;
  /** The language of the events' words (the business's). */
  businessLanguage: Language;
  /** The key the feeds' secrets are derived with (from the link secret). */
  key: string;
  now: () => Date;
}

/** The feeds' own key, so a feed's secret is never a link's signature. */
export function feedKey(linkSecret: string): string {
  return createHmac('sha256', linkSecret).update('calendar feeds').digest('base64url');
}

const feedToken = (key: string, seed: string) => createHmac('sha256', key).update(seed).digest('base64url');
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

function newSecret(key: string): CalendarFeedSecret {
  const seed = randomBytes(32).toString('base64url');
  return { seed, tokenHash: tokenHash(feedToken(key, seed)) };
}

const laneWords = (language: Language) => mailStrings(language).deskCalendar;

/** The feeds the house has now: each lane's, then each house's. */
function currentSubjects(house: House): { kind: 'lane' | 'house'; subject: string }[] {
  return [...deskLanes(house, specialistName).map((lane) => ({ kind: 'lane' as const, subject: lane.id })), ...SERVICE_GROUPS.map((group) => ({ kind: 'house' as const, subject: group }))];
}

/** What a feed shows, in words: the person's name, the room's or the house's. */
function feedLabel(house: House, feed: Pick<StoredCalendarFeed, 'kind' | 'subject'>, language: Language): string | null {
  if (feed.kind === 'house') return isServiceGroup(feed.subject) ? serviceGroupName(servicesInGroup(feed.subject)[0]!, language) : null;
  const lane = deskLanes(house, specialistName).find((candidate) => candidate.id === feed.subject);
  if (!lane) return null;
  if (lane.id !== lane.resource) return lane.label;
  return (laneWords(language).lanes as Record<string, string>)[lane.resource] ?? lane.resource;
}

function deskFeed(deps: CalendarFeedDeps, feed: StoredCalendarFeed, label: string): DeskFeed {
  return { id: feed.id, kind: feed.kind, subject: feed.subject, label, url: `${deps.publicUrl}/calendar/${feedToken(deps.key, feed.seed)}.ics` };
}

/** The house's feeds in the person's language, those not asked for before created now. */
export async function listFeeds(deps: CalendarFeedDeps, language: Language): Promise<DeskFeed[]> {
  const wanted = currentSubjects(deps.house).map((subject) => ({ id: randomUUID(), ...subject, ...newSecret(deps.key) }));
  const stored = await deps.store.calendarFeeds(wanted, deps.now());
  const byKey = new Map(stored.map((feed) => [`${feed.kind} ${feed.subject}`, feed]));
  return currentSubjects(deps.house).flatMap(({ kind, subject }) => {
    const feed = byKey.get(`${kind} ${subject}`);
    const label = feed ? feedLabel(deps.house, feed, language) : null;
    return feed && label !== null ? [deskFeed(deps, feed, label)] : [];
  });
}

/** Gives a feed a new secret URL (the old one then answers 404); null for an unknown or retired feed. */
export async function replaceFeed(deps: CalendarFeedDeps, feedId: string, language: Language): Promise<DeskFeed | null> {
  const feed = await deps.store.replaceCalendarFeedSecret(feedId, newSecret(deps.key), deps.now());
  const label = feed ? feedLabel(deps.house, feed, language) : null;
  return feed && label !== null ? deskFeed(deps, feed, label) : null;
}

/** The bookings a feed shows: a lane's services (and person), or a house's. */
function feedQuery(house: House, feed: StoredCalendarFeed) {
  if (feed.kind === 'house') return isServiceGroup(feed.subject) ? { services: servicesInGroup(feed.subject), specialist: null } : null;
  return laneBookings(house, feed.subject);
}

function feedEvent(deps: CalendarFeedDeps, booking: FeedBooking): FeedEvent {
  const language = deps.businessLanguage;
  const words = laneWords(language);
  const service = serviceName(booking.service, language);
  const guests = booking.guests !== null ? ` · ${words.guests}: ${booking.guests}` : '';
  const lines = [
    `${words.reference}: ${shortReference(booking.id).toUpperCase()}`,
    booking.phone ? `${words.phone}: ${booking.phone}` : null,
    booking.specialist ? `${words.barber}: ${specialistName(booking.specialist)}` : null,
    booking.notes ? `${words.notes}: ${booking.notes}` : null,
    `${words.desk}: ${deskBookingUrl(deps.publicUrl, booking.id)}`,
  ];
  return {
    uid: calendarUid(booking.id, contact.email.split('@')[1] ?? 'aurum-atelier.al'),
    date: booking.appointmentDate,
    time: booking.appointmentTime,
    minutes: deps.house.services[booking.service].minutes,
    summary: `${service} · ${booking.name}${guests}`,
    description: lines.filter((line) => line !== null).join('\n'),
    sequence: booking.calendarSequence,
  };
}

/** The .ics text behind a feed URL's file name; null when no current feed has that secret. */
export async function feedCalendar(deps: CalendarFeedDeps, file: string): Promise<string | null> {
  const token = FEED_FILE.exec(file)?.[1];
  if (!token) return null;
  const feed = await deps.store.calendarFeedByTokenHash(tokenHash(token));
  const query = feed ? feedQuery(deps.house, feed) : null;
  const label = feed ? feedLabel(deps.house, feed, deps.businessLanguage) : null;
  if (!feed || !query || label === null) return null;
  const now = deps.now();
  const today = todayIn(deps.businessTimeZone, now);
  const bookings = await deps.store.confirmedBookings({ ...query, fromDate: isoDateBefore(today, { days: FEED_DAYS_BACK }), toDate: isoDateAfter(today, FEED_DAYS_AHEAD), limit: FEED_MAX_EVENTS });
  return calendarFeed({ name: fill('{{brand}} · {{label}}', { brand: brand.name, label }), events: bookings.map((booking) => feedEvent(deps, booking)), writtenAt: now, refreshMinutes: FEED_REFRESH_MINUTES });
}
