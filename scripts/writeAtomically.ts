import { renameSync, writeFileSync } from 'node:fs';

/**
 * Writes `file` through a temporary file and a rename. Several builds may run at once in one
 * checkout (the generators under src/generated/): none may read a half-written file.
 */
export function writeAtomically(file: string, data: string | Buffer): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}
