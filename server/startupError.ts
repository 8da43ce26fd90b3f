import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';

/**
 * A reason the service cannot start that the operator must fix (a folder it cannot write, a
 * database file it cannot read): main.ts prints its message, one line, and exits with 1.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** "EACCES: permission denied" or "SQLITE_NOTADB: file is not a database": the cause, without the stack. */
export function causeOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  const message = error.message.replace(/^\w+: /, '').replace(/, \w+ '.*'$/, '').split('\n')[0]!;
  return typeof code === 'string' && !message.startsWith(code) ? `${code}: ${message}` : message;
}

/**
 * Why `folder` could not be made or written (`error`, from mkdir or access). A folder that does
 * not exist on a read-only disk fails with ENOENT, which hides the cause: then the nearest folder
 * that exists is asked, and its EROFS ("read-only file system") is named instead.
 */
export function folderProblem(folder: string, error: unknown): string {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return causeOf(error);
  let parent = path.dirname(folder);
  while (!existsSync(parent) && parent !== path.dirname(parent)) parent = path.dirname(parent);
  try {
    accessSync(parent, constants.W_OK);
  } catch (cause) {
    return `${causeOf(cause)}: ${parent}`;
  }
  return causeOf(error);
}
