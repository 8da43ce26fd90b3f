import BetterSqlite3 from 'better-sqlite3';
import { CompiledQuery, Kysely, Migrator, SqliteDialect, type Driver } from 'kysely';
import { accessSync, constants, mkdirSync } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import { causeOf, folderProblem, StartupError } from '../startupError.ts';
import { kyselyStore } from './kyselyStore.ts';
import { migrationsFor } from './migrations.ts';
import { iso, outboxMessage } from './rows.ts';
import type { Database } from './schema.ts';
import type { Store } from './types.ts';

export const DATABASE_FILE = 'bookings.db';

/** Kysely's SQLite dialect with the two transaction rules this store needs. */
class StoreDialect extends SqliteDialect {
  constructor(private readonly connection: BetterSqlite3.Database) {
    super({ database: connection });
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const rollback = driver.rollbackTransaction.bind(driver);
    // Every transaction here writes: taking SQLite's write lock at the start makes another process
    // on the same file wait for it, rather than either deciding on rows the other is changing.
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    // A transaction SQLite has rolled back itself (a full disk or a read-only file ends it) is not
    // rolled back again: that rollback's "no transaction is active" would replace the real cause.
    driver.rollbackTransaction = async (connection) => {
      if (this.connection.inTransaction) await rollback(connection);
    };
    return driver;
  }
}

/**
 * The SQLite store: one file, $DATA_DIR/bookings.db, in WAL mode (readers never wait for the
 * writer; a crash never leaves half a transaction), checkpointed by SQLite itself as the log
 * grows. better-sqlite3 is synchronous, but every statement here is small and indexed; the large
 * ones (photo BLOBs) are written once.
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
  const db = new Kysely<Database>({ dialect: new StoreDialect(connection) });

  const { error } = await new Migrator({ db, provider: { getMigrations: async () => migrationsFor('sqlite') } }).migrateToLatest();
  if (error) {
    await db.destroy();
    throw new StartupError(`the database ${file} could not be brought up to date (${causeOf(error)})`);
  }

  const probeFile = path.join(dataDir, '.write-probe');
  return kyselyStore(db, {
    // One instance sends: due messages are simply read.
    async dueMessages(now, limit) {
      const rows = await db
        .selectFrom('outbox')
        .selectAll()
        .where('next_attempt_at', 'is not', null)
        .where('next_attempt_at', '<=', iso(now))
        .orderBy('next_attempt_at')
        .orderBy('created_at')
        .limit(limit)
        .execute();
      return rows.map(outboxMessage);
    },

    /** One page written and synced to the database's folder: a full disk or a read-only mount fails here. */
    async probeDisk() {
      const handle = await open(probeFile, 'w');
      try {
        await handle.write(Buffer.alloc(4096, 1));
        await handle.sync();
      } finally {
        await handle.close();
        await rm(probeFile, { force: true });
      }
    },

    close: () => db.destroy(),
  });
}
