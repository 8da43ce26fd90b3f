/**
 * What the SQLite and PostgreSQL stores write and read the same way, through Kysely: the row
 * shapes, and the queries that are not on a booking's hot path (retention, the newsletter).
 * Both databases keep the same column names and hand times back as ISO strings.
 */
import { type Kysely, type Selectable, type Transaction } from 'kysely';
import { randomBytes, randomUUID } from 'node:crypto';
import { textFieldsOf } from '../../core/bookingFields.ts';
import type { Closure, PlacedBooking } from '../../core/house.ts';
import type { Language } from '../../core/languages.ts';
import { serviceGroup, type ServiceGroup, type ServiceId } from '../../core/services.ts';
import type { BookingPhotosTable, BookingsTable, ClosuresTable, Database, OutboxTable } from './schema.ts';
import { BUSINESS_MESSAGE_KINDS } from './types.ts';
import type {
  AnswerStore,
  BookingStore,
  CapacityCheck,
  CapacityDecision,
  ClosureStore,
  BookingDetail,
  BookingEvent,
  BookingForMail,
  BookingOverview,
  ConfirmResult,
  MessageState,
  NewBooking,
  NewOutboxMessage,
  IdempotencyClaim,
  OutboxEntry,
  OutboxMessage,
  Store,
  StoredAnswer,
  SubscribeRequest,
  SubscribeResult,
  SubscriberStatus,
  UnsubscribeResult,
} from './types.ts';

export const iso = (date: Date) => date.toISOString();
const newToken = () => randomBytes(32).toString('base64url');

/** A booking's photo as both stores write it. */
export function photoRow(bookingId: string, photo: NewBooking['photos'][number], position: number): BookingPhotosTable {
  return {
    booking_id: bookingId,
    position,
    filename: photo.filename,
    content_type: photo.contentType,
    width: photo.width,
    height: photo.height,
    byte_size: photo.bytes.byteLength,
    bytes: photo.bytes,
  };
}

export function bookingRow(booking: NewBooking): Selectable<BookingsTable> {
  const now = iso(booking.receivedAt);
  return {
    id: booking.id,
    received_at: now,
    status: booking.status,
    ...textFieldsOf(booking),
    service: booking.service,
    appointment_date: booking.appointmentDate,
    appointment_time: booking.appointmentTime,
    language: booking.language,
    photo_consent: booking.photoConsent ? 1 : 0,
    photo_consent_version: booking.photoConsent?.version ?? null,
    photo_consent_at: booking.photoConsent ? iso(booking.photoConsent.givenAt) : null,
    updated_at: now,
    service_group: serviceGroup(booking.service),
    guests: booking.guests,
    specialist: booking.specialist,
    specialist_chosen: booking.specialistChosen ? 1 : 0,
    visitor_key: booking.visitorKey,
    // A booking confirmed at once gets its first confirmed calendar file with its first message.
    calendar_sequence: booking.status === 'confirmed' ? 1 : 0,
    proposal_round: 0,
  };
}

/** A stored booking for its messages; `photoBytes` are its photos' sizes in order of position. */
export function bookingForMail(row: Selectable<BookingsTable>, photoBytes: number[]): BookingForMail {
  return {
    id: row.id,
    receivedAt: new Date(row.received_at),
    status: row.status as BookingForMail['status'],
    ...textFieldsOf(row),
    service: row.service as BookingForMail['service'],
    appointmentDate: row.appointment_date,
    appointmentTime: row.appointment_time,
    guests: row.guests,
    specialist: row.specialist,
    specialistChosen: row.specialist_chosen === 1,
    visitorKey: row.visitor_key,
    calendarSequence: Number(row.calendar_sequence),
    proposalRound: Number(row.proposal_round),
    language: row.language as Language,
    photoConsent:
      row.photo_consent && row.photo_consent_version && row.photo_consent_at ? { version: row.photo_consent_version, givenAt: new Date(row.photo_consent_at) } : null,
    photoCount: photoBytes.length,
    photoBytes,
  };
}

export function outboxRow(message: OutboxEntry | NewOutboxMessage): Selectable<OutboxTable> {
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
    acknowledged_at: null,
  };
}

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

/** Where a message stands, from its row: sent and failed are final; a message with attempts behind it is failing. */
export function messageState(row: Selectable<OutboxTable>): MessageState {
  const state = row.sent_at !== null ? 'sent' : row.failed_at !== null ? 'failed' : row.attempts > 0 ? 'failing' : 'queued';
  return {
    id: row.id,
    kind: row.kind as MessageState['kind'],
    bookingId: row.booking_id,
    createdAt: new Date(row.created_at),
    state,
    attempts: row.attempts,
    nextAttemptAt: state === 'sent' || state === 'failed' ? null : dateOrNull(row.next_attempt_at),
    sentAt: dateOrNull(row.sent_at),
    failedAt: dateOrNull(row.failed_at),
    lastError: row.last_error,
    acknowledgedAt: dateOrNull(row.acknowledged_at),
  };
}

export function outboxMessage(row: Selectable<OutboxTable>): OutboxMessage {
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

export async function findAnswerIn(db: Kysely<Database>, scope: string, key: string): Promise<StoredAnswer | null> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status_code', 'response_body'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? { requestHash: row.request_hash, statusCode: row.status_code, body: JSON.parse(row.response_body) } : null;
}

export type SharedQueries = Pick<
  Store,
  | 'bookingMessages'
  | 'unacknowledgedFailures'
  | 'oldestQueuedAt'
  | 'retainedMessageIds'
  | 'takePhotoAllowance'
  | 'listBookings'
  | 'bookingDetail'
  | 'acknowledgeFailures'
  | 'findAnswer'
  | 'purgeAnswers'
  | 'purgeExpired'
  | 'subscribe'
  | 'subscriberByToken'
  | 'confirmSubscription'
  | 'unsubscribe'
  | 'takeRecipientAllowance'
  | 'purgeRecipientAllowances'
>;

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

async function takePhotoBytes(db: Kysely<Database>, clientKey: string, day: string, bytes: number, perDay: number): Promise<boolean> {
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
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export interface SharedQueryOptions {
  /**
   * Makes concurrent sign-ups of one address wait for each other within the transaction; a
   * database whose transactions already run one at a time needs none.
   */
  lockAddress?: (trx: Transaction<Database>, email: string) => Promise<void>;
}

/** Ids per query, well under SQLite's limit on bound values. */
const IDS_PER_QUERY = 500;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The bookings of `rows` with their photos' sizes and their messages, in the order of `rows`. */
async function overviews(db: Kysely<Database> | Transaction<Database>, rows: Selectable<BookingsTable>[]): Promise<BookingOverview[]> {
  const sizes = new Map<string, number[]>();
  const messages = new Map<string, MessageState[]>();
  for (const ids of chunks(rows.map((row) => row.id), IDS_PER_QUERY)) {
    const photos = await db.selectFrom('booking_photos').select(['booking_id', 'byte_size']).where('booking_id', 'in', ids).orderBy('booking_id').orderBy('position').execute();
    for (const photo of photos) sizes.set(photo.booking_id, [...(sizes.get(photo.booking_id) ?? []), photo.byte_size]);
    const outbox = await db.selectFrom('outbox').selectAll().where('booking_id', 'in', ids).orderBy('created_at').orderBy('id').execute();
    for (const row of outbox) messages.set(row.booking_id!, [...(messages.get(row.booking_id!) ?? []), messageState(row)]);
  }
  return rows.map((row) => ({ booking: bookingForMail(row, sizes.get(row.id) ?? []), messages: messages.get(row.id) ?? [] }));
}

export function sharedQueries(db: Kysely<Database>, options: SharedQueryOptions = {}): SharedQueries {
  return {
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

    async listBookings({ status, since, appointmentFrom, appointmentTo }) {
      let query = db.selectFrom('bookings').selectAll().orderBy('received_at').orderBy('id');
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
      const events = await db.selectFrom('booking_events').select(['at', 'type', 'status', 'detail', 'actor']).where('booking_id', '=', bookingId).orderBy('at').orderBy('id').execute();
      return { ...overview!, events: events.map((event): BookingEvent => ({ ...event, at: new Date(event.at), status: event.status as BookingEvent['status'], actor: event.actor as BookingEvent['actor'] })) } satisfies BookingDetail;
    },

    async acknowledgeFailures(bookingId, at) {
      return db.transaction().execute(async (trx) => {
        const booking = await trx.selectFrom('bookings').select('status').where('id', '=', bookingId).executeTakeFirst();
        if (!booking) return null;
        const result = await trx
          .updateTable('outbox')
          .set({ acknowledged_at: iso(at) })
          .where('booking_id', '=', bookingId)
          .where('kind', 'in', BUSINESS_MESSAGE_KINDS)
          .where('failed_at', 'is not', null)
          .where('acknowledged_at', 'is', null)
          .executeTakeFirst();
        const seen = Number(result.numUpdatedRows);
        if (seen > 0) {
          const detail = `${seen} failed message${seen === 1 ? '' : 's'} to the business seen`;
          await trx.insertInto('booking_events').values({ booking_id: bookingId, at: iso(at), type: 'failure_acknowledged', status: booking.status, detail, actor: null }).execute();
        }
        return seen;
      });
    },

    findAnswer: (scope, key) => findAnswerIn(db, scope, key),

    takeRecipientAllowance: (recipientKey, day, perDay) => takeAllowance(db, recipientKey, day, perDay),

    async purgeRecipientAllowances(beforeDay) {
      const result = await db.deleteFrom('recipient_allowances').where('day', '<', beforeDay).executeTakeFirst();
      const photos = await db.deleteFrom('photo_allowances').where('day', '<', beforeDay).executeTakeFirst();
      return Number(result.numDeletedRows) + Number(photos.numDeletedRows);
    },

    takePhotoAllowance: (clientKey, day, bytes, perDay) => takePhotoBytes(db, clientKey, day, bytes, perDay),

    async retainedMessageIds(ids, photosBefore) {
      const kept = new Set<string>();
      // In slices: SQLite takes a limited number of parameters per statement.
      for (let start = 0; start < ids.length; start += 500) {
        const rows = await db
          .selectFrom('outbox')
          .leftJoin('bookings', 'bookings.id', 'outbox.booking_id')
          .select('outbox.id')
          .where('outbox.id', 'in', ids.slice(start, start + 500))
          .where((eb) => eb.or([eb('outbox.booking_id', 'is', null), eb('bookings.appointment_date', '>=', photosBefore)]))
          .execute();
        for (const row of rows) kept.add(row.id);
      }
      return kept;
    },

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

    async subscribe(request: SubscribeRequest): Promise<SubscribeResult> {
      return db.transaction().execute(async (trx) => {
        await options.lockAddress?.(trx, request.email);
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
}

async function readBooking(db: Kysely<Database>, bookingId: string): Promise<BookingForMail | null> {
  const row = await db.selectFrom('bookings').selectAll().where('id', '=', bookingId).executeTakeFirst();
  if (!row) return null;
  const photos = await db.selectFrom('booking_photos').select('byte_size').where('booking_id', '=', bookingId).orderBy('position').execute();
  return bookingForMail(row, photos.map((photo) => photo.byte_size));
}

/**
 * Runs `work` in a transaction that writers of the same `lockKey` never share: PostgreSQL takes an
 * advisory lock for the key; SQLite takes its one write lock at the start (BEGIN IMMEDIATE).
 * Reads inside then see every booking that could compete for the same place.
 */
export type SerialTransaction = <T>(lockKey: string, work: (trx: Kysely<Database>) => Promise<T>) => Promise<T>;

const HELD_STATUSES = ['received', 'confirmed'] as const;

function placedBooking(row: Pick<Selectable<BookingsTable>, 'id' | 'service' | 'appointment_date' | 'appointment_time' | 'status' | 'received_at' | 'guests' | 'specialist'>): PlacedBooking {
  return {
    id: row.id,
    service: row.service as ServiceId,
    date: row.appointment_date,
    time: row.appointment_time,
    status: row.status as PlacedBooking['status'],
    receivedAt: new Date(row.received_at),
    guests: row.guests,
    specialist: row.specialist,
  };
}

function closure(row: Selectable<ClosuresTable>): Closure {
  return {
    id: row.id,
    fromDate: row.from_date,
    untilDate: row.until_date,
    group: row.service_group as ServiceGroup | null,
    fromTime: row.from_time,
    toTime: row.to_time,
    reason: row.reason,
  };
}

async function placedIn(db: Kysely<Database>, services: readonly ServiceId[], fromDate: string, toDate: string): Promise<PlacedBooking[]> {
  if (services.length === 0) return [];
  const rows = await db
    .selectFrom('bookings')
    .select(['id', 'service', 'appointment_date', 'appointment_time', 'status', 'received_at', 'guests', 'specialist'])
    .where('appointment_date', '>=', fromDate)
    .where('appointment_date', '<=', toDate)
    .where('service', 'in', services)
    .where('status', 'in', HELD_STATUSES)
    .execute();
  return rows.map(placedBooking);
}

async function closuresIn(db: Kysely<Database>, fromDate: string, toDate: string): Promise<Closure[]> {
  const rows = await db.selectFrom('closures').selectAll().where('until_date', '>=', fromDate).where('from_date', '<=', toDate).orderBy('from_date').orderBy('created_at').execute();
  return rows.map(closure);
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

/** Closures, and the bookings availability reads. */
export function closureQueries(db: Kysely<Database>): ClosureStore {
  return {
    async addClosure(closure, at) {
      await db
        .insertInto('closures')
        .values({
          id: closure.id,
          from_date: closure.fromDate,
          until_date: closure.untilDate,
          service_group: closure.group,
          from_time: closure.fromTime,
          to_time: closure.toTime,
          reason: closure.reason,
          created_at: iso(at),
        })
        .execute();
    },
    async removeClosure(id) {
      const result = await db.deleteFrom('closures').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    closuresBetween: (fromDate, toDate) => closuresIn(db, fromDate, toDate),
    placedBookings: (services, fromDate, toDate) => placedIn(db, services, fromDate, toDate),
  };
}

/**
 * Writes a booking with its first history event, photos, messages and idempotency answer, once
 * its capacity check holds, all in one serial transaction. A concurrent repeat of the same
 * idempotency key gets the first answer back and writes nothing.
 */
export function saveBookingQuery(serial: SerialTransaction): BookingStore['saveBooking'] {
  return (booking, messages, idempotency: IdempotencyClaim | null, capacity) =>
    serial(capacity.lockKey, async (trx) => {
      const now = iso(booking.receivedAt);
      if (idempotency) {
        const answer = await findAnswerIn(trx, idempotency.scope, idempotency.key);
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
        if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) {
          const answer = await findAnswerIn(trx, idempotency.scope, idempotency.key);
          if (answer) return { outcome: 'replayed' as const, answer };
        }
      }
      await trx.insertInto('bookings').values(bookingRow({ ...booking, specialist: decision.specialist ?? booking.specialist })).execute();
      await trx.insertInto('booking_events').values({ booking_id: booking.id, at: now, type: 'received', status: booking.status, detail: null, actor: null }).execute();
      if (booking.photos.length > 0) await trx.insertInto('booking_photos').values(booking.photos.map((photo, position) => photoRow(booking.id, photo, position))).execute();
      if (messages.length > 0) await trx.insertInto('outbox').values(messages.map(outboxRow)).execute();
      return { outcome: 'saved' as const, specialist: decision.specialist };
    });
}

/** Answers to bookings through signed links: changes of status, with the place they take; reminders. */
export function answerQueries(db: Kysely<Database>, serial: SerialTransaction): AnswerStore {
  return {
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
        if (Number(updated.numUpdatedRows) === 0) return { outcome: 'state' as const, booking: (await readBooking(trx, before.id)) ?? before };
        await trx.insertInto('booking_events').values({ booking_id: before.id, at, type: transition.event, status: transition.to, detail: transition.detail, actor: transition.actor }).execute();
        const after = (await readBooking(trx, before.id))!;
        const messages = transition.messages(after);
        if (messages.length > 0) await trx.insertInto('outbox').values(messages.map(outboxRow)).execute();
        return { outcome: 'changed' as const, booking: after };
      });
    },

    async confirmedWithoutReminder(fromDate, toDate) {
      const rows = await db
        .selectFrom('bookings')
        .select('id')
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
      const bookings = await Promise.all(rows.map((row) => readBooking(db, row.id)));
      return bookings.filter((booking): booking is BookingForMail => booking !== null);
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
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        await trx.insertInto('booking_events').values({ booking_id: bookingId, at: iso(at), type: 'reminded', status: 'confirmed', detail: null, actor: null }).execute();
        return true;
      });
    },
  };
}
