/**
 * `npm run bench:bundle`: where each kilobyte of a page's script goes. For every route, in English,
 * the JavaScript the page loads before it hydrates (as the size check weighs it, gzip -9), shared
 * out among the packages and folders whose code it holds, in proportion to each module's share of
 * its chunk before compression (an estimate: compression is not shared out exactly). Run it on a
 * finished build (DIST_DIR, default dist).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { KNOWN_PATHS, prerenderedFile } from '../content/routes.ts';
import { initialFiles, readManifest } from '../scripts/buildManifest.ts';
import { NAMESPACES_ATTRIBUTE } from '../src/i18n/prerenderedPage.ts';

const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');
const read = (file: string) => readFileSync(path.join(distDir, file));
const moduleSizes = JSON.parse(read('.vite/module-sizes.json').toString()) as Record<string, Record<string, number>>;
const manifest = readManifest(distDir);

/** A module's owner: its package under node_modules, or its folder in the repository. */
function ownerOf(moduleId: string): string {
  // Bundler helpers have virtual ids that start with a NUL byte ("\0vite/...").
  const id = moduleId.replace(/^\0/, '');
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (inPackage) return inPackage[1]!;
  const parts = id.split('/');
  return parts.length > 2 && parts[0] === 'src' ? `${parts[0]}/${parts[1]}` : (parts[0] ?? id);
}

function namespacesOf(route: string): string[] {
  const html = read(prerenderedFile('en', route as (typeof KNOWN_PATHS)[number])).toString();
  return (new RegExp(`\\s${NAMESPACES_ATTRIBUTE}="([^"]*)"`).exec(html)?.[1] ?? '').split(',').filter(Boolean);
}

for (const route of KNOWN_PATHS) {
  const owners = new Map<string, number>();
  let total = 0;
  for (const file of initialFiles(manifest, route, 'en', namespacesOf(route)).js) {
    const gzip = gzipSync(read(file), { level: 9 }).length;
    total += gzip;
    const modules = Object.entries(moduleSizes[file] ?? {});
    const rendered = modules.reduce((sum, [, size]) => sum + size, 0);
    if (rendered === 0) owners.set('(chunk glue)', (owners.get('(chunk glue)') ?? 0) + gzip);
    for (const [id, size] of modules) owners.set(ownerOf(id), (owners.get(ownerOf(id)) ?? 0) + (gzip * size) / rendered);
  }
  console.log(`${route}: ${(total / 1000).toFixed(1)} kB of script before it hydrates`);
  for (const [owner, bytes] of [...owners].sort((a, b) => b[1] - a[1])) {
    if (bytes >= 100) console.log(`  ${(bytes / 1000).toFixed(1).padStart(6)} kB  ${owner}`);
  }
}
