/**
 * Builds the hand-written static page bench:web compares our home page with: the home page's hero
 * (its text and image, as the prerendered page has them) on a page with the same stylesheet and
 * the same preloaded heading font, and no JavaScript at all.
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { precompress } from '../scripts/precompress.ts';

/** The outer HTML of the first <section id="home"> of `html`, nested sections included. */
export function heroSection(html: string): string {
  const start = html.search(/<section[^>]*\sid="home"/);
  if (start < 0) throw new Error('The prerendered home page has no <section id="home">.');
  const tag = /<\/?section\b[^>]*>/g;
  tag.lastIndex = start;
  let depth = 0;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    depth += match[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return html.slice(start, match.index + match[0].length);
  }
  throw new Error('The hero section is not closed.');
}

export async function writeStaticPage(distDir: string, homeHtml: string, outDir: string): Promise<void> {
  const stylesheets = [...homeHtml.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
  const fontPreloads = [...homeHtml.matchAll(/<link rel="preload"[^>]*as="font"[^>]*>/g)].map((m) => m[0]);
  const title = /<title>[^<]*<\/title>/.exec(homeHtml)?.[0] ?? '<title>Aurum Atelier</title>';
  const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="The home page's hero, as a hand-written static page." />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    ${title}
    ${[...fontPreloads, ...stylesheets].join('\n    ')}
  </head>
  <body>
    <main>${heroSection(homeHtml)}</main>
  </body>
</html>
`;
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'index.html'), page);
  writeFileSync(path.join(outDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  cpSync(path.join(distDir, 'assets'), path.join(outDir, 'assets'), { recursive: true });
  cpSync(path.join(distDir, 'favicon.svg'), path.join(outDir, 'favicon.svg'));
  await precompress(outDir);
}

export function readHome(distDir: string): string {
  return readFileSync(path.join(distDir, 'prerendered', 'en', 'index.html'), 'utf8');
}
