import { describe, expect, it } from 'vitest';
import { storesUnderTest } from '../testing/stores.ts';
import type { NewDeskSession } from './types.ts';

/** The desk's sessions and sign-in records, the same in SQLite and in a real PostgreSQL server. */
const databases = storesUnderTest();

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

    it('takes a WebAuthn challenge once, for its purpose, before it expires', async () => {
      const { store, dispose } = await open();
      try {
        await store.addDeskChallenge({ challenge: 'c1', purpose: 'register', email: 'desk@aurum.test', expiresAt: at('08:05:00') });
        await store.addDeskChallenge({ challenge: 'c2', purpose: 'sign_in', email: null, expiresAt: at('08:05:00') });
        expect(await store.takeDeskChallenge('c1', 'sign_in', at('08:01:00'))).toBeNull();
        const [first, second] = await Promise.all([store.takeDeskChallenge('c1', 'register', at('08:01:00')), store.takeDeskChallenge('c1', 'register', at('08:01:00'))]);
        expect([first, second].filter(Boolean)).toEqual([{ email: 'desk@aurum.test' }]);
        expect(await store.takeDeskChallenge('c2', 'sign_in', at('08:05:00'))).toBeNull();
      } finally {
        await dispose();
      }
    });

    it("keeps each person's passkeys, their counters and when they were last used", async () => {
      const { store, dispose } = await open();
      try {
        const key = { email: 'desk@aurum.test', publicKey: new Uint8Array([1, 2, 3, 250]), counter: 0, transports: ['internal', 'hybrid'], label: 'iPhone' };
        expect(await store.addDeskPasskey({ ...key, id: 'pk1', createdAt: at('08:00:00') })).toBe(true);
        expect(await store.addDeskPasskey({ ...key, id: 'pk1', createdAt: at('08:00:00') })).toBe(false);
        expect(await store.addDeskPasskey({ ...key, id: 'pk2', label: 'Mac', createdAt: at('08:30:00') })).toBe(true);
        await store.addDeskPasskey({ ...key, id: 'pk3', email: 'owner@aurum.test', createdAt: at('08:00:00') });

        // An authenticator's counter runs to 2^32 - 1.
        await store.markDeskPasskeyUsed('pk1', 4_294_967_295, at('09:00:00'));
        expect(await store.deskPasskey('pk1')).toEqual({ ...key, id: 'pk1', counter: 4_294_967_295, createdAt: at('08:00:00'), lastUsedAt: at('09:00:00') });
        expect((await store.deskPasskeys('desk@aurum.test')).map((passkey) => passkey.label)).toEqual(['iPhone', 'Mac']);

        expect(await store.removeDeskPasskey('owner@aurum.test', 'pk1')).toBe(false);
        expect(await store.removeDeskPasskey('desk@aurum.test', 'pk1')).toBe(true);
        expect(await store.deskPasskey('pk1')).toBeNull();
        expect((await store.deskPasskeys('owner@aurum.test')).map((passkey) => passkey.id)).toEqual(['pk3']);
      } finally {
        await dispose();
      }
    });
  });
}
