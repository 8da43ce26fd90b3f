/**
 * The calendar feeds and the staff's push subscriptions, over Kysely for SQLite and PostgreSQL
 * alike; kyselyStore.ts makes them part of the Store.
 */
import type { Kysely, Selectable } from 'kysely';
import { bookingForMail, iso } from './rows.ts';
import type { CalendarFeedsTable, Database, DeskPushSubscriptionsTable } from './schema.ts';
import type { FeedBooking, Store, StoredCalendarFeed } from './types.ts';

type DeskFeedStore = Pick<
  Store,
  'calendarFeeds' | 'replaceCalendarFeedSecret' | 'calendarFeedByTokenHash' | 'confirmedBookings' | 'savePushSubscription' | 'removePushSubscription' | 'pushSubscriptions'
>;

const storedFeed = (row: Pick<Selectable<CalendarFeedsTable>, 'id' | 'kind' | 'subject' | 'seed'>): StoredCalendarFeed => ({ id: row.id, kind: row.kind, subject: row.subject, seed: row.seed });

const pushSubscription = (row: Selectable<DeskPushSubscriptionsTable>) => ({
  endpoint: row.endpoint,
  p256dh: row.p256dh,
  auth: row.auth,
  staff: row.staff,
  language: row.language,
  createdAt: new Date(row.created_at),
});

export function deskFeedStore(db: Kysely<Database>): DeskFeedStore {
  const feeds = () => db.selectFrom('calendar_feeds').select(['id', 'kind', 'subject', 'seed']).orderBy('created_at').orderBy('id').execute();
  return {
    async calendarFeeds(wanted, at) {
      const known = new Set((await feeds()).map((feed) => `${feed.kind} ${feed.subject}`));
      const missing = wanted.filter((feed) => !known.has(`${feed.kind} ${feed.subject}`));
      if (missing.length > 0) {
        await db
          .insertInto('calendar_feeds')
          .values(missing.map((feed) => ({ id: feed.id, kind: feed.kind, subject: feed.subject, seed: feed.seed, token_hash: feed.tokenHash, created_at: iso(at), replaced_at: null })))
          .onConflict((conflict) => conflict.columns(['kind', 'subject']).doNothing())
          .execute();
      }
      return (await feeds()).map(storedFeed);
    },

    async replaceCalendarFeedSecret(id, secret, at) {
      const row = await db
        .updateTable('calendar_feeds')
        .set({ seed: secret.seed, token_hash: secret.tokenHash, replaced_at: iso(at) })
        .where('id', '=', id)
        .returning(['id', 'kind', 'subject', 'seed'])
        .executeTakeFirst();
      return row ? storedFeed(row) : null;
    },

    async calendarFeedByTokenHash(tokenHash) {
      const row = await db.selectFrom('calendar_feeds').select(['id', 'kind', 'subject', 'seed']).where('token_hash', '=', tokenHash).executeTakeFirst();
      return row ? storedFeed(row) : null;
    },

    async confirmedBookings({ services, specialist, fromDate, toDate, limit }) {
      if (services.length === 0) return [];
      let query = db
        .selectFrom('bookings')
        .selectAll()
        .where('status', '=', 'confirmed')
        .where('service', 'in', services)
        .where('appointment_date', '>=', fromDate)
        .where('appointment_date', '<=', toDate);
      if (specialist !== null) query = query.where('specialist', '=', specialist);
      const rows = await query.orderBy('appointment_date').orderBy('appointment_time').orderBy('id').limit(limit).execute();
      // A feed shows no photos: their sizes are not read, and the type leaves them out.
      return rows.map((row): FeedBooking => bookingForMail(row, []));
    },

    async savePushSubscription(subscription, perStaff) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('desk_push_subscriptions').where('endpoint', '=', subscription.endpoint).execute();
        await trx
          .insertInto('desk_push_subscriptions')
          .values({
            endpoint: subscription.endpoint,
            staff: subscription.staff,
            p256dh: subscription.p256dh,
            auth: subscription.auth,
            language: subscription.language,
            created_at: iso(subscription.createdAt),
          })
          .execute();
        const kept = await trx
          .selectFrom('desk_push_subscriptions')
          .select('endpoint')
          .where('staff', '=', subscription.staff)
          .orderBy('created_at', 'desc')
          .orderBy('endpoint')
          .limit(perStaff)
          .execute();
        await trx
          .deleteFrom('desk_push_subscriptions')
          .where('staff', '=', subscription.staff)
          .where(
            'endpoint',
            'not in',
            kept.map((row) => row.endpoint),
          )
          .execute();
      });
    },

    async removePushSubscription(endpoint, staff) {
      let query = db.deleteFrom('desk_push_subscriptions').where('endpoint', '=', endpoint);
      if (staff !== null) query = query.where('staff', '=', staff);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async pushSubscriptions() {
      // The person's desk language as it is now, if they chose one since subscribing.
      const rows = await db
        .selectFrom('desk_push_subscriptions')
        .leftJoin('desk_staff', 'desk_staff.email', 'desk_push_subscriptions.staff')
        .selectAll('desk_push_subscriptions')
        .select('desk_staff.language as chosen_language')
        .orderBy('desk_push_subscriptions.created_at')
        .orderBy('desk_push_subscriptions.endpoint')
        .execute();
      return rows.map((row) => ({ ...pushSubscription(row), language: row.chosen_language ?? row.language }));
    },
  };
}
