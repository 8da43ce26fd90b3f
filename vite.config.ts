import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Alias, Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { compileHints } from './scripts/compileHints.ts';

/**
 * The production client runs on Preact's React-compatible layer: React 19's react-dom alone is
 * about 60 KB gzip, the whole budget of the home page's initial JavaScript (see README,
 * "Performance"). Development, unit tests and the prerenderer keep React, whose warnings catch
 * mistakes early. UI_RUNTIME=react builds the client with React, to compare.
 */
const PREACT_ALIASES: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^\.\/app\/hydrationCheck\.ts$/, replacement: path.resolve(import.meta.dirname, 'src/app/hydrationCheck.preact.ts') },
];

/**
 * React Router declares its components as `var Link = React.forwardRef(…)` followed by
 * `Link.displayName = "Link"`, which the bundler must keep in case the call or the write has side
 * effects, even when nothing uses the component. This site renders none of Link, NavLink, Form and
 * the like (src/ui/AppLink.tsx): marking the calls pure and dropping the display names (a devtools
 * nicety) lets them, and the hooks only they use, fall out of the bundle.
 */
function pureRouterComponents(): Plugin {
  return {
    name: 'aurum:pure-router-components',
    transform(code, id) {
      if (!id.includes(`${path.sep}node_modules${path.sep}react-router${path.sep}`)) return null;
      const components = [...code.matchAll(/^var (\w+) = React\d*\.forwardRef\(/gm)].map((match) => match[1]!);
      if (components.length === 0) return null;
      const names = new Set(components);
      const result = code
        .replace(/^(var \w+ = )(React\d*\.forwardRef\()/gm, '$1/* @__PURE__ */ $2')
        .replace(/^(\w+)\.displayName = "\w+";$/gm, (line, name: string) => (names.has(name) ? '' : line));
      return { code: result, map: null };
    },
  };
}

/**
 * Keeps Preact's compat layer tree-shaken. Rolldown includes an export of preact/compat when any
 * module of the build uses it, and two do in a way that takes all of it (3 kB gzip, on every
 * page): sonner imports React's default export (an object holding every API), and
 * use-sync-external-store's shim `require`s React from CommonJS. Give sonner a default export with
 * only the members it uses (the build stops if a sonner update uses another), and the shim's
 * users the built-in hook.
 */
function slimPreactCompat(): Plugin {
  const SONNER_REACT = '\0aurum:react-for-sonner';
  const SYNC_STORE_SHIM = '\0aurum:use-sync-external-store-shim';
  const SONNER_MEMBERS = ['createElement', 'forwardRef', 'isValidElement', 'useCallback', 'useEffect', 'useLayoutEffect', 'useMemo', 'useRef', 'useState', 'flushSync'];
  return {
    name: 'aurum:slim-preact-compat',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'use-sync-external-store/shim') return SYNC_STORE_SHIM;
      const fromSonner = importer?.includes(`${path.sep}node_modules${path.sep}sonner${path.sep}`);
      if (!fromSonner || !['react', 'react-dom', 'preact/compat'].includes(source)) return null;
      const used = new Set([...readFileSync(importer!, 'utf8').matchAll(/\bReact(?:DOM)?\.(\w+)/g)].map((m) => m[1]!));
      const missing = [...used].filter((member) => !SONNER_MEMBERS.includes(member));
      if (missing.length) this.error(`sonner now uses React.${missing.join(', React.')}: add it to SONNER_MEMBERS in vite.config.ts`);
      return SONNER_REACT;
    },
    load(id) {
      if (id === SYNC_STORE_SHIM) return `export { useSyncExternalStore } from 'preact/compat';`;
      if (id === SONNER_REACT) {
        const members = SONNER_MEMBERS.join(', ');
        return `import { ${members} } from 'preact/compat';\nexport default { ${members} };`;
      }
      return null;
    },
  };
}

/**
 * Vite wraps every dynamic import() in a helper that preloads the chunk's imports and stylesheets
 * (1 kB gzip, in the entry every page loads), even with build.modulePreload off, because it also
 * loads a lazily imported module's CSS (vitejs/vite#18551). Ours has nothing to do: chunks are not
 * preloaded (see modulePreload below) and the one stylesheet comes with the page. This replaces
 * it with a call of the import; the build stops if a lazily loaded chunk ever brings CSS.
 */
function plainDynamicImports(): Plugin {
  const PRELOAD_HELPER = '\0vite/preload-helper.js';
  return {
    name: 'aurum:plain-dynamic-imports',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      return id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : null;
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || output.isEntry) continue;
        const css = [...(output.viteMetadata?.importedCss ?? [])];
        if (css.length) this.error(`${output.fileName} is loaded lazily and brings ${css.join(', ')}: plainDynamicImports (vite.config.ts) cannot load it.`);
      }
    },
  };
}

/**
 * English is the fallback of every other language, resolved here, at build time: each
 * translation file becomes the English file with the language's strings laid over it. The browser
 * then needs no English file for a page in Albanian, Turkish or German, and a key a language lacks
 * still shows in English (the locale test makes that a defect anyway).
 */
function englishFallbackInLocales(): Plugin {
  const LOCALE = /[\\/]src[\\/]locales[\\/](\w+)[\\/](\w+)\.json$/;
  const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
  const overlay = (base: unknown, over: unknown): unknown =>
    isObject(base) && isObject(over)
      ? Object.fromEntries([...new Set([...Object.keys(base), ...Object.keys(over)])].map((key) => [key, key in over ? overlay(base[key], over[key]) : base[key]]))
      : (over ?? base);
  return {
    name: 'aurum:english-fallback-in-locales',
    enforce: 'pre',
    transform(code, id) {
      const match = LOCALE.exec(id.split('?')[0]!);
      if (!match || match[1] === 'en') return null;
      const englishFile = path.join(path.dirname(path.dirname(id.split('?')[0]!)), 'en', `${match[2]}.json`);
      let english: unknown = {};
      try {
        english = JSON.parse(readFileSync(englishFile, 'utf8'));
        this.addWatchFile(englishFile);
      } catch {
        // no English file of that name: nothing to fall back to
      }
      return { code: JSON.stringify(overlay(english, JSON.parse(code))), map: null };
    },
  };
}

/**
 * Writes .vite/chunk-modules.json: for each emitted chunk, the source modules inside it. The size
 * check reads it to prove that, for instance, no booking-form module is in the home page's initial
 * JavaScript.
 */
function chunkModules(): Plugin {
  let outDir = 'dist';
  return {
    name: 'aurum:chunk-modules',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type === 'chunk') chunks[file] = output.moduleIds.map((id) => path.relative(process.cwd(), id));
      }
      mkdirSync(path.join(outDir, '.vite'), { recursive: true });
      writeFileSync(path.join(outDir, '.vite', 'chunk-modules.json'), JSON.stringify(chunks, null, 1));
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => {
  const preactClient = command === 'build' && !isSsrBuild && process.env.UI_RUNTIME !== 'react' && !process.env.VITEST;
  return {
    plugins: [englishFallbackInLocales(), ...(isSsrBuild ? [] : [plainDynamicImports()]), ...(preactClient ? [slimPreactCompat(), pureRouterComponents()] : []), react(), tailwindcss(), ...(isSsrBuild ? [] : [chunkModules(), compileHints()])],
    resolve: { alias: preactClient ? PREACT_ALIASES : [] },
    define: { 'import.meta.env.UI_RUNTIME': JSON.stringify(preactClient ? 'preact' : 'react') },
    build: {
      // DIST_DIR lets parallel builds (and their test servers) use separate folders.
      outDir: process.env.DIST_DIR ?? 'dist',
      emptyOutDir: true,
      target: 'es2022',
      assetsInlineLimit: 0,
      // scripts/prerender.ts and scripts/check-size.ts read which files each page needs.
      manifest: !isSsrBuild,
      // No preloading of chunks: they would compete with the stylesheet and fonts for a slow
      // connection's bandwidth (scripts/prerender.ts), and Vite's helper would cost every page.
      modulePreload: false,
      rolldownOptions: {
        output: {
          // The pages' cover pictures (their sizes and file names, a few hundred bytes each) in one
          // chunk: the home page shows all five, and five tiny files cost more gzip overhead.
          codeSplitting: { groups: [{ name: 'covers', test: /src\/generated\/images\/[\w-]+-cover\.ts$/ }] },
        },
        onLog(level, log, handler) {
          // React Router uses React.useOptimistic where it exists and does without it otherwise: Preact has none.
          if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
          handler(level, log);
        },
      },
    },
    test: {
      include: ['{src,core,server,scripts,bench}/**/*.test.{ts,tsx}'],
      environment: 'node',
      setupFiles: ['./src/test-setup.ts'],
      testTimeout: 30_000,
    },
  };
});
