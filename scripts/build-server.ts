/**
 * `npm run build:server`: the booking service as one JavaScript file, dist-server/main.mjs, which
 * `npm run serve` runs with plain Node. Running the TypeScript through tsx in production cost
 * about 60 MB of memory (its loader thread and transpiler) and slower start-ups.
 *
 * Our code (server/, core/, the content and mail strings it reads) is bundled; packages stay in
 * node_modules, imported at run time. dist-server/ sits beside server/, so paths the code derives
 * from its own location mean the same in both.
 */
import { build } from 'esbuild';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

export async function bundleServer(entry: string, outfile: string): Promise<void> {
  await build({
    entryPoints: [path.resolve(ROOT, entry)],
    outfile: path.resolve(ROOT, outfile),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await bundleServer('server/main.ts', 'dist-server/main.mjs');
  console.log('built dist-server/main.mjs');
}
