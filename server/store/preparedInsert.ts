import type BetterSqlite3 from 'better-sqlite3';
import type { Insertable } from 'kysely';
import type { Database } from './schema.ts';

/** What better-sqlite3 binds: numbers, strings, bigints, bytes and null. */
type Value = number | string | bigint | Uint8Array | null;

/**
 * A prepared INSERT into `table`, for the rows every booking writes: Kysely builds, compiles and
 * prepares each statement anew per call, which costs more than SQLite's own work. Rows are typed
 * as Kysely's, so a column that does not exist fails to compile; each set of columns gets its
 * statement once, and its values are bound by position (by name, better-sqlite3 looks each one up:
 * ~2 µs more per row of 15 columns). `ifNew` skips a row whose key is taken (ON CONFLICT DO
 * NOTHING; other constraint failures still throw), and the result's `changes` says whether it was
 * written.
 */
export function preparedInsert<T extends keyof Database>(connection: BetterSqlite3.Database, table: T, options: { ifNew?: boolean } = {}) {
  const statements = new Map<string, BetterSqlite3.Statement<Value[]>>();
  const onConflict = options.ifNew ? ' ON CONFLICT DO NOTHING' : '';
  return (row: Insertable<Database[T]>): BetterSqlite3.RunResult => {
    const values = row as Record<string, Value | undefined>;
    // As Kysely does, a column whose value is undefined is left out (it takes its default).
    const columns = Object.keys(values).filter((column) => values[column] !== undefined);
    const signature = columns.join(',');
    let statement = statements.get(signature);
    if (!statement) {
      statement = connection.prepare<Value[]>(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})${onConflict}`);
      statements.set(signature, statement);
    }
    return statement.run(...columns.map((column) => values[column]!));
  };
}
