import { simpleParser } from 'mailparser';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brand } from '../content/site.ts';
import sqMail from '../server/mail/strings/sq.json' with { type: 'json' };
import { expect, freePort, localeText, test, useStoredLanguage } from './fixtures.ts';

/**
 * The footer's newsletter sign-up, in Chromium against the real booking service: the notice the
 * visitor sees, and the confirmation message the service queues in the visitor's language.
 */

const outboxOf = (dataDir: string) => path.join(dataDir, 'outbox');

/** The confirmation messages queued for `address`, parsed. */
async function confirmationsTo(dataDir: string, address: string) {
  const outbox = outboxOf(dataDir);
  const files = readdirSync(outbox).filter((file) => file.endsWith('.eml'));
  const messages = await Promise.all(files.map(async (file) => simpleParser(readFileSync(path.join(outbox, file)))));
  return messages.filter((message) => message.to && !Array.isArray(message.to) && message.to.value.some((to) => to.address === address));
}

test.describe('newsletter sign-up', () => {
  test('subscribes, says to check the inbox, empties the field, and mails a confirmation link', async ({ page }) => {
    await page.goto('/');
    const field = page.getByLabel(localeText('en', 'common', 'footer.newsletterEmailLabel'));
    await field.fill('guest@example.com');
    await page.getByRole('button', { name: localeText('en', 'common', 'footer.subscribe') }).click();
    await expect(page.getByText(localeText('en', 'newsletter', 'pending.title'))).toBeVisible();
    await expect(page.getByText(localeText('en', 'newsletter', 'pending.text', { email: 'guest@example.com' }))).toBeVisible();
    await expect(field).toHaveValue('');
    await expect.poll(async () => (await confirmationsTo(process.env.E2E_DATA_DIR!, 'guest@example.com')).length).toBe(1);
  });

  test('speaks the visitor’s language, and mails the confirmation in it', async ({ page }) => {
    await useStoredLanguage(page, 'sq');
    await page.goto('/');
    await page.getByLabel(localeText('sq', 'common', 'footer.newsletterEmailLabel')).fill('mysafir@example.com');
    await page.getByRole('button', { name: localeText('sq', 'common', 'footer.subscribe') }).click();
    await expect(page.getByText(localeText('sq', 'newsletter', 'pending.title'))).toBeVisible();
    await expect.poll(async () => (await confirmationsTo(process.env.E2E_DATA_DIR!, 'mysafir@example.com')).length).toBe(1);
    const [message] = await confirmationsTo(process.env.E2E_DATA_DIR!, 'mysafir@example.com');
    expect(message!.subject).toBe(sqMail.newsletterConfirmation.subject.replace('{{brand}}', brand.name));
  });

  test('shows a destructive notice for an address the service refuses, and keeps it for correction', async ({ page }) => {
    await page.goto('/');
    const field = page.getByLabel(localeText('en', 'common', 'footer.newsletterEmailLabel'));
    // The browser's own check lets "guest@example" through; the service checks more strictly.
    await field.fill('guest@example');
    await page.getByRole('button', { name: localeText('en', 'common', 'footer.subscribe') }).click();
    await expect(page.getByText(localeText('en', 'newsletter', 'invalidEmail.title'))).toBeVisible();
    await expect(field).toHaveValue('guest@example');
  });
});

test.describe('newsletter sign-up under its rate limit', () => {
  let service: ChildProcess;
  let origin: string;

  // A service of its own, allowing one sign-up a minute: the shared one lifts the limit for the other tests.
  test.beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    service = spawn(process.execPath, ['dist-server/main.mjs'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'salon-e2e-limit-')),
        DIST_DIR: process.env.DIST_DIR ?? 'dist',
        RATE_LIMIT_NEWSLETTER_PER_MINUTE: '1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
      },
      stdio: 'inherit',
    });
    await expect.poll(async () => (await fetch(`${origin}/healthz`).catch(() => null))?.status, { timeout: 20_000 }).toBe(200);
  });

  test.afterAll(() => {
    service.kill();
  });

  test('says so when there were too many attempts', async ({ page }) => {
    await page.goto(`${origin}/`);
    const field = page.getByLabel(localeText('en', 'common', 'footer.newsletterEmailLabel'));
    const subscribe = page.getByRole('button', { name: localeText('en', 'common', 'footer.subscribe') });
    await field.fill('first@example.com');
    await subscribe.click();
    await expect(page.getByText(localeText('en', 'newsletter', 'pending.title'))).toBeVisible();
    await field.fill('again@example.com');
    await subscribe.click();
    await expect(page.getByText(localeText('en', 'newsletter', 'rateLimited.title'))).toBeVisible();
    await expect(field).toHaveValue('again@example.com');
  });
});
