import type { ServerConfig } from '../config.ts';
import { openPostgresStore } from './postgresStore.ts';
import { openSqliteStore } from './sqliteStore.ts';
import type { Store } from './types.ts';

/** Where a PostgreSQL URL points, without its password, for messages. */
export function describeDatabaseUrl(url: string): string {
  const parsed = new URL(url);
  return `postgres://${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
}

/** The store the configuration asks for: PostgreSQL when DATABASE_URL is set, else SQLite under DATA_DIR. */
export async function openStore(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'mailWorker'>,
  onPoolError?: (error: Error) => void,
): Promise<Store> {
  if (!config.databaseUrl) return openSqliteStore(config.dataDir);
  try {
    return await openPostgresStore(config.databaseUrl, { outboxLeaseMs: config.mailWorker.outboxLeaseMs, onPoolError });
  } catch (error) {
    throw new Error(`Could not open the PostgreSQL database ${describeDatabaseUrl(config.databaseUrl)}: ${(error as Error).message}`, { cause: error });
  }
}
