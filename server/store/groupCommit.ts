import type BetterSqlite3 from 'better-sqlite3';

type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

/**
 * Group commit: the writes asked for within one turn of the event loop run in one SQLite
 * transaction. Under load, ten bookings then cost one commit (one append to the WAL of the pages
 * they share) instead of ten; alone, a write waits one turn.
 *
 * Each caller's promise settles only after the transaction holding its write has committed, so
 * an answer never claims more than the disk holds. A write that throws rejects alone; the others
 * still commit. Writes rarely throw, so a batch first runs as it is; only when one of its writes
 * throws is the batch rolled back and run again with each write in a savepoint of its own
 * (a savepoint costs about as much as a small insert). If SQLite gives up the whole transaction
 * (a full disk, say), every write of the batch rejects and none is kept.
 *
 * `exclusive` runs the batch while no one else uses the connection (the store passes Kysely's
 * connection lock).
 */
export function groupCommit<T, R>(
  connection: BetterSqlite3.Database,
  write: (item: T) => R,
  exclusive: (run: () => Outcome<R>[]) => Promise<Outcome<R>[]>,
): (item: T) => Promise<R> {
  const writeAll = connection.transaction((items: T[]): Outcome<R>[] => items.map((item) => ({ ok: true, value: write(item) })));
  // Called inside the batch's transaction, better-sqlite3 runs this as a savepoint.
  const writeOne = connection.transaction(write);
  const writeEach = connection.transaction((items: T[]): Outcome<R>[] =>
    items.map((item) => {
      try {
        return { ok: true, value: writeOne(item) };
      } catch (error) {
        // SQLite ended the whole transaction: nothing of the batch stands, so nothing may go on.
        if (!connection.inTransaction) throw error;
        return { ok: false, error };
      }
    }),
  );
  const writeBatch = (items: T[]): Outcome<R>[] => {
    try {
      return writeAll(items);
    } catch (error) {
      // Rolled back whole: nothing of the batch is kept. Alone, the write has its answer.
      if (items.length === 1) return [{ ok: false, error }];
      return writeEach(items);
    }
  };

  let queued: { item: T; resolve: (value: R) => void; reject: (error: unknown) => void }[] = [];
  const flush = async () => {
    const batch = queued;
    queued = [];
    try {
      const outcomes = await exclusive(() => writeBatch(batch.map((entry) => entry.item)));
      outcomes.forEach((outcome, i) => (outcome.ok ? batch[i]!.resolve(outcome.value) : batch[i]!.reject(outcome.error)));
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    }
  };

  return (item) =>
    new Promise<R>((resolve, reject) => {
      queued.push({ item, resolve, reject });
      if (queued.length === 1) setImmediate(() => void flush());
    });
}
