import { describe, expect, it } from 'vitest';
import { charactersOutsideFonts, fontCoverage, visibleText } from './fontCoverage.ts';

const MINIFIED =
  '@font-face{font-family:Inter;font-display:swap;src:url(/assets/inter-latin.woff2)format("woff2");unicode-range:U+20-7E,U+A0-FF,U+2013-2014,U+201C-201D}' +
  '@font-face{font-family:Inter;src:url(/assets/inter-latin-ext.woff2)format("woff2");unicode-range:U+11E-11F,U+130,U+15E-15F}' +
  ".x{color:red}@font-face{font-family:'Cormorant Garamond';unicode-range:U+20-7E,U+A0-FF,U+2013-2014,U+201C-201D,U+11E-11F;}";

describe('fontCoverage', () => {
  it('reads each family and the ranges of all its faces, minified or not', () => {
    const coverage = fontCoverage(MINIFIED);
    expect([...coverage.keys()]).toEqual(['Inter', 'Cormorant Garamond']);
    expect(coverage.get('Inter')).toEqual([[0x20, 0x7e], [0xa0, 0xff], [0x2013, 0x2014], [0x201c, 0x201d], [0x11e, 0x11f], [0x130, 0x130], [0x15e, 0x15f]]);
  });

  it('refuses a face it cannot read', () => {
    expect(() => fontCoverage('@font-face{font-family:Inter;src:url(a.woff2)}')).toThrow(/unicode-range/);
  });
});

describe('charactersOutsideFonts', () => {
  const coverage = fontCoverage(MINIFIED);

  it('finds a flag emoji and a star in a page, once each', () => {
    const html = '<header><button><span aria-hidden="true">🇬🇧</span>EN</button></header><dd>5★ 4★</dd>';
    expect(charactersOutsideFonts(visibleText(html), coverage)).toEqual(['🇬', '🇧', '★']);
  });

  it('finds the letters a family lacks (Cormorant Garamond has no İ here, neither family a ı)', () => {
    expect(charactersOutsideFonts('Sakal tıraşı – İğne', coverage)).toEqual(['ı', 'ş', 'İ']);
  });

  it('passes the letters and signs the fonts have, and ignores markup, scripts, styles and line breaks', () => {
    const html =
      '<p class="x">Çmimi: 3 000 – Grüße, “Aurum” &amp; Co.&#x27;s</p>\n<script>const flag = "🇬🇧";</script><style>.a::after{content:"★"}</style>';
    expect(charactersOutsideFonts(visibleText(html), coverage)).toEqual([]);
  });

  it('passes a word joiner, which keeps a time range on one line and is drawn by no font', () => {
    expect(charactersOutsideFonts('Sa 09:00–\u206016:00 Uhr', coverage)).toEqual([]);
  });

  it('decodes character references before checking', () => {
    expect(visibleText('a&#9733;b&#x1F1EC;c&nbsp;d&lt;')).toBe('a★b🇬c\u00a0d<');
  });
});
