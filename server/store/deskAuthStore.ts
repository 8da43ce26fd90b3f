/** The front desk's sessions and sign-in records, written once over Kysely for both databases. */
import type { Kysely } from 'kysely';
import { iso, outboxRow } from './rows.ts';
import type { Database } from './schema.ts';
import type { DeskAuthStore } from './types.ts';

/** A session seen again within this long is not written again: one write a minute per person at most. */
const LAST_SEEN_STEP_MS = 60_000;

const affected = (result: { numInsertedOrUpdatedRows?: bigint; numUpdatedRows?: bigint; numDeletedRows?: bigint }) =>
  Number(result.numInsertedOrUpdatedRows ?? result.numUpdatedRows ?? result.numDeletedRows ?? 0);

export function deskAuthStore(db: Kysely<Database>): DeskAuthStore {
  return {
    async startDeskSession(session, link) {
      return db.transaction().execute(async (trx) => {
        if (link) {
          const spent = await trx
            .insertInto('desk_used_links')
            .values({ nonce: link.nonce, used_at: iso(session.createdAt), expires_at: iso(link.expiresAt) })
            .onConflict((conflict) => conflict.column('nonce').doNothing())
            .executeTakeFirst();
          if (affected(spent) === 0) return false;
        }
        await trx
          .insertInto('desk_sessions')
          .values({
            id_hash: session.idHash,
            email: session.email,
            csrf_token: session.csrfToken,
            created_at: iso(session.createdAt),
            last_seen_at: iso(session.createdAt),
            expires_at: iso(session.expiresAt),
          })
          .execute();
        return true;
      });
    },

    async deskSession(idHash, now) {
      const row = await db
        .selectFrom('desk_sessions')
        .leftJoin('desk_staff', 'desk_staff.email', 'desk_sessions.email')
        .selectAll('desk_sessions')
        .select('desk_staff.language')
        .where('desk_sessions.id_hash', '=', idHash)
        .where('desk_sessions.expires_at', '>', iso(now))
        .executeTakeFirst();
      if (!row) return null;
      let lastSeenAt = new Date(row.last_seen_at);
      if (now.getTime() - lastSeenAt.getTime() >= LAST_SEEN_STEP_MS) {
        await db.updateTable('desk_sessions').set({ last_seen_at: iso(now) }).where('id_hash', '=', idHash).execute();
        lastSeenAt = now;
      }
      return {
        idHash: row.id_hash,
        email: row.email,
        csrfToken: row.csrf_token,
        language: row.language ?? null,
        createdAt: new Date(row.created_at),
        lastSeenAt,
        expiresAt: new Date(row.expires_at),
      };
    },

    async endDeskSession(idHash) {
      await db.deleteFrom('desk_sessions').where('id_hash', '=', idHash).execute();
    },

    async endDeskSessionsOf(email) {
      return affected(await db.deleteFrom('desk_sessions').where('email', '=', email).executeTakeFirst());
    },

    async setDeskLanguage(email, language, at) {
      await db
        .insertInto('desk_staff')
        .values({ email, language, updated_at: iso(at) })
        .onConflict((conflict) => conflict.column('email').doUpdateSet({ language, updated_at: iso(at) }))
        .execute();
    },

    async queueMessage(message) {
      await db.insertInto('outbox').values(outboxRow(message)).execute();
    },

    async purgeDeskAuth(now) {
      return db.transaction().execute(async (trx) => {
        const sessions = await trx.deleteFrom('desk_sessions').where('expires_at', '<=', iso(now)).executeTakeFirst();
        const links = await trx.deleteFrom('desk_used_links').where('expires_at', '<=', iso(now)).executeTakeFirst();
        const challenges = await trx.deleteFrom('desk_challenges').where('expires_at', '<=', iso(now)).executeTakeFirst();
        return affected(sessions) + affected(links) + affected(challenges);
      });
    },
  };
}
