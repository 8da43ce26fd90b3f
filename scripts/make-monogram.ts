/**
 * Writes src/ui/monogramOutline.ts: the monogram's letters (brand.monogram) as
 * outlines of Cormorant Garamond 600, so the logo is drawn, not typeset. As SVG text it waited for
 * the web font (showing Georgia or a system serif until then), and Chromium laid it out apart from
 * the page, in a task of its own, each time a font arrived.
 * Run it after changing brand.monogram: `npx tsx scripts/make-monogram.ts` (a unit test compares
 * the two). It reads the font with wawoff2 and harfbuzzjs, which subset-font brings.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as hb from 'harfbuzzjs';
import { brand } from '../content/site.ts';

const require = createRequire(import.meta.url);
const { decompress } = require('wawoff2') as { decompress: (woff2: Uint8Array) => Promise<Uint8Array> };

/** The logo's type, as it was set in SVG: 15 px on a 40 px field, centred on x 20, baseline 25.5, letters 0.5 px apart. */
const FONT_SIZE = 15;
const WEIGHT = 600;
const LETTER_SPACING = 0.5;
const CENTRE_X = 20;
const BASELINE_Y = 25.5;

const root = path.resolve(import.meta.dirname, '..');
const woff2 = readFileSync(require.resolve('@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2'));
const sfnt = await decompress(woff2);
const font = new hb.Font(new hb.Face(new hb.Blob(sfnt.buffer.slice(sfnt.byteOffset, sfnt.byteOffset + sfnt.byteLength) as ArrayBuffer)));
font.setVariations([hb.Variation.fromString(`wght=${WEIGHT}`)!]);
const buffer = new hb.Buffer();
buffer.addText(brand.monogram);
buffer.guessSegmentProperties();
hb.shape(font, buffer);

const infos = buffer.getGlyphInfos();
const positions = buffer.getGlyphPositions();
if (infos.some((info) => info.codepoint === 0)) throw new Error(`The font has no glyph for a letter of "${brand.monogram}".`);
const scale = FONT_SIZE / font.face.upem;
const glyphs = infos.map((info, index) => ({ id: info.codepoint, advance: positions[index]!.xAdvance * scale }));
// As SVG text with text-anchor middle: the run (each letter followed by its spacing) centred.
const width = glyphs.reduce((sum, glyph) => sum + glyph.advance + LETTER_SPACING, 0);
let x = CENTRE_X - width / 2;
const round = (value: number) => Math.round(value * 1000) / 1000;
const paths = glyphs.map((glyph) => {
  // Font units: a tenth of one is 0.0015 px here.
  const d = font.glyphToPath(glyph.id).replace(/-?\d+(\.\d+)?/g, (n) => String(Math.round(Number(n) * 10) / 10));
  const transform = `translate(${round(x)} ${BASELINE_Y}) scale(${round(scale)} ${round(-scale)})`;
  x += glyph.advance + LETTER_SPACING;
  return { transform, d };
});

writeFileSync(
  path.join(root, 'src/features/navigation/monogramOutline.ts'),
  `// Written by scripts/make-monogram.ts from Cormorant Garamond (SIL Open Font License). Do not edit by hand.\n` +
    `/** The monogram's letters as outlines on the logo's 40×40 field, and the text they spell. */\n` +
    `export const MONOGRAM_OUTLINE = ${JSON.stringify({ text: brand.monogram, paths }, null, 2)} as const;\n`,
);
console.log(`wrote the outline of "${brand.monogram}" (${paths.reduce((sum, p) => sum + p.d.length, 0)} characters of path)`);
