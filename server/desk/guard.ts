/**
 * The front desk's door: every desk API route is registered through registerDeskRoutes, in a scope
 * where a request without a live session answers 401, and one that would change something without
 * the session's CSRF token, or from another site's page, answers 403, before its handler runs.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DESK_CSRF_HEADER } from '../../core/deskApi.ts';
import type { Language } from '../../core/languages.ts';
import type { ServerConfig } from '../config.ts';
import { isCrossSite, ownOrigins } from '../http/crossSite.ts';
import { ApiError, registerJsonErrors } from '../http/errors.ts';
import { acceptJsonOnly } from '../http/jsonBody.ts';
import type { BookingMailSettings } from '../mail/mailSettings.ts';
import type { Store } from '../store/types.ts';
import { csrfMatches, DESK_SESSION_COOKIE, sessionIdFrom, sessionIdHash } from './sessions.ts';

/** What the desk's routes work with. */
export interface DeskDeps {
  store: Store;
  config: ServerConfig;
  now: () => Date;
  /** What messages are composed with (links, sender, the business's language). */
  mail: BookingMailSettings;
  /** Wakes the outbox worker once a message is queued. */
  onQueued: () => void;
}

/** The signed-in staff member: `sessionId` is the session's stored key (the hash of the cookie's id). */
export interface DeskStaff {
  email: string;
  sessionId: string;
  language: Language;
}

declare module 'fastify' {
  interface FastifyRequest {
    deskStaff: DeskStaff | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The desk's JSON bodies are small: a few fields, or a passkey's response of a few kilobytes. */
const DESK_JSON_LIMITS = { maxDepth: 8, maxStringLength: 16 * 1024, maxArrayItems: 50, maxByteArrayLength: 64, maxObjectKeys: 32, maxValues: 500 };

/** The person behind a request in a desk scope; throws outside one (a route registered past the guard). */
export function staffOf(request: FastifyRequest): DeskStaff {
  if (!request.deskStaff) throw new Error(`${request.method} ${request.url} is not behind the desk's session guard`);
  return request.deskStaff;
}

/** Whether the address may use the desk now: a person removed from DESK_USERS loses every session at once. */
export function isDeskUser(config: Pick<ServerConfig, 'desk'>, email: string): boolean {
  return config.desk.users.includes(email.toLowerCase());
}

/**
 * What every desk scope shares: JSON in and out with the API's security headers, nothing cached or
 * indexed, errors in the API's shape.
 */
function prepareDeskScope(scope: FastifyInstance): void {
  if (!scope.hasRequestDecorator('deskStaff')) scope.decorateRequest('deskStaff', null);
  registerJsonErrors(scope, { notFound: false });
  acceptJsonOnly(scope, DESK_JSON_LIMITS);
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, jsonOnly: true };
  });
  scope.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
  });
}

/** Refuses a change asked for by another site's page. */
function refuseCrossSite(request: FastifyRequest, own: ReadonlySet<string>): void {
  if (!SAFE_METHODS.has(request.method) && isCrossSite(request, own)) throw new ApiError(403, 'cross_site', 'The desk accepts changes from its own pages only');
}

/**
 * Registers routes that need a signed-in staff member: inside `register`, every route's handler
 * runs only for a live session of an address in DESK_USERS, reads the person with staffOf(request),
 * and for any method but GET and HEAD has been checked against CSRF.
 */
export function registerDeskRoutes(app: FastifyInstance, deps: DeskDeps, register: (scope: FastifyInstance) => void | Promise<void>): PromiseLike<unknown> {
  const own = ownOrigins(deps.config);
  return app.register(async (scope) => {
    prepareDeskScope(scope);
    scope.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
      const sessionId = sessionIdFrom(request.cookies[DESK_SESSION_COOKIE]);
      const session = sessionId ? await deps.store.deskSession(sessionIdHash(sessionId), deps.now()) : null;
      if (!session || !isDeskUser(deps.config, session.email)) throw new ApiError(401, 'not_signed_in', 'Sign in to the desk first');
      if (!SAFE_METHODS.has(request.method)) {
        refuseCrossSite(request, own);
        if (!csrfMatches(request.headers[DESK_CSRF_HEADER], session.csrfToken)) throw new ApiError(403, 'csrf', 'This request lacks the desk\'s security token; reload the desk and try again');
      }
      request.deskStaff = { email: session.email, sessionId: session.idHash, language: session.language ?? deps.config.businessLanguage };
    });
    await register(scope);
  });
}

/**
 * Registers the desk's routes for people not yet signed in (asking for a link, redeeming it, a
 * passkey sign-in): the same JSON scope, and changes from another site's page refused.
 */
export function registerDeskSignInRoutes(app: FastifyInstance, deps: DeskDeps, register: (scope: FastifyInstance) => void | Promise<void>): PromiseLike<unknown> {
  const own = ownOrigins(deps.config);
  return app.register(async (scope) => {
    prepareDeskScope(scope);
    scope.addHook('onRequest', async (request) => refuseCrossSite(request, own));
    await register(scope);
  });
}
