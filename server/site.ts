import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { KNOWN_PATHS } from '../src/app/routes-manifest.ts';

const ONE_YEAR = 'public, max-age=31536000, immutable';

/**
 * Serves the built website: hashed assets cached for a year, HTML always revalidated. The site's
 * routes answer 200 with the app; any other path answers 404 with the app, which shows its 404 page.
 */
export async function registerSite(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`The built site is missing: ${indexFile} not found. Run "npm run build" first.`);

  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: true,
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? ONE_YEAR : 'no-cache');
    },
  });

  for (const route of KNOWN_PATHS) {
    app.get(route, (_request, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html'));
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ error: { code: 'not_found', message: 'Not found' } });
    }
    if (request.url.startsWith('/functions/') || request.url.startsWith('/assets/')) {
      return reply.code(404).send({ error: { code: 'not_found', message: 'Not found' } });
    }
    return reply.code(404).header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
