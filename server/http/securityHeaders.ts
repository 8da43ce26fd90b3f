import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers JSON only, never a page: it gets the security headers for APIs instead
     * of the pages' (see registerSecurityHeaders).
     */
    jsonOnly?: boolean;
    /**
     * The route is a page whose form posts back to it (behind a link in a message): CORS leaves it
     * alone, as no script reads it, and the route refuses another site's POST itself (crossSite.ts).
     */
    linkPage?: boolean;
  }
}

export interface SecurityHeaderOptions {
  /** Helmet's options for pages, files and anything else. */
  pages: HelmetOptions;
  /** Helmet's options for routes with `config: { jsonOnly: true }`. */
  json: HelmetOptions;
  /** Headers Helmet does not write (Permissions-Policy), on every answer. */
  always?: [name: string, value: string][];
}

/**
 * Helmet's security headers on every answer, the site's and the API's. They never change per
 * request, so Helmet runs once per set, at start-up, against a stand-in response that records
 * what it sets and removes; each request then gets that list. Running Helmet's dozen middlewares
 * per request cost a tenth of a booking's CPU time (and @fastify/helmet also re-parsed the
 * Content-Security-Policy each time).
 *
 * Answers that are only ever JSON get a shorter set: a browser never renders them as a page, so a
 * page's policies protect nothing there. Each header set costs the server time per answer, and
 * the booking is the answer the service gives most.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const pages = recordHeaders(options.pages, options.always);
  const json = recordHeaders(options.json, options.always);
  app.addHook('onRequest', (request, reply, done) => {
    const { set, removed } = request.routeOptions.config.jsonOnly === true ? json : pages;
    const response = reply.raw;
    for (const name of removed) response.removeHeader(name);
    for (const [name, value] of set) response.setHeader(name, value);
    done();
  });
}

function recordHeaders(options: HelmetOptions, always: [string, string][] = []): { set: [string, string][]; removed: string[] } {
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
  for (const [name, value] of always) recorder.setHeader(name, value);
  return { set: [...set.values()], removed: [...removed] };
}
