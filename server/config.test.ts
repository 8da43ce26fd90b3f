import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOUSE } from '../content/house.ts';
import webpush from 'web-push';
import { ConfigError, loadConfig } from './config.ts';

const VAPID = webpush.generateVAPIDKeys();

const cwd = '/srv/salon';

describe('loadConfig', () => {
  it('has safe defaults for every variable', () => {
    expect(loadConfig({}, cwd)).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.join(cwd, 'data'),
      databaseUrl: null,
      redisUrl: null,
      distDir: path.join(cwd, 'dist'),
      publicUrl: 'http://localhost:3000',
      allowedOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      trustProxy: false,
      smtpUrl: null,
      mailFrom: 'Aurum Atelier <bookings@aurum-atelier.al>',
      bookingNotifyTo: 'hello@aurum-atelier.al',
      businessTimeZone: 'Europe/Tirane',
      bookingHorizonDays: 365,
      receiptsPerAddressPerDay: 3,
      house: HOUSE,
      requestHoldHours: 24,
      pendingRequestsPerAddress: 3,
      photoBytesPerAddressPerDay: 60_000_000,
      diskReserveBytes: 512 * 1024 * 1024,
      linkSecret: null,
      production: false,
      vapidKeys: null,
      businessLanguage: 'en',
      desk: { users: ['hello@aurum-atelier.al'], signInsPerMinute: 10, signInsPerAddress: 5 },
      healthMaxQueueMs: 30 * 60_000,
      logLevel: 'info',
      mailWorker: { pollIntervalMs: 5000, retryBaseMs: 30_000, retryMaxMs: 3_600_000, floodRequestsPerSecond: 20, floodPaceMs: 100, outboxLeaseMs: 120_000, giveUpAfterMs: 3 * 24 * 60 * 60_000 },
      rateLimit: { bookingsPerMinute: 10, newsletterPerMinute: 10, availabilityPerMinute: 120, vitalsPerMinute: 30 },
      clientTimeouts: { headersMs: 15_000, requestMs: 120_000, bodyMinBytesPerSecond: 16_384, bodyGraceMs: 3000, bodyIdleMs: 5000, checkEveryMs: 1000 },
    });
  });

  it('lets the addresses that receive booking requests into the desk unless DESK_USERS names others', () => {
    expect(loadConfig({ BOOKING_NOTIFY_TO: 'Desk <Desk@Aurum-Atelier.al>, owner@aurum-atelier.al' }, cwd).desk.users).toEqual(['desk@aurum-atelier.al', 'owner@aurum-atelier.al']);
    expect(loadConfig({ BOOKING_NOTIFY_TO: 'desk@aurum-atelier.al', DESK_USERS: 'reception@aurum-atelier.al' }, cwd).desk.users).toEqual(['reception@aurum-atelier.al']);
    expect(() => loadConfig({ DESK_USERS: 'reception, nobody' }, cwd)).toThrow('Configuration error: DESK_USERS must be one or more email addresses');
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/salon',
        DIST_DIR: 'build',
        PUBLIC_URL: 'https://aurum-atelier.al/',
        TRUST_PROXY: '2',
        SMTP_URL: 'smtps://user:secret@mail.example.com:465',
        MAIL_FROM: '"Aurum Atelier, Tirana" <bookings@aurum-atelier.al>',
        BOOKING_NOTIFY_TO: 'desk@aurum-atelier.al, owner@aurum-atelier.al',
        BUSINESS_TIMEZONE: 'Europe/Istanbul',
        RATE_LIMIT_BOOKINGS_PER_MINUTE: '30',
        RATE_LIMIT_NEWSLETTER_PER_MINUTE: '5',
        DATABASE_URL: 'postgres://salon:secret@db.internal:5432/salon',
        REDIS_URL: 'redis://redis.internal:6379',
        OUTBOX_LEASE_SECONDS: '30',
        MAIL_RETRY_DAYS: '5',
        PHOTO_MB_PER_ADDRESS_PER_DAY: '30',
        DISK_RESERVE_MB: '1024',
        BOOKING_HORIZON_DAYS: '180',
        ALLOWED_ORIGINS: 'https://aurum-atelier.al, http://localhost:5173/',
        RECEIPTS_PER_ADDRESS_PER_DAY: '5',
        LINK_SECRET: 'k'.repeat(32),
        VAPID_PUBLIC_KEY: VAPID.publicKey,
        VAPID_PRIVATE_KEY: VAPID.privateKey,
        NODE_ENV: 'production',
        BUSINESS_LANGUAGE: 'sq',
        HEALTH_MAX_QUEUE_MINUTES: '90',
        REQUEST_HOLD_HOURS: '48',
        PENDING_REQUESTS_PER_ADDRESS: '2',
        RATE_LIMIT_AVAILABILITY_PER_MINUTE: '60',
        RATE_LIMIT_VITALS_PER_MINUTE: '60',
        DESK_USERS: 'Reception <Reception@Aurum-Atelier.al>, owner@aurum-atelier.al, OWNER@aurum-atelier.al',
        RATE_LIMIT_DESK_SIGN_IN_PER_MINUTE: '20',
        DESK_SIGN_INS_PER_ADDRESS: '3',
        LOG_LEVEL: 'warn',
      },
      cwd,
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/salon',
      distDir: path.join(cwd, 'build'),
      publicUrl: 'https://aurum-atelier.al',
      trustProxy: 2,
      smtpUrl: 'smtps://user:secret@mail.example.com:465',
      mailFrom: '"Aurum Atelier, Tirana" <bookings@aurum-atelier.al>',
      bookingNotifyTo: 'desk@aurum-atelier.al, owner@aurum-atelier.al',
      businessTimeZone: 'Europe/Istanbul',
      rateLimit: { bookingsPerMinute: 30, newsletterPerMinute: 5, availabilityPerMinute: 60, vitalsPerMinute: 60 },
      requestHoldHours: 48,
      pendingRequestsPerAddress: 2,
      databaseUrl: 'postgres://salon:secret@db.internal:5432/salon',
      redisUrl: 'redis://redis.internal:6379',
      mailWorker: expect.objectContaining({ outboxLeaseMs: 30_000, giveUpAfterMs: 5 * 24 * 60 * 60_000 }),
      bookingHorizonDays: 180,
      receiptsPerAddressPerDay: 5,
      photoBytesPerAddressPerDay: 30_000_000,
      diskReserveBytes: 1024 * 1024 * 1024,
      linkSecret: 'k'.repeat(32),
      vapidKeys: VAPID,
      production: true,
      businessLanguage: 'sq',
      desk: { users: ['reception@aurum-atelier.al', 'owner@aurum-atelier.al'], signInsPerMinute: 20, signInsPerAddress: 3 },
      healthMaxQueueMs: 90 * 60_000,
      allowedOrigins: ['https://aurum-atelier.al', 'http://localhost:5173'],
      logLevel: 'warn',
    });
  });

  it('reads a variable set to nothing as unset', () => {
    expect(loadConfig({ PORT: '', LOG_LEVEL: ' ', MAIL_FROM: '' }, cwd)).toEqual(loadConfig({}, cwd));
  });

  it('reads TRUST_PROXY as hops or proxy addresses, never as "trust every hop"', () => {
    const trustProxy = (value: string) => loadConfig({ TRUST_PROXY: value }, cwd).trustProxy;
    expect(trustProxy('off')).toBe(false);
    expect(trustProxy('0')).toBe(false);
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('true')).toBe(1);
    expect(trustProxy('10.0.0.0/8')).toEqual(['10.0.0.0/8']);
    expect(trustProxy(' 127.0.0.1, 10.1.2.3 , fd00::/8,loopback')).toEqual(['127.0.0.1', '10.1.2.3', 'fd00::/8', 'loopback']);
  });

  it('allows the public site’s origin by default, and "*" only when asked', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://aurum-atelier.al/' }, cwd).allowedOrigins).toEqual(['https://aurum-atelier.al']);
    expect(loadConfig({ ALLOWED_ORIGINS: '*' }, cwd).allowedOrigins).toEqual(['*']);
  });

  it('derives PUBLIC_URL from PORT', () => {
    expect(loadConfig({ PORT: '4350' }, cwd).publicUrl).toBe('http://localhost:4350');
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['PORT', { PORT: '80.5' }],
    ['PORT', { PORT: '-1' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'aurum-atelier.al' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'ftp://aurum-atelier.al' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'maybe' }],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.0/33' }],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.1, proxy.local' }],
    ['TRUST_PROXY', { TRUST_PROXY: '99' }],
    ['BOOKING_HORIZON_DAYS', { BOOKING_HORIZON_DAYS: '0' }],
    ['ALLOWED_ORIGINS', { ALLOWED_ORIGINS: 'https://aurum-atelier.al/booking' }],
    ['ALLOWED_ORIGINS', { ALLOWED_ORIGINS: 'aurum-atelier.al' }],
    ['RECEIPTS_PER_ADDRESS_PER_DAY', { RECEIPTS_PER_ADDRESS_PER_DAY: 'many' }],
    ['SMTP_URL', { SMTP_URL: 'mail.example.com:587' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail.example.com' }],
    ['MAIL_FROM', { MAIL_FROM: 'bookings' }],
    ['MAIL_FROM', { MAIL_FROM: 'a@example.com, b@example.com' }],
    ['MAIL_FROM', { MAIL_FROM: 'Aurum <bookings@aurum-atelier.al>\r\nBcc: x@example.com' }],
    ['BOOKING_NOTIFY_TO', { BOOKING_NOTIFY_TO: 'desk@aurum-atelier.al, nobody' }],
    ['BUSINESS_TIMEZONE', { BUSINESS_TIMEZONE: 'Mars/Olympus_Mons' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://salon@localhost/salon' }],
    ['DATABASE_URL', { DATABASE_URL: 'salon@localhost/salon' }],
    ['REDIS_URL', { REDIS_URL: 'http://redis.internal:6379' }],
    ['OUTBOX_LEASE_SECONDS', { OUTBOX_LEASE_SECONDS: '0' }],
    ['OUTBOX_LEASE_SECONDS', { OUTBOX_LEASE_SECONDS: '1.5' }],
    ['RATE_LIMIT_BOOKINGS_PER_MINUTE', { RATE_LIMIT_BOOKINGS_PER_MINUTE: '0' }],
    ['RATE_LIMIT_NEWSLETTER_PER_MINUTE', { RATE_LIMIT_NEWSLETTER_PER_MINUTE: 'lots' }],
    ['LINK_SECRET', { LINK_SECRET: 'short' }],
    ['HEALTH_MAX_QUEUE_MINUTES', { HEALTH_MAX_QUEUE_MINUTES: '0' }],
    ['HEALTH_MAX_QUEUE_MINUTES', { HEALTH_MAX_QUEUE_MINUTES: 'half an hour' }],
    ['BUSINESS_LANGUAGE', { BUSINESS_LANGUAGE: 'fr' }],
    ['MAIL_RETRY_DAYS', { MAIL_RETRY_DAYS: '0' }],
    ['PHOTO_MB_PER_ADDRESS_PER_DAY', { PHOTO_MB_PER_ADDRESS_PER_DAY: '0' }],
    ['DISK_RESERVE_MB', { DISK_RESERVE_MB: 'half' }],
    ['MAIL_RETRY_DAYS', { MAIL_RETRY_DAYS: 'forever' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['VAPID_PUBLIC_KEY', { VAPID_PUBLIC_KEY: VAPID.privateKey, VAPID_PRIVATE_KEY: VAPID.privateKey }],
    ['VAPID_PRIVATE_KEY', { VAPID_PUBLIC_KEY: VAPID.publicKey, VAPID_PRIVATE_KEY: 'not a key' }],
    ['VAPID_PRIVATE_KEY', { VAPID_PUBLIC_KEY: VAPID.publicKey }],
    ['VAPID_PUBLIC_KEY', { VAPID_PRIVATE_KEY: VAPID.privateKey }],
  ])('stops start-up naming %s when it is bad', (variable, env) => {
    let thrown: unknown;
    try {
      loadConfig(env, cwd);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as Error).message).toMatch(new RegExp(`^Configuration error: ${variable} `));
  });

  it('never repeats a bad VAPID private key', () => {
    let message = 'accepted';
    try {
      loadConfig({ VAPID_PUBLIC_KEY: VAPID.publicKey, VAPID_PRIVATE_KEY: `${VAPID.privateKey}xx` }, cwd);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Configuration error: VAPID_PRIVATE_KEY must be a base64url key of 32 bytes/);
    expect(message).not.toContain(VAPID.privateKey);
  });

  it('never repeats a bad DATABASE_URL, which may hold a password', () => {
    const message = (() => {
      try {
        loadConfig({ DATABASE_URL: 'mysql://salon:hunter2@db/salon' }, cwd);
        return 'accepted';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(/^Configuration error: DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//);
    expect(message).not.toContain('hunter2');
  });
});
