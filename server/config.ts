import addressparser from 'nodemailer/lib/addressparser';
import { isIP } from 'node:net';
import path from 'node:path';
import { BOOKING_LIMITS } from '../core/bookingLimits.ts';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../core/languages.ts';
import { DEFAULT_BUSINESS_TIMEZONE } from '../core/slots.ts';
import { brand, contact } from '../content/site.ts';
import { HOUSE } from '../content/house.ts';
import { DEFAULT_REQUEST_HOLD_HOURS, type House } from '../core/house.ts';

/** How the outbox worker paces itself. Tests shorten these; production keeps the defaults. */
export interface MailWorkerConfig {
  /** How often the worker looks for due messages when nothing wakes it (a new booking does). */
  pollIntervalMs: number;
  /** Delay before the first retry; each further retry doubles it, with random jitter. */
  retryBaseMs: number;
  /** The longest delay between two attempts. */
  retryMaxMs: number;
  /**
   * Bookings and newsletter sign-ups queuing mail faster than this (a second) mean a flood: the
   * worker then sends one message per floodPaceMs and leaves the CPU to the answers (OutboxWorker).
   */
  floodRequestsPerSecond: number;
  floodPaceMs: number;
  /**
   * With PostgreSQL: how long a message one instance took stays its own. If that instance dies
   * while sending, another sends the message once this has passed. Longer than one message's
   * sending (the SMTP time-outs add up to 90 s).
   */
  outboxLeaseMs: number;
  /**
   * A message still refused for now (4xx, no connection) this long after it was queued is given up:
   * it becomes failed, like one refused for good, and is retried no more.
   */
  giveUpAfterMs: number;
}

/** See ServerConfig.trustProxy; Fastify's trustProxy option takes each form as it is. */
export type TrustProxy = false | number | string[];

/**
 * How long a client may take to send its request: slow and silent connections are cut off so they
 * hold no memory, socket or upload slot for long. Tests shorten these; production keeps the defaults.
 */
export interface ClientTimeoutConfig {
  /** The request line and headers must arrive within this (Node answers 408 otherwise). */
  headersMs: number;
  /** The whole request, body included, must arrive within this (Node answers 408 otherwise). */
  requestMs: number;
  /** Once a body has begun, it must arrive at least this fast on average from its first byte, */
  bodyMinBytesPerSecond: number;
  /** judged from this long after it began (the first round trips of a slow phone are slow). */
  bodyGraceMs: number;
  /** A body in progress that sends nothing for this long is cut off, however much it sent before. */
  bodyIdleMs: number;
  /** How often Node's server and the body reader look at the clocks above. */
  checkEveryMs: number;
}

/** Requests per minute and client address. */
export interface RateLimitConfig {
  bookingsPerMinute: number;
  newsletterPerMinute: number;
  /** The form asks again at each change of service, date, guests or barber. */
  availabilityPerMinute: number;
}

/** Everything the service reads from its environment, parsed and checked in one place. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Database file and mail outbox live here. */
  dataDir: string;
  /** PostgreSQL (postgres://) instead of the SQLite file under dataDir, for several instances on one database. */
  databaseUrl: string | null;
  /** Redis (redis://) where instances share their rate-limit counters; null: each instance counts alone. */
  redisUrl: string | null;
  /** The built website (vite build output); null serves the functions API only (tests). */
  distDir: string | null;
  /** The site's public address, for links in messages. */
  publicUrl: string;
  /** Origins whose pages may call the functions from a browser (CORS); "*" for any. */
  allowedOrigins: string[];
  /**
   * Whom to believe about the client's address in X-Forwarded-For: false (nobody: the address is
   * the connection's), a number of proxy hops in front of the service, or the proxies' addresses
   * and CIDR ranges. Never "everybody": the left-most entry is whatever the client wrote.
   */
  trustProxy: TrustProxy;
  /** Real SMTP when set (smtp:// or smtps://); otherwise messages are written as .eml files under dataDir/outbox. */
  smtpUrl: string | null;
  /** The sender of every message ("Name <address>"). Never the visitor's address: that would fail SPF. */
  mailFrom: string;
  /** Where booking requests go: one address or a comma-separated list. */
  bookingNotifyTo: string;
  /** IANA time zone the business books in: "today" and "already past" are read in it. */
  businessTimeZone: string;
  /** How many days ahead an appointment may be asked for (retention counts from its date). */
  bookingHorizonDays: number;
  /** Receipts to one visitor address (normalised, see recipientKey.ts) a day; more bookings are stored but not acknowledged by mail. */
  receiptsPerAddressPerDay: number;
  /** Who and what serves each service (content/house.ts); tests may give a house of their own. */
  house: House;
  /** Hours a request keeps its place while the business has not answered it. */
  requestHoldHours: number;
  /** Requests one visitor address may have waiting for an answer at once; one more answers 429. */
  pendingRequestsPerAddress: number;
  /** Photo bytes (as stored) one client address may send a day; beyond it, bookings with photos get 429. */
  photoBytesPerAddressPerDay: number;
  /** Free space DATA_DIR's disk keeps: a booking's photos that would leave less are refused (503), bookings without photos still pass. */
  diskReserveBytes: number;
  /** Signs the links in messages (server/links); null: generated into dataDir, outside production. */
  linkSecret: string | null;
  /** NODE_ENV=production: settings that have a development default (LINK_SECRET) must be given. */
  production: boolean;
  /** The language of the business's messages and of the pages its links open. */
  businessLanguage: Language;
  /** /healthz answers 503 once the oldest message still waiting to be sent is older than this. */
  healthMaxQueueMs: number;
  mailWorker: MailWorkerConfig;
  rateLimit: RateLimitConfig;
  clientTimeouts: ClientTimeoutConfig;
}

export const DEFAULT_MAIL_RETRY_DAYS = 3;
export const DEFAULT_MAIL_WORKER: MailWorkerConfig = {
  pollIntervalMs: 5_000,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
  // Real traffic is a few bookings an hour; a newsletter campaign's busiest minute, a few a second.
  floodRequestsPerSecond: 20,
  floodPaceMs: 100,
  outboxLeaseMs: 120_000,
  // A weekend's relay outage, noticed (HEALTH_MAX_QUEUE_MINUTES) and mended, still delivers.
  giveUpAfterMs: DEFAULT_MAIL_RETRY_DAYS * 24 * 60 * 60_000,
};
export const DEFAULT_CLIENT_TIMEOUTS: ClientTimeoutConfig = {
  headersMs: 15_000,
  // A few-MB booking from a phone on a poor connection takes well under a minute.
  requestMs: 120_000,
  // 16 KiB/s is a tenth of a poor 3G link; a photo body of 1 MB needs a minute at that rate.
  bodyMinBytesPerSecond: 16 * 1024,
  bodyGraceMs: 3_000,
  bodyIdleMs: 5_000,
  checkEveryMs: 1_000,
};
export const DEFAULT_RATE_LIMIT: RateLimitConfig = { bookingsPerMinute: 10, newsletterPerMinute: 10, availabilityPerMinute: 120 };
/** A visitor books a few times a year; a handful a day to one address is already unusual. */
export const DEFAULT_RECEIPTS_PER_ADDRESS_PER_DAY = 3;
export const DEFAULT_PENDING_REQUESTS_PER_ADDRESS = 3;
/** Ten bookings a day with ten photos each at the stored bound (600 kB): more than any visitor sends. */
export const DEFAULT_PHOTO_MB_PER_ADDRESS_PER_DAY = 60;
/** Room for the database to keep working (its log, the outbox) well after photos stop being taken. */
export const DEFAULT_DISK_RESERVE_MB = 512;
/** Longer than a few retries of a passing SMTP outage (30 s doubling), short enough to be noticed the same morning. */
export const DEFAULT_HEALTH_MAX_QUEUE_MINUTES = 30;
export const DEFAULT_MAIL_FROM = `${brand.name} <bookings@aurum-atelier.al>`;

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Configuration error: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!/^\d+$/.test(value) || !Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError('PORT', `must be a whole number from 0 to 65535, got "${value}"`);
  }
  return port;
}

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * "1" or "2" (proxy hops), "10.0.0.0/8, 127.0.0.1" (the proxies' addresses), "true" (one hop, the
 * common single reverse proxy), or off. Trusting every hop would let a client choose its own
 * address, and with it its rate-limit key, by writing the first X-Forwarded-For entry itself.
 */
function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || ['0', 'false', 'no', 'off'].includes(text.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(text.toLowerCase())) return 1;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new ConfigError('TRUST_PROXY', `must be a number of proxy hops from 1 to 10, got "${value}"`);
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined) {
    throw new ConfigError('TRUST_PROXY', `must be off, a number of proxy hops, or proxy addresses and CIDR ranges such as 10.0.0.0/8; "${bad}" is none of these`);
  }
  return entries;
}

function parseWholeNumber(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < min || number > max) throw new ConfigError(name, `must be a whole number from ${min} to ${max}, got "${value}"`);
  return number;
}

/** "https://a.example, http://localhost:5173" → origins; "*" alone allows any. */
function parseOrigins(value: string): string[] {
  if (value.trim() === '*') return ['*'];
  return value.split(',').map((entry) => {
    const text = entry.trim();
    try {
      const url = new URL(text);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === text.replace(/\/$/, '')) return url.origin;
    } catch {
      // reported below
    }
    throw new ConfigError('ALLOWED_ORIGINS', `must be "*" or origins such as https://aurum-atelier.al (scheme, host and port, no path), got "${text}"`);
  });
}

function parseUrl(name: string, value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    return url.origin + url.pathname.replace(/\/$/, '');
  } catch {
    throw new ConfigError(name, `must be an http(s) URL, got "${value}"`);
  }
}

function parseSmtpUrl(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError('SMTP_URL', 'must be a URL such as smtp://user:password@mail.example.com:587');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new ConfigError('SMTP_URL', `must start with smtp:// or smtps://, got "${url.protocol}//"`);
  if (!url.hostname) throw new ConfigError('SMTP_URL', 'must name a host');
  return value;
}

const SIMPLE_ADDRESS = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]+$/;

/** Mailboxes of an address header value, each checked; throws naming the variable. */
function parseMailboxes(name: string, value: string, { single }: { single: boolean }): string {
  if (/[\r\n]/.test(value)) throw new ConfigError(name, 'must not contain line breaks');
  const mailboxes = addressparser(value, { flatten: true });
  const bad = mailboxes.find((m) => !m.address || !SIMPLE_ADDRESS.test(m.address));
  if (mailboxes.length === 0 || bad) throw new ConfigError(name, `must be ${single ? 'an email address' : 'one or more email addresses'}, got "${value}"`);
  if (single && mailboxes.length > 1) throw new ConfigError(name, `must be a single address, got "${value}"`);
  return value.trim();
}

/** A connection URL with one of `protocols`; the message never repeats it, as it may hold a password. */
function parseServiceUrl(name: string, value: string | undefined, protocols: string[], example: string): string | null {
  if (value === undefined || value === '') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(name, `must be a URL such as ${example}`);
  }
  if (!protocols.includes(url.protocol)) throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}, got "${url.protocol}//"`);
  if (!url.hostname) throw new ConfigError(name, 'must name a host');
  return value;
}

function parseSeconds(name: string, value: string | undefined, fallbackMs: number): number {
  if (value === undefined || value === '') return fallbackMs;
  const seconds = Number(value);
  if (!/^\d+$/.test(value) || seconds < 1 || seconds > 86_400) throw new ConfigError(name, `must be a whole number of seconds from 1 to 86400, got "${value}"`);
  return seconds * 1000;
}

function parseRate(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const rate = Number(value);
  if (!/^\d+$/.test(value) || rate < 1 || rate > 100_000) throw new ConfigError(name, `must be a whole number from 1 to 100000, got "${value}"`);
  return rate;
}

function parseTimeZone(value: string | undefined): string {
  if (value === undefined || value === '') return DEFAULT_BUSINESS_TIMEZONE;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    throw new ConfigError('BUSINESS_TIMEZONE', `must be an IANA time zone such as Europe/Tirane, got "${value}"`);
  }
}

function parseLinkSecret(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  if (value.length < 32) throw new ConfigError('LINK_SECRET', 'must be at least 32 characters (for example: openssl rand -base64 32)');
  return value;
}

function parseLanguage(name: string, value: string | undefined): Language {
  if (value === undefined || value === '') return DEFAULT_LANGUAGE;
  if (!isLanguage(value)) throw new ConfigError(name, `must be one of ${LANGUAGES.join(', ')}, got "${value}"`);
  return value;
}

/** Reads the configuration from `env`; throws a ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const port = parsePort(env.PORT, 3000);
  const publicUrl = parseUrl('PUBLIC_URL', env.PUBLIC_URL || `http://localhost:${port}`);
  // Without a PUBLIC_URL (development), the site is opened as localhost or as 127.0.0.1, the default HOST.
  const ownOrigins = env.PUBLIC_URL ? new URL(publicUrl).origin : `http://localhost:${port}, http://127.0.0.1:${port}`;
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(cwd, env.DATA_DIR || 'data'),
    databaseUrl: parseServiceUrl('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:'], 'postgres://salon:password@db.internal:5432/salon'),
    redisUrl: parseServiceUrl('REDIS_URL', env.REDIS_URL, ['redis:', 'rediss:'], 'redis://redis.internal:6379'),
    distDir: path.resolve(cwd, env.DIST_DIR || 'dist'),
    publicUrl,
    allowedOrigins: parseOrigins(env.ALLOWED_ORIGINS?.trim() || ownOrigins),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    smtpUrl: parseSmtpUrl(env.SMTP_URL),
    mailFrom: parseMailboxes('MAIL_FROM', env.MAIL_FROM || DEFAULT_MAIL_FROM, { single: true }),
    bookingNotifyTo: parseMailboxes('BOOKING_NOTIFY_TO', env.BOOKING_NOTIFY_TO || contact.email, { single: false }),
    businessTimeZone: parseTimeZone(env.BUSINESS_TIMEZONE),
    bookingHorizonDays: parseWholeNumber('BOOKING_HORIZON_DAYS', env.BOOKING_HORIZON_DAYS, BOOKING_LIMITS.appointmentHorizonDays, 1, 3650),
    linkSecret: parseLinkSecret(env.LINK_SECRET),
    production: env.NODE_ENV === 'production',
    businessLanguage: parseLanguage('BUSINESS_LANGUAGE', env.BUSINESS_LANGUAGE),
    healthMaxQueueMs: parseWholeNumber('HEALTH_MAX_QUEUE_MINUTES', env.HEALTH_MAX_QUEUE_MINUTES, DEFAULT_HEALTH_MAX_QUEUE_MINUTES, 1, 10_080) * 60_000,
    photoBytesPerAddressPerDay:
      parseWholeNumber('PHOTO_MB_PER_ADDRESS_PER_DAY', env.PHOTO_MB_PER_ADDRESS_PER_DAY, DEFAULT_PHOTO_MB_PER_ADDRESS_PER_DAY, 1, 100_000) * 1_000_000,
    diskReserveBytes: parseWholeNumber('DISK_RESERVE_MB', env.DISK_RESERVE_MB, DEFAULT_DISK_RESERVE_MB, 0, 1_000_000) * 1024 * 1024,
    receiptsPerAddressPerDay: parseWholeNumber('RECEIPTS_PER_ADDRESS_PER_DAY', env.RECEIPTS_PER_ADDRESS_PER_DAY, DEFAULT_RECEIPTS_PER_ADDRESS_PER_DAY, 1, 1000),
    mailWorker: {
      ...DEFAULT_MAIL_WORKER,
      outboxLeaseMs: parseSeconds('OUTBOX_LEASE_SECONDS', env.OUTBOX_LEASE_SECONDS, DEFAULT_MAIL_WORKER.outboxLeaseMs),
      giveUpAfterMs: parseWholeNumber('MAIL_RETRY_DAYS', env.MAIL_RETRY_DAYS, DEFAULT_MAIL_RETRY_DAYS, 1, 30) * 24 * 60 * 60_000,
    },
    house: HOUSE,
    requestHoldHours: parseWholeNumber('REQUEST_HOLD_HOURS', env.REQUEST_HOLD_HOURS, DEFAULT_REQUEST_HOLD_HOURS, 1, 24 * 14),
    pendingRequestsPerAddress: parseWholeNumber('PENDING_REQUESTS_PER_ADDRESS', env.PENDING_REQUESTS_PER_ADDRESS, DEFAULT_PENDING_REQUESTS_PER_ADDRESS, 1, 1000),
    clientTimeouts: { ...DEFAULT_CLIENT_TIMEOUTS },
    rateLimit: {
      bookingsPerMinute: parseRate('RATE_LIMIT_BOOKINGS_PER_MINUTE', env.RATE_LIMIT_BOOKINGS_PER_MINUTE, DEFAULT_RATE_LIMIT.bookingsPerMinute),
      newsletterPerMinute: parseRate('RATE_LIMIT_NEWSLETTER_PER_MINUTE', env.RATE_LIMIT_NEWSLETTER_PER_MINUTE, DEFAULT_RATE_LIMIT.newsletterPerMinute),
      availabilityPerMinute: parseRate('RATE_LIMIT_AVAILABILITY_PER_MINUTE', env.RATE_LIMIT_AVAILABILITY_PER_MINUTE, DEFAULT_RATE_LIMIT.availabilityPerMinute),
    },
  };
}
