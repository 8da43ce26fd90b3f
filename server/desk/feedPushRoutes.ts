/** The desk's calendar feeds and alerts: the feeds' secret URLs, and each device's push subscription. */
import type { FastifyInstance } from 'fastify';
import { isIP } from 'node:net';
import { z } from 'zod';
import { DESK_PATHS, type DeskFeed, type DeskPushKey } from '../../core/deskApi.ts';
import { ApiError } from '../http/errors.ts';
import { storage } from '../http/storage.ts';
import { listFeeds, replaceFeed, type CalendarFeedDeps } from './calendarFeeds.ts';
import { registerDeskRoutes, staffOf, type DeskDeps } from './guard.ts';
import type { PushAlerts } from './pushAlerts.ts';

/** A person's devices that receive alerts: a phone, a tablet, a desktop or two; an older one gives way. */
export const PUSH_SUBSCRIPTIONS_PER_STAFF = 10;
/** Push services' endpoints are a few hundred characters. */
const MAX_ENDPOINT_CHARS = 1024;

const base64Url = (bytes: number) =>
  z
    .string()
    .max(Math.ceil((bytes * 4) / 3) + 2)
    .regex(/^[A-Za-z0-9_-]+=*$/, 'must be base64url')
    .refine((text) => Buffer.from(text, 'base64url').length === bytes, `must be ${bytes} bytes`);

/** A browser's PushSubscription as JSON: the P-256 public key (uncompressed, 65 bytes) and the 16-byte auth secret. */
const subscriptionBody = z.object({
  subscription: z.object({
    endpoint: z.string().max(MAX_ENDPOINT_CHARS),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: base64Url(65), auth: base64Url(16) }),
  }),
});
const endpointBody = z.object({ endpoint: z.string().max(MAX_ENDPOINT_CHARS) });

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

function isLoopback(hostname: string): boolean {
  return LOOPBACK_NAMES.has(hostname) || (isIP(hostname) === 4 && hostname.startsWith('127.'));
}

/** A push service's URL: https, or outside production a loopback address (a test's own push service). */
export function pushEndpointProblem(endpoint: string, allowLoopback: boolean): string | null {
  const url = URL.canParse(endpoint) ? new URL(endpoint) : null;
  if (!url) return 'must be a URL';
  if (url.username || url.password) return 'must not carry credentials';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && allowLoopback && isLoopback(url.hostname)) return null;
  return 'must be an https URL';
}

const firstIssue = (error: z.ZodError) => {
  const issue = error.issues[0]!;
  return new ApiError(400, 'invalid_field', `${issue.path.join('.') || 'body'} ${issue.message}`, issue.path.join('.') || undefined);
};

export function registerFeedAndPushRoutes(app: FastifyInstance, deps: DeskDeps, feeds: CalendarFeedDeps, alerts: PushAlerts): PromiseLike<unknown> {
  const unavailable = 'The desk could not reach its records just now; please try again';
  return registerDeskRoutes(app, deps, (desk) => {
    desk.get(DESK_PATHS.feeds, async (request, reply): Promise<DeskFeed[]> => storage(reply, () => listFeeds(feeds, staffOf(request).language), unavailable));

    desk.post<{ Params: { feed: string } }>(DESK_PATHS.replaceFeed, async (request, reply): Promise<DeskFeed> => {
      const feed = await storage(reply, () => replaceFeed(feeds, request.params.feed, staffOf(request).language), unavailable);
      if (!feed) throw new ApiError(404, 'not_found', 'No such calendar feed');
      return feed;
    });

    desk.get(DESK_PATHS.pushKey, async (): Promise<DeskPushKey> => {
      const publicKey = alerts.publicKey;
      if (publicKey === null) throw new ApiError(503, 'push_unavailable', 'Alerts need VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when instances share a database');
      return { publicKey };
    });

    desk.post(DESK_PATHS.pushSubscriptions, async (request, reply) => {
      if (alerts.publicKey === null) throw new ApiError(503, 'push_unavailable', 'Alerts are not set up on this service');
      const parsed = subscriptionBody.safeParse(request.body);
      if (!parsed.success) throw firstIssue(parsed.error);
      const { endpoint, keys } = parsed.data.subscription;
      const problem = pushEndpointProblem(endpoint, !deps.config.production);
      if (problem) throw new ApiError(400, 'invalid_field', `subscription.endpoint ${problem}`, 'subscription.endpoint');
      const staff = staffOf(request);
      await storage(
        reply,
        () => deps.store.savePushSubscription({ endpoint, p256dh: keys.p256dh, auth: keys.auth, staff: staff.email, language: staff.language, createdAt: deps.now() }, PUSH_SUBSCRIPTIONS_PER_STAFF),
        unavailable,
      );
      return reply.code(204).send();
    });

    desk.delete(DESK_PATHS.pushSubscriptions, async (request, reply) => {
      const parsed = endpointBody.safeParse(request.body);
      if (!parsed.success) throw firstIssue(parsed.error);
      await storage(reply, () => deps.store.removePushSubscription(parsed.data.endpoint, staffOf(request).email), unavailable);
      return reply.code(204).send();
    });
  });
}
