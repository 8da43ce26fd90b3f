/**
 * `npm run screenshots`: a full-page screenshot of every route (and the 404 page) in every language
 * at a small phone's, a common phone's and a desktop's width, for a person to look at. Writes
 * screenshots/<language>/<width>/<page>.png and prints the folder. Takes the build in DIST_DIR
 * (default dist; run `npm run build` first) and Chromium at CHROMIUM_PATH (default /usr/bin/chromium).
 *
 * Blocks below the first screen are laid out first (as a scroll to an anchor does), so the
 * picture shows the whole page rather than the estimates of blocks not yet near the screen.
 */
import { chromium } from '@playwright/test';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANGUAGES } from '../core/languages.ts';
import { KNOWN_PATHS } from '../content/routes.ts';
import { startChild } from '../bench/lib.ts';

const WIDTHS = [360, 390, 1280];
const ROUTES = [...KNOWN_PATHS, '/no-such-page'];
const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'screenshots');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'screenshots-data-'));

const site = await startChild('serve-site.ts', { DIST_DIR: path.resolve(process.env.DIST_DIR ?? 'dist'), DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, { compiled: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: width < 1024 ? 800 : 900 }, deviceScaleFactor: 1, hasTouch: width < 1024, isMobile: width < 1024 });
    const page = await context.newPage();
    for (const language of LANGUAGES) {
      const folder = path.join(outDir, language, String(width));
      mkdirSync(folder, { recursive: true });
      for (const route of ROUTES) {
        await page.goto(`http://127.0.0.1:${site.port}${route}?lang=${language}`, { waitUntil: 'networkidle' });
        await page.evaluate(async () => {
          document.documentElement.setAttribute('data-whole-page', '');
          await document.fonts.ready;
          // Lazy pictures would load only once scrolled to, too late for a full-page picture: load
          // them all now. The scroll through the page shows whatever else waits to be seen.
          const pictures = [...document.images];
          for (const picture of pictures) picture.loading = 'eager';
          await Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined)));
          // A bar held at the foot of the screen (the phone's Book bar) is left out: a picture of the
          // whole page has no screen's foot, and at the page's foot the bar steps aside.
          for (const element of document.querySelectorAll<HTMLElement>('body *')) {
            const style = getComputedStyle(element);
            if (style.position === 'sticky' && style.bottom !== 'auto') element.style.display = 'none';
          }
          for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          window.scrollTo(0, 0);
          // The sticky header settles after the return to the top; a picture taken at once shows it
          // a bar's height down the page.
          await new Promise((resolve) => setTimeout(resolve, 1000));
        });
        await page.waitForLoadState('networkidle');
        const name = route === '/' ? 'home' : route.slice(1);
        await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
      }
      console.log(`  ${language} at ${width} px`);
    }
    await context.close();
  }
  console.log(`Screenshots of ${ROUTES.length} pages × ${LANGUAGES.length} languages × ${WIDTHS.length} widths in ${outDir}`);
} finally {
  await browser.close();
  await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
