/**
 * The page bench:web compares our home page with: the prerendered English home page itself, with
 * every script removed (same HTML, stylesheet, fonts and pictures). The difference between the
 * two is exactly what the JavaScript costs the first paint.
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { precompress } from '../scripts/precompress.ts';

/** `html` without its <script> elements and the links that preload scripts. */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/gi, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>\s*/gi, '');
}

export async function writeStaticPage(distDir: string, outDir: string): Promise<void> {
  const home = readFileSync(path.join(distDir, 'prerendered', 'en', 'index.html'), 'utf8');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'index.html'), withoutScripts(home));
  cpSync(path.join(distDir, 'robots.txt'), path.join(outDir, 'robots.txt'));
  cpSync(path.join(distDir, 'assets'), path.join(outDir, 'assets'), { recursive: true });
  cpSync(path.join(distDir, 'favicon.svg'), path.join(outDir, 'favicon.svg'));
  await precompress(outDir);
}
