import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors.ts';
import { IDEMPOTENCY_KEY_HEADER } from './headers.ts';

/** Headers a browser may send to the functions: what supabase-js style clients send, plus our Idempotency-Key. */
export const CORS_ALLOWED_HEADERS = ['content-type', IDEMPOTENCY_KEY_HEADER, 'apikey', 'authorization', 'x-client-info'];

/**
 * CORS for the functions API: pages of the configured origins (PUBLIC_URL's and ALLOWED_ORIGINS,
 * compared whole: scheme, host and port) may call it from a browser; a page elsewhere gets a 403
 * and no CORS headers, so it can neither send a booking nor read an answer. The Host header is not
 * consulted: the caller writes it. Requests without an Origin (not from a browser page) are not
 * CORS's business.
 */
export function registerCors(scope: FastifyInstance, allowedOrigins: readonly string[]): void {
  const any = allowedOrigins.includes('*');
  const allowed = new Set(allowedOrigins);

  scope.addHook('onRequest', (request, reply, done) => {
    // A page's own form posts "Origin: null" under its no-referrer policy: CORS would refuse it.
    if (request.routeOptions.config.linkPage) return done();
    const origin = request.headers.origin;
    if (!any) reply.header('vary', 'Origin');
    if (origin === undefined) return done();
    if (!any && !allowed.has(origin)) return done(new ApiError(403, 'origin_not_allowed', 'Pages of this origin may not call the booking service'));
    reply.header('access-control-allow-origin', any ? '*' : origin);
    reply.header('access-control-expose-headers', 'idempotent-replayed, retry-after, x-ratelimit-limit, x-ratelimit-remaining, x-ratelimit-reset');
    done();
  });
  scope.options('/*', { config: { jsonOnly: true } }, (_request, reply) => {
    reply
      .code(204)
      .header('access-control-allow-methods', 'GET, POST, OPTIONS')
      .header('access-control-allow-headers', CORS_ALLOWED_HEADERS.join(', '))
      .header('access-control-max-age', '86400')
      .send();
  });
}
