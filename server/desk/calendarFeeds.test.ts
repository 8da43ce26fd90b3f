import ICAL from 'ical.js';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { HOUSE } from '../../content/house.ts';
import { DESK_CSRF_HEADER, DESK_PATHS, deskPath, type DeskFeed } from '../../core/deskApi.ts';
import type { Language } from '../../core/languages.ts';
import { deskSession, type DeskCredentials } from '../testing/desk.ts';
import { bookingRequest, NOTIFY_TO, postBooking, startService, type TestService } from '../testing/harness.ts';
import { FEED_READS_PER_MINUTE } from './calendarRoute.ts';

let service: TestService | null = null;
afterEach(async () => {
  await service?.close();
  service = null;
});

/** The service with the house's real lanes, and a receptionist signed in to the desk. */
async function start() {
  service = await startService({ config: { house: HOUSE } });
  return { app: service.app, staff: await deskSession(service.app, NOTIFY_TO) };
}

const asStaff = (staff: DeskCredentials) => ({ cookie: staff.cookie, [DESK_CSRF_HEADER]: staff.csrf, 'content-type': 'application/json' });

/** The feeds as the desk lists them, in the person's language. */
async function listFeeds(staff: DeskCredentials, language: Language): Promise<DeskFeed[]> {
  const chosen = await service!.app.inject({ method: 'PUT', url: DESK_PATHS.language, headers: asStaff(staff), payload: { language } });
  expect(chosen.statusCode).toBe(200);
  const answer = await service!.app.inject({ method: 'GET', url: DESK_PATHS.feeds, headers: { cookie: staff.cookie } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

/** The desk's Replace: the feed with its new URL, or null when the desk knows no such feed. */
async function replaceFeed(staff: DeskCredentials, feedId: string): Promise<DeskFeed | null> {
  const answer = await service!.app.inject({ method: 'POST', url: deskPath(DESK_PATHS.replaceFeed, { feed: feedId }), headers: asStaff(staff), payload: {} });
  if (answer.statusCode === 404) return null;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

async function book(overrides: Parameters<typeof bookingRequest>[0]): Promise<string> {
  const answer = await postBooking(service!.app, bookingRequest(overrides));
  expect(answer.statusCode, answer.body).toBe(201);
  return (answer.json() as { id: string }).id;
}

/** A feed as a phone's calendar reads it: each event's UID, start and end as instants, summary, sequence. */
function events(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return { uid: event.uid, starts: event.startDate.toJSDate().toISOString(), ends: event.endDate.toJSDate().toISOString(), summary: event.summary, sequence: event.sequence, description: event.description };
  });
}

const feedOf = (feeds: DeskFeed[], subject: string) => feeds.find((feed) => feed.subject === subject)!;
const pathOf = (url: string) => new URL(url).pathname;

describe('calendar feeds', () => {
  it('gives each barber, each room and each house a feed, the same ones every time it is asked', async () => {
    const { staff } = await start();
    const feeds = await listFeeds(staff, 'de');
    expect(feeds.filter((feed) => feed.kind === 'lane').map((feed) => feed.label)).toEqual([
      'Arben Hoxha',
      'Dritan Berisha',
      'Ardit Krasniqi',
      'Luan Basha',
      'Endrit Cela',
      'OP-Saal',
      'Behandlungsräume',
      'Kosmetikerin',
      'Restauranttische',
      'Separee',
      'Veranstaltungsraum',
    ]);
    expect(feeds.filter((feed) => feed.kind === 'house').map((feed) => feed.subject)).toEqual(['barbershop', 'hairClinic', 'aesthetic', 'restaurant']);
    for (const feed of feeds) expect(feed.url).toMatch(/^http:\/\/salon\.test\/calendar\/[\w-]{43}\.ics$/);
    expect(new Set(feeds.map((feed) => feed.url)).size).toBe(feeds.length);
    expect(await listFeeds(staff, 'de')).toEqual(feeds);
  });

  it('shows a barber’s confirmed bookings at the right instant with a stable UID, and leaves out requests and cancelled ones', async () => {
    const { app, staff } = await start();
    const kept = await book({ service: 'classic-cut', specialist: 'luan-basha', appointment_time: '10:00', name: 'Elira Hoxha' });
    const cancelled = await book({ service: 'classic-cut', specialist: 'luan-basha', appointment_time: '12:00', name: 'Besa Kola', email: 'besa@example.com' });
    const otherBarber = await book({ service: 'classic-cut', specialist: 'arben-hoxha', appointment_time: '10:00', name: 'Dea Leka', email: 'dea@example.com' });
    const request = await book({ service: 'consultation', appointment_time: '10:00', name: 'Ilir Meta', email: 'ilir@example.com' });
    await app.store.changeBookingStatus({ bookingId: cancelled, from: ['confirmed'], to: 'cancelled', at: new Date(), event: 'cancelled', detail: null, actor: 'business', calendarChanged: true, messages: () => [] });

    const feeds = await listFeeds(staff, 'en');
    const luan = await app.inject({ method: 'GET', url: pathOf(feedOf(feeds, 'specialist:luan-basha').url) });
    expect(luan.statusCode).toBe(200);
    expect(luan.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(luan.headers['cache-control']).toBe('private, max-age=300');
    expect(luan.headers['x-robots-tag']).toContain('noindex');
    // 10:00 in Tirana in June (CEST) is 08:00 UTC; a classic haircut takes its 45 minutes.
    expect(events(luan.body)).toEqual([
      {
        uid: `${kept}@aurum-atelier.al`,
        starts: '2026-06-16T08:00:00.000Z',
        ends: `2026-06-16T08:${String(HOUSE.services['classic-cut'].minutes).padStart(2, '0')}:00.000Z`,
        summary: 'Classic Haircut · Elira Hoxha',
        sequence: 1,
        description: expect.stringContaining(`http://salon.test/desk/bookings/${kept}`) as unknown as string,
      },
    ]);

    const barbershop = events((await app.inject({ method: 'GET', url: pathOf(feedOf(feeds, 'barbershop').url) })).body);
    expect(barbershop.map((event) => event.uid).sort()).toEqual([`${kept}@aurum-atelier.al`, `${otherBarber}@aurum-atelier.al`].sort());
    const clinic = events((await app.inject({ method: 'GET', url: pathOf(feedOf(feeds, 'hairClinic').url) })).body);
    expect(clinic.map((event) => event.uid)).not.toContain(`${request}@aurum-atelier.al`);
    expect(clinic).toEqual([]);
  });

  it('moves a moved booking’s event: the same UID at the new hour, with a higher sequence', async () => {
    const { app, staff } = await start();
    const id = await book({ service: 'classic-cut', specialist: 'luan-basha', appointment_time: '10:00' });
    const url = pathOf(feedOf(await listFeeds(staff, 'en'), 'specialist:luan-basha').url);
    const before = events((await app.inject({ method: 'GET', url })).body);
    await app.store.changeBookingStatus({ bookingId: id, from: ['confirmed'], to: 'confirmed', at: new Date(), event: 'moved', detail: null, actor: 'business', calendarChanged: true, appointment: { date: '2026-06-17', time: '15:30' }, messages: () => [] });
    const after = events((await app.inject({ method: 'GET', url })).body);
    expect(after).toHaveLength(1);
    expect(after[0]!.uid).toBe(before[0]!.uid);
    expect(after[0]!.starts).toBe('2026-06-17T13:30:00.000Z');
    expect(after[0]!.sequence).toBeGreaterThan(before[0]!.sequence);
  });

  it('counts the restaurant’s guests in the event', async () => {
    const { app, staff } = await start();
    await book({ service: 'table-reservation', guests: 4, appointment_time: '19:00', name: 'Arta Gjoka' });
    const restaurant = events((await app.inject({ method: 'GET', url: pathOf(feedOf(await listFeeds(staff, 'en'), 'restaurant').url) })).body);
    expect(restaurant.map((event) => [event.summary, event.starts])).toEqual([['Table Reservation · Arta Gjoka · Guests: 4', '2026-06-16T17:00:00.000Z']]);
  });

  it('answers 404 at a replaced feed’s old URL and at an unknown secret, and serves the new URL', async () => {
    const { app, staff } = await start();
    const old = feedOf(await listFeeds(staff, 'en'), 'covers');
    const replaced = (await replaceFeed(staff, old.id))!;
    expect(replaced).toMatchObject({ id: old.id, subject: 'covers', label: 'Restaurant tables' });
    expect(replaced.url).not.toBe(old.url);
    expect((await app.inject({ method: 'GET', url: pathOf(old.url) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: pathOf(replaced.url) })).statusCode).toBe(200);
    expect(feedOf(await listFeeds(staff, 'en'), 'covers').url).toBe(replaced.url);
    const unknown = await app.inject({ method: 'GET', url: `/calendar/${randomBytes(32).toString('base64url')}.ics` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).not.toContain('text/calendar');
    expect((await app.inject({ method: 'GET', url: '/calendar/short.ics' })).statusCode).toBe(404);
    expect(await replaceFeed(staff, 'no-such-feed')).toBeNull();
  });

  it('shows and replaces feeds only for a signed-in person, and a replace needs the desk’s CSRF token', async () => {
    const { app, staff } = await start();
    const [feed] = await listFeeds(staff, 'en');
    expect((await app.inject({ method: 'GET', url: DESK_PATHS.feeds })).statusCode).toBe(401);
    const url = deskPath(DESK_PATHS.replaceFeed, { feed: feed!.id });
    expect((await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: {} })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url, headers: { cookie: staff.cookie, 'content-type': 'application/json' }, payload: {} })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: pathOf(feed!.url) })).statusCode).toBe(200);
  });

  it('limits how often one client reads feed URLs, guessed or not', async () => {
    const { app } = await start();
    const guess = () => app.inject({ method: 'GET', url: `/calendar/${randomBytes(32).toString('base64url')}.ics`, remoteAddress: '203.0.113.9' });
    for (let n = 0; n < FEED_READS_PER_MINUTE; n++) expect((await guess()).statusCode).toBe(404);
    expect((await guess()).statusCode).toBe(429);
    // Another client still reads.
    expect((await app.inject({ method: 'GET', url: `/calendar/${randomBytes(32).toString('base64url')}.ics`, remoteAddress: '203.0.113.10' })).statusCode).toBe(404);
  });
});
