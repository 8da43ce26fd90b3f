import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../core/languages.ts';
import { SERVICE_IDS } from '../../core/services.ts';
import { fill, formatDate, mailStrings, serviceName } from './strings.ts';

const dir = path.join(path.dirname(new URL(import.meta.url).pathname), 'strings');

function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  }
  return [[prefix, value]];
}

const load = (file: string) => new Map(leaves(JSON.parse(readFileSync(path.join(dir, file), 'utf8'))));
const placeholders = (text: unknown) => [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort().join();
const english = load('en.json');

describe('mail strings', () => {
  it('English has the messages and pages', () => {
    expect(english.size).toBeGreaterThan(30);
  });

  for (const language of LANGUAGES) {
    describe(language, () => {
      const strings = load(`${language}.json`);

      it('has exactly the keys English has', () => {
        expect([...strings.keys()].sort()).toEqual([...english.keys()].sort());
      });

      it('has no empty value', () => {
        expect([...strings].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k)).toEqual([]);
      });

      it('keeps every {{placeholder}} of English', () => {
        expect([...english].filter(([k, v]) => placeholders(v) !== placeholders(strings.get(k))).map(([k]) => k)).toEqual([]);
      });

      it('types no figure: hours, days and counts come from the code through placeholders', () => {
        expect([...strings].filter(([, v]) => /\d/.test(String(v).replace(/{{\s*\w+\s*}}/g, ''))).map(([k]) => k)).toEqual([]);
      });

      it('names every service', () => {
        for (const id of SERVICE_IDS) expect(serviceName(id, language).trim()).not.toBe('');
      });

      it('is what mailStrings() hands out', () => {
        expect(mailStrings(language).bookingVisitor.subject).toBe(strings.get('bookingVisitor.subject'));
      });

      it('words a table only where the messages have those words, and hands them out for restaurant bookings alone', () => {
        const table = [...strings].filter(([key]) => key.startsWith('tableWording.'));
        expect(table.length).toBeGreaterThan(0);
        for (const [key, words] of table) {
          const replaced = key.slice('tableWording.'.length);
          expect(strings.has(replaced), replaced).toBe(true);
          const [section, name] = replaced.split('.') as [keyof ReturnType<typeof mailStrings>, string];
          expect((mailStrings(language, 'private-dining')[section] as Record<string, string>)[name]).toBe(words);
          expect((mailStrings(language, 'consultation')[section] as Record<string, string>)[name]).toBe(strings.get(replaced));
        }
      });
    });
  }

  it('the staff copy types no figure', () => {
    expect([...load('business.en.json')].filter(([, v]) => /\d/.test(String(v).replace(/{{\s*\w+\s*}}/g, ''))).map(([k]) => k)).toEqual([]);
  });

  it('the staff copy has no empty value', () => {
    expect([...load('business.en.json')].filter(([, v]) => typeof v !== 'string' || v.trim() === '')).toEqual([]);
  });
});

describe('fill and formatDate', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fill('Dear {{name}}, {{missing}}', { name: 'Elira' })).toBe('Dear Elira, {{missing}}');
  });

  it('writes the appointment date in the visitor’s language', () => {
    expect(formatDate('2026-06-16', 'en')).toBe('Tuesday, 16 June 2026');
    expect(formatDate('2026-06-16', 'sq')).toBe('e martë, 16 qershor 2026');
    expect(formatDate('2026-06-16', 'tr')).toBe('16 Haziran 2026 Salı');
    expect(formatDate('2026-06-16', 'de')).toBe('Dienstag, 16. Juni 2026');
  });
});
