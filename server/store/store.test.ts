import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { HOUSE } from '../../content/house.ts';
import { specialistsOf } from '../../core/availability.ts';
import { NO_OPTIONAL_TEXT } from '../../core/bookingFields.ts';
import { capacityCheck } from '../booking/capacity.ts';
import { ROOM_ALWAYS } from '../testing/capacity.ts';
import { OUTBOX_LEASE_MS as LEASE_MS, storesUnderTest } from '../testing/stores.ts';
import { migrationsFor } from './migrations.ts';
import type { BookingStatus, BookingTransition, IdempotencyClaim, NewBooking, NewOutboxMessage, OutboxEntry, Store, SubscribeRequest } from './types.ts';

/** What every store must do, run against SQLite and against a real PostgreSQL server started here. */
const databases = storesUnderTest();

const at = (time: string) => new Date(`2026-06-01T${time}Z`);

type Placed = Pick<NewBooking, 'id' | 'service' | 'appointmentDate' | 'appointmentTime' | 'guests' | 'specialist' | 'specialistChosen'>;
/** The house's own capacity check for a booking at its hour, as the service runs it. */
const placeOf = (when: Date) => (placed: Placed) =>
  capacityCheck(
    { house: HOUSE, businessTimeZone: 'Europe/Tirane', requestHoldHours: 24, pendingRequestsPerAddress: 3 },
    {
      service: placed.service,
      date: placed.appointmentDate,
      time: placed.appointmentTime,
      guests: placed.guests,
      specialist: placed.specialistChosen ? placed.specialist : null,
      bookingId: placed.id,
    },
    when,
  );

const booking = (id: string, overrides: Partial<NewBooking> = {}): NewBooking => ({
  ...NO_OPTIONAL_TEXT,
  id,
  guests: null,
  specialist: null,
  specialistChosen: false,
  visitorKey: null,
  receivedAt: at('10:00:00'),
  status: 'received',
  name: 'Elira Hoxha',
  email: 'elira@example.com',
  phone: '+355 69 123 4567',
  service: 'classic-cut',
  appointmentDate: '2026-06-16',
  appointmentTime: '10:00',
  notes: 'Côté gauche, s’il vous plaît',
  language: 'sq',
  photoConsent: null,
  photos: [],
  ...overrides,
});

/** A booking's two messages; the visitor's a millisecond later, so "oldest first" has one answer. */
const entries = (bookingId: string, createdAt: Date): OutboxEntry[] => [
  { id: `${bookingId}-business`, kind: 'booking_business', bookingId, messageId: `<${bookingId}-business@salon.test>`, createdAt },
  { id: `${bookingId}-visitor`, kind: 'booking_visitor', bookingId, messageId: `<${bookingId}-visitor@salon.test>`, createdAt: new Date(createdAt.getTime() + 1) },
];

const claim = (key: string, id: string): IdempotencyClaim => ({ scope: 'send-booking-email', key, requestHash: `hash-${key}`, statusCode: 201, body: { id } });

/** Sends everything due at `now` the way the worker does (take, then mark sent); the ids in order. */
async function drain(store: Store, now: Date): Promise<string[]> {
  const sent: string[] = [];
  for (;;) {
    const due = await store.dueMessages(now, 10);
    if (due.length === 0) return sent;
    for (const message of due) {
      await store.markSent(message.id, now);
      sent.push(message.id);
    }
  }
}

const subscribeRequest = (email: string, now: Date, overrides: Partial<SubscribeRequest> = {}): SubscribeRequest => ({
  email,
  language: 'de',
  now,
  resendAfterMs: 60_000,
  allowance: { recipientKey: `key-${email}`, day: now.toISOString().slice(0, 10), perDay: 100 },
  composeConfirmation: (tokens): NewOutboxMessage => ({
    id: `confirm-${email}-${now.getTime()}`,
    kind: 'newsletter_confirmation',
    bookingId: null,
    messageId: `<confirm-${now.getTime()}-${email}>`,
    createdAt: now,
    to: [{ address: email }],
    replyTo: null,
    subject: 'Bitte bestätigen',
    text: `Link: /confirm?token=${tokens.confirmToken}`,
    html: `<a href="/confirm?token=${tokens.confirmToken}">Bestätigen</a>`,
    headers: { 'List-Unsubscribe': `</unsubscribe?token=${tokens.unsubscribeToken}>` },
    attachments: [],
  }),
  ...overrides,
});

/** The tokens a confirmation message carries, as a reader would click them. */
function tokensIn(text: string, headers: Record<string, string>) {
  return { confirm: /token=([\w-]+)/.exec(text)![1]!, unsubscribe: /token=([\w-]+)/.exec(headers['List-Unsubscribe']!)![1]! };
}

/** Opens connections ahead, so that requests sent at once really run at once. */
async function warmUp(...stores: Store[]): Promise<void> {
  await Promise.all(stores.flatMap((store) => Array.from({ length: 8 }, () => store.oldestQueuedAt())));
}

/** A booking's history as the bookings command reads it. */
async function history(store: Store, bookingId: string) {
  return (await store.bookingDetail(bookingId))?.events ?? [];
}

describe.each(Object.keys(databases))('the %s store', (name) => {
  const open = databases[name]!;
  const withStore = async (run: (store: Store) => Promise<void>) => {
    const { store, dispose } = await open();
    try {
      await run(store);
    } finally {
      await dispose();
    }
  };

  it('keeps a booking with its photos, and gives its messages everything they need to be written', () =>
    withStore(async (store) => {
      const received = at('10:00:00.123');
      const photo = (n: number) => ({ filename: `crown-${n}.webp`, contentType: 'image/webp', width: 2048, height: 1536, bytes: new Uint8Array([0, 255, n, 10, 13]) });
      const withPhotos = booking('b-1', { receivedAt: received, photoConsent: { version: 'v2', givenAt: received }, photos: [photo(1), photo(2)] });
      expect(await store.saveBooking(withPhotos, entries('b-1', received), null, ROOM_ALWAYS)).toEqual({ outcome: 'saved', specialist: null });

      expect(await store.bookingForMail('b-1')).toEqual({ ...withPhotos, photos: undefined, calendarSequence: 0, proposalRound: 0, photoCount: 2, photoBytes: [5, 5] });
      expect(await store.bookingForMail('missing')).toBeNull();
      const second = await store.attachment({ bookingId: 'b-1', position: 1 });
      expect(second).toEqual({ filename: 'crown-2.webp', contentType: 'image/webp', content: Buffer.from([0, 255, 2, 10, 13]) });
      expect(await store.attachment({ bookingId: 'b-1', position: 2 })).toBeNull();

      const due = await store.dueMessages(at('10:00:01'), 10);
      expect(due[0]).toEqual({ ...entries('b-1', received)[0], attempts: 0, content: null });
      await store.oldestQueuedAt();
    }));

  it('answers a repeated idempotency key with the first answer, and forgets answers once old', () =>
    withStore(async (store) => {
      expect(await store.saveBooking(booking('b-1'), [], claim('k-1', 'b-1'), ROOM_ALWAYS)).toEqual({ outcome: 'saved', specialist: null });
      expect(await store.saveBooking(booking('b-2'), [], claim('k-1', 'b-2'), ROOM_ALWAYS)).toEqual({
        outcome: 'replayed',
        answer: { requestHash: 'hash-k-1', statusCode: 201, body: { id: 'b-1' } },
      });
      expect(await store.bookingForMail('b-2')).toBeNull();
      expect(await store.findAnswer('send-booking-email', 'k-1')).toEqual({ requestHash: 'hash-k-1', statusCode: 201, body: { id: 'b-1' } });
      expect(await store.findAnswer('newsletter', 'k-1')).toBeNull();
      expect(await store.purgeAnswers(at('09:00:00'))).toBe(0);
      expect(await store.purgeAnswers(new Date('2026-06-09T00:00:00Z'))).toBe(1);
      expect(await store.findAnswer('send-booking-email', 'k-1')).toBeNull();
    }));

  it('stores one booking for a key repeated by several requests at once, and gives the others its answer', () =>
    withStore(async (store) => {
      await warmUp(store);
      const results = await Promise.all(['b-1', 'b-2', 'b-3', 'b-4', 'b-5'].map((id) => store.saveBooking(booking(id), entries(id, at('10:00:00')), claim('k-same', id), ROOM_ALWAYS)));
      const saved = results.flatMap((result, i) => (result.outcome === 'saved' ? [`b-${i + 1}`] : []));
      expect(saved).toHaveLength(1);
      for (const result of results) if (result.outcome === 'replayed') expect(result.answer.body).toEqual({ id: saved[0] });
      const stored = await Promise.all(['b-1', 'b-2', 'b-3', 'b-4', 'b-5'].map((id) => store.bookingForMail(id)));
      expect(stored.filter(Boolean).map((b) => b!.id)).toEqual(saved);
      expect(await drain(store, at('10:00:01'))).toHaveLength(2);
    }));

  it('stores a booking all or nothing: a failed write leaves neither the booking nor its key', () =>
    withStore(async (store) => {
      await store.saveBooking(booking('b-1'), [], null, ROOM_ALWAYS);
      await expect(store.saveBooking(booking('b-1', { name: 'Second' }), entries('b-1', at('10:00:00')), claim('k-2', 'b-1'), ROOM_ALWAYS)).rejects.toThrow(/unique/i);
      expect(await store.findAnswer('send-booking-email', 'k-2')).toBeNull();
      expect(await store.dueMessages(at('10:00:01'), 10)).toEqual([]);
      expect((await store.bookingForMail('b-1'))!.name).toBe('Elira Hoxha');
    }));

  it('hands out due messages oldest first, retries a failed one when its time comes, and drops a sent or refused one', () =>
    withStore(async (store) => {
      await store.saveBooking(booking('b-late', { receivedAt: at('10:00:02') }), entries('b-late', at('10:00:02')), null, ROOM_ALWAYS);
      await store.saveBooking(booking('b-early', { receivedAt: at('10:00:01') }), entries('b-early', at('10:00:01')), null, ROOM_ALWAYS);
      expect(await store.dueMessages(at('10:00:00'), 10)).toEqual([]);

      const [first] = await store.dueMessages(at('10:00:05'), 10);
      expect(first!.id).toBe('b-early-business');
      await store.scheduleRetry(first!.id, '421 try later', at('10:01:00'));
      const [second] = await store.dueMessages(at('10:00:05'), 10);
      expect(second!.id).toBe('b-early-visitor');
      await store.markFailed(second!.id, '550 no such mailbox', at('10:00:05'));
      expect(await drain(store, at('10:00:30'))).toEqual(['b-late-business', 'b-late-visitor']);

      const [retried] = await store.dueMessages(at('10:01:00'), 10);
      expect(retried).toMatchObject({ id: 'b-early-business', attempts: 1 });
      await store.markSent(retried!.id, at('10:01:00'));
      expect(await store.dueMessages(new Date('2026-07-01T00:00:00Z'), 10)).toEqual([]);
    }));

  it('queues the fallback in the same step as the failure, and tells each message\'s state', () =>
    withStore(async (store) => {
      const received = at('10:00:00');
      await store.saveBooking(booking('b-1'), entries('b-1', received), null, ROOM_ALWAYS);
      const fallback: OutboxEntry = { id: 'b-1-fallback', kind: 'booking_business_fallback', bookingId: 'b-1', messageId: '<b-1-fallback@salon.test>', createdAt: at('10:00:03') };
      expect(await store.oldestQueuedAt()).toEqual(received);

      await store.scheduleRetry('b-1-visitor', '421 busy', at('10:05:00'));
      await store.markFailed('b-1-business', '550 5.7.1 message rejected', at('10:00:03'), fallback);
      const messages = await store.bookingMessages('b-1');
      expect(messages.map((m) => [m.id, m.state, m.attempts, m.lastError])).toEqual([
        ['b-1-business', 'failed', 1, '550 5.7.1 message rejected'],
        ['b-1-visitor', 'failing', 1, '421 busy'],
        ['b-1-fallback', 'queued', 0, null],
      ]);
      expect(messages[0]!.failedAt).toEqual(at('10:00:03'));
      expect(messages[1]!.nextAttemptAt).toEqual(at('10:05:00'));
      expect((await store.dueMessages(at('10:00:04'), 10)).map((m) => m.id)).toEqual(['b-1-fallback']);
      expect((await store.unacknowledgedFailures()).map((m) => m.id)).toEqual(['b-1-business']);
      // A refused receipt to the visitor does not hide the booking from the business.
      await store.markFailed('b-1-visitor', '550 no such user', at('10:05:00'));
      expect((await store.unacknowledgedFailures()).map((m) => m.id)).toEqual(['b-1-business']);
      await store.markSent('b-1-fallback', at('10:00:05'));
      expect(await store.oldestQueuedAt()).toBeNull();
    }));

  it('lists bookings by status and date, shows one with its history, and acknowledges its failed business mail once', () =>
    withStore(async (store) => {
      await store.saveBooking(booking('b-1', { receivedAt: at('09:00:00') }), entries('b-1', at('09:00:00')), null, ROOM_ALWAYS);
      await store.saveBooking(booking('b-2', { receivedAt: at('11:00:00'), status: 'confirmed' }), entries('b-2', at('11:00:00')), null, ROOM_ALWAYS);
      expect((await store.listBookings({})).map((o) => o.booking.id)).toEqual(['b-1', 'b-2']);
      expect((await store.listBookings({ status: 'confirmed' })).map((o) => o.booking.id)).toEqual(['b-2']);
      expect((await store.listBookings({ since: at('10:00:00') })).map((o) => o.booking.id)).toEqual(['b-2']);
      expect((await store.listBookings({ status: 'declined' })).map((o) => o.booking.id)).toEqual([]);
      expect((await store.listBookings({}))[0]!.messages.map((m) => m.kind)).toEqual(['booking_business', 'booking_visitor']);

      expect(await store.acknowledgeFailures('b-1', at('12:00:00'))).toBe(0);
      await store.markFailed('b-1-business', '552 message too large', at('09:00:05'));
      expect(await store.acknowledgeFailures('b-1', at('12:00:00'))).toBe(1);
      expect(await store.acknowledgeFailures('b-1', at('12:30:00'))).toBe(0);
      expect(await store.acknowledgeFailures('missing', at('12:00:00'))).toBeNull();
      expect(await store.unacknowledgedFailures()).toEqual([]);

      const detail = (await store.bookingDetail('b-1'))!;
      expect(detail.booking).toMatchObject({ id: 'b-1', name: 'Elira Hoxha', notes: 'Côté gauche, s’il vous plaît' });
      expect(detail.events.map((e) => [e.type, e.status, e.at])).toEqual([
        ['received', 'received', at('09:00:00')],
        ['failure_acknowledged', 'received', at('12:00:00')],
      ]);
      expect(detail.messages[0]).toMatchObject({ state: 'failed', acknowledgedAt: at('12:00:00') });
      expect(await store.bookingDetail('missing')).toBeNull();
    }));

  it('takes a write probe without keeping anything', () =>
    withStore(async (store) => {
      await store.probeWrite();
      await store.probeWrite();
      expect(await store.listBookings({})).toEqual([]);
    }));

  it('signs a reader up once, re-sends the confirmation only after a while, confirms and unsubscribes', () =>
    withStore(async (store) => {
      const first = at('10:00:00');
      expect(await store.subscribe(subscribeRequest('reader@example.com', first))).toEqual({ status: 'pending', created: true, confirmationQueued: true });
      expect(await store.subscribe(subscribeRequest('reader@example.com', at('10:00:30')))).toEqual({ status: 'pending', created: false, confirmationQueued: false });
      expect(await store.subscribe(subscribeRequest('reader@example.com', at('10:02:00')))).toEqual({ status: 'pending', created: false, confirmationQueued: true });

      const queued = await store.dueMessages(at('10:05:00'), 10);
      expect(queued[0]!.content).toMatchObject({ to: [{ address: 'reader@example.com' }], subject: 'Bitte bestätigen', replyTo: null, attachments: [] });
      await drain(store, at('10:05:00'));
      const content = queued[0]!.content!;
      const oldTokens = tokensIn(content.text, content.headers);
      // The re-sent message carries a new confirmation link; the first one no longer confirms.
      expect(await store.confirmSubscription(oldTokens.confirm, at('10:03:00'), 60 * 60_000)).toEqual({ outcome: 'unknown' });
      expect(await store.subscriberByToken('unsubscribe', oldTokens.unsubscribe)).toEqual({ language: 'de', status: 'pending' });
      expect(await store.subscriberByToken('confirm', 'nonsense')).toBeNull();

      await store.subscribe(subscribeRequest('late@example.com', first));
      const lateMessage = (await store.dueMessages(at('10:05:00'), 10))[0]!.content!;
      expect(await store.confirmSubscription(tokensIn(lateMessage.text, lateMessage.headers).confirm, at('12:00:00'), 60 * 60_000)).toEqual({ outcome: 'expired', language: 'de' });
      const lateTokens = tokensIn(lateMessage.text, lateMessage.headers);
      expect(await store.confirmSubscription(lateTokens.confirm, at('10:30:00'), 60 * 60_000)).toEqual({ outcome: 'confirmed', language: 'de' });
      expect(await store.subscribe(subscribeRequest('late@example.com', at('11:00:00')))).toEqual({ status: 'confirmed', created: false, confirmationQueued: false });
      expect(await store.unsubscribe(lateTokens.unsubscribe, at('11:00:00'))).toEqual({ outcome: 'unsubscribed', language: 'de' });
      expect(await store.subscriberByToken('confirm', lateTokens.confirm)).toEqual({ language: 'de', status: 'unsubscribed' });
      expect(await store.confirmSubscription(lateTokens.confirm, at('11:01:00'), 60 * 60_000)).toEqual({ outcome: 'unknown' });
      expect(await store.unsubscribe('nonsense', at('11:00:00'))).toEqual({ outcome: 'unknown' });
    }));

  it('signs up an address sent several times at once exactly once', () =>
    withStore(async (store) => {
      await warmUp(store);
      const results = await Promise.all([0, 1, 2, 3, 4].map((n) => store.subscribe(subscribeRequest('twice@example.com', at(`10:00:0${n}`)))));
      expect(results.filter((r) => r.created)).toHaveLength(1);
      expect(results.every((r) => r.status === 'pending')).toBe(true);
      expect(results.filter((r) => r.confirmationQueued)).toHaveLength(1);
    }));

  it('deletes what the Privacy Policy no longer lets us keep, and nothing else', () =>
    withStore(async (store) => {
      const photo = { filename: 'p.webp', contentType: 'image/webp', width: 1, height: 1, bytes: new Uint8Array([1]) };
      const old = new Date('2024-01-02T08:00:00Z');
      await store.saveBooking(booking('b-ancient', { receivedAt: old, appointmentDate: '2024-01-03', photos: [photo] }), entries('b-ancient', old), null, ROOM_ALWAYS);
      await store.saveBooking(booking('b-past', { appointmentDate: '2026-02-01', photos: [photo] }), [], null, ROOM_ALWAYS);
      await store.saveBooking(booking('b-waiting', { appointmentDate: '2026-02-01', photos: [photo] }), entries('b-waiting', at('10:00:00')), null, ROOM_ALWAYS);
      await store.saveBooking(booking('b-future', { photos: [photo] }), [], null, ROOM_ALWAYS);
      await store.subscribe(subscribeRequest('stale@example.com', new Date('2026-05-01T10:00:00Z')));
      await drain(store, new Date('2026-05-01T10:00:00Z'));
      await store.subscribe(subscribeRequest('fresh@example.com', at('10:00:00')));

      const purged = await store.purgeExpired({ photosBefore: '2026-03-01', bookingsBefore: '2024-06-01', unconfirmedBefore: new Date('2026-05-18T10:00:00Z') });
      // b-ancient's photo goes with the photos (its mail is out), then the booking itself.
      expect(purged).toEqual({ photos: 2, bookings: 1, subscribers: 1, messages: 1 });
      expect(await store.bookingForMail('b-ancient')).toBeNull();
      expect((await store.bookingForMail('b-past'))!.photoCount).toBe(0);
      expect((await store.bookingForMail('b-waiting'))!.photoCount).toBe(1); // its message is still to be sent
      expect((await store.bookingForMail('b-future'))!.photoCount).toBe(1);
      expect((await drain(store, at('10:00:01'))).sort()).toEqual(['b-waiting-business', 'b-waiting-visitor', `confirm-fresh@example.com-${at('10:00:00').getTime()}`]);
    }));

  const answer = (bookingId: string, to: BookingStatus, from: BookingStatus[], when: Date, extra: Partial<BookingTransition> = {}): BookingTransition => ({
    bookingId,
    from,
    to,
    at: when,
    event: to,
    detail: null,
    actor: 'business',
    messages: (stored) => [
      {
        id: `${bookingId}-${to}-${when.getTime()}`,
        kind: 'booking_confirmed',
        bookingId,
        messageId: `<${bookingId}-${to}-${when.getTime()}@salon.test>`,
        createdAt: when,
        to: [{ address: stored.email! }],
        replyTo: null,
        subject: `${stored.status} ${stored.appointmentDate} ${stored.appointmentTime}`,
        text: 'text',
        html: '<p>html</p>',
        headers: {},
        attachments: [{ filename: 'appointment.ics', contentType: 'text/calendar', text: 'BEGIN:VCALENDAR' }],
      },
    ],
    ...extra,
  });

  it('counts photo bytes per client address and day within the budget, even when several bookings come at once, and forgets old days', () =>
    withStore(async (store) => {
      const takes = await Promise.all(Array.from({ length: 6 }, () => store.takePhotoAllowance('203.0.113.7', '2026-06-15', 400_000, 1_000_000)));
      expect(takes.filter(Boolean)).toHaveLength(2);
      expect(await store.takePhotoAllowance('203.0.113.7', '2026-06-15', 200_000, 1_000_000)).toBe(true); // exactly the budget
      expect(await store.takePhotoAllowance('203.0.113.7', '2026-06-15', 1, 1_000_000)).toBe(false);
      expect(await store.takePhotoAllowance('198.51.100.4', '2026-06-15', 1_000_001, 1_000_000)).toBe(false);
      expect(await store.takePhotoAllowance('203.0.113.7', '2026-06-16', 1_000_000, 1_000_000)).toBe(true);
      expect(await store.purgeRecipientAllowances('2026-06-16')).toBe(1);
      expect(await store.takePhotoAllowance('203.0.113.7', '2026-06-15', 1_000_000, 1_000_000)).toBe(true);
    }));

  it('confirms a booking once, with its time in the history and its message queued; a second answer changes nothing', () =>
    withStore(async (store) => {
      await store.saveBooking(booking('b-1'), [], null, ROOM_ALWAYS);
      const result = await store.changeBookingStatus(answer('b-1', 'confirmed', ['received', 'proposed'], at('11:00:00')));
      expect(result.outcome).toBe('changed');
      expect(result.outcome === 'changed' && result.booking.status).toBe('confirmed');
      expect(await history(store, 'b-1')).toEqual([
        { at: at('10:00:00'), type: 'received', status: 'received', detail: null, actor: null, staff: null },
        { at: at('11:00:00'), type: 'confirmed', status: 'confirmed', detail: null, actor: 'business', staff: null },
      ]);
      const [message] = await store.dueMessages(at('11:00:00'), 10);
      expect(message?.content?.subject).toBe('confirmed 2026-06-16 10:00');
      expect(message?.content?.attachments).toEqual([{ filename: 'appointment.ics', contentType: 'text/calendar', text: 'BEGIN:VCALENDAR' }]);

      const again = await store.changeBookingStatus(answer('b-1', 'declined', ['received', 'proposed'], at('12:00:00')));
      expect(again).toMatchObject({ outcome: 'state', booking: { status: 'confirmed' } });
      expect(await history(store, 'b-1')).toHaveLength(2);
      expect(await store.changeBookingStatus(answer('missing', 'confirmed', ['received'], at('12:00:00')))).toEqual({ outcome: 'unknown' });
    }));

  it('moves an accepted booking to its new slot', () =>
    withStore(async (store) => {
      await store.saveBooking(booking('b-1', { status: 'proposed' }), [], null, ROOM_ALWAYS);
      const result = await store.changeBookingStatus(answer('b-1', 'confirmed', ['proposed'], at('11:00:00'), { event: 'accepted', detail: '2026-06-17 12:00', appointment: { date: '2026-06-17', time: '12:00' } }));
      expect(result).toMatchObject({ outcome: 'changed', booking: { status: 'confirmed', appointmentDate: '2026-06-17', appointmentTime: '12:00' } });
      expect((await store.placedBookings(['classic-cut'], '2026-06-15', '2026-06-20')).map((b) => [b.date, b.time, b.status])).toEqual([['2026-06-17', '12:00', 'confirmed']]);
      expect((await history(store, 'b-1')).at(-1)).toMatchObject({ type: 'accepted', status: 'confirmed', detail: '2026-06-17 12:00' });
    }));

  it('confirms only as many bookings as the house has places, even when confirmations come at once', () =>
    withStore(async (store) => {
      // Two facials at the same hour: the esthetician serves one. A consultation is another room.
      // Both requests have waited past their hold, so neither keeps the place from the other.
      const later = (time: string) => new Date(`2026-06-03T${time}Z`);
      await store.saveBooking(booking('hydro', { service: 'hydro-facial' }), [], null, ROOM_ALWAYS);
      await store.saveBooking(booking('filler', { service: 'filler-treatment', email: 'ardit@example.com' }), [], null, ROOM_ALWAYS);
      await store.saveBooking(booking('clinic', { service: 'consultation' }), [], null, ROOM_ALWAYS);
      await warmUp(store);
      const confirm = (id: string, when: Date) => ({ ...answer(id, 'confirmed', ['received'], when), capacity: placeOf(when) });
      const results = await Promise.all(['hydro', 'filler'].map((id) => store.changeBookingStatus(confirm(id, later('11:00:00')))));
      expect(results.map((r) => r.outcome).sort()).toEqual(['changed', 'slot_taken']);
      const loser = results.find((r) => r.outcome === 'slot_taken')!;
      expect(loser).toMatchObject({ booking: { status: 'received' }, reason: 'full' });
      // Nothing of the loser's change stayed: no event, no message.
      const loserId = loser.outcome === 'slot_taken' ? loser.booking.id : '';
      expect(await history(store, loserId)).toHaveLength(1);
      expect((await store.dueMessages(at('11:00:00'), 10)).map((m) => m.bookingId)).not.toContain(loserId);
      expect((await store.changeBookingStatus(confirm('clinic', later('11:00:00')))).outcome).toBe('changed');

      // Once the winner cancels, the place is free again.
      const winnerId = loserId === 'hydro' ? 'filler' : 'hydro';
      expect((await store.changeBookingStatus(answer(winnerId, 'cancelled', ['confirmed'], later('12:00:00')))).outcome).toBe('changed');
      expect((await store.changeBookingStatus(confirm(loserId, later('12:30:00')))).outcome).toBe('changed');
    }));

  it('books fifty at once into an hour where two barbers are taken: each free barber is booked once, the rest are told it is full', () =>
    withStore(async (store) => {
      await warmUp(store);
      // Two barbers are taken at 10:00; fifty visitors ask for any barber at once.
      const barbers = specialistsOf(HOUSE, 'classic-cut');
      const free = barbers.length - 2;
      for (const barber of barbers.slice(0, 2)) {
        const taken = booking(barber, { service: 'classic-cut', status: 'confirmed', specialist: barber, specialistChosen: true });
        await store.saveBooking(taken, [], null, ROOM_ALWAYS);
      }
      const ids = Array.from({ length: 50 }, (_, n) => `walk-in-${n}`);
      const results = await Promise.all(
        ids.map((id) => {
          const walkIn = booking(id, { service: 'classic-cut', status: 'confirmed' });
          return store.saveBooking(walkIn, [], null, placeOf(at('09:00:00'))(walkIn));
        }),
      );
      const saved = results.filter((result) => result.outcome === 'saved');
      expect(saved).toHaveLength(free);
      expect(results.filter((result) => result.outcome === 'refused' && result.reason === 'full')).toHaveLength(50 - free);
      const placed = await store.placedBookings(['classic-cut'], '2026-06-16', '2026-06-16');
      expect(new Set(placed.map((b) => b.specialist))).toEqual(new Set(barbers));
    }));

  it('queues a confirmed booking\'s reminder once, even when asked twice at once', () =>
    withStore(async (store) => {
      await store.saveBooking(booking('b-1', { status: 'confirmed' }), [], null, ROOM_ALWAYS);
      await store.saveBooking(booking('b-2', { appointmentDate: '2026-06-20' }), [], null, ROOM_ALWAYS);
      expect((await store.confirmedWithoutReminder('2026-06-15', '2026-06-17')).map((b) => b.id)).toEqual(['b-1']);
      const reminder = (n: number): NewOutboxMessage => ({
        id: `reminder-${n}`,
        kind: 'booking_reminder',
        bookingId: 'b-1',
        messageId: '<reminder-b-1@salon.test>',
        createdAt: at('11:00:00'),
        to: [{ address: 'elira@example.com' }],
        replyTo: null,
        subject: 'Tomorrow',
        text: 'text',
        html: '<p>html</p>',
        headers: {},
        attachments: [],
      });
      const queued = await Promise.all([store.queueReminder('b-1', reminder(1), at('11:00:00')), store.queueReminder('b-1', reminder(2), at('11:00:00'))]);
      expect(queued.filter(Boolean)).toHaveLength(1);
      expect(await store.confirmedWithoutReminder('2026-06-15', '2026-06-17')).toEqual([]);
      expect((await history(store, 'b-1')).map((e) => e.type)).toEqual(['received', 'reminded']);
      expect(await store.queueReminder('b-2', { ...reminder(3), bookingId: 'b-2', messageId: '<reminder-b-2@salon.test>' }, at('11:00:00'))).toBe(false);
    }));

  it('keeps the page-speed figures of real visits, reads them back from a moment on, and forgets the old ones', () =>
    withStore(async (store) => {
      await store.recordVitals([
        { at: at('09:00:00'), route: '/', language: 'sq', metric: 'LCP', value: 1834.5 },
        { at: at('10:00:00'), route: '/booking', language: 'de', metric: 'CLS', value: 0.042 },
        { at: at('10:00:00'), route: '/booking', language: 'de', metric: 'INP', value: 96 },
      ]);
      const since = (time: string) => store.vitalsSince(at(time)).then((rows) => rows.sort((a, b) => a.metric.localeCompare(b.metric)));
      expect(await since('09:30:00')).toEqual([
        { route: '/booking', metric: 'CLS', value: 0.042 },
        { route: '/booking', metric: 'INP', value: 96 },
      ]);
      expect(await since('08:00:00')).toHaveLength(3);
      expect(await store.purgeVitals(at('09:30:00'))).toBe(1);
      expect(await since('08:00:00')).toHaveLength(2);
    }));
});

describe('the PostgreSQL store with several instances', () => {
  it('migrates a new database once when instances start together', async () => {
    const { instances: stores, location: url, dispose } = await databases.PostgreSQL!({ instances: 3 });
    try {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query<{ name: string }>('select name from kysely_migration order by name');
      const photoColumn = await client.query<{ data_type: string }>("select data_type from information_schema.columns where table_name = 'booking_photos' and column_name = 'bytes'");
      await client.end();
      // The names databases already deployed recorded, first: a renamed step would stop them from starting. Every step runs.
      expect(rows.map((r) => r.name)).toEqual(Object.keys(migrationsFor('postgres')).sort());
      expect(rows.map((r) => r.name).slice(0, 7)).toEqual([
        '002-recipient-allowances',
        '2026-11-25-001-initial',
        '2026-11-25-003-failed-mail-acknowledged',
        '2026-11-25-004-one-confirmed-booking-per-slot',
        '2026-11-26-001-house-capacity',
        '2026-11-26-002-booking-revisions',
        '2026-11-26-101-photo-allowances',
      ]);
      expect(photoColumn.rows).toEqual([{ data_type: 'bytea' }]);
      await Promise.all(stores.map((store) => store.oldestQueuedAt()));
    } finally {
      await dispose();
    }
  });

  it('gives each due message to one instance only', async () => {
    const { instances, dispose } = await databases.PostgreSQL!({ instances: 2 });
    const [a, b] = instances as [Store, Store];
    try {
      for (let n = 0; n < 20; n++) await a.saveBooking(booking(`b-${n}`), entries(`b-${n}`, at('10:00:00')), null, ROOM_ALWAYS);
      expect(await b.oldestQueuedAt()).toEqual(at('10:00:00')); // the other instance sees the same queue
      await warmUp(a, b);
      // Both take messages at the same time (four workers' worth each), without marking them
      // sent: what one holds, no other may get.
      const all: string[] = [];
      const take = async (store: Store) => {
        for (;;) {
          const due = await store.dueMessages(at('10:00:01'), 10);
          if (due.length === 0) return;
          all.push(...due.map((m) => m.id));
        }
      };
      await Promise.all([a, b, a, b, a, b, a, b].map(take));
      expect(all).toHaveLength(40);
      expect(new Set(all).size).toBe(40);
    } finally {
      await dispose();
    }
  });

  it('gives a message taken by an instance that never reported back to another once the lease has run out', async () => {
    const { instances, dispose } = await databases.PostgreSQL!({ instances: 2 });
    const [dead, alive] = instances as [Store, Store];
    try {
      await alive.saveBooking(booking('b-1'), entries('b-1', at('10:00:00')).slice(0, 1), null, ROOM_ALWAYS);
      const [taken] = await dead.dueMessages(at('10:00:01'), 10);
      expect(taken!.id).toBe('b-1-business');
      await dead.close(); // it never marks the message
      expect(await alive.dueMessages(new Date(at('10:00:01').getTime() + LEASE_MS - 1), 10)).toEqual([]);
      const [again] = await alive.dueMessages(new Date(at('10:00:01').getTime() + LEASE_MS), 10);
      expect(again).toMatchObject({ id: 'b-1-business', attempts: 0 });
    } finally {
      await dispose();
    }
  });
});
