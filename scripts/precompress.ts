import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; fonts and images are compressed formats already. */
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest)$/;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

const gzipBest = (data: Buffer) => gzipAsync(data, { level: 9 });
const brotliBest = (data: Buffer) =>
  brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } });

/**
 * Writes file.br (brotli 11) and file.gz (gzip 9) beside every compressible file of `dir`, once,
 * at build time; the server sends the one the browser accepts (@fastify/static `preCompressed`).
 * A version that would not be smaller is not written: the server then sends the original.
 */
export async function precompress(dir: string): Promise<{ files: number; before: number; brotli: number }> {
  const files: string[] = [];
  for await (const file of walk(dir)) if (COMPRESSIBLE.test(file) && !file.includes(`${path.sep}.vite${path.sep}`)) files.push(file);
  let before = 0;
  let brotliTotal = 0;
  // A few at a time: zlib runs on libuv's thread pool, so this uses every core.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const data = await readFile(file);
      const [br, gz] = await Promise.all([brotliBest(data), gzipBest(data)]);
      before += data.length;
      brotliTotal += Math.min(br.length, data.length);
      if (br.length < data.length) await writeFile(`${file}.br`, br);
      if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { files: files.length, before, brotli: brotliTotal };
}
