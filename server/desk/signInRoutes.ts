/**
 * Signing in by a one-time link: POST sign-in/link mails an allowed address a link to the desk's
 * sign-in page (the same answer, and nearly the same work, for any address); POST sign-in/redeem
 * takes the link's token from that page's button and starts a session. A GET never signs anyone in.
 */
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { z } from 'zod';
import { BOOKING_FIELDS } from '../../core/bookingFields.ts';
import { DESK_PATHS } from '../../core/deskApi.ts';
import { LANGUAGES } from '../../core/languages.ts';
import { ApiError, fieldError } from '../http/errors.ts';
import { storage } from '../http/storage.ts';
import { deskSignInUrl, signDeskSignIn, verifyDeskSignIn } from '../links/deskSignInLinks.ts';
import { composeDeskSignIn } from '../mail/deskMessages.tsx';
import { isDeskUser, registerDeskSignInRoutes, type DeskDeps } from './guard.ts';
import { deskSessionOf } from './sessionRoutes.ts';
import { sessionIdHash, setSessionCookie, startDeskSession } from './sessions.ts';
import { takeSignInAttempt } from './signInLimits.ts';

const linkBody = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('A valid email address is required').max(BOOKING_FIELDS.email.maxChars)),
  language: z.enum(LANGUAGES).optional(),
});
const redeemBody = z.object({ token: z.string().min(1).max(1024) });

const UNAVAILABLE = 'The desk could not be reached just now; please try again in a minute';

/** A sign-in route's body, or the API's 400 naming the field. */
function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.map(String).join('.');
  throw field ? fieldError(field, issue.message) : new ApiError(400, 'invalid_body', 'The body must be a JSON object');
}

/** `limit`: the per-client limiter every way of signing in shares. */
export function registerSignInRoutes(app: FastifyInstance, deps: DeskDeps, limit: onRequestHookHandler): PromiseLike<unknown> {
  const { store, config, now, mail } = deps;
  const cookie = { secure: config.publicUrl.startsWith('https:') };

  return registerDeskSignInRoutes(app, deps, (desk) => {
    desk.post(DESK_PATHS.signInLink, { onRequest: limit }, async (request, reply) => {
      const { email, language } = parse(linkBody, request.body);
      const at = now();
      // The message is written for every address, so an unknown one costs the same and tells nothing.
      const { token } = signDeskSignIn(mail.linkSecret, email, at);
      const message = composeDeskSignIn({ email, language: language ?? config.businessLanguage, url: deskSignInUrl(config.publicUrl, token), now: at }, mail);
      const counted = await storage(reply, () => takeSignInAttempt(deps, 'link', email, at), UNAVAILABLE);
      if (counted && isDeskUser(config, email)) {
        await storage(reply, () => store.queueMessage(message), UNAVAILABLE);
        deps.onQueued();
      }
      return reply.code(202).send({ status: 'accepted' });
    });

    desk.post(DESK_PATHS.signInRedeem, { onRequest: limit }, async (request, reply) => {
      const { token } = parse(redeemBody, request.body);
      const at = now();
      const check = verifyDeskSignIn(mail.linkSecret, token, at);
      if (!check.valid && check.reason === 'invalid') throw new ApiError(400, 'invalid', 'This sign-in link is not valid');
      if (!check.valid) throw new ApiError(410, 'expired', 'This sign-in link has expired; ask for a new one');
      const { email, nonce, expiresAt } = check.claim;
      if (!isDeskUser(config, email)) throw new ApiError(400, 'invalid', 'This sign-in link is not valid');
      if (!(await storage(reply, () => takeSignInAttempt(deps, 'redeem', email, at), UNAVAILABLE))) {
        throw new ApiError(429, 'rate_limited', 'Too many sign-in attempts for this address; please wait a quarter of an hour');
      }
      const session = await storage(reply, () => startDeskSession(store, email, at, { nonce, expiresAt }), UNAVAILABLE);
      if (!session) throw new ApiError(410, 'used', 'This sign-in link has been used already; ask for a new one');
      setSessionCookie(reply, session, cookie);
      return deskSessionOf(deps, sessionIdHash(session.sessionId));
    });
  });
}
