import BetterSqlite3 from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BookingRequestInput } from '../../core/bookingRequest.ts';
import { buildApp } from '../app.ts';
import { DEFAULT_MAIL_WORKER, loadConfig, type ServerConfig } from '../config.ts';
import { DATABASE_FILE } from '../store/sqliteStore.ts';
import { ROOMY_HOUSE } from './capacity.ts';

/** Monday 15 June 2026, 10:00 in Tirana: the clock of most tests. */
export const TEST_NOW = new Date('2026-06-15T08:00:00Z');

export const NOTIFY_TO = 'desk@aurum-atelier.test';
export const MAIL_FROM = 'Aurum Atelier <bookings@aurum-atelier.test>';

export function tempDataDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'salon-server-test-'));
}

/** The configuration of a test service: temporary data, no site, fast worker, generous rate limits, room for every booking. */
export function testConfig(dataDir: string, overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...loadConfig({ DATA_DIR: dataDir, MAIL_FROM, BOOKING_NOTIFY_TO: NOTIFY_TO, PUBLIC_URL: 'http://salon.test' }, process.cwd()),
    distDir: null,
    mailWorker: { ...DEFAULT_MAIL_WORKER, pollIntervalMs: 50, retryBaseMs: 100, retryMaxMs: 400 },
    rateLimit: { bookingsPerMinute: 1000, newsletterPerMinute: 1000, availabilityPerMinute: 1000, vitalsPerMinute: 30 },
    house: ROOMY_HOUSE,
    pendingRequestsPerAddress: 1000,
    ...overrides,
  };
}

export interface TestService {
  app: FastifyInstance;
  dataDir: string;
  config: ServerConfig;
  /** A read-only connection to the service's database, to see what it stored. */
  db(): BetterSqlite3.Database;
  /** Rows per table. */
  counts(): Record<string, number>;
  /** Closes the app (worker and store) and the test's connection; `keepData` leaves the folder for a restart. */
  close(options?: { keepData?: boolean }): Promise<void>;
}

export async function startService(
  options: { dataDir?: string; smtpPort?: number; now?: () => Date; config?: Partial<ServerConfig>; reminderEveryMs?: number; clockMs?: () => number } = {},
): Promise<TestService> {
  const dataDir = options.dataDir ?? tempDataDir();
  const smtpUrl = options.smtpPort ? `smtp://127.0.0.1:${options.smtpPort}?ignoreTLS=true` : null;
  const config = testConfig(dataDir, { smtpUrl, ...options.config });
  const app = await buildApp(config, {
    now: options.now ?? (() => TEST_NOW),
    ...(options.reminderEveryMs ? { reminderEveryMs: options.reminderEveryMs } : {}),
    ...(options.clockMs ? { clockMs: options.clockMs } : {}),
  });
  await app.ready();
  let connection: BetterSqlite3.Database | null = null;
  const db = () => (connection ??= new BetterSqlite3(path.join(dataDir, DATABASE_FILE), { readonly: true }));
  return {
    app,
    dataDir,
    config,
    db,
    counts() {
      const tables = ['bookings', 'booking_events', 'booking_photos', 'outbox', 'idempotency_keys', 'newsletter_subscribers'];
      return Object.fromEntries(tables.map((t) => [t, (db().prepare(`select count(*) as n from ${t}`).get() as { n: number }).n]));
    },
    async close({ keepData = false } = {}) {
      connection?.close();
      await app.close();
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function bookingRequest(overrides: Partial<BookingRequestInput> = {}): BookingRequestInput {
  return {
    name: 'Elira Hoxha',
    email: 'elira@example.com',
    phone: '+355 69 123 4567',
    service: 'hair-transplant',
    appointment_date: '2026-06-16',
    appointment_time: '10:00',
    notes: null,
    photos: [],
    language: 'en',
    ...overrides,
  };
}

export const photoPayload = (bytes: Buffer, filename = 'photo.jpg', type = 'image/jpeg') => ({ filename, type, content: Array.from(bytes) });

export function postBooking(app: FastifyInstance, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/functions/v1/send-booking-email', headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) });
}

/** Waits until `condition` holds, polling; fails after `timeoutMs`. */
export async function eventually<T>(condition: () => T | Promise<T>, timeoutMs = 5000): Promise<NonNullable<T>> {
  const start = Date.now();
  for (;;) {
    const value = await condition();
    if (value) return value as NonNullable<T>;
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
