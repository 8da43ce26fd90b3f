import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A filesystem of its own (a tmpfs of a few MB) that a test can fill to the last block: a real
 * full disk under a real database. Mounting needs root, as CI has; without it the test fails and
 * says so rather than skipping.
 */
export interface SmallDisk {
  path: string;
  /** Writes zeros into a file until the disk has no room left. */
  fill(): void;
  /** Removes that file: there is room again. */
  free(): void;
  unmount(): void;
}

export function mountSmallDisk(sizeMb = 16): SmallDisk {
  const mountPoint = mkdtempSync(path.join(os.tmpdir(), 'salon-small-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m`, 'tmpfs', mountPoint], { stdio: 'pipe' });
  } catch (error) {
    rmSync(mountPoint, { recursive: true, force: true });
    throw new Error(`This test mounts a small tmpfs to fill it, which needs root: ${(error as Error).message}`, { cause: error });
  }
  const filler = path.join(mountPoint, 'filler');
  return {
    path: mountPoint,
    fill() {
      try {
        execFileSync('dd', ['if=/dev/zero', `of=${filler}`, 'bs=64k'], { stdio: 'ignore' });
      } catch {
        // dd stops with "No space left on device": that is the point
      }
    },
    free() {
      rmSync(filler, { force: true });
    },
    unmount() {
      execFileSync('umount', [mountPoint]);
      rmSync(mountPoint, { recursive: true, force: true });
    },
  };
}
