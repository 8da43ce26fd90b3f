/**
 * The store, written once over Kysely for SQLite and PostgreSQL: the two differ only in how they
 * open, how a write keeps competing writers out, and how an instance takes messages to send
 * (sqliteStore.ts, postgresStore.ts).
 */
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { randomBytes, randomUUID } from 'node:crypto';
import { serviceGroup, type ServiceId } from '../../core/services.ts';
import { deskAuthStore } from './deskAuthStore.ts';
import { deskFeedStore } from './deskFeedStore.ts';
import { deskPasskeyStore } from './deskPasskeyStore.ts';
import { bookingForMail, bookingRow, storedBooking, closure, closureRow, iso, messageState, outboxRow, photoRows, placedBooking } from './rows.ts';
import type { BookingsTable, Database } from './schema.ts';
import { BUSINESS_MESSAGE_KINDS } from './types.ts';
import type { BookingForMail, BookingOverview, CapacityCheck, CapacityDecision, MessageState, OutboxStore, Store, StoredAnswer, StoredBooking } from './types.ts';

export interface DialectParts {
  /**
   * Makes writers of the same `lockKey` wait for each other inside the transaction `trx`, so that
   * reads after it see every booking that could compete for the same place (PostgreSQL: an advisory
   * lock). A database whose transactions already take its one write lock at their start needs none.
   */
  lock?(trx: Transaction<Database>, lockKey: string): Promise<void>;
  /** Due messages, oldest first; PostgreSQL also claims them for its instance (OutboxStore.dueMessages). */
  dueMessages: OutboxStore['dueMessages'];
  /** A check of the disk beyond the rolled-back insert, for a database in a file. */
  probeDisk?(): Promise<void>;
  close(): Promise<void>;
}

const newToken = () => randomBytes(32).toString('base64url');
const affected = (result: { numInsertedOrUpdatedRows?: bigint; numUpdatedRows?: bigint; numDeletedRows?: bigint }) =>
  Number(result.numInsertedOrUpdatedRows ?? result.numUpdatedRows ?? result.numDeletedRows ?? 0);

/** A booking's phone with the characters people write between its digits taken out, in both databases' SQL. */
const PHONE_DIGITS = "replace(replace(replace(replace(replace(coalesce(phone, ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', '')";

/** Ids per query, well under SQLite's limit on bound values. */
const IDS_PER_QUERY = 500;

function chunks<T>(items: readonly T[], size = IDS_PER_QUERY): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The sizes of the photos of `ids`' bookings, in order of position. */
async function photoSizes(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, number[]>> {
  const sizes = new Map<string, number[]>();
  for (const slice of chunks(ids)) {
    const photos = await db.selectFrom('booking_photos').select(['booking_id', 'byte_size']).where('booking_id', 'in', slice).orderBy('booking_id').orderBy('position').execute();
    for (const photo of photos) sizes.set(photo.booking_id, [...(sizes.get(photo.booking_id) ?? []), photo.byte_size]);
  }
  return sizes;
}

async function bookingsForMail(db: Kysely<Database>, rows: Selectable<BookingsTable>[]): Promise<BookingForMail[]> {
  const sizes = await photoSizes(db, rows.map((row) => row.id));
  return rows.map((row) => bookingForMail(row, sizes.get(row.id) ?? []));
}

async function storedBookings(db: Kysely<Database>, rows: Selectable<BookingsTable>[]): Promise<StoredBooking[]> {
  const sizes = await photoSizes(db, rows.map((row) => row.id));
  return rows.map((row) => storedBooking(row, sizes.get(row.id) ?? []));
}

async function readBooking(db: Kysely<Database>, bookingId: string): Promise<BookingForMail | null> {
  const row = await db.selectFrom('bookings').selectAll().where('id', '=', bookingId).executeTakeFirst();
  return row ? (await bookingsForMail(db, [row]))[0]! : null;
}

async function readStored(db: Kysely<Database>, bookingId: string): Promise<StoredBooking | null> {
  const row = await db.selectFrom('bookings').selectAll().where('id', '=', bookingId).executeTakeFirst();
  return row ? (await storedBookings(db, [row]))[0]! : null;
}

/** The bookings of `rows` with their photos' sizes and their messages, in the order of `rows`. */
async function overviews(db: Kysely<Database>, rows: Selectable<BookingsTable>[]): Promise<BookingOverview[]> {
  const bookings = await storedBookings(db, rows);
  const messages = new Map<string, MessageState[]>();
  for (const slice of chunks(rows.map((row) => row.id))) {
    const outbox = await db.selectFrom('outbox').selectAll().where('booking_id', 'in', slice).orderBy('created_at').orderBy('id').execute();
    for (const row of outbox) messages.set(row.booking_id!, [...(messages.get(row.booking_id!) ?? []), messageState(row)]);
  }
  return bookings.map((booking) => ({ booking, messages: messages.get(booking.id) ?? [] }));
}

async function findAnswer(db: Kysely<Database>, scope: string, key: string): Promise<StoredAnswer | null> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status_code', 'response_body'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? { requestHash: row.request_hash, statusCode: row.status_code, body: JSON.parse(row.response_body) } : null;
}

/**
 * One upsert that counts the message only while the day's count is below `perDay`: the row is
 * created at 1, or raised by one where the WHERE holds, so "no row changed" means "used up".
 * Atomic under concurrent writers in both databases.
 */
async function takeRecipientAllowance(db: Kysely<Database>, recipientKey: string, day: string, perDay: number): Promise<boolean> {
  if (perDay < 1) return false;
  const result = await db
    .insertInto('recipient_allowances')
    .values({ recipient_key: recipientKey, day, messages: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['recipient_key', 'day'])
        .doUpdateSet((eb) => ({ messages: eb('recipient_allowances.messages', '+', 1) }))
        .where('recipient_allowances.messages', '<', perDay),
    )
    .executeTakeFirst();
  return affected(result) > 0;
}

async function closuresIn(db: Kysely<Database>, fromDate: string, toDate: string) {
  const rows = await db.selectFrom('closures').selectAll().where('until_date', '>=', fromDate).where('from_date', '<=', toDate).orderBy('from_date').orderBy('created_at').execute();
  return rows.map(closure);
}

async function placedIn(db: Kysely<Database>, services: readonly ServiceId[], fromDate: string, toDate: string) {
  if (services.length === 0) return [];
  const rows = await db
    .selectFrom('bookings')
    .select(['id', 'service', 'appointment_date', 'appointment_time', 'status', 'received_at', 'guests', 'specialist'])
    .where('appointment_date', '>=', fromDate)
    .where('appointment_date', '<=', toDate)
    .where('service', 'in', services)
    .where('status', 'in', ['received', 'confirmed'])
    .execute();
  return rows.map(placedBooking);
}

/** Reads what competes for the place and asks the check whether the booking fits. */
async function decideCapacity(db: Kysely<Database>, check: CapacityCheck): Promise<CapacityDecision> {
  const placed = await placedIn(db, check.services, check.date, check.date);
  const closures = await closuresIn(db, check.date, check.date);
  let pending = 0;
  if (check.pendingOf) {
    const row = await db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number>().as('pending'))
      .where('visitor_key', '=', check.pendingOf.visitorKey)
      .where('status', '=', 'received')
      .where('received_at', '>', iso(check.pendingOf.since))
      .executeTakeFirst();
    pending = Number(row?.pending ?? 0);
  }
  return check.decide(placed, closures, pending);
}

export function kyselyStore(db: Kysely<Database>, dialect: DialectParts): Store {
  /** A transaction that writers of the same `lockKey` never share: reads inside see every booking that could compete for its place. */
  const serial = <T>(lockKey: string, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> =>
    db.transaction().execute(async (trx) => {
      await dialect.lock?.(trx, lockKey);
      return work(trx);
    });

  let closed: Promise<void> | null = null;
  return {
    async probeWrite() {
      const rolledBack = new Error('write probe: rolled back');
      try {
        await db.transaction().execute(async (trx) => {
          await trx.insertInto('health_probe').values({ at: iso(new Date()) }).execute();
          throw rolledBack;
        });
      } catch (error) {
        if (error !== rolledBack) throw error;
      }
      await dialect.probeDisk?.();
    },

    close() {
      closed ??= dialect.close();
      return closed;
    },

    saveBooking: (booking, messages, idempotency, capacity) =>
      serial(capacity.lockKey, async (trx) => {
        const now = iso(booking.receivedAt);
        if (idempotency) {
          const answer = await findAnswer(trx, idempotency.scope, idempotency.key);
          if (answer) return { outcome: 'replayed' as const, answer };
        }
        const decision = await decideCapacity(trx, capacity);
        if (!decision.ok) return { outcome: 'refused' as const, reason: decision.reason };
        if (idempotency) {
          // A repeat of the key for another place holds another lock: the key's primary key settles it.
          const claimed = await trx
            .insertInto('idempotency_keys')
            .values({
              scope: idempotency.scope,
              key: idempotency.key,
              request_hash: idempotency.requestHash,
              status_code: idempotency.statusCode,
              response_body: JSON.stringify(idempotency.body),
              created_at: now,
            })
            .onConflict((conflict) => conflict.doNothing())
            .executeTakeFirst();
          const answer = affected(claimed) === 0 ? await findAnswer(trx, idempotency.scope, idempotency.key) : null;
          if (answer) return { outcome: 'replayed' as const, answer };
        }
        await trx.insertInto('bookings').values(bookingRow({ ...booking, specialist: decision.specialist ?? booking.specialist })).execute();
        // A booking taken at the desk names the staff member who took it.
        const takenBy = booking.takenBy ?? null;
        await trx
          .insertInto('booking_events')
          .values({ booking_id: booking.id, at: now, type: 'received', status: booking.status, detail: null, actor: takenBy ? 'staff' : null, staff: takenBy })
          .execute();
        if (booking.photos.length > 0) await trx.insertInto('booking_photos').values(photoRows(booking)).execute();
        if (messages.length > 0) await trx.insertInto('outbox').values(messages.map(outboxRow)).execute();
        return { outcome: 'saved' as const, specialist: decision.specialist };
      }),

    findAnswer: (scope, key) => findAnswer(db, scope, key),

    async purgeAnswers(before) {
      return affected(await db.deleteFrom('idempotency_keys').where('created_at', '<', iso(before)).executeTakeFirst());
    },

    async purgeExpired({ photosBefore, bookingsBefore, unconfirmedBefore }) {
      return db.transaction().execute(async (trx) => {
        const photos = await trx
          .deleteFrom('booking_photos')
          .where('booking_id', 'in', (eb) =>
            eb
              .selectFrom('bookings')
              .select('bookings.id')
              .where('bookings.appointment_date', '<', photosBefore)
              // A photo still waiting to be mailed as an attachment stays until its message is out.
              .where((inner) =>
                inner.not(inner.exists(inner.selectFrom('outbox').select('outbox.id').whereRef('outbox.booking_id', '=', 'bookings.id').where('outbox.next_attempt_at', 'is not', null))),
              ),
          )
          .executeTakeFirst();
        // Events, photos and messages of a booking go with it (ON DELETE CASCADE).
        const bookings = await trx.deleteFrom('bookings').where('appointment_date', '<', bookingsBefore).executeTakeFirst();
        const subscribers = await trx
          .deleteFrom('newsletter_subscribers')
          .where('status', '=', 'pending')
          .where('confirm_sent_at', '<', iso(unconfirmedBefore))
          .executeTakeFirst();
        const messages = await trx
          .deleteFrom('outbox')
          .where('booking_id', 'is', null)
          .where('next_attempt_at', 'is', null)
          .where('created_at', '<', iso(unconfirmedBefore))
          .executeTakeFirst();
        return { photos: affected(photos), bookings: affected(bookings), subscribers: affected(subscribers), messages: affected(messages) };
      });
    },

    dueMessages: dialect.dueMessages,

    bookingForMail: (bookingId) => readBooking(db, bookingId),

    async attachment(ref) {
      const row = await db
        .selectFrom('booking_photos')
        .select(['filename', 'content_type', 'bytes'])
        .where('booking_id', '=', ref.bookingId)
        .where('position', '=', ref.position)
        .executeTakeFirst();
      return row ? { filename: row.filename, contentType: row.content_type, content: Buffer.from(row.bytes) } : null;
    },

    async markSent(id, at) {
      await db
        .updateTable('outbox')
        .set((eb) => ({ sent_at: iso(at), next_attempt_at: null, last_error: null, attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    async scheduleRetry(id, error, nextAttemptAt) {
      await db
        .updateTable('outbox')
        .set((eb) => ({ next_attempt_at: iso(nextAttemptAt), last_error: error, attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    async markFailed(id, error, at, followUp) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('outbox')
          .set((eb) => ({ failed_at: iso(at), next_attempt_at: null, last_error: error, attempts: eb('attempts', '+', 1) }))
          .where('id', '=', id)
          .execute();
        if (followUp) await trx.insertInto('outbox').values(outboxRow(followUp)).execute();
      });
    },

    async bookingMessages(bookingId) {
      const rows = await db.selectFrom('outbox').selectAll().where('booking_id', '=', bookingId).orderBy('created_at').orderBy('id').execute();
      return rows.map(messageState);
    },

    async unacknowledgedFailures() {
      const rows = await db
        .selectFrom('outbox')
        .selectAll()
        .where('failed_at', 'is not', null)
        .where('acknowledged_at', 'is', null)
        .where('kind', 'in', BUSINESS_MESSAGE_KINDS)
        .orderBy('failed_at')
        .execute();
      return rows.map(messageState);
    },

    async oldestQueuedAt() {
      const row = await db.selectFrom('outbox').select((eb) => eb.fn.min('created_at').as('oldest')).where('next_attempt_at', 'is not', null).executeTakeFirst();
      return row?.oldest ? new Date(row.oldest) : null;
    },

    async retainedMessageIds(ids, photosBefore) {
      const kept = new Set<string>();
      for (const slice of chunks(ids)) {
        const rows = await db
          .selectFrom('outbox')
          .leftJoin('bookings', 'bookings.id', 'outbox.booking_id')
          .select('outbox.id')
          .where('outbox.id', 'in', slice)
          .where((eb) => eb.or([eb('outbox.booking_id', 'is', null), eb('bookings.appointment_date', '>=', photosBefore)]))
          .execute();
        for (const row of rows) kept.add(row.id);
      }
      return kept;
    },

    async listBookings({ status, since, appointmentFrom, appointmentTo, order = 'received' }) {
      let query = db.selectFrom('bookings').selectAll();
      query = order === 'appointment' ? query.orderBy('appointment_date').orderBy('appointment_time').orderBy('id') : query.orderBy('received_at').orderBy('id');
      if (status) query = query.where('status', '=', status);
      if (since) query = query.where('received_at', '>=', iso(since));
      if (appointmentFrom) query = query.where('appointment_date', '>=', appointmentFrom);
      if (appointmentTo) query = query.where('appointment_date', '<=', appointmentTo);
      return overviews(db, await query.execute());
    },

    async bookingDetail(bookingId) {
      const row = await db.selectFrom('bookings').selectAll().where('id', '=', bookingId).executeTakeFirst();
      if (!row) return null;
      const [overview] = await overviews(db, [row]);
      const events = await db.selectFrom('booking_events').select(['at', 'type', 'status', 'detail', 'actor', 'staff']).where('booking_id', '=', bookingId).orderBy('at').orderBy('id').execute();
      return { ...overview!, events: events.map((event) => ({ ...event, at: new Date(event.at) })) };
    },

    async acknowledgeFailures(bookingId, at, staff) {
      return db.transaction().execute(async (trx) => {
        const booking = await trx.selectFrom('bookings').select('status').where('id', '=', bookingId).executeTakeFirst();
        if (!booking) return null;
        const seen = affected(
          await trx
            .updateTable('outbox')
            .set({ acknowledged_at: iso(at) })
            .where('booking_id', '=', bookingId)
            .where('kind', 'in', BUSINESS_MESSAGE_KINDS)
            .where('failed_at', 'is not', null)
            .where('acknowledged_at', 'is', null)
            .executeTakeFirst(),
        );
        if (seen > 0) {
          const detail = `${seen} failed message${seen === 1 ? '' : 's'} to the business seen`;
          await trx
            .insertInto('booking_events')
            .values({ booking_id: bookingId, at: iso(at), type: 'failure_acknowledged', status: booking.status, detail, actor: staff ? 'staff' : null, staff: staff ?? null })
            .execute();
        }
        return seen;
      });
    },

    async bookingIdsMatching(part, limit) {
      const literal = part.replace(/[\\%_]/g, (c) => `\\${c}`);
      const rows = await db
        .selectFrom('bookings')
        .select('id')
        .where((eb) => eb.or([eb('id', 'like', sql<string>`${`${literal}%`} escape '\\'`), eb('id', 'like', sql<string>`${`%${literal}`} escape '\\'`)]))
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    async waitingBookings(limit) {
      const rows = await db.selectFrom('bookings').selectAll().where('status', '=', 'received').orderBy('received_at').orderBy('id').limit(limit).execute();
      return storedBookings(db, rows);
    },

    async bookingsOnDays(fromDate, toDate, statuses, limit) {
      if (statuses.length === 0) return [];
      const rows = await db
        .selectFrom('bookings')
        .selectAll()
        .where('appointment_date', '>=', fromDate)
        .where('appointment_date', '<=', toDate)
        .where('status', 'in', statuses)
        .orderBy('appointment_date')
        .orderBy('appointment_time')
        .orderBy('id')
        .limit(limit)
        .execute();
      return storedBookings(db, rows);
    },

    async searchBookings({ text, digits }, limit) {
      const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = await db
        .selectFrom('bookings')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['name']), 'like', sql<string>`${pattern} escape '\\'`),
            eb(eb.fn('lower', ['email']), 'like', sql<string>`${pattern} escape '\\'`),
            // Phones are written with spaces, dashes and brackets as people say them: compared by their digits.
            ...(digits ? [eb(sql.raw<string>(PHONE_DIGITS), 'like', `%${digits}%`)] : []),
          ]),
        )
        .orderBy('appointment_date', 'desc')
        .orderBy('appointment_time', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute();
      return storedBookings(db, rows);
    },

    storedBooking: (bookingId) => readStored(db, bookingId),

    async setAttendance({ bookingId, attendance, at, staff }) {
      return db.transaction().execute(async (trx) => {
        const before = await readStored(trx, bookingId);
        if (!before) return { outcome: 'unknown' as const };
        if (before.status !== 'confirmed') return { outcome: 'state' as const, booking: before };
        await trx.updateTable('bookings').set({ attendance, updated_at: iso(at) }).where('id', '=', bookingId).execute();
        await trx
          .insertInto('booking_events')
          .values({ booking_id: bookingId, at: iso(at), type: 'attendance', status: before.status, detail: attendance ?? 'cleared', actor: 'staff', staff })
          .execute();
        return { outcome: 'changed' as const, booking: (await readStored(trx, bookingId))! };
      });
    },

    // Two sign-ups of a new address at once would otherwise both insert it.
    subscribe: (request) =>
      serial(`newsletter:${request.email}`, async (trx) => {
        const now = iso(request.now);
        const existing = await trx.selectFrom('newsletter_subscribers').selectAll().where('email', '=', request.email).executeTakeFirst();
        if (existing?.status === 'confirmed') return { status: 'confirmed', created: false, confirmationQueued: false };
        const sentRecently = existing?.status === 'pending' && request.now.getTime() - new Date(existing.confirm_sent_at).getTime() < request.resendAfterMs;
        if (existing && sentRecently) return { status: 'pending', created: false, confirmationQueued: false };
        const { recipientKey, day, perDay } = request.allowance;
        if (!(await takeRecipientAllowance(trx, recipientKey, day, perDay))) return { status: existing?.status ?? 'pending', created: false, confirmationQueued: false };

        const tokens = { confirmToken: newToken(), unsubscribeToken: existing?.unsubscribe_token ?? newToken() };
        if (existing) {
          await trx
            .updateTable('newsletter_subscribers')
            .set({ status: 'pending', language: request.language, confirm_token: tokens.confirmToken, confirm_sent_at: now, unsubscribed_at: null })
            .where('id', '=', existing.id)
            .execute();
        } else {
          await trx
            .insertInto('newsletter_subscribers')
            .values({
              id: randomUUID(),
              email: request.email,
              language: request.language,
              status: 'pending',
              confirm_token: tokens.confirmToken,
              unsubscribe_token: tokens.unsubscribeToken,
              created_at: now,
              confirm_sent_at: now,
              confirmed_at: null,
              unsubscribed_at: null,
            })
            .execute();
        }
        await trx.insertInto('outbox').values(outboxRow(request.composeConfirmation(tokens))).execute();
        return { status: 'pending', created: !existing, confirmationQueued: true };
      }),

    async subscriberByToken(kind, token) {
      const row = await db
        .selectFrom('newsletter_subscribers')
        .select(['language', 'status'])
        .where(kind === 'confirm' ? 'confirm_token' : 'unsubscribe_token', '=', token)
        .executeTakeFirst();
      return row ?? null;
    },

    async confirmSubscription(token, now, maxAgeMs) {
      return db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('newsletter_subscribers').selectAll().where('confirm_token', '=', token).executeTakeFirst();
        if (!row || row.status === 'unsubscribed') return { outcome: 'unknown' };
        const { language } = row;
        if (row.status === 'confirmed') return { outcome: 'confirmed', language };
        if (now.getTime() - new Date(row.confirm_sent_at).getTime() > maxAgeMs) return { outcome: 'expired', language };
        await trx.updateTable('newsletter_subscribers').set({ status: 'confirmed', confirmed_at: iso(now) }).where('id', '=', row.id).execute();
        return { outcome: 'confirmed', language };
      });
    },

    async unsubscribe(token, now) {
      return db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('newsletter_subscribers').select(['id', 'language', 'status']).where('unsubscribe_token', '=', token).executeTakeFirst();
        if (!row) return { outcome: 'unknown' };
        if (row.status !== 'unsubscribed') {
          await trx.updateTable('newsletter_subscribers').set({ status: 'unsubscribed', unsubscribed_at: iso(now) }).where('id', '=', row.id).execute();
        }
        return { outcome: 'unsubscribed', language: row.language };
      });
    },

    takeRecipientAllowance: (recipientKey, day, perDay) => takeRecipientAllowance(db, recipientKey, day, perDay),

    async takePhotoAllowance(clientKey, day, bytes, perDay) {
      if (bytes > perDay) return false;
      const result = await db
        .insertInto('photo_allowances')
        .values({ client_key: clientKey, day, bytes })
        .onConflict((conflict) =>
          conflict
            .columns(['client_key', 'day'])
            .doUpdateSet((eb) => ({ bytes: eb('photo_allowances.bytes', '+', bytes) }))
            .where('photo_allowances.bytes', '<=', perDay - bytes),
        )
        .executeTakeFirst();
      return affected(result) > 0;
    },

    async recordVitals(records) {
      if (records.length === 0) return;
      await db
        .insertInto('web_vitals')
        .values(records.map((record) => ({ at: iso(record.at), route: record.route, language: record.language, metric: record.metric, value: record.value })))
        .execute();
    },

    vitalsSince: (since) => db.selectFrom('web_vitals').select(['route', 'metric', 'value']).where('at', '>=', iso(since)).execute(),

    async purgeVitals(before) {
      return affected(await db.deleteFrom('web_vitals').where('at', '<', iso(before)).executeTakeFirst());
    },

    async purgeRecipientAllowances(beforeDay) {
      const messages = await db.deleteFrom('recipient_allowances').where('day', '<', beforeDay).executeTakeFirst();
      const photos = await db.deleteFrom('photo_allowances').where('day', '<', beforeDay).executeTakeFirst();
      return affected(messages) + affected(photos);
    },

    async changeBookingStatus(transition) {
      const first = await readBooking(db, transition.bookingId);
      if (!first) return { outcome: 'unknown' };
      const lockKey = transition.capacity?.(first).lockKey ?? `booking:${first.id}`;
      return serial(lockKey, async (trx) => {
        const before = await readBooking(trx, transition.bookingId);
        if (!before) return { outcome: 'unknown' as const };
        if (typeof transition.proposals === 'number' && transition.proposals !== before.proposalRound) return { outcome: 'withdrawn' as const, booking: before };
        if (!transition.from.includes(before.status)) return { outcome: 'state' as const, booking: before };
        let specialist = before.specialist;
        if (transition.capacity) {
          const decision = await decideCapacity(trx, transition.capacity(before));
          if (!decision.ok) return { outcome: 'slot_taken' as const, booking: before, reason: decision.reason };
          specialist = decision.specialist ?? specialist;
        }
        const at = iso(transition.at);
        const updated = await trx
          .updateTable('bookings')
          .set({
            status: transition.to,
            updated_at: at,
            service_group: serviceGroup(before.service),
            specialist,
            calendar_sequence: before.calendarSequence + (transition.calendarChanged ? 1 : 0),
            proposal_round: before.proposalRound + (transition.proposals === 'next' || transition.proposals === 'close' ? 1 : 0),
            ...(transition.appointment ? { appointment_date: transition.appointment.date, appointment_time: transition.appointment.time } : {}),
          })
          .where('id', '=', before.id)
          // Another instance's change of the same booking in the meantime leaves this one with nothing to do.
          .where('status', '=', before.status)
          .executeTakeFirst();
        if (affected(updated) === 0) return { outcome: 'state' as const, booking: (await readBooking(trx, before.id)) ?? before };
        await trx
          .insertInto('booking_events')
          .values({ booking_id: before.id, at, type: transition.event, status: transition.to, detail: transition.detail, actor: transition.actor, staff: transition.staff ?? null })
          .execute();
        const after = (await readBooking(trx, before.id))!;
        const messages = transition.messages(after);
        if (messages.length > 0) await trx.insertInto('outbox').values(messages.map(outboxRow)).execute();
        return { outcome: 'changed' as const, booking: after };
      });
    },

    async confirmedWithoutReminder(fromDate, toDate) {
      const rows = await db
        .selectFrom('bookings')
        .selectAll()
        .where('status', '=', 'confirmed')
        .where('appointment_date', '>=', fromDate)
        .where('appointment_date', '<=', toDate)
        // A reminder queued before the booking last changed (a move) was for another time.
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('outbox')
                .select('outbox.id')
                .whereRef('outbox.booking_id', '=', 'bookings.id')
                .where('outbox.kind', '=', 'booking_reminder')
                .whereRef('outbox.created_at', '>=', 'bookings.updated_at'),
            ),
          ),
        )
        .execute();
      return bookingsForMail(db, rows);
    },

    async queueReminder(bookingId, message, at) {
      return db.transaction().execute(async (trx) => {
        const current = await trx.selectFrom('bookings').select('status').where('id', '=', bookingId).executeTakeFirst();
        if (current?.status !== 'confirmed') return false;
        const inserted = await trx
          .insertInto('outbox')
          .values(outboxRow(message))
          .onConflict((conflict) => conflict.column('message_id').doNothing())
          .executeTakeFirst();
        if (affected(inserted) === 0) return false;
        await trx.insertInto('booking_events').values({ booking_id: bookingId, at: iso(at), type: 'reminded', status: 'confirmed', detail: null, actor: null, staff: null }).execute();
        return true;
      });
    },

    async addClosure(closure, at) {
      await db.insertInto('closures').values(closureRow(closure, at)).execute();
    },

    async removeClosure(id) {
      return affected(await db.deleteFrom('closures').where('id', '=', id).executeTakeFirst()) > 0;
    },

    closuresBetween: (fromDate, toDate) => closuresIn(db, fromDate, toDate),
    placedBookings: (services, fromDate, toDate) => placedIn(db, services, fromDate, toDate),

    ...deskAuthStore(db),
    ...deskPasskeyStore(db),
    ...deskFeedStore(db),
  };
}
