import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Helmet's security headers on every answer, the site's and the API's. They never change per
 * request, so Helmet runs once, at start-up, against a stand-in response that records what it
 * sets and removes; each request then gets that list. Running Helmet's dozen middlewares per
 * request cost a tenth of a booking's CPU time (and @fastify/helmet also re-parsed the
 * Content-Security-Policy each time).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const { set, removed } = recordHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    const response = reply.raw;
    for (const name of removed) response.removeHeader(name);
    for (const [name, value] of set) response.setHeader(name, value);
    done();
  });
}

function recordHeaders(options: HelmetOptions): { set: [string, string][]; removed: string[] } {
  const set = new Map<string, [string, string]>();
  const removed = new Set<string>();
  const recorder = {
    setHeader(name: string, value: string) {
      set.set(name.toLowerCase(), [name, String(value)]);
      removed.delete(name.toLowerCase());
    },
    removeHeader(name: string) {
      set.delete(name.toLowerCase());
      removed.add(name);
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return { set: [...set.values()], removed: [...removed] };
}
