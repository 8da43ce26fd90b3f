import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isIsoDate } from '../../core/dates.ts';
import { LANGUAGES } from '../../core/languages.ts';
import { houseRules, lastUpdated, retention } from '../../content/legal.ts';

const localesDir = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'locales');

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('legal content', () => {
  it('dates the texts with a real calendar date', () => {
    expect(isIsoDate(lastUpdated)).toBe(true);
  });

  it('promises whole, positive periods the server can enforce', () => {
    for (const value of [...Object.values(retention), ...Object.values(houseRules)]) {
      expect(Number.isInteger(value) && value > 0, String(value)).toBe(true);
    }
  });

  // A number typed into a translation would drift from the one the server enforces: every
  // period, age and law number reaches the texts through {{placeholders}} from legal.ts.
  for (const language of LANGUAGES) {
    it(`${language}: the legal texts hold no digits of their own`, () => {
      const file = JSON.parse(readFileSync(path.join(localesDir, language, 'legal.json'), 'utf8'));
      expect(strings(file).filter((text) => /\d/.test(text))).toEqual([]);
    });
  }
});
