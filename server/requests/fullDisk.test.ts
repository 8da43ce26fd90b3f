import BetterSqlite3 from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveLinkSecret } from '../links/linkSecret.ts';
import { signLink } from '../links/signedLinks.ts';
import { DATABASE_FILE } from '../store/sqliteStore.ts';
import { bookingRequest, eventually, postBooking, startService, TEST_NOW, type TestService } from '../testing/harness.ts';
import { mountSmallDisk, type SmallDisk } from '../testing/smallDisk.ts';
import { startSmtpSink, type SmtpSink } from '../testing/smtpSink.ts';

/**
 * The answers behind signed links and the newsletter's, on a real disk that fills up: each says
 * "try again shortly" (503, Retry-After) in its reader's language, changes nothing, and works
 * again once there is room, without a restart.
 */
describe('answers and sign-ups while the disk is full', () => {
  let disk: SmallDisk | undefined;
  let smtp: SmtpSink;
  let service: TestService;
  let link: (bookingId: string, action: 'confirm' | 'cancel') => string;

  beforeAll(async () => {
    disk = mountSmallDisk();
    smtp = await startSmtpSink();
    const dataDir = path.join(disk.path, 'data');
    mkdirSync(dataDir);
    service = await startService({ dataDir, smtpPort: smtp.port });
    const secret = resolveLinkSecret(null, dataDir, { production: false, sharedDatabase: false });
    link = (bookingId, action) => `/requests/${signLink(secret, { bookingId, action, expiresAt: new Date(TEST_NOW.getTime() + 60 * 60_000) })}`;
  });

  afterAll(async () => {
    disk?.free();
    await service?.close({ keepData: true });
    await smtp?.close();
    disk?.unmount();
  });

  const post = (url: string) => service.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  const subscribe = (email: string, language: string) =>
    service.app.inject({ method: 'POST', url: '/functions/v1/newsletter-subscribe', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email, language }) });
  const status = (id: string) => (service.db().prepare('select status from bookings where id = ?').get(id) as { status: string }).status;

  it('answers 503 storage_unavailable, in the reader’s language, and recovers once there is room', async () => {
    const book = async (email: string, language: 'en' | 'de', day: string) =>
      (await postBooking(service.app, bookingRequest({ email, language, appointment_date: day }))).json<{ id: string }>().id;
    const toConfirm = await book('first@example.com', 'en', '2026-06-18');
    const toCancel = await book('zweite@example.com', 'de', '2026-06-19');
    expect((await post(link(toCancel, 'confirm'))).statusCode).toBe(200);
    const pending = await subscribe('anna@example.com', 'de');
    expect(pending.statusCode).toBe(202);
    await smtp.waitFor(6); // two bookings' two messages, a confirmation, a newsletter confirmation
    const confirmLink = /http:\/\/salon\.test(\/functions\/v1\/newsletter-confirm\?token=[A-Za-z0-9_-]+)/.exec(smtp.messages.find((m) => m.subject?.includes('Newsletter'))?.text ?? '')?.[1];
    expect(confirmLink).toBeDefined();

    // Nothing left to write (the worker's marks included), a log with no room kept in it, then no room at all.
    await eventually(() => (service.db().prepare('select count(*) as n from outbox where sent_at is null').get() as { n: number }).n === 0);
    const writer = new BetterSqlite3(path.join(service.dataDir, DATABASE_FILE));
    writer.pragma('wal_checkpoint(TRUNCATE)');
    writer.close();
    disk!.fill();
    const business = await post(link(toConfirm, 'confirm'));
    expect(business.statusCode).toBe(503);
    expect(business.headers['retry-after']).toBe('30');
    expect(business.headers['content-type']).toMatch(/^text\/html/);
    expect(business.body).toContain('<h1>A brief pause</h1>');
    expect(status(toConfirm)).toBe('received');

    const visitor = await post(link(toCancel, 'cancel'));
    expect([visitor.statusCode, visitor.headers['retry-after']]).toEqual([503, '30']);
    expect(visitor.body).toContain('lang="de"');
    expect(visitor.body).toContain('<h1>Einen Moment, bitte</h1>');
    expect(status(toCancel)).toBe('confirmed');

    const signUp = await subscribe('ben@example.com', 'en');
    expect([signUp.statusCode, signUp.headers['retry-after']]).toEqual([503, '30']);
    expect(signUp.json()).toMatchObject({ error: { code: 'storage_unavailable' } });

    const confirmPage = await post(confirmLink!);
    expect([confirmPage.statusCode, confirmPage.headers['retry-after']]).toEqual([503, '30']);
    expect(confirmPage.body).toContain('Einen Moment, bitte');
    // What the log says: the disk is full, not a rollback that found no transaction.
    await expect(service.app.store.confirmSubscription(new URL(confirmLink!, 'http://salon.test').searchParams.get('token')!, TEST_NOW, 60_000)).rejects.toMatchObject({
      code: 'SQLITE_FULL',
    });

    disk!.free();
    await eventually(async () => (await post(link(toConfirm, 'confirm'))).statusCode === 200);
    expect(status(toConfirm)).toBe('confirmed');
    expect((await post(link(toCancel, 'cancel'))).statusCode).toBe(200);
    expect((await subscribe('ben@example.com', 'en')).statusCode).toBe(202);
    expect((await post(confirmLink!)).statusCode).toBe(200);
  });
});
