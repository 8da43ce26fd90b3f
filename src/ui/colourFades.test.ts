import { readFileSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Colour fades must sit behind `can-hover:` (src/styles.css explains why): on a phone, Chromium can
 * start a fade in a block below the first screen that it has never laid out, from the browser's
 * default colours, and hold it there, so an accessibility checker reads link blue on a transparent
 * ground. The browser test (e2e/a11y.spec.ts, "colour fades") checks one button; this guard checks
 * every class list and style sheet in src/, so a new component cannot bring the frozen fade back.
 */

const srcDir = new URL('..', import.meta.url).pathname;

/** Paths under src/ of its components, modules and style sheets (not tests, not generated images). */
const sourceFiles = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter(
  (name) => /\.(tsx?|css)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.startsWith(`generated${sep}`),
);

/** Tailwind utilities that fade colours: `transition`, `transition-colors`, `transition-all` and arbitrary lists naming a colour. */
const colourFade = /^transition(?:-colors|-all|-\[[^\]]*(?:color|background|border|fill|stroke|outline|all)[^\]]*\])?$/;

/** Class tokens in the string literals of a line of source that fade colours without the `can-hover:` variant. */
function bareColourFades(line: string): string[] {
  const literals = line.match(/'[^']*'|"[^"]*"|`[^`]*`/g) ?? [];
  return literals
    .flatMap((literal) => literal.slice(1, -1).split(/[\s{}$]+/))
    .filter((token) => {
      const parts = token.split(':');
      const utility = parts.pop() ?? '';
      return colourFade.test(utility.replace(/^!/, '')) && !parts.includes('can-hover');
    });
}

/** CSS declarations that start a transition of any property (the reduced-motion rule only shortens them). */
const cssTransition = /(?:^|[;{\s])transition(?:-property)?\s*:/;

describe('colour fades', () => {
  it('recognises a bare fade and accepts one behind can-hover', () => {
    expect(bareColourFades(`className="text-ivory transition-colors hover:text-gold"`)).toEqual(['transition-colors']);
    expect(bareColourFades(`'rounded md:transition ' +`)).toEqual(['md:transition']);
    expect(bareColourFades('`transition-[color,opacity] x`')).toEqual(['transition-[color,opacity]']);
    expect(bareColourFades(`className="can-hover:transition-colors hover:text-gold"`)).toEqual([]);
    expect(bareColourFades(`className="md:can-hover:transition-all"`)).toEqual([]);
    expect(bareColourFades(`className="transition-transform rotate-180"`)).toEqual([]);
    expect(bareColourFades(`// a colour transition in a comment is no class`)).toEqual([]);
  });

  it('every component and style sheet in src/ fades colours only where a pointer hovers', () => {
    const offences: string[] = [];
    for (const name of sourceFiles) {
      const isStyleSheet = name.endsWith('.css');
      readFileSync(join(srcDir, name), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          const where = `src/${name}:${index + 1}`;
          if (isStyleSheet) {
            if (cssTransition.test(line)) offences.push(`${where}: ${line.trim()}`);
          } else {
            for (const token of bareColourFades(line)) offences.push(`${where}: ${token} (write can-hover:${token})`);
          }
        });
    }
    expect(offences).toEqual([]);
  });
});
