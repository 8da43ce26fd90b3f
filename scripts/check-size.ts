/**
 * `npm run test:size`: the home page's weight budgets, checked on a finished build (DIST_DIR,
 * default dist; `npm test` builds once and runs this before the browser tests).
 *
 * What it weighs, for the home page in each language, exactly as a browser receives it before the
 * page can hydrate: the entry script and every chunk it imports, the home page's chunk and its
 * imports, and the translation files the prerendered page lists; and the stylesheets those bring.
 * Each file is measured gzip-compressed at level 9, as the server sends it (brotli, when the browser
 * accepts it, is smaller still). Budgets: JavaScript ≤ 125 kB, CSS < 15 kB (1 kB = 1000 bytes).
 * It also checks that no booking-form module is among those files: that code loads on /booking;
 * and that no module of the staff's desk (src/desk) is among them, nor among any file the home page
 * may ever fetch (its dynamic imports included): the desk is its own page.
 * And on /booking, that the request schemas (zod and core/bookingRequest.ts, ~24 kB) are not among
 * the page's initial files either: the form fetches them once the visitor turns to it.
 *
 * Sizes only: a size is deterministic, timings are not (they live in `npm run bench:web`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { LANGUAGES } from '../core/languages.ts';
import { prerenderedFile, type KnownPath } from '../content/routes.ts';
import { NAMESPACES_ATTRIBUTE } from '../src/i18n/prerenderedPage.ts';
import { initialFiles, reachableFiles, readManifest } from './buildManifest.ts';

export const BUDGET = { homeJs: 125_000, homeCss: 15_000 } as const;
/** Modules that belong to /booking only. */
const BOOKING_ONLY = /^src\/(features\/booking\/|pages\/Booking\.tsx)/;
/** The staff's desk: none of it on a public page. */
const DESK = /^src\/desk\//;
/** Modules /booking loads only once the visitor turns to the form (src/features/booking/checkBookingPayload.ts). */
const BOOKING_DEFERRED = /^(node_modules\/zod\/|core\/bookingRequest\.ts$)/;

const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');
const gzipSize = (file: string) => gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function pageNamespaces(language: string, route: KnownPath): string[] {
  const file = path.join(distDir, prerenderedFile(language, route));
  let html: string;
  try {
    html = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${file} is missing: run "npm run build" (DIST_DIR=${distDir}) before the size check.`);
  }
  const namespaces = new RegExp(`<html[^>]*\\s${NAMESPACES_ATTRIBUTE}="([^"]*)"`).exec(html)?.[1];
  if (namespaces === undefined) throw new Error(`${file} does not list its translation namespaces.`);
  return namespaces.split(',').filter(Boolean);
}

function main(): number {
  const manifest = readManifest(distDir);
  const chunkModules = JSON.parse(readFileSync(path.join(distDir, '.vite', 'chunk-modules.json'), 'utf8')) as Record<string, string[]>;
  /** The modules of `files` whose id matches `pattern`, each with the file it is in. */
  const modulesMatching = (files: string[], pattern: RegExp) =>
    files.flatMap((file) => (chunkModules[file] ?? []).filter((id) => pattern.test(id)).map((id) => `${id} (in ${file})`));
  const failures: string[] = [];

  console.log('Home page, initial JavaScript and CSS (gzip -9), per language:');
  for (const language of LANGUAGES) {
    const files = initialFiles(manifest, '/', language, pageNamespaces(language, '/'));
    const js = files.js.map((file) => ({ file, size: gzipSize(file) })).sort((a, b) => b.size - a.size);
    const css = files.css.map((file) => ({ file, size: gzipSize(file) }));
    const jsTotal = js.reduce((sum, f) => sum + f.size, 0);
    const cssTotal = css.reduce((sum, f) => sum + f.size, 0);
    console.log(`  ${language}: JS ${kB(jsTotal)} in ${js.length} files (budget ${kB(BUDGET.homeJs)}), CSS ${kB(cssTotal)} (budget < ${kB(BUDGET.homeCss)})`);
    if (language === 'en') for (const f of [...js, ...css]) console.log(`      ${kB(f.size).padStart(9)}  ${f.file}`);
    if (jsTotal > BUDGET.homeJs) failures.push(`home (${language}) JavaScript is ${kB(jsTotal)}, over the ${kB(BUDGET.homeJs)} budget`);
    if (cssTotal >= BUDGET.homeCss) failures.push(`home (${language}) CSS is ${kB(cssTotal)}, not under ${kB(BUDGET.homeCss)}`);
    const booking = modulesMatching(files.js, BOOKING_ONLY);
    if (booking.length) failures.push(`home (${language}) loads booking-form code: ${booking.join(', ')}`);
    const desk = modulesMatching(files.js, DESK);
    if (desk.length) failures.push(`home (${language}) loads the desk's code: ${desk.join(', ')}`);
  }

  const reachable = reachableFiles(manifest, 'index.html');
  const deskInSite = modulesMatching(reachable, DESK);
  if (deskInSite.length) failures.push(`the site can load the desk's code: ${deskInSite.slice(0, 3).join(', ')}`);
  else console.log(`The site's ${reachable.length} script files hold no module of the desk (src/desk).`);

  let schemasDeferred = true;
  for (const language of LANGUAGES) {
    const files = initialFiles(manifest, '/booking', language, pageNamespaces(language, '/booking'));
    const deferred = modulesMatching(files.js, BOOKING_DEFERRED);
    if (deferred.length === 0) continue;
    schemasDeferred = false;
    failures.push(`/booking (${language}) loads the request schemas up front: ${deferred.slice(0, 3).join(', ')}${deferred.length > 3 ? ', …' : ''}`);
  }
  if (schemasDeferred) console.log('/booking: the request schemas load only once the visitor turns to the form.');

  if (failures.length) {
    console.error(`\nSize check failed:\n  ${failures.join('\n  ')}`);
    return 1;
  }
  console.log('Size budgets met.');
  return 0;
}

process.exitCode = main();
