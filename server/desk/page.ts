/**
 * The staff's desk as the service serves it: /desk and every screen under it answer the built
 * desk.html (the app routes in the browser), and /desk/manifest.webmanifest lets a phone install
 * it. Every answer says `noindex`; the desk's API under /desk/api is not served here.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '../../core/languages.ts';
import { DESK_API } from '../../core/deskApi.ts';
import { colors } from '../../content/brandTokens.ts';
import { brand } from '../../content/site.ts';
import { fill, mailStrings } from '../mail/strings.ts';

export const DESK_PAGE_FILE = 'desk.html';
export const DESK_MANIFEST_PATH = '/desk/manifest.webmanifest';
const NOINDEX = 'noindex, nofollow';

export interface DeskPageOptions {
  distDir: string;
  /** The desk's language until a person chooses their own. */
  businessLanguage: Language;
  /** Where "today" is judged, for the agenda. */
  businessTimeZone: string;
}

/** The built page with the business's language and time zone written into its <html>. */
export function deskPageHtml(built: string, language: Language, timeZone: string): string {
  const escaped = timeZone.replace(/[^\w/+-]/g, '');
  return built.replace(/<html[^>]*>/, `<html lang="${language}" data-house-time-zone="${escaped}">`);
}

/** The web app manifest: the desk installs as its own app, opening at /desk, in the house's colours. */
export function deskManifest(language: Language) {
  const words = mailStrings(language).deskApp;
  return {
    name: fill(words.name, { brand: brand.name }),
    short_name: words.shortName,
    description: fill(words.description, { brand: brand.name }),
    lang: language,
    id: '/desk',
    start_url: '/desk',
    scope: '/desk/',
    display: 'standalone',
    orientation: 'any',
    background_color: colors.ink,
    theme_color: colors.ink,
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}

export function registerDeskPage(app: FastifyInstance, options: DeskPageOptions): void {
  const file = path.join(options.distDir, DESK_PAGE_FILE);
  if (!existsSync(file)) {
    app.log.warn(`the desk is not built (${file} not found): /desk answers 404 until "npm run build"`);
    return;
  }
  const html = deskPageHtml(readFileSync(file, 'utf8'), options.businessLanguage, options.businessTimeZone);
  const manifest = JSON.stringify(deskManifest(options.businessLanguage));

  const page = (request: FastifyRequest, reply: FastifyReply) => {
    // An API path that no route answers is an API's 404, never the app's page.
    if (request.url === DESK_API || request.url.startsWith(`${DESK_API}/`) || request.url.startsWith(`${DESK_API}?`)) {
      return reply.code(404).header('cache-control', 'no-cache').send({ error: { code: 'not_found', message: 'Not found' } });
    }
    return reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').header('x-robots-tag', NOINDEX).send(html);
  };
  for (const url of ['/desk', '/desk/*', `/${DESK_PAGE_FILE}`]) app.get(url, page);
  app.get(DESK_MANIFEST_PATH, (_request, reply) =>
    reply.header('content-type', 'application/manifest+json; charset=utf-8').header('cache-control', 'no-cache').header('x-robots-tag', NOINDEX).send(manifest),
  );
}
