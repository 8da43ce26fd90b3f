/**
 * `npm run backup [-- target.db]`: a consistent copy of the database (bookings, photos, queued
 * mail) while the service keeps running, through SQLite's online backup. Default target:
 * DATA_DIR/backups/bookings-<time>.db.
 */
import BetterSqlite3 from 'better-sqlite3';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import { DATABASE_FILE } from './store/sqliteStore.ts';

export async function backupDatabase(dataDir: string, target: string): Promise<void> {
  const source = path.join(dataDir, DATABASE_FILE);
  if (!existsSync(source)) throw new Error(`No database at ${source}`);
  mkdirSync(path.dirname(target), { recursive: true });
  const db = new BetterSqlite3(source, { readonly: true, fileMustExist: true });
  try {
    await db.backup(target);
  } finally {
    db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const { dataDir, databaseUrl } = loadConfig();
    if (databaseUrl) throw new Error('DATABASE_URL is set: the data is in PostgreSQL; back it up with pg_dump (README, "Scaling out")');
    const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '');
    const target = path.resolve(process.argv[2] ?? path.join(dataDir, 'backups', `bookings-${stamp}.db`));
    await backupDatabase(dataDir, target);
    console.log(`Backed up ${path.join(dataDir, DATABASE_FILE)} to ${target}`);
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : `Backup failed: ${(error as Error).message}`);
    process.exit(1);
  }
}
