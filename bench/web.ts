/**
 * `npm run bench:web`: Lighthouse on every page of the site and on a static reference page.
 * Prints figures; passes or fails nothing.
 *
 * Lighthouse 12 (programmatic API, its mobile preset: Moto G Power emulation with simulated slow
 * 4G and 4× CPU slowdown) in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium). For each
 * route: the four category scores, LCP, TBT, CLS, total bytes and JavaScript bytes. Then the same
 * for a hand-written static page holding the home page's hero (text, styles, image; no script)
 * served by the same kind of server, and our home LCP ÷ that page's LCP.
 *
 * One load of a page is a noisy measure of its LCP: Lighthouse simulates the slow phone from one
 * fast load and counts only the downloads that finished before that load's largest paint, so a font
 * that finishes a few milliseconds late (the static page's body font, for one) leaves the estimate
 * and lowers it by up to a quarter. As Lighthouse's docs advise
 * (docs/variability.md: the median of five runs), the ratio compares the median LCP of
 * BENCH_LCP_PAIRS (default 5) loads of each page, taken in alternation (the table's loads are the
 * first pair), and every load's LCP is printed.
 *
 * It measures the build in DIST_DIR when that holds a prerendered build, else builds one into a
 * temporary folder first.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { KNOWN_PATHS } from '../content/routes.ts';
import { fixed, median, ROOT, startChild, table, type Child } from './lib.ts';
import { readHome, writeStaticPage } from './staticPage.ts';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const LCP_PAIRS = Number(process.env.BENCH_LCP_PAIRS ?? 5);

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

function buildIfNeeded(): { distDir: string; temporary: boolean } {
  const given = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(ROOT, 'dist');
  if (existsSync(path.join(given, 'prerendered', 'en', 'index.html'))) return { distDir: given, temporary: false };
  const distDir = mkdtempSync(path.join(os.tmpdir(), 'bench-web-dist-'));
  console.log(`No prerendered build in ${given}: building into ${distDir}…`);
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, env: { ...process.env, DIST_DIR: distDir }, stdio: ['ignore', 'ignore', 'inherit'] });
  return { distDir, temporary: true };
}

async function main() {
  const started = new Date();
  const { distDir, temporary } = buildIfNeeded();
  const work = mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
  const staticDir = path.join(work, 'static');
  await writeStaticPage(distDir, readHome(distDir), staticDir);

  const children: Child[] = [];
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const site = await startChild('serve-site.ts', { DIST_DIR: distDir, DATA_DIR: path.join(work, 'data'), NODE_ENV: 'production', LOG_LEVEL: 'warn' }, { compiled: true });
    children.push(site);
    const reference = await startChild('serve-static.ts', { STATIC_DIR: staticDir });
    children.push(reference);
    console.log(`bench:web — ${started.toISOString()} — Lighthouse mobile preset (simulated throttling), Chromium at ${CHROME}, build ${distDir}\n`);

    const rows: (string | number)[][] = [['page', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'total KB', 'JS KB']];
    const row = (name: string, f: Figures) => [name, ...f.scores, fixed(f.lcp), fixed(f.tbt), fixed(f.cls, 3), fixed(f.totalBytes / 1024, 1), fixed(f.jsBytes / 1024, 1)];
    const homeUrl = `http://127.0.0.1:${site.port}/`;
    const staticUrl = `http://127.0.0.1:${reference.port}/`;
    const homeLcps: number[] = [];
    for (const route of KNOWN_PATHS) {
      const figures = await audit(`http://127.0.0.1:${site.port}${route}`, chrome.port);
      if (route === '/') homeLcps.push(figures.lcp);
      rows.push(row(route, figures));
      console.log(`  measured ${route}`);
    }
    const staticFigures = await audit(staticUrl, chrome.port);
    const staticLcps = [staticFigures.lcp];
    rows.push(row('static hero page', staticFigures));
    for (let pair = 2; pair <= LCP_PAIRS; pair++) {
      homeLcps.push((await audit(homeUrl, chrome.port, ['performance'])).lcp);
      staticLcps.push((await audit(staticUrl, chrome.port, ['performance'])).lcp);
      console.log(`  measured LCP pair ${pair} of ${LCP_PAIRS} (home, static page)`);
    }
    console.log(table(rows));
    const [homeMedian, staticMedian] = [median(homeLcps), median(staticLcps)];
    console.log(`\nLCP over ${LCP_PAIRS} alternating loads (ms): home ${homeLcps.map((v) => fixed(v)).join(', ')}; static page ${staticLcps.map((v) => fixed(v)).join(', ')}`);
    console.log(`home LCP ÷ static page LCP, medians: ${fixed(homeMedian)} ÷ ${fixed(staticMedian)} = ${fixed(homeMedian / staticMedian, 2)} (goal ≤ 1.20)`);
  } finally {
    await chrome.kill();
    for (const child of children) await child.stop();
    rmSync(work, { recursive: true, force: true });
    if (temporary) rmSync(distDir, { recursive: true, force: true });
  }
}

await main();
