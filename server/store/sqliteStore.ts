import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, sql, SqliteDialect, type Selectable } from 'kysely';
import { randomBytes, randomUUID } from 'node:crypto';
import { accessSync, constants, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '../../core/languages.ts';
import { causeOf, StartupError } from '../startupError.ts';
import { migrations } from './migrations.ts';
import { groupCommit } from './groupCommit.ts';
import { preparedInsert } from './preparedInsert.ts';
import { FALLBACK_AUTOCHECKPOINT_PAGES, startWalCheckpointer } from './walCheckpointer.ts';
import type { BookingPhotosTable, BookingsTable, Database, IdempotencyKeysTable, OutboxTable } from './schema.ts';
import type { Transaction } from 'kysely';
import type {
  BookingForMail,
  ConfirmResult,
  IdempotencyClaim,
  MailAttachment,
  MailAttachmentRef,
  NewBooking,
  NewOutboxMessage,
  OutboxEntry,
  OutboxMessage,
  SaveBookingResult,
  Store,
  StoredAnswer,
  SubscribeRequest,
  SubscribeResult,
  SubscriberStatus,
  UnsubscribeResult,
} from './types.ts';

export const DATABASE_FILE = 'bookings.db';

const iso = (date: Date) => date.toISOString();
const newToken = () => randomBytes(32).toString('base64url');

function outboxRow(message: OutboxEntry | NewOutboxMessage): Selectable<OutboxTable> {
  const content = 'subject' in message ? message : null;
  return {
    id: message.id,
    kind: message.kind,
    booking_id: message.bookingId,
    message_id: message.messageId,
    to_addresses: content && JSON.stringify(content.to),
    reply_to: content?.replyTo ? JSON.stringify(content.replyTo) : null,
    subject: content && content.subject,
    text_body: content && content.text,
    html_body: content && content.html,
    headers: content && JSON.stringify(content.headers),
    attachments: content && JSON.stringify(content.attachments),
    created_at: iso(message.createdAt),
    attempts: 0,
    next_attempt_at: iso(message.createdAt),
    sent_at: null,
    failed_at: null,
    last_error: null,
  };
}

function outboxMessage(row: Selectable<OutboxTable>): OutboxMessage {
  return {
    id: row.id,
    kind: row.kind as OutboxMessage['kind'],
    bookingId: row.booking_id,
    messageId: row.message_id,
    createdAt: new Date(row.created_at),
    attempts: row.attempts,
    content:
      row.subject === null
        ? null
        : {
            to: JSON.parse(row.to_addresses ?? '[]'),
            replyTo: row.reply_to ? JSON.parse(row.reply_to) : null,
            subject: row.subject,
            text: row.text_body ?? '',
            html: row.html_body ?? '',
            headers: JSON.parse(row.headers ?? '{}'),
            attachments: JSON.parse(row.attachments ?? '[]'),
          },
  };
}

/**
 * The SQLite store: one file, $DATA_DIR/bookings.db, in WAL mode (readers never wait for the
 * writer; a crash never leaves half a transaction). better-sqlite3 is synchronous, but every
 * statement here is small and indexed; the large ones (photo BLOBs) are written once.
 */
export async function openSqliteStore(dataDir: string): Promise<Store> {
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.W_OK);
  } catch (error) {
    throw new StartupError(`DATA_DIR ${dataDir} is not a folder the service can write (${causeOf(error)})`);
  }
  const file = path.join(dataDir, DATABASE_FILE);
  let connection: BetterSqlite3.Database | null = null;
  try {
    connection = new BetterSqlite3(file);
    connection.pragma('journal_mode = WAL');
    connection.pragma('synchronous = NORMAL'); // durable across application crashes; WAL keeps it consistent
    connection.pragma('foreign_keys = ON');
    connection.pragma('busy_timeout = 5000');
    // Reading the schema finds a file that is no database, or whose first pages are damaged, now
    // rather than at the first booking (a full integrity check would read every photo at each start).
    connection.prepare('SELECT count(*) FROM sqlite_schema').get();
  } catch (error) {
    connection?.close();
    throw new StartupError(`the database ${file} cannot be opened (${causeOf(error)}); restore it from a backup or move it away`);
  }
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });

  const { error } = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateToLatest();
  if (error) {
    await db.destroy();
    throw new StartupError(`the database ${file} could not be brought up to date (${causeOf(error)})`);
  }

  // Checkpoints run on a thread of their own (walCheckpointer.ts); this connection checkpoints
  // only if the log grows far beyond what that thread leaves.
  connection.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
  const checkpointer = startWalCheckpointer(path.join(dataDir, DATABASE_FILE), {
    everyMs: 200,
    onError: (message) => process.emitWarning(`WAL checkpoint failed: ${message}`),
  });

  const insert = {
    answer: preparedInsert(connection, 'idempotency_keys', { ifNew: true }),
    booking: preparedInsert(connection, 'bookings'),
    event: preparedInsert(connection, 'booking_events'),
    photo: preparedInsert(connection, 'booking_photos'),
    outbox: preparedInsert(connection, 'outbox'),
  };
  const selectAnswer = connection.prepare<[string, string], Pick<IdempotencyKeysTable, 'request_hash' | 'status_code' | 'response_body'>>(
    'SELECT request_hash, status_code, response_body FROM idempotency_keys WHERE scope = ? AND key = ?',
  );
  /**
   * A booking, its history's first line, its photos and its messages, all or nothing (a savepoint
   * of the batch's transaction, see groupCommit.ts). Synchronous better-sqlite3 with prepared
   * statements: the write every booking request makes.
   */
  const writeBooking = ({ booking, messages, idempotency }: { booking: NewBooking; messages: OutboxEntry[]; idempotency: IdempotencyClaim | null }): SaveBookingResult => {
    const now = iso(booking.receivedAt);
    if (idempotency) {
      const claimed = insert.answer({
        scope: idempotency.scope,
        key: idempotency.key,
        request_hash: idempotency.requestHash,
        status_code: idempotency.statusCode,
        response_body: JSON.stringify(idempotency.body),
        created_at: now,
      });
      if (claimed.changes === 0) {
        const row = selectAnswer.get(idempotency.scope, idempotency.key);
        if (row) return { saved: false, answer: { requestHash: row.request_hash, statusCode: row.status_code, body: JSON.parse(row.response_body) } };
      }
    }
    insert.booking({
      id: booking.id,
      received_at: now,
      status: booking.status,
      name: booking.name,
      email: booking.email,
      phone: booking.phone,
      service: booking.service,
      appointment_date: booking.appointmentDate,
      appointment_time: booking.appointmentTime,
      notes: booking.notes,
      language: booking.language,
      photo_consent: booking.photoConsent ? 1 : 0,
      photo_consent_version: booking.photoConsent?.version ?? null,
      photo_consent_at: booking.photoConsent ? iso(booking.photoConsent.givenAt) : null,
      updated_at: now,
    });
    insert.event({ booking_id: booking.id, at: now, type: 'received', status: booking.status, detail: null });
    for (const [position, photo] of booking.photos.entries()) {
      insert.photo({
        booking_id: booking.id,
        position,
        filename: photo.filename,
        content_type: photo.contentType,
        width: photo.width,
        height: photo.height,
        byte_size: photo.bytes.byteLength,
        bytes: photo.bytes,
      });
    }
    for (const message of messages) insert.outbox(outboxRow(message));
    return { saved: true };
  };
  // Kysely's lock on the one connection: no Kysely transaction is open while a batch runs.
  const exclusive = <R>(run: () => R): Promise<R> => db.connection().execute(async () => run());
  const saveBooking = groupCommit(connection, writeBooking, exclusive);

  /**
   * The outbox worker's statements, prepared once: through Kysely each was built, compiled and
   * prepared anew per message, ~0.45 ms a message (README, "Performance": the mail after a flood
   * drains a third faster). They run under the same lock, so none lands inside a transaction.
   */
  const outbox = {
    due: connection.prepare<[string, number], Selectable<OutboxTable>>(
      'SELECT * FROM outbox WHERE next_attempt_at IS NOT NULL AND next_attempt_at <= ? ORDER BY next_attempt_at, created_at LIMIT ?',
    ),
    booking: connection.prepare<[string], Selectable<BookingsTable> & { photo_count: number }>(
      'SELECT bookings.*, (SELECT count(*) FROM booking_photos WHERE booking_photos.booking_id = bookings.id) AS photo_count FROM bookings WHERE id = ?',
    ),
    attachment: connection.prepare<[string, number], Pick<Selectable<BookingPhotosTable>, 'filename' | 'content_type' | 'bytes'>>(
      'SELECT filename, content_type, bytes FROM booking_photos WHERE booking_id = ? AND position = ?',
    ),
    markSent: connection.prepare<[string, string]>(
      'UPDATE outbox SET sent_at = ?, next_attempt_at = NULL, last_error = NULL, attempts = attempts + 1 WHERE id = ?',
    ),
    scheduleRetry: connection.prepare<[string, string, string]>('UPDATE outbox SET next_attempt_at = ?, last_error = ?, attempts = attempts + 1 WHERE id = ?'),
    markFailed: connection.prepare<[string, string, string]>(
      'UPDATE outbox SET failed_at = ?, next_attempt_at = NULL, last_error = ?, attempts = attempts + 1 WHERE id = ?',
    ),
  };

  let closed: Promise<void> | null = null;
  const store: Store = {
    async ping() {
      await sql`select 1`.execute(db);
    },

    close() {
      // The checkpoint thread's connection closes first, so the last one to close folds the log
      // into the database file.
      closed ??= checkpointer.stop().then(() => db.destroy());
      return closed;
    },

    saveBooking: (booking, messages, idempotency) => saveBooking({ booking, messages, idempotency }),

    findAnswer: (scope, key) => findAnswerIn(db, scope, key),

    async purgeAnswers(before) {
      const result = await db.deleteFrom('idempotency_keys').where('created_at', '<', iso(before)).executeTakeFirst();
      return Number(result.numDeletedRows);
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
        return {
          photos: Number(photos.numDeletedRows),
          bookings: Number(bookings.numDeletedRows),
          subscribers: Number(subscribers.numDeletedRows),
          messages: Number(messages.numDeletedRows),
        };
      });
    },

    async dueMessages(now, limit) {
      const rows = await exclusive(() => outbox.due.all(iso(now), limit));
      return rows.map(outboxMessage);
    },

    async bookingForMail(bookingId) {
      const row = await exclusive(() => outbox.booking.get(bookingId));
      if (!row) return null;
      return {
        id: row.id,
        receivedAt: new Date(row.received_at),
        status: row.status as BookingForMail['status'],
        name: row.name,
        email: row.email,
        phone: row.phone,
        service: row.service as BookingForMail['service'],
        appointmentDate: row.appointment_date,
        appointmentTime: row.appointment_time,
        notes: row.notes,
        language: row.language as Language,
        photoConsent:
          row.photo_consent && row.photo_consent_version && row.photo_consent_at
            ? { version: row.photo_consent_version, givenAt: new Date(row.photo_consent_at) }
            : null,
        photoCount: Number(row.photo_count ?? 0),
      };
    },

    async attachment(ref: MailAttachmentRef): Promise<MailAttachment | null> {
      const row = await exclusive(() => outbox.attachment.get(ref.bookingId, ref.position));
      return row ? { filename: row.filename, contentType: row.content_type, content: Buffer.from(row.bytes) } : null;
    },

    async markSent(id, at) {
      await exclusive(() => outbox.markSent.run(iso(at), id));
    },

    async scheduleRetry(id, error, nextAttemptAt) {
      await exclusive(() => outbox.scheduleRetry.run(iso(nextAttemptAt), error, id));
    },

    async markFailed(id, error, at) {
      await exclusive(() => outbox.markFailed.run(iso(at), error, id));
    },

    takeRecipientAllowance: (recipientKey, day, perDay) => takeAllowance(db, recipientKey, day, perDay),

    async purgeRecipientAllowances(beforeDay) {
      const result = await db.deleteFrom('recipient_allowances').where('day', '<', beforeDay).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async subscribe(request: SubscribeRequest): Promise<SubscribeResult> {
      return db.transaction().execute(async (trx) => {
        const now = iso(request.now);
        const existing = await trx.selectFrom('newsletter_subscribers').selectAll().where('email', '=', request.email).executeTakeFirst();
        if (existing?.status === 'confirmed') return { status: 'confirmed', created: false, confirmationQueued: false };
        const sentRecently =
          existing?.status === 'pending' && request.now.getTime() - new Date(existing.confirm_sent_at).getTime() < request.resendAfterMs;
        if (existing && sentRecently) return { status: 'pending', created: false, confirmationQueued: false };
        const { recipientKey, day, perDay } = request.allowance;
        if (!(await takeAllowance(trx, recipientKey, day, perDay))) return { status: existing ? (existing.status as SubscriberStatus) : 'pending', created: false, confirmationQueued: false };

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
      });
    },

    async subscriberByToken(kind, token) {
      const row = await db
        .selectFrom('newsletter_subscribers')
        .select(['language', 'status'])
        .where(kind === 'confirm' ? 'confirm_token' : 'unsubscribe_token', '=', token)
        .executeTakeFirst();
      return row ? { language: row.language as Language, status: row.status as SubscriberStatus } : null;
    },

    async confirmSubscription(token, now, maxAgeMs): Promise<ConfirmResult> {
      return db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('newsletter_subscribers').selectAll().where('confirm_token', '=', token).executeTakeFirst();
        if (!row || row.status === 'unsubscribed') return { outcome: 'unknown' };
        const language = row.language as Language;
        if (row.status === 'confirmed') return { outcome: 'confirmed', language };
        if (now.getTime() - new Date(row.confirm_sent_at).getTime() > maxAgeMs) return { outcome: 'expired', language };
        await trx.updateTable('newsletter_subscribers').set({ status: 'confirmed', confirmed_at: iso(now) }).where('id', '=', row.id).execute();
        return { outcome: 'confirmed', language };
      });
    },

    async unsubscribe(token, now): Promise<UnsubscribeResult> {
      return db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('newsletter_subscribers').select(['id', 'language', 'status']).where('unsubscribe_token', '=', token).executeTakeFirst();
        if (!row) return { outcome: 'unknown' };
        if (row.status !== 'unsubscribed') {
          await trx.updateTable('newsletter_subscribers').set({ status: 'unsubscribed', unsubscribed_at: iso(now) }).where('id', '=', row.id).execute();
        }
        return { outcome: 'unsubscribed', language: row.language as Language };
      });
    },
  };
  return store;
}

/**
 * One upsert that counts the message only while the day's count is below `perDay`: the row is
 * created at 1, or raised by one where the WHERE holds, so "no row changed" means "used up".
 * Portable SQL (SQLite 3.24+ and PostgreSQL 9.5+), atomic under concurrent writers in both.
 */
async function takeAllowance(db: Kysely<Database> | Transaction<Database>, recipientKey: string, day: string, perDay: number): Promise<boolean> {
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
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

async function findAnswerIn(db: Kysely<Database>, scope: string, key: string): Promise<StoredAnswer | null> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status_code', 'response_body'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? { requestHash: row.request_hash, statusCode: row.status_code, body: JSON.parse(row.response_body) } : null;
}
