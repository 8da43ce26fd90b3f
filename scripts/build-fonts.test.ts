import { describe, expect, it } from 'vitest';
import { formatUnicodeRange, neededCodePoints, parseUnicodeRange } from './build-fonts.ts';

describe('neededCodePoints', () => {
  it('holds the base set (ASCII, Latin-1, the Turkish letters) whatever the texts say', () => {
    const points = new Set(neededCodePoints([]));
    for (const character of 'Aaz09@ëËçÇäöüßÄÖÜéñ€–„“…ğĞşŞİı') expect(points.has(character.codePointAt(0)!), character).toBe(true);
  });

  it('adds every character of the texts, but no controls or line breaks', () => {
    const points = neededCodePoints(['Łódź\n\t', '\u0085']);
    expect(points).toContain('Ł'.codePointAt(0));
    expect(points).toContain('ź'.codePointAt(0));
    for (const control of [0x0a, 0x09, 0x85]) expect(points).not.toContain(control);
    expect(points).toEqual([...points].sort((a, b) => a - b));
  });
});

describe('unicode-range', () => {
  it('reads the ranges and single points of a @font-face', () => {
    expect(parseUnicodeRange('U+0000-00FF,U+0131, U+2000-206F')).toEqual([
      [0x0, 0xff],
      [0x131, 0x131],
      [0x2000, 0x206f],
    ]);
    expect(() => parseUnicodeRange('U+00??')).toThrow(/unicode-range/);
  });

  it('writes sorted points as the fewest ranges', () => {
    expect(formatUnicodeRange([0x20, 0x21, 0x22, 0x131, 0x15e, 0x15f])).toBe('U+20-22,U+131,U+15E-15F');
    expect(parseUnicodeRange(formatUnicodeRange([0x41, 0x42, 0x2026]))).toEqual([
      [0x41, 0x42],
      [0x2026, 0x2026],
    ]);
  });
});
