/**
 * Which characters of a rendered page no web font draws. The build (scripts/prerender.ts) refuses
 * a page with one: the browser would search the device's fonts for it (on a phone, tens of
 * milliseconds of layout each time the web fonts arrive; an emoji flag or a ★ did this) and draw it
 * in another typeface. Draw such a sign as an SVG, or add the character to the fonts
 * (scripts/build-fonts.ts keeps every character of the locale files that its font has).
 */
import { parseUnicodeRange } from './build-fonts.ts';

/** Each font family of a stylesheet's @font-face rules, with the code points its faces cover. */
export function fontCoverage(css: string): Map<string, [number, number][]> {
  const families = new Map<string, [number, number][]>();
  for (const [, body] of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const declarations = new Map(
      body!.split(';').map((declaration) => {
        const colon = declaration.indexOf(':');
        return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()] as const;
      }),
    );
    const family = declarations.get('font-family')?.replace(/^['"]|['"]$/g, '');
    const range = declarations.get('unicode-range');
    if (!family || !range) throw new Error(`An @font-face without a font-family or a unicode-range: ${body!.trim()}`);
    families.set(family, [...(families.get(family) ?? []), ...parseUnicodeRange(range)]);
  }
  return families;
}

/** The visible text of server-rendered markup: no tags, scripts or styles; character references decoded. */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#(x[0-9a-f]+|\d+);/gi, (_, code: string) => String.fromCodePoint(code[0] === 'x' || code[0] === 'X' ? parseInt(code.slice(1), 16) : Number(code)))
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' })[name]!);
}

/**
 * Zero-width line-break controls (zero width space, non-joiner, joiner, word joiner) are hidden by
 * the shaper, not drawn, so no other font is searched for them: Chromium's
 * `CSS.getPlatformFontsForNode` lists only Inter for a text that holds one.
 */
const INVISIBLE_CONTROLS = new Set([0x200b, 0x200c, 0x200d, 0x2060]);

/** The characters of the text that some family of the stylesheet does not cover, each once, in order of appearance. */
export function charactersOutsideFonts(text: string, coverage: Map<string, [number, number][]>): string[] {
  const outside = new Set<string>();
  for (const character of text) {
    const point = character.codePointAt(0)!;
    if (point < 0x20 || (point >= 0x7f && point < 0xa0) || INVISIBLE_CONTROLS.has(point)) continue;
    for (const ranges of coverage.values()) {
      if (!ranges.some(([first, last]) => point >= first && point <= last)) outside.add(character);
    }
  }
  return [...outside];
}
