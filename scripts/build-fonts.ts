/**
 * The web fonts: Inter (text) and Cormorant Garamond (headings), cut down to the characters the
 * site's four languages use, written to src/generated/fonts/ with the stylesheet that declares
 * them (fonts.css, imported by src/main.tsx).
 *
 * Each family comes from its @fontsource-variable package, which splits the variable font by
 * Unicode block. From each block file we keep only the characters the site needs and only the
 * weights it uses, so one file per family holds every weight:
 * - `<family>-latin.woff2`: every page; ASCII, Latin-1 (Albanian and German letters), punctuation.
 * - `<family>-latin-ext.woff2`: the few letters beyond it (Turkish ğ, ş, İ…); its `unicode-range`
 *   names exactly those, so the browser fetches it only for a page that has one.
 * Before: five files of @fontsource's static weights (~119 kB) on every page, ten on a Turkish one.
 *
 * The characters: a fixed base (below) plus every character of the locale files, src/content and content/,
 * so a translation that brings a new letter brings it into the font at the next build.
 *
 * Runs before every build and dev server (npm "prebuild"/"predev"); skipped when the characters
 * and the source fonts are unchanged.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import { isBeingWritten, writeAtomically } from './writeAtomically.ts';

const root = path.resolve(import.meta.dirname, '..');
const OUT_DIR = path.join(root, 'src', 'generated', 'fonts');
const CACHE_FILE = path.join(OUT_DIR, '.cache.json');
const require = createRequire(import.meta.url);

interface Family {
  /** The CSS family name the stylesheet uses (src/styles.css). */
  name: string;
  /** The @fontsource-variable package, and the prefix of its file names. */
  package: string;
  prefix: string;
  /** The weights the site uses: the font keeps this stretch of its weight axis. */
  weights: { min: number; max: number };
}

const FAMILIES: readonly Family[] = [
  { name: 'Inter', package: '@fontsource-variable/inter', prefix: 'inter', weights: { min: 400, max: 600 } },
  // 600 for headings; 500 where a display figure or quote asks for a lighter weight.
  { name: 'Cormorant Garamond', package: '@fontsource-variable/cormorant-garamond', prefix: 'cormorant-garamond', weights: { min: 500, max: 600 } },
];

/** The package's block files used, in the order the stylesheet declares them. */
const BLOCKS = ['latin', 'latin-ext'] as const;

/**
 * Always in the font, whatever the texts say today: printable ASCII, Latin-1 (so the letters of
 * Albanian and German, and visitors' names such as Françoise or José, render in the brand's font),
 * the Turkish letters beyond it, and typographic punctuation.
 */
const BASE_CHARACTERS =
  range(0x20, 0x7e) + range(0xa0, 0xff) + 'ĞğİıŞş' + '\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2022\u2026\u2039\u203a\u20ac\u2122\u2212';

/** Where the site's visible words live. */
const TEXT_SOURCES = [path.join(root, 'src', 'locales'), path.join(root, 'src', 'content'), path.join(root, 'content')];

function range(from: number, to: number): string {
  let text = '';
  for (let code = from; code <= to; code++) text += String.fromCodePoint(code);
  return text;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) return filesUnder(file);
    return /\.(json|ts)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
  });
}

/** The code points the fonts must hold: the base set and every character of the given texts (controls and line breaks aside). */
export function neededCodePoints(texts: Iterable<string>): number[] {
  const points = new Set<number>();
  for (const text of [BASE_CHARACTERS, ...texts]) {
    for (const character of text) {
      const point = character.codePointAt(0)!;
      if (point >= 0x20 && !(point >= 0x7f && point < 0xa0)) points.add(point);
    }
  }
  return [...points].sort((a, b) => a - b);
}

/** "U+0000-00FF,U+0131,…" → the code points it covers, as [first, last] pairs. */
export function parseUnicodeRange(value: string): [number, number][] {
  return value.split(',').map((part) => {
    const match = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!match) throw new Error(`Not a unicode-range part: "${part}"`);
    const first = parseInt(match[1]!, 16);
    return [first, match[2] ? parseInt(match[2], 16) : first];
  });
}

/** Sorted code points → the shortest unicode-range listing them: "U+20-7E,U+A0-FF,U+11E-11F". */
export function formatUnicodeRange(points: readonly number[]): string {
  const parts: string[] = [];
  const hex = (point: number) => point.toString(16).toUpperCase();
  for (let i = 0; i < points.length; ) {
    let j = i;
    while (j + 1 < points.length && points[j + 1] === points[j]! + 1) j++;
    parts.push(i === j ? `U+${hex(points[i]!)}` : `U+${hex(points[i]!)}-${hex(points[j]!)}`);
    i = j + 1;
  }
  return parts.join(',');
}

/** The package's block file and the code points it covers, from the package's own stylesheet. */
function blockOf(family: Family, block: (typeof BLOCKS)[number]): { file: string; covers: [number, number][] } {
  const packageDir = path.dirname(require.resolve(`${family.package}/package.json`));
  const css = readFileSync(path.join(packageDir, 'wght.css'), 'utf8');
  const name = `${family.prefix}-${block}-wght-normal`;
  const face = new RegExp(`/\\* ${name} \\*/\\s*@font-face\\s*{[^}]*unicode-range:\\s*([^;]+);`).exec(css);
  if (!face) throw new Error(`${family.package}/wght.css declares no "${name}": has the package changed its files?`);
  return { file: path.join(packageDir, 'files', `${name}.woff2`), covers: parseUnicodeRange(face[1]!) };
}

export async function buildFonts({ log = console.log } = {}): Promise<{ built: boolean }> {
  const started = Date.now();
  const points = neededCodePoints(TEXT_SOURCES.flatMap(filesUnder).map((file) => readFileSync(file, 'utf8')));
  const jobs = FAMILIES.flatMap((family) => {
    // The blocks overlap (ı is in both): a character goes to the first block that has it.
    let left = points;
    return BLOCKS.map((block) => {
      const { file, covers } = blockOf(family, block);
      const inBlock = (point: number) => covers.some(([first, last]) => point >= first && point <= last);
      const kept = left.filter(inBlock);
      left = left.filter((point) => !inBlock(point));
      return { family, block, source: file, kept, output: `${family.prefix}-${block}.woff2` };
    });
  }).filter((job) => job.kept.length > 0);

  // The key: what is cut, from which fonts, by which version of the subsetter.
  const subsetter = (require('subset-font/package.json') as { version: string }).version;
  const hash = createHash('sha256').update(JSON.stringify([subsetter, jobs.map(({ family, kept, output }) => [family, kept, output])]));
  for (const job of jobs) hash.update(readFileSync(job.source));
  const key = hash.digest('hex');
  const outputs = [...jobs.map((job) => job.output), 'fonts.css'];
  const cached = existsSync(CACHE_FILE) ? (JSON.parse(readFileSync(CACHE_FILE, 'utf8')) as { key?: string }).key : undefined;
  if (cached === key && outputs.every((file) => existsSync(path.join(OUT_DIR, file)))) {
    log('Fonts: unchanged.');
    return { built: false };
  }

  mkdirSync(OUT_DIR, { recursive: true });
  const faces: string[] = [];
  for (const job of jobs) {
    const text = String.fromCodePoint(...job.kept);
    const font = await subsetFont(readFileSync(job.source), text, { targetFormat: 'woff2', variationAxes: { wght: job.family.weights } });
    writeAtomically(path.join(OUT_DIR, job.output), font);
    const { min, max } = job.family.weights;
    faces.push(
      `/* ${job.family.name}, ${job.block}: ${job.kept.length} characters, ${(font.length / 1000).toFixed(1)} kB */\n` +
        `@font-face {\n  font-family: '${job.family.name}';\n  font-style: normal;\n  font-display: swap;\n  font-weight: ${min} ${max};\n` +
        `  src: url('./${job.output}') format('woff2');\n  unicode-range: ${formatUnicodeRange(job.kept)};\n}\n`,
    );
    log(`  ${job.output}: ${job.kept.length} characters, ${(font.length / 1000).toFixed(1)} kB`);
  }
  writeAtomically(path.join(OUT_DIR, 'fonts.css'), `/* Written by scripts/build-fonts.ts: do not edit. */\n${faces.join('\n')}`);
  // A block no longer needed leaves no file behind.
  for (const file of readdirSync(OUT_DIR)) {
    if (file !== path.basename(CACHE_FILE) && !isBeingWritten(file) && !outputs.includes(file)) rmSync(path.join(OUT_DIR, file), { force: true });
  }
  writeAtomically(CACHE_FILE, `${JSON.stringify({ key })}\n`);
  log(`Fonts: ${jobs.length} files built (${((Date.now() - started) / 1000).toFixed(1)} s).`);
  return { built: true };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildFonts();
}
