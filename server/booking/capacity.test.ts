import { afterEach, describe, expect, it } from 'vitest';
import { allowedSlots } from '../../core/slots.ts';
import { HOUSE } from '../../content/house.ts';
import { bookingRequest, postBooking, startService, TEST_NOW, type TestService } from '../testing/harness.ts';

/** The booking function and the availability answer against the house's real capacity. */
let service: TestService | null = null;
afterEach(async () => {
  await service?.close();
  service = null;
});

const FRIDAY = '2026-06-19';
const MONDAY = '2026-06-22';
let clock = TEST_NOW;

async function start(config: Parameters<typeof startService>[0] = {}) {
  clock = TEST_NOW;
  service = await startService({ now: () => clock, ...config, config: { house: HOUSE, pendingRequestsPerAddress: 3, ...config.config } });
  return service;
}

const availabilityOf = async (query: string) => {
  const answer = await service!.app.inject({ method: 'GET', url: `/functions/v1/availability?${query}` });
  return { status: answer.statusCode, body: answer.json(), headers: answer.headers };
};
const statusAt = (body: { slots: { time: string; status: string }[] }, time: string) => body.slots.find((slot) => slot.time === time)?.status;

describe('a busy Friday evening at the restaurant', () => {
  it('seats tables at 19:00 at once until the covers run out, then answers 409 with the next free hour', async () => {
    await start();
    const table = (n: number, guests: number) =>
      postBooking(service!.app, bookingRequest({ service: 'table-reservation', guests, appointment_date: FRIDAY, appointment_time: '19:00', email: `guest${n}@example.com` }));
    for (let n = 0; n < 10; n++) {
      const answer = await table(n, 4);
      expect(answer.statusCode).toBe(201);
      expect(answer.json()).toMatchObject({ status: 'confirmed' });
    }
    const full = await table(10, 2);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ error: { code: 'slot_full', field: 'appointment_time' }, next_available: { date: '2026-06-20', time: '09:00' } });
    expect(service!.counts().bookings).toBe(10);

    const { body, headers } = await availabilityOf(`service=table-reservation&date=${FRIDAY}&guests=2`);
    expect(headers['cache-control']).toMatch(/max-age=\d+/);
    expect(['16:00', '17:00', '18:00', '19:00', '20:00'].map((time) => statusAt(body, time))).toEqual(['available', 'available', 'full', 'full', 'closed']);
  });
});

describe('the barbershop', () => {
  it('serves five clients at one hour, any barber or a chosen one, and is full for Dritan when Dritan is busy', async () => {
    await start();
    const cut = (n: number, specialist: string | null = null) =>
      postBooking(service!.app, bookingRequest({ service: 'classic-cut', specialist, appointment_date: MONDAY, appointment_time: '10:00', email: `client${n}@example.com` }));
    expect((await cut(0, 'dritan-berisha')).statusCode).toBe(201);
    expect(statusAt((await availabilityOf(`service=classic-cut&date=${MONDAY}&specialist=dritan-berisha`)).body, '10:00')).toBe('full');
    expect(statusAt((await availabilityOf(`service=classic-cut&date=${MONDAY}`)).body, '10:00')).toBe('available');
    expect((await cut(1, 'dritan-berisha')).statusCode).toBe(409);
    for (let n = 2; n < 6; n++) expect((await cut(n)).statusCode).toBe(201);
    expect(statusAt((await availabilityOf(`service=classic-cut&date=${MONDAY}`)).body, '10:00')).toBe('full');
    expect((await cut(6)).statusCode).toBe(409);
    const barbers = service!.db().prepare('select specialist from bookings order by specialist').all() as { specialist: string }[];
    expect(barbers.map((row) => row.specialist)).toEqual(['arben-hoxha', 'ardit-krasniqi', 'dritan-berisha', 'endrit-cela', 'luan-basha']);
  });
});

describe('the hair clinic', () => {
  it('gives a transplant the day while consultations stay open, and refuses a transplant at 17:00', async () => {
    await start();
    const transplant = await postBooking(service!.app, bookingRequest({ service: 'hair-transplant', appointment_date: MONDAY, appointment_time: '09:00' }));
    expect(transplant.statusCode).toBe(201);
    expect(transplant.json()).toMatchObject({ status: 'received' });
    const day = (await availabilityOf(`service=hair-transplant&date=${MONDAY}`)).body;
    expect(day.slots.some((slot: { status: string }) => slot.status === 'available')).toBe(false);
    expect(day.next_available).toEqual({ date: '2026-06-23', time: '09:00' });
    const consultations = (await availabilityOf(`service=consultation&date=${MONDAY}`)).body;
    expect(consultations.slots.every((slot: { status: string }) => slot.status === 'available')).toBe(true);
    const late = await postBooking(service!.app, bookingRequest({ service: 'beard-transplant', appointment_date: '2026-06-23', appointment_time: '17:00', email: 'late@example.com' }));
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ error: { code: 'slot_unavailable' } });
  });

  it('lets one address hold three requests waiting for an answer, and answers the fourth 429', async () => {
    await start();
    const ask = (time: string, email: string) => postBooking(service!.app, bookingRequest({ service: 'consultation', appointment_date: MONDAY, appointment_time: time, email }));
    for (const time of ['09:00', '10:00', '11:00']) expect((await ask(time, 'elira@example.com')).statusCode).toBe(201);
    const fourth = await ask('12:00', 'Elira+again@Example.com');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ error: { code: 'too_many_pending' } });
    expect((await ask('12:00', 'ardit@example.com')).statusCode).toBe(201);
    // A day later the first requests no longer hold their places, nor count as waiting.
    clock = new Date(TEST_NOW.getTime() + 25 * 3_600_000);
    expect((await ask('13:00', 'elira@example.com')).statusCode).toBe(201);
  });
});

describe('hostile input', () => {
  it('refuses guests and specialists that do not fit the service, and changes nothing', async () => {
    await start();
    const bad = [
      { service: 'table-reservation', guests: 0 },
      { service: 'table-reservation', guests: -1 },
      { service: 'table-reservation', guests: 4.5 },
      { service: 'table-reservation', guests: '4' },
      { service: 'table-reservation', guests: 1e9 },
      { service: 'table-reservation', guests: 11 },
      { service: 'table-reservation' },
      { service: 'consultation', guests: 2 },
      { service: 'classic-cut', specialist: 'drita-mema' },
      { service: 'consultation', specialist: 'dritan-berisha' },
      { service: 'classic-cut', specialist: { id: 'dritan-berisha' } },
    ];
    for (const fields of bad) {
      const answer = await postBooking(service!.app, { ...bookingRequest({ appointment_date: MONDAY, appointment_time: '12:00' }), ...fields });
      expect(answer.statusCode, JSON.stringify(fields)).toBe(400);
      expect(answer.json().error.field).toMatch(/guests|specialist/);
    }
    expect(service!.counts().bookings).toBe(0);
  });

  it('answers availability for bad dates, Sundays and a year away with a clear error or a closed day', async () => {
    await start();
    expect((await availabilityOf('service=classic-cut&date=2026-02-30')).status).toBe(400);
    expect((await availabilityOf('service=classic-cut&date=tomorrow')).status).toBe(400);
    expect((await availabilityOf('service=unknown&date=2026-06-22')).status).toBe(400);
    expect((await availabilityOf(`service=table-reservation&date=${MONDAY}&guests=0`)).status).toBe(400);
    expect((await availabilityOf(`service=table-reservation&date=${MONDAY}&guests=11`)).status).toBe(400);
    expect((await availabilityOf(`service=classic-cut&date=${MONDAY}&specialist=nobody`)).status).toBe(400);
    const past = await availabilityOf('service=classic-cut&date=2026-06-01');
    expect(past.body).toMatchObject({ error: { code: 'date_in_past' } });
    const far = await availabilityOf('service=classic-cut&date=2027-07-01');
    expect(far.body).toMatchObject({ error: { code: 'date_too_far' } });
    const sunday = await availabilityOf('service=classic-cut&date=2026-06-21');
    expect(sunday.status).toBe(200);
    expect(sunday.body).toMatchObject({ closed: true, slots: [], next_available: { date: MONDAY, time: '09:00' } });
  });

  it('keeps a flood from rotating addresses to its waiting requests each, so it cannot take the day', async () => {
    const pending = 3;
    await start({ config: { pendingRequestsPerAddress: pending } });
    const hours = allowedSlots('prp-facial', MONDAY);
    const floods = Array.from({ length: Math.ceil(hours.length / pending) }, (_, n) => `flood${n}@example.com`);
    const answers: { email: string; code: number }[] = [];
    for (const email of floods) {
      for (const time of hours) {
        answers.push({ email, code: (await postBooking(service!.app, bookingRequest({ service: 'prp-facial', appointment_date: MONDAY, appointment_time: time, email }))).statusCode });
      }
    }
    // Each address holds at most its share of the esthetician's hours; together they hold each hour once.
    const kept = answers.filter((answer) => answer.code === 201);
    for (const email of floods) expect(kept.filter((answer) => answer.email === email).length).toBeLessThanOrEqual(pending);
    expect(kept).toHaveLength(hours.length);
    expect(new Set(answers.map((answer) => answer.code))).toEqual(new Set([201, 409, 429]));
  });
});
