import { describe, expect, it } from 'vitest';
import { Utf8Checker } from './utf8.ts';

/** Feeds `bytes` cut at every position into two chunks; true when every cut agrees with `expected`. */
function checkedAtEveryCut(bytes: Buffer): boolean[] {
  const results: boolean[] = [];
  for (let cut = 0; cut <= bytes.length; cut++) {
    const checker = new Utf8Checker();
    const first = checker.push(bytes.subarray(0, cut));
    const second = checker.push(bytes.subarray(cut));
    results.push(first && second && checker.end());
  }
  return results;
}

describe('Utf8Checker', () => {
  it('accepts well-formed text cut anywhere, multi-byte sequences included', () => {
    for (const text of ['{"name":"Zoë Ölçer"}', 'Përshëndetje 😀 € 中文', '']) {
      expect(checkedAtEveryCut(Buffer.from(text)).every(Boolean), text).toBe(true);
    }
  });

  it.each([
    ['a lone 0xff', [0x61, 0xff, 0x62]],
    ['a truncated two-byte sequence at the end', [0x61, 0xc3]],
    ['a truncated sequence in the middle', [0x61, 0xe2, 0x82, 0x61]],
    ['an overlong slash', [0xc0, 0xaf]],
    ['a UTF-16 surrogate written as UTF-8', [0xed, 0xa0, 0x80]],
    ['a five-byte sequence', [0xf8, 0x88, 0x80, 0x80, 0x80]],
    ['a stray continuation byte', [0x80]],
  ])('refuses %s wherever the chunks are cut', (_name, bytes) => {
    expect(checkedAtEveryCut(Buffer.from(bytes)).some(Boolean)).toBe(false);
  });
});
