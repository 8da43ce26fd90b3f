/**
 * Reading Vite's build manifest (.vite/manifest.json): which files a page needs before it can
 * hydrate, for the size check to weigh them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE } from '../core/languages.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(distDir: string): Manifest {
  const file = path.join(distDir, '.vite', 'manifest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    throw new Error(`${file} is missing: build the client first (vite build, with build.manifest on).`);
  }
}

/** The site's HTML entry (index.html → src/main.tsx); the desk's page (desk.html) is an entry of its own. */
const SITE_ENTRY = 'index.html';

function entryKey(manifest: Manifest): string {
  if (!manifest[SITE_ENTRY]?.isEntry) throw new Error(`The build manifest has no entry ${SITE_ENTRY}.`);
  return SITE_ENTRY;
}

/** Source file of the page component for a route path, by the project's naming (hair-clinic → HairClinic). */
function pageSource(routePath: string | null): string {
  if (routePath === null) return 'src/pages/NotFound.tsx';
  if (routePath === '/') return 'src/pages/Home.tsx';
  const name = routePath
    .slice(1)
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
  return `src/pages/${name}.tsx`;
}

/**
 * Manifest keys of the translation files the browser loads for `namespaces` in `language` (each
 * is complete: the build merged the English fallback into it), or in English where the language
 * has no file of that name.
 */
function localeKeys(manifest: Manifest, language: string, namespaces: readonly string[]): string[] {
  return namespaces
    .map((ns) => [language, DEFAULT_LANGUAGE].flatMap((lang) => [`src/locales/${lang}/${ns}.json`, `content/locales/${lang}/${ns}.json`]).find((key) => key in manifest))
    .filter((key): key is string => key !== undefined);
}

/** `keys` and every chunk they import statically, transitively. */
function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no "${key}".`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...seen];
}

/** The JavaScript and CSS files (paths relative to the build folder) of the given manifest keys. */
function filesOf(manifest: Manifest, keys: readonly string[]): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key]!;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
  }
  return { js: [...js], css: [...css] };
}

/** The module the entry loads after the first paint: the app that hydrates the page (src/main.tsx). */
const APP_SOURCE = 'src/hydrate.tsx';

/**
 * Everything a prerendered page loads before it hydrates: the entry and its imports, the app the
 * entry loads after the first paint and its imports, the page's chunk and its imports, and the
 * translation files of the namespaces it uses.
 */
export function initialFiles(manifest: Manifest, routePath: string | null, language: string, namespaces: readonly string[]) {
  const entry = entryKey(manifest);
  if (!manifest[entry]!.dynamicImports?.includes(APP_SOURCE)) throw new Error(`The entry ${entry} no longer loads ${APP_SOURCE}: update scripts/buildManifest.ts.`);
  const keys = staticClosure(manifest, [entry, APP_SOURCE, pageSource(routePath), ...localeKeys(manifest, language, namespaces)]);
  return filesOf(manifest, keys);
}

/** Every script file an entry can ever load: its static and dynamic imports, transitively. */
export function reachableFiles(manifest: Manifest, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    manifest[key].imports?.forEach(visit);
    manifest[key].dynamicImports?.forEach(visit);
  };
  visit(entry);
  return [...new Set([...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js')))];
}
