import { defineConfig, devices } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Browser tests drive the production build, served by the real booking service, in Debian's
 * Chromium. A missing browser is an error, never a skip.
 */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  throw new Error(
    `Chromium not found at ${chromium}. Install it with "apt-get update && apt-get install -y chromium" ` +
      '(or point CHROMIUM_PATH at a Chromium binary). Browser tests never skip.',
  );
}

const port = Number(process.env.E2E_PORT ?? 4317);
export const baseURL = `http://127.0.0.1:${port}`;
// A fresh data directory per run: database and outbox the tests can inspect (see e2e/fixtures.ts).
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'salon-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    // Tests tagged @mobile run only at phone size; tagged @both, at both sizes; the rest on desktop.
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }, grepInvert: /@mobile/ },
    { name: 'mobile', use: { ...devices['Pixel 7'] }, grep: /@mobile|@both/ },
  ],
  webServer: {
    command: 'node --enable-source-maps dist-server/main.mjs', // the compiled service, as `npm run serve` runs it (npm test builds it first)
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      // Every test books from 127.0.0.1: lift the per-address limits that protect production.
      RATE_LIMIT_BOOKINGS_PER_MINUTE: '1000',
      RATE_LIMIT_NEWSLETTER_PER_MINUTE: '1000',
      // The form asks which hours are free at every change of service, date, guests or barber, and every test asks from 127.0.0.1.
      RATE_LIMIT_AVAILABILITY_PER_MINUTE: '1000',
      // Every page a test leaves sends its page-speed report from 127.0.0.1.
      RATE_LIMIT_VITALS_PER_MINUTE: '1000',
      PHOTO_MB_PER_ADDRESS_PER_DAY: '100000',
      // The desk's staff for the browser tests: one address per test, so each finds its own sign-in link in the outbox.
      DESK_USERS: Array.from({ length: 8 }, (_, n) => `desk-${n + 1}@aurum-atelier.test`).join(','),
      RATE_LIMIT_DESK_SIGN_IN_PER_MINUTE: '1000',
      DESK_SIGN_INS_PER_ADDRESS: '1000',
      DIST_DIR: process.env.DIST_DIR ?? 'dist', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
  },
});
