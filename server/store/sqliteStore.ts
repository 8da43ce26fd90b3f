import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, sql, SqliteDialect, type Driver, type Selectable } from 'kysely';
import { accessSync, constants, mkdirSync } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import { causeOf, folderProblem, StartupError } from '../startupError.ts';
import { migrationsFor } from './migrations.ts';
import { answerQueries, bookingForMail, closureQueries, iso, outboxMessage, outboxRow, saveBookingQuery, sharedQueries, type SerialTransaction } from './kyselyQueries.ts';
import type { BookingPhotosTable, BookingsTable, Database, OutboxTable } from './schema.ts';
import type { MailAttachment, MailAttachmentRef, Store } from './types.ts';

export const DATABASE_FILE = 'bookings.db';

/**
 * Kysely's SQLite dialect, except that a transaction SQLite has already rolled back itself (a full
 * disk or a read-only file ends it) is not rolled back again: that second rollback's "no
 * transaction is active" would replace the error that caused it, in the log and for the caller.
 */
class KeepTheCauseDialect extends SqliteDialect {
  constructor(private readonly connection: BetterSqlite3.Database) {
    super({ database: connection });
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.rollbackTransaction = async (connection) => {
      if (this.connection.inTransaction) await rollback(connection);
    };
    return driver;
  }
}

/**
 * The SQLite store: one file, $DATA_DIR/bookings.db, in WAL mode (readers never wait for the
 * writer; a crash never leaves half a transaction), checkpointed by SQLite itself as the log
 * grows. better-sqlite3 is synchronous, but every
 * statement here is small and indexed; the large ones (photo BLOBs) are written once.
 */
export async function openSqliteStore(dataDir: string): Promise<Store> {
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.W_OK);
  } catch (error) {
    throw new StartupError(`DATA_DIR ${dataDir} is not a folder the service can write (${folderProblem(dataDir, error)})`);
  }
  const file = path.join(dataDir, DATABASE_FILE);
  let connection: BetterSqlite3.Database | null = null;
  try {
    connection = new BetterSqlite3(file);
    connection.pragma('journal_mode = WAL');
    connection.pragma('synchronous = NORMAL'); // durable across application crashes; WAL keeps it consistent
    connection.pragma('foreign_keys = ON');
    connection.pragma('busy_timeout = 5000');
    // Reading the schema finds a file that is no database, or whose first pages are damaged, now
    // rather than at the first booking (a full integrity check would read every photo at each start).
    connection.prepare('SELECT count(*) FROM sqlite_schema').get();
  } catch (error) {
    connection?.close();
    throw new StartupError(`the database ${file} cannot be opened (${causeOf(error)}); restore it from a backup or move it away`);
  }
  const db = new Kysely<Database>({ dialect: new KeepTheCauseDialect(connection) });

  const { error } = await new Migrator({ db, provider: { getMigrations: async () => migrationsFor('sqlite') } }).migrateToLatest();
  if (error) {
    await db.destroy();
    throw new StartupError(`the database ${file} could not be brought up to date (${causeOf(error)})`);
  }

  // Kysely's lock on the one connection: no Kysely transaction is open while these run.
  const exclusive = <R>(run: () => R): Promise<R> => db.connection().execute(async () => run());
  const insertOutbox = connection.prepare<[Selectable<OutboxTable>]>(
    'INSERT INTO outbox (id, kind, booking_id, message_id, to_addresses, reply_to, subject, text_body, html_body, headers, attachments, created_at, attempts, next_attempt_at, sent_at, failed_at, last_error, acknowledged_at) VALUES (@id, @kind, @booking_id, @message_id, @to_addresses, @reply_to, @subject, @text_body, @html_body, @headers, @attachments, @created_at, @attempts, @next_attempt_at, @sent_at, @failed_at, @last_error, @acknowledged_at)',
  );

  /**
   * A write that must see every competing booking takes SQLite's write lock at its start (BEGIN
   * IMMEDIATE), so another process on the same file waits for it rather than deciding on stale rows.
   */
  const serial: SerialTransaction = (_lockKey, work) =>
    db.connection().execute(async (conn) => {
      await sql`begin immediate`.execute(conn);
      try {
        const result = await work(conn);
        await sql`commit`.execute(conn);
        return result;
      } catch (error) {
        // SQLite may have rolled back already (a full disk): the first error is the one to report.
        await sql`rollback`.execute(conn).catch(() => undefined);
        throw error;
      }
    });

  /**
   * The outbox worker's statements, prepared once: through Kysely each was built, compiled and
   * prepared anew per message, ~0.45 ms a message (README, "Performance": the mail after a flood
   * drains a third faster). They run under the same lock, so none lands inside a transaction.
   */
  const outbox = {
    due: connection.prepare<[string, number], Selectable<OutboxTable>>(
      'SELECT * FROM outbox WHERE next_attempt_at IS NOT NULL AND next_attempt_at <= ? ORDER BY next_attempt_at, created_at LIMIT ?',
    ),
    booking: connection.prepare<[string], Selectable<BookingsTable>>('SELECT * FROM bookings WHERE id = ?'),
    photoSizes: connection.prepare<[string], { byte_size: number }>('SELECT byte_size FROM booking_photos WHERE booking_id = ? ORDER BY position'),
    attachment: connection.prepare<[string, number], Pick<Selectable<BookingPhotosTable>, 'filename' | 'content_type' | 'bytes'>>(
      'SELECT filename, content_type, bytes FROM booking_photos WHERE booking_id = ? AND position = ?',
    ),
    markSent: connection.prepare<[string, string]>(
      'UPDATE outbox SET sent_at = ?, next_attempt_at = NULL, last_error = NULL, attempts = attempts + 1 WHERE id = ?',
    ),
    scheduleRetry: connection.prepare<[string, string, string]>('UPDATE outbox SET next_attempt_at = ?, last_error = ?, attempts = attempts + 1 WHERE id = ?'),
    markFailed: connection.prepare<[string, string, string]>(
      'UPDATE outbox SET failed_at = ?, next_attempt_at = NULL, last_error = ?, attempts = attempts + 1 WHERE id = ?',
    ),
  };

  const probeRow = connection.prepare<[string]>('INSERT INTO health_probe (at) VALUES (?)');
  const rolledBack = new Error('write probe: rolled back');
  /** Takes the write lock and writes a row, then rolls it back: the database file accepts writers. */
  const probeTransaction = connection.transaction(() => {
    probeRow.run(iso(new Date()));
    throw rolledBack;
  });
  const probeFile = path.join(dataDir, '.write-probe');
  /** One page written and synced to the database's folder: a full disk or a read-only mount fails here. */
  const probeDisk = async () => {
    const handle = await open(probeFile, 'w');
    try {
      await handle.write(Buffer.alloc(4096, 1));
      await handle.sync();
    } finally {
      await handle.close();
      await rm(probeFile, { force: true });
    }
  };

  let closed: Promise<void> | null = null;
  const store: Store = {
    async ping() {
      await sql`select 1`.execute(db);
    },

    async probeWrite() {
      await exclusive(() => {
        try {
          probeTransaction.immediate();
        } catch (error) {
          if (error !== rolledBack) throw error;
        }
      });
      await probeDisk();
    },

    close() {
      closed ??= db.destroy();
      return closed;
    },

    saveBooking: saveBookingQuery(serial),

    ...answerQueries(db, serial),

    ...closureQueries(db),

    ...sharedQueries(db),

    async dueMessages(now, limit) {
      const rows = await exclusive(() => outbox.due.all(iso(now), limit));
      return rows.map(outboxMessage);
    },

    async bookingForMail(bookingId) {
      return exclusive(() => {
        const row = outbox.booking.get(bookingId);
        return row ? bookingForMail(row, outbox.photoSizes.all(bookingId).map((photo) => photo.byte_size)) : null;
      });
    },

    async attachment(ref: MailAttachmentRef): Promise<MailAttachment | null> {
      const row = await exclusive(() => outbox.attachment.get(ref.bookingId, ref.position));
      return row ? { filename: row.filename, contentType: row.content_type, content: Buffer.from(row.bytes) } : null;
    },

    async markSent(id, at) {
      await exclusive(() => outbox.markSent.run(iso(at), id));
    },

    async scheduleRetry(id, error, nextAttemptAt) {
      await exclusive(() => outbox.scheduleRetry.run(iso(nextAttemptAt), error, id));
    },

    async markFailed(id, error, at, followUp) {
      await exclusive(() =>
        connection.transaction(() => {
          outbox.markFailed.run(iso(at), error, id);
          if (followUp) insertOutbox.run(outboxRow(followUp));
        })(),
      );
    },
  };
  return store;
}
