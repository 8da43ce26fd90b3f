/**
 * `npm run build`, second half (after `vite build` of the client): renders every route in every
 * language, and the 404 page, to static HTML in <build>/prerendered/<language>/, then writes
 * sitemap.xml and robots.txt and brotli/gzip versions of every text file.
 *
 *   DIST_DIR   the client build to complete (default dist)
 *   SITE_URL   public origin for canonical URLs, alternates, sitemap (default PUBLIC_URL, then
 *              https://aurum-atelier.al)
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { Language } from '../core/languages.ts';
import { PRERENDERED_DIR, prerenderedFile, type KnownPath } from '../content/routes.ts';
import type * as EntryServer from '../src/entry-server.tsx';
import { NAMESPACES_ATTRIBUTE } from '../src/i18n/prerenderedPage.ts';
import { robotsTxt, sitemapXml } from '../src/features/seo/sitemap.ts';
import { charactersOutsideFonts, fontCoverage, visibleText } from './fontCoverage.ts';
import { priorityImagePreload, takeStylesheets } from './headOrder.ts';
import { precompress } from './precompress.ts';

const root = path.resolve(import.meta.dirname, '..');
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const siteUrl = (process.env.SITE_URL || process.env.PUBLIC_URL || 'https://aurum-atelier.al').replace(/\/+$/, '');

/**
 * The heading font above the fold (scripts/build-fonts.ts; Vite adds an 8-character hash):
 * preloaded so the hero's title does not wait for the stylesheet.
 */
const PRELOADED_FONT = /^cormorant-garamond-latin-[\w-]{8}\.woff2$/;

const HEAD_START = '<!--app-head:start-->';
const HEAD_END = '<!--app-head:end-->';
const ROOT_MARKER = '<!--app-html-->';

async function buildServerEntry(outDir: string): Promise<typeof EntryServer> {
  await build({
    root,
    logLevel: 'warn',
    mode: 'production',
    build: {
      ssr: 'src/entry-server.tsx',
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
    },
  });
  return (await import(pathToFileURL(path.join(outDir, 'entry-server.js')).href)) as typeof EntryServer;
}

function fontPreload(): string {
  const font = readdirSync(path.join(distDir, 'assets')).find((file) => PRELOADED_FONT.test(file));
  if (!font) throw new Error('The heading font (Cormorant Garamond, latin) is not in the build: update PRELOADED_FONT.');
  return `<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin />`;
}

/** The client build's CSS, where the @font-face rules are. */
function builtStylesheets(): string {
  const assets = path.join(distDir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(path.join(assets, file), 'utf8'))
    .join('\n');
}

function fillTemplate(template: string, parts: { language: Language; namespaces: string[]; head: string; html: string }): string {
  const start = template.indexOf(HEAD_START);
  const end = template.indexOf(HEAD_END);
  if (start < 0 || end < 0 || !template.includes(ROOT_MARKER)) {
    throw new Error(`index.html must contain ${HEAD_START}…${HEAD_END} and ${ROOT_MARKER}.`);
  }
  const withHead = template.slice(0, start) + parts.head + template.slice(end + HEAD_END.length);
  return withHead
    .replace(/<html lang="[^"]*"/, `<html lang="${parts.language}" ${NAMESPACES_ATTRIBUTE}="${parts.namespaces.join(',')}"`)
    .replace(ROOT_MARKER, () => parts.html);
}

/** Fails the build on a console error while rendering (a missing translation, a React warning). */
async function failingOnConsoleErrors<T>(label: string, render: () => Promise<T>): Promise<T> {
  const errors: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
  try {
    const result = await render();
    if (errors.length) throw new Error(`Rendering ${label} logged errors:\n${errors.join('\n')}`);
    return result;
  } finally {
    console.error = original;
  }
}

async function main() {
  const started = performance.now();
  // The stylesheet goes first in each page's head, before the scripts (see headOrder.ts).
  const { template, stylesheets } = takeStylesheets(readFileSync(path.join(distDir, 'index.html'), 'utf8'));
  const cacheDir = path.join(root, 'node_modules', '.cache');
  mkdirSync(cacheDir, { recursive: true });
  // Inside the project so that the server bundle resolves its dependencies from node_modules.
  const serverOutDir = mkdtempSync(path.join(cacheDir, 'prerender-'));
  try {
    const entry = await buildServerEntry(serverOutDir);
    const preloadFont = fontPreload();
    const fonts = fontCoverage(builtStylesheets());
    if (!fonts.size) throw new Error('The build has no @font-face rules: has src/generated/fonts/fonts.css left src/main.tsx?');
    rmSync(path.join(distDir, PRERENDERED_DIR), { recursive: true, force: true });

    const routes: (KnownPath | null)[] = [...entry.KNOWN_PATHS, null];
    let pages = 0;
    for (const language of entry.LANGUAGES) {
      for (const routePath of routes) {
        const label = `${routePath ?? '404'} (${language})`;
        const page = await failingOnConsoleErrors(label, () => entry.renderPage(routePath ?? '/404', language, { siteUrl }));
        const outside = charactersOutsideFonts(visibleText(page.html), fonts);
        if (outside.length) {
          throw new Error(`${label} shows characters the web fonts lack: ${outside.join(' ')} (see scripts/fontCoverage.ts).`);
        }
        // Deliberately no modulepreload links for the page's chunks: on a slow connection 15–20 script
        // requests at the start shared the bandwidth with the stylesheet and the fonts the first
        // paint waits for (Lighthouse's mobile run put the home page's first paint at about 2.0 s
        // with them and 1.1–1.4 s without). The page is whole without its scripts: the entry
        // (src/main.tsx) starts fetching them only after the first paint. The one stylesheet is
        // the entry's (a lazily loaded chunk cannot bring CSS: see plainDynamicImports in vite.config.ts).
        const head = [page.head, ...stylesheets, priorityImagePreload(page.html), preloadFont].filter(Boolean).join('\n    ');
        const file = path.join(distDir, prerenderedFile(language, routePath));
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, fillTemplate(template, { language, namespaces: page.namespaces, head, html: page.html }));
        pages++;
      }
    }

    writeFileSync(path.join(distDir, 'sitemap.xml'), sitemapXml(siteUrl, entry.KNOWN_PATHS));
    writeFileSync(path.join(distDir, 'robots.txt'), robotsTxt(siteUrl));
    const compressed = await precompress(distDir);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `prerendered ${pages} pages (${routes.length} routes × ${entry.LANGUAGES.length} languages) for ${siteUrl}; ` +
        `precompressed ${compressed.files} files (${(compressed.before / 1024).toFixed(0)} KB → ${(compressed.brotli / 1024).toFixed(0)} KB brotli) in ${seconds} s`,
    );
  } finally {
    rmSync(serverOutDir, { recursive: true, force: true });
  }
}

await main();
