import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { kyselyStore } from './kyselyStore.ts';
import { migrationsFor } from './migrations.ts';
import { iso, outboxMessage } from './rows.ts';
import type { Database } from './schema.ts';
import type { Store } from './types.ts';

export interface PostgresStoreOptions {
  /**
   * How long a message an instance took from the outbox stays its own. An instance that dies while
   * sending leaves it to the others once this has passed; it must outlast one message's sending.
   */
  outboxLeaseMs: number;
  /** Connections this instance keeps to the database at most. */
  poolSize?: number;
  /** Where a dropped idle connection is reported (the pool replaces it). */
  onPoolError?: (error: Error) => void;
}

// pg's own parsers turn these into Date objects; the store's rows carry ISO text, as in SQLite.
const TIMESTAMPTZ = 1184;
const DATE = 1082;
const JSON_OIDS = [114, 3802]; // json, jsonb: the stores parse JSON columns themselves
const parseTimestamptz = pg.types.getTypeParser(TIMESTAMPTZ);
const typeParsers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: string) => {
    if (oid === TIMESTAMPTZ) return (value: string) => (parseTimestamptz(value) as Date).toISOString();
    if (oid === DATE || JSON_OIDS.includes(oid)) return (value: string) => value;
    return pg.types.getTypeParser(oid, format as 'text');
  }) as pg.CustomTypesConfig['getTypeParser'],
};

/**
 * The PostgreSQL store, for several instances of the service on one database. Everything lives in
 * the database, photos included (bytea), so any instance can answer any request and one pg_dump
 * holds it all. Idempotency keys are a primary key: a repeat sent to another instance waits for
 * the first one's transaction and gets its answer. Each instance's outbox worker claims messages
 * with FOR UPDATE SKIP LOCKED, so no two instances send the same one.
 */
export async function openPostgresStore(url: string, options: PostgresStoreOptions): Promise<Store> {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10, types: typeParsers });
  pool.on('error', (error) => options.onPoolError?.(error));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });

  const { error } = await new Migrator({ db, provider: { getMigrations: async () => migrationsFor('postgres') } }).migrateToLatest();
  if (error) {
    await db.destroy();
    throw error instanceof Error ? error : new Error(String(error));
  }

  return kyselyStore(db, {
    // Writers of one place (a resource, a booking) wait for each other, whichever instance they run on.
    async lock(trx, lockKey) {
      await sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`.execute(trx);
    },

    /**
     * Claims the next due message for options.outboxLeaseMs by moving its next attempt that far
     * ahead: sent, it leaves the queue; failed, it gets its retry time; left by an instance that
     * died, it is due again when the lease ends. One at a time, so the lease covers one message.
     */
    async dueMessages(now, limit) {
      if (limit < 1) return [];
      const rows = await db
        .updateTable('outbox')
        .set({ next_attempt_at: iso(new Date(now.getTime() + options.outboxLeaseMs)) })
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('outbox')
            .select('id')
            .where('next_attempt_at', 'is not', null)
            .where('next_attempt_at', '<=', iso(now))
            .orderBy('next_attempt_at')
            .orderBy('created_at')
            .limit(1)
            .forUpdate()
            .skipLocked(),
        )
        .returningAll()
        .execute();
      return rows.map(outboxMessage);
    },

    close: () => db.destroy(),
  });
}
