/**
 * `npm run bench:web`: Lighthouse on every page of the site and on the same home page without its
 * scripts. Prints figures; passes or fails nothing.
 *
 * Lighthouse 12 (programmatic API, its mobile preset: Moto G Power emulation with simulated slow
 * 4G and 4× CPU slowdown) in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium). For each
 * route, the median of BENCH_RUNS loads (default 3): the four category scores, LCP, TBT, CLS, total
 * bytes and JavaScript bytes. Then the prerendered home page with every script removed (same HTML,
 * CSS, fonts and pictures, served by the same kind of server), and our home LCP ÷ that page's LCP,
 * compared as the medians of BENCH_LCP_PAIRS (default 5) alternating loads, since one load's
 * LCP moves with which downloads happen to finish before the paint.
 *
 * Then the interaction run (bench/interaction.ts): every route on an emulated mid-range phone,
 * BENCH_INTERACTION_RUNS loads per page and toggle (default 5): first contentful paint, how long a
 * tap on the menu and on the language picker made from the first paint on waits for its popup, how
 * late after the paint that first tap came, the longest main-thread task (of the whole load, and of
 * what follows the first paint) and the script bytes, then the same for the home page without
 * scripts, which shows what a tap costs with no script at all. In English by default;
 * `--all-languages` adds `?lang=sq|tr|de`.
 * `--interaction-only` skips Lighthouse.
 *
 * It measures the build in DIST_DIR when that holds a prerendered build, else builds one into a
 * temporary folder first.
 */
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { KNOWN_PATHS } from '../content/routes.ts';
import { LANGUAGES } from '../core/languages.ts';
import { localizedPath } from '../core/languageUrl.ts';
import { launchPhoneBrowser, measurePage, type PageFigures } from './interaction.ts';
import { fixed, median, ROOT, startChild, table, type Child } from './lib.ts';
import { writeStaticPage } from './staticPage.ts';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const LCP_PAIRS = Number(process.env.BENCH_LCP_PAIRS ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** BENCH_ROUTES=/,/booking measures those routes only. */
const ROUTES = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',') : KNOWN_PATHS;
/** The goals, printed beside the figures. */
const GOALS = { performance: 98, otherScores: 100, lcpRatio: 1.2, tbtMs: 50, answerMs: 100, taskMs: 100 };
const INTERACTION_RUNS = Number(process.env.BENCH_INTERACTION_RUNS ?? 5);
const INTERACTION_ONLY = process.argv.includes('--interaction-only');
const INTERACTION_LANGUAGES = process.argv.includes('--all-languages') ? LANGUAGES : (['en'] as const);

interface Figures {
  scores: number[];
  lcp: number;
  tbt: number;
  cls: number;
  totalBytes: number;
  jsBytes: number;
}

async function audit(url: string, port: number, categories: readonly string[] = CATEGORIES, attempt = 1): Promise<Figures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    // Headless Chromium now and then loses a trace (NO_NAVSTART, NO_FCP): run that page again.
    if (attempt < 3) return audit(url, port, categories, attempt + 1);
    throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const summary = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  return {
    scores: CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? NaN) * 100)),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    totalBytes: numeric('total-byte-weight'),
    jsBytes: summary.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
  };
}

/** Each figure's median over several loads of one page. */
function medianFigures(runs: Figures[]): Figures {
  const of = (pick: (f: Figures) => number) => median(runs.map(pick));
  return {
    scores: CATEGORIES.map((_, i) => of((f) => f.scores[i]!)),
    lcp: of((f) => f.lcp),
    tbt: of((f) => f.tbt),
    cls: of((f) => f.cls),
    totalBytes: of((f) => f.totalBytes),
    jsBytes: of((f) => f.jsBytes),
  };
}

function buildIfNeeded(): { distDir: string; temporary: boolean } {
  const given = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(ROOT, 'dist');
  if (existsSync(path.join(given, 'prerendered', 'en', 'index.html'))) return { distDir: given, temporary: false };
  const distDir = mkdtempSync(path.join(os.tmpdir(), 'bench-web-dist-'));
  console.log(`No prerendered build in ${given}: building into ${distDir}…`);
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, env: { ...process.env, DIST_DIR: distDir }, stdio: ['ignore', 'ignore', 'inherit'] });
  return { distDir, temporary: true };
}

async function lighthouseRun(sitePort: number, referencePort: number, chromePort: number, distDir: string, started: Date) {
  console.log(`bench:web — ${started.toISOString()} — Lighthouse mobile preset (simulated throttling), Chromium at ${CHROME}, build ${distDir}\n`);

  const rows: (string | number)[][] = [['page', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'total KB', 'JS KB']];
  const row = (name: string, f: Figures) => [name, ...f.scores, fixed(f.lcp), fixed(f.tbt), fixed(f.cls, 3), fixed(f.totalBytes / 1024, 1), fixed(f.jsBytes / 1024, 1)];
  const homeUrl = `http://127.0.0.1:${sitePort}/`;
  const staticUrl = `http://127.0.0.1:${referencePort}/`;
  const misses: string[] = [];
  for (const route of ROUTES) {
    const runs: Figures[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await audit(`http://127.0.0.1:${sitePort}${route}`, chromePort));
    const figures = medianFigures(runs);
    rows.push(row(route, figures));
    const [performance, ...others] = figures.scores;
    if (performance! < GOALS.performance) misses.push(`${route}: performance ${performance}`);
    if (others.some((score) => score < GOALS.otherScores)) misses.push(`${route}: ${others.join('/')} in accessibility/best practices/SEO`);
    if (figures.tbt > GOALS.tbtMs) misses.push(`${route}: blocking time ${fixed(figures.tbt)} ms`);
    console.log(`  measured ${route} (${RUNS} loads, scores ${runs.map((r) => r.scores[0]).join(', ')})`);
  }
  rows.push(row('home without scripts', await audit(staticUrl, chromePort)));
  const homeLcps: number[] = [];
  const staticLcps: number[] = [];
  for (let pair = 1; pair <= LCP_PAIRS; pair++) {
    homeLcps.push((await audit(homeUrl, chromePort, ['performance'])).lcp);
    staticLcps.push((await audit(staticUrl, chromePort, ['performance'])).lcp);
    console.log(`  measured LCP pair ${pair} of ${LCP_PAIRS} (home, home without scripts)`);
  }
  console.log(`\nMedians of ${RUNS} loads per page:`);
  console.log(table(rows));
  const [homeMedian, staticMedian] = [median(homeLcps), median(staticLcps)];
  const ratio = homeMedian / staticMedian;
  if (ratio > GOALS.lcpRatio) misses.push(`home LCP ratio ${fixed(ratio, 2)}`);
  console.log(`\nLCP over ${LCP_PAIRS} alternating loads (ms): home ${homeLcps.map((v) => fixed(v)).join(', ')}; without scripts ${staticLcps.map((v) => fixed(v)).join(', ')}`);
  console.log(`home LCP ÷ home-without-scripts LCP, medians: ${fixed(homeMedian)} ÷ ${fixed(staticMedian)} = ${fixed(ratio, 2)} (goal ≤ ${GOALS.lcpRatio})`);
  console.log(
    `Goals (performance ≥ ${GOALS.performance}, other scores ${GOALS.otherScores}, TBT ≤ ${GOALS.tbtMs} ms, LCP ratio ≤ ${GOALS.lcpRatio}): ` +
      (misses.length ? `missed: ${misses.join('; ')}` : 'all met'),
  );
}

async function interactionRun(sitePort: number, referencePort: number, distDir: string) {
  console.log(
    `\nInteraction run — Chromium at ${CHROME}, 390 px, CPU 4× slower, 150 ms RTT and 1.6 Mbit/s, ` +
      `medians of ${INTERACTION_RUNS} loads per page and toggle, build ${distDir}`,
  );
  const browser = await launchPhoneBrowser(CHROME);
  try {
    const rows: (string | number)[][] = [['page', 'FCP ms', 'menu ms', 'language ms', 'first tap ms', 'longest task ms', 'after paint ms', 'script KB']];
    const row = (name: string, f: PageFigures) => [name, fixed(f.fcp), fixed(f.menu), fixed(f.language), `+${fixed(f.firstTap)}`, fixed(f.longestTask), fixed(f.longestTaskAfterPaint), fixed(f.scriptBytes / 1024, 1)];
    const misses: string[] = [];
    for (const language of INTERACTION_LANGUAGES) {
      for (const route of ROUTES) {
        const page = localizedPath(route, language);
        const f = await measurePage(browser, `http://127.0.0.1:${sitePort}${page}`, INTERACTION_RUNS);
        rows.push(row(page, f));
        if (!(f.menu <= GOALS.answerMs && f.language <= GOALS.answerMs)) misses.push(`${page}: answers ${fixed(f.menu)}/${fixed(f.language)} ms`);
        if (f.longestTask > GOALS.taskMs) misses.push(`${page}: task ${fixed(f.longestTask)} ms`);
        console.log(`  measured ${page}`);
      }
    }
    // The same page without scripts: what answering a tap costs with no script at all on this machine.
    rows.push(row('home without scripts', await measurePage(browser, `http://127.0.0.1:${referencePort}/`, INTERACTION_RUNS)));
    console.log(
      '\nAnswers are milliseconds the first tap after the first contentful paint waits, as INP counts it: from the lift until the popup shows,\n' +
        'or longer if one of the tap\'s events waited longer for its frame (n/a: never within 30 s);\n' +
        '"first tap" is how long after the paint the harness managed to tap, which the page does not decide:',
    );
    console.log(table(rows));
    console.log(`Goals (answer ≤ ${GOALS.answerMs} ms after a tap at the first paint, no task over ${GOALS.taskMs} ms): ` + (misses.length ? `missed: ${misses.join('; ')}` : 'all met'));
  } finally {
    await browser.close();
  }
}

async function main() {
  const started = new Date();
  const { distDir, temporary } = buildIfNeeded();
  const work = mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
  const staticDir = path.join(work, 'static');
  await writeStaticPage(distDir, staticDir);

  const children: Child[] = [];
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const site = await startChild('serve-site.ts', { DIST_DIR: distDir, DATA_DIR: path.join(work, 'data'), NODE_ENV: 'production', LINK_SECRET: randomBytes(32).toString('base64url'), LOG_LEVEL: 'warn' }, { compiled: true });
    children.push(site);
    const reference = await startChild('serve-static.ts', { STATIC_DIR: staticDir });
    children.push(reference);
    if (!INTERACTION_ONLY) await lighthouseRun(site.port, reference.port, chrome.port, distDir, started);
    await interactionRun(site.port, reference.port, distDir);
  } finally {
    await chrome.kill();
    for (const child of children) await child.stop();
    rmSync(work, { recursive: true, force: true });
    if (temporary) rmSync(distDir, { recursive: true, force: true });
  }
}

await main();
