import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../core/languages.ts';

/** The site's own strings, and those it shares with the booking service. */
const LOCALE_DIRS = [import.meta.dirname, path.join(import.meta.dirname, '..', '..', 'content', 'locales')];

/** Every leaf key of a JSON object, dotted, with its value. */
function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  }
  return [[prefix, value]];
}

function load(language: string): Map<string, unknown> {
  const entries = LOCALE_DIRS.flatMap((root) => {
    const dir = path.join(root, language);
    return readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .flatMap((file) => leaves(JSON.parse(readFileSync(path.join(dir, file), 'utf8')), file.replace(/\.json$/, '')));
  });
  return new Map(entries);
}

const english = load('en');
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('locale files', () => {
  it('English has strings', () => {
    expect(english.size).toBeGreaterThan(20);
  });

  for (const language of LANGUAGES) {
    describe(language, () => {
      const strings = load(language);

      it('has exactly the keys English has', () => {
        expect([...strings.keys()].sort()).toEqual([...english.keys()].sort());
      });

      it('has no empty value', () => {
        const empty = [...strings].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
        expect(empty).toEqual([]);
      });

      it('keeps every {{placeholder}} of English', () => {
        const mismatched = [...english]
          .filter(([key, en]) => placeholders(String(en)).join() !== placeholders(String(strings.get(key) ?? '')).join())
          .map(([key]) => key);
        expect(mismatched).toEqual([]);
      });

      // An hour, a count or a year typed into a translation drifts from the one core/ and content/
      // hold: every figure reaches the strings through a {{placeholder}}.
      it('holds no digits of its own', () => {
        const withDigits = [...strings].filter(([, v]) => /\d/.test(String(v).replace(/{{\s*\w+\s*}}/g, ''))).map(([k, v]) => `${k}: ${String(v)}`);
        expect(withDigits).toEqual([]);
      });

      // A line that opens on a dash reads as a list or a reply; a no-break space keeps it at the end of the line before.
      it('binds every spaced dash to the word before it', () => {
        const loose = [...strings].filter(([, v]) => /[ \t\n][–—]/.test(String(v))).map(([k, v]) => `${k}: ${String(v)}`);
        expect(loose).toEqual([]);
      });
    });
  }
});
