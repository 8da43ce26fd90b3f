import addressparser from 'nodemailer/lib/addressparser';
import path from 'node:path';
import { z } from 'zod';
import { BOOKING_LIMITS } from '../core/bookingLimits.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../core/languages.ts';
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

/** A VAPID key pair as web-push reads it: an uncompressed P-256 public key and its private key, base64url. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

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
  /** Page-speed reports: a visitor sends one per page view. */
  vitalsPerMinute: number;
}

/** Who may use the front desk, and how often one may try to sign in. */
export interface DeskConfig {
  /** The staff's addresses, in lower case: only these receive sign-in links, and a session of any other address lets nobody in. */
  users: string[];
  /** Sign-in requests (links asked for, links redeemed, passkey sign-ins) a minute per client address. */
  signInsPerMinute: number;
  /** Sign-in requests per staff address in each DESK_SIGN_IN_WINDOW, counted in the database across instances. */
  signInsPerAddress: number;
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
  /** The Web Push key pair (base64url) that signs the desk's alerts; null: generated into dataDir (server/desk/vapidKeys.ts). */
  vapidKeys: VapidKeys | null;
  /** The language of the business's messages and of the pages its links open. */
  businessLanguage: Language;
  desk: DeskConfig;
  /** /healthz answers 503 once the oldest message still waiting to be sent is older than this. */
  healthMaxQueueMs: number;
  /** pino's level for the service's log. */
  logLevel: LogLevel;
  mailWorker: MailWorkerConfig;
  rateLimit: RateLimitConfig;
  clientTimeouts: ClientTimeoutConfig;
}

const DAY_MS = 24 * 60 * 60_000;

export const DEFAULT_MAIL_WORKER: MailWorkerConfig = {
  pollIntervalMs: 5_000,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
  // Real traffic is a few bookings an hour; a newsletter campaign's busiest minute, a few a second.
  floodRequestsPerSecond: 20,
  floodPaceMs: 100,
  outboxLeaseMs: 120_000,
  // A weekend's relay outage, noticed (HEALTH_MAX_QUEUE_MINUTES) and mended, still delivers.
  giveUpAfterMs: 3 * DAY_MS,
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

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Configuration error: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

/** A variable's text, or the message saying what it must be (given the text as it was set). */
type Reading<T> = { value: T } | { problem: string };

/** A variable read by `read`; what it refuses becomes the variable's one-line error. */
function variable<T>(read: (text: string) => Reading<T>) {
  return z.string().transform((text, context): T => {
    const reading = read(text);
    if ('value' in reading) return reading.value;
    context.issues.push({ code: 'custom', input: text, message: reading.problem });
    return z.NEVER;
  });
}

const wholeNumber = (min: number, max: number) =>
  variable((text) => {
    const number = Number(text);
    return /^\d+$/.test(text) && number >= min && number <= max ? { value: number } : { problem: `must be a whole number from ${min} to ${max}, got "${text}"` };
  });

/** A connection URL with one of `protocols`; the message never repeats it, as it may hold a password. */
const serviceUrl = (protocols: string[], example: string) =>
  variable((text) => {
    if (!URL.canParse(text)) return { problem: `must be a URL such as ${example}` };
    const url = new URL(text);
    if (!protocols.includes(url.protocol)) return { problem: `must start with ${protocols.map((p) => `${p}//`).join(' or ')}, got "${url.protocol}//"` };
    return url.hostname ? { value: text } : { problem: 'must name a host' };
  });

const SIMPLE_ADDRESS = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]+$/;

/** The value of an address header, each mailbox checked. */
const mailboxes = ({ single }: { single: boolean }) =>
  variable((text) => {
    if (/[\r\n]/.test(text)) return { problem: 'must not contain line breaks' };
    const found = addressparser(text, { flatten: true });
    if (found.length === 0 || found.some((m) => !m.address || !SIMPLE_ADDRESS.test(m.address))) {
      return { problem: `must be ${single ? 'an email address' : 'one or more email addresses'}, got "${text}"` };
    }
    return single && found.length > 1 ? { problem: `must be a single address, got "${text}"` } : { value: text.trim() };
  });

const httpUrl = variable((text) => {
  const url = URL.canParse(text) ? new URL(text) : null;
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') return { problem: `must be an http(s) URL, got "${text}"` };
  return { value: url.origin + url.pathname.replace(/\/$/, '') };
});

/** "https://a.example, http://localhost:5173" → origins; "*" alone allows any. */
const origins = variable((text) => {
  if (text.trim() === '*') return { value: ['*'] };
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => {
    const url = URL.canParse(entry) ? new URL(entry) : null;
    return !url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== entry.replace(/\/$/, '');
  });
  if (bad === undefined) return { value: entries.map((entry) => new URL(entry).origin) };
  return { problem: `must be "*" or origins such as https://aurum-atelier.al (scheme, host and port, no path), got "${bad}"` };
});

/** A proxy's address or range, or one of proxy-addr's names for ranges. */
const proxyAddress = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6(), z.enum(['loopback', 'linklocal', 'uniquelocal'])]);

/**
 * "1" or "2" (proxy hops), "10.0.0.0/8, 127.0.0.1" (the proxies' addresses), "true" (one hop, the
 * common single reverse proxy), or off. Trusting every hop would let a client choose its own
 * address, and with it its rate-limit key, by writing the first X-Forwarded-For entry itself.
 */
const trustProxy = variable<TrustProxy>((text) => {
  const setting = text.trim().toLowerCase();
  if (['0', 'false', 'no', 'off'].includes(setting)) return { value: false };
  if (['true', 'yes', 'on'].includes(setting)) return { value: 1 };
  if (/^\d+$/.test(setting)) return Number(setting) <= 10 ? { value: Number(setting) } : { problem: `must be a number of proxy hops from 1 to 10, got "${text}"` };
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !proxyAddress.safeParse(entry).success);
  if (bad === undefined) return { value: entries };
  return { problem: `must be off, a number of proxy hops, or proxy addresses and CIDR ranges such as 10.0.0.0/8; "${bad}" is none of these` };
});

/** A base64url value of `bytes` bytes (a VAPID key), as `npx web-push generate-vapid-keys` prints it. */
const base64UrlKey = (bytes: number, first?: number) =>
  variable((text) => {
    const decoded = /^[A-Za-z0-9_-]+=*$/.test(text) ? Buffer.from(text, 'base64url') : null;
    const fits = decoded !== null && decoded.length === bytes && (first === undefined || decoded[0] === first);
    return fits ? { value: text.replace(/=+$/, '') } : { problem: `must be a base64url key of ${bytes} bytes, as npx web-push generate-vapid-keys prints it` };
  });

const timeZone = variable((text) => {
  try {
    return { value: new Intl.DateTimeFormat('en', { timeZone: text }).resolvedOptions().timeZone };
  } catch {
    return { problem: `must be an IANA time zone such as Europe/Tirane, got "${text}"` };
  }
});

/** Every variable the service reads, with its default; docs/configuration.md describes each. */
const environment = z.object({
  PORT: wholeNumber(0, 65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('data'),
  DIST_DIR: z.string().default('dist'),
  // Defaults derived from PORT (see loadConfig).
  PUBLIC_URL: httpUrl.optional(),
  ALLOWED_ORIGINS: origins.optional(),
  TRUST_PROXY: trustProxy.default(false),
  DATABASE_URL: serviceUrl(['postgres:', 'postgresql:'], 'postgres://salon:password@db.internal:5432/salon').nullable().default(null),
  REDIS_URL: serviceUrl(['redis:', 'rediss:'], 'redis://redis.internal:6379').nullable().default(null),
  SMTP_URL: serviceUrl(['smtp:', 'smtps:'], 'smtp://user:password@mail.example.com:587').nullable().default(null),
  MAIL_FROM: mailboxes({ single: true }).default(`${brand.name} <bookings@aurum-atelier.al>`),
  BOOKING_NOTIFY_TO: mailboxes({ single: false }).default(contact.email),
  BUSINESS_TIMEZONE: timeZone.default(DEFAULT_BUSINESS_TIMEZONE),
  BOOKING_HORIZON_DAYS: wholeNumber(1, 3650).default(BOOKING_LIMITS.appointmentHorizonDays),
  LINK_SECRET: z
    .string()
    .min(32, { error: 'must be at least 32 characters (for example: openssl rand -base64 32)' })
    .nullable()
    .default(null),
  // An uncompressed P-256 point (0x04, x, y) and its private scalar.
  VAPID_PUBLIC_KEY: base64UrlKey(65, 0x04).optional(),
  VAPID_PRIVATE_KEY: base64UrlKey(32).optional(),
  NODE_ENV: z.string().optional(),
  BUSINESS_LANGUAGE: z.enum(LANGUAGES, { error: (issue) => `must be one of ${LANGUAGES.join(', ')}, got "${String(issue.input)}"` }).default(DEFAULT_LANGUAGE),
  // Longer than a few retries of a passing SMTP outage (30 s doubling), short enough to be noticed the same morning.
  HEALTH_MAX_QUEUE_MINUTES: wholeNumber(1, 10_080).default(30),
  // Ten bookings a day with ten photos each at the stored bound (600 kB): more than any visitor sends.
  PHOTO_MB_PER_ADDRESS_PER_DAY: wholeNumber(1, 100_000).default(60),
  // Room for the database to keep working (its log, the outbox) well after photos stop being taken.
  DISK_RESERVE_MB: wholeNumber(0, 1_000_000).default(512),
  // A visitor books a few times a year; a handful a day to one address is already unusual.
  RECEIPTS_PER_ADDRESS_PER_DAY: wholeNumber(1, 1000).default(3),
  OUTBOX_LEASE_SECONDS: wholeNumber(1, 86_400).default(DEFAULT_MAIL_WORKER.outboxLeaseMs / 1000),
  MAIL_RETRY_DAYS: wholeNumber(1, 30).default(DEFAULT_MAIL_WORKER.giveUpAfterMs / DAY_MS),
  REQUEST_HOLD_HOURS: wholeNumber(1, 24 * 14).default(DEFAULT_REQUEST_HOLD_HOURS),
  PENDING_REQUESTS_PER_ADDRESS: wholeNumber(1, 1000).default(3),
  RATE_LIMIT_BOOKINGS_PER_MINUTE: wholeNumber(1, 100_000).default(10),
  RATE_LIMIT_NEWSLETTER_PER_MINUTE: wholeNumber(1, 100_000).default(10),
  RATE_LIMIT_AVAILABILITY_PER_MINUTE: wholeNumber(1, 100_000).default(120),
  // A visitor reports once per page view; a client reporting faster than anyone browses is not counted.
  RATE_LIMIT_VITALS_PER_MINUTE: wholeNumber(1, 100_000).default(30),
  DESK_USERS: mailboxes({ single: false }).optional(),
  // A person who mistypes a few times still gets in; a script guessing does not get far.
  RATE_LIMIT_DESK_SIGN_IN_PER_MINUTE: wholeNumber(1, 100_000).default(10),
  // Enough for a person whose first links went to spam; too few to fill a mailbox.
  DESK_SIGN_INS_PER_ADDRESS: wholeNumber(1, 100_000).default(5),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: (issue) => `must be one of ${LOG_LEVELS.join(', ')}, got "${String(issue.input)}"` }).default('info'),
});

/** The addresses of a checked address list, in lower case, each once. */
function staffAddresses(list: string): string[] {
  return [...new Set(addressparser(list, { flatten: true }).map((mailbox) => mailbox.address.trim().toLowerCase()))];
}

/** Reads the configuration from `env`; throws a ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  // A variable set to nothing (PORT= in a unit file) means its default.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim()));
  const parsed = environment.safeParse(given);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(String(issue.path[0]), issue.message);
  }
  const variables = parsed.data;
  if ((variables.VAPID_PUBLIC_KEY === undefined) !== (variables.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError(variables.VAPID_PUBLIC_KEY === undefined ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY', 'must be set together with the other VAPID key, or neither');
  }
  const port = variables.PORT;
  const publicUrl = variables.PUBLIC_URL ?? `http://localhost:${port}`;
  // Without a PUBLIC_URL (development), the site is opened as localhost or as 127.0.0.1, the default HOST.
  const ownOrigins = variables.PUBLIC_URL ? [new URL(publicUrl).origin] : [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  return {
    port,
    host: variables.HOST,
    dataDir: path.resolve(cwd, variables.DATA_DIR),
    databaseUrl: variables.DATABASE_URL,
    redisUrl: variables.REDIS_URL,
    distDir: path.resolve(cwd, variables.DIST_DIR),
    publicUrl,
    allowedOrigins: variables.ALLOWED_ORIGINS ?? ownOrigins,
    trustProxy: variables.TRUST_PROXY,
    smtpUrl: variables.SMTP_URL,
    mailFrom: variables.MAIL_FROM,
    bookingNotifyTo: variables.BOOKING_NOTIFY_TO,
    businessTimeZone: variables.BUSINESS_TIMEZONE,
    bookingHorizonDays: variables.BOOKING_HORIZON_DAYS,
    linkSecret: variables.LINK_SECRET,
    production: variables.NODE_ENV === 'production',
    vapidKeys: variables.VAPID_PUBLIC_KEY && variables.VAPID_PRIVATE_KEY ? { publicKey: variables.VAPID_PUBLIC_KEY, privateKey: variables.VAPID_PRIVATE_KEY } : null,
    businessLanguage: variables.BUSINESS_LANGUAGE,
    desk: {
      users: staffAddresses(variables.DESK_USERS ?? variables.BOOKING_NOTIFY_TO),
      signInsPerMinute: variables.RATE_LIMIT_DESK_SIGN_IN_PER_MINUTE,
      signInsPerAddress: variables.DESK_SIGN_INS_PER_ADDRESS,
    },
    healthMaxQueueMs: variables.HEALTH_MAX_QUEUE_MINUTES * 60_000,
    photoBytesPerAddressPerDay: variables.PHOTO_MB_PER_ADDRESS_PER_DAY * 1_000_000,
    diskReserveBytes: variables.DISK_RESERVE_MB * 1024 * 1024,
    receiptsPerAddressPerDay: variables.RECEIPTS_PER_ADDRESS_PER_DAY,
    mailWorker: { ...DEFAULT_MAIL_WORKER, outboxLeaseMs: variables.OUTBOX_LEASE_SECONDS * 1000, giveUpAfterMs: variables.MAIL_RETRY_DAYS * DAY_MS },
    house: HOUSE,
    requestHoldHours: variables.REQUEST_HOLD_HOURS,
    pendingRequestsPerAddress: variables.PENDING_REQUESTS_PER_ADDRESS,
    clientTimeouts: { ...DEFAULT_CLIENT_TIMEOUTS },
    rateLimit: {
      bookingsPerMinute: variables.RATE_LIMIT_BOOKINGS_PER_MINUTE,
      newsletterPerMinute: variables.RATE_LIMIT_NEWSLETTER_PER_MINUTE,
      availabilityPerMinute: variables.RATE_LIMIT_AVAILABILITY_PER_MINUTE,
      vitalsPerMinute: variables.RATE_LIMIT_VITALS_PER_MINUTE,
    },
    logLevel: variables.LOG_LEVEL,
  };
}
