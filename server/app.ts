import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.ts';
import { registerSite } from './site.ts';

/** The whole service as a Fastify instance, not listening: tests call this directly. */
export async function buildApp(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: process.env.NODE_ENV === 'test' ? false : { level: process.env.LOG_LEVEL ?? 'info' },
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });
  await registerSite(app, config.distDir);
  return app;
}
