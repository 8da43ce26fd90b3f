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
