import { createPublicKey, verify } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { DESK_CSRF_HEADER, DESK_PATHS, type DeskPushKey } from '../../core/deskApi.ts';
import { deskSession, type DeskCredentials } from '../testing/desk.ts';
import { bookingRequest, eventually, NOTIFY_TO, postBooking, startService, type TestService } from '../testing/harness.ts';
import { newSubscriber, startPushService, type TestPushService, type TestSubscriber } from '../testing/pushService.ts';
import type { DeskAlert } from './pushAlerts.ts';

let service: TestService | null = null;
let pushService: TestPushService | null = null;
afterEach(async () => {
  await service?.close();
  await pushService?.close();
  service = pushService = null;
});

async function start() {
  pushService = await startPushService();
  service = await startService();
  const staff = await deskSession(service.app, NOTIFY_TO);
  return { app: service.app, push: pushService, staff };
}

const asStaff = (staff: DeskCredentials) => ({ cookie: staff.cookie, [DESK_CSRF_HEADER]: staff.csrf, 'content-type': 'application/json' });

function subscribe(staff: DeskCredentials, endpoint: string, subscriber: TestSubscriber) {
  return service!.app.inject({ method: 'POST', url: DESK_PATHS.pushSubscriptions, headers: asStaff(staff), payload: { subscription: { endpoint, expirationTime: null, keys: subscriber.keys } } });
}

async function book(overrides: Parameters<typeof bookingRequest>[0]) {
  const started = performance.now();
  const answer = await postBooking(service!.app, bookingRequest(overrides));
  expect(answer.statusCode, answer.body).toBe(201);
  return { id: (answer.json() as { id: string }).id, ms: performance.now() - started };
}

/** The VAPID header's JWT, checked as a push service checks it: signed by the key the desk hands out, for the push service's origin. */
function vapidClaims(authorization: string, publicKey: string) {
  const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(authorization)!;
  expect(key).toBe(publicKey);
  const [header, payload, signature] = token!.split('.') as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') };
  const signed = verify('sha256', Buffer.from(`${header}.${payload}`), { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  expect(signed).toBe(true);
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { aud: string; sub: string; exp: number };
}

describe('desk alerts by Web Push', () => {
  it('sends each subscribed device an encrypted, VAPID-signed alert of a new booking, which the device decrypts with its keys', async () => {
    const { app, push, staff } = await start();
    const { publicKey } = (await app.inject({ method: 'GET', url: DESK_PATHS.pushKey, headers: { cookie: staff.cookie } })).json() as DeskPushKey;
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const phone = newSubscriber();
    expect((await subscribe(staff, `${push.origin}/push/phone-1`, phone)).statusCode).toBe(204);

    const { id } = await book({ service: 'classic-cut', appointment_date: '2026-06-16', appointment_time: '10:00', name: 'Elira Hoxha' });
    const [received] = await eventually(() => (push.received.length > 0 ? push.received : null));
    expect(received!.path).toBe('/push/phone-1');
    expect(received!.headers['content-encoding']).toBe('aes128gcm');
    expect(received!.headers.urgency).toBe('high');
    expect(Number(received!.headers.ttl)).toBeGreaterThan(0);
    // Nothing readable travels: only the device's keys open it.
    expect(received!.body.toString('latin1')).not.toContain('Elira');
    const alert = JSON.parse(phone.open(received!.body)) as DeskAlert;
    expect(alert).toEqual({ title: 'New booking', body: 'Classic Haircut · Tuesday, 16 June 2026, 10:00 · Elira Hoxha', url: `http://salon.test/desk/bookings/${id}`, tag: id });
    const claims = vapidClaims(String(received!.headers.authorization), publicKey);
    expect(claims.aud).toBe(push.origin);
    expect(claims.sub).toMatch(/^mailto:/);
    // Another device's keys open nothing.
    expect(() => newSubscriber().open(received!.body)).toThrow();
  });

  it('words a request in the person’s desk language, with the guests', async () => {
    const { app, push, staff } = await start();
    const phone = newSubscriber();
    await subscribe(staff, `${push.origin}/push/phone-1`, phone);
    expect((await app.inject({ method: 'PUT', url: DESK_PATHS.language, headers: asStaff(staff), payload: { language: 'de' } })).statusCode).toBe(200);
    await book({ service: 'private-dining', guests: 6, appointment_date: '2026-06-16', appointment_time: '19:00', name: 'Arta Gjoka' });
    await eventually(() => push.received.length > 0);
    const alert = JSON.parse(phone.open(push.received[0]!.body)) as DeskAlert;
    expect(alert.title).toBe('Neue Anfrage');
    expect(alert.body).toBe('Privates Dinner · Dienstag, 16. Juni 2026, 19:00 · Arta Gjoka · 6 Gäste');
  });

  it('answers the visitor at once while a push service never answers, and closes without waiting for it', async () => {
    const { push, staff } = await start();
    push.answerWith('never');
    await subscribe(staff, `${push.origin}/push/stuck`, newSubscriber());
    const { id, ms } = await book({ service: 'classic-cut' });
    expect(ms).toBeLessThan(2000);
    await eventually(() => push.received.length > 0);
    // The push is still waiting for its answer, and the booking is stored all the same.
    expect(await service!.app.store.bookingForMail(id)).toMatchObject({ status: 'confirmed' });
    const closing = performance.now();
    await service!.close();
    service = null;
    expect(performance.now() - closing).toBeLessThan(5000);
  });

  it('removes a subscription the push service says has ended, and keeps one it refuses for now', async () => {
    const { app, push, staff } = await start();
    await subscribe(staff, `${push.origin}/push/gone`, newSubscriber());
    push.answerWith(410);
    await book({ service: 'classic-cut' });
    await eventually(async () => (await app.store.pushSubscriptions()).length === 0);

    await subscribe(staff, `${push.origin}/push/busy`, newSubscriber());
    push.answerWith(503);
    const before = push.received.length;
    await book({ service: 'classic-cut', email: 'besa@example.com' });
    await eventually(() => push.received.length > before);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await app.store.pushSubscriptions()).map((s) => s.endpoint)).toEqual([`${push.origin}/push/busy`]);
  });

  it('stops alerting a device once its person unsubscribes it', async () => {
    const { app, push, staff } = await start();
    await subscribe(staff, `${push.origin}/push/phone-1`, newSubscriber());
    const removed = await app.inject({ method: 'DELETE', url: DESK_PATHS.pushSubscriptions, headers: asStaff(staff), payload: { endpoint: `${push.origin}/push/phone-1` } });
    expect(removed.statusCode).toBe(204);
    await book({ service: 'classic-cut' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(push.received).toEqual([]);
  });

  it('takes only a push service’s https address (loopback outside production) and a browser’s keys, from a signed-in person', async () => {
    const { app, push, staff } = await start();
    const phone = newSubscriber();
    const refused = [
      subscribe(staff, 'http://push.example.com/send/1', phone),
      subscribe(staff, 'https://user:pw@push.example.com/send/1', phone),
      subscribe(staff, `https://push.example.com/${'x'.repeat(2000)}`, phone),
      subscribe(staff, 'https://push.example.com/send/1', { ...phone, keys: { ...phone.keys, p256dh: phone.keys.auth } }),
      subscribe(staff, 'https://push.example.com/send/1', { ...phone, keys: { ...phone.keys, auth: 'not base64!' } }),
    ];
    for (const answer of await Promise.all(refused)) expect(answer.statusCode, answer.body).toBe(400);
    const anonymous = await app.inject({ method: 'POST', url: DESK_PATHS.pushSubscriptions, headers: { 'content-type': 'application/json' }, payload: { subscription: { endpoint: `${push.origin}/push/1`, keys: phone.keys } } });
    expect(anonymous.statusCode).toBe(401);
    const forged = await app.inject({ method: 'POST', url: DESK_PATHS.pushSubscriptions, headers: { cookie: staff.cookie, 'content-type': 'application/json' }, payload: { subscription: { endpoint: `${push.origin}/push/1`, keys: phone.keys } } });
    expect(forged.statusCode).toBe(403);
    expect(await app.store.pushSubscriptions()).toEqual([]);
    expect((await subscribe(staff, 'https://push.example.com/send/1', phone)).statusCode).toBe(204);
  });
});
