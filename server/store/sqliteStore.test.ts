import BetterSqlite3 from 'better-sqlite3';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDataDir } from '../testing/harness.ts';
import { DATABASE_FILE, openSqliteStore } from './sqliteStore.ts';
import type { NewBooking } from './types.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const booking = (id: string, receivedAt: Date): NewBooking => ({
  id,
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
    await again.ping();
    await again.close();
    const db = new BetterSqlite3(path.join(dir, DATABASE_FILE), { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect((db.prepare('select name from kysely_migration').all() as { name: string }[]).map((m) => m.name)).toEqual(['2026-11-21-001-initial']);
    const tables = (db.prepare("select name from sqlite_master where type = 'table' and name not like 'kysely%' and name not like 'sqlite%' order by name").all() as { name: string }[]).map((t) => t.name);
    expect(tables).toEqual(['booking_events', 'booking_photos', 'bookings', 'idempotency_keys', 'newsletter_subscribers', 'outbox']);
    db.close();
  });

  it('keeps an idempotency answer, refuses a second claim of the key, and forgets old answers', async () => {
    const dir = tempDataDir();
    dirs.push(dir);
    const store = await openSqliteStore(dir);
    try {
      const claim = (id: string) => ({ scope: 'send-booking-email', key: 'k-1', requestHash: 'abc', statusCode: 201, body: { id } });
      expect(await store.saveBooking(booking('b-1', new Date('2026-06-01T10:00:00Z')), [], claim('b-1'))).toEqual({ saved: true });
      expect(await store.saveBooking(booking('b-2', new Date('2026-06-01T10:00:01Z')), [], claim('b-2'))).toEqual({
        saved: false,
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
      await store.saveBooking(booking('b-1', new Date('2026-06-01T10:00:00Z')), [], null);
      // The same id again: the bookings insert fails after the claim was written.
      const claim = { scope: 'send-booking-email', key: 'k-2', requestHash: 'def', statusCode: 201, body: { id: 'b-1' } };
      await expect(store.saveBooking(booking('b-1', new Date('2026-06-01T10:00:01Z')), [], claim)).rejects.toThrow(/UNIQUE/);
      expect(await store.findAnswer('send-booking-email', 'k-2')).toBeNull();
    } finally {
      await store.close();
    }
  });
});
