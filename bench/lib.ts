/** Helpers shared by the benchmarks: child processes, their memory, and printing figures. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { bundleServer } from '../scripts/build-server.ts';

export const ROOT = path.resolve(import.meta.dirname, '..');

export interface Child {
  process: ChildProcess;
  pid: number;
  port: number;
  stop(): Promise<void>;
}

const bundles = new Map<string, Promise<string>>();

/** The script bundled as production runs the service; once per benchmark, however many children run it. */
function bundleOnce(script: string): Promise<string> {
  let bundle = bundles.get(script);
  if (!bundle) {
    const file = path.join(ROOT, 'node_modules', '.cache', 'bench', script.replace(/\.ts$/, '.mjs'));
    bundle = bundleServer(path.join('bench', script), file).then(() => file);
    bundles.set(script, bundle);
  }
  return bundle;
}

/**
 * Runs a TypeScript file of bench/ in its own Node process (so its memory is its own), waiting for
 * the line `listening <port>` it prints once it accepts connections. `compiled` first bundles it
 * with scripts/build-server.ts and runs the bundle with plain Node, as production runs the service
 * (`npm run serve`); otherwise it runs through tsx.
 */
export async function startChild(script: string, env: Record<string, string>, options: { compiled?: boolean } = {}): Promise<Child> {
  let args = ['--import', 'tsx', path.join(ROOT, 'bench', script)];
  if (options.compiled) args = ['--enable-source-maps', await bundleOnce(script)];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    // The allocator settings `npm run serve` starts the service with (see README, "Memory").
    env: { ...process.env, ...(options.compiled ? { MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_ARENA_MAX: '2' } : {}), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before listening`)));
    lines.on('line', (line) => {
      const match = /^listening (\d+)$/.exec(line);
      if (match) resolve(Number(match[1]));
    });
  });
  return {
    process: child,
    pid: child.pid!,
    port,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** The process's resident memory now and its peak (VmHWM) since start or the last resetPeakMemory, in bytes. */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kB = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kB('VmRSS'), peak: kB('VmHWM') };
}

/** Starts a new peak-memory window for the process (Linux: writing 5 to clear_refs resets VmHWM). */
export function resetPeakMemory(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** The middle value of `values` (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
export const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

/** A plain text table: the first row is the header. */
export function table(rows: (string | number)[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => String(row[i] ?? '').length)));
  return rows.map((row) => row.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]!) : String(cell).padStart(widths[i]!))).join('  ')).join('\n');
}
