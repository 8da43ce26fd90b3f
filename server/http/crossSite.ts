import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';

/** The site's own origins: PUBLIC_URL's and ALLOWED_ORIGINS ("*" names no page of ours). */
export function ownOrigins(config: Pick<ServerConfig, 'publicUrl' | 'allowedOrigins'>): ReadonlySet<string> {
  return new Set([new URL(config.publicUrl).origin, ...config.allowedOrigins.filter((origin) => origin !== '*')]);
}

/**
 * True when a browser says the request comes from another site's page: Sec-Fetch-Site
 * "cross-site", or an Origin that is none of ours. A mail client's one-click unsubscribe sends
 * neither header, and "null" (a page whose referrer policy hides its origin, as ours does) names
 * no site, so both pass.
 */
export function isCrossSite(request: FastifyRequest, own: ReadonlySet<string>): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  return origin !== undefined && origin !== 'null' && !own.has(origin);
}
