import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import path from 'node:path';
import { BOOKING_LIMITS } from '../core/bookingRequest.ts';
import { registerAvailabilityRoute } from './booking/availabilityRoute.ts';
import { feedKey, type CalendarFeedDeps } from './desk/calendarFeeds.ts';
import { registerCalendarRoute } from './desk/calendarRoute.ts';
import { registerFeedAndPushRoutes } from './desk/feedPushRoutes.ts';
import { PushAlerts } from './desk/pushAlerts.ts';
import { resolveVapidKeys } from './desk/vapidKeys.ts';
import { registerBookingRoute } from './booking/route.ts';
import { isDeskUser, type DeskDeps } from './desk/guard.ts';
import { registerDesk } from './desk/routes.ts';
import { cachedFor, checkHealth, HEALTH_PROBE_CACHE_MS, type Health } from './health.ts';
import type { ServerConfig, VapidKeys } from './config.ts';
import { registerCors } from './http/cors.ts';
import { answerUnreadableRequest, ApiError, registerJsonErrors } from './http/errors.ts';
import { acceptJsonOnly } from './http/jsonBody.ts';
import { resolveLinkSecret } from './links/linkSecret.ts';
import { registerSecurityHeaders, type SecurityHeaderOptions } from './http/securityHeaders.ts';
import { rateLimitCounters } from './http/sharedRateLimit.ts';
import type { BookingMailSettings } from './mail/mailSettings.ts';
import { OutboxWorker } from './mail/outboxWorker.ts';
import { allowanceDay } from './mail/recipientKey.ts';
import { createTransport, OUTBOX_FOLDER, type MailTransport } from './mail/transport.ts';
import { registerNewsletterRoutes } from './newsletter/route.ts';
import { queueDueReminders, REMINDER_CHECK_MS } from './requests/reminders.ts';
import { registerRequestRoutes } from './requests/route.ts';
import { purgeExpiredData, purgeOutboxFiles } from './retention.ts';
import { registerDeskPage } from './desk/page.ts';
import { retention } from '../content/legal.ts';
import { registerSite } from './site.ts';
import { registerVitalsRoute } from './vitals/route.ts';
import { causeOf, StartupError } from './startupError.ts';
import { openStore } from './store/openStore.ts';
import type { Store } from './store/types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The service's storage (tests and, later, admin routes reach it here). */
    store: Store;
    /** The service's clock: "now" as the service sees it (tests pin it). */
    serviceNow: () => Date;
  }
}

/** How long a stored answer to an Idempotency-Key is kept. */
export const IDEMPOTENCY_KEY_TTL_MS = 7 * 24 * 60 * 60_000;

export interface BuildOptions {
  /** The clock for "today" and "already past" (tests pin it). */
  now?: () => Date;
  /** Replace the mail transport chosen from the configuration. */
  transport?: MailTransport;
  /** How often to look for appointments a day away (tests shorten it). */
  reminderEveryMs?: number;
  /** A monotonic clock in milliseconds, for how long /healthz reuses its probe (tests step it). */
  clockMs?: () => number;
}

/** Content-Security-Policy: no inline script anywhere; inline styles only because sonner injects its own. */
function contentSecurityPolicy(https: boolean) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      // Over plain HTTP (a LAN address, say) this directive would break every asset request.
      upgradeInsecureRequests: https ? [] : null,
    },
  };
}

/**
 * Helmet's headers for pages; and for JSON answers, the set OWASP's REST Security Cheat Sheet
 * asks of an API: nothing may load, frame or sniff them, and over HTTPS, HSTS.
 */
function securityHeaders(https: boolean): SecurityHeaderOptions {
  const hsts = https ? { maxAge: 31_536_000, includeSubDomains: true } : false;
  const frameguard = { action: 'deny' } as const; // as frame-ancestors 'none', for browsers that predate CSP
  return {
    // The site uses no camera, microphone, location, payment or USB: nothing framed or injected may ask for them.
    always: [['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()']],
    pages: { contentSecurityPolicy: contentSecurityPolicy(https), hsts, frameguard, crossOriginEmbedderPolicy: false },
    json: {
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      hsts,
      frameguard,
      noSniff: true,
      referrerPolicy: { policy: 'no-referrer' },
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: false,
      crossOriginResourcePolicy: false,
      originAgentCluster: false,
      dnsPrefetchControl: false,
      ieNoOpen: false,
      permittedCrossDomainPolicies: false,
      xssFilter: false,
    },
  };
}

/**
 * Fastify's option for TRUST_PROXY. Fastify reads a bare hop count as "trust nobody" (it cannot tell
 * a proxy from a direct client), so hops are given as the function proxy-addr calls per hop: the
 * `hops` addresses nearest the service are proxies, and the one before them is the client's.
 */
function trustProxyOption(trustProxy: ServerConfig['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  const hops = trustProxy;
  return (_address, hop) => hop < hops;
}

/**
 * The whole service as a Fastify instance, not listening: tests call this directly. It opens
 * the store (running migrations), starts the outbox worker, and on close stops the worker after
 * the message in hand and closes the database.
 */
export async function buildApp(config: ServerConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  const https = config.publicUrl.startsWith('https:');
  const app = Fastify({
    logger: process.env.NODE_ENV === 'test' ? false : { level: config.logLevel },
    trustProxy: trustProxyOption(config.trustProxy),
    // Slow and silent clients: headers, then the whole request, must arrive in time (Node answers
    // 408 and closes), and a body must keep a minimum rate (readJsonBody).
    requestTimeout: config.clientTimeouts.requestMs,
    http: { headersTimeout: config.clientTimeouts.headersMs, connectionsCheckingInterval: config.clientTimeouts.checkEveryMs },
    // A signed link's token is one path segment of a few hundred characters (/requests/:token).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1024 },
    // Errors name no framework: an unreadable address is a plain 400 (errors.ts).
    frameworkErrors: answerUnreadableRequest,
  });

  // While closing, answers in flight end their keep-alive connection, so close() need not wait
  // for idle sockets to time out (Fastify keeps them 72 s).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  const store: Store = await openStore(config, (error) => app.log.warn({ err: error }, 'database: an idle connection failed; the pool replaces it'));
  app.decorate('store', store);
  app.decorate('serviceNow', now);
  // After the store, which names an unusable DATA_DIR in its own clear words.
  let linkSecret: string;
  try {
    linkSecret = resolveLinkSecret(config.linkSecret, config.dataDir, {
      production: config.production,
      sharedDatabase: config.databaseUrl !== null,
    });
  } catch (error) {
    await store.close();
    throw new StartupError(`the secret for links in messages: ${causeOf(error)}`);
  }
  let vapidKeys: VapidKeys | null;
  try {
    vapidKeys = resolveVapidKeys(config.vapidKeys, config.dataDir, { sharedDatabase: config.databaseUrl !== null });
  } catch (error) {
    await store.close();
    throw new StartupError(`the keys for the desk's alerts: ${causeOf(error)}`);
  }
  if (vapidKeys === null) app.log.warn('desk alerts are off: instances sharing a database need VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY');
  // What every message of a booking needs: the worker, the reminders and the answer pages share it.
  const mailSettings: BookingMailSettings = {
    mailFrom: config.mailFrom,
    bookingNotifyTo: config.bookingNotifyTo,
    businessTimeZone: config.businessTimeZone,
    publicUrl: config.publicUrl,
    linkSecret,
    businessLanguage: config.businessLanguage,
  };
  const transport = options.transport ?? createTransport(config);
  const worker = new OutboxWorker(store, transport, {
    ...config.mailWorker,
    ...mailSettings,
    log: app.log,
    serviceNow: now,
  });
  const alerts = new PushAlerts({ store, publicUrl: config.publicUrl, vapidKeys, isStaff: (email) => isDeskUser(config, email), log: app.log });
  app.addHook('onClose', async () => {
    await alerts.close();
    await worker.stop();
    await store.close();
  });

  registerSecurityHeaders(app, securityHeaders(https));
  await app.register(compress, { global: true, threshold: 1024 });
  // Parses and writes cookies for the desk's session (it signs nothing: the session id is random and looked up).
  await app.register(cookie);
  const rateLimitCounts = rateLimitCounters(config.redisUrl, app.log);
  app.addHook('onClose', () => rateLimitCounts.close());
  await app.register(rateLimit, {
    global: false,
    ...rateLimitCounts.options,
    // The X-RateLimit-* headers go with the 429 answer only (and Retry-After): on every other
    // answer they would cost each booking time for headers no client of ours reads.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 'rate_limited', `Too many requests; please try again in ${context.after}`),
  });

  // The probe writes and syncs a page: however often /healthz is asked, it runs once per HEALTH_PROBE_CACHE_MS.
  const probeWrite = cachedFor(HEALTH_PROBE_CACHE_MS, options.clockMs ?? (() => performance.now()), () => store.probeWrite());
  const healthChecks = { probeWrite, unacknowledgedFailures: () => store.unacknowledgedFailures(), oldestQueuedAt: () => store.oldestQueuedAt() };
  app.get('/healthz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    let health: Health;
    try {
      health = await checkHealth(healthChecks, now(), config.healthMaxQueueMs);
    } catch (error) {
      health = { healthy: false, reason: 'database_not_writable', message: 'The database does not answer', cause: error };
    }
    if (health.healthy) return { status: 'ok' };
    request.log.error({ err: health.cause, reason: health.reason }, `health check: ${health.message}`);
    return reply.code(503).send({ status: 'unavailable', reason: health.reason, message: health.message });
  });

  const wake = () => worker.wake();
  await app.register(
    async (functions) => {
      registerJsonErrors(functions);
      registerCors(functions, [new URL(config.publicUrl).origin, ...config.allowedOrigins]);
      acceptJsonOnly(functions, {
        maxDepth: 16,
        maxStringLength: 64 * 1024,
        maxArrayItems: 100,
        maxByteArrayLength: BOOKING_LIMITS.photoMaxBytes,
        maxObjectKeys: 64,
        // A booking holds a few dozen values besides its photos' bytes.
        maxValues: 1000,
      }, {
        bytesPerSecond: config.clientTimeouts.bodyMinBytesPerSecond,
        graceMs: config.clientTimeouts.bodyGraceMs,
        idleMs: config.clientTimeouts.bodyIdleMs,
        checkEveryMs: config.clientTimeouts.checkEveryMs,
      });
      registerBookingRoute(functions, { store, config, now, onQueued: wake, onBooked: (booking) => alerts.announce(booking) });
      registerAvailabilityRoute(functions, { store, config, now });
      await registerNewsletterRoutes(functions, { store, config, now, onQueued: wake });
      registerVitalsRoute(functions, { store, now, perMinute: config.rateLimit.vitalsPerMinute });
    },
    { prefix: '/functions' },
  );

  // The pages behind the signed links in messages: answers to a booking, in one click and one button.
  registerRequestRoutes(app, { store, config, mail: mailSettings, now, onQueued: wake });

  // The front desk's API: who may sign in, and every route the staff use, behind the session guard.
  const desk: DeskDeps = { store, config, now, mail: mailSettings, onQueued: wake };
  await registerDesk(app, desk);
  // The staff's calendar feeds, behind secret URLs a phone's calendar fetches without a session.
  const calendarFeeds: CalendarFeedDeps = {
    store,
    house: config.house,
    publicUrl: config.publicUrl,
    businessTimeZone: config.businessTimeZone,
    businessLanguage: config.businessLanguage,
    key: feedKey(linkSecret),
    now,
  };
  registerCalendarRoute(app, calendarFeeds);
  await registerFeedAndPushRoutes(app, desk, calendarFeeds, alerts);

  // Outside the functions too, errors are our plain JSON; the site, when served, answers its own 404 pages.
  registerJsonErrors(app, { notFound: config.distDir === null });
  if (config.distDir !== null) {
    // The staff's desk: its own page, never one of the site's.
    registerDeskPage(app, { distDir: config.distDir, businessLanguage: config.businessLanguage, businessTimeZone: config.businessTimeZone });
    await registerSite(app, config.distDir);
  }

  // Daily: idempotency keys after a week (a repeated request comes within minutes), and the
  // personal data whose retention period in the Privacy Policy has ended.
  const purgeExpiredRecords = async () => {
    try {
      await store.purgeAnswers(new Date(now().getTime() - IDEMPOTENCY_KEY_TTL_MS));
      await store.purgeDeskAuth(now());
      // A day's count of messages per mailbox matters only that day.
      await store.purgeRecipientAllowances(allowanceDay(new Date(now().getTime() - 24 * 60 * 60_000)));
      await store.purgeVitals(new Date(now().getTime() - retention.webVitalsRetentionDays * 24 * 60 * 60_000));
      const purged = await purgeExpiredData(store, now(), config.businessTimeZone);
      const files = config.smtpUrl === null ? await purgeOutboxFiles(path.join(config.dataDir, OUTBOX_FOLDER), store, now(), config.businessTimeZone) : 0;
      if (purged.photos + purged.bookings + purged.subscribers + purged.messages + files > 0) app.log.info({ ...purged, files }, 'expired personal data deleted');
    } catch (error) {
      app.log.warn({ err: error }, 'could not purge expired data');
    }
  };
  const sendDueReminders = async () => {
    try {
      if ((await queueDueReminders(store, mailSettings, now())) > 0) wake();
    } catch (error) {
      app.log.warn({ err: error }, 'could not queue the reminders of tomorrow\'s appointments');
    }
  };
  let purgeTimer: NodeJS.Timeout | null = null;
  let reminderTimer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    app.log.info(`mail: ${transport.description}; bookings to ${config.bookingNotifyTo}`);
    await rateLimitCounts.connected();
    worker.start();
    await purgeExpiredRecords();
    purgeTimer = setInterval(() => void purgeExpiredRecords(), 24 * 60 * 60_000);
    purgeTimer.unref();
    await sendDueReminders();
    reminderTimer = setInterval(() => void sendDueReminders(), options.reminderEveryMs ?? REMINDER_CHECK_MS);
    reminderTimer.unref();
  });
  app.addHook('preClose', async () => {
    if (purgeTimer) clearInterval(purgeTimer);
    if (reminderTimer) clearInterval(reminderTimer);
  });
  return app;
}
