import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './errors.ts';
import { IDEMPOTENCY_KEY_HEADER } from './headers.ts';

/** Headers a browser may send to the functions: what supabase-js style clients send, plus our Idempotency-Key. */
export const CORS_ALLOWED_HEADERS = ['content-type', IDEMPOTENCY_KEY_HEADER, 'apikey', 'authorization', 'x-client-info'];

/** True when `origin` names the host the request was sent to: the service's own pages. */
function isSameHost(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * CORS for the functions API: pages of the configured origins (ALLOWED_ORIGINS, by default the
 * public site's) and of the service itself may call it from a browser; a page elsewhere gets a 403
 * and no CORS headers, so it can neither send a booking nor read an answer. Requests without an
 * Origin (not from a browser page) are not CORS's business.
 */
export function registerCors(scope: FastifyInstance, allowedOrigins: readonly string[]): void {
  const any = allowedOrigins.includes('*');
  const allowed = new Set(allowedOrigins);
  const permitted = (request: FastifyRequest, origin: string) => any || allowed.has(origin) || isSameHost(origin, request.headers.host);

  scope.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    if (!any) reply.header('vary', 'Origin');
    if (origin === undefined) return done();
    if (!permitted(request, origin)) return done(new ApiError(403, 'origin_not_allowed', 'Pages of this origin may not call the booking service'));
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
