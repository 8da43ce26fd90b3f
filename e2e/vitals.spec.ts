import BetterSqlite3 from 'better-sqlite3';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { VITALS_PATH } from '../core/vitals.ts';
import { expect, test } from './fixtures.ts';

/** The reports a page sends to the service. */
function reportsOf(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === VITALS_PATH) sent.push(request);
  });
  return sent;
}

const loaded = (page: Page, file: RegExp) =>
  page.evaluate((source) => performance.getEntriesByType('resource').some((entry) => new RegExp(source).test(entry.name)), file.source);

/** Opens a page, waits until it is live and its enhancements have run, and taps it. */
async function visit(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('html[data-interactive]')).toBeAttached();
  await expect.poll(() => loaded(page, /\/enhancements-[\w-]+\.js$/)).toBe(true);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await page.locator('main h1').first().click();
}

/** Headless Chromium never hides a tab, so the page is told it is hidden, as a phone's browser tells it when the visitor switches away. */
async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

function storedSince(since: string, route: string, language: string): string[] {
  const db = new BetterSqlite3(path.join(process.env.E2E_DATA_DIR!, 'bookings.db'), { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('SELECT metric FROM web_vitals WHERE at >= ? AND route = ? AND language = ?').all(since, route, language) as { metric: string }[];
    return rows.map((row) => row.metric);
  } finally {
    db.close();
  }
}

test('a visit reports how fast the page was when it is hidden: the route, the language and the figures, nothing else', async ({ page }) => {
  const since = new Date().toISOString();
  const sent = reportsOf(page);
  await visit(page, '/restaurant?lang=de');
  await expect.poll(() => loaded(page, /\/web-vitals-[\w-]+\.js$/)).toBe(true);
  await hide(page);
  await expect.poll(() => sent.length).toBe(1);
  const report = sent[0]!.postDataJSON() as { route: string; language: string; metrics: { name: string; value: number }[] };
  expect(Object.keys(report).sort()).toEqual(['language', 'metrics', 'route']);
  expect(report).toMatchObject({ route: '/restaurant', language: 'de' });
  expect(report.metrics.map((metric) => metric.name)).toEqual(expect.arrayContaining(['LCP', 'CLS']));
  await expect.poll(() => storedSince(since, '/restaurant', 'de')).toEqual(expect.arrayContaining(['LCP', 'CLS']));
});

test('a visitor whose browser asks not to be tracked sends nothing and loads no measuring code', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
  const sent = reportsOf(page);
  await visit(page, '/aesthetic?lang=sq');
  // Whatever the page would fetch to measure has had time to arrive.
  await page.waitForLoadState('networkidle');
  await hide(page);
  expect(await loaded(page, /\/web-vitals-/)).toBe(false);
  expect(sent).toEqual([]);
});
