import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * SQLite in WAL mode appends each commit to the write-ahead log and, every `wal_autocheckpoint`
 * pages, copies the log back into the database file and syncs both to disk. By default the commit
 * that crosses the line does this, on the event loop: measured on the 2-core machine, those syncs
 * were a quarter of a booking's time in SQLite.
 *
 * This runs the checkpoints on a thread of their own instead, with its own connection: every
 * `everyMs` a PASSIVE checkpoint, which copies what no reader still needs and never blocks the
 * writer. The service's connection keeps a far higher automatic threshold as a safety net, so the
 * log stays bounded even if this thread falls behind or stops.
 *
 * The thread's code is a string (run with `eval`), so it works the same under tsx and in the
 * bundled server; it loads the better-sqlite3 this module resolves.
 */
const THREAD_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
let lastError = null;
const checkpoint = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
    lastError = null;
  } catch (error) {
    // Reported once while it lasts, not five times a second.
    if (String(error) !== lastError) parentPort.postMessage({ error: String(error) });
    lastError = String(error);
  }
};
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/** Pages the service's own connection lets the log reach before it checkpoints itself (about 40 MB). */
export const FALLBACK_AUTOCHECKPOINT_PAGES = 10_000;

export interface WalCheckpointer {
  /** Ends the thread after its current checkpoint and closes its connection (the store calls it once, on close). */
  stop(): Promise<void>;
}

export function startWalCheckpointer(databaseFile: string, options: { everyMs: number; onError: (message: string) => void }): WalCheckpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(THREAD_CODE, { eval: true, workerData: { driver, file: databaseFile, everyMs: options.everyMs } });
  worker.unref(); // never what keeps the process alive
  worker.on('message', (message: { error: string }) => options.onError(message.error));
  worker.on('error', (error) => options.onError(String(error)));
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    stop() {
      worker.ref(); // awaited now: an unreferenced thread would let Node exit before it ends
      worker.postMessage('stop');
      return exited;
    },
  };
}
