import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BOOKING_FIELDS } from '../../core/bookingFields.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../core/languages.ts';
import { NEWSLETTER_BODY_LIMIT } from '../booking/bodyLimit.ts';
import type { ServerConfig } from '../config.ts';
import { ApiError, fieldError } from '../http/errors.ts';
import { isCrossSite, ownOrigins } from '../http/crossSite.ts';
import { pageStorage, storage, STORAGE_UNAVAILABLE } from '../http/storage.ts';
import { composeNewsletterConfirmation } from '../mail/newsletterMessages.tsx';
import { allowanceDay, recipientKey } from '../mail/recipientKey.ts';
import type { Store } from '../store/types.ts';
import { siteStylesheets } from '../views/page.tsx';
import { renderNewsletterPage, type PageContent } from './pages.tsx';

/** A confirmation link older than this has expired; subscribing again sends a new one. */
export const CONFIRMATION_LINK_MAX_AGE_MS = 14 * 24 * 60 * 60_000;
/** A repeated sign-up of a pending address re-sends the confirmation only after this pause (no mail bombing). */
export const CONFIRMATION_RESEND_AFTER_MS = 10 * 60_000;

const TOKEN = /^[A-Za-z0-9_-]{20,128}$/;

const subscribeSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('A valid email address is required').max(BOOKING_FIELDS.email.maxChars)),
  language: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
});

export interface NewsletterRouteDeps {
  store: Store;
  config: ServerConfig;
  now: () => Date;
  onQueued: () => void;
}

function tokenOf(request: FastifyRequest): string | null {
  const token = (request.query as { token?: unknown }).token;
  return typeof token === 'string' && TOKEN.test(token) ? token : null;
}

/**
 * POST /functions/v1/newsletter-subscribe { email, language }: 202 { status: "pending" } for every
 * address, new, pending or subscribed, so that the answer tells no one who subscribes; a new or
 * lapsed address gets a confirmation message, a subscribed one nothing.
 * GET/POST /functions/v1/newsletter-confirm?token=… and /newsletter-unsubscribe?token=…: pages
 * in the subscriber's language (see pages.ts); POST also serves RFC 8058 one-click unsubscribe.
 */
export async function registerNewsletterRoutes(scope: FastifyInstance, deps: NewsletterRouteDeps): Promise<void> {
  const { store, config, now } = deps;
  const rateLimit = { max: config.rateLimit.newsletterPerMinute, timeWindow: '1 minute' };
  const site = { url: `${config.publicUrl}/`, stylesheets: siteStylesheets(config.distDir) };

  scope.post('/v1/newsletter-subscribe', { bodyLimit: NEWSLETTER_BODY_LIMIT, config: { jsonOnly: true, rateLimit } }, async (request, reply) => {
    if (request.body === undefined) throw new ApiError(415, 'unsupported_media_type', 'Send the request as application/json');
    const parsed = subscribeSchema.safeParse(request.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path.map(String).join('.');
      throw field ? fieldError(field, issue.message) : new ApiError(400, 'invalid_body', 'The body must be a JSON object { email, language }');
    }
    const { email, language } = parsed.data;
    const at = now();
    const result = await storage(reply, () => store.subscribe({
      email,
      language,
      now: at,
      resendAfterMs: CONFIRMATION_RESEND_AFTER_MS,
      // "ann+1@", "ann+2@", "a.nn@gmail.com": one mailbox, one allowance, apart from its booking
      // receipts, so that sign-ups in someone's name cannot withhold the receipt of their booking.
      allowance: { recipientKey: `newsletter:${recipientKey(email)}`, day: allowanceDay(at), perDay: config.receiptsPerAddressPerDay },
      composeConfirmation: (tokens) => composeNewsletterConfirmation({ email, language, tokens, now: at }, config),
    }), 'Your sign-up could not be saved just now; please try again in a minute');
    if (result.confirmationQueued) deps.onQueued();
    return reply.code(202).send({ status: 'pending' });
  });

  // The link pages: forms post back here, and mail clients post "List-Unsubscribe=One-Click".
  await scope.register(async (pages) => {
    pages.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'buffer', bodyLimit: 1024 }, (_request, _body, done) =>
      done(null, {}),
    );

    const page = (reply: FastifyReply, status: number, language: Language, content: PageContent) =>
      reply
        .code(status)
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .type('text/html; charset=utf-8')
        .send(renderNewsletterPage(language, content, site));
    const invalid = (reply: FastifyReply) => page(reply, 404, DEFAULT_LANGUAGE, { title: 'invalidTitle', text: 'invalidText' });
    /** A page about the subscription a token names, in the subscriber's language when it can be read. */
    const about = async (reply: FastifyReply, kind: 'confirm' | 'unsubscribe', token: string | null, status: number, content: PageContent) => {
      const subscriber = token ? await store.subscriberByToken(kind, token).catch(() => null) : null;
      return page(reply, status, subscriber?.language ?? DEFAULT_LANGUAGE, content);
    };
    /** The database could not take the change. */
    const unavailable = (reply: FastifyReply, kind: 'confirm' | 'unsubscribe', token: string) =>
      about(reply, kind, token, 503, { title: 'unavailableTitle', text: 'unavailableText' });
    /** Another site's page may not press the button on the reader's behalf (a mail client's one-click POST names no site). */
    const foreign = (reply: FastifyReply, kind: 'confirm' | 'unsubscribe', token: string | null) =>
      about(reply, kind, token, 403, { title: 'foreignTitle', text: 'foreignText' });
    const own = ownOrigins(config);

    pages.get('/v1/newsletter-confirm', { config: { rateLimit, linkPage: true } }, async (request, reply) => {
      const token = tokenOf(request);
      const subscriber = token ? await store.subscriberByToken('confirm', token) : null;
      if (!subscriber || subscriber.status === 'unsubscribed') return invalid(reply);
      if (subscriber.status === 'confirmed') return page(reply, 200, subscriber.language, { title: 'confirmedTitle', text: 'confirmedText' });
      return page(reply, 200, subscriber.language, { title: 'confirmTitle', text: 'confirmText', button: 'confirmButton' });
    });

    pages.post('/v1/newsletter-confirm', { config: { rateLimit, linkPage: true } }, async (request, reply) => {
      const token = tokenOf(request);
      if (isCrossSite(request, own)) return foreign(reply, 'confirm', token);
      const result = token ? await pageStorage(reply, () => store.confirmSubscription(token, now(), CONFIRMATION_LINK_MAX_AGE_MS)) : { outcome: 'unknown' as const };
      if (result === STORAGE_UNAVAILABLE) return unavailable(reply, 'confirm', token!);
      if (result.outcome === 'confirmed') return page(reply, 200, result.language, { title: 'confirmedTitle', text: 'confirmedText' });
      if (result.outcome === 'expired') return page(reply, 410, result.language, { title: 'expiredTitle', text: 'expiredText' });
      return invalid(reply);
    });

    pages.get('/v1/newsletter-unsubscribe', { config: { rateLimit, linkPage: true } }, async (request, reply) => {
      const token = tokenOf(request);
      const subscriber = token ? await store.subscriberByToken('unsubscribe', token) : null;
      if (!subscriber) return invalid(reply);
      if (subscriber.status === 'unsubscribed') return page(reply, 200, subscriber.language, { title: 'unsubscribedTitle', text: 'unsubscribedText' });
      return page(reply, 200, subscriber.language, { title: 'unsubscribeTitle', text: 'unsubscribeText', button: 'unsubscribeButton' });
    });

    pages.post('/v1/newsletter-unsubscribe', { config: { rateLimit, linkPage: true } }, async (request, reply) => {
      const token = tokenOf(request);
      if (isCrossSite(request, own)) return foreign(reply, 'unsubscribe', token);
      const result = token ? await pageStorage(reply, () => store.unsubscribe(token, now())) : { outcome: 'unknown' as const };
      if (result === STORAGE_UNAVAILABLE) return unavailable(reply, 'unsubscribe', token!);
      if (result.outcome === 'unsubscribed') return page(reply, 200, result.language, { title: 'unsubscribedTitle', text: 'unsubscribedText' });
      return invalid(reply);
    });
  });
}
