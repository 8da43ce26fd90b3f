import { rmSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { openPostgresStore } from '../store/postgresStore.ts';
import { openSqliteStore } from '../store/sqliteStore.ts';
import type { Store } from '../store/types.ts';
import { tempDataDir } from './harness.ts';
import { startPostgres, type TestPostgres } from './postgres.ts';

/** How long a PostgreSQL store under test holds a message it took before another instance may take it. */
export const OUTBOX_LEASE_MS = 60_000;

export interface OpenedStore {
  store: Store;
  /** Every instance opened on the database, `store` first; several stand for copies of the service sharing it. */
  instances: Store[];
  /** The database's folder (SQLite) or postgres:// address, for a test that reads it directly. */
  location: string;
  /** Closes every instance (closing one twice is harmless) and removes what the store left behind. */
  dispose(): Promise<void>;
}

export type OpenStore = (options?: { instances?: number }) => Promise<OpenedStore>;

/** The real PostgreSQL server of a test file: started before its tests (one that cannot start fails the run, never skips it), stopped after them. */
export function postgresUnderTest(): Pick<TestPostgres, 'url' | 'createDatabase'> {
  let postgres: TestPostgres | undefined;
  beforeAll(async () => {
    postgres = await startPostgres();
  }, 120_000);
  afterAll(async () => {
    await postgres?.stop();
  });
  const started = () => {
    if (!postgres) throw new Error('PostgreSQL for the tests is used before it has started');
    return postgres;
  };
  return {
    get url() {
      return started().url;
    },
    createDatabase: () => started().createDatabase(),
  };
}

/**
 * The stores a test file runs against, by name: SQLite in a temporary folder, and a fresh database
 * on the file's PostgreSQL server. Only PostgreSQL opens several instances at once, as several
 * copies of the service would; SQLite serves one.
 */
export function storesUnderTest(): Record<string, OpenStore> {
  const postgres = postgresUnderTest();
  return {
    SQLite: async ({ instances = 1 } = {}) => {
      if (instances !== 1) throw new Error('A SQLite store serves one copy of the service');
      const dir = tempDataDir();
      const store = await openSqliteStore(dir);
      return {
        store,
        instances: [store],
        location: dir,
        dispose: async () => {
          await store.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
    PostgreSQL: async ({ instances = 1 } = {}) => {
      const url = await postgres.createDatabase();
      // Opened together, so that a new database is migrated by instances starting at the same moment.
      const stores = await Promise.all(Array.from({ length: instances }, () => openPostgresStore(url, { outboxLeaseMs: OUTBOX_LEASE_MS })));
      return {
        store: stores[0]!,
        instances: stores,
        location: url,
        dispose: async () => {
          await Promise.all(stores.map((store) => store.close()));
        },
      };
    },
  };
}
