/** The staff's passkeys and the desk's WebAuthn challenges, written once over Kysely for both databases. */
import type { Kysely, Selectable } from 'kysely';
import { iso } from './rows.ts';
import type { Database } from './schema.ts';
import type { DeskPasskeyRecord, DeskPasskeyStore } from './types.ts';

type PasskeyRow = Selectable<Database['desk_passkeys']>;

function passkey(row: PasskeyRow): DeskPasskeyRecord {
  return {
    id: row.id,
    email: row.email,
    publicKey: new Uint8Array(row.public_key),
    counter: Number(row.counter),
    transports: JSON.parse(row.transports) as string[],
    label: row.label,
    createdAt: new Date(row.created_at),
    lastUsedAt: row.last_used_at ? new Date(row.last_used_at) : null,
  };
}

export function deskPasskeyStore(db: Kysely<Database>): DeskPasskeyStore {
  return {
    async addDeskChallenge({ challenge, purpose, email, expiresAt }) {
      await db.insertInto('desk_challenges').values({ challenge, purpose, email, expires_at: iso(expiresAt) }).execute();
    },

    async takeDeskChallenge(challenge, purpose, now) {
      const row = await db
        .deleteFrom('desk_challenges')
        .where('challenge', '=', challenge)
        .where('purpose', '=', purpose)
        .returning(['email', 'expires_at'])
        .executeTakeFirst();
      return row && row.expires_at > iso(now) ? { email: row.email } : null;
    },

    async addDeskPasskey(record) {
      const result = await db
        .insertInto('desk_passkeys')
        .values({
          id: record.id,
          email: record.email,
          public_key: record.publicKey,
          counter: record.counter,
          transports: JSON.stringify(record.transports),
          label: record.label,
          created_at: iso(record.createdAt),
          last_used_at: null,
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async deskPasskeys(email) {
      const rows = await db.selectFrom('desk_passkeys').selectAll().where('email', '=', email).orderBy('created_at').orderBy('id').execute();
      return rows.map(passkey);
    },

    async deskPasskey(id) {
      const row = await db.selectFrom('desk_passkeys').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? passkey(row) : null;
    },

    async markDeskPasskeyUsed(id, counter, at) {
      await db.updateTable('desk_passkeys').set({ counter, last_used_at: iso(at) }).where('id', '=', id).execute();
    },

    async removeDeskPasskey(email, id) {
      const result = await db.deleteFrom('desk_passkeys').where('email', '=', email).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
