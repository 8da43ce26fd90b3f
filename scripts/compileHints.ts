/**
 * V8's compile hint for the code every page runs to become interactive. A script that begins with
 * `//# allFunctionsCalledOnLoad` (Chromium 136 and later; other browsers ignore the comment) has
 * all its functions compiled while it downloads, on a background thread. Without it V8 compiles
 * each function on the main thread the first time it is called, which for React, React Router and
 * i18next happens during hydration, in the tasks a slow phone is blocked by.
 *
 * The hint goes on the app's chunk (src/hydrate.tsx) and the chunks it imports statically: code
 * that runs on every page before it answers input. Page chunks stay small and lazily compiled, and
 * code loaded later (the booking form's checks, the toaster) is not compiled before it is needed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** What the hint needs of a built chunk. */
export interface ChunkNode {
  fileName: string;
  facadeModuleId: string | null;
  /** Chunks it imports statically. */
  imports: readonly string[];
}

/** The chunk of `appModule` and every chunk it imports statically, directly or not. */
export function chunksToHint(chunks: readonly ChunkNode[], appModule: string): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const app = chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(appModule));
  if (!app) throw new Error(`No chunk is built from ${appModule}.`);
  const hinted = new Set<string>();
  const visit = (file: string) => {
    if (hinted.has(file)) return;
    hinted.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
  };
  visit(app.fileName);
  return [...hinted];
}

/**
 * The Vite plugin: prepends the hint to those chunks of a client build. In writeBundle, on the
 * written files: Vite's own last steps put a line at the top of some chunks, and the hint must be
 * the first line. (File names keep the hash of the code without it, which the hint does not change.)
 */
export function compileHints(appModule = 'src/hydrate.tsx'): Plugin {
  return {
    name: 'aurum:compile-hints',
    apply: 'build',
    writeBundle(options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      let files: string[];
      try {
        files = chunksToHint(chunks, appModule);
      } catch (error) {
        this.error(`compileHints (scripts/compileHints.ts): ${(error as Error).message}`);
      }
      for (const file of files) {
        const written = path.join(options.dir!, file);
        writeFileSync(written, COMPILE_HINT + readFileSync(written, 'utf8'));
      }
    },
  };
}
