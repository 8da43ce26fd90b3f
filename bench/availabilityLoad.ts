/**
 * The house's calendar under load, for bench:api: GET /functions/v1/availability against a
 * database holding 20,000 bookings, as a busy house keeps them (most in the past, within the
 * retention period, the rest over the coming two months), and fifty instant bookings sent at once
 * for an hour with three places left.
 */
import autocannon from 'autocannon';
import { request } from 'node:http';
import { HOUSE } from '../content/house.ts';
import { NO_OPTIONAL_TEXT } from '../core/bookingFields.ts';
import { isoDateAfter, todayIn, weekdayOf } from '../core/dates.ts';
import { SERVICE_IDS } from '../core/services.ts';
import { allowedSlots, DEFAULT_BUSINESS_TIMEZONE } from '../core/slots.ts';
import { ROOM_ALWAYS } from '../server/testing/capacity.ts';
import type { NewBooking, Store } from '../server/store/types.ts';

export const STORED_BOOKINGS = 20_000;
/** The coming days the availability questions ask about. */
const DAYS = 60;
/** The past days the stored bookings also cover. */
const PAST_DAYS = 300;

/** The open days (no Sundays) after `from`, `count` of them. */
export function openDays(count: number, from = todayIn(DEFAULT_BUSINESS_TIMEZONE)): string[] {
  const days: string[] = [];
  for (let offset = 1; days.length < count; offset++) {
    const date = isoDateAfter(from, offset);
    if (weekdayOf(date) !== 0) days.push(date);
  }
  return days;
}

/** Writes `count` bookings of every service over the past months and the next two, a few at a time. */
export async function seedBookings(store: Store, count = STORED_BOOKINGS): Promise<void> {
  const days = openDays(PAST_DAYS + DAYS, isoDateAfter(todayIn(DEFAULT_BUSINESS_TIMEZONE), -PAST_DAYS));
  const receivedAt = new Date();
  const bookingAt = (n: number): NewBooking => {
    const service = SERVICE_IDS[n % SERVICE_IDS.length]!;
    const date = days[Math.floor(n / SERVICE_IDS.length) % days.length]!;
    const slots = allowedSlots(service, date);
    const place = HOUSE.services[service];
    return {
      ...NO_OPTIONAL_TEXT,
      id: `seed-${n}`,
      receivedAt,
      status: n % 3 === 0 ? 'received' : 'confirmed',
      name: `Guest ${n}`,
      email: `guest${n}@example.com`,
      phone: null,
      service,
      appointmentDate: date,
      appointmentTime: slots[n % slots.length]!,
      notes: null,
      guests: place.guests ? place.guests.min : null,
      specialist: HOUSE.resources[place.resource]!.specialists?.[n % 5] ?? null,
      specialistChosen: false,
      visitorKey: null,
      language: 'en',
      photoConsent: null,
      photos: [],
    };
  };
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < count) await store.saveBooking(bookingAt(next++), [], null, ROOM_ALWAYS);
    }),
  );
}

export interface Latency {
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  failed: number;
}

/**
 * Availability of every service over the coming days, from 10 connections as fast as they are
 * answered (`rate` absent: the most the service answers), or at `rate` questions a second (what a
 * visitor waits for at that load).
 */
export async function availabilityLoad(port: number, seconds: number, rate?: number): Promise<Latency> {
  const days = openDays(DAYS);
  const paths = days.flatMap((date) =>
    SERVICE_IDS.map((service) => {
      const guests = HOUSE.services[service].guests;
      return `/functions/v1/availability?service=${service}&date=${date}${guests ? `&guests=${guests.min}` : ''}`;
    }),
  );
  let n = 0;
  const options = {
    url: `http://127.0.0.1:${port}`,
    connections: 10,
    ...(rate ? { overallRate: rate } : {}),
    requests: [{ setupRequest: (req: object) => ({ ...req, path: paths[n++ % paths.length] }) }],
  };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: seconds });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, ok: result['2xx'], failed: result.non2xx + result.errors + result.timeouts };
}

/**
 * Two barbers booked by name at 10:00, then fifty visitors asking for any barber at that hour at
 * once (split over `ports`): how many were kept, how many told it was full, and how long it took.
 */
export async function raceForThreeChairs(ports: number[]): Promise<{ kept: number; full: number; other: number; ms: number }> {
  const date = openDays(DAYS + 5).at(-1)!;
  const post = (port: number, fields: object) =>
    new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ name: 'Race', phone: null, notes: null, photos: [], service: 'classic-cut', appointment_date: date, appointment_time: '10:00', ...fields });
      const req = request({ host: '127.0.0.1', port, path: '/functions/v1/send-booking-email', method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
      req.end(body);
    });
  for (const specialist of ['arben-hoxha', 'dritan-berisha']) await post(ports[0]!, { specialist, email: `${specialist}@example.com` });
  const started = performance.now();
  const statuses = await Promise.all(Array.from({ length: 50 }, (_, n) => post(ports[n % ports.length]!, { email: `walk-in${n}@example.com` })));
  const ms = performance.now() - started;
  const kept = statuses.filter((s) => s === 201).length;
  const full = statuses.filter((s) => s === 409).length;
  return { kept, full, other: statuses.length - kept - full, ms };
}
