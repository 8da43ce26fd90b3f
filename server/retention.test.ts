import { afterEach, describe, expect, it } from 'vitest';
import { retention } from '../content/legal.ts';
import { purgeExpiredData, retentionCutoffs } from './retention.ts';
import { openSqliteStore } from './store/sqliteStore.ts';
import type { Store } from './store/types.ts';
import { bookingRequest, photoPayload, postBooking, startService, type TestService } from './testing/harness.ts';
import { phoneJpegWithGps } from './testing/images.ts';

const TZ = 'Europe/Tirane';

describe('retention cutoffs', () => {
  it('follow the Privacy Policy numbers, counted back from today in Tirana', () => {
    // 23:30 UTC on 21 November is already 22 November in Tirana.
    const cutoffs = retentionCutoffs(new Date('2026-11-21T23:30:00Z'), TZ);
    expect(retention.photoRetentionDays).toBe(90);
    expect(retention.bookingRetentionMonths).toBe(24);
    expect(cutoffs.photosBefore).toBe('2026-08-24');
    expect(cutoffs.bookingsBefore).toBe('2024-11-22');
    expect(cutoffs.unconfirmedBefore.toISOString()).toBe('2026-11-07T23:30:00.000Z');
  });
});

describe('purging expired personal data', () => {
  let service: TestService | undefined;
  let store: Store | undefined;
  afterEach(async () => {
    await store?.close();
    await service?.close();
  });

  it('deletes photos 90 days after the appointment, whole bookings after 24 months, stale sign-ups and their mail after 14 days', async () => {
    const bookedAt = new Date('2024-01-02T08:00:00Z');
    service = await startService({ now: () => bookedAt });
    const photo = photoPayload(await phoneJpegWithGps());
    const answer = await postBooking(service.app, bookingRequest({ appointment_date: '2024-01-03', photos: [photo], photo_consent: true }));
    expect(answer.statusCode).toBe(201);
    const signUp = await service.app.inject({ method: 'POST', url: '/functions/v1/newsletter-subscribe', payload: { email: 'reader@example.com', language: 'en' } });
    expect(signUp.statusCode).toBe(202);
    // The worker mails the booking (files in the outbox folder); photos wait until then.
    await expect.poll(() => (service!.db().prepare('select count(*) as n from outbox where sent_at is null').get() as { n: number }).n, { timeout: 15_000 }).toBe(0);

    store = await openSqliteStore(service.dataDir);
    expect(await purgeExpiredData(store, new Date('2024-04-01T12:00:00Z'), TZ)).toEqual({ photos: 0, bookings: 0, subscribers: 1, messages: 1 });
    expect(service.counts()).toMatchObject({ bookings: 1, booking_photos: 1, newsletter_subscribers: 0, outbox: 2 });

    expect(await purgeExpiredData(store, new Date('2024-04-03T12:00:00Z'), TZ)).toEqual({ photos: 1, bookings: 0, subscribers: 0, messages: 0 });
    expect(service.counts()).toMatchObject({ bookings: 1, booking_photos: 0 });

    expect(await purgeExpiredData(store, new Date('2026-01-03T12:00:00Z'), TZ)).toEqual({ photos: 0, bookings: 0, subscribers: 0, messages: 0 });
    expect(await purgeExpiredData(store, new Date('2026-01-04T12:00:00Z'), TZ)).toEqual({ photos: 0, bookings: 1, subscribers: 0, messages: 0 });
    expect(service.counts()).toMatchObject({ bookings: 0, booking_events: 0, booking_photos: 0, outbox: 0 });
  });
});
