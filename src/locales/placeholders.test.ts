/**
 * Every string of the site that takes a placeholder, filled in every language with every service
 * name, house and group, and a spread of dates and times, must read as written (core/copyShapes.ts):
 * a sentence never declines a value it is handed, and no suffix is glued to one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { brokenShapes, gluedSuffixes } from '../../core/copyShapes.ts';
import { LANGUAGES, type Language } from '../../core/languages.ts';
import { formatCalendarDate } from '../ui/CalendarDate.tsx';

const LOCALE_DIRS = [import.meta.dirname, path.join(import.meta.dirname, '..', '..', 'content', 'locales')];
const DATES = ['2026-06-15', '2026-06-16', '2026-11-26', '2026-06-20'];
const TIMES = ['08:00', '09:00', '10:00', '13:00', '16:30', '20:00'];

function resources(language: Language): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    LOCALE_DIRS.flatMap((root) => readdirSync(path.join(root, language)).filter((f) => f.endsWith('.json')).map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(root, language, file), 'utf8'))])),
  );
}

function keysWithPlaceholders(value: unknown, prefix = ''): [string, string][] {
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => keysWithPlaceholders(v, prefix ? `${prefix}.${k}` : k));
  return typeof value === 'string' && value.includes('{{') ? [[prefix, value]] : [];
}

describe('site strings that take a placeholder', () => {
  for (const language of LANGUAGES) {
    const bundle = resources(language);
    const services = bundle.services as { names: Record<string, string>; groups: Record<string, string> };
    const serviceNames = Object.values(services.names);
    const sample = { services: serviceNames, times: TIMES };
    const t = i18next.createInstance();
    void t.init({ lng: language, resources: { [language]: bundle }, interpolation: { escapeValue: false }, initAsync: false });

    it(`${language}: reads as written with every service, group, date and time`, () => {
      const broken: string[] = [];
      for (const [namespace, strings] of Object.entries(bundle)) {
        for (const [key] of keysWithPlaceholders(strings)) {
          const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
          serviceNames.forEach((service, n) => {
            const time = TIMES[n % TIMES.length]!;
            const values = {
              service, treatment: service, group: Object.values(services.groups)[n % 4], name: 'Elira Hoxha', title: 'Il Giardino', network: 'Instagram',
              date: formatCalendarDate(DATES[n % DATES.length]!, language), time, open: '09:00', close: '20:00', firstSlot: time, weekdays: '09:00–20:00', saturday: '09:00–16:00', range: '18:00–20:00',
              count: (n % 3) + 1, max: 10, year: 2020, years: 15, value: 5, scale: 5, min: 30, brand: 'Aurum Atelier', founder: 'Arben Hoxha', email: 'info@aurum-atelier.al',
              phone: '+355 69 200 4500', filename: 'beard.jpg', box: 'I agree', cookieName: 'preferred-language', albanianLaw: '124/2024', gdpr: '2016/679',
              // The desk's own values: a short reference, a closure's span, the covers taken at an hour.
              reference: '0b9f3c1e', done: 'OK', number: 2, guests: 4, capacity: 40, from: time, to: '18:00', until: formatCalendarDate(DATES[(n + 1) % DATES.length]!, language),
              what: 'Aurum Atelier', when: formatCalendarDate(DATES[n % DATES.length]!, language),
              // The desk's tools: a search, a passkey's name, a closure's days and scope.
              query: 'Hoxha', label: 'iPhone', day: formatCalendarDate(DATES[n % DATES.length]!, language), days: formatCalendarDate(DATES[n % DATES.length]!, language), scope: Object.values(services.groups)[n % 4],
            };
            const filled = t.t(`${namespace}:${base}`, values);
            for (const shape of brokenShapes(filled, language, sample)) broken.push(`${namespace}:${key} (${service}): ${shape}`);
          });
        }
      }
      expect([...new Set(broken)]).toEqual([]);
    });

    it(`${language}: no placeholder carries a suffix that fits one value only`, () => {
      const glued = Object.entries(bundle).flatMap(([namespace, strings]) => keysWithPlaceholders(strings).filter(([, words]) => gluedSuffixes(words).length > 0).map(([key, words]) => `${namespace}:${key}: ${words}`));
      expect(glued).toEqual([]);
    });
  }
});
