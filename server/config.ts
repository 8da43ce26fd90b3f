import addressparser from 'nodemailer/lib/addressparser';
import path from 'node:path';
import { DEFAULT_BUSINESS_TIMEZONE } from '../core/slots.ts';
import { brand, contact } from '../content/site.ts';

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
}

/** Requests per minute and client address. */
export interface RateLimitConfig {
  bookingsPerMinute: number;
  newsletterPerMinute: number;
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
  /** Take the client address from X-Forwarded-For (only behind a reverse proxy). */
  trustProxy: boolean;
  /** Real SMTP when set (smtp:// or smtps://); otherwise messages are written as .eml files under dataDir/outbox. */
  smtpUrl: string | null;
  /** The sender of every message ("Name <address>"). Never the visitor's address: that would fail SPF. */
  mailFrom: string;
  /** Where booking requests go: one address or a comma-separated list. */
  bookingNotifyTo: string;
  /** IANA time zone the business books in: "today" and "already past" are read in it. */
  businessTimeZone: string;
  mailWorker: MailWorkerConfig;
  rateLimit: RateLimitConfig;
}

export const DEFAULT_MAIL_WORKER: MailWorkerConfig = {
  pollIntervalMs: 5_000,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
  // Real traffic is a few bookings an hour; a newsletter campaign's busiest minute, a few a second.
  floodRequestsPerSecond: 20,
  floodPaceMs: 100,
  outboxLeaseMs: 120_000,
};
export const DEFAULT_RATE_LIMIT: RateLimitConfig = { bookingsPerMinute: 10, newsletterPerMinute: 10 };
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

function parseBoolean(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '') return false;
  if (['1', 'true', 'yes', 'on'].includes(value.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  throw new ConfigError(name, `must be true or false, got "${value}"`);
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

/** Reads the configuration from `env`; throws a ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const port = parsePort(env.PORT, 3000);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(cwd, env.DATA_DIR || 'data'),
    databaseUrl: parseServiceUrl('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:'], 'postgres://salon:password@db.internal:5432/salon'),
    redisUrl: parseServiceUrl('REDIS_URL', env.REDIS_URL, ['redis:', 'rediss:'], 'redis://redis.internal:6379'),
    distDir: path.resolve(cwd, env.DIST_DIR || 'dist'),
    publicUrl: parseUrl('PUBLIC_URL', env.PUBLIC_URL || `http://localhost:${port}`),
    trustProxy: parseBoolean('TRUST_PROXY', env.TRUST_PROXY),
    smtpUrl: parseSmtpUrl(env.SMTP_URL),
    mailFrom: parseMailboxes('MAIL_FROM', env.MAIL_FROM || DEFAULT_MAIL_FROM, { single: true }),
    bookingNotifyTo: parseMailboxes('BOOKING_NOTIFY_TO', env.BOOKING_NOTIFY_TO || contact.email, { single: false }),
    businessTimeZone: parseTimeZone(env.BUSINESS_TIMEZONE),
    mailWorker: { ...DEFAULT_MAIL_WORKER, outboxLeaseMs: parseSeconds('OUTBOX_LEASE_SECONDS', env.OUTBOX_LEASE_SECONDS, DEFAULT_MAIL_WORKER.outboxLeaseMs) },
    rateLimit: {
      bookingsPerMinute: parseRate('RATE_LIMIT_BOOKINGS_PER_MINUTE', env.RATE_LIMIT_BOOKINGS_PER_MINUTE, DEFAULT_RATE_LIMIT.bookingsPerMinute),
      newsletterPerMinute: parseRate('RATE_LIMIT_NEWSLETTER_PER_MINUTE', env.RATE_LIMIT_NEWSLETTER_PER_MINUTE, DEFAULT_RATE_LIMIT.newsletterPerMinute),
    },
  };
}
