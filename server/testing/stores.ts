import { rmSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { openPostgresStore } from '../store/postgresStore.ts';
import { openSqliteStore } from '../store/sqliteStore.ts';
import type { Store } from '../store/types.ts';
import { tempDataDir } from './harness.ts';
import { startPostgres, type TestPostgres } from './postgres.ts';

export interface OpenedStore {
  store: Store;
  dispose(): Promise<void>;
}

/**
 * The stores a test file runs against, by name: SQLite in a temporary folder, and a fresh database
 * on a real PostgreSQL server started for the file (one that cannot start fails the run, never skips it).
 */
export function storesUnderTest(): Record<string, () => Promise<OpenedStore>> {
  let postgres: TestPostgres;
  beforeAll(async () => {
    postgres = await startPostgres();
  }, 120_000);
  afterAll(async () => {
    await postgres?.stop();
  });
  return {
    SQLite: async () => {
      const dir = tempDataDir();
      const store = await openSqliteStore(dir);
      return {
        store,
        dispose: async () => {
          await store.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
    PostgreSQL: async () => {
      const store = await openPostgresStore(await postgres.createDatabase(), { outboxLeaseMs: 60_000 });
      return { store, dispose: () => store.close() };
    },
  };
}
