import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from '../core/languages.ts';
import { KNOWN_PATHS, PRERENDERED_DIR, prerenderedFile, type KnownPath } from '../content/routes.ts';
import { LANGUAGE_PARAM } from '../core/languageUrl.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const NOT_FOUND_JSON = { error: { code: 'not_found', message: 'Not found' } };

type Encoding = 'br' | 'gzip' | 'identity';

/** One prerendered page in one language, held in memory in each encoding it was built in. */
interface Page {
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
  /** Content hash: the same URL varies by language, so validators must differ whenever content does. */
  hash: string;
}

/**
 * The page's language: `?lang=xx` when the URL names one of ours, else the `preferred-language`
 * cookie the site writes when a visitor chooses, else English. Anything else is ignored.
 */
export function chooseLanguage(search: string, cookieHeader: string | undefined): Language {
  const named = new URLSearchParams(search).get(LANGUAGE_PARAM);
  if (isLanguage(named)) return named;
  for (const part of cookieHeader?.split(';') ?? []) {
    const [name, value] = part.split('=').map((s) => s.trim());
    if (name === LANGUAGE_STORAGE_KEY && isLanguage(value)) return value;
  }
  return DEFAULT_LANGUAGE;
}

/** The best encoding the request accepts among those we have: brotli, then gzip, then none. */
export function chooseEncoding(acceptEncoding: string | undefined, available: readonly Encoding[]): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [token, ...params] = part.split(';').map((s) => s.trim());
    if (!token) continue;
    const q = params.find((p) => p.startsWith('q='));
    accepted.set(token, q ? Number(q.slice(2)) || 0 : 1);
  }
  const quality = (encoding: string) => accepted.get(encoding) ?? accepted.get('*') ?? 0;
  for (const encoding of ['br', 'gzip'] as const) {
    if (available.includes(encoding) && quality(encoding) > 0) return encoding;
  }
  return 'identity';
}

function loadPage(file: string): Page {
  const identity = readFileSync(file);
  const bodies: Page['bodies'] = { identity };
  if (existsSync(`${file}.br`)) bodies.br = readFileSync(`${file}.br`);
  if (existsSync(`${file}.gz`)) bodies.gzip = readFileSync(`${file}.gz`);
  return { bodies, hash: createHash('sha256').update(identity).digest('base64url').slice(0, 22) };
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page, language: Language, status: number) {
  const encoding = chooseEncoding(request.headers['accept-encoding'], Object.keys(page.bodies) as Encoding[]);
  const etag = `"${page.hash}-${encoding}"`;
  reply
    .code(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Content-Language', language)
    .header('Cache-Control', REVALIDATE)
    // Each URL has a version per language (chosen by the cookie) and per encoding.
    .header('Vary', 'Accept-Encoding, Cookie');
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  if (status === 200) {
    reply.header('ETag', etag);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*')) {
      return reply.code(304).send();
    }
  }
  return reply.send(page.bodies[encoding]);
}

/**
 * Serves the built website.
 * - Pages: the prerendered HTML of the route in the visitor's language (see chooseLanguage), from
 *   memory, brotli or gzip as the browser accepts, revalidated on every visit (ETag). Any other
 *   path answers 404 with the prerendered 404 page in that language.
 * - Files: hashed assets cached for a year as immutable, other files revalidated; the build's
 *   .br/.gz versions are sent with the matching Content-Encoding.
 * A build without prerendered pages (plain `vite build`) is served as a single-page app: every
 * route gets index.html, and the browser renders it.
 */
export async function registerSite(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`The built site is missing: ${indexFile} not found. Run "npm run build" first.`);

  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: true,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : REVALIDATE);
    },
  });

  const notFoundJson = (reply: FastifyReply) => reply.code(404).header('Cache-Control', REVALIDATE).send(NOT_FOUND_JSON);
  const isPrerendered = existsSync(path.join(distDir, prerenderedFile(DEFAULT_LANGUAGE, '/')));

  if (!isPrerendered) {
    for (const route of KNOWN_PATHS) {
      app.get(route, (_request, reply) => reply.header('Cache-Control', REVALIDATE).sendFile('index.html'));
    }
    app.setNotFoundHandler((request, reply) => {
      if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.startsWith('/functions/') || request.url.startsWith('/assets/')) {
        return notFoundJson(reply);
      }
      return reply.code(404).header('Cache-Control', REVALIDATE).sendFile('index.html');
    });
    return;
  }

  const pages = new Map<string, Page>();
  const key = (language: Language, route: KnownPath | null) => `${language} ${route ?? 404}`;
  for (const language of LANGUAGES) {
    for (const route of [...KNOWN_PATHS, null]) pages.set(key(language, route), loadPage(path.join(distDir, prerenderedFile(language, route))));
  }
  const serve = (request: FastifyRequest, reply: FastifyReply, route: KnownPath | null) => {
    const query = request.url.indexOf('?');
    const language = chooseLanguage(query < 0 ? '' : request.url.slice(query), request.headers.cookie);
    return sendPage(request, reply, pages.get(key(language, route))!, language, route === null ? 404 : 200);
  };

  for (const route of KNOWN_PATHS) app.get(route, (request, reply) => serve(request, reply, route));
  // The build's own bookkeeping is not part of the site: the prerendered pages have their URLs above.
  for (const hidden of ['/index.html', `/${PRERENDERED_DIR}/*`, '/.vite/*']) app.get(hidden, (request, reply) => serve(request, reply, null));

  app.setNotFoundHandler((request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.startsWith('/functions/') || request.url.startsWith('/assets/')) {
      return notFoundJson(reply);
    }
    return serve(request, reply, null);
  });
}
