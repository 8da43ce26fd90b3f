import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDataDir } from '../testing/harness.ts';
import { startPostgres, type TestPostgres } from '../testing/postgres.ts';
import { openPostgresStore } from './postgresStore.ts';
import { openSqliteStore } from './sqliteStore.ts';
import type { NewDeskSession, Store } from './types.ts';

/** The desk's sessions and sign-in records, the same in SQLite and in a real PostgreSQL server. */
let postgres: TestPostgres;
beforeAll(async () => {
  postgres = await startPostgres();
}, 120_000);
afterAll(async () => {
  await postgres?.stop();
});

const databases: Record<string, () => Promise<{ store: Store; dispose(): Promise<void> }>> = {
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

const at = (time: string) => new Date(`2026-06-15T${time}Z`);
const DAY = 24 * 60 * 60_000;
const session = (idHash: string, email = 'desk@aurum.test', createdAt = at('08:00:00')): NewDeskSession => ({
  idHash,
  email,
  csrfToken: `csrf-${idHash}`,
  createdAt,
  expiresAt: new Date(createdAt.getTime() + 30 * DAY),
});

for (const [name, open] of Object.entries(databases)) {
  describe(`desk sessions in ${name}`, () => {
    it('finds a session by its hash until it expires, and not after', async () => {
      const { store, dispose } = await open();
      try {
        expect(await store.startDeskSession(session('h1'))).toBe(true);
        const found = await store.deskSession('h1', at('09:00:00'));
        expect(found).toMatchObject({ idHash: 'h1', email: 'desk@aurum.test', csrfToken: 'csrf-h1', language: null, lastSeenAt: at('09:00:00') });
        expect(await store.deskSession('h2', at('09:00:00'))).toBeNull();
        expect(await store.deskSession('h1', new Date(at('08:00:00').getTime() + 30 * DAY))).toBeNull();
        expect(await store.purgeDeskAuth(new Date(at('08:00:00').getTime() + 30 * DAY))).toBe(1);
      } finally {
        await dispose();
      }
    });

    it('starts one session per sign-in link: a second redemption of its nonce starts none', async () => {
      const { store, dispose } = await open();
      try {
        const link = { nonce: 'n1', expiresAt: at('08:15:00') };
        const [first, second] = await Promise.all([store.startDeskSession(session('a'), link), store.startDeskSession(session('b'), link)]);
        expect([first, second].sort()).toEqual([false, true]);
        const started = [await store.deskSession('a', at('08:01:00')), await store.deskSession('b', at('08:01:00'))].filter(Boolean);
        expect(started).toHaveLength(1);
        expect(await store.startDeskSession(session('c'), link)).toBe(false);
      } finally {
        await dispose();
      }
    });

    it("ends one session, or all of a person's, and keeps each person's desk language", async () => {
      const { store, dispose } = await open();
      try {
        await store.startDeskSession(session('phone'));
        await store.startDeskSession(session('laptop'));
        await store.startDeskSession(session('owner', 'owner@aurum.test'));
        await store.setDeskLanguage('desk@aurum.test', 'tr', at('08:10:00'));
        await store.setDeskLanguage('desk@aurum.test', 'de', at('08:11:00'));
        expect((await store.deskSession('laptop', at('09:00:00')))?.language).toBe('de');
        expect((await store.deskSession('owner', at('09:00:00')))?.language).toBeNull();

        await store.endDeskSession('phone');
        expect(await store.deskSession('phone', at('09:00:00'))).toBeNull();
        expect(await store.deskSession('laptop', at('09:00:00'))).not.toBeNull();
        expect(await store.endDeskSessionsOf('desk@aurum.test')).toBe(1);
        expect(await store.deskSession('laptop', at('09:00:00'))).toBeNull();
        expect(await store.deskSession('owner', at('09:00:00'))).not.toBeNull();
      } finally {
        await dispose();
      }
    });
  });
}
