import { describe, expect, it } from 'vitest';
import { brand } from '../../content/site.ts';
import { MONOGRAM_OUTLINE } from './monogramOutline.ts';

describe('the monogram', () => {
  it('is drawn from the brand monogram of content/site.ts (after changing it: npx tsx scripts/make-monogram.ts)', () => {
    expect(MONOGRAM_OUTLINE.text).toBe(brand.monogram);
    expect(MONOGRAM_OUTLINE.paths).toHaveLength([...brand.monogram].length);
    for (const { d } of MONOGRAM_OUTLINE.paths) expect(d).toMatch(/^M[\d.,\-MLQCZ ]+Z$/);
  });
});
