import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequest, eventually, NOTIFY_TO, postBooking, startService, TEST_NOW, type TestService } from './testing/harness.ts';
import { HEALTH_PROBE_CACHE_MS } from './health.ts';
import { startPostgres, type TestPostgres } from './testing/postgres.ts';
import { mountSmallDisk, type SmallDisk } from './testing/smallDisk.ts';
import { freePort, startSmtpSink, type SmtpSink } from './testing/smtpSink.ts';

const health = async (service: TestService) => {
  const response = await service.app.inject({ method: 'GET', url: '/healthz' });
  return { status: response.statusCode, body: response.json() as { status: string; reason?: string; message?: string } };
};

describe('/healthz and the mail queue', () => {
  let service: TestService | null = null;
  let smtp: SmtpSink | null = null;
  afterEach(async () => {
    await service?.close();
    await smtp?.close();
    service = smtp = null;
  });

  it('answers 503 once the oldest queued message is older than HEALTH_MAX_QUEUE_MINUTES, and 200 once the mail is out', async () => {
    const port = await freePort(); // the mail server is down
    let now = TEST_NOW;
    service = await startService({ smtpPort: port, now: () => now, config: { healthMaxQueueMs: 30 * 60_000 } });
    expect((await postBooking(service.app, bookingRequest())).statusCode).toBe(201);

    now = new Date(TEST_NOW.getTime() + 29 * 60_000);
    expect(await health(service)).toEqual({ status: 200, body: { status: 'ok' } });
    now = new Date(TEST_NOW.getTime() + 31 * 60_000);
    expect(await health(service)).toEqual({
      status: 503,
      body: { status: 'unavailable', reason: 'mail_queue_stalled', message: 'The oldest queued message has waited 31 minutes (limit 30)' },
    });

    smtp = await startSmtpSink(port); // the mail server is back
    await smtp.waitFor(2);
    await eventually(async () => (await health(service!)).status === 200);
  });
});

describe('/healthz on PostgreSQL that stops taking writes', () => {
  let postgres: TestPostgres;
  beforeAll(async () => {
    postgres = await startPostgres();
  }, 120_000);
  afterAll(async () => {
    await postgres?.stop();
  });

  it('answers 503 while the database is read-only, and recovers with bookings accepted again, without a restart', async () => {
    const databaseUrl = await postgres.createDatabase();
    const service = await startService({ config: { databaseUrl, linkSecret: 'a-secret-for-the-postgresql-service-under-test' } });
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    // For every session, the service's open ones included: they read the setting again on reload.
    const readOnly = async (on: boolean) => {
      await admin.query(`ALTER SYSTEM SET default_transaction_read_only = ${on ? 'on' : 'off'}`);
      await admin.query('SELECT pg_reload_conf()');
    };
    try {
      expect((await health(service)).status).toBe(200);
      await readOnly(true);
      await eventually(async () => (await health(service)).status === 503);
      expect((await health(service)).body).toMatchObject({ status: 'unavailable', reason: 'database_not_writable' });
      expect((await postBooking(service.app, bookingRequest({ email: 'first@example.com' }))).statusCode).toBe(503);

      await readOnly(false);
      await eventually(async () => (await health(service)).status === 200);
      expect((await postBooking(service.app, bookingRequest({ email: 'second@example.com' }))).statusCode).toBe(201);
      expect((await service.app.store.listBookings({})).map((overview) => overview.booking.email)).toEqual(['second@example.com']);
    } finally {
      await readOnly(false).catch(() => undefined);
      await admin.end();
      await service.close();
    }
  }, 60_000);
});

describe('/healthz and a message the relay defers forever', () => {
  let service: TestService | null = null;
  let smtp: SmtpSink | null = null;
  afterEach(async () => {
    await service?.close();
    await smtp?.close();
    service = smtp = null;
  });

  const DAY = 24 * 60 * 60_000;
  const deferredTo = (address: string) => (mail: { to?: unknown }) =>
    JSON.stringify(mail.to ?? '').includes(address) ? { code: 451, text: '4.7.1 Try again later' } : null;
  const states = async (s: TestService, bookingId: string) => (await s.app.store.bookingMessages(bookingId)).map((m) => `${m.kind}:${m.state}`).sort();

  it('gives a receipt up once MAIL_RETRY_DAYS have passed, and is healthy again', async () => {
    smtp = await startSmtpSink(0, { refuseMessage: deferredTo('elira@example.com') });
    let now = TEST_NOW;
    service = await startService({ smtpPort: smtp.port, now: () => now, config: { healthMaxQueueMs: 30 * 60_000 } });
    const { id } = (await postBooking(service.app, bookingRequest())).json() as { id: string };
    await smtp.waitFor(1); // the business's copy
    await eventually(() => smtp!.refused.length >= 2); // the receipt, deferred again and again

    now = new Date(TEST_NOW.getTime() + DAY);
    expect((await health(service)).body).toMatchObject({ status: 'unavailable', reason: 'mail_queue_stalled' });

    now = new Date(TEST_NOW.getTime() + 3 * DAY + 60_000);
    await eventually(async () => (await states(service!, id)).includes('booking_visitor:failed'));
    expect(await health(service)).toEqual({ status: 200, body: { status: 'ok' } });
    const refusedSoFar = smtp.refused.length;
    await new Promise((resolve) => setTimeout(resolve, 600)); // beyond the longest retry delay of the test service
    expect(smtp.refused.length).toBe(refusedSoFar); // retried no more
    expect((await service.app.store.bookingMessages(id)).find((m) => m.kind === 'booking_visitor')?.lastError).toMatch(/^given up after 3 day\(s\) of retries; last: .*451/);
  });

  it('counts a business copy deferred past the deadline as failed, which an acknowledgement clears', async () => {
    smtp = await startSmtpSink(0, { refuseMessage: deferredTo(NOTIFY_TO) });
    let now = TEST_NOW;
    service = await startService({ smtpPort: smtp.port, now: () => now });
    const { id } = (await postBooking(service.app, bookingRequest())).json() as { id: string };
    await smtp.waitFor(1); // the receipt

    now = new Date(TEST_NOW.getTime() + 3 * DAY + 60_000);
    await eventually(async () => (await states(service!, id)).includes('booking_business:failed'));
    expect((await health(service)).body).toMatchObject({ status: 'unavailable', reason: 'business_mail_failed' });
    expect(await service.app.store.acknowledgeFailures(id, now)).toBe(1);
    expect(await health(service)).toEqual({ status: 200, body: { status: 'ok' } });
    // The short note that follows it is deferred too (once the worker has tried it), and given up in its turn.
    await eventually(async () => (await states(service!, id)).includes('booking_business_fallback:failing'));
    expect(await states(service, id)).toEqual(['booking_business:failed', 'booking_business_fallback:failing', 'booking_visitor:sent']);
    now = new Date(now.getTime() + 3 * DAY + 60_000);
    await eventually(async () => (await states(service!, id)).includes('booking_business_fallback:failed'));
    expect((await health(service)).body).toMatchObject({ reason: 'business_mail_failed' });
    expect(await service.app.store.acknowledgeFailures(id, now)).toBe(1);
    expect((await health(service)).status).toBe(200);
  });
});

describe('/healthz asked again and again', () => {
  let disk: SmallDisk | undefined;
  let service: TestService | undefined;
  afterEach(async () => {
    disk?.free();
    await service?.close({ keepData: true });
    disk?.unmount();
    disk = service = undefined;
  });

  it('writes its probe once per HEALTH_PROBE_CACHE_MS and answers from it in between', async () => {
    disk = mountSmallDisk();
    const dataDir = path.join(disk.path, 'data');
    mkdirSync(dataDir);
    let clock = 0;
    service = await startService({ dataDir, clockMs: () => clock });
    expect((await health(service)).status).toBe(200);

    disk.fill();
    clock += HEALTH_PROBE_CACHE_MS - 1;
    expect((await health(service)).status).toBe(200); // the probe's answer of a moment ago
    clock += 1;
    expect((await health(service)).body).toMatchObject({ status: 'unavailable', reason: 'database_not_writable' });

    disk.free();
    expect((await health(service)).status).toBe(503);
    clock += HEALTH_PROBE_CACHE_MS;
    expect((await health(service)).status).toBe(200);
  });
});
