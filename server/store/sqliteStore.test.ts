import BetterSqlite3 from 'better-sqlite3';
import { rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_OPTIONAL_TEXT } from '../../core/bookingFields.ts';
import { tempDataDir } from '../testing/harness.ts';
import { migrationsFor } from './migrations.ts';
import { DATABASE_FILE, openSqliteStore } from './sqliteStore.ts';
import type { NewBooking } from './types.ts';
import { ROOM_ALWAYS } from '../testing/capacity.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const booking = (id: string, receivedAt: Date): NewBooking => ({
  ...NO_OPTIONAL_TEXT,
  id,
  guests: null,
  specialist: null,
  specialistChosen: false,
  visitorKey: null,
  receivedAt,
  status: 'received',
  name: 'Elira',
  email: 'elira@example.com',
  phone: null,
  service: 'classic-cut',
  appointmentDate: '2026-06-16',
  appointmentTime: '10:00',
  notes: null,
  language: 'en',
  photoConsent: null,
  photos: [],
});

describe('the SQLite store', () => {
  it('creates the schema once, in WAL mode, and opens an existing database without migrating again', async () => {
    const dir = tempDataDir();
    dirs.push(dir);
    await (await openSqliteStore(dir)).close();
    const again = await openSqliteStore(dir);
    await again.oldestQueuedAt();
    await again.close();
    const db = new BetterSqlite3(path.join(dir, DATABASE_FILE), { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    // The names databases already deployed recorded, first: a renamed step would stop them from starting. Every step runs.
    const recorded = (db.prepare('select name from kysely_migration order by name').all() as { name: string }[]).map((m) => m.name);
    expect(recorded).toEqual(Object.keys(migrationsFor('sqlite')).sort());
    expect(recorded.slice(0, 8)).toEqual([
      '2026-11-21-001-initial',
      '2026-11-23-001-outbox-content-composed-when-sent',
      '2026-11-25-001-recipient-allowances',
      '2026-11-25-003-failed-mail-acknowledged',
      '2026-11-25-004-one-confirmed-booking-per-slot',
      '2026-11-26-001-house-capacity',
      '2026-11-26-002-booking-revisions',
      '2026-11-26-101-photo-allowances',
    ]);
    const tables = (db.prepare("select name from sqlite_master where type = 'table' and name not like 'kysely%' and name not like 'sqlite%' order by name").all() as { name: string }[]).map((t) => t.name);
    expect(tables).toEqual(['booking_events', 'booking_photos', 'bookings', 'calendar_feeds', 'closures', 'desk_challenges', 'desk_passkeys', 'desk_push_subscriptions', 'desk_sessions', 'desk_staff', 'desk_used_links', 'health_probe', 'idempotency_keys', 'newsletter_subscribers', 'outbox', 'photo_allowances', 'recipient_allowances', 'web_vitals']);
    db.close();
  });

  it('keeps an idempotency answer, refuses a second claim of the key, and forgets old answers', async () => {
    const dir = tempDataDir();
    dirs.push(dir);
    const store = await openSqliteStore(dir);
    try {
      const claim = (id: string) => ({ scope: 'send-booking-email', key: 'k-1', requestHash: 'abc', statusCode: 201, body: { id } });
      expect(await store.saveBooking(booking('b-1', new Date('2026-06-01T10:00:00Z')), [], claim('b-1'), ROOM_ALWAYS)).toEqual({ outcome: 'saved', specialist: null });
      expect(await store.saveBooking(booking('b-2', new Date('2026-06-01T10:00:01Z')), [], claim('b-2'), ROOM_ALWAYS)).toEqual({
        outcome: 'replayed',
        answer: { requestHash: 'abc', statusCode: 201, body: { id: 'b-1' } },
      });
      expect(await store.findAnswer('send-booking-email', 'k-1')).toMatchObject({ body: { id: 'b-1' } });
      expect(await store.purgeAnswers(new Date('2026-06-01T09:00:00Z'))).toBe(0);
      expect(await store.purgeAnswers(new Date('2026-06-09T00:00:00Z'))).toBe(1);
      expect(await store.findAnswer('send-booking-email', 'k-1')).toBeNull();
    } finally {
      await store.close();
    }
  });

  it('stores a booking all or nothing: a failed write leaves neither the booking nor its idempotency claim', async () => {
    const dir = tempDataDir();
    dirs.push(dir);
    const store = await openSqliteStore(dir);
    try {
      await store.saveBooking(booking('b-1', new Date('2026-06-01T10:00:00Z')), [], null, ROOM_ALWAYS);
      // The same id again: the bookings insert fails after the claim was written.
      const claim = { scope: 'send-booking-email', key: 'k-2', requestHash: 'def', statusCode: 201, body: { id: 'b-1' } };
      await expect(store.saveBooking(booking('b-1', new Date('2026-06-01T10:00:01Z')), [], claim, ROOM_ALWAYS)).rejects.toThrow(/UNIQUE/);
      expect(await store.findAnswer('send-booking-email', 'k-2')).toBeNull();
    } finally {
      await store.close();
    }
  });

  it('stores bookings that arrive together, and a failing one takes none of the others with it', async () => {
    const dir = tempDataDir();
    dirs.push(dir);
    const store = await openSqliteStore(dir);
    try {
      const at = new Date('2026-06-01T10:00:00Z');
      const claim = (key: string, id: string) => ({ scope: 'send-booking-email', key, requestHash: key, statusCode: 201, body: { id } });
      await store.saveBooking(booking('b-taken', at), [], null, ROOM_ALWAYS);
      const outcomes = await Promise.allSettled([
        store.saveBooking(booking('b-1', at), [], claim('k-1', 'b-1'), ROOM_ALWAYS),
        store.saveBooking(booking('b-taken', at), [], claim('k-2', 'b-taken'), ROOM_ALWAYS), // fails after its claim was written
        store.saveBooking(booking('b-3', at), [], claim('k-3', 'b-3'), ROOM_ALWAYS),
        store.saveBooking(booking('b-4', at), [], claim('k-1', 'b-4'), ROOM_ALWAYS), // a repeat of the first: gets its answer
      ]);
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
      expect(String((outcomes[1] as PromiseRejectedResult).reason)).toMatch(/UNIQUE/);
      expect((outcomes[3] as PromiseFulfilledResult<unknown>).value).toEqual({ outcome: 'replayed', answer: { requestHash: 'k-1', statusCode: 201, body: { id: 'b-1' } } });
      expect(await store.findAnswer('send-booking-email', 'k-2')).toBeNull();
      const db = new BetterSqlite3(path.join(dir, DATABASE_FILE), { readonly: true });
      expect((db.prepare('select id from bookings order by id').all() as { id: string }[]).map((r) => r.id)).toEqual(['b-1', 'b-3', 'b-taken']);
      db.close();
    } finally {
      await store.close();
    }
  });

  it('keeps the write-ahead log to a few megabytes however much is written', async () => {
    const dir = tempDataDir();
    dirs.push(dir);
    const store = await openSqliteStore(dir);
    try {
      const photo = { filename: 'p.jpg', contentType: 'image/jpeg', width: 1, height: 1, bytes: new Uint8Array(600_000) };
      // 60 MB of photos, ten to a booking, as the busiest visitors send them.
      for (let n = 0; n < 10; n++) {
        const received = new Date('2026-06-01T10:00:00Z');
        await store.saveBooking({ ...booking(`b-${n}`, received), photoConsent: { version: 'v1', givenAt: received }, photos: Array(10).fill(photo) }, [], null, ROOM_ALWAYS);
      }
      // SQLite folds the log back into the database every thousand pages (4 MB); one booking's transaction may run past that.
      expect(statSync(path.join(dir, `${DATABASE_FILE}-wal`)).size).toBeLessThan(12 * 1024 * 1024);
    } finally {
      await store.close();
    }
  });

  it('keeps a message queued before the outbox change, with its content, and queues new booking messages without content', async () => {
    const dir = tempDataDir();
    dirs.push(dir);
    // A database as the first release left it: only the initial migration, one composed message waiting.
    const first = new BetterSqlite3(path.join(dir, DATABASE_FILE));
    const initial = { '2026-11-21-001-initial': migrationsFor('sqlite')['2026-11-21-001-initial']! };
    const old = new Kysely<unknown>({ dialect: new SqliteDialect({ database: first }) });
    expect((await new Migrator({ db: old, provider: { getMigrations: async () => initial } }).migrateToLatest()).error).toBeUndefined();
    first
      .prepare(
        `insert into outbox (id, kind, booking_id, message_id, to_addresses, reply_to, subject, text_body, html_body, headers, attachments, created_at, next_attempt_at)
         values ('m-old', 'newsletter_confirmation', null, '<m-old@x.test>', '[{"address":"anna@example.com"}]', null, 'Please confirm', 'Text', '<p>Html</p>', '{}', '[]', '2026-06-01T10:00:00.000Z', '2026-06-01T10:00:00.000Z')`,
      )
      .run();
    await old.destroy();

    const store = await openSqliteStore(dir);
    try {
      const [queued] = await store.dueMessages(new Date('2026-06-01T11:00:00Z'), 10);
      expect(queued).toMatchObject({ id: 'm-old', messageId: '<m-old@x.test>', attempts: 0 });
      expect(queued!.content).toEqual({ to: [{ address: 'anna@example.com' }], replyTo: null, subject: 'Please confirm', text: 'Text', html: '<p>Html</p>', headers: {}, attachments: [] });

      const received = new Date('2026-06-01T10:30:00Z');
      const photo = { filename: 'crown.jpg', contentType: 'image/jpeg', width: 4, height: 4, bytes: new Uint8Array([1, 2, 3]) };
      const withPhotos = { ...booking('b-1', received), photoConsent: { version: 'v1', givenAt: received }, photos: [photo, photo] };
      const entry = { id: 'm-new', kind: 'booking_business' as const, bookingId: 'b-1', messageId: '<m-new@x.test>', createdAt: received };
      await store.saveBooking(withPhotos, [entry], null, ROOM_ALWAYS);
      const due = await store.dueMessages(new Date('2026-06-01T11:00:00Z'), 10);
      expect(due.find((m) => m.id === 'm-new')).toEqual({ ...entry, attempts: 0, content: null });
      // toEqual takes `photos: undefined` as absent: every field but the photos' bytes, their count and sizes.
      expect(await store.bookingForMail('b-1')).toEqual({ ...withPhotos, photos: undefined, calendarSequence: 0, proposalRound: 0, photoCount: 2, photoBytes: [3, 3] });
      expect(await store.bookingForMail('missing')).toBeNull();
    } finally {
      await store.close();
    }
  });
});

describe('recipient allowances', () => {
  it('counts messages per mailbox and day up to the allowance, atomically, and forgets past days', async () => {
    const dir = tempDataDir();
    dirs.push(dir);
    const store = await openSqliteStore(dir);
    try {
      const taken = await Promise.all(Array.from({ length: 5 }, () => store.takeRecipientAllowance('k1', '2026-06-15', 3)));
      expect(taken.filter(Boolean)).toHaveLength(3);
      expect(await store.takeRecipientAllowance('k2', '2026-06-15', 3)).toBe(true); // another mailbox
      expect(await store.takeRecipientAllowance('k1', '2026-06-16', 3)).toBe(true); // the next day
      expect(await store.purgeRecipientAllowances('2026-06-16')).toBe(2);
      expect(await store.takeRecipientAllowance('k1', '2026-06-16', 1)).toBe(false);
    } finally {
      await store.close();
    }
  });
});
