import { describe, expect, it } from 'vitest';
import { NO_OPTIONAL_TEXT } from '../../core/bookingFields.ts';
import { ROOM_ALWAYS } from '../testing/capacity.ts';
import { storesUnderTest } from '../testing/stores.ts';
import type { DeskPushSubscription, NewBooking } from './types.ts';

/** The calendar feeds and push subscriptions, against SQLite and a real PostgreSQL server started here. */
const databases = storesUnderTest();

const AT = new Date('2026-06-15T08:00:00Z');

const booking = (id: string, overrides: Partial<NewBooking>): NewBooking => ({
  ...NO_OPTIONAL_TEXT,
  id,
  receivedAt: AT,
  status: 'confirmed',
  name: 'Elira Hoxha',
  email: 'elira@example.com',
  phone: '+355 69 123 4567',
  service: 'classic-cut',
  appointmentDate: '2026-06-16',
  appointmentTime: '10:00',
  guests: null,
  specialist: 'luan-basha',
  specialistChosen: true,
  visitorKey: null,
  language: 'en',
  photoConsent: null,
  photos: [],
  ...overrides,
});

const feed = (subject: string, n: number) => ({ id: `feed-${subject}-${n}`, kind: 'lane' as const, subject, seed: `seed-${subject}-${n}`, tokenHash: `hash-${subject}-${n}` });

const subscription = (endpoint: string, staff: string, minute: number): DeskPushSubscription => ({
  endpoint,
  p256dh: 'BPublicKey',
  auth: 'secret',
  staff,
  language: 'sq',
  createdAt: new Date(AT.getTime() + minute * 60_000),
});

for (const [name, open] of Object.entries(databases)) {
  describe(`${name}: calendar feeds and push subscriptions`, () => {
    it('creates each feed once, however often or by however many instances it is asked for', async () => {
      const { store, dispose } = await open();
      try {
        const first = await store.calendarFeeds([feed('operatingRoom', 1), feed('covers', 1)], AT);
        const again = await Promise.all([store.calendarFeeds([feed('operatingRoom', 2), feed('covers', 2)], AT), store.calendarFeeds([feed('covers', 3)], AT)]);
        expect(first.map((f) => f.id).sort()).toEqual(['feed-covers-1', 'feed-operatingRoom-1']);
        for (const feeds of again) expect(feeds).toEqual(first);
        expect(await store.calendarFeedByTokenHash('hash-covers-1')).toMatchObject({ id: 'feed-covers-1', subject: 'covers', seed: 'seed-covers-1' });
        expect(await store.calendarFeedByTokenHash('hash-covers-2')).toBeNull();
      } finally {
        await dispose();
      }
    });

    it('replaces a feed’s secret: the old one then finds nothing', async () => {
      const { store, dispose } = await open();
      try {
        await store.calendarFeeds([feed('covers', 1)], AT);
        expect(await store.replaceCalendarFeedSecret('feed-covers-1', { seed: 'seed-new', tokenHash: 'hash-new' }, AT)).toMatchObject({ id: 'feed-covers-1', seed: 'seed-new' });
        expect(await store.calendarFeedByTokenHash('hash-covers-1')).toBeNull();
        expect(await store.calendarFeedByTokenHash('hash-new')).toMatchObject({ id: 'feed-covers-1' });
        expect(await store.replaceCalendarFeedSecret('no-such-feed', { seed: 's', tokenHash: 'h' }, AT)).toBeNull();
      } finally {
        await dispose();
      }
    });

    it('reads a lane’s confirmed bookings within the dates, by appointment, bounded', async () => {
      const { store, dispose } = await open();
      try {
        const saved = [
          booking('b-late', { appointmentTime: '15:00' }),
          booking('b-early', { appointmentTime: '09:00' }),
          booking('b-request', { status: 'received' }),
          booking('b-cancelled', { status: 'cancelled' }),
          booking('b-other-barber', { specialist: 'arben-hoxha' }),
          booking('b-after', { appointmentDate: '2026-09-01' }),
          booking('b-transplant', { service: 'hair-transplant', specialist: null, specialistChosen: false }),
        ];
        for (const b of saved) expect((await store.saveBooking(b, [], null, ROOM_ALWAYS)).outcome).toBe('saved');
        const query = { services: ['classic-cut', 'beard-styling'] as const, specialist: 'luan-basha', fromDate: '2026-06-01', toDate: '2026-06-30', limit: 100 };
        const found = await store.confirmedBookings(query);
        expect(found.map((b) => b.id)).toEqual(['b-early', 'b-late']);
        expect(found[0]).toMatchObject({ name: 'Elira Hoxha', appointmentDate: '2026-06-16', appointmentTime: '09:00', calendarSequence: 1 });
        expect((await store.confirmedBookings({ ...query, specialist: null })).map((b) => b.id)).toEqual(['b-early', 'b-other-barber', 'b-late']);
        expect((await store.confirmedBookings({ ...query, limit: 1 })).map((b) => b.id)).toEqual(['b-early']);
        expect(await store.confirmedBookings({ ...query, services: [] })).toEqual([]);
      } finally {
        await dispose();
      }
    });

    it('keeps a device’s newest subscription, the newest few of each person, and removes only the person’s own', async () => {
      const { store, dispose } = await open();
      try {
        await store.savePushSubscription(subscription('https://push.example/a', 'klea@aurum.test', 0), 2);
        await store.savePushSubscription(subscription('https://push.example/b', 'klea@aurum.test', 1), 2);
        await store.savePushSubscription(subscription('https://push.example/c', 'klea@aurum.test', 2), 2);
        // The same device, now signed in as someone else.
        await store.savePushSubscription(subscription('https://push.example/b', 'alba@aurum.test', 3), 2);
        const stored = await store.pushSubscriptions();
        expect(stored.map((s) => [s.endpoint, s.staff])).toEqual([
          ['https://push.example/c', 'klea@aurum.test'],
          ['https://push.example/b', 'alba@aurum.test'],
        ]);
        expect(stored[0]).toMatchObject({ p256dh: 'BPublicKey', auth: 'secret', language: 'sq', createdAt: new Date(AT.getTime() + 2 * 60_000) });
        // A person who has chosen a desk language since is alerted in it.
        await store.setDeskLanguage('klea@aurum.test', 'de', AT);
        expect((await store.pushSubscriptions()).map((s) => s.language)).toEqual(['de', 'sq']);
        expect(await store.removePushSubscription('https://push.example/c', 'alba@aurum.test')).toBe(false);
        expect(await store.removePushSubscription('https://push.example/c', 'klea@aurum.test')).toBe(true);
        expect(await store.removePushSubscription('https://push.example/b', null)).toBe(true);
        expect(await store.pushSubscriptions()).toEqual([]);
      } finally {
        await dispose();
      }
    });
  });
}
