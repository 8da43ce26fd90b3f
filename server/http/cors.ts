import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER } from './headers.ts';

/** Headers a browser may send to the functions: what supabase-js style clients send, plus our Idempotency-Key. */
export const CORS_ALLOWED_HEADERS = ['content-type', IDEMPOTENCY_KEY_HEADER, 'apikey', 'authorization', 'x-client-info'];

/**
 * CORS for the functions API, so the site can be hosted apart from the service. Any origin may
 * call it: there are no cookies or credentials to protect, and rate limits apply per address.
 */
export function registerCors(scope: FastifyInstance): void {
  scope.addHook('onRequest', (_request, reply, done) => {
    reply.header('access-control-allow-origin', '*');
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
