import { afterEach, describe, expect, it } from 'vitest';
import { HOUSE } from '../../content/house.ts';
import { DESK_CSRF_HEADER, DESK_PATHS, deskPath, type DeskAgenda, type DeskBookingDetail, type DeskBookingSummary, type DeskClosure, type DeskMailFailure, type DeskSlotDay } from '../../core/deskApi.ts';
import { resolveLinkSecret } from '../links/linkSecret.ts';
import { signLink } from '../links/signedLinks.ts';
import { bookingRequest, eventually, NOTIFY_TO, photoPayload, postBooking, startService, TEST_NOW, type TestService } from '../testing/harness.ts';
import { deskSession, type DeskCredentials } from '../testing/desk.ts';
import { phoneJpegWithGps } from '../testing/images.ts';
import { startSmtpSink } from '../testing/smtpSink.ts';

const DEVELOPMENT = { production: false, sharedDatabase: false };
/** Tuesday 16 June 2026: the day after the tests' clock. */
const TUESDAY = '2026-06-16';

let service: TestService | null = null;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await service?.close();
  service = null;
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function start(options: Parameters<typeof startService>[0] = {}) {
  service = await startService(options);
  return { service, staff: await deskSession(service.app, NOTIFY_TO) };
}

function desk(credentials: DeskCredentials | null) {
  const headers = (body: boolean) => ({
    ...(credentials ? { cookie: credentials.cookie, [DESK_CSRF_HEADER]: credentials.csrf } : {}),
    ...(body ? { 'content-type': 'application/json' } : {}),
  });
  return {
    get: (url: string) => service!.app.inject({ method: 'GET', url, headers: headers(false) }),
    post: (url: string, body: unknown = {}) => service!.app.inject({ method: 'POST', url, headers: headers(true), payload: JSON.stringify(body) }),
    delete: (url: string) => service!.app.inject({ method: 'DELETE', url, headers: headers(false) }),
  };
}

const rows = (sql: string, ...params: unknown[]) => service!.db().prepare(sql).all(...params) as Record<string, unknown>[];
const outboxKinds = (id: string) => rows('select kind from outbox where booking_id = ? order by created_at, id', id).map((row) => row.kind);
const lastEvent = (id: string) => rows('select type, actor, staff from booking_events where booking_id = ? order by id desc limit 1', id)[0];

async function request(overrides: Parameters<typeof bookingRequest>[0] = {}): Promise<string> {
  const answer = await postBooking(service!.app, bookingRequest(overrides));
  expect(answer.statusCode).toBe(201);
  return (answer.json() as { id: string }).id;
}

describe('the desk without a session', () => {
  it('answers 401 on every route behind the guard and changes nothing', async () => {
    const { service: running } = await start();
    const id = await request({ name: 'Arta Kola' });
    const before = { ...running.counts(), closures: rows('select count(*) as n from closures')[0]!.n };
    const signIn = new Set<string>([DESK_PATHS.signInLink, DESK_PATHS.signInRedeem, DESK_PATHS.passkeySignInOptions, DESK_PATHS.passkeySignIn]);
    const guarded = Object.values(DESK_PATHS)
      .filter((path) => !signIn.has(path))
      .flatMap((path) => (['GET', 'POST', 'PUT', 'DELETE'] as const).map((method) => ({ method, path })))
      .filter(({ method, path }) => running.app.hasRoute({ method, url: path }));
    // The booking operations alone make fourteen; the other desk branches add theirs.
    expect(guarded.length).toBeGreaterThanOrEqual(14);
    for (const { method, path } of guarded) {
      const url = deskPath(path, { id, n: 1, closure: 'c1', feed: 'f1', passkey: 'p1' });
      const body = method === 'GET' || method === 'DELETE' ? undefined : JSON.stringify({ action: 'confirm' });
      const answer = await running.app.inject({ method, url, ...(body ? { headers: { 'content-type': 'application/json' }, payload: body } : {}) });
      expect({ method, path, status: answer.statusCode }).toEqual({ method, path, status: 401 });
    }
    expect({ ...running.counts(), closures: rows('select count(*) as n from closures')[0]!.n }).toEqual(before);
    expect(rows('select status from bookings where id = ?', id)[0]!.status).toBe('received');
  });
});

describe('the desk with a session', () => {
  it('lists what waits oldest first, shows a booking with its history, and searches by name, phone or e-mail', async () => {
    const { staff } = await start();
    const first = await request({ name: 'Arta Kola', email: 'arta@example.com', phone: '+355 69 111 2222' });
    const second = await request({ name: 'Besa Marku', email: 'besa@example.com', phone: '+355 68 333 4444', service: 'consultation', appointment_time: '11:00' });
    const waiting = (await desk(staff).get(DESK_PATHS.waiting)).json() as DeskBookingSummary[];
    expect(waiting.map((booking) => booking.name)).toEqual(['Arta Kola', 'Besa Marku']);
    expect(waiting[0]).toMatchObject({ id: first, reference: first.slice(-8), status: 'received', channel: 'site', minutes: HOUSE.services['hair-transplant'].minutes });

    const detail = (await desk(staff).get(deskPath(DESK_PATHS.booking, { id: second }))).json() as DeskBookingDetail;
    expect(detail.details).toContainEqual({ label: 'Phone', value: '+355 68 333 4444' });
    expect(detail.history).toEqual([expect.objectContaining({ type: 'received', actor: null, staff: null })]);
    expect(detail.actions).toEqual(['confirm', 'decline', 'propose']);

    // The labels speak the person's desk language.
    const speaksAlbanian = await service!.app.inject({ method: 'PUT', url: DESK_PATHS.language, headers: { cookie: staff.cookie, [DESK_CSRF_HEADER]: staff.csrf, 'content-type': 'application/json' }, payload: JSON.stringify({ language: 'sq' }) });
    expect(speaksAlbanian.statusCode).toBe(200);
    expect(((await desk(staff).get(deskPath(DESK_PATHS.booking, { id: second }))).json() as DeskBookingDetail).details).toContainEqual({ label: 'Telefoni', value: '+355 68 333 4444' });

    const search = async (q: string) => desk(staff).get(`${DESK_PATHS.search}?q=${encodeURIComponent(q)}`);
    expect(((await search('besa')).json() as DeskBookingSummary[]).map((booking) => booking.id)).toEqual([second]);
    expect(((await search('068 3334')).json() as DeskBookingSummary[]).map((booking) => booking.id)).toEqual([second]);
    expect(((await search('ARTA@EXAMPLE')).json() as DeskBookingSummary[]).map((booking) => booking.id)).toEqual([first]);
    expect(((await search('100%_')).json() as DeskBookingSummary[])).toEqual([]);
    const short = await search('ar');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ error: { code: 'query_too_short', field: 'q' } });
  });

  it('serves a booking’s photos to a session and to the business’s link, and to no one else', async () => {
    const { staff } = await start();
    const id = await request({ photos: [photoPayload(await phoneJpegWithGps())], photo_consent: true });
    const photo = deskPath(DESK_PATHS.photo, { id, n: 1 });
    const toDesk = await desk(staff).get(photo);
    expect(toDesk.statusCode).toBe(200);
    expect(toDesk.headers['content-type']).toBe('image/jpeg');
    expect(toDesk.headers['cache-control']).toBe('private, no-store');
    expect((await desk(null).get(photo)).statusCode).toBe(401);
    expect((await desk(staff).get(deskPath(DESK_PATHS.photo, { id, n: 2 }))).statusCode).toBe(404);

    const secret = resolveLinkSecret(null, service!.dataDir, DEVELOPMENT);
    const link = (action: 'view' | 'cancel') => signLink(secret, { bookingId: id, action, expiresAt: new Date(TEST_NOW.getTime() + 60_000) });
    expect((await service!.app.inject({ method: 'GET', url: `/requests/${link('view')}/photos/1` })).statusCode).toBe(200);
    expect((await service!.app.inject({ method: 'GET', url: `/requests/${link('cancel')}/photos/1` })).statusCode).toBe(404);
  });

  it('answers as the links do: the same messages queued, with the staff member in the history', async () => {
    const { staff } = await start();
    const byDesk = await request({ name: 'Arta Kola' });
    const byLink = await request({ name: 'Besa Marku', appointment_date: '2026-06-17' });
    const secret = resolveLinkSecret(null, service!.dataDir, DEVELOPMENT);
    const confirmLink = `/requests/${signLink(secret, { bookingId: byLink, action: 'confirm', expiresAt: new Date(TEST_NOW.getTime() + 60_000) })}`;
    expect((await service!.app.inject({ method: 'POST', url: confirmLink, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' })).statusCode).toBe(200);

    const confirmed = await desk(staff).post(deskPath(DESK_PATHS.actions, { id: byDesk }), { action: 'confirm' });
    expect(confirmed.statusCode).toBe(200);
    expect((confirmed.json() as DeskBookingDetail).status).toBe('confirmed');
    expect(outboxKinds(byDesk)).toEqual(outboxKinds(byLink));
    expect(outboxKinds(byDesk)).toEqual(['booking_business', 'booking_visitor', 'booking_confirmed']);
    expect(lastEvent(byDesk)).toEqual({ type: 'confirmed', actor: 'staff', staff: NOTIFY_TO });
    expect(lastEvent(byLink)).toEqual({ type: 'confirmed', actor: 'business', staff: null });

    const again = await desk(staff).post(deskPath(DESK_PATHS.actions, { id: byDesk }), { action: 'decline' });
    expect(again.statusCode).toBe(409);
    expect(outboxKinds(byDesk)).toHaveLength(3);

    const slots = (await desk(staff).get(`${deskPath(DESK_PATHS.slots, { id: byDesk })}?date=2026-06-18`)).json() as DeskSlotDay[];
    expect(slots[0]!.slots).toContain('09:00');
    const moved = await desk(staff).post(deskPath(DESK_PATHS.actions, { id: byDesk }), { action: 'move', date: '2026-06-18', time: '09:00' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ date: '2026-06-18', time: '09:00' });
    expect(outboxKinds(byDesk).at(-1)).toBe('booking_moved');
    expect(lastEvent(byDesk)).toEqual({ type: 'moved', actor: 'staff', staff: NOTIFY_TO });

    const nowhere = await desk(staff).post(deskPath(DESK_PATHS.actions, { id: byDesk }), { action: 'move', date: '2026-06-18', time: '03:00' });
    expect(nowhere.statusCode).toBe(400);

    const cancelled = await desk(staff).post(deskPath(DESK_PATHS.actions, { id: byDesk }), { action: 'cancel' });
    expect(cancelled.statusCode).toBe(200);
    expect(outboxKinds(byDesk).at(-1)).toBe('booking_cancelled_by_business');
    expect(lastEvent(byDesk)).toEqual({ type: 'cancelled', actor: 'staff', staff: NOTIFY_TO });

    const proposedTo = await request({ name: 'Dea Gashi', appointment_date: '2026-06-19' });
    const offered = (await desk(staff).get(deskPath(DESK_PATHS.slots, { id: proposedTo }))).json() as DeskSlotDay[];
    const choice = { date: offered[0]!.date, time: offered[0]!.slots[0]! };
    const proposed = await desk(staff).post(deskPath(DESK_PATHS.actions, { id: proposedTo }), { action: 'propose', slots: [choice] });
    expect(proposed.statusCode).toBe(200);
    expect(outboxKinds(proposedTo).at(-1)).toBe('booking_proposed');
    expect(lastEvent(proposedTo)).toEqual({ type: 'proposed', actor: 'staff', staff: NOTIFY_TO });

    const declinedOne = await request({ name: 'Erion Shala', appointment_date: '2026-06-22' });
    expect((await desk(staff).post(deskPath(DESK_PATHS.actions, { id: declinedOne }), { action: 'decline' })).statusCode).toBe(200);
    expect(outboxKinds(declinedOne).at(-1)).toBe('booking_declined');
    expect(lastEvent(declinedOne)).toEqual({ type: 'declined', actor: 'staff', staff: NOTIFY_TO });

    const bad = await desk(staff).post(deskPath(DESK_PATHS.actions, { id: proposedTo }), { action: 'propose', slots: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'invalid_field', field: 'slots' } });
  });

  it('takes phone bookings for one hour until the barbers run out, then refuses it as full', async () => {
    const { staff } = await start({ config: { house: HOUSE } });
    const barbers = HOUSE.resources.barbers!.specialists!.length;
    const wanted = { service: 'classic-cut', date: TUESDAY, time: '11:00' };
    const open = async () => ((await desk(staff).get(`${DESK_PATHS.availability}?service=classic-cut&date=${TUESDAY}`)).json() as DeskSlotDay).slots;
    expect(await open()).toContain('11:00');
    const ids: string[] = [];
    for (let n = 0; n < barbers; n++) {
      const answer = await desk(staff).post(DESK_PATHS.newBooking, { ...wanted, name: `Caller ${n}`, phone: `+355 69 000 000${n}`, ...(n === 0 ? { email: 'caller0@example.com' } : {}) });
      expect(answer.statusCode).toBe(201);
      const detail = answer.json() as DeskBookingDetail;
      expect(detail).toMatchObject({ status: 'confirmed', channel: 'desk', email: n === 0 ? 'caller0@example.com' : null });
      expect(detail.history).toEqual([expect.objectContaining({ type: 'received', actor: 'staff', staff: NOTIFY_TO })]);
      ids.push(detail.id);
    }
    expect(new Set(rows('select specialist from bookings').map((row) => row.specialist)).size).toBe(barbers);
    expect(await open()).not.toContain('11:00');
    const full = await desk(staff).post(DESK_PATHS.newBooking, { ...wanted, name: 'One too many', phone: '+355 69 999 9999' });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ error: { code: 'slot_full' } });
    expect(rows('select count(*) as n from bookings')[0]!.n).toBe(barbers);
    // With an address, the visitor gets the confirmation; without one, nobody is written to.
    expect(outboxKinds(ids[0]!)).toEqual(['booking_instant_visitor']);
    expect(outboxKinds(ids[1]!)).toEqual([]);

    const tables = (await desk(staff).get(`${DESK_PATHS.availability}?service=table-reservation&date=${TUESDAY}`)).json() as DeskSlotDay;
    expect(tables.slots.length).toBeGreaterThan(0);
    expect((await desk(staff).get(`${DESK_PATHS.availability}?service=table-reservation&date=${TUESDAY}&guests=99`)).statusCode).toBe(400);

    const invalid = await desk(staff).post(DESK_PATHS.newBooking, { ...wanted, name: 'No phone' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ error: { field: 'phone' } });
  });

  it('marks attendance only on a confirmed booking whose day has come, and shows the agenda per barber', async () => {
    const { staff } = await start({ config: { house: HOUSE } });
    const today = '2026-06-15';
    const take = async (date: string, time: string, specialist: string) =>
      ((await desk(staff).post(DESK_PATHS.newBooking, { service: 'classic-cut', date, time, specialist, name: 'Genti Doda', phone: '+355 69 555 1111' })).json() as DeskBookingDetail).id;
    const now = await take(today, '15:00', 'dritan-berisha');
    const later = await take(TUESDAY, '15:00', 'luan-basha');

    const tooSoon = await desk(staff).post(deskPath(DESK_PATHS.actions, { id: later }), { action: 'attendance', attendance: 'no_show' });
    expect(tooSoon.statusCode).toBe(409);
    const marked = await desk(staff).post(deskPath(DESK_PATHS.actions, { id: now }), { action: 'attendance', attendance: 'no_show' });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ attendance: 'no_show' });
    expect(lastEvent(now)).toEqual({ type: 'attendance', actor: 'staff', staff: NOTIFY_TO });

    const agenda = (await desk(staff).get(`${DESK_PATHS.agenda}?from=${today}&days=2`)).json() as DeskAgenda;
    expect(agenda.lanes.find((lane) => lane.id === 'specialist:dritan-berisha')).toMatchObject({ label: 'Dritan Berisha', resource: 'barbers' });
    const lane = (day: number, id: string) => agenda.days[day]!.lanes.find((entry) => entry.lane === id)!.bookings.map((booking) => booking.id);
    expect(lane(0, 'specialist:dritan-berisha')).toEqual([now]);
    expect(lane(1, 'specialist:luan-basha')).toEqual([later]);
    expect((await desk(staff).get(`${DESK_PATHS.agenda}?days=8`)).statusCode).toBe(400);
  });

  it('closes a day with the bookings already on it, and reopens it', async () => {
    const { staff } = await start();
    const onIt = await request({ name: 'Arta Kola', service: 'consultation', appointment_date: TUESDAY, appointment_time: '11:00' });
    await request({ name: 'Besa Marku', service: 'consultation', appointment_date: '2026-06-17', appointment_time: '11:00' });
    const added = await desk(staff).post(DESK_PATHS.closures, { fromDate: TUESDAY, untilDate: TUESDAY, group: null, fromTime: null, toTime: null, reason: 'Staff training' });
    expect(added.statusCode).toBe(201);
    const closure = added.json() as DeskClosure;
    expect(closure.bookings.map((booking) => booking.id)).toEqual([onIt]);
    const listed = (await desk(staff).get(DESK_PATHS.closures)).json() as DeskClosure[];
    expect(listed.map((entry) => [entry.id, entry.reason, entry.bookings.length])).toEqual([[closure.id, 'Staff training', 1]]);
    expect(((await desk(staff).get(`${DESK_PATHS.availability}?service=consultation&date=${TUESDAY}`)).json() as DeskSlotDay).slots).toEqual([]);

    const backwards = await desk(staff).post(DESK_PATHS.closures, { fromDate: TUESDAY, untilDate: '2026-06-01', group: null, fromTime: null, toTime: null, reason: null });
    expect(backwards.statusCode).toBe(400);
    expect(rows('select count(*) as n from closures')[0]!.n).toBe(1);

    expect((await desk(staff).delete(deskPath(DESK_PATHS.closure, { closure: closure.id }))).statusCode).toBe(204);
    expect((await desk(staff).delete(deskPath(DESK_PATHS.closure, { closure: closure.id }))).statusCode).toBe(404);
    expect(((await desk(staff).get(`${DESK_PATHS.availability}?service=consultation&date=${TUESDAY}`)).json() as DeskSlotDay).slots).toContain('12:00');
  });

  it('lists the business mail that failed for good; acknowledging it records who, and clears /healthz', async () => {
    const smtp = await startSmtpSink(0, { refuseMessage: (mail) => (mail.subject?.startsWith('New booking request') ? { code: 550, text: '5.7.1 Message rejected as spam' } : null) });
    cleanups.push(() => smtp.close());
    const { staff } = await start({ smtpPort: smtp.port });
    const id = await request({ name: 'Arta Kola' });
    await eventually(async () => (await service!.app.inject({ method: 'GET', url: '/healthz' })).statusCode === 503);
    const failures = (await desk(staff).get(DESK_PATHS.mailFailures)).json() as DeskMailFailure[];
    expect(failures).toEqual([expect.objectContaining({ bookingId: id, reference: id.slice(-8), name: 'Arta Kola', kind: 'booking_business', error: expect.stringContaining('550 5.7.1') })]);

    const acknowledged = await desk(staff).post(deskPath(DESK_PATHS.acknowledge, { id }));
    expect(acknowledged.json()).toEqual({ acknowledged: 1 });
    expect((await service!.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await desk(staff).get(DESK_PATHS.mailFailures)).json()).toEqual([]);
    expect(lastEvent(id)).toEqual({ type: 'failure_acknowledged', actor: 'staff', staff: NOTIFY_TO });
  });
});
