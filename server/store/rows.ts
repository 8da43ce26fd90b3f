/**
 * A booking, a message and a closure as the tables hold them and as the service reads them.
 * Both databases keep the same column names and hand times back as ISO strings.
 */
import type { Insertable, Selectable } from 'kysely';
import { textFieldsOf, type TextFieldValues } from '../../core/bookingFields.ts';
import type { Closure, PlacedBooking } from '../../core/house.ts';
import { serviceGroup } from '../../core/services.ts';
import type { BookingPhotosTable, BookingsTable, ClosuresTable, OutboxTable } from './schema.ts';
import type { BookingForMail, MessageState, StoredBooking, NewBooking, NewOutboxMessage, OutboxEntry, OutboxMessage } from './types.ts';

export const iso = (date: Date) => date.toISOString();
const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

/** A booking's row. Insertable leaves nullable columns optional: the declared text fields are checked as required, so none is left unstored. */
export function bookingRow(booking: NewBooking) {
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
      channel: booking.channel ?? 'site',
  } satisfies Insertable<BookingsTable> & Omit<TextFieldValues, 'email'>;
}

export function photoRows(booking: NewBooking): BookingPhotosTable[] {
  return booking.photos.map((photo, position) => ({
    booking_id: booking.id,
    position,
    filename: photo.filename,
    content_type: photo.contentType,
    width: photo.width,
    height: photo.height,
    byte_size: photo.bytes.byteLength,
    bytes: photo.bytes,
  }));
}

/** A stored booking for its messages; `photoBytes` are its photos' sizes in order of position. */
export function bookingForMail(row: Selectable<BookingsTable>, photoBytes: number[]): BookingForMail {
  return {
    id: row.id,
    receivedAt: new Date(row.received_at),
    status: row.status,
    ...textFieldsOf(row),
    service: row.service,
    appointmentDate: row.appointment_date,
    appointmentTime: row.appointment_time,
    guests: row.guests,
    specialist: row.specialist,
    specialistChosen: row.specialist_chosen === 1,
    visitorKey: row.visitor_key,
    calendarSequence: Number(row.calendar_sequence),
    proposalRound: Number(row.proposal_round),
    language: row.language,
    photoConsent:
      row.photo_consent && row.photo_consent_version && row.photo_consent_at ? { version: row.photo_consent_version, givenAt: new Date(row.photo_consent_at) } : null,
    photoCount: photoBytes.length,
    photoBytes,
  };
}

/** A stored booking as the desk and the bookings command read it: what its messages read, and whether its client came and how it was taken. */
export function storedBooking(row: Selectable<BookingsTable>, photoBytes: number[]): StoredBooking {
  return { ...bookingForMail(row, photoBytes), attendance: row.attendance, channel: row.channel };
}

export function placedBooking(row: Pick<Selectable<BookingsTable>, 'id' | 'service' | 'appointment_date' | 'appointment_time' | 'status' | 'received_at' | 'guests' | 'specialist'>): PlacedBooking {
  return {
    id: row.id,
    service: row.service,
    date: row.appointment_date,
    time: row.appointment_time,
    status: row.status,
    receivedAt: new Date(row.received_at),
    guests: row.guests,
    specialist: row.specialist,
  };
}

export function closureRow(closure: Closure, at: Date): ClosuresTable {
  const { id, fromDate, untilDate, group, fromTime, toTime, reason } = closure;
  return { id, from_date: fromDate, until_date: untilDate, service_group: group, from_time: fromTime, to_time: toTime, reason, created_at: iso(at) };
}

export function closure(row: Selectable<ClosuresTable>): Closure {
  return { id: row.id, fromDate: row.from_date, untilDate: row.until_date, group: row.service_group, fromTime: row.from_time, toTime: row.to_time, reason: row.reason };
}

/** A message's row: a booking's message carries no content (it is composed from the booking when sent). */
export function outboxRow(message: OutboxEntry | NewOutboxMessage): Insertable<OutboxTable> {
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
    next_attempt_at: iso(message.createdAt),
  };
}

/** Where a message stands, from its row: sent and failed are final; a message with attempts behind it is failing. */
export function messageState(row: Selectable<OutboxTable>): MessageState {
  const state = row.sent_at !== null ? 'sent' : row.failed_at !== null ? 'failed' : row.attempts > 0 ? 'failing' : 'queued';
  return {
    id: row.id,
    kind: row.kind,
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
    kind: row.kind,
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
