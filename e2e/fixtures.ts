import { test as base, expect, type Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { INTERACTIVE_ATTRIBUTE } from '../src/ui/MarkInteractive.tsx';

export { expect };

export const LANGUAGES = ['en', 'sq', 'tr', 'de'] as const;

/** A locale file, src/locales/<language>/<namespace>.json (or content/locales/… for strings the service shares), as the site reads it. */
export function localeFile<T = unknown>(language: string, namespace: string): T {
  const own = path.join(import.meta.dirname, '..', 'src', 'locales', language, `${namespace}.json`);
  const shared = path.join(import.meta.dirname, '..', 'content', 'locales', language, `${namespace}.json`);
  return JSON.parse(readFileSync(existsSync(own) ? own : shared, 'utf8')) as T;
}

/** A string of a locale file by its dotted key, with {{placeholders}} filled in (one without a value stays visible). */
export function localeText(language: string, namespace: string, key: string, values: Record<string, string | number> = {}): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], localeFile(language, namespace));
  if (typeof value !== 'string') throw new Error(`No string ${language}/${namespace}:${key}`);
  return value.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

/** Text to match literally inside a regular expression. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An aesthetic treatment's booking button: its words, then the treatment a screen reader hears after a colon. */
export function treatmentButton(id: string): RegExp {
  return new RegExp(`^${escape(localeText('en', 'aesthetic', 'treatments.book'))} ?: ${escape(localeText('en', 'aesthetic', `treatments.items.${id}.title`))}$`);
}

/** The booking form's submit button, whichever it reads: a booking confirmed at once, or a request. */
export function submitName(language: string): RegExp {
  return new RegExp(`^(${escape(localeText(language, 'booking', 'submit.label'))}|${escape(localeText(language, 'booking', 'submit.labelRequest'))})$`);
}

/** A booking field's label as the form shows it (the `labels` of the booking namespace): its form wording where it has one. */
export function fieldLabel(language: string, field: string): string {
  const { labels } = localeFile<{ labels: Record<string, string> }>(language, 'booking');
  return labels[`${field}_form`] ?? labels[field] ?? field;
}

/**
 * Every test fails on an uncaught page error or a missing translation (i18next's missing-key
 * handler logs "i18n: missing translation"). Other console errors are collected for tests to read.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  // A prerendered page is on screen before its scripts have run (README, "Performance"): like a
  // visitor who waits for the page to answer, tests act only once it has hydrated. Pages without
  // the app (a file, an error without #root) are not waited for.
  page: async ({ page }, use) => {
    const untilInteractive = () =>
      page.waitForFunction((attribute) => !document.getElementById('root') || document.documentElement.hasAttribute(attribute), INTERACTIVE_ATTRIBUTE);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await untilInteractive();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await untilInteractive();
      return response;
    };
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
    const errors: string[] = [];
    const pageErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await use(errors);
    expect(pageErrors, 'uncaught errors in the page').toEqual([]);
    expect(errors.filter((e) => e.includes('i18n: missing')), 'missing translations').toEqual([]);
    },
    { auto: true }, // listen in every test, whether or not it reads the errors
  ],
});

/** Sets the stored language before any page script runs. */
export async function useStoredLanguage(page: Page, language: string): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('preferred-language', value), language);
}

/** A free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
