import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { compileHints } from './scripts/compileHints.ts';

/**
 * English is the fallback of every other language, resolved here, at build time: each
 * translation file becomes the English file with the language's strings laid over it. The browser
 * then needs no English file for a page in Albanian, Turkish or German, and a key a language lacks
 * still shows in English (the locale test makes that a defect anyway).
 */
function englishFallbackInLocales(): Plugin {
  const LOCALE = /[\\/]locales[\\/](\w+)[\\/](\w+)\.json$/;
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
 * JavaScript. And .vite/module-sizes.json, each module's share of its chunk, for `npm run bench:bundle`.
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
      const sizes: Record<string, Record<string, number>> = {};
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[file] = output.moduleIds.map((id) => path.relative(process.cwd(), id));
        sizes[file] = Object.fromEntries(Object.entries(output.modules).map(([id, module]) => [path.relative(process.cwd(), id), module.renderedLength]));
      }
      mkdirSync(path.join(outDir, '.vite'), { recursive: true });
      writeFileSync(path.join(outDir, '.vite', 'chunk-modules.json'), JSON.stringify(chunks, null, 1));
      writeFileSync(path.join(outDir, '.vite', 'module-sizes.json'), JSON.stringify(sizes));
    },
  };
}

/**
 * In development, /desk and its screens open the desk's page (desk.html), as the service does in
 * production; everything else falls through to Vite's own handling of the site.
 */
function deskPageInDevelopment(): Plugin {
  return {
    name: 'aurum:desk-page-in-development',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const url = request.url ?? '';
        if (/^\/desk(\/(?!api\/)[^.]*)?(\?.*)?$/.test(url)) request.url = '/desk.html';
        next();
      });
    },
  };
}

/**
 * The staff's desk (desk.html → src/desk/main.tsx), built on its own into the same folder after
 * the site (`vite build --mode desk`): in one build with the site, the two would share chunks, and
 * the site's pages would load more files than their own.
 */
const deskBuild = {
  plugins: [englishFallbackInLocales(), react(), tailwindcss()],
  build: {
    outDir: process.env.DIST_DIR ?? 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    target: 'es2022',
    assetsInlineLimit: 0,
    manifest: false,
    modulePreload: false,
    rolldownOptions: { input: { desk: 'desk.html' } },
  },
};

export default defineConfig(({ isSsrBuild, mode }) => {
  if (mode === 'desk') return deskBuild;
  return {
    plugins: [englishFallbackInLocales(), react(), tailwindcss(), ...(isSsrBuild ? [] : [chunkModules(), compileHints(), deskPageInDevelopment()])],
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
          // The pages' cover and card pictures (their sizes and file names, a few hundred bytes each)
          // in one chunk: the home page shows them all, and many tiny files cost more gzip overhead.
          codeSplitting: { groups: [{ name: 'covers', test: /src\/generated\/images\/[\w-]+-(cover|card)\.ts$/ }] },
        },
      },
    },
    test: {
      include: ['{src,core,content,server,scripts,bench}/**/*.test.{ts,tsx}'],
      environment: 'node',
      setupFiles: ['./src/test-setup.ts'],
      testTimeout: 30_000,
    },
  };
});
