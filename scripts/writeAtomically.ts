import { renameSync, writeFileSync } from 'node:fs';

const TEMPORARY_SUFFIX = '.tmp';

/** A file another build is still writing: a generator cleaning its folder leaves it alone. */
export const isBeingWritten = (name: string): boolean => name.endsWith(TEMPORARY_SUFFIX);

/**
 * Writes `file` through a temporary file and a rename. Several builds may run at once in one
 * checkout (the generators under src/generated/): none may read a half-written file.
 */
export function writeAtomically(file: string, data: string | Buffer): void {
  const temporary = `${file}.${process.pid}${TEMPORARY_SUFFIX}`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}
